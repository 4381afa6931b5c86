// How close an SVG renders to the raster it was traced from: resvg draws it with our own fonts
// only, then the mean colour difference (OKLab, x100, so about 1 is just noticeable) and the
// structural similarity of lightness (SSIM) are measured, both over white (a transparent pixel
// counts as white paper), plus the mean alpha error. Used by the benchmark and the tests.
import { Resvg } from '@resvg/resvg-js';
import { allFontFaces, FONT_FAMILY } from '../chart/render/fonts.ts';
import { labDistance, srgbToOklab } from '../image/color/oklab.ts';
import type { Raster } from '../image/raster.ts';

/** The SVG drawn at its own size, straight RGBA. */
export function renderSvg(svg: string | Buffer): Raster {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles: allFontFaces().map((f) => f.file), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    logLevel: 'off',
  });
  const image = resvg.render();
  const data = Buffer.from(image.pixels); // premultiplied
  for (let p = 0; p < data.length; p += 4) {
    const a = data[p + 3]!;
    if (a === 0 || a === 255) continue;
    for (let c = 0; c < 3; c++) data[p + c] = Math.min(255, Math.round((data[p + c]! * 255) / a));
  }
  return { data, width: image.width, height: image.height };
}

export interface Fidelity {
  /** Mean OKLab distance x100 over white. */
  deltaE: number;
  /** Mean SSIM of lightness over 8x8 windows (stride 4). */
  ssim: number;
  /** Mean |alpha difference| / 255. */
  alphaError: number;
}

function overWhite(r: Raster): Float64Array {
  const n = r.width * r.height;
  const out = new Float64Array(n * 3);
  for (let i = 0; i < n; i++) {
    const a = r.data[i * 4 + 3]! / 255;
    for (let c = 0; c < 3; c++) out[i * 3 + c] = r.data[i * 4 + c]! * a + 255 * (1 - a);
  }
  return out;
}

export function compareRasters(source: Raster, rendered: Raster): Fidelity {
  if (source.width !== rendered.width || source.height !== rendered.height) {
    throw new Error(`sizes differ: ${source.width}x${source.height} and ${rendered.width}x${rendered.height}`);
  }
  const { width, height } = source;
  const n = width * height;
  const a = overWhite(source);
  const b = overWhite(rendered);
  const cache = new Map<number, ReturnType<typeof srgbToOklab>>();
  const lab = (v: Float64Array, i: number) => {
    const r = Math.round(v[i * 3]!);
    const g = Math.round(v[i * 3 + 1]!);
    const bl = Math.round(v[i * 3 + 2]!);
    const key = (r << 16) | (g << 8) | bl;
    let l = cache.get(key);
    if (!l) cache.set(key, (l = srgbToOklab(r, g, bl)));
    return l;
  };
  let delta = 0;
  let alpha = 0;
  const ya = new Float64Array(n);
  const yb = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const la = lab(a, i);
    const lb = lab(b, i);
    delta += labDistance(la, lb);
    ya[i] = la[0] * 255;
    yb[i] = lb[0] * 255;
    alpha += Math.abs(source.data[i * 4 + 3]! - rendered.data[i * 4 + 3]!);
  }
  return { deltaE: (100 * delta) / n, ssim: ssim(ya, yb, width, height), alphaError: alpha / 255 / n };
}

function ssim(x: Float64Array, y: Float64Array, width: number, height: number): number {
  const C1 = (0.01 * 255) ** 2;
  const C2 = (0.03 * 255) ** 2;
  const W = 8;
  let sum = 0;
  let windows = 0;
  for (let y0 = 0; y0 + W <= height; y0 += 4) {
    for (let x0 = 0; x0 + W <= width; x0 += 4) {
      let mx = 0;
      let my = 0;
      for (let j = 0; j < W; j++) {
        for (let i = 0; i < W; i++) {
          const k = (y0 + j) * width + x0 + i;
          mx += x[k]!;
          my += y[k]!;
        }
      }
      mx /= W * W;
      my /= W * W;
      let vx = 0;
      let vy = 0;
      let cov = 0;
      for (let j = 0; j < W; j++) {
        for (let i = 0; i < W; i++) {
          const k = (y0 + j) * width + x0 + i;
          vx += (x[k]! - mx) ** 2;
          vy += (y[k]! - my) ** 2;
          cov += (x[k]! - mx) * (y[k]! - my);
        }
      }
      vx /= W * W - 1;
      vy /= W * W - 1;
      cov /= W * W - 1;
      sum += ((2 * mx * my + C1) * (2 * cov + C2)) / ((mx * mx + my * my + C1) * (vx + vy + C2));
      windows++;
    }
  }
  return windows ? sum / windows : 1;
}

// How close an SVG renders to the raster it was traced from: resvg draws it with our own fonts
// only, then the mean colour difference (OKLab, x100, so about 1 is just noticeable) and the
// structural similarity of lightness (SSIM) are measured, both over white (a transparent pixel
// counts as white paper), plus the mean alpha error. Used by the benchmark and the tests.
import { Resvg } from '@resvg/resvg-js';
import { allFontFaces, FONT_FAMILY } from '../../shared/fonts.ts';
import { labDistance, srgbToOklab } from '../color/oklab.ts';
import { planeSsim } from '../quality.ts';
import type { Raster } from '../../shared/raster.ts';

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
  /** Mean SSIM of OKLab lightness (engines/image/quality.ts). */
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
  return { deltaE: (100 * delta) / n, ssim: planeSsim(ya, yb, width, height), alphaError: alpha / 255 / n };
}

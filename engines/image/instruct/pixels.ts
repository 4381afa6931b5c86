// Steps that change pixel values and keep the canvas: tone, grayscale, invert, sharpen,
// blur. Each is computed on the whole image and then blended in by the mask's weights, so
// white mask pixels take the edit, black ones keep the original, grey ones a share of each.
// Alpha is never changed: a transparent figure stays transparent where it was.
import sharp, { type Sharp } from 'sharp';
import type { Raster } from '../../shared/raster.ts';
import type { Step } from './steps.ts';

export type PixelStep = Extract<Step, { op: 'brightness' | 'contrast' | 'grayscale' | 'invert' | 'sharpen' | 'blur' }>;

/** The unsharp mask's radius in pixels: figures' edges are one or two pixels wide. */
const SHARPEN_SIGMA = 1;

export const PIXEL_OPS: ReadonlySet<string> = new Set(['brightness', 'contrast', 'grayscale', 'invert', 'sharpen', 'blur']);

function mapColours(raster: Raster, f: (r: number, g: number, b: number, out: number[]) => void): Raster {
  const data = Buffer.from(raster.data);
  const out = [0, 0, 0];
  for (let p = 0; p < data.length; p += 4) {
    f(data[p]!, data[p + 1]!, data[p + 2]!, out);
    data[p] = out[0]!;
    data[p + 1] = out[1]!;
    data[p + 2] = out[2]!;
  }
  return { data, width: raster.width, height: raster.height };
}

/** A per-channel curve as a lookup table (Buffer assignment clamps to 0..255 only after rounding here). */
function curve(f: (c: number) => number): Uint8Array {
  const table = new Uint8Array(256);
  for (let c = 0; c < 256; c++) table[c] = Math.max(0, Math.min(255, Math.round(f(c))));
  return table;
}

async function filtered(raster: Raster, apply: (img: Sharp) => Sharp): Promise<Raster> {
  const data = await apply(sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 4 } }))
    .ensureAlpha()
    .raw()
    .toBuffer();
  // Alpha stays the source's (the filters would soften a transparent figure's edge).
  for (let p = 3; p < data.length; p += 4) data[p] = raster.data[p]!;
  return { data, width: raster.width, height: raster.height };
}

async function editedEverywhere(raster: Raster, step: PixelStep): Promise<Raster> {
  switch (step.op) {
    case 'brightness': {
      const p = step.amount;
      // Brighter moves each channel that share of the way to white; darker, toward black.
      const table = curve((c) => (p >= 0 ? c + (255 - c) * p : c * (1 + p)));
      return mapColours(raster, (r, g, b, out) => ((out[0] = table[r]!), (out[1] = table[g]!), (out[2] = table[b]!)));
    }
    case 'contrast': {
      const table = curve((c) => 127.5 + (c - 127.5) * (1 + step.amount));
      return mapColours(raster, (r, g, b, out) => ((out[0] = table[r]!), (out[1] = table[g]!), (out[2] = table[b]!)));
    }
    case 'grayscale':
      return mapColours(raster, (r, g, b, out) => {
        const y = Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
        out[0] = y;
        out[1] = y;
        out[2] = y;
      });
    case 'invert':
      return mapColours(raster, (r, g, b, out) => ((out[0] = 255 - r), (out[1] = 255 - g), (out[2] = 255 - b)));
    case 'sharpen':
      // The amount scales how far edges are steepened (m2), how much flat areas are (m1, less),
      // and the most an edge may overshoot brighter (y2) and darker (y3): sharp's defaults at 1.
      return filtered(raster, (img) => img.sharpen({ sigma: SHARPEN_SIGMA, m1: step.amount, m2: 3 * step.amount, y2: 10 * step.amount, y3: 20 * step.amount }));
    case 'blur':
      return filtered(raster, (img) => img.blur(Math.max(0.3, step.sigma)));
  }
}

/** `edited` where the mask allows, `source` elsewhere. */
export function blend(source: Raster, edited: Raster, mask: Uint8Array): Raster {
  const data = Buffer.from(source.data);
  for (let i = 0; i < mask.length; i++) {
    const w = mask[i]!;
    if (w === 0) continue;
    const p = i * 4;
    for (let c = 0; c < 4; c++) data[p + c] = Math.round(source.data[p + c]! + ((edited.data[p + c]! - source.data[p + c]!) * w) / 255);
  }
  return { data, width: source.width, height: source.height };
}

export async function changePixels(raster: Raster, step: PixelStep, mask: Uint8Array | null): Promise<Raster> {
  const edited = await editedEverywhere(raster, step);
  return mask ? blend(raster, edited, mask) : edited;
}

// How crisp the source's own pixels are, told from the source alone, so that the self-check
// (selfCheck.ts) reduces the source the way the source itself seems to have been made.
// An image reduced with antialiasing (a bicubic resize, the degradation the network was
// trained on) is soft at the pixel; one reduced by sampling pixels (a resize without
// antialiasing, many screenshots, a sensor without a low-pass filter) is crisp. On a crisp
// source the network sharpens edges that are already sharp and loses to Lanczos by up to
// 3.5 dB. The two differ in how much of the detail sits in the finest band (one pixel)
// against the next (two pixels); images look alike across scales, so the source is compared
// with itself reduced 2x both ways: the reduction whose ratio matches the source's own is the
// one that made it. Measured on three photographs and four figures reduced 2x and 4x each way:
// antialiased sources come out at -1.4 to 0.6, point-sampled ones at 0.3 to 1.3.
import sharp from 'sharp';
import type { Raster } from '../../shared/raster.ts';

/** Energy in the finest band over the energy in the next, of a luma plane. */
export function finestBandRatio(plane: Uint8Array, width: number, height: number): number {
  const b1 = blurPlane(plane, width, height, 0.7);
  const b2 = blurPlane(plane, width, height, 1.4);
  let fine = 0;
  let next = 0;
  // Away from the border, where the blur extends edges.
  for (let y = 3; y < height - 3; y++) {
    for (let x = 3; x < width - 3; x++) {
      const i = y * width + x;
      fine += (plane[i]! - b1[i]!) ** 2;
      next += (b1[i]! - b2[i]!) ** 2;
    }
  }
  return next === 0 ? 0 : fine / next;
}

function blurPlane(plane: ArrayLike<number>, width: number, height: number, sigma: number): Float32Array {
  const radius = Math.ceil(3 * sigma);
  const k = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) sum += k[i + radius] = Math.exp(-(i * i) / (2 * sigma * sigma));
  for (let i = 0; i < k.length; i++) k[i]! /= sum;
  const rows = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = 0;
      for (let i = -radius; i <= radius; i++) s += k[i + radius]! * plane[y * width + Math.min(width - 1, Math.max(0, x + i))]!;
      rows[y * width + x] = s;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = 0;
      for (let i = -radius; i <= radius; i++) s += k[i + radius]! * rows[Math.min(height - 1, Math.max(0, y + i)) * width + x]!;
      out[y * width + x] = s;
    }
  }
  return out;
}

/** The luma of an RGBA raster resized (with `kernel`) to width x height. */
async function lumaAt(source: Raster, width: number, height: number, kernel: 'nearest' | 'cubic'): Promise<Uint8Array> {
  return sharp(source.data, { raw: { width: source.width, height: source.height, channels: 4 } })
    .removeAlpha()
    .resize(width, height, { kernel, fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
}

/**
 * Where the source sits between an antialiased reduction (0) and a point-sampled one (1),
 * clamped to that range; null when the image is too small or too flat to tell.
 */
export async function sourceSharpness(source: Raster): Promise<number | null> {
  const { width, height } = source;
  if (width < 32 || height < 32) return null;
  const own = finestBandRatio(await lumaAt(source, width, height, 'nearest'), width, height);
  const half = { width: Math.round(width / 2), height: Math.round(height / 2) };
  const soft = finestBandRatio(await lumaAt(source, half.width, half.height, 'cubic'), half.width, half.height);
  const crisp = finestBandRatio(await lumaAt(source, half.width, half.height, 'nearest'), half.width, half.height);
  if (own === 0 || soft === 0 || crisp <= soft) return null;
  const t = Math.log(own / soft) / Math.log(crisp / soft);
  return Math.min(1, Math.max(0, t));
}

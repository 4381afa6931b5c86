// The model's 320x320 saliency made into a full-size coverage: upsampled to a working size,
// snapped to the image's own edges with a guided filter (He et al., grey guide) so that the
// outline follows the picture rather than the model's coarse grid, upsampled to the image
// size, then a short ramp: confident background is exactly 0, confident foreground 255.
import sharp from 'sharp';
import type { Raster } from '../../shared/raster.ts';
import { MODEL_SIDE } from './u2net.ts';

/** Long side at which the guided filter runs (its cost grows with the area). */
const WORK_SIDE = 1024;
/** Regularisation of the guided filter, on 0..1 intensities: smaller follows weaker edges. */
const EPSILON = 1e-3;
/** Saliency under LOW is background, over HIGH foreground, linear between. */
const LOW = 0.2;
const HIGH = 0.8;

/** Mean over a (2r+1) square clipped to the image, separably with running sums. */
function boxMean(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const rows = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x < Math.min(r, width); x++) sum += src[row + x]!;
    for (let x = 0; x < width; x++) {
      if (x + r < width) sum += src[row + x + r]!;
      if (x - r - 1 >= 0) sum -= src[row + x - r - 1]!;
      rows[row + x] = sum / (Math.min(width - 1, x + r) - Math.max(0, x - r) + 1);
    }
  }
  const out = new Float32Array(src.length);
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = 0; y < Math.min(r, height); y++) sum += rows[y * width + x]!;
    for (let y = 0; y < height; y++) {
      if (y + r < height) sum += rows[(y + r) * width + x]!;
      if (y - r - 1 >= 0) sum -= rows[(y - r - 1) * width + x]!;
      out[y * width + x] = sum / (Math.min(height - 1, y + r) - Math.max(0, y - r) + 1);
    }
  }
  return out;
}

/** Guided filter of `p` by guide `g`, both 0..1. */
function guidedFilter(g: Float32Array, p: Float32Array, width: number, height: number, r: number): Float32Array {
  const n = g.length;
  const gp = new Float32Array(n);
  const gg = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    gp[i] = g[i]! * p[i]!;
    gg[i] = g[i]! * g[i]!;
  }
  const meanG = boxMean(g, width, height, r);
  const meanP = boxMean(p, width, height, r);
  const meanGp = boxMean(gp, width, height, r);
  const meanGg = boxMean(gg, width, height, r);
  // Reuse gp and gg for the per-window linear coefficients a and b.
  const a = gp;
  const b = gg;
  for (let i = 0; i < n; i++) {
    const variance = meanGg[i]! - meanG[i]! * meanG[i]!;
    a[i] = (meanGp[i]! - meanG[i]! * meanP[i]!) / (variance + EPSILON);
    b[i] = meanP[i]! - a[i]! * meanG[i]!;
  }
  const meanA = boxMean(a, width, height, r);
  const meanB = boxMean(b, width, height, r);
  for (let i = 0; i < n; i++) meanA[i] = meanA[i]! * g[i]! + meanB[i]!;
  return meanA;
}

async function resizeGrey(data: Uint8Array, width: number, height: number, toWidth: number, toHeight: number): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 1 } })
    .resize(toWidth, toHeight, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/** Coverage 0..255 at the raster's size from the model's saliency map. */
export async function modelCoverage(raster: Raster, map: Float32Array): Promise<Uint8Array> {
  const { width, height } = raster;
  const scale = Math.min(1, WORK_SIDE / Math.max(width, height));
  const ww = Math.max(1, Math.round(width * scale));
  const wh = Math.max(1, Math.round(height * scale));
  const guideBytes = await sharp(raster.data, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .resize(ww, wh, { fit: 'fill', kernel: 'cubic' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  const mapBytes = Uint8Array.from(map, (v) => Math.round(v * 255));
  const saliencyBytes = await resizeGrey(mapBytes, MODEL_SIDE, MODEL_SIDE, ww, wh);
  const guide = Float32Array.from(guideBytes, (v) => v / 255);
  const soft = Float32Array.from(saliencyBytes, (v) => v / 255);
  const refined = guidedFilter(guide, soft, ww, wh, Math.max(2, Math.round(Math.max(ww, wh) / 128)));
  const refinedBytes = Uint8Array.from(refined, (v) => Math.round(Math.min(1, Math.max(0, v)) * 255));
  const full = ww === width && wh === height ? Buffer.from(refinedBytes) : await resizeGrey(refinedBytes, ww, wh, width, height);
  const coverage = new Uint8Array(width * height);
  const low = LOW * 255;
  const span = (HIGH - LOW) * 255;
  for (let i = 0; i < coverage.length; i++) coverage[i] = Math.round(Math.min(1, Math.max(0, (full[i]! - low) / span)) * 255);
  return coverage;
}

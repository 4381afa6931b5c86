// The exact case figures often are: a background of one colour that reaches the image's
// borders. It exists when most of a thin ring along the borders is near one colour (in
// OKLab) and a flood fill from that ring spreads through the image; the background is then
// every pixel of that colour, border-connected or enclosed (the inside of an "o", a plot
// area framed by axes): such a pixel cannot be told from the background by eye either.
import type { Raster } from '../../shared/raster.ts';
import { labDistance, srgbToOklab, type Rgb } from '../color/oklab.ts';

/** OKLab distance within which a pixel is "the background colour": under two just-noticeable differences, above JPEG noise. */
export const BACKGROUND_TOLERANCE = 0.035;
/**
 * A flat background is flat close up too: most of the ring near its colour is within this
 * tighter distance (render, scan and JPEG noise are; a micrograph's or a paper texture's grain
 * is not, though it may stay within BACKGROUND_TOLERANCE of its mean).
 */
export const GRAIN_TOLERANCE = 0.015;
/** Share of the ring's background pixels that must be within GRAIN_TOLERANCE. */
export const MIN_SMOOTH_SHARE = 0.8;
/** Depth in pixels of the border ring sampled (a thin frame drawn along the edge does not hide the background inside it). */
const RING_DEPTH = 4;
/** Share of the ring that must be the background colour. */
export const MIN_RING_SHARE = 0.6;
/** Share of the image the border-connected fill must cover. */
export const MIN_FILLED_SHARE = 0.05;

export interface FlatBackground {
  color: Rgb;
  /** 1 where the pixel is the background colour, else 0; one byte a pixel. */
  mask: Uint8Array;
}

/** Pixels of the border ring, RING_DEPTH deep. */
export function ringIndices(width: number, height: number): Uint32Array {
  const depth = Math.min(RING_DEPTH, Math.ceil(width / 2), Math.ceil(height / 2));
  const out: number[] = [];
  for (let y = 0; y < height; y++) {
    const inRows = y < depth || y >= height - depth;
    for (let x = 0; x < width; x++) {
      if (inRows || x < depth || x >= width - depth) out.push(y * width + x);
    }
  }
  return Uint32Array.from(out);
}

/** The commonest colour of the ring: the mode of a coarse histogram, then the mean of the ring pixels near it. */
function ringColour(data: Buffer, ring: Uint32Array): Rgb {
  const bins = new Uint32Array(4096);
  for (const i of ring) bins[((data[i * 4]! >> 4) << 8) | ((data[i * 4 + 1]! >> 4) << 4) | (data[i * 4 + 2]! >> 4)]!++;
  let mode = 0;
  for (let b = 1; b < bins.length; b++) if (bins[b]! > bins[mode]!) mode = b;
  const sum = [0, 0, 0];
  let n = 0;
  for (const i of ring) {
    const p = i * 4;
    if ((((data[p]! >> 4) << 8) | ((data[p + 1]! >> 4) << 4) | (data[p + 2]! >> 4)) !== mode) continue;
    sum[0]! += data[p]!;
    sum[1]! += data[p + 1]!;
    sum[2]! += data[p + 2]!;
    n++;
  }
  let mean = sum.map((s) => Math.round(s / n)) as Rgb;
  // The bin's mean, refined once with every ring pixel near it (the bin edges are arbitrary).
  const lab = srgbToOklab(...mean);
  const near = [0, 0, 0];
  let m = 0;
  for (const i of ring) {
    const p = i * 4;
    if (labDistance(srgbToOklab(data[p]!, data[p + 1]!, data[p + 2]!), lab) > BACKGROUND_TOLERANCE) continue;
    near[0]! += data[p]!;
    near[1]! += data[p + 1]!;
    near[2]! += data[p + 2]!;
    m++;
  }
  if (m > 0) mean = near.map((s) => Math.round(s / m)) as Rgb;
  return mean;
}

/** 1 for every pixel within BACKGROUND_TOLERANCE of `color`; runs of one colour are judged once. */
function nearColour(data: Buffer, count: number, color: Rgb): Uint8Array {
  const lab = srgbToOklab(...color);
  const out = new Uint8Array(count);
  let last = -1;
  let lastNear = 0;
  for (let i = 0; i < count; i++) {
    const p = i * 4;
    const rgb = (data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!;
    if (rgb !== last) {
      last = rgb;
      lastNear = labDistance(srgbToOklab(data[p]!, data[p + 1]!, data[p + 2]!), lab) <= BACKGROUND_TOLERANCE ? 1 : 0;
    }
    out[i] = lastNear;
  }
  return out;
}

/** Pixels of `near` reachable from the ring's near pixels through 4-neighbours (8-connected lines stop it). */
export function borderConnected(near: Uint8Array, width: number, height: number, ring: Uint32Array): number {
  const seen = new Uint8Array(near.length);
  const stack = new Int32Array(near.length);
  let top = 0;
  let reached = 0;
  for (const i of ring) {
    if (near[i] && !seen[i]) {
      seen[i] = 1;
      stack[top++] = i;
    }
  }
  while (top > 0) {
    const i = stack[--top]!;
    reached++;
    const x = i % width;
    // Left, right, up, down.
    const around = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i >= width ? i - width : -1, i < (height - 1) * width ? i + width : -1];
    for (const j of around) {
      if (j >= 0 && near[j] && !seen[j]) {
        seen[j] = 1;
        stack[top++] = j;
      }
    }
  }
  return reached;
}

/** The flat background of an opaque raster, or null when its background is not one colour. */
export function findFlatBackground(raster: Raster): FlatBackground | null {
  const { data, width, height } = raster;
  const count = width * height;
  const ring = ringIndices(width, height);
  const color = ringColour(data, ring);
  // The ring alone first: a photograph fails here without a pass over every pixel.
  const lab = srgbToOklab(...color);
  let onRing = 0;
  let close = 0;
  for (const i of ring) {
    const d = labDistance(srgbToOklab(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!), lab);
    if (d <= BACKGROUND_TOLERANCE) onRing++;
    if (d <= GRAIN_TOLERANCE) close++;
  }
  if (onRing < MIN_RING_SHARE * ring.length || close < MIN_SMOOTH_SHARE * onRing) return null;
  const mask = nearColour(data, count, color);
  if (borderConnected(mask, width, height, ring) < MIN_FILLED_SHARE * count) return null;
  return { color, mask };
}

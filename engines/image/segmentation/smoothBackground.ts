// The case after a flat background: one that changes smoothly across the image (a gradient
// from a slide template, a vignette, uneven scanner light). Its colour at every pixel is a
// quadratic surface in x and y, fitted per channel to the border ring with the pixels that
// do not fit left out; the background is then every pixel within the flat case's tolerance of
// the surface at its own place, provided a fill from the border reaches a real share of the
// image. A photograph's border fits no such surface and is left to the segmentation model.
import type { Raster } from '../../shared/raster.ts';
import { labDistance, srgbToOklab } from '../color/oklab.ts';
import { BACKGROUND_TOLERANCE, borderConnected, GRAIN_TOLERANCE, MIN_FILLED_SHARE, MIN_RING_SHARE, MIN_SMOOTH_SHARE, ringIndices } from './flatBackground.ts';

/** Fits with the worst-fitting ring pixels left out: content that touches the border is not background. */
const REFITS = 4;
/** After the first fit, ring pixels further than this (RGB distance) from the surface are left out of the next. */
const OUTLIER_RGB = 24;
/** A surface whose corners differ by less than this (RGB distance) is flat: the flat case has it. */
const MIN_SPREAD_RGB = 6;

/** Background colour of every pixel, three bytes a pixel (RGB), clamped to 0..255 as written. */
export type BackgroundField = Uint8ClampedArray;

export interface SmoothBackground {
  field: BackgroundField;
  /** 1 where the pixel is within tolerance of the surface at its place. */
  mask: Uint8Array;
}

/** x and y scaled to -1..1, so the normal equations stay well conditioned on large images. */
function terms(x: number, y: number, width: number, height: number): number[] {
  const u = (2 * x) / Math.max(1, width - 1) - 1;
  const v = (2 * y) / Math.max(1, height - 1) - 1;
  return [1, u, v, u * u, u * v, v * v];
}

/** Solves the 6x6 system by Gaussian elimination with partial pivoting; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    if (Math.abs(m[pivot]![c]!) < 1e-9) return null;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Least-squares quadratic surface per channel through the chosen ring pixels. */
function fit(data: Buffer, ring: Uint32Array, use: Uint8Array, width: number, height: number): number[][] | null {
  const ata = Array.from({ length: 6 }, () => new Array<number>(6).fill(0));
  const atb = [0, 1, 2].map(() => new Array<number>(6).fill(0));
  for (let k = 0; k < ring.length; k++) {
    if (!use[k]) continue;
    const i = ring[k]!;
    const t = terms(i % width, Math.floor(i / width), width, height);
    for (let r = 0; r < 6; r++) {
      for (let c = 0; c < 6; c++) ata[r]![c]! += t[r]! * t[c]!;
      for (let ch = 0; ch < 3; ch++) atb[ch]![r]! += t[r]! * data[i * 4 + ch]!;
    }
  }
  const coefficients = atb.map((b) => solve(ata, b));
  return coefficients.every((c) => c !== null) ? (coefficients as number[][]) : null;
}

function colourAt(coefficients: number[][], x: number, y: number, width: number, height: number): [number, number, number] {
  const t = terms(x, y, width, height);
  return coefficients.map((c) => Math.round(Math.min(255, Math.max(0, c.reduce((s, v, k) => s + v * t[k]!, 0))))) as [number, number, number];
}

/** The smooth background of an opaque raster, or null when its border fits no smooth surface. */
export function findSmoothBackground(raster: Raster): SmoothBackground | null {
  const { data, width, height } = raster;
  if (width < 8 || height < 8) return null;
  const ring = ringIndices(width, height);
  const use = new Uint8Array(ring.length).fill(1);
  let coefficients: number[][] | null = null;
  for (let round = 0; round < REFITS; round++) {
    coefficients = fit(data, ring, use, width, height);
    if (!coefficients) return null;
    // Leave out what the surface does not explain, and fit again: from the second round on
    // only pixels within OUTLIER_RGB of the last surface count.
    for (let k = 0; k < ring.length; k++) {
      const i = ring[k]!;
      const c = colourAt(coefficients, i % width, Math.floor(i / width), width, height);
      use[k] = Math.hypot(data[i * 4]! - c[0], data[i * 4 + 1]! - c[1], data[i * 4 + 2]! - c[2]) <= OUTLIER_RGB ? 1 : 0;
    }
  }
  const corners = [colourAt(coefficients!, 0, 0, width, height), colourAt(coefficients!, width - 1, height - 1, width, height), colourAt(coefficients!, width - 1, 0, width, height), colourAt(coefficients!, 0, height - 1, width, height)];
  const spread = Math.max(...corners.flatMap((a) => corners.map((b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]))));
  if (spread < MIN_SPREAD_RGB) return null;

  const field = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) {
    const v = (2 * y) / (height - 1) - 1;
    for (let x = 0; x < width; x++) {
      const u = (2 * x) / (width - 1) - 1;
      const q = (y * width + x) * 3;
      for (let ch = 0; ch < 3; ch++) {
        const c = coefficients![ch]!;
        field[q + ch] = c[0]! + c[1]! * u + c[2]! * v + c[3]! * u * u + c[4]! * u * v + c[5]! * v * v;
      }
    }
  }
  const distance = (i: number) => {
    const p = i * 4;
    const q = i * 3;
    return labDistance(srgbToOklab(data[p]!, data[p + 1]!, data[p + 2]!), srgbToOklab(field[q]!, field[q + 1]!, field[q + 2]!));
  };
  let onRing = 0;
  let close = 0;
  for (const i of ring) {
    const d = distance(i);
    if (d <= BACKGROUND_TOLERANCE) onRing++;
    if (d <= GRAIN_TOLERANCE) close++;
  }
  if (onRing < MIN_RING_SHARE * ring.length || close < MIN_SMOOTH_SHARE * onRing) return null;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = distance(i) <= BACKGROUND_TOLERANCE ? 1 : 0;
  if (borderConnected(mask, width, height, ring) < MIN_FILLED_SHARE * mask.length) return null;
  return { field, mask };
}

// Where a pixel is decides what it can be made of. A rim pixel of a small marker in a JPEG is a
// blend of the marker's colour and the background, smeared by chroma subsampling: explained
// against every category of the figure at once it can look like a blend of the marker's colour
// and some other category that is nowhere near (a purple dot's rim "explained" with blue), and
// it would be recoloured into a speck of that category's new colour. So each pixel is first
// labelled (a category's solid colour, a neutral, or in between), and an in-between pixel may
// only be made of the categories whose solid pixels lie closest around it, on the background
// that the neutral pixels around it have.
import type { Raster } from '../../shared/raster.ts';
import type { ChromaVector } from './mixing.ts';
import { chroma, labDistance, srgbToOklab, type Lab } from './oklab.ts';

/** Label of a pixel that is neither neutral nor close to a category's colour (edges, blends). */
export const BETWEEN = 0;
/** Label of a neutral pixel (OKLab chroma below the neutral limit) or a transparent one. */
export const NEUTRAL = 255;
/** A pixel this close (OKLab) to a category's colour is that category's solid colour (JPEG noise included). */
const SOLID_DISTANCE = 0.06;
/** How far (px) to look for the categories an in-between pixel is made of: edges and JPEG smear are a few px wide. */
const NEAR_RADIUS = 4;
/**
 * Categories whose solid pixels are at most this much (px) farther than the nearest one's also
 * count: where a line crosses a bar both are about as near, while a category a few px past a
 * marker's own colour is another object.
 */
const NEAR_SLACK = 1.5;

/**
 * Per pixel: 1 + the index of the category whose solid colour it has, NEUTRAL, or BETWEEN.
 * At most 254 categories.
 */
export function labelPixels(raster: Raster, categories: Lab[], neutralChroma: number): Uint8Array {
  const { data, width, height } = raster;
  const labels = new Uint8Array(width * height);
  const memo = new Map<number, number>();
  for (let i = 0, p = 0; i < labels.length; i++, p += 4) {
    if (data[p + 3] === 0) {
      labels[i] = NEUTRAL;
      continue;
    }
    const key = (data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!;
    let label = memo.get(key);
    if (label === undefined) {
      label = labelOf(srgbToOklab(data[p]!, data[p + 1]!, data[p + 2]!), categories, neutralChroma);
      memo.set(key, label);
    }
    labels[i] = label;
  }
  return labels;
}

function labelOf(lab: Lab, categories: Lab[], neutralChroma: number): number {
  if (chroma(lab) < neutralChroma) return NEUTRAL;
  let best = BETWEEN;
  let bestDistance = SOLID_DISTANCE;
  categories.forEach((c, k) => {
    const d = labDistance(c, lab);
    if (d < bestDistance) {
      best = k + 1;
      bestDistance = d;
    }
  });
  return best;
}

export interface Surroundings {
  /** Indices of the categories the pixel may be made of, nearest first; empty when none is near. */
  categories: number[];
  /** Mean chroma of the plain neutral pixels around (the local background); null when there are none. */
  background: ChromaVector | null;
}

/** Reads the surroundings of in-between pixels; one per image (it keeps scratch space). */
export class Neighbourhood {
  private readonly raster: Raster;
  private readonly labels: Uint8Array;
  private readonly nearest: Float64Array;

  constructor(raster: Raster, labels: Uint8Array, categories: number) {
    this.raster = raster;
    this.labels = labels;
    this.nearest = new Float64Array(categories);
  }

  around(x: number, y: number): Surroundings {
    const { data, width, height } = this.raster;
    const labels = this.labels;
    const nearest = this.nearest.fill(Infinity);
    let closest = Infinity;
    let r = 0;
    let g = 0;
    let b = 0;
    let plain = 0;
    const r2 = NEAR_RADIUS * NEAR_RADIUS;
    for (let dy = -NEAR_RADIUS; dy <= NEAR_RADIUS; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= height) continue;
      for (let dx = -NEAR_RADIUS; dx <= NEAR_RADIUS; dx++) {
        const xx = x + dx;
        const d2 = dx * dx + dy * dy;
        if (xx < 0 || xx >= width || d2 > r2) continue;
        const i = yy * width + xx;
        const label = labels[i]!;
        if (label === NEUTRAL) {
          // Only neutrals away from any colour: those next to an edge carry some of its chroma.
          const p = i * 4;
          if (data[p + 3] === 0 || !this.plainNeutral(xx, yy)) continue;
          const mean = (data[p]! + data[p + 1]! + data[p + 2]!) / 3;
          r += data[p]! - mean;
          g += data[p + 1]! - mean;
          b += data[p + 2]! - mean;
          plain++;
        } else if (label !== BETWEEN && d2 < nearest[label - 1]!) {
          nearest[label - 1] = d2;
          if (d2 < closest) closest = d2;
        }
      }
    }
    const categories: number[] = [];
    if (closest < Infinity) {
      const reach = (Math.sqrt(closest) + NEAR_SLACK) ** 2;
      nearest.forEach((d2, k) => {
        if (d2 <= reach) categories.push(k);
      });
      categories.sort((p, q) => nearest[p]! - nearest[q]!);
    }
    return { categories, background: plain > 0 ? [r / plain, g / plain, b / plain] : null };
  }

  private plainNeutral(x: number, y: number): boolean {
    const { width, height } = this.raster;
    const labels = this.labels;
    const i = y * width + x;
    return (
      (x === 0 || labels[i - 1] === NEUTRAL) &&
      (x === width - 1 || labels[i + 1] === NEUTRAL) &&
      (y === 0 || labels[i - width] === NEUTRAL) &&
      (y === height - 1 || labels[i + width] === NEUTRAL)
    );
  }
}

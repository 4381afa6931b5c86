// Stacking the colour layers so traced neighbours never leave a seam. Each colour is traced
// alone, and two outlines fitted independently to one shared border leave hairline gaps (the
// background shows through) or, with anti-aliased rendering, a faint seam. So colours are
// stacked, the commonest at the bottom, and each layer also covers, UNDERLAP pixels deep, the
// pixels of the layers drawn above it: every border is then drawn by the upper layer over a
// lower one that runs on beneath it. Transparent pixels are never covered.
import { TRANSPARENT, type Quantised } from './palette.ts';
import type { MaskWindow } from './vtracer.ts';

/** How far (pixels) a layer runs on under the layers above it. */
export const UNDERLAP = 2;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function boxes(index: Uint16Array, colours: number, width: number, height: number): Box[] {
  const out: Box[] = Array.from({ length: colours }, () => ({ x0: width, y0: height, x1: -1, y1: -1 }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const k = index[y * width + x]!;
      if (k === TRANSPARENT) continue;
      const b = out[k]!;
      if (x < b.x0) b.x0 = x;
      if (x > b.x1) b.x1 = x;
      if (y < b.y0) b.y0 = y;
      if (y > b.y1) b.y1 = y;
    }
  }
  return out;
}

/** Each colour's mask, bottom layer first, cut to where it has pixels (plus the underlap). */
export function* layerMasks(q: Quantised, width: number, height: number, underlap = UNDERLAP): Generator<{ colour: number; window: MaskWindow }> {
  const { index, palette } = q;
  const all = boxes(index, palette.length, width, height);
  for (let k = 0; k < palette.length; k++) {
    const b = all[k]!;
    if (b.x1 < 0) continue;
    const left = Math.max(0, b.x0 - underlap);
    const top = Math.max(0, b.y0 - underlap);
    const w = Math.min(width - 1, b.x1 + underlap) - left + 1;
    const h = Math.min(height - 1, b.y1 + underlap) - top + 1;
    const own = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      const row = (top + y) * width + left;
      for (let x = 0; x < w; x++) if (index[row + x] === k) own[y * w + x] = 1;
    }
    const near = dilate(own, w, h, underlap);
    const mask = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      const row = (top + y) * width + left;
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const other = index[row + x]!;
        mask[i] = own[i] || (near[i] && other !== TRANSPARENT && other > k) ? 1 : 0;
      }
    }
    yield { colour: k, window: { mask, width: w, height: h, left, top } };
  }
}

/** 1 within `r` pixels (a square) of a 1: a running count along rows, then along columns. */
function dilate(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const rows = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let count = 0;
    const o = y * w;
    for (let x = 0; x < Math.min(r, w); x++) count += src[o + x]!;
    for (let x = 0; x < w; x++) {
      if (x + r < w) count += src[o + x + r]!;
      if (x - r - 1 >= 0) count -= src[o + x - r - 1]!;
      rows[o + x] = count > 0 ? 1 : 0;
    }
  }
  const out = new Uint8Array(w * h);
  for (let x = 0; x < w; x++) {
    let count = 0;
    for (let y = 0; y < Math.min(r, h); y++) count += rows[y * w + x]!;
    for (let y = 0; y < h; y++) {
      if (y + r < h) count += rows[(y + r) * w + x]!;
      if (y - r - 1 >= 0) count -= rows[(y - r - 1) * w + x]!;
      out[y * w + x] = count > 0 ? 1 : 0;
    }
  }
  return out;
}

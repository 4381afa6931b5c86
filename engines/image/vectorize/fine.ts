// Thin layers traced finer. The picture is traced at its own resolution, where a pixel is wholly
// one colour: a one-pixel anti-aliased line or glyph stroke then has ragged sides, and its
// pixels touch at corners, which the tracer does not follow. Windows whose colour is mostly
// edge (text, lines, markers) are therefore cut from the source, resampled FINE times larger
// (bilinear, premultiplied: no ringing, so no new colours) and given their palette colours
// there: the ramps place each edge to a fraction of a pixel and thin strokes become several
// pixels wide and connected. Resampled pixels cost the tracer as much as the picture's own, so
// the windows are chosen, most edge first, within a budget of resampled pixels per source pixel.
import type { Box, LayerPart } from './layers.ts';

/** How many times larger a fine window is resampled. */
export const FINE = 3;
/** Resampled pixels of all fine windows together, per pixel of the picture. */
const FINE_BUDGET = 1.5;
/** A window is fine when at least this share of its colour's pixels there lie on an edge. */
const EDGE_SHARE = 0.6;

/** The parts (indices into `parts`) to trace from a resampled crop. */
export function fineParts(parts: LayerPart[], index: Uint16Array, width: number, height: number): Set<number> {
  const thin: Array<{ i: number; edge: number; cost: number }> = [];
  parts.forEach((part, i) => {
    if (!('box' in part)) return;
    const edge = edgeShare(index, width, height, part.colour, part.box);
    const { x0, y0, x1, y1 } = part.box;
    if (edge >= EDGE_SHARE) thin.push({ i, edge, cost: (x1 - x0 + 1) * (y1 - y0 + 1) * FINE * FINE });
  });
  thin.sort((a, b) => b.edge - a.edge || a.cost - b.cost);
  let left = FINE_BUDGET * width * height;
  const fine = new Set<number>();
  for (const c of thin) {
    if (c.cost > left) continue;
    left -= c.cost;
    fine.add(c.i);
  }
  return fine;
}

/** Share of the colour's pixels in the box with a side on another colour. */
function edgeShare(index: Uint16Array, width: number, height: number, k: number, box: Box): number {
  let own = 0;
  let edge = 0;
  for (let y = box.y0; y <= box.y1; y++) {
    const row = y * width;
    for (let x = box.x0; x <= box.x1; x++) {
      const i = row + x;
      if (index[i] !== k) continue;
      own++;
      if ((x > 0 && index[i - 1] !== k) || (x < width - 1 && index[i + 1] !== k) || (y > 0 && index[i - width] !== k) || (y < height - 1 && index[i + width] !== k)) edge++;
    }
  }
  return own === 0 ? 0 : edge / own;
}

/**
 * The box of a picture (premultiplied RGBA, `width` x `height`) resampled `scale` times
 * larger: each new pixel's centre maps back into the source, between whose four nearest pixel
 * centres it is interpolated (edges clamped), as a bilinear resize of the whole picture would
 * give there. Weights are whole multiples of 1/(2 scale), so the sums stay integers.
 */
export function resampledCrop(pm: Uint8Array, width: number, height: number, box: Box, scale: number): Uint8Array {
  const w = (box.x1 - box.x0 + 1) * scale;
  const h = (box.y1 - box.y0 + 1) * scale;
  const unit = 2 * scale;
  const out = new Uint8Array(w * h * 4);
  // Per output column: the two source columns (as byte offsets in a row) and the second's weight.
  const cols = new Int32Array(w * 3);
  for (let X = 0; X < w; X++) {
    const [a, b, f] = taps(box.x0 * unit + 2 * X + 1 - scale, unit, width);
    cols[X * 3] = a * 4;
    cols[X * 3 + 1] = b * 4;
    cols[X * 3 + 2] = f;
  }
  const half = (unit * unit) / 2;
  const whole = unit * unit;
  for (let Y = 0; Y < h; Y++) {
    const [ya, yb, g] = taps(box.y0 * unit + 2 * Y + 1 - scale, unit, height);
    const ra = ya * width * 4;
    const rb = yb * width * 4;
    let o = Y * w * 4;
    for (let X = 0; X < w; X++) {
      const a = cols[X * 3]!;
      const b = cols[X * 3 + 1]!;
      const f = cols[X * 3 + 2]!;
      for (let c = 0; c < 4; c++) {
        const top = pm[ra + a + c]! * (unit - f) + pm[ra + b + c]! * f;
        const bottom = pm[rb + a + c]! * (unit - f) + pm[rb + b + c]! * f;
        out[o++] = ((top * (unit - g) + bottom * g + half) / whole) | 0;
      }
    }
  }
  return out;
}

/** For a position `n / unit` pixels into the picture (pixel centres at whole numbers), the pixels either side and the far one's weight in units. */
function taps(n: number, unit: number, size: number): [number, number, number] {
  if (n <= 0) return [0, 0, 0];
  if (n >= (size - 1) * unit) return [size - 1, size - 1, 0];
  const a = Math.floor(n / unit);
  return [a, a + 1, n - a * unit];
}

// What a reader sees of a label in an image: where its ink lies, measured in the label's own
// frame (s along its reading direction, t across it), from pixels alone. Used to compare a
// redrawn label with the one it replaced, as a client would with the two PNGs.
import type { Raster } from '../../../../engines/shared/raster.ts';

export type Rgb = [number, number, number];

export interface InkBox {
  s0: number;
  s1: number;
  t0: number;
  t1: number;
  /** Ink pixels counted. */
  count: number;
}

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const rgbAt = (r: Raster, x: number, y: number): Rgb => {
  const p = (y * r.width + x) * 4;
  return [r.data[p]!, r.data[p + 1]!, r.data[p + 2]!];
};

/**
 * A pixel is the label's ink when it lies more than half way from the background to the text
 * colour (what make.py's truth boxes count: coverage above about 40%).
 */
export function inkTest(text: Rgb, background: Rgb): (rgb: Rgb) => boolean {
  const d = [text[0] - background[0], text[1] - background[1], text[2] - background[2]];
  const dd = d[0]! * d[0]! + d[1]! * d[1]! + d[2]! * d[2]!;
  return (rgb) => {
    const along = ((rgb[0] - background[0]) * d[0]! + (rgb[1] - background[1]) * d[1]! + (rgb[2] - background[2]) * d[2]!) / dd;
    const off = Math.hypot(rgb[0] - background[0] - along * d[0]!, rgb[1] - background[1] - along * d[1]!, rgb[2] - background[2] - along * d[2]!);
    return along > 0.5 && off < 0.35 * Math.sqrt(dd);
  };
}

/**
 * The ink box, in the frame turned by `angle` (degrees clockwise, SVG's rotate: the reading
 * direction), of the ink pixels in `rect` that `keep` accepts. Coordinates are of pixel
 * centres projected from the image origin; t0..t1 is the label's ink height across its line.
 */
export function inkBox(raster: Raster, rect: Rect, angle: number, isInk: (rgb: Rgb) => boolean, keep: (x: number, y: number) => boolean = () => true): InkBox | null {
  const a = (angle * Math.PI) / 180;
  const u = [Math.cos(a), Math.sin(a)] as const;
  const v = [-Math.sin(a), Math.cos(a)] as const;
  let box: InkBox | null = null;
  for (let y = Math.max(0, rect.y0); y < Math.min(raster.height, rect.y1); y++) {
    for (let x = Math.max(0, rect.x0); x < Math.min(raster.width, rect.x1); x++) {
      if (!keep(x, y) || !isInk(rgbAt(raster, x, y))) continue;
      const s = (x + 0.5) * u[0] + (y + 0.5) * u[1];
      const t = (x + 0.5) * v[0] + (y + 0.5) * v[1];
      if (!box) box = { s0: s, s1: s, t0: t, t1: t, count: 0 };
      box.s0 = Math.min(box.s0, s);
      box.s1 = Math.max(box.s1, s);
      box.t0 = Math.min(box.t0, t);
      box.t1 = Math.max(box.t1, t);
      box.count++;
    }
  }
  return box;
}

/** Pixels (y * width + x) where any channel of `a` and `b` differs by more than `tolerance`. */
export function changedPixels(a: Raster, b: Raster, tolerance = 0): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < a.width * a.height; i++) {
    const p = i * 4;
    if (Math.abs(a.data[p]! - b.data[p]!) > tolerance || Math.abs(a.data[p + 1]! - b.data[p + 1]!) > tolerance || Math.abs(a.data[p + 2]! - b.data[p + 2]!) > tolerance) out.add(i);
  }
  return out;
}

/** Whether (x, y) lies within `radius` pixels (square) of a pixel in `set`. */
export function near(set: Set<number>, width: number, radius: number): (x: number, y: number) => boolean {
  return (x, y) => {
    for (let dy = -radius; dy <= radius; dy++) for (let dx = -radius; dx <= radius; dx++) if (set.has((y + dy) * width + x + dx)) return true;
    return false;
  };
}

/**
 * The ink of the label drawn in place of the one whose ink was `old` (a box in the frame turned
 * by `angle`): the ink of `after` on the old label's line (its band across the reading
 * direction, half a line height either way) next to a pixel that changed, in the run of such
 * ink along the line that covers the old label's place (gaps under one line height joined).
 */
export function redrawnLabel(before: Raster, after: Raster, old: InkBox, angle: number, isInk: (rgb: Rgb) => boolean, tolerance = 8): InkBox | null {
  const changed = changedPixels(before, after, tolerance);
  const isNear = near(changed, after.width, 1);
  const h = old.t1 - old.t0 + 1;
  const a = (angle * Math.PI) / 180;
  const u = [Math.cos(a), Math.sin(a)] as const;
  const v = [-Math.sin(a), Math.cos(a)] as const;
  const points: Array<{ s: number; t: number }> = [];
  for (let y = 0; y < after.height; y++) {
    for (let x = 0; x < after.width; x++) {
      const t = (x + 0.5) * v[0] + (y + 0.5) * v[1];
      if (t < old.t0 - 0.6 * h || t > old.t1 + 0.6 * h) continue;
      if (!isInk(rgbAt(after, x, y)) || !isNear(x, y)) continue;
      points.push({ s: (x + 0.5) * u[0] + (y + 0.5) * u[1], t });
    }
  }
  points.sort((p, q) => p.s - q.s);
  const runs: Array<Array<{ s: number; t: number }>> = [];
  for (const p of points) {
    const run = runs.at(-1);
    if (run && p.s - run.at(-1)!.s < h) run.push(p);
    else runs.push([p]);
  }
  const run = runs.find((r) => r[0]!.s <= old.s1 && r.at(-1)!.s >= old.s0);
  if (!run) return null;
  return {
    s0: run[0]!.s,
    s1: run.at(-1)!.s,
    t0: Math.min(...run.map((p) => p.t)),
    t1: Math.max(...run.map((p) => p.t)),
    count: run.length,
  };
}

/** The ink of the label that was in `rect` of `before` and changed in `after` (erased or redrawn over). */
export function erasedLabel(before: Raster, after: Raster, rect: Rect, angle: number, isInk: (rgb: Rgb) => boolean, tolerance = 8): InkBox | null {
  return inkBox(before, rect, angle, isInk, near(changedPixels(before, after, tolerance), before.width, 1));
}

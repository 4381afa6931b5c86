// Whether a new text, at the old one's size, has room where it would be drawn. It may cover
// what the old label covered (its background, and any line or fill that passes behind it and
// so was already under text) and the labels being erased; not another label, a mark, a frame
// or a line that does not pass behind the old one, and not the image's edge. A text that does
// not fit is refused with what it needs, never shrunk.
import type { Rgb } from '../color/oklab.ts';
import type { Raster } from '../../shared/raster.ts';
import type { OldText } from './analyse.ts';
import { toImage, type TextFrame } from './frame.ts';

/** A box in a text's frame: s along its reading direction, t downwards across it. */
export interface FrameBox {
  s0: number;
  s1: number;
  t0: number;
  t1: number;
}

export interface RoomNeeds {
  /** Where the text would need more room. */
  side: 'start' | 'end' | 'above' | 'below';
  /** Pixels beyond the old label's ink it needs there, and those free (clearance kept). */
  needed: number;
  free: number;
  /** What stops it. */
  blocker: 'ink' | 'edge';
}

/** How far a pixel may stand off the background before it is something drawn (noise, compression). */
export const MARK_DISTANCE = { lossless: 24, jpeg: 48 };
/** Pixels of a line behind the label keep to its colour within this distance from one to the next. */
const LINE_STEP = 60;
/** Cosine between two colours' offsets from the background above which one is a blend of the other. */
const SAME_WAY = 0.97;
/** Space kept between the new text and anything else: a share of the old ink's height, at least a pixel and a half. */
const CLEARANCE_SHARE = 0.1;
const MIN_CLEARANCE = 1.5;

export function clearance(old: OldText): number {
  return Math.max(MIN_CLEARANCE, CLEARANCE_SHARE * (old.ink.t1 - old.ink.t0));
}

export interface RoomContext {
  raster: Raster;
  /** Pixels (y * width + x) being erased: every replaced label's glyphs. */
  erased: Set<number>;
  /** Pixels the new texts already placed will cover. */
  taken: Set<number>;
  markDistance: number;
}

/** null when `wanted` (the new ink box, in the old label's frame) has room; otherwise the first shortfall. */
export function roomFor(ctx: RoomContext, old: OldText, wanted: FrameBox): RoomNeeds | null {
  const { raster } = ctx;
  const { width, height } = raster;
  const c = clearance(old);
  const zone: FrameBox = { s0: old.ink.s0 - c, s1: old.ink.s1 + c, t0: old.ink.t0 - c, t1: old.ink.t1 + c };
  const region: FrameBox = { s0: wanted.s0 - c, s1: wanted.s1 + c, t0: wanted.t0 - c, t1: wanted.t1 + c };
  const behind = linesBehind(ctx, old, zone, region);
  const isMark = (index: number) => distance(pixel(raster, index), old.background) > ctx.markDistance;

  // The nearest blocker on each side of the old label, in half-pixel steps over the region.
  let start = -Infinity;
  let end = Infinity;
  let above = -Infinity;
  let below = Infinity;
  const edges = { start: false, end: false, above: false, below: false };
  for (let t = region.t0; t <= region.t1; t += 0.5) {
    for (let s = region.s0; s <= region.s1; s += 0.5) {
      if (s >= zone.s0 && s <= zone.s1 && t >= zone.t0 && t <= zone.t1) continue;
      const p = toImage(old.frame, s, t);
      const x = Math.floor(p.x);
      const y = Math.floor(p.y);
      const outside = x < 0 || y < 0 || x >= width || y >= height;
      if (!outside) {
        const index = y * width + x;
        if (!ctx.taken.has(index) && (ctx.erased.has(index) || behind.has(index) || !isMark(index))) continue;
      }
      if (s < zone.s0 && s > start) [start, edges.start] = [s, outside];
      else if (s > zone.s1 && s < end) [end, edges.end] = [s, outside];
      else if (t < zone.t0 && t > above) [above, edges.above] = [t, outside];
      else if (t > zone.t1 && t < below) [below, edges.below] = [t, outside];
    }
  }
  const needs: RoomNeeds[] = [
    { side: 'start', needed: old.ink.s0 - wanted.s0, free: zone.s0 - start, blocker: edges.start ? 'edge' : 'ink' },
    { side: 'end', needed: wanted.s1 - old.ink.s1, free: end - zone.s1, blocker: edges.end ? 'edge' : 'ink' },
    { side: 'above', needed: old.ink.t0 - wanted.t0, free: zone.t0 - above, blocker: edges.above ? 'edge' : 'ink' },
    { side: 'below', needed: wanted.t1 - old.ink.t1, free: below - zone.t1, blocker: edges.below ? 'edge' : 'ink' },
  ];
  // A blocker at distance d from the zone leaves d - 0.5 px (the sample is a pixel's middle at worst).
  return needs.find((n) => n.needed > 0 && Number.isFinite(n.free) && n.needed > Math.max(0, n.free - 0.5)) ?? null;
}

/**
 * Drawn pixels near the label that belong to something passing behind it: marks outside its
 * glyphs inside its zone, and the marks of like colour joined to them (a gridline, a data line,
 * a fill), within the window the new text could reach.
 */
function linesBehind(ctx: RoomContext, old: OldText, zone: FrameBox, region: FrameBox): Set<number> {
  const { raster } = ctx;
  const { width, height } = raster;
  const corners = [
    toImage(old.frame, Math.min(zone.s0, region.s0), Math.min(zone.t0, region.t0)),
    toImage(old.frame, Math.max(zone.s1, region.s1), Math.min(zone.t0, region.t0)),
    toImage(old.frame, Math.max(zone.s1, region.s1), Math.max(zone.t1, region.t1)),
    toImage(old.frame, Math.min(zone.s0, region.s0), Math.max(zone.t1, region.t1)),
  ];
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.x))) - 1);
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.y))) - 1);
  const x1 = Math.min(width, Math.ceil(Math.max(...corners.map((p) => p.x))) + 1);
  const y1 = Math.min(height, Math.ceil(Math.max(...corners.map((p) => p.y))) + 1);
  const isMark = (index: number) => distance(pixel(raster, index), old.background) > ctx.markDistance;
  const inZone = (x: number, y: number) => {
    const dx = x + 0.5 - old.frame.origin.x;
    const dy = y + 0.5 - old.frame.origin.y;
    const s = dx * old.frame.u.x + dy * old.frame.u.y;
    const t = dx * old.frame.v.x + dy * old.frame.v.y;
    return s >= zone.s0 && s <= zone.s1 && t >= zone.t0 && t <= zone.t1;
  };
  const found = new Set<number>();
  const queue: number[] = [];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const index = y * width + x;
      if (!inZone(x, y) || old.glyphs.has(index) || ctx.erased.has(index) || !isMark(index)) continue;
      found.add(index);
      queue.push(index);
    }
  }
  while (queue.length) {
    const index = queue.pop()!;
    const x = index % width;
    const y = (index - x) / width;
    const colour = pixel(raster, index);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < x0 || ny < y0 || nx >= x1 || ny >= y1) continue;
        const next = ny * width + nx;
        if (found.has(next) || ctx.erased.has(next) || !isMark(next)) continue;
        if (!sameLine(pixel(raster, next), colour, old.background)) continue;
        found.add(next);
        queue.push(next);
      }
    }
  }
  return found;
}

/**
 * Two neighbouring pixels are of one line when their colours are near, or when one is the
 * other blended with the background (a line's anti-aliased edge): both on one way from it.
 */
function sameLine(p: Rgb, q: Rgb, background: Rgb): boolean {
  if (distance(p, q) <= LINE_STEP) return true;
  const a = [p[0] - background[0], p[1] - background[1], p[2] - background[2]];
  const b = [q[0] - background[0], q[1] - background[1], q[2] - background[2]];
  const cos = (a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!) / (Math.hypot(a[0]!, a[1]!, a[2]!) * Math.hypot(b[0]!, b[1]!, b[2]!) || 1);
  return cos >= SAME_WAY;
}

function pixel(raster: Raster, index: number): Rgb {
  const p = index * 4;
  return [raster.data[p]!, raster.data[p + 1]!, raster.data[p + 2]!];
}

const distance = (p: Rgb, q: Rgb) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

/** Pixels (y * width + x) whose middles lie in `box` of `frame`. */
export function pixelsIn(frame: TextFrame, box: FrameBox, width: number, height: number): Set<number> {
  const out = new Set<number>();
  for (let t = box.t0; t <= box.t1; t += 0.5) {
    for (let s = box.s0; s <= box.s1; s += 0.5) {
      const p = toImage(frame, s, t);
      const x = Math.floor(p.x);
      const y = Math.floor(p.y);
      if (x >= 0 && y >= 0 && x < width && y < height) out.add(y * width + x);
    }
  }
  return out;
}

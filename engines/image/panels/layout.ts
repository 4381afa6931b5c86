// A multi-panel figure's panels, found from its pixels: panels are blocks of content separated
// by gutters, bands of the figure's background that run the whole way across a block. The
// figure is cut recursively (rows, then columns within a row, then rows within a column ...),
// and a gutter is a cut only when both sides are panel-sized, so the narrow gaps inside one
// panel (between an axis title and its tick labels, under a panel letter) never split it.
import type { Raster } from '../../shared/raster.ts';
import { edgeColour } from '../color/edgeColour.ts';

export interface Box {
  x0: number;
  y0: number;
  /** Exclusive. */
  x1: number;
  y1: number;
}

/** A channel difference above this from the background counts as ink (anti-aliasing included, JPEG noise not). */
const INK_THRESHOLD = 40;
/** A row or column of a gutter may hold this share of ink pixels (JPEG ringing, a stray dot). */
const GUTTER_INK_SHARE = 0.002;
/** A gutter is at least this thick: in pixels, and as a share of the block it cuts. */
const MIN_GUTTER_PX = 4;
const MIN_GUTTER_SHARE = 0.008;
/** Each side of a cut is at least this share of the block along the cut's axis, or it is part of a panel (an axis title, a caption). */
const MIN_PIECE_SHARE = 0.14;
const MIN_PIECE_PX = 40;
/** A sliver of ink whose ink stays in this top share of its band is a label of what follows it. */
const LEADING_LABEL_SHARE = 0.15;
/** Cuts nest at most this deep (row, column, row, column). */
const MAX_DEPTH = 4;

/** One flag a pixel: 1 where it differs from the figure's background. */
export function inkMap(raster: Raster): Uint8Array {
  const [br, bg, bb, ba] = edgeColour(raster);
  const { data, width, height } = raster;
  const ink = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < ink.length; i++, p += 4) {
    const a = data[p + 3]!;
    if (ba === 0) ink[i] = a > INK_THRESHOLD ? 1 : 0;
    else {
      // Composited over the background, so a transparent pixel is background.
      const d = Math.max(Math.abs(data[p]! - br), Math.abs(data[p + 1]! - bg), Math.abs(data[p + 2]! - bb));
      ink[i] = (d * a) / 255 > INK_THRESHOLD ? 1 : 0;
    }
  }
  return ink;
}

/** The smallest box holding every ink pixel inside `box`, or null when it has none. */
function inkBox(ink: Uint8Array, width: number, box: Box): Box | null {
  let x0 = box.x1;
  let y0 = box.y1;
  let x1 = box.x0;
  let y1 = box.y0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      if (!ink[y * width + x]) continue;
      if (x < x0) x0 = x;
      if (x >= x1) x1 = x + 1;
      if (y < y0) y0 = y;
      y1 = y + 1;
    }
  }
  return x1 > x0 ? { x0, y0, x1, y1 } : null;
}

/** Ink pixels in each row (axis 'rows') or column ('columns') of the box. */
function profile(ink: Uint8Array, width: number, box: Box, axis: 'rows' | 'columns'): number[] {
  const out = new Array<number>(axis === 'rows' ? box.y1 - box.y0 : box.x1 - box.x0).fill(0);
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) if (ink[y * width + x]) out[axis === 'rows' ? y - box.y0 : x - box.x0]!++;
  }
  return out;
}

/** Interior runs of (nearly) empty lines: [start, end) offsets within the profile. */
function gutters(counts: number[], across: number, along: number): Array<[number, number]> {
  const allowed = Math.floor(across * GUTTER_INK_SHARE);
  const minGutter = Math.max(MIN_GUTTER_PX, Math.round(along * MIN_GUTTER_SHARE));
  const out: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= counts.length; i++) {
    const empty = i < counts.length && counts[i]! <= allowed;
    if (empty && start < 0) start = i;
    if (!empty && start >= 0) {
      if (start > 0 && i < counts.length && i - start >= minGutter) out.push([start, i]);
      start = -1;
    }
  }
  return out;
}

/**
 * The gutters to cut at: the thickest first, each kept only if every piece between kept cuts
 * stays panel-sized. Returns the pieces' [start, end) offsets.
 */
function pieces(found: Array<[number, number]>, length: number): Array<[number, number]> {
  const minPiece = Math.max(MIN_PIECE_PX, length * MIN_PIECE_SHARE);
  const kept: Array<[number, number]> = [];
  for (const gap of [...found].sort((a, b) => b[1] - b[0] - (a[1] - a[0]))) {
    const trial = [...kept, gap].sort((a, b) => a[0] - b[0]);
    const bounds = [0, ...trial.flatMap(([s, e]) => [s, e]), length];
    let ok = true;
    for (let i = 0; i < bounds.length; i += 2) if (bounds[i + 1]! - bounds[i]! < minPiece) ok = false;
    if (ok) kept.splice(0, kept.length, ...trial);
  }
  const bounds = [0, ...kept.flatMap(([s, e]) => [s, e]), length];
  const out: Array<[number, number]> = [];
  for (let i = 0; i < bounds.length; i += 2) out.push([bounds[i]!, bounds[i + 1]!]);
  return out;
}

/** The part of the box between offsets s and e along the axis. */
function slice(box: Box, axis: 'rows' | 'columns', s: number, e: number): Box {
  return axis === 'rows' ? { x0: box.x0, x1: box.x1, y0: box.y0 + s, y1: box.y0 + e } : { x0: box.x0 + s, x1: box.x0 + e, y0: box.y0, y1: box.y1 };
}

/**
 * A panel's letter stands at its top-left, often beyond its axis labels, so between two
 * columns of panels it can be a sliver of ink on its own between two gutters. A sliver at the
 * end of a column of panels whose ink is only in the top of the band is the next panel's
 * letter (or title): the cut moves to the gutter before it.
 */
function letterSliversLead(ink: Uint8Array, width: number, box: Box, found: Array<[number, number]>, parts: Array<[number, number]>): void {
  const height = box.y1 - box.y0;
  for (let i = 0; i + 1 < parts.length; i++) {
    const part = parts[i]!;
    const before = found.filter(([s, e]) => s > part[0] && e < part[1]).at(-1);
    if (!before) continue;
    const sliver = inkBox(ink, width, slice(box, 'columns', before[1], part[1]));
    if (!sliver || sliver.y1 > box.y0 + LEADING_LABEL_SHARE * height) continue;
    parts[i + 1]![0] = before[1];
    part[1] = before[0];
  }
}

function cut(ink: Uint8Array, width: number, box: Box, axis: 'rows' | 'columns', depth: number, out: Box[]): void {
  const along = axis === 'rows' ? box.y1 - box.y0 : box.x1 - box.x0;
  const across = axis === 'rows' ? box.x1 - box.x0 : box.y1 - box.y0;
  const found = gutters(profile(ink, width, box, axis), across, along);
  const parts = pieces(found, along);
  if (axis === 'columns') letterSliversLead(ink, width, box, found, parts);
  const other = axis === 'rows' ? 'columns' : 'rows';
  if (parts.length === 1) {
    // No cut this way: at the top the other way may still cut; deeper down it was just tried.
    if (depth === 0) cut(ink, width, box, other, depth + 1, out);
    else out.push(box);
    return;
  }
  for (const [s, e] of parts) {
    const tight = inkBox(ink, width, slice(box, axis, s, e));
    if (!tight) continue;
    if (depth + 1 >= MAX_DEPTH) out.push(tight);
    else cut(ink, width, tight, other, depth + 1, out);
  }
}

/** The panels' boxes (tight around their ink), in no particular order; one box when the figure has one panel. */
export function panelBoxes(raster: Raster): Box[] {
  const ink = inkMap(raster);
  const whole = inkBox(ink, raster.width, { x0: 0, y0: 0, x1: raster.width, y1: raster.height });
  if (!whole) return [];
  const out: Box[] = [];
  cut(ink, raster.width, whole, 'rows', 0, out);
  return out;
}

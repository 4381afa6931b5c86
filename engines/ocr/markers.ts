// Plot markers read as text. A scatter's filled dots, alone or run together, read as "oe",
// "%e", "[1]" at a middling confidence. Glyphs are strokes that leave much of their box blank or
// cross it twice (counters); markers are filled, roundish, and come in crowds. A line is dropped
// when most of its ink is marker-like, or when it is a short reading in a crowd of markers.
import type { Box, Component } from './components.ts';
import type { FoundLine } from './lines.ts';
import { piecesIn } from './signs.ts';

/** Marker-like pieces around a short reading that make it part of the crowd. */
const CROWD = 6;
/** A reading this sure is kept whatever its ink looks like. */
const SURE = 90;

/** A filled, roundish piece between a dot and a few glyphs in size, crossed once by most rows. */
export function markerLike(c: Component, glyph: number): boolean {
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  if (Math.min(w, h) < 0.35 * glyph || Math.max(w, h) > 2.5 * glyph || Math.max(w, h) > 2.2 * Math.min(w, h)) return false;
  if (c.pixels < 0.55 * w * h) return false;
  // Row by row: how often crossed twice, and the outline's left and right edges.
  const spans = new Map<number, { x0: number; x1: number; runs: number }>();
  for (let i = 0; i < c.runs.length; i += 3) {
    const y = c.runs[i] as number;
    const span = spans.get(y);
    if (span) {
      span.x0 = Math.min(span.x0, c.runs[i + 1] as number);
      span.x1 = Math.max(span.x1, c.runs[i + 2] as number);
      span.runs++;
    } else spans.set(y, { x0: c.runs[i + 1] as number, x1: c.runs[i + 2] as number, runs: 1 });
  }
  const rows = [...spans.entries()].sort((a, b) => a[0] - b[0]).map(([, span]) => span);
  if (rows.filter((r) => r.runs > 1).length > 0.25 * rows.length) return false;
  // A marker (or a few run together side by side) is convex: its left edge goes out then in, once; a "5" or an "S" goes back and forth.
  return valley(rows.map((r) => r.x0)) && valley(rows.map((r) => -r.x1));
}

/** Whether the values fall, then rise, and do not fall again (a pixel and a half of jitter allowed). */
function valley(values: number[]): boolean {
  const jitter = 1.5;
  let lowest = Infinity;
  let rising = false;
  for (const v of values) {
    if (!rising && v > lowest + jitter) rising = true;
    if (rising && v < lowest - jitter) return false;
    lowest = rising ? Math.max(lowest, v) : Math.min(lowest, v);
  }
  return true;
}

const grow = (b: Box, by: number): Box => ({ x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by });
const overlaps = (c: Box, b: Box) => c.x1 > b.x0 && c.x0 < b.x1 && c.y1 > b.y0 && c.y0 < b.y1;

/** Whether a read line is plot markers rather than text. */
export function markerClutter(line: FoundLine, ink: Component[], glyph: number): boolean {
  if (line.direction !== 'horizontal') return false;
  const pieces = piecesIn(ink, line.box);
  const total = pieces.reduce((n, c) => n + c.pixels, 0);
  if (total === 0) return false;
  // A sure reading is text: a bold digit can pass for a marker, a marker seldom reads surely.
  if (line.confidence >= SURE) return false;
  const markerInk = pieces.filter((c) => markerLike(c, glyph)).reduce((n, c) => n + c.pixels, 0);
  if (markerInk >= 0.5 * total) return true;
  const chars = line.text.replace(/[^\p{L}\p{N}]/gu, '').length;
  if (chars > 3) return false;
  const around = grow(line.box, 3 * glyph);
  const crowd = ink.filter((c) => overlaps(c, around) && markerLike(c, glyph));
  if (crowd.length < CROWD) return false;
  // Of the crowd: marker ink, or the markers' size (a label beside a calendar's day cells is neither).
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const w = middle(crowd.map((c) => c.x1 - c.x0));
  const h = middle(crowd.map((c) => c.y1 - c.y0));
  return pieces.some((c) => markerLike(c, glyph) || (Math.abs(c.x1 - c.x0 - w) <= 0.25 * w && Math.abs(c.y1 - c.y0 - h) <= 0.25 * h));
}

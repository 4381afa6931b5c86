// Glyphs of one upright line told apart by their shape and place on the line, where tesseract's
// English model has no such character or confuses it: a superscript or subscript (raised or
// lowered, smaller than the body), and µ, ±, ×, Δ, α, which it reads as "p", "+", "x", "A", "a".
// Each test is geometry of the glyph's own ink against the line's body (the height of its
// capitals and digits, and its baseline), never a list of words.
import type { Box, Component } from './components.ts';

/** Pieces of ink one above the other (the dot of an "i", the bars of "=" and "±"): one glyph. */
export interface Glyph extends Box {
  pieces: Component[];
}

/** The line's capitals and digits: where they start, where they stand, how tall they are. */
export interface Body {
  top: number;
  baseline: number;
  height: number;
}

/**
 * Pieces grouped into glyphs: those whose columns overlap by half the narrower one's width, or
 * one of whose boxes lies mostly in the other's (the rings of "%" in its stroke).
 */
export function glyphsOf(pieces: Component[]): Glyph[] {
  const glyphs: Glyph[] = [];
  const area = (b: Box) => Math.max(1, (b.x1 - b.x0) * (b.y1 - b.y0));
  const within = (a: Box, b: Box) => (Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0))) / Math.min(area(a), area(b));
  for (const c of [...pieces].sort((a, b) => a.x0 - b.x0)) {
    const host = glyphs.find((g) => Math.min(g.x1, c.x1) - Math.max(g.x0, c.x0) >= 0.5 * Math.min(g.x1 - g.x0, c.x1 - c.x0) || within(g, c) >= 0.6);
    if (host) {
      host.pieces.push(c);
      host.x0 = Math.min(host.x0, c.x0);
      host.x1 = Math.max(host.x1, c.x1);
      host.y0 = Math.min(host.y0, c.y0);
      host.y1 = Math.max(host.y1, c.y1);
    } else glyphs.push({ x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1, pieces: [c] });
  }
  return glyphs.sort((a, b) => a.x0 - b.x0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * The body: the baseline most letters stand on, and the height of the tallest that stand on it
 * (capitals, digits, ascenders). Raised and lowered glyphs, and those that descend, are not in it.
 */
export function bodyOf(glyphs: Glyph[]): Body | null {
  const tallest = Math.max(0, ...glyphs.map((g) => g.y1 - g.y0));
  const letters = glyphs.filter((g) => g.y1 - g.y0 >= 0.4 * tallest);
  const tolerance = Math.max(1, 0.06 * tallest);
  let baseline = 0;
  let most = 0;
  for (const g of letters) {
    const count = letters.filter((o) => Math.abs(o.y1 - g.y1) <= tolerance).length;
    if (count > most) {
      most = count;
      baseline = g.y1;
    }
  }
  const standing = letters.filter((g) => Math.abs(g.y1 - baseline) <= tolerance);
  if (standing.length === 0) return null;
  // The tallest height two glyphs share (a glyph touching a curve's remains stands alone), or
  // the tallest when none do ("Temperature" has one capital).
  const heights = standing.map((g) => g.y1 - g.y0).sort((a, b) => b - a);
  const shared = heights.find((h) => heights.filter((o) => Math.abs(o - h) <= Math.max(1, 0.06 * h)).length >= 2);
  const high = shared ?? (heights[0] as number);
  const top = median(standing.filter((g) => g.y1 - g.y0 >= 0.9 * high && g.y1 - g.y0 <= 1.15 * high).map((g) => g.y0));
  return baseline - top >= 4 ? { top, baseline, height: baseline - top } : null;
}

/** The glyph's ink as a bitmap, one byte a pixel, row by row over its box. */
export interface Bitmap {
  data: Uint8Array;
  width: number;
  height: number;
}

export function bitmapOf(g: Glyph): Bitmap {
  const width = g.x1 - g.x0;
  const height = g.y1 - g.y0;
  const data = new Uint8Array(width * height);
  for (const c of g.pieces) {
    for (let i = 0; i < c.runs.length; i += 3) {
      const y = (c.runs[i] as number) - g.y0;
      for (let x = (c.runs[i + 1] as number) - g.x0; x < (c.runs[i + 2] as number) - g.x0; x++) data[y * width + x] = 1;
    }
  }
  return { data, width, height };
}

/** Enclosed blank areas (the bowl of "a", the loop of "α"), as boxes in the bitmap, dust left out. */
export function holes(b: Bitmap): Box[] {
  const { data, width, height } = b;
  const seen = new Uint8Array(width * height);
  const out: Box[] = [];
  for (let start = 0; start < data.length; start++) {
    if (data[start] || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    let touchesEdge = false;
    const box = { x0: width, y0: height, x1: 0, y1: 0 };
    let size = 0;
    while (stack.length > 0) {
      const p = stack.pop() as number;
      const x = p % width;
      const y = (p - x) / width;
      size++;
      box.x0 = Math.min(box.x0, x);
      box.y0 = Math.min(box.y0, y);
      box.x1 = Math.max(box.x1, x + 1);
      box.y1 = Math.max(box.y1, y + 1);
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touchesEdge = true;
      // 4-connected blank: ink is 8-connected, so a diagonal gap in a stroke does not open a loop.
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1]) {
        if (q >= 0 && !data[q] && !seen[q]) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
    if (!touchesEdge && size >= 2) out.push(box);
  }
  return out;
}

/** Share of the row's width that is ink, and the middle of its ink (0 to 1 across the width). */
function row(b: Bitmap, y: number): { fill: number; centre: number } {
  let count = 0;
  let sum = 0;
  for (let x = 0; x < b.width; x++) {
    if (b.data[y * b.width + x]) {
      count++;
      sum += x + 0.5;
    }
  }
  return { fill: count / b.width, centre: count ? sum / count / b.width : 0.5 };
}

/** Ink in the part of the bitmap between fractions of its width and height. */
function inkIn(b: Bitmap, fx0: number, fy0: number, fx1: number, fy1: number): number {
  let n = 0;
  const [x0, x1] = [Math.round(fx0 * b.width), Math.max(Math.round(fx0 * b.width) + 1, Math.round(fx1 * b.width))];
  const [y0, y1] = [Math.round(fy0 * b.height), Math.max(Math.round(fy0 * b.height) + 1, Math.round(fy1 * b.height))];
  for (let y = y0; y < Math.min(b.height, y1); y++) {
    for (let x = x0; x < Math.min(b.width, x1); x++) n += b.data[y * b.width + x] as number;
  }
  return n;
}

/** Whether some column in the left part is ink without a break over nearly the glyph's whole height (the stem of "µ", "p"; not the arm and tail of "y"). */
function leftStem(b: Bitmap): boolean {
  for (let x = 0; x < Math.ceil(0.4 * b.width); x++) {
    let run = 0;
    let longest = 0;
    for (let y = 0; y < b.height; y++) {
      run = b.data[y * b.width + x] ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    if (longest >= 0.85 * b.height) return true;
  }
  return false;
}

/** Raised above the baseline and smaller than the body, its foot within the body: 10², mol⁻¹. */
export function raised(g: Glyph, body: Body): boolean {
  const h = g.y1 - g.y0;
  return g.y1 <= body.baseline - 0.3 * body.height && g.y1 >= body.top - 0.1 * body.height && g.y0 >= body.top - 0.7 * body.height && h <= 0.85 * body.height && !degreeSign(g, body);
}

/** Lowered below the baseline and smaller than the body, its head below the body's middle: IC₅₀. */
export function lowered(g: Glyph, body: Body): boolean {
  const h = g.y1 - g.y0;
  return g.y0 >= body.baseline - 0.65 * body.height && g.y1 >= body.baseline + 0.08 * body.height && h >= 0.4 * body.height && h <= 0.85 * body.height;
}

/** A small round ring high on the line: °, not a raised zero (which is taller than wide). */
export function degreeSign(g: Glyph, body: Body): boolean {
  const w = g.x1 - g.x0;
  const h = g.y1 - g.y0;
  if (g.pieces.length !== 1 || h > 0.55 * body.height || w < 0.8 * h || g.y1 > body.baseline - 0.3 * body.height) return false;
  return holes(bitmapOf(g)).length === 1;
}

/** A cross centred above the baseline: two bars, the upper crossed by a stem that rises above it. */
export function plusMinus(g: Glyph, body: Body): boolean {
  const b = bitmapOf(g);
  if (b.width < 0.6 * b.height || b.height < 0.5 * body.height || b.height > 1.05 * body.height) return false;
  const rows = Array.from({ length: b.height }, (_, y) => row(b, y));
  const full = (r: { fill: number }) => r.fill >= 0.75;
  const stem = (r: { fill: number; centre: number }) => r.fill > 0 && r.fill <= 0.45 && Math.abs(r.centre - 0.5) <= 0.2;
  const lastFull = rows.findLastIndex(full);
  if (lastFull < 0.8 * b.height) return false;
  const firstOfBottom = rows.slice(0, lastFull + 1).findLastIndex((r) => !full(r)) + 1;
  const upper = rows.findIndex(full);
  if (upper < 0.2 * b.height || upper >= firstOfBottom) return false;
  const upperEnd = rows.findIndex((r, y) => y > upper && !full(r));
  const between = rows.slice(upperEnd, firstOfBottom);
  // Rows next to a bar are widened by anti-aliasing: the stem is judged on the upper part above it.
  return rows.slice(0, Math.max(1, Math.floor(0.6 * upper))).every(stem) && between.some((r) => r.fill <= 0.45);
}

/** An X that stands clear of the baseline: ×, where a letter "x" rests on it. */
export function timesSign(g: Glyph, body: Body): boolean {
  return g.y1 <= body.baseline - 0.1 * body.height && xShape(g, body);
}

/** Two strokes crossing in the middle of a box no taller than a small letter: "x" or "×". */
export function xShape(g: Glyph, body: Body): boolean {
  const b = bitmapOf(g);
  if (b.height > 0.85 * body.height || b.height < 0.3 * body.height) return false;
  if (b.width < 0.7 * b.height || b.width > 1.4 * b.height) return false;
  const corner = (fx: number, fy: number) => inkIn(b, fx, fy, fx + 0.3, fy + 0.3) > 0;
  const empty = (fx: number, fy: number) => inkIn(b, fx, fy, fx + 0.2, fy + 0.2) === 0;
  return corner(0, 0) && corner(0.7, 0) && corner(0, 0.7) && corner(0.7, 0.7) && inkIn(b, 0.35, 0.35, 0.65, 0.65) > 0 && empty(0.4, 0) && empty(0.4, 0.8) && empty(0, 0.4) && empty(0.8, 0.4);
}

/** A letter body's height standing on the baseline, descending on the left down a straight stem, open at the top: µ. */
export function micro(g: Glyph, body: Body): boolean {
  const b = bitmapOf(g);
  if (g.pieces.length !== 1 || g.y0 < body.top + 0.12 * body.height || g.y1 < body.baseline + 0.12 * body.height) return false;
  if (holes(b).length > 0 || !leftStem(b)) return false;
  // Two arms at the top with a gap between (the "u" above the baseline).
  const topRows = Math.max(1, Math.round(0.2 * (body.baseline - g.y0)));
  // Just above the baseline the "u" has both stems (a "y" only the point of its V).
  const low = Math.max(0, Math.min(b.height - 1, Math.round(body.baseline - g.y0 - 0.15 * (body.baseline - g.y0))));
  if (inkIn(b, 0, low / b.height, 0.3, (low + 1) / b.height) === 0 || inkIn(b, 0.7, low / b.height, 1, (low + 1) / b.height) === 0) return false;
  return inkIn(b, 0, 0, 0.35, topRows / b.height) > 0 && inkIn(b, 0.65, 0, 1, topRows / b.height) > 0 && inkIn(b, 0.4, 0, 0.6, topRows / b.height) === 0;
}

/** A capital's height, a point on top and a closed flat foot: Δ (an "A" stands on two feet). */
export function delta(g: Glyph, body: Body): boolean {
  const b = bitmapOf(g);
  if (g.pieces.length !== 1 || b.height < 0.85 * body.height || b.width < 0.7 * b.height) return false;
  const bottom = row(b, b.height - 1);
  let run = 0;
  let longest = 0;
  for (let x = 0; x < b.width; x++) {
    run = b.data[(b.height - 1) * b.width + x] ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  const top = row(b, 0);
  return bottom.fill >= 0.8 && longest >= 0.8 * b.width && top.fill <= 0.45 && holes(b).length === 1;
}

/** A letter body's height on the baseline, one tall loop on its left with the stroke crossing out to the right: α. */
export function alpha(g: Glyph, body: Body): boolean {
  const b = bitmapOf(g);
  if (g.pieces.length !== 1 || g.y0 < body.top + 0.12 * body.height || Math.abs(g.y1 - body.baseline) > 0.12 * body.height) return false;
  // As wide as tall, or a little more: two letters run together ("on") are twice as wide.
  if (b.width < 0.95 * b.height || b.width > 1.35 * b.height) return false;
  const loops = holes(b);
  if (loops.length !== 1) return false;
  const [loop] = loops as [Box];
  const middle = (loop.y0 + loop.y1) / 2 / b.height;
  return middle >= 0.3 && middle <= 0.7 && loop.y1 - loop.y0 >= 0.4 * b.height && (loop.x0 + loop.x1) / 2 / b.width <= 0.45;
}

/** The symbol a glyph's shape says it is, when the English model lacks it or confuses it; null for any other glyph. */
export function symbolOf(g: Glyph, body: Body): string | null {
  if (plusMinus(g, body)) return '±';
  if (timesSign(g, body)) return '×';
  if (micro(g, body)) return 'µ';
  if (delta(g, body)) return 'Δ';
  if (alpha(g, body)) return 'α';
  return null;
}

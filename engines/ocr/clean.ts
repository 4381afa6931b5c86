// The page as the reading passes should see it, made from the ink found on it:
//  - Rules, axis frames, tick marks joined to them and plotted curves are wiped out: tesseract
//    reads a tick mark beside a label as "A" or "1", and a curve through a label as letters.
//  - Filled blocks (heatmap cells, bars, pie wedges) are re-expressed as distance from their own
//    colour, so that text on them is dark on light whatever its colour: white "45" on a dark
//    cell and black "4" on a mid-blue one both read as black on white.
// What was wiped or re-expressed is kept as a mask of separators: two words with such ink
// between them belong to different texts (a cell edge between a row label and a cell value).
import { solid, type Box, type Component } from './components.ts';
import type { PreparedGrey } from './grey.ts';
import { tickMarks } from './ticks.ts';

export interface CleanPage {
  grey: PreparedGrey;
  /** 1 where a rule, curve or block was: ink that is not text. */
  separators: Uint8Array;
}

/** Longer than this many glyph heights, a piece of ink is not a glyph (parentheses are about 1.5). */
const NOT_A_GLYPH = 4;

/** The share of a piece's row spans that it fills: 1 for a filled shape of any outline. */
function spanFill(c: Component): number {
  const spans = new Map<number, [number, number]>();
  for (let i = 0; i < c.runs.length; i += 3) {
    const y = c.runs[i] as number;
    const span = spans.get(y);
    if (span) {
      span[0] = Math.min(span[0], c.runs[i + 1] as number);
      span[1] = Math.max(span[1], c.runs[i + 2] as number);
    } else spans.set(y, [c.runs[i + 1] as number, c.runs[i + 2] as number]);
  }
  let total = 0;
  for (const [a, b] of spans.values()) total += b - a;
  return c.pixels / Math.max(1, total);
}

/** A filled shape big enough to carry text: every row of it is filled between its edges, save holes. */
function block(c: Component, glyph: number): boolean {
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  // Bigger than a bold capital, whose counters and arms leave its rows far from filled.
  return w >= 2.5 * glyph && h >= 1.5 * glyph && (solid(c) || (c.pixels >= 0.3 * w * h && spanFill(c) >= 0.9));
}

/** A rule, frame or curve: too long to be a glyph and not a filled block; or a thin straight line. */
function lineLike(c: Component, glyph: number): boolean {
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  // A few rows thick: a legend's line swatch is anti-aliased (and blurred by JPEG) over three or four.
  const thin = Math.max(3, 0.3 * glyph);
  if (Math.max(w, h) > NOT_A_GLYPH * glyph) return true;
  // Longer than an "l" or an em dash is (glyph may be the x-height, and an "l" is 1.4 of it).
  return (h <= thin && w >= 2.2 * glyph) || (w <= thin && h >= 2.2 * glyph);
}

/**
 * A letter that touches an axis or a rule (the descender of a "y" on the x axis) is part of its
 * piece of ink. When the piece is made of straight rules, what is left once the long horizontal
 * and vertical runs are taken away, in glyph-sized lumps that are not thin ticks, is kept: a mask
 * over the piece's box (1 = keep), or null when there is nothing to keep or it is a curve.
 */
function glyphsOnRules(c: Component, glyph: number): Uint8Array | null {
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  if (w * h > 64_000_000) return null;
  const long = Math.max(6, 1.5 * glyph);
  // 1 = ink, 2 = ink on a long run.
  const mask = new Uint8Array(w * h);
  for (let i = 0; i < c.runs.length; i += 3) {
    const row = ((c.runs[i] as number) - c.y0) * w;
    const s = (c.runs[i + 1] as number) - c.x0;
    const e = (c.runs[i + 2] as number) - c.x0;
    mask.fill(e - s >= long ? 2 : 1, row + s, row + e);
  }
  for (let x = 0; x < w; x++) {
    let start = -1;
    for (let y = 0; y <= h; y++) {
      const on = y < h && mask[y * w + x] !== 0;
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start >= long) for (let k = start; k < y; k++) mask[k * w + x] = 2;
        start = -1;
      }
    }
  }
  let rest = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i] === 1) rest++;
  // A curve is mostly short runs: nothing on it is a glyph worth keeping.
  if (rest === 0 || rest > 0.3 * c.pixels) return null;
  const keep = new Uint8Array(w * h);
  const seen = new Uint8Array(w * h);
  const thin = Math.max(2, 0.2 * glyph);
  let any = false;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] !== 1 || seen[i]) continue;
    // One lump of what is left, 8-connected.
    const lump: number[] = [];
    const stack = [i];
    seen[i] = 1;
    let x0 = w;
    let x1 = 0;
    let y0 = h;
    let y1 = 0;
    while (stack.length > 0) {
      const p = stack.pop() as number;
      lump.push(p);
      const px = p % w;
      const py = (p - px) / w;
      x0 = Math.min(x0, px);
      x1 = Math.max(x1, px + 1);
      y0 = Math.min(y0, py);
      y1 = Math.max(y1, py + 1);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = px + dx;
          const ny = py + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const q = ny * w + nx;
          if (mask[q] === 1 && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    const lw = x1 - x0;
    const lh = y1 - y0;
    // A tick mark left over is a filled bar, or a flat stroke a few anti-aliased rows thick; a glyph
    // is thicker and leaves much of its box blank.
    if (Math.max(lw, lh) >= 0.5 * glyph && Math.min(lw, lh) > Math.max(thin, 0.3 * glyph) && Math.max(lw, lh) <= 2.5 * glyph && lump.length < 0.75 * lw * lh) {
      for (const p of lump) keep[p] = 1;
      any = true;
    }
  }
  return any ? keep : null;
}

function rowSpans(c: Component): Map<number, [number, number]> {
  const spans = new Map<number, [number, number]>();
  for (let i = 0; i < c.runs.length; i += 3) {
    const y = c.runs[i] as number;
    const s = c.runs[i + 1] as number;
    const e = c.runs[i + 2] as number;
    const span = spans.get(y);
    if (span) {
      span[0] = Math.min(span[0], s);
      span[1] = Math.max(span[1], e);
    } else spans.set(y, [s, e]);
  }
  return spans;
}

/** The most common grey level of the block's own ink. */
function blockColour(c: Component, data: Buffer, width: number): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < c.runs.length; i += 3) {
    const row = (c.runs[i] as number) * width;
    for (let x = c.runs[i + 1] as number; x < (c.runs[i + 2] as number); x++) histogram[data[row + x] as number]!++;
  }
  let mode = 0;
  for (let v = 1; v < 256; v++) if ((histogram[v] as number) > (histogram[mode] as number)) mode = v;
  return mode;
}

export function cleanForReading(grey: PreparedGrey, components: Component[], glyph: number): CleanPage {
  const { width, height } = grey;
  const data = Buffer.from(grey.data);
  const separators = new Uint8Array(width * height);
  // Anti-aliased edges of a block are neither block nor text: they are left blank.
  const edge = Math.max(2, Math.round(glyph / 10));
  const ticks = tickMarks(components, glyph);
  for (const c of components) {
    if (block(c, glyph)) {
      const colour = blockColour(c, grey.data, width);
      const range = Math.max(colour, 255 - colour, 1);
      const spans = rowSpans(c);
      for (const [y, [s, e]] of spans) {
        const row = y * width;
        const inner = y - c.y0 >= edge && c.y1 - 1 - y >= edge;
        for (let x = s; x < e; x++) {
          const inside = inner && x - s >= edge && e - 1 - x >= edge;
          // Its edge separates; its inside may hold a text of several words.
          if (!inside) separators[row + x] = 1;
          data[row + x] = inside ? 255 - Math.min(255, Math.round((Math.abs((grey.data[row + x] as number) - colour) * 255) / range)) : grey.background;
        }
      }
    } else if (lineLike(c, glyph) || ticks.has(c)) {
      const keep = ticks.has(c) ? null : glyphsOnRules(c, glyph);
      for (let i = 0; i < c.runs.length; i += 3) {
        const y = c.runs[i] as number;
        const row = y * width;
        for (let x = c.runs[i + 1] as number; x < (c.runs[i + 2] as number); x++) {
          if (keep?.[(y - c.y0) * (c.x1 - c.x0) + (x - c.x0)]) continue;
          data[row + x] = grey.background;
          separators[row + x] = 1;
        }
      }
    }
  }
  return { grey: { data, width, height, background: grey.background }, separators };
}

/** Whether any separator lies in the box (image pixels). */
export function separated(page: CleanPage, box: Box): boolean {
  const { width, height } = page.grey;
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(height, Math.ceil(box.y1));
  for (let y = y0; y < y1; y++) {
    const row = y * width;
    for (let x = x0; x < x1; x++) if (page.separators[row + x]) return true;
  }
  return false;
}

/** A copy of the page without these pieces of ink (texts read another way: turned titles). */
export function without(grey: PreparedGrey, pieces: Component[]): PreparedGrey {
  const data = Buffer.from(grey.data);
  for (const c of pieces) {
    for (let i = 0; i < c.runs.length; i += 3) {
      const row = (c.runs[i] as number) * grey.width;
      data.fill(grey.background, row + (c.runs[i + 1] as number), row + (c.runs[i + 2] as number));
    }
  }
  return { ...grey, data };
}

/** Where a column of separator ink crosses the box's middle band: x of each crossing's middle. */
export function separatorColumns(page: CleanPage, box: Box): number[] {
  const { width, height } = page.grey;
  const h = box.y1 - box.y0;
  const y0 = Math.max(0, Math.floor(box.y0 + 0.25 * h));
  const y1 = Math.min(height, Math.ceil(box.y1 - 0.25 * h));
  const x0 = Math.max(0, Math.ceil(box.x0) + 1);
  const x1 = Math.min(width, Math.floor(box.x1) - 1);
  const out: number[] = [];
  let start = -1;
  for (let x = x0; x <= x1; x++) {
    let hit = false;
    for (let y = y0; y < y1 && !hit && x < x1; y++) hit = page.separators[y * width + x] === 1;
    if (hit && start < 0) start = x;
    if (!hit && start >= 0) {
      out.push((start + x) / 2);
      start = -1;
    }
  }
  return out;
}

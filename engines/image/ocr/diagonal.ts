// Labels turned 45 degrees (long category names under a bar chart). The sparse pass reads none
// of them: its lines are horizontal. Their glyphs form chains that climb (or fall) one step for
// each step to the right; such a chain is cut out, turned level, and read as one line. The text's
// box is the chain's ink measured along and across its own direction.
import sharp from 'sharp';
import { blob, glyphLike, type Box, type Component } from './components.ts';
import { cutOut, type PreparedGrey } from './grey.ts';
import type { FoundLine } from './lines.ts';
import { meaningful } from './lines.ts';
import { recognize, type GreyImage } from './worker.ts';

/** Glyphs this many or more make a chain worth reading. */
const MIN_GLYPHS = 3;
const MIN_CONFIDENCE = 70;
/** Glyph height the turned cut-out is scaled to (as the horizontal passes do, a little larger). */
const TARGET = 30;

interface Chain {
  pieces: Component[];
  /** +1: climbs to the right (matplotlib's rotation=45); -1: falls to the right. */
  sense: 1 | -1;
}

const centre = (c: Box) => ({ x: (c.x0 + c.x1) / 2, y: (c.y0 + c.y1) / 2 });

/** Chains of glyph-sized pieces along a diagonal, among ink that no text read so far explains. */
export function diagonalChains(ink: Component[], read: Box[], glyph: number): Chain[] {
  const inRead = (c: Component) => read.some((b) => c.x0 >= b.x0 - 1 && c.x1 <= b.x1 + 1 && c.y0 >= b.y0 - 1 && c.y1 <= b.y1 + 1);
  const pieces = ink.filter((c) => glyphLike(c, 2.5 * glyph) && !blob(c) && !inRead(c));
  if (pieces.length > 3000) return [];
  // Glyph bodies link the chain; dots are added to it afterwards (a dot would cut it short).
  const bodies = pieces.filter((c) => Math.max(c.x1 - c.x0, c.y1 - c.y0) >= 0.4 * glyph);
  const marks = pieces.filter((c) => Math.max(c.x1 - c.x0, c.y1 - c.y0) < 0.4 * glyph);
  const chains: Chain[] = [];
  for (const sense of [1, -1] as const) {
    // Pieces link to their followers along the diagonal: right, and up (or down) about as far.
    const parent = bodies.map((_, i) => i);
    const find = (i: number): number => {
      while (parent[i] !== i) i = parent[i] = parent[parent[i] as number] as number;
      return i;
    };
    bodies.forEach((a, i) => {
      const ca = centre(a);
      bodies.forEach((b, j) => {
        const cb = centre(b);
        const dx = cb.x - ca.x;
        const rise = sense * (ca.y - cb.y);
        if (dx > 0 && rise > 0 && Math.hypot(dx, rise) <= 1.6 * glyph && rise >= 0.4 * dx && rise <= 2.5 * dx) parent[find(i)] = find(j);
      });
    });
    const groups = new Map<number, Component[]>();
    bodies.forEach((c, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), c]));
    for (const chain of groups.values()) {
      if (chain.length < MIN_GLYPHS || !straight(chain, sense, glyph)) continue;
      // The dots of "i" and "j", and punctuation, beside the chain's glyphs.
      const near = (d: Component) => chain.some((c) => d.x1 >= c.x0 - 0.5 * glyph && d.x0 <= c.x1 + 0.5 * glyph && d.y1 >= c.y0 - 0.5 * glyph && d.y0 <= c.y1 + 0.5 * glyph);
      chains.push({ pieces: [...chain, ...marks.filter(near)], sense });
    }
  }
  return chains;
}

/** The pieces' middles lie along a 45-degree line: long along it, thin across it (not a cloud of marks). */
function straight(chain: Component[], sense: 1 | -1, glyph: number): boolean {
  const along = chain.map((c) => (centre(c).x - sense * centre(c).y) * Math.SQRT1_2);
  const across = chain.map((c) => (centre(c).x + sense * centre(c).y) * Math.SQRT1_2);
  const extent = (v: number[]) => Math.max(...v) - Math.min(...v);
  return extent(along) >= 2 * glyph && extent(across) <= 1.2 * glyph;
}

async function turned(image: GreyImage, degrees: number): Promise<GreyImage> {
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The chain's rotated box: its ink's extent along and across the reading direction, as four corners from the text's top-left. */
function slantedBox(pieces: Component[], sense: 1 | -1): FoundLine['slanted'] {
  const s = Math.SQRT1_2;
  const along = { x: s, y: -sense * s };
  // The text's "up": its direction turned a quarter anticlockwise as seen on screen.
  const up = { x: along.y, y: -along.x };
  let a0 = Infinity;
  let a1 = -Infinity;
  let u0 = Infinity;
  let u1 = -Infinity;
  for (const c of pieces) {
    for (let i = 0; i < c.runs.length; i += 3) {
      const y = (c.runs[i] as number) + 0.5;
      for (const x of [c.runs[i + 1] as number, c.runs[i + 2] as number]) {
        const a = x * along.x + y * along.y;
        const u = x * up.x + y * up.y;
        a0 = Math.min(a0, a);
        a1 = Math.max(a1, a);
        u0 = Math.min(u0, u);
        u1 = Math.max(u1, u);
      }
    }
  }
  const point = (a: number, u: number) => ({ x: a * along.x + u * up.x, y: a * along.y + u * up.y });
  return [point(a0, u1), point(a1, u1), point(a1, u0), point(a0, u0)];
}

/** Reads one diagonal chain as a line of text, or null when it does not read surely. */
export async function readDiagonal(grey: PreparedGrey, chain: Chain, glyph: number): Promise<FoundLine | null> {
  const pad = Math.ceil(glyph / 2);
  const box = {
    x0: Math.min(...chain.pieces.map((c) => c.x0)),
    y0: Math.min(...chain.pieces.map((c) => c.y0)),
    x1: Math.max(...chain.pieces.map((c) => c.x1)),
    y1: Math.max(...chain.pieces.map((c) => c.y1)),
  };
  const left = Math.max(0, box.x0 - pad);
  const top = Math.max(0, box.y0 - pad);
  const region = { left, top, width: Math.min(grey.width, box.x1 + pad) - left, height: Math.min(grey.height, box.y1 + pad) - top };
  // Only the chain's own glyphs (each one's box, a pixel wider for its anti-aliased edge): bars
  // and neighbouring labels in the square around a slanted line would read as letters.
  const data = Buffer.alloc(region.width * region.height, 255);
  for (const c of chain.pieces) {
    for (let y = Math.max(top, c.y0 - 1); y < Math.min(top + region.height, c.y1 + 1); y++) {
      for (let x = Math.max(left, c.x0 - 1); x < Math.min(left + region.width, c.x1 + 1); x++) data[(y - top) * region.width + (x - left)] = grey.data[y * grey.width + x] as number;
    }
  }
  // Tesseract's confidence in a correct reading can collapse at one size and not at another: a second size is tried.
  const base = Math.min(6, Math.max(1, TARGET / glyph));
  let best: { text: string; confidence: number } | null = null;
  for (const scale of [base, 0.7 * base]) {
    const level = await cutOut({ data, width: region.width, height: region.height }, { left: 0, top: 0, width: region.width, height: region.height }, scale, 12);
    const words = (await recognize(await turned(level, chain.sense * 45), 'line')).flatMap((l) => l.words).filter((w) => w.text.trim() !== '');
    if (words.length === 0) continue;
    const chars = words.reduce((n, w) => n + w.text.trim().length, 0);
    const reading = { text: words.map((w) => w.text.trim()).join(' '), confidence: words.reduce((sum, w) => sum + w.confidence * w.text.trim().length, 0) / chars };
    if (!best || reading.confidence > best.confidence) best = reading;
    if (best.confidence >= MIN_CONFIDENCE) break;
  }
  if (!best || best.confidence < MIN_CONFIDENCE || !meaningful(best.text)) return null;
  const { text, confidence } = best;
  return { text, box, direction: 'horizontal', baselineY: (box.y0 + box.y1) / 2, confidence, slanted: slantedBox(chain.pieces, chain.sense) };
}

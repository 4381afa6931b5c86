// Text at an angle: 45-degree category names under a bar chart, an annotation at 30 or -20
// degrees (60 degrees at most either way: steeper is a turned title's column). The sparse pass reads none of it (its lines are level). Glyph-sized pieces are linked
// one to the next along each angle tried; the longest chains that lie along a slanted line (or
// a few touching glyphs whose ink is a line of text's length and thickness) are cut out with
// their own ink only, turned level by the angle fitted to them, and read as one line. The text's
// box is its ink measured along and across its own direction.
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
/** Angles tried, degrees anticlockwise; near level and near upright are read by the other passes. */
const ANGLES = Array.from({ length: 25 }, (_, i) => -60 + 5 * i).filter((a) => Math.abs(a) >= 10);
/** How far apart along the line a glyph and the next may be (a word space included), in glyph heights. */
const MAX_STEP = 1.9;
/** How far off the line a glyph's middle may lie (ascenders, descenders, small letters), in glyph heights. */
const MAX_OFF = 0.4;

export interface Chain {
  pieces: Component[];
  /** Fewer glyph bodies than MIN_GLYPHS, taken for touching glyphs: its reading must have more characters than that. */
  touching: number | null;
  /** Degrees anticlockwise from level, as the text runs (45: climbs to the right, as matplotlib's rotation=45). */
  angle: number;
}

const centre = (c: Box) => ({ x: (c.x0 + c.x1) / 2, y: (c.y0 + c.y1) / 2 });

/** The direction a text at `angle` runs in, in image pixels (y down). */
function along(angle: number): { x: number; y: number } {
  const r = (angle * Math.PI) / 180;
  return { x: Math.cos(r), y: -Math.sin(r) };
}

/** The angle of the line through the pieces' middles (least squares along its own direction), degrees anticlockwise. */
function fittedAngle(pieces: Component[]): number {
  const points = pieces.map(centre);
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const my = points.reduce((s, p) => s + p.y, 0) / points.length;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    syy += (p.y - my) ** 2;
    sxy += (p.x - mx) * (p.y - my);
  }
  return (-0.5 * Math.atan2(2 * sxy, sxx - syy) * 180) / Math.PI;
}

/** Chains of glyph-sized pieces along each angle tried: each piece linked to the next one along it, close to the line. */
function chainsAt(bodies: Component[], angle: number, glyph: number): Component[][] {
  const d = along(angle);
  const parent = bodies.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i] as number] as number;
    return i;
  };
  const order = bodies.map((c, i) => ({ i, t: centre(c).x * d.x + centre(c).y * d.y })).sort((a, b) => a.t - b.t);
  for (let k = 0; k < order.length; k++) {
    const a = order[k] as { i: number; t: number };
    const ca = centre(bodies[a.i] as Component);
    for (let m = k + 1; m < order.length; m++) {
      const b = order[m] as { i: number; t: number };
      const step = b.t - a.t;
      if (step > MAX_STEP * glyph) break;
      if (step <= 0.2 * glyph) continue;
      const cb = centre(bodies[b.i] as Component);
      const off = Math.abs((cb.x - ca.x) * d.y - (cb.y - ca.y) * d.x);
      if (off <= MAX_OFF * glyph) {
        parent[find(a.i)] = find(b.i);
        break;
      }
    }
  }
  const groups = new Map<number, Component[]>();
  bodies.forEach((c, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), c]));
  return [...groups.values()];
}

/** The ink's own direction (least squares over its pixels), degrees anticlockwise, and its extent along and across it. */
function inkLine(pieces: Component[]): { angle: number; along: number; across: number } {
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const c of pieces) {
    for (let i = 0; i < c.runs.length; i += 3) {
      const y = (c.runs[i] as number) + 0.5;
      for (let x = c.runs[i + 1] as number; x < (c.runs[i + 2] as number); x++) {
        n++;
        sx += x + 0.5;
        sy += y;
        sxx += (x + 0.5) ** 2;
        syy += y * y;
        sxy += (x + 0.5) * y;
      }
    }
  }
  const mx = sx / n;
  const my = sy / n;
  const angle = (-0.5 * Math.atan2(2 * (sxy / n - mx * my), sxx / n - mx * mx - (syy / n - my * my)) * 180) / Math.PI;
  const { a0, a1, u0, u1 } = inkExtent(pieces, along(angle), 'centres');
  return { angle, along: a1 - a0, across: u1 - u0 };
}

/**
 * Lines of text at an angle, among glyph-sized ink: for each angle tried, pieces linked one to
 * the next along it; the longest chains win their pieces, and a chain is kept when the line
 * through its middles is slanted (not level, not upright) and its pieces hug that line.
 * Pieces inside `read` (texts already read) are left out.
 */
export function diagonalChains(ink: Component[], read: Box[], glyph: number): Chain[] {
  const inRead = (c: Component) => read.some((b) => c.x0 >= b.x0 - 1 && c.x1 <= b.x1 + 1 && c.y0 >= b.y0 - 1 && c.y1 <= b.y1 + 1);
  const pieces = ink.filter((c) => glyphLike(c, 2.5 * glyph) && !blob(c) && !inRead(c));
  if (pieces.length > 3000) return [];
  // Glyph bodies link the chain; dots are added to it afterwards (a dot would cut it short).
  const bodies = pieces.filter((c) => Math.max(c.x1 - c.x0, c.y1 - c.y0) >= 0.4 * glyph);
  const marks = pieces.filter((c) => Math.max(c.x1 - c.x0, c.y1 - c.y0) < 0.4 * glyph);
  const candidates = ANGLES.flatMap((angle) => chainsAt(bodies, angle, glyph));
  candidates.sort((a, b) => b.length - a.length);
  const taken = new Set<Component>();
  const chains: Chain[] = [];
  for (const candidate of candidates) {
    const free = candidate.filter((c) => !taken.has(c));
    if (free.length < candidate.length) continue;
    // Glyphs of a slanted line often touch ("APC" is one piece): fewer pieces will do when their ink is a line of text's length and thickness.
    const ink = inkLine(free);
    // (And clearly slanted: two letters of a level word touching lean a little.)
    const textLike = ink.along >= 2 * glyph && ink.across >= 0.6 * glyph && ink.across <= 1.5 * glyph && Math.abs(ink.angle) >= 15;
    const angle = free.length >= MIN_GLYPHS ? fittedAngle(free) : ink.angle;
    if (free.length >= MIN_GLYPHS ? !straight(free, angle, glyph) : !textLike) continue;
    // A level line whose glyphs step up (10⁻², a raised "°") is no taller than a line of text.
    const tall = Math.max(...free.map((c) => c.y1)) - Math.min(...free.map((c) => c.y0));
    // Steeper than this is a turned title's column, read as such by the leftovers pass.
    if (Math.abs(angle) < 8 || Math.abs(angle) > 70 || tall < 1.8 * glyph) continue;
    for (const c of free) taken.add(c);
    // The dots of "i" and "j", and punctuation, beside the chain's glyphs.
    const near = (m: Component) => free.some((c) => m.x1 >= c.x0 - 0.5 * glyph && m.x0 <= c.x1 + 0.5 * glyph && m.y1 >= c.y0 - 0.5 * glyph && m.y0 <= c.y1 + 0.5 * glyph);
    chains.push({ pieces: [...free, ...marks.filter((m) => !taken.has(m) && near(m))], angle, touching: free.length < MIN_GLYPHS ? free.length : null });
    for (const m of marks) if (near(m)) taken.add(m);
  }
  return chains;
}

/** The pieces' middles lie along the line at `angle`: long along it, thin across it (not a cloud of marks). */
function straight(chain: Component[], angle: number, glyph: number): boolean {
  const d = along(angle);
  const alongs = chain.map((c) => centre(c).x * d.x + centre(c).y * d.y);
  const across = chain.map((c) => centre(c).x * d.y - centre(c).y * d.x);
  const extent = (v: number[]) => Math.max(...v) - Math.min(...v);
  return extent(alongs) >= 1.5 * glyph && extent(across) <= 1.0 * glyph;
}

async function turned(image: GreyImage, degrees: number): Promise<GreyImage> {
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The text's "up": its direction turned a quarter anticlockwise as seen on screen. */
function upOf(dir: { x: number; y: number }): { x: number; y: number } {
  return { x: dir.y, y: -dir.x };
}

/**
 * The ink's extent along `dir` (a0 to a1) and across it (u0 to u1, towards the text's up),
 * measured at the first and last pixel of each run: at their centres (a pixel count, for the
 * ink's shape) or at their outer edges (a box that holds the ink whole).
 */
function inkExtent(pieces: Component[], dir: { x: number; y: number }, at: 'centres' | 'edges'): { a0: number; a1: number; u0: number; u1: number } {
  const up = upOf(dir);
  const shift = at === 'centres' ? 0.5 : 0;
  const last = at === 'centres' ? 1 : 0;
  let a0 = Infinity;
  let a1 = -Infinity;
  let u0 = Infinity;
  let u1 = -Infinity;
  for (const c of pieces) {
    for (let i = 0; i < c.runs.length; i += 3) {
      const y = (c.runs[i] as number) + 0.5;
      for (const x of [(c.runs[i + 1] as number) + shift, (c.runs[i + 2] as number) - last + shift]) {
        const a = x * dir.x + y * dir.y;
        const u = x * up.x + y * up.y;
        a0 = Math.min(a0, a);
        a1 = Math.max(a1, a);
        u0 = Math.min(u0, u);
        u1 = Math.max(u1, u);
      }
    }
  }
  return { a0, a1, u0, u1 };
}

/** The chain's rotated box: its ink's extent along and across the reading direction, as four corners from the text's top-left. */
function slantedBox(pieces: Component[], angle: number): FoundLine['slanted'] {
  const dir = along(angle);
  const up = upOf(dir);
  const { a0, a1, u0, u1 } = inkExtent(pieces, dir, 'edges');
  const point = (a: number, u: number) => ({ x: a * dir.x + u * up.x, y: a * dir.y + u * up.y });
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
  // Only the chain's own ink (a pixel wider for its anti-aliased edge): bars and neighbouring
  // labels in the square around a slanted line would read as letters, and at 45 degrees a
  // glyph's box holds corners of its neighbours.
  const data = Buffer.alloc(region.width * region.height, 255);
  for (const c of chain.pieces) {
    for (let i = 0; i < c.runs.length; i += 3) {
      const row = c.runs[i] as number;
      for (let y = Math.max(top, row - 1); y < Math.min(top + region.height, row + 2); y++) {
        for (let x = Math.max(left, (c.runs[i + 1] as number) - 1); x < Math.min(left + region.width, (c.runs[i + 2] as number) + 1); x++) data[(y - top) * region.width + (x - left)] = grey.data[y * grey.width + x] as number;
      }
    }
  }
  // Tesseract's confidence in a correct reading can collapse at one size and not at another: other sizes are tried.
  const base = Math.min(6, Math.max(1, TARGET / glyph));
  let best: { text: string; confidence: number } | null = null;
  for (const scale of [base, 0.7 * base, 1.3 * base]) {
    const level = await cutOut({ data, width: region.width, height: region.height }, { left: 0, top: 0, width: region.width, height: region.height }, scale, 12);
    const words = (await recognize(await turned(level, chain.angle), 'line')).flatMap((l) => l.words).filter((w) => w.text.trim() !== '');
    if (words.length === 0) continue;
    const chars = words.reduce((n, w) => n + w.text.trim().length, 0);
    // A word of marks only ("~") is noise read off a plot's ink, not a slanted label.
    if (!words.every((w) => meaningful(w.text))) continue;
    const reading = { text: words.map((w) => w.text.trim()).join(' '), confidence: words.reduce((sum, w) => sum + w.confidence * w.text.trim().length, 0) / chars };
    if (!best || reading.confidence > best.confidence) best = reading;
    if (best.confidence >= MIN_CONFIDENCE) break;
  }
  if (!best || best.confidence < MIN_CONFIDENCE || !meaningful(best.text)) return null;
  // Two marks read as two letters ("Se" of scatter points) are not glyphs that touch.
  if (chain.touching !== null && best.text.replace(/\s/gu, '').length <= chain.touching) return null;
  const { text, confidence } = best;
  return { text, box, direction: 'horizontal', baselineY: (box.y0 + box.y1) / 2, confidence, slanted: slantedBox(chain.pieces, chain.angle) };
}

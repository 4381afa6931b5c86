// A line read again where its ink holds what the English model cannot read: superscripts and
// subscripts (10⁻², IC₅₀, mol⁻¹) and symbols it confuses with letters (µ, ±, ×, Δ, α). The line
// is cut out upright and enlarged; its glyphs are told apart by shape and place (glyphShapes.ts).
// Raised and lowered runs are blanked out of the line, which is read with each character's box;
// each run is read alone at the body's size and put back as super- or subscript characters
// where it stands; a glyph whose shape is a symbol replaces the characters read over it. A line
// with none of these is left as it was read.
import type { Box, Component } from './components.ts';
import { inkComponents } from './components.ts';
import { bodyOf, glyphsOf, lowered, raised, symbolOf, xShape, type Body, type Glyph } from './glyphShapes.ts';
import { cutOut, cutOutSmall, type PreparedGrey, type Region } from './grey.ts';
import { boxToImage, meaningful, type Direction } from './lines.ts';
import { recognize, type GreyImage, type OcrWord } from './worker.ts';

/** The line's thickness is scaled to this many pixels: glyph shapes need a dozen pixels across. */
const THICKNESS_TARGET = 40;
/** An "x" against a number, read as a letter: a magnification at a number's end ("40x"), a factor before one ("x10"); not a variable ("0.571x + 96"). */
const TIMES_BY_NUMBER = /\d[xX](?=$|[,;)\]])|(?<![\p{L}\d.])[xX]\d/u;
/** White around a cut-out (tesseract drops glyphs that touch the edge). */
const MARGIN = 12;
/** Words of the reading below this are dropped (a stray mark at an end). */
const MIN_WORD_CONFIDENCE = 40;
/** A reading this sure or surer replaces the line's text. */
export const MIN_SYMBOL_CONFIDENCE = 65;

const SUPERSCRIPT: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻', '+': '⁺', '=': '⁼', '(': '⁽', ')': '⁾', n: 'ⁿ', i: 'ⁱ' };
const SUBSCRIPT: Record<string, string> = { '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉', '-': '₋', '+': '₊', '=': '₌', '(': '₍', ')': '₎' };

interface ScriptRun extends Box {
  kind: 'sup' | 'sub';
  glyphs: Glyph[];
}

interface Token {
  x0: number;
  x1: number;
  text: string;
  /** The tesseract word it was read in; null for what was put in by shape or read alone. */
  word: number | null;
}

export interface SymbolReading {
  text: string;
  confidence: number;
  /** The line's ink, scripts included, in the image's pixels (axis-aligned). */
  box: Box;
}

/** Runs of raised or lowered glyphs that follow a glyph of the body closely and hold a glyph of a digit's size (not a lone minus, a quote, a comma). */
function scriptRuns(glyphs: Glyph[], body: Body): ScriptRun[] {
  const kindOf = (g: Glyph) => (raised(g, body) ? 'sup' : lowered(g, body) ? 'sub' : null);
  const near = 0.6 * body.height;
  const runs: ScriptRun[] = [];
  let current: ScriptRun | null = null;
  glyphs.forEach((g, i) => {
    const kind = kindOf(g);
    if (kind && current && current.kind === kind && g.x0 - current.x1 <= near) {
      current.glyphs.push(g);
      current.x1 = Math.max(current.x1, g.x1);
      current.y0 = Math.min(current.y0, g.y0);
      current.y1 = Math.max(current.y1, g.y1);
      return;
    }
    if (current) runs.push(current);
    const base = glyphs[i - 1];
    current = kind && base && !kindOf(base) && g.x0 - base.x1 <= near ? { kind, glyphs: [g], x0: g.x0, y0: g.y0, x1: g.x1, y1: g.y1 } : null;
  });
  if (current) runs.push(current);
  return runs.filter((r) => r.glyphs.some((g) => g.y1 - g.y0 >= 0.5 * body.height && g.x1 - g.x0 >= 0.25 * body.height));
}

/** The image with the boxes blanked (a pixel wider for the anti-aliased edge). */
function blanked(image: GreyImage, boxes: Box[]): GreyImage {
  const data = Buffer.from(image.data);
  for (const b of boxes) {
    for (let y = Math.max(0, b.y0 - 1); y < Math.min(image.height, b.y1 + 1); y++) data.fill(255, y * image.width + Math.max(0, b.x0 - 1), y * image.width + Math.min(image.width, b.x1 + 1));
  }
  return { data, width: image.width, height: image.height };
}

/** A short thin level stroke: a minus sign. */
function dash(g: Glyph, body: Body): boolean {
  const w = g.x1 - g.x0;
  const h = g.y1 - g.y0;
  return g.pieces.length === 1 && h <= 0.2 * body.height && w >= 2 * h;
}

/** What a script run may read as: digits and the signs around them. */
const SCRIPT_CHARACTERS = '0123456789+-=()';

/** A run read alone (its own glyphs, nothing beside), enlarged to the body's size, as super- or subscript characters; null when unsure. */
async function readRun(line: GreyImage, others: Component[], run: ScriptRun, body: Body): Promise<string | null> {
  // A leading dash is a minus by its shape; alone, it reads as "=" or "~" or not at all.
  const [first, ...rest] = run.glyphs;
  if (first && rest.length > 0 && dash(first, body)) {
    const after = await readRun(blanked(line, first.pieces), others, { ...run, glyphs: rest, x0: Math.min(...rest.map((g) => g.x0)) }, body);
    return after === null ? null : `${(run.kind === 'sup' ? SUPERSCRIPT : SUBSCRIPT)['-']}${after}`;
  }
  const image = blanked(line, others);
  const pad = Math.ceil(0.25 * body.height);
  const region: Region = { left: Math.max(0, run.x0 - pad), top: Math.max(0, run.y0 - pad), width: 0, height: 0 };
  region.width = Math.min(image.width, run.x1 + pad) - region.left;
  region.height = Math.min(image.height, run.y1 + pad) - region.top;
  const table = run.kind === 'sup' ? SUPERSCRIPT : SUBSCRIPT;
  const tall = Math.max(...run.glyphs.map((g) => g.y1 - g.y0));
  // A lone digit reads surely at one size and not at another.
  for (const factor of [1, 0.7, 1.4]) {
    const cut = await cutOut(image, region, Math.min(3, Math.max(0.5, (factor * body.height) / Math.max(1, tall))), 12);
    const words = (await recognize(cut, 'line', SCRIPT_CHARACTERS)).flatMap((l) => l.words).filter((w) => w.text.trim() !== '' && w.confidence >= MIN_WORD_CONFIDENCE);
    const text = words
      .map((w) => w.text.trim())
      .join('')
      .replace(/[−–—~]/gu, '-');
    // Digits make a script; a lone sign or bracket raised on the line is part of another glyph ("%").
    if (/\d/u.test(text) && [...text].every((ch) => ch in table) && words.every((w) => w.confidence >= 60)) return [...text].map((ch) => table[ch]).join('');
  }
  return null;
}

/**
 * The line with its scripts and symbols blanked, read as one line; the gaps they leave can make
 * the model drop a word it reads surely at another size, so a reading short of the glyphs left
 * is tried again smaller and larger, keeping the fullest sure one. Boxes are in `main`'s pixels.
 */
async function readMain(main: GreyImage, glyphsLeft: number): Promise<{ words: OcrWord[]; confidence: number } | null> {
  let best: { words: OcrWord[]; confidence: number; chars: number } | null = null;
  for (const factor of [1, 0.75, 1.3]) {
    const image = factor === 1 ? main : await cutOut(main, { left: 0, top: 0, width: main.width, height: main.height }, factor, 0);
    const words = (await recognize(image, 'line'))
      .flatMap((l) => l.words)
      .filter((w) => w.text.trim() !== '' && w.confidence >= MIN_WORD_CONFIDENCE)
      .map((w) => (factor === 1 ? w : scaledWord(w, 1 / factor)));
    const chars = words.reduce((n, w) => n + w.text.trim().length, 0);
    if (chars === 0) continue;
    const confidence = words.reduce((sum, w) => sum + w.confidence * w.text.trim().length, 0) / chars;
    if (!best || chars * confidence > best.chars * best.confidence) best = { words, confidence, chars };
    if (chars >= 0.9 * glyphsLeft && confidence >= 80) break;
  }
  return best;
}

function scaledWord(w: OcrWord, by: number): OcrWord {
  const scale = <T extends { x0: number; y0: number; x1: number; y1: number }>(b: T): T => ({ ...b, x0: b.x0 * by, y0: b.y0 * by, x1: b.x1 * by, y1: b.y1 * by });
  return { ...scale(w), symbols: w.symbols?.map(scale) };
}

/**
 * The reading's characters with their boxes. Tesseract's character boxes are at times wild (one
 * spanning its neighbours); a word whose boxes do not lie in order inside it is shared out evenly.
 */
function tokensOf(words: OcrWord[]): Token[] {
  return words.flatMap((w, i) => {
    const text = w.text.trim();
    const symbols = w.symbols?.filter((s) => s.text.trim() !== '') ?? [];
    const inOrder = symbols.every((s, k) => s.x0 >= w.x0 - 2 && s.x1 <= w.x1 + 2 && s.x1 - s.x0 <= 0.8 * (w.x1 - w.x0) + 2 && (k === 0 || s.x0 >= (symbols[k - 1] as { x0: number }).x0));
    if (symbols.length > 0 && (inOrder || symbols.length === 1)) return symbols.map((s) => ({ x0: s.x0, x1: s.x1, text: s.text, word: i }));
    const chars = [...text];
    const step = (w.x1 - w.x0) / Math.max(1, chars.length);
    return chars.map((ch, k) => ({ x0: w.x0 + k * step, x1: w.x0 + (k + 1) * step, text: ch, word: i }));
  });
}

/**
 * The tokens as one text: spaces where tesseract put them; beside what was put in, where a word
 * space of blank lies between its ink and the nearest ink of the line.
 */
function joined(tokens: Token[], body: Body, ink: Box[]): string {
  const gapBefore = (t: Token) => {
    const left = ink.filter((b) => b.x1 <= t.x0 + 1).reduce((m, b) => Math.max(m, b.x1), -Infinity);
    return t.x0 - left;
  };
  const gapAfter = (t: Token) => {
    const right = ink.filter((b) => b.x0 >= t.x1 - 1).reduce((m, b) => Math.min(m, b.x0), Infinity);
    return right - t.x1;
  };
  const wordSpace = 0.4 * body.height;
  let text = '';
  tokens.forEach((t, i) => {
    const previous = tokens[i - 1];
    if (previous) {
      const space = previous.word !== null && t.word !== null ? previous.word !== t.word : t.word === null ? gapBefore(t) > wordSpace : gapAfter(previous) > wordSpace;
      if (space) text += ' ';
    }
    text += t.text;
  });
  return text;
}

/** The upright cut-out of a line: its box padded, enlarged, turned so that it reads left to right. */
function upright(grey: PreparedGrey, box: Box, direction: Direction): { image: GreyImage; band: [number, number]; toImage: (b: Box) => Box } | null {
  const thickness = direction === 'horizontal' ? box.y1 - box.y0 : box.x1 - box.x0;
  if (thickness < 4) return null;
  const across = Math.ceil(0.35 * thickness);
  const along = Math.ceil(0.3 * thickness);
  const [padX, padY] = direction === 'horizontal' ? [along, across] : [across, along];
  const left = Math.max(0, Math.floor(box.x0) - padX);
  const top = Math.max(0, Math.floor(box.y0) - padY);
  const region: Region = { left, top, width: Math.min(grey.width, Math.ceil(box.x1) + padX) - left, height: Math.min(grey.height, Math.ceil(box.y1) + padY) - top };
  if (region.width < 2 || region.height < 2) return null;
  const scale = Math.min(6, Math.max(0.5, THICKNESS_TARGET / thickness));
  const margin = MARGIN;
  const turn = direction === 'up' ? 90 : direction === 'down' ? 270 : 0;
  const image = cutOutSmall(grey, region, scale, margin, turn);
  // The line's own band across the cut-out (the page's ink beyond it belongs to other texts).
  // A quarter turn clockwise puts the left edge on top; anticlockwise, the right edge.
  const before = direction === 'horizontal' ? box.y0 - top : direction === 'up' ? box.x0 - left : left + region.width - box.x1;
  const band0 = margin + before * scale;
  const cut = { left, top, scale, margin, turn, width: Math.round(region.width * scale) + 2 * margin, height: Math.round(region.height * scale) + 2 * margin } as const;
  return { image, band: [band0, band0 + thickness * scale], toImage: (b: Box) => boxToImage(b, cut) };
}

/**
 * The line at `box` read again with its scripts and symbols, or null when its ink has none (or
 * the reading is unsure): the caller keeps its first reading then.
 */
export async function readWithSymbols(grey: PreparedGrey, box: Box, direction: Direction, firstReading = ''): Promise<SymbolReading | null> {
  const cut = upright(grey, box, direction);
  if (!cut) return null;
  const { image, band, toImage } = cut;
  const pieces = inkComponents({ ...image, background: grey.background });
  const slack = 0.2 * (band[1] - band[0]);
  // Ink the cut-out's ends cut through belongs to something beside the line (or is a glyph cut in two).
  const cutThrough = (c: Component) => c.x0 <= MARGIN || c.x1 >= image.width - MARGIN;
  const mine = (c: Component) => (c.y0 + c.y1) / 2 >= band[0] - slack && (c.y0 + c.y1) / 2 <= band[1] + slack && c.y1 - c.y0 <= 1.6 * (band[1] - band[0]) && !cutThrough(c);
  const members = pieces.filter(mine);
  const glyphs = glyphsOf(members);
  const body = bodyOf(glyphs);
  if (!body) return null;
  const runs = scriptRuns(glyphs, body);
  const inRun = new Set(runs.flatMap((r) => r.glyphs));
  const symbols = glyphs.flatMap((g) => {
    if (inRun.has(g)) return [];
    // An x that the first reading has against a number ("40x", "x10") is a multiplication sign when its glyph is an X.
    const symbol = symbolOf(g, body) ?? (TIMES_BY_NUMBER.test(firstReading) && xShape(g, body) ? '×' : null);
    return symbol ? [{ glyph: g, symbol }] : [];
  });
  if (runs.length === 0 && symbols.length === 0) return null;

  // What is known by its shape is not left to the model: it reads the rest, and they are put back where they stand.
  const main = blanked(image, [...pieces.filter((c) => !mine(c)), ...runs, ...symbols.map((s) => s.glyph)]);
  const left = glyphs.length - inRun.size - symbols.length;
  const reading = await readMain(main, left);
  if (!reading) return null;
  const { words, confidence } = reading;
  let tokens = tokensOf(words);
  for (const { glyph, symbol } of symbols) {
    const over = tokens.filter((t) => (t.x0 + t.x1) / 2 >= glyph.x0 - 1 && (t.x0 + t.x1) / 2 <= glyph.x1 + 1);
    const first = over[0];
    if (first) {
      first.text = symbol;
      tokens = tokens.filter((t) => !over.includes(t) || t === first);
    } else tokens.push({ x0: glyph.x0, x1: glyph.x1, text: symbol, word: null });
  }
  for (const run of runs) {
    const own = new Set(run.glyphs.flatMap((g) => g.pieces));
    const text = await readRun(image, pieces.filter((c) => !own.has(c)), run, body);
    if (text === null) return null;
    tokens.push({ x0: run.x0, x1: run.x1, text, word: null });
  }
  tokens.sort((a, b) => a.x0 - b.x0);
  const text = joined(tokens, body, glyphs);
  const ink = toImage({ x0: Math.min(...glyphs.map((g) => g.x0)), y0: Math.min(...glyphs.map((g) => g.y0)), x1: Math.max(...glyphs.map((g) => g.x1)), y1: Math.max(...glyphs.map((g) => g.y1)) });
  return meaningful(text) ? { text, confidence, box: ink } : null;
}

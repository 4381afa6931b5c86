// Words (from the sparse pass, in image pixels) into label lines. Words on one baseline belong
// to one text when the gap between them is a word space, or holds a symbol tesseract left out
// ("=" in "n = 150" leaves a hole 1.5 text heights wide), or is up to GAP_LIMIT text heights of
// blank paper. They are kept apart when:
//  - ink that is not text lies between them (a rule, an axis, a heatmap cell's edge);
//  - both are numbers with more than a word space between them (a row of tick labels);
//  - both are short tokens ("S1", "WT") with more than two word spaces between them;
//  - the gap is wider than a word space and the word after it lines up with words on two other
//    lines (its left edge, right edge or middle): a column of a table-like layout.
import type { Box } from './components.ts';

export interface PlacedWord extends Box {
  text: string;
  confidence: number;
  /** Baseline of the tesseract line it came from, image pixels. */
  baselineY: number;
}

export interface WordGroup {
  words: PlacedWord[];
  box: Box;
  baselineY: number;
}

/** Blank gap that still joins two words, in text heights. */
const GAP_LIMIT = 2.5;
/** A word space and a little more, in text heights. */
const WORD_SPACE = 0.8;
/** Blank wider than this (text heights) before a word that lines up with others is a column gutter. */
const COLUMN_GAP = 0.9;
/** How close edges must be to line up, in text heights. */
const ALIGN = 0.3;

/** A tick label's length: "S1", "WT", "KO". */
const SHORT_TOKEN = /^[\p{L}\p{N}]{1,3}$/u;
/** Blank between two short tokens that parts them, in text heights: twice a generous word space. */
const SHORT_TOKEN_GAP = 1.5;

const NUMBER = /^[−\-–+]?\d+([.,]\d+)?%?$/u;

export interface GapQuestions {
  /** Ink that is not text inside the box. */
  separatorIn(box: Box): boolean;
  /** How much of the box's width glyph-sized ink that no word explains covers, in pixels. */
  unreadInkIn(box: Box): number;
}

const height = (w: Box) => w.y1 - w.y0;

function sameLine(a: PlacedWord, b: PlacedWord): boolean {
  const h = Math.min(height(a), height(b));
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  const tall = Math.max(height(a), height(b));
  // The baseline is tesseract's line's: a symbol it put on a line of its own ("+") has its own.
  const centred = Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) <= 0.25 * tall;
  return overlap >= 0.5 * h && (Math.abs(a.baselineY - b.baselineY) <= 0.35 * tall || centred);
}

function lineBox(words: Box[]): Box {
  return {
    x0: Math.min(...words.map((w) => w.x0)),
    y0: Math.min(...words.map((w) => w.y0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y1: Math.max(...words.map((w) => w.y1)),
  };
}

function linesUp(word: PlacedWord, others: PlacedWord[], h: number): boolean {
  const tolerance = ALIGN * h;
  const middle = (word.x0 + word.x1) / 2;
  // Two others at least: one can line up by chance (the "p" of two statistics lines).
  return others.filter((o) => Math.abs(o.x0 - word.x0) <= tolerance || Math.abs(o.x1 - word.x1) <= tolerance || Math.abs((o.x0 + o.x1) / 2 - middle) <= tolerance).length >= 2;
}

export function groupWords(words: PlacedWord[], gaps: GapQuestions): WordGroup[] {
  // Rows first: words that share a baseline, left to right.
  const rows: PlacedWord[][] = [];
  for (const word of [...words].sort((a, b) => a.x0 - b.x0)) {
    const row = rows.find((r) => sameLine(r[r.length - 1] as PlacedWord, word) && word.x0 >= (r[r.length - 1] as PlacedWord).x1 - 0.5 * height(word));
    if (row) row.push(word);
    else rows.push([word]);
  }
  const groups: WordGroup[] = [];
  for (const row of rows) {
    let current: PlacedWord[] = [];
    const flush = () => {
      if (current.length > 0) groups.push({ words: current, box: lineBox(current), baselineY: current[0]!.baselineY });
      current = [];
    };
    for (const word of row) {
      const previous = current.at(-1);
      if (previous && joins(previous, word, words, gaps)) current.push(word);
      else {
        flush();
        current.push(word);
      }
    }
    flush();
  }
  return groups;
}

function joins(a: PlacedWord, b: PlacedWord, all: PlacedWord[], gaps: GapQuestions): boolean {
  const h = Math.max(height(a), height(b));
  const gap = b.x0 - a.x1;
  const band = { y0: Math.max(a.y0, b.y0), y1: Math.min(a.y1, b.y1) };
  const between: Box = { x0: a.x1 + 1, x1: b.x0 - 1, y0: band.y0, y1: Math.max(band.y0 + 1, band.y1) };
  if (gap > 0 && gaps.separatorIn(between)) return false;
  if (gap <= WORD_SPACE * h * 0.6) return true;
  const unread = gap > 0 ? gaps.unreadInkIn(between) : 0;
  const blank = gap - unread;
  // Words on other lines near enough to form a table with these two.
  const column = () => linesUp(b, all.filter((o) => o !== a && o !== b && !sameLine(o, b) && Math.abs(o.baselineY - b.baselineY) <= 8 * h), h);
  if (blank > COLUMN_GAP * h && column()) return false;
  if (NUMBER.test(a.text) && NUMBER.test(b.text) && blank > WORD_SPACE * h * 0.6) return false;
  // Two short tokens far apart: a row of tick labels ("S1   S2"), not one label.
  if (SHORT_TOKEN.test(a.text) && SHORT_TOKEN.test(b.text) && blank > SHORT_TOKEN_GAP * h) return false;
  // A dropped symbol: what is left blank beside it must still be no more than a wide gap.
  if (unread > 0) return blank <= GAP_LIMIT * h;
  return gap <= GAP_LIMIT * h;
}

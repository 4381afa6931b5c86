// From tesseract's words to the texts a researcher sees: one per label line, garbage dropped,
// boxes mapped back to the analysed image's pixels.
import type { Box } from './components.ts';
import type { OcrLine, OcrWord } from './worker.ts';

/** How a text runs: left to right, or turned a quarter so that it reads upwards or downwards. */
export type Direction = 'horizontal' | 'up' | 'down';

export interface FoundLine {
  text: string;
  /** Axis-aligned box in the analysed image's pixels. */
  box: Box;
  direction: Direction;
  /** Baseline height in image pixels (for a turned text, its box's middle). */
  baselineY: number;
  confidence: number;
  /** A text at another angle (45-degree tick labels): its own corners, clockwise from its top-left. */
  slanted?: [Point, Point, Point, Point];
}

/** Below this tesseract confidence a word is more often a misread mark than text. */
export const MIN_WORD_CONFIDENCE = 60;
/**
 * A gap between words wider than this many line heights separates two labels that tesseract put
 * on one line (two tick labels, a legend's entries); a word space is about a third of one.
 */
const LABEL_GAP = 1.2;

/** Axis lines, tick marks, rules and dots read as text ("|", "—", "_", "."): no letter or digit. */
export function meaningful(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** Symbols a label may end or start with; any other lone symbol at an end is a misread mark (a legend's line swatch, a tick). */
const END_SYMBOLS = /^[%)\]}*†‡'"″′]+$/u;
const START_SYMBOLS = /^[([{<>≤≥±#$£€]+$/u;

/** The words without misread marks at either end. */
export function withoutEndMarks<T extends { text: string }>(words: T[]): T[] {
  let first = 0;
  let last = words.length;
  while (first < last && !meaningful(words[first]!.text) && !START_SYMBOLS.test(words[first]!.text.trim())) first++;
  while (last > first && !meaningful(words[last - 1]!.text) && !END_SYMBOLS.test(words[last - 1]!.text.trim())) last--;
  return words.slice(first, last);
}

function keepWord(word: OcrWord, minConfidence: number): boolean {
  return word.confidence >= minConfidence && meaningful(word.text.trim());
}

/** Splits a tesseract line at wide gaps; each part becomes one text, in the line's own pixels. */
export function splitLine(line: OcrLine, minConfidence: number): Array<{ text: string; box: Box; baselineY: number; confidence: number }> {
  const words = line.words.filter((w) => keepWord(w, minConfidence)).sort((a, b) => a.x0 - b.x0);
  if (words.length === 0) return [];
  const heights = words.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  const lineHeight = heights[Math.floor(heights.length / 2)] as number;
  const parts: OcrWord[][] = [];
  for (const word of words) {
    const current = parts.at(-1);
    const previous = current?.at(-1);
    if (current && previous && word.x0 - previous.x1 <= LABEL_GAP * lineHeight) current.push(word);
    else parts.push([word]);
  }
  return parts.map((part) => ({
    text: part.map((w) => w.text.trim()).join(' '),
    box: {
      x0: Math.min(...part.map((w) => w.x0)),
      y0: Math.min(...part.map((w) => w.y0)),
      x1: Math.max(...part.map((w) => w.x1)),
      y1: Math.max(...part.map((w) => w.y1)),
    },
    baselineY: line.baselineY,
    confidence: part.reduce((sum, w) => sum + w.confidence, 0) / part.length,
  }));
}

/**
 * Maps a box from a recognised cut-out back to the image: the cut-out was `region` scaled by
 * `scale`, given a white `margin`, then turned clockwise by `turn`.
 */
export function boxToImage(box: Box, cut: { left: number; top: number; scale: number; margin: number; turn: 0 | 90 | 270; width: number; height: number }): Box {
  // Undo the turn in the cut-out's own (scaled, margined) pixels; width/height are before turning.
  let { x0, y0, x1, y1 } = box;
  if (cut.turn === 90) [x0, y0, x1, y1] = [y0, cut.height - x1, y1, cut.height - x0];
  else if (cut.turn === 270) [x0, y0, x1, y1] = [cut.width - y1, x0, cut.width - y0, x1];
  const to = (v: number, offset: number) => (v - cut.margin) / cut.scale + offset;
  return { x0: to(x0, cut.left), y0: to(y0, cut.top), x1: to(x1, cut.left), y1: to(y1, cut.top) };
}

type Point = { x: number; y: number };

/** The four corners clockwise from the text's own top-left (a turned text starts elsewhere). */
export function corners(line: FoundLine, width: number, height: number): [Point, Point, Point, Point] {
  const clampX = (v: number) => Math.round(Math.min(width, Math.max(0, v)));
  const clampY = (v: number) => Math.round(Math.min(height, Math.max(0, v)));
  if (line.slanted) return line.slanted.map((p) => ({ x: clampX(p.x), y: clampY(p.y) })) as [Point, Point, Point, Point];
  const x0 = clampX(line.box.x0);
  const x1 = clampX(line.box.x1);
  const y0 = clampY(line.box.y0);
  const y1 = clampY(line.box.y1);
  if (line.direction === 'up') {
    return [
      { x: x0, y: y1 },
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
    ];
  }
  if (line.direction === 'down') {
    return [
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
      { x: x0, y: y0 },
    ];
  }
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}

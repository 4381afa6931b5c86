// Text as the layout measures it: wrapped at word boundaries to a width, measured with the
// shipped families (Arimo, then Noto Sans for what Arimo lacks), as the SVG's font-family list draws it.
import { measureWithFallback } from '../../shared/fonts.ts';

/** The base text size in px of layout units; every spacing is set in multiples of it. */
export const FONT_SIZE = 14;
export const LINE_HEIGHT = 1.25;

/** Widths at size 1 (shaping is linear in the size), kept: the layout wraps each label at several widths. */
const unitWidths = new Map<string, number>();
const UNIT_CACHE_LIMIT = 50_000;

export function textWidth(text: string, fontSize: number, bold = false): number {
  const key = `${bold ? 'b' : 'n'}${text}`;
  let unit = unitWidths.get(key);
  if (unit === undefined) {
    unit = measureWithFallback(text, 1, bold ? 'bold' : 'normal');
    if (unitWidths.size >= UNIT_CACHE_LIMIT) unitWidths.clear();
    unitWidths.set(key, unit);
  }
  return unit * fontSize;
}

/** A word wider than the line broken into pieces that fit (the only mid-word break). */
function breakWord(word: string, maxWidth: number, fontSize: number, bold: boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && textWidth(piece + ch, fontSize, bold) > maxWidth) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * The label's lines: the author's line breaks kept, each paragraph filled word by word up to
 * `maxWidth`; a single word wider than that is broken between characters.
 */
export function wrapText(label: string, maxWidth: number, fontSize: number, bold = false): string[] {
  const lines: string[] = [];
  for (const paragraph of label.split('\n')) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, fontSize, bold) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (textWidth(word, fontSize, bold) <= maxWidth) line = word;
      else {
        const pieces = breakWord(word, maxWidth, fontSize, bold);
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1) ?? '';
      }
    }
    lines.push(line);
  }
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

export interface MeasuredText {
  lines: string[];
  width: number;
  height: number;
}

export function measureLines(label: string, maxWidth: number, fontSize: number, bold = false): MeasuredText {
  const lines = wrapText(label, maxWidth, fontSize, bold);
  const width = Math.max(0, ...lines.map((l) => textWidth(l, fontSize, bold)));
  return { lines, width, height: lines.length * fontSize * LINE_HEIGHT };
}

// Fitting text into the room a layout gives it: widths from the shipped font's real advances,
// long text broken at spaces (and after hyphens or slashes) rather than clipped or shrunk.
import { measureText, type FontWeight } from '../render/fonts.ts';

export function textWidth(text: string, size: number, weight: FontWeight = 'normal'): number {
  return measureText(text, size, weight).width;
}

export function widestText(texts: readonly string[], size: number, weight: FontWeight = 'normal'): number {
  return texts.reduce((w, t) => Math.max(w, textWidth(t, size, weight)), 0);
}

/** Distance between the baselines of two lines of one text block. */
export function lineHeight(size: number): number {
  return size * 1.15;
}

/**
 * The text broken into lines no wider than `maxWidth`, greedily, at spaces and after hyphens
 * and slashes. A single word wider than the room stays whole on its own line: callers check
 * the widest line (`widestText`) and choose another arrangement when it does not fit.
 */
export function wrapText(text: string, maxWidth: number, size: number, weight: FontWeight = 'normal'): string[] {
  const pieces = text.split(/(?<=[\s\-/])/).filter((p) => p.length > 0);
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const candidate = line + piece;
    if (line.length > 0 && textWidth(candidate.trimEnd(), size, weight) > maxWidth) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line.trim().length > 0) lines.push(line.trimEnd());
  return lines.length > 0 ? lines : [text];
}

/** The fewest lines (at most `maxLines`) that fit `maxWidth`, or undefined when none do. */
export function fitLines(text: string, maxWidth: number, size: number, maxLines: number, weight: FontWeight = 'normal'): string[] | undefined {
  const lines = wrapText(text, maxWidth, size, weight);
  if (lines.length > maxLines || widestText(lines, size, weight) > maxWidth) return undefined;
  return lines;
}

/**
 * The text in at most `maxLines` lines, as near `maxWidth` as it can be: a word wider than the
 * room keeps its own line, and when the lines are too many the room widens until they fit.
 */
export function wrapInto(text: string, maxWidth: number, size: number, maxLines: number, weight: FontWeight = 'normal'): string[] {
  let room = maxWidth;
  let lines = wrapText(text, room, size, weight);
  while (lines.length > maxLines) {
    room *= 1.15;
    lines = wrapText(text, room, size, weight);
  }
  return lines;
}

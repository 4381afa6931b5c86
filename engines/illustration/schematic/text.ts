// Label text measured with the real Arimo advances (the chart engine's fonts.ts), wrapped at
// word boundaries, at most a few lines, the last shortened with an ellipsis when it overflows.
import { measureText, missingCharacters, type FontWeight } from '../../shared/fonts.ts';

export function textWidth(text: string, size: number, weight: FontWeight = 'normal'): number {
  return measureText(text, size, weight).width;
}

/** A word too wide for the line, cut into pieces that fit, each but the last ending in a hyphen. */
function breakWord(word: string, size: number, width: number, weight: FontWeight): string[] {
  const pieces: string[] = [];
  let rest = word;
  while (textWidth(rest, size, weight) > width && rest.length > 1) {
    let n = rest.length - 1;
    while (n > 1 && textWidth(`${rest.slice(0, n)}-`, size, weight) > width) n--;
    pieces.push(`${rest.slice(0, n)}-`);
    rest = rest.slice(n);
  }
  pieces.push(rest);
  return pieces;
}

function ellipsize(line: string, size: number, width: number, weight: FontWeight): string {
  let text = line;
  while (text.length > 1 && textWidth(`${text}…`, size, weight) > width) text = text.slice(0, -1).trimEnd();
  return `${text}…`;
}

/** Characters worth measuring: a few lines never show more, and shaping costs per character. */
const MAX_TEXT = 400;
const MAX_WORD = 60;

/** The text in lines no wider than `width`, at most `maxLines`. */
export function wrapText(text: string, size: number, width: number, maxLines: number, weight: FontWeight = 'normal'): string[] {
  const words = text
    .slice(0, MAX_TEXT)
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.length > MAX_WORD ? `${w.slice(0, MAX_WORD)}…` : w))
    .flatMap((w) => breakWord(w, size, width, weight));
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, weight) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(`${kept[maxLines - 1]} ${lines[maxLines]}`, size, width, weight);
  return kept;
}

/** The text without characters Arimo cannot draw (they would render as nothing). */
export function drawable(text: string): string {
  const missing = new Set(missingCharacters(text));
  return missing.size === 0 ? text : [...text].filter((ch) => !missing.has(ch)).join('').replace(/\s+/g, ' ').trim();
}

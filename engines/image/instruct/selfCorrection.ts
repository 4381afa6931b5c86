// A writer correcting themselves as they go: "rotate 90 clockwise - no wait, anticlockwise",
// "crop to panel A, sorry, I mean B", "make it 50%, or rather 60%". The last word wins: the
// word said after the correction takes the place of the last word of its kind said before it
// (a turn's way, a side, an axis, an amount, a panel, a colour, a ratio). A correction that
// names a whole new edit, or nothing of a kind said before, is left as written for the reader
// to read or refuse.
import { parseColour } from './colours.ts';

/** Words that take back what was just said: "no wait", "sorry, I mean", "or rather", "make that". */
const MARKER = String.raw`(?:(?:no|oh|oops|er+m?|um+)[,!]?\s+)?(?:no,|wait|sorry|actually|or rather|rather|scratch that|make that|i mean|i meant)[,!:]?(?:\s+(?:i mean|i meant|make (?:it|that)|it's|it should be))?`;

const TAKEN_BACK = new RegExp(String.raw`\s*(?:[,;:!-]|\.(?=\s))?\s+${MARKER}\s+([^,;.!?]+?)\s*(?=$|[,;.!?])`, 'g');

/** The kinds of word a correction puts in place of another, each a pattern over one word. */
const KINDS: ReadonlyArray<(word: string) => boolean> = [
  (w) => /^(?:clockwise|counterclockwise)$/.test(w),
  (w) => /^(?:horizontal|horizontally|vertical|vertically)$/.test(w),
  (w) => /^(?:left|right|top|bottom|topleft|topright|bottomleft|bottomright)$/.test(w),
  (w) => /^panel_[a-z]$/.test(w),
  (w) => /^\d{1,2}:\d{1,2}$/.test(w),
  (w) => /^[+-]?\d+(?:\.\d+)?(?:px|%|deg|times)?$/.test(w),
  (w) => parseColour(w) !== null && w !== 'transparent',
];

/** "make it 60%" after "50%": a bare number takes the unit of the amount it replaces. */
function withUnit(fix: string, replaced: string): string {
  return /^[+-]?\d+(?:\.\d+)?$/.test(fix) ? `${fix}${/(?:px|%|deg|times)$/.exec(replaced)?.[0] ?? ''}` : fix;
}

/** The text with each correction made in what came before it; a correction it cannot place is left. */
export function lastWordWins(text: string): string {
  let out = text;
  for (const m of [...text.matchAll(TAKEN_BACK)].reverse()) {
    const said = m[1]!.trim().replace(/^(?:the|an|panel)\s+(?=\S+$)/, '');
    // "panel A, sorry, I mean B": a letter alone, after a panel, is a panel.
    const fix = /^[a-h]$/.test(said) ? `panel_${said}` : said;
    const kind = KINDS.find((k) => k(fix));
    if (!kind || fix.includes(' ')) continue;
    const before = out.slice(0, m.index);
    const words = [...before.matchAll(/[#\w:+.%-]+/g)].filter((w) => kind(w[0]));
    const last = words.at(-1);
    if (!last || last[0] === fix) continue;
    const corrected = `${before.slice(0, last.index)}${withUnit(fix, last[0])}${before.slice(last.index! + last[0].length)}`;
    out = `${corrected}${out.slice(m.index! + m[0].length)}`;
  }
  return out;
}

/** "I mean the other way", "sorry, I meant B": a clause taking back what was said, which tells nothing of the image or the writer. */
export function takesBack(said: string): boolean {
  return /^(?:(?:sorry|no|oh|wait|actually)[,!]?\s+)*(?:i|we) (?:mean|meant)\b/.test(said);
}

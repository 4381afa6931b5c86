// Spans a reader must never cut: numbers written with thousands separators ("1,500 mm³",
// "12,000 × g"), ratios and times ("1:100", "10:30") and text in brackets or quotes ("(n = 1,842; 3 sites)", '"wash, spin"', "'E. coli'").
// Punctuation inside them is swapped for private-use characters, so every split at commas,
// semicolons, colons or full stops passes over them; `restore` gives the author's text back.

const MASKS: Readonly<Record<string, string>> = { ',': '\uE000', ';': '\uE001', '.': '\uE002', ':': '\uE003', '?': '\uE004', '!': '\uE005' };
const UNMASK = new Map(Object.entries(MASKS).map(([c, m]) => [m, c]));
const MASKED = /[\uE000-\uE005]/g;
const MAX_QUOTE = 80;
const OPEN: Readonly<Record<string, string>> = { '(': ')', '[': ']', '“': '”', '"': '"' };

/** The text with the punctuation inside numbers and brackets masked; same length, same offsets. */
export function protectSpans(text: string): string {
  let out = '';
  const closers: string[] = [];
  /** Where an open single quote closes: its closing mark is found ahead, as an apostrophe looks the same. */
  let singleEnd = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (i === singleEnd) {
      singleEnd = -1;
      out += c;
      continue;
    }
    if (closers.length > 0 && c === closers.at(-1)) {
      closers.pop();
      out += c;
      continue;
    }
    const single = singleEnd < 0 && closers.length === 0 ? singleQuoteEnd(text, i) : -1;
    if (single > 0) {
      singleEnd = single;
      out += c;
      continue;
    }
    const closer = OPEN[c];
    // A straight quote opens only before a word and closes at its match on the same line.
    // A quote is a name ("label it 'Wash, spin'"); a quoted paragraph is text to read, so only short quotes protect.
    const quote = c === '"' || c === '“';
    const close = text.indexOf(closer ?? '', i + 1);
    if (closer && (!quote || (/\S/.test(text[i + 1] ?? '') && close > i && close - i <= MAX_QUOTE && !text.slice(i + 1, close).includes('\n')))) {
      if (close > i) closers.push(closer);
      out += c;
      continue;
    }
    const mask = MASKS[c];
    if (mask && (closers.length > 0 || singleEnd > 0) && c !== '\n') out += mask;
    else if (c === ',' && /\d/.test(text[i - 1] ?? '') && /^\d{3}(?!\d)/.test(text.slice(i + 1, i + 5))) out += mask!;
    // Ratios and clock times: "split 1:10", "1:200", "at 10:30".
    else if (c === ':' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '')) out += mask!;
    else out += c;
    if (c === '\n') closers.length = 0;
  }
  return out;
}

/**
 * Where a single quote opening at `i` closes ("labelled 'E. coli, K-12'", "‘LB, 37 °C’"), or -1:
 * it opens after a space or a bracket, before a word, and closes at a quote mark after a word
 * and before no letter, on the same line. An apostrophe ("don't", "the cell's") opens nothing.
 */
function singleQuoteEnd(text: string, i: number): number {
  if (text[i] !== "'" && text[i] !== '‘') return -1;
  if (!/^(?:[\s([:,]|)$/.test(text[i - 1] ?? '') || !/[\p{L}\p{N}]/u.test(text[i + 1] ?? '')) return -1;
  for (let j = i + 2; j < text.length && j - i <= MAX_QUOTE && text[j] !== '\n'; j++) {
    if ((text[j] === "'" || text[j] === '’') && /\S/.test(text[j - 1]!) && !/[\p{L}\p{N}]/u.test(text[j + 1] ?? '')) return j;
  }
  return -1;
}

/** The author's punctuation back in a text (or part of one) that `protectSpans` masked. */
export function restoreSpans(text: string): string {
  return text.replace(MASKED, (m) => UNMASK.get(m)!);
}

// Nearness of words that people misspell or shorten: "lenght" for length, "temprature" for
// temperature, "wt" for weight, "cyl" for cylinders. Used to link words to names and to offer
// the nearest reading when a word links to nothing.
import { distance } from 'fastest-levenshtein';

/** Edits allowed for a word of this length to still be the same word misspelt. */
export function typoBudget(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}

/** Whether `typed` is `word` with a typo: within the edit budget, or two neighbours swapped. */
export function isTypo(typed: string, word: string): boolean {
  const a = typed.toLowerCase();
  const b = word.toLowerCase();
  if (a === b) return false;
  // Two neighbours swapped ("imbd" for imdb) is a typo from four letters on.
  if (a.length >= 4 && a.length === b.length && swappedOnce(a, b)) return true;
  const budget = typoBudget(Math.min(a.length, b.length));
  return budget > 0 && distance(a, b) <= budget;
}

/**
 * Whether `typed` is `word` with one letter left out ("blak" for black, "whte" for white): the
 * slip short words make that the typo budget, none below five letters, lets through.
 */
export function isLetterDropped(typed: string, word: string): boolean {
  const a = typed.toLowerCase();
  const b = word.toLowerCase();
  if (b.length < 5 || a.length !== b.length - 1) return false;
  for (let i = 0; i < b.length; i++) if (b.slice(0, i) + b.slice(i + 1) === a) return true;
  return false;
}

function swappedOnce(a: string, b: string): boolean {
  const diff: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
  const [i, j] = diff;
  return diff.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
}

/**
 * Whether `short` is an abbreviation of `word` as data columns abbreviate: a prefix of at least
 * three letters ("cyl", "disp", "temp"), or the word's consonant skeleton kept in order from
 * its first letter ("wt" for weight, "hp" for horsepower is not: see initials).
 */
export function isAbbreviation(short: string, word: string): boolean {
  const s = short.toLowerCase();
  const w = word.toLowerCase();
  if (s.length < 2 || s.length >= w.length || !/^[a-z]+$/.test(s) || s[0] !== w[0]) return false;
  if (s.length >= 3 && w.startsWith(s)) return true;
  // Letters of the short form found in order in the word, the first at its start: "wt", "qsec" no.
  // A short form that keeps a vowel past its first letter and is no prefix is a word of its own ("pop" is not people).
  if (s.length > 3 || /[aeiou]/.test(s.slice(1))) return false;
  let at = 0;
  for (const ch of s) {
    at = w.indexOf(ch, at);
    if (at < 0) return false;
    at += 1;
  }
  // Two letters keep the word's first and last consonants ("wt" weight, "ht" height; "fl" is not falls).
  if (s.length === 2 && s[1] !== /([^aeiouy])[aeiouy]*$/.exec(w)?.[1]) return false;
  return /[^aeiou]$/.test(s) && w.length <= 8;
}

/**
 * Whether `short` is `word` with letters left out, as data values shorten words: "ctrl" for
 * control, "pts" for patients. Its first and last letters are the word's, its letters in order,
 * at least three of them, and no vowel after the first (a word with its vowels is a word).
 */
export function isContractionOf(short: string, word: string): boolean {
  const s = short.toLowerCase();
  const w = word.toLowerCase();
  if (s.length < 3 || s.length >= w.length || !/^[a-z]+$/.test(s) || /[aeiouy]/.test(s.slice(1))) return false;
  if (s[0] !== w[0] || s[s.length - 1] !== w[w.length - 1]) return false;
  let at = 0;
  for (const ch of s) {
    at = w.indexOf(ch, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}

/** Words that give no letter to a short form, between the words that do ("miles per gallon" is mpg). */
const SHORT_FORM_GLUE = new Set(['of', 'the', 'per', 'in', 'and', 'a', 'an', 'at', 'for', 'to', 'on']);

/**
 * Whether `short` is written from the words in order, as data files shorten names: each word gives
 * a prefix or its letters kept in order from its first, at least two ("TOTEMP" from total
 * employment, "bodywt" from body weight, "menostat" from menopausal status); or every word gives
 * its initial ("SBP" from systolic blood pressure, "OJ" from orange juice, "mpg" from miles per
 * gallon); the first word may give its initial alone ("pnodes" from positive nodes, "wexp" from work experience).
 * Glue words ("per", "of") give nothing and never begin or end the words.
 */
export function isShortFormOf(short: string, words: readonly string[]): boolean {
  const s = short.toLowerCase().replace(/[^a-z0-9]/g, '');
  const ws = words.map((w) => w.toLowerCase());
  if (s.length < 2 || ws.length < 2 || ws.some((w) => !/^[a-z]+$/.test(w))) return false;
  if (SHORT_FORM_GLUE.has(ws[0]!) || SHORT_FORM_GLUE.has(ws[ws.length - 1]!) || ws.join('') === s) return false;
  const content = ws.filter((w) => !SHORT_FORM_GLUE.has(w));
  if (content.length < 2) return false;
  if (content.map((w) => w[0]).join('') === s || ws.map((w) => w[0]).join('') === s) return true;
  // Each content word gives two letters or more (the first word may give its initial alone), in
  // order, the first at its start.
  const from = (at: number, i: number): boolean => {
    if (i === content.length) return at === s.length;
    const w = content[i]!;
    if (s[at] !== w[0]) return false;
    if (i === 0 && from(at + 1, 1)) return true;
    let k = 1;
    for (let end = at + 2; end <= s.length; end++) {
      k = w.indexOf(s[end - 1]!, k) + 1;
      if (k === 0) return false;
      if (from(end, i + 1)) return true;
    }
    return false;
  };
  return from(0, 0);
}

/** The candidates nearest to a word, best first: at most `limit`, within twice the typo budget. */
export function nearest(word: string, candidates: readonly string[], limit = 3): string[] {
  const w = word.toLowerCase();
  const budget = Math.max(2, typoBudget(w.length) * 2);
  return candidates
    .map((c) => ({ c, d: Math.min(distance(w, c.toLowerCase()), ...c.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map((part) => distance(w, part))) }))
    .filter(({ d }) => d <= budget)
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map(({ c }) => c);
}

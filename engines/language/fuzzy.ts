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
  if (s.length > 3) return false;
  let at = 0;
  for (const ch of s) {
    at = w.indexOf(ch, at);
    if (at < 0) return false;
    at += 1;
  }
  return /[^aeiou]$/.test(s) && w.length <= 8;
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

// Values of a column of too many categories to name as a set (countries, film titles, companies)
// named in a request: "for China, India and the United States". Such a column's values include
// ordinary words ("Heat", "Up", "Turkey"), so a value is read only where it is written as a name:
// every word capitalised or holding a digit, and a single word never the first of a sentence,
// where every word is capitalised. A value two columns share is read by neither.
import type { Clause } from './clause.ts';

/** Small words a name may hold between its capitalised words ("Bosnia and Herzegovina", "Trinidad and Tobago"). */
const INNER = /^(?:and|of|the|de|la|du|von|van|da|del|y|&)$/;

type Named = ReadonlyMap<string, { column: string; value: string } | null>;

/** The table's names by their lower case, made once per table: a request's clauses each look them up. */
const namesOfTable = new WeakMap<Clause['table'], Named>();

function namesOf(table: Clause['table']): Named {
  const known = namesOfTable.get(table);
  if (known) return known;
  const byName = new Map<string, { column: string; value: string } | null>();
  for (const col of table.columns ?? []) {
    for (const value of col.names ?? []) {
      const key = value.toLowerCase();
      const seen = byName.get(key);
      byName.set(key, seen === undefined || seen?.column === col.name ? { column: col.name, value } : null);
    }
  }
  namesOfTable.set(table, byName);
  return byName;
}

export function properValues(c: Clause, taken: Array<[number, number]>): Array<{ column: string; value: string; start: number; end: number }> {
  const byName = namesOf(c.table);
  if (byName.size === 0) return [];
  const words = [...c.text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.&-]*/gu)].map((m) => ({ text: m[0].replace(/[.]$/, ''), start: m.index ?? 0 }));
  // A capitalised word, or a code of letters and digits ("TP53", "rs4988235"); never a bare number or letter.
  const named = (w: { text: string }) => /\p{L}/u.test(w.text) && w.text.length >= 2 && (/^\p{Lu}/u.test(w.text) || /\p{N}/u.test(w.text));
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e) && c.mentions.every((m) => end <= m.start || start >= m.end);
  const found: Array<{ column: string; value: string; start: number; end: number }> = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(5, words.length - i); n >= 1; n--) {
      const span = words.slice(i, i + n);
      const first = span[0]!;
      const last = span[n - 1]!;
      const end = last.start + last.text.length;
      if (!named(first) || !named(last) || !span.every((w) => named(w) || INNER.test(w.text))) continue;
      const sentenceStart = /(?:^|[.!?:;]\s*|\n\s*)$/.test(c.text.slice(0, first.start));
      if (n === 1 && sentenceStart) continue;
      const hit = byName.get(c.text.slice(first.start, end).toLowerCase());
      if (!hit || !free(first.start, end)) continue;
      taken.push([first.start, end]);
      found.push({ ...hit, start: first.start, end });
      i += n - 1;
      break;
    }
  }
  return found;
}

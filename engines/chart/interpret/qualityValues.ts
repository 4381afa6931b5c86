// Values of a property named by what they mean: "men and women" for a sex column of M and F (or
// of man and woman), "females only", "the small ones" for a size of S, M and L. WordNet gives a
// property's values (sex: male, female; size: small, large) and what a word says of them ("men"
// are male persons); a value is one that says the same, or that one's initial capital alone.
import { isAdjective, saysQuality, valuesOfAttribute } from '../../language/index.ts';
import type { Clause } from './clause.ts';
import { nameWords } from './columns.ts';

type Column = NonNullable<Clause['table']['columns']>[number];

export interface QualityValue {
  column: string;
  value: string;
  start: number;
  end: number;
}

/** The values of a column of categories a word names by their meaning: ["M"] for "men" in a column "sex" of M and F. */
export function valuesMeant(col: Column, word: string): string[] {
  if (col.type !== 'category' || col.levels.length < 2) return [];
  const qualities = nameWords(col.name).flatMap(valuesOfAttribute).filter((q) => saysQuality(word, q));
  return [...new Set(qualities.flatMap((q) => col.levels.filter((l) => l === q.charAt(0).toUpperCase() || saysQuality(l, q))))];
}

/** The values the clause names by their meaning, one value of one column each, in words no other reading took. */
export function qualityValues(c: Clause, taken: ReadonlyArray<[number, number]>): QualityValue[] {
  const found: QualityValue[] = [];
  for (const m of c.text.matchAll(/\p{L}{3,}/gu)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (taken.some(([s, e]) => start < e && end > s) || c.mentions.some((o) => start < o.end && end > o.start)) continue;
    const fits = (c.table.columns ?? []).flatMap((col) => valuesMeant(col, m[0]).map((value) => ({ column: col.name, value })));
    if (fits.length === 1) found.push({ ...fits[0]!, start, end });
  }
  return [...found, ...initialledValues(c, [...taken, ...found.map((f): [number, number] => [f.start, f.end])])];
}

/**
 * "at low, medium and high tension" of a tension coded L, M and H: two or more adjectives listed
 * right before a column of one-letter codes, whose initials are as many distinct codes of it, are
 * those values.
 */
function initialledValues(c: Clause, taken: ReadonlyArray<[number, number]>): QualityValue[] {
  const found: QualityValue[] = [];
  for (const mention of c.mentions) {
    const levels = c.table.columns?.find((col) => col.name === mention.column && col.type === 'category')?.levels ?? [];
    if (levels.length < 2 || levels.some((l) => !/^[A-Z]$/.test(l))) continue;
    const list = /((?:[a-z]+\s*,\s*)*[a-z]+\s*,?\s+(?:and|or)\s+[a-z]+)\s+$/i.exec(c.text.slice(0, mention.start));
    if (!list) continue;
    const words = [...(list[1] ?? '').matchAll(/[a-z]+/gi)].filter((w) => !/^(?:and|or)$/i.test(w[0]));
    const codes = words.map((w) => w[0].charAt(0).toUpperCase());
    if (words.length < 2 || new Set(codes).size !== words.length || !codes.every((code) => levels.includes(code)) || !words.every((w) => isAdjective(w[0]))) continue;
    for (const [k, w] of words.entries()) {
      const start = (list.index ?? 0) + (w.index ?? 0);
      if (!taken.some(([s, e]) => start < e && start + w[0].length > s)) found.push({ column: mention.column, value: codes[k]!, start, end: start + w[0].length });
    }
  }
  return found;
}

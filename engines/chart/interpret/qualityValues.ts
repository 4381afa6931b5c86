// Values of a property named by what they mean: "men and women" for a sex column of M and F (or
// of man and woman), "females only", "the small ones" for a size of S, M and L. WordNet gives a
// property's values (sex: male, female; size: small, large) and what a word says of them ("men"
// are male persons); a value is one that says the same, or that one's initial capital alone.
import { saysQuality, valuesOfAttribute } from '../../language/index.ts';
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
  return found;
}

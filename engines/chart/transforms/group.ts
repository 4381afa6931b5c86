// Group and reduce, as Observable Plot's group transform: rows gathered by a key, and each
// group's numbers reduced to the one value a mark draws (the count, sum, median, mean, max or min).
import type { Aggregate } from '../spec.ts';
import { mean, median } from '../stats/summaries.ts';

/** One number for a group: its count, sum, median, mean, largest or smallest. */
export function aggregate(values: readonly number[], how: Aggregate): number {
  if (how === 'count') return values.length;
  if (how === 'sum') return values.reduce((a, b) => a + b, 0);
  if (how === 'median') return median(values);
  if (how === 'max') return Math.max(...values);
  if (how === 'min') return Math.min(...values);
  return mean(values);
}

/**
 * The finite numbers of rows 0..rowCount−1 gathered by key, in the order keys first appear;
 * a row whose key is undefined, or whose value is not a finite number, joins no group.
 */
export function groupNumbers(rowCount: number, keyOf: (row: number) => string | undefined, valueOf: (row: number) => unknown): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (let i = 0; i < rowCount; i++) {
    const key = keyOf(i);
    const v = valueOf(i);
    if (key === undefined || typeof v !== 'number' || !Number.isFinite(v)) continue;
    const list = groups.get(key);
    if (list) list.push(v);
    else groups.set(key, [v]);
  }
  return groups;
}

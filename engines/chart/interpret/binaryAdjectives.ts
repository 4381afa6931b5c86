// A two-valued column whose name says what its rows are ("correct", "died", "progressed") written
// as a word about rows: "correct trials only", "only the correct responses", "the correct ones".
// The rows kept are those where it holds: the column's 1, true or yes. Only with a noun of rows or
// "only" beside it: "correct" alone may be the column drawn.
import { isAdjective, isPlural } from '../../language/index.ts';
import type { Clause } from './clause.ts';
import { nameWords } from './columns.ts';

const TRUE_VALUES = /^(?:1|true|yes|y)$/i;

export interface HeldValue {
  column: string;
  value: string;
  start: number;
  end: number;
  /** The column's name, which the value was read from: no column to draw. */
  anchor: number;
}

export function binaryAdjectives(c: Clause, taken: ReadonlyArray<[number, number]>): HeldValue[] {
  const found: HeldValue[] = [];
  for (const m of c.mentions) {
    if (m.how !== 'name' || taken.some(([s, e]) => m.start < e && m.end > s)) continue;
    const col = c.table.columns?.find((k) => k.name === m.column);
    const yes = col && col.levels.length === 2 ? col.levels.find((l) => TRUE_VALUES.test(l)) : undefined;
    const words = nameWords(m.column);
    if (yes === undefined || words.length !== 1 || !(isAdjective(words[0]!) || /ed$/.test(words[0]!))) continue;
    const after = /^\s+(\p{L}+)(\s+only\b)?/u.exec(c.text.slice(m.end));
    const rowsAfter = after !== null && (isPlural(after[1]!.toLowerCase()) || after[1]!.toLowerCase() === 'ones');
    const only = /\bonly\s+(?:the\s+)?$/i.test(c.text.slice(0, m.start)) || /^\s+only\b/i.test(c.text.slice(m.end)) || Boolean(after?.[2]);
    if (!rowsAfter && !only) continue;
    found.push({ column: m.column, value: yes, start: m.start, end: m.end, anchor: m.start });
  }
  return found;
}

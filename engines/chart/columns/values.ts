// Reading a column's values the way charts use them: numbers (NaN where missing), text,
// distinct levels, rows split by a grouping column, and complete (x, y) pairs.
import type { Column, Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';

/** Distinct category values in order of first appearance. */
export function levels(values: Array<number | string | null>): string[] {
  const seen = new Set<string>();
  for (const v of values) if (v !== null) seen.add(String(v));
  return [...seen];
}

/** The numbers of a column, NaN where missing. */
export function numbersOf(c: Column): number[] {
  return c.values.map((v) => (typeof v === 'number' ? v : NaN));
}

/** The text of a column ('' where missing). */
export function textOf(c: Column): string[] {
  return c.values.map((v) => (v === null ? '' : String(v)));
}

/** Row indices per group level ([''] with all rows when ungrouped). */
export function rowsByGroup(table: Table, group: Column | undefined): Array<{ key: string; rows: number[] }> {
  if (!group) return [{ key: '', rows: Array.from({ length: table.rowCount }, (_, i) => i) }];
  return levels(group.values).map((key) => ({ key, rows: Array.from({ length: table.rowCount }, (_, i) => i).filter((i) => group.values[i] !== null && String(group.values[i]) === key) }));
}

/** x and y of the rows where both are finite numbers. */
export function pairs(x: Column, y: Column, rows: number[]): { x: number[]; y: number[] } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const i of rows) {
    const a = x.values[i];
    const b = y.values[i];
    if (typeof a === 'number' && typeof b === 'number' && Number.isFinite(a) && Number.isFinite(b)) {
      xs.push(a);
      ys.push(b);
    }
  }
  return { x: xs, y: ys };
}

/** Throws a clear error when a fit needs more points than it has. */
export function needPoints(n: number, min: number, what: string): void {
  if (n < min) throw new ChartError('TOO_FEW_VALUES', `${what} needs at least ${min} complete rows; the data have ${n}.`);
}

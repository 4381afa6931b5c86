// Picking the table's columns for a chart's roles, with clear errors when they are missing.
import type { Column, Table } from './data/types.ts';
import { ChartError } from './errors.ts';
import type { ChartSpec } from './spec.ts';

export function column(table: Table, name: string): Column {
  const found = table.columns.find((c) => c.name === name);
  if (!found) throw new ChartError('COLUMN_NOT_FOUND', `The data has no column "${name}".`);
  return found;
}

export function numeric(table: Table, name: string): Column {
  const c = column(table, name);
  if (c.type === 'category') throw new ChartError('COLUMN_NOT_NUMERIC', `Column "${name}" holds text; this needs numbers.`);
  return c;
}

/** The named columns first (x/y/mentioned), then the table's, of the wanted types. */
export function pick(table: Table, spec: ChartSpec, types: Array<Column['type']>, exclude: Array<string | undefined> = []): Column | undefined {
  const named = [...spec.y, ...spec.mentioned].map((n) => table.columns.find((c) => c.name === n));
  const candidates = [...named, ...table.columns].filter((c): c is Column => Boolean(c) && !exclude.includes(c?.name));
  return candidates.find((c) => types.includes(c.type));
}

export function require<T>(value: T | undefined, reason: string, message: string): T {
  if (value === undefined) throw new ChartError(reason, message);
  return value;
}

/** Distinct category values in order of first appearance. */
export function levels(values: Array<number | string | null>): string[] {
  const seen = new Set<string>();
  for (const v of values) if (v !== null) seen.add(String(v));
  return [...seen];
}

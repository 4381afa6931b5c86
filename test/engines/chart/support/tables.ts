// The tables the chart tests draw: the public data sets in test/corpora/charts/data, as the
// engine reads them and, for the numbers a test checks against, as plain rows read here; and
// small tables written in the test itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Column, Table } from '../../../../engines/chart/data/types.ts';
import { parseDataFile } from '../../../../engines/chart/index.ts';

/** The folder of the data sets (test/corpora/charts/data). */
export const DATA = join(import.meta.dirname, '..', '..', '..', 'corpora', 'charts', 'data');
const tables = new Map<string, Table>();

/** A file of test/corpora/charts/data as the engine's parser reads it: parsed once, then kept. */
export async function data(name: string): Promise<Table> {
  const cached = tables.get(name);
  if (cached) return cached;
  const table = await parseDataFile(readFileSync(join(DATA, name)), { fileName: name });
  tables.set(name, table);
  return table;
}

/** The rows of a small CSV without quoted fields, read here without the engine's parser. */
export function csvRows(name: string): Array<Record<string, string>> {
  const [head, ...lines] = readFileSync(join(DATA, name), 'utf8').trim().split(/\r?\n/);
  const keys = (head ?? '').split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [keys[i] ?? '', v])));
}

/** A table of the columns given: a column of numbers only is a number column, any other a category column. */
export function table(columns: Record<string, Array<number | string>>): Table {
  const cols: Column[] = Object.entries(columns).map(([name, values]) => ({ name, type: values.every((v) => typeof v === 'number') ? 'number' : 'category', values }));
  return { format: 'csv', rowCount: cols[0]?.values.length ?? 0, columns: cols };
}

/** The values `f(0)` to `f(n - 1)`: a column of `n` rows. */
export const rows = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));

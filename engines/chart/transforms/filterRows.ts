// The rows a spec's filters keep ("2015 only", "drug 2", "carat over 1"), as a new table: every
// chart type then draws and computes on the kept rows alone. Dates compare by their ISO day.
import type { Column, Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import type { Filter } from '../spec.ts';

type Value = string | number | boolean;

function comparable(column: Column, value: Value): number | string {
  if (column.type === 'date') return typeof value === 'number' ? value : Date.parse(String(value).length === 4 ? `${value}-01-01` : String(value));
  if (column.type === 'number') return Number(value);
  return String(value).toLowerCase();
}

function keeps(column: Column, filter: Filter, cell: number | string | null): boolean {
  if (cell === null) return false;
  const v = column.type === 'category' ? String(cell).trim().toLowerCase() : cell;
  const list = (Array.isArray(filter.value) ? filter.value : [filter.value]).map((x) => comparable(column, x));
  const [a, b] = list;
  switch (filter.op) {
    case '=':
      return v === a;
    case '!=':
      return v !== a;
    case 'in':
      return list.includes(v);
    case '>':
      return a !== undefined && v > a;
    case '>=':
      return a !== undefined && v >= a;
    case '<':
      return a !== undefined && v < a;
    case '<=':
      return a !== undefined && v <= a;
    case 'between':
      return a !== undefined && b !== undefined && v >= a && v <= b;
  }
}

/** The table with only the rows every filter keeps; FILTER_EMPTY when none is left. */
export function filterRows(table: Table, filters: readonly Filter[] | undefined): Table {
  if (!filters || filters.length === 0) return table;
  const kept: number[] = [];
  for (let row = 0; row < table.rowCount; row++) {
    const ok = filters.every((f) => {
      const column = table.columns.find((c) => c.name === f.column);
      if (!column) throw new ChartError('COLUMN_NOT_FOUND', `The data has no column "${f.column}".`);
      return keeps(column, f, column.values[row] ?? null);
    });
    if (ok) kept.push(row);
  }
  if (kept.length === 0) {
    throw new ChartError('FILTER_EMPTY', `No row of the data is kept by ${filters.map((f) => `${f.column} ${f.op} ${JSON.stringify(f.value)}`).join(' and ')}; nothing would be drawn.`);
  }
  return { ...table, rowCount: kept.length, columns: table.columns.map((c) => ({ ...c, values: kept.map((i) => c.values[i] ?? null) })) };
}

const OP_WORDS: Record<Filter['op'], string> = { '=': '=', '!=': '\u2260', in: 'in', '>': '>', '>=': '\u2265', '<': '<', '<=': '\u2264', between: 'from' };

/** A filter as a reader of the figure reads it: "Species = setosa", "feed in casein, horsebean", "year from 1950 to 1959". */
export function filterWords(filter: Filter): string {
  const v = filter.value;
  if (filter.op === 'between' && Array.isArray(v)) return `${filter.column} from ${String(v[0])} to ${String(v[1])}`;
  return `${filter.column} ${OP_WORDS[filter.op]} ${Array.isArray(v) ? v.join(', ') : String(v)}`;
}

/** The line under a figure's title that says which rows it shows, when the request kept only some. */
export function rowsKept(filters: readonly Filter[] | undefined): string | undefined {
  return filters && filters.length > 0 ? `Only ${filters.map(filterWords).join('; ')}` : undefined;
}

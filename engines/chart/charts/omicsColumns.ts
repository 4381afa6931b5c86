// Finding columns by role for the omics and meta-analysis charts: a role the request gave
// ("p-value pvalue"), else a column whose header says what it is (log2FoldChange, padj, CHR),
// named columns first, then the table's.
import type { Column, Table } from '../data/types.ts';
import type { ChartSpec } from '../spec.ts';
import { column } from '../columns.ts';

export interface Want {
  roles?: string[];
  names?: RegExp;
  types: Array<Column['type']>;
  exclude?: Array<string | undefined>;
}

export function findColumn(table: Table, spec: ChartSpec, want: Want): Column | undefined {
  const exclude = new Set(want.exclude ?? []);
  for (const role of want.roles ?? []) {
    const name = spec.roles[role];
    if (name && !exclude.has(name)) {
      const c = column(table, name);
      if (want.types.includes(c.type)) return c;
    }
  }
  if (!want.names) return undefined;
  const named = [spec.x, ...spec.y, ...spec.mentioned, spec.group].flatMap((n) => table.columns.filter((c) => c.name === n));
  const ok = (c: Column) => !exclude.has(c.name) && want.types.includes(c.type) && (want.names as RegExp).test(c.name);
  return named.find(ok) ?? table.columns.find(ok);
}

/** The numbers of a column, NaN where missing. */
export function numbersOf(c: Column): number[] {
  return c.values.map((v) => (typeof v === 'number' ? v : NaN));
}

/** The text of a column ('' where missing). */
export function textOf(c: Column): string[] {
  return c.values.map((v) => (v === null ? '' : String(v)));
}

/** A number with fixed decimals and a true minus sign. */
export function fmt(value: number, decimals = 2): string {
  const text = value.toFixed(decimals);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text.replace(/^-/, '\u2212');
}

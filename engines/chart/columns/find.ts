// Finding the table's column for a role in a chart: a role the request named ("outcome column
// disease"), else the columns the request mentioned (y, then other mentions, then x), else the
// rest of the table, keeping only columns of the wanted type (and, for columns whose header
// says what they hold, a name pattern). Missing or unusable columns fail with ChartErrors that
// say which column and why.
import type { Column, Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import type { ChartSpec } from '../spec.ts';

/** The column of this name; COLUMN_NOT_FOUND when the table has none. */
export function column(table: Table, name: string): Column {
  const found = table.columns.find((c) => c.name === name);
  if (!found) throw new ChartError('COLUMN_NOT_FOUND', `The data has no column "${name}".`);
  return found;
}

/** The column of this name, which must not hold text (COLUMN_NOT_NUMERIC). */
export function numeric(table: Table, name: string): Column {
  const c = column(table, name);
  if (c.type === 'category') throw new ChartError('COLUMN_NOT_NUMERIC', `Column "${name}" holds text; this needs numbers.`);
  return c;
}

/** The value, or a ChartError with this reason when there is none. */
export function require<T>(value: T | undefined, reason: string, message: string): T {
  if (value === undefined) throw new ChartError(reason, message);
  return value;
}

/** The column a role of the request names ("score column risk"), if it named one. */
export function roleColumn(table: Table, spec: ChartSpec, role: string): Column | undefined {
  const name = spec.roles[role];
  return name ? column(table, name) : undefined;
}

/** The grouping column, when the request named one ("by treatment"). */
export function groupColumn(table: Table, spec: ChartSpec): Column | undefined {
  return spec.group ? column(table, spec.group) : undefined;
}

export interface ColumnWant {
  types: Array<Column['type']>;
  /** Roles of the request that name the column; a role naming a column of another type is passed over. */
  roles?: string[];
  /** A header pattern (log2FoldChange, padj, CHR ...) a column must match when no role names it. */
  names?: RegExp;
  /** Columns already taken by other roles. */
  exclude?: Array<string | undefined>;
  /** Only the columns the request mentioned, not the rest of the table. */
  mentionedOnly?: boolean;
}

/** Every column that can fill the role, best first: named by a role, mentioned, then the table's. */
export function findColumns(table: Table, spec: ChartSpec, want: ColumnWant): Column[] {
  const exclude = new Set(want.exclude ?? []);
  // A column the panels are split by (spec.facet) fills no other role unless a role names it.
  const facets = new Set([spec.facet?.row, spec.facet?.column]);
  const ok = (c: Column | undefined): c is Column => Boolean(c) && !exclude.has(c?.name) && want.types.includes((c as Column).type);
  const byRole = (want.roles ?? []).flatMap((role) => (spec.roles[role] ? [column(table, spec.roles[role] as string)] : [])).filter(ok);
  const mentioned = [...spec.y, ...spec.mentioned, ...(spec.x ? [spec.x] : [])].map((n) => table.columns.find((c) => c.name === n));
  const rest = want.mentionedOnly ? [] : table.columns;
  const matches = (c: Column) => !want.names || want.names.test(c.name);
  return [...new Set([...byRole, ...[...mentioned, ...rest].filter(ok).filter(matches).filter((c) => !facets.has(c.name))])];
}

/** The best column for the role (see findColumns), or undefined. */
export function findColumn(table: Table, spec: ChartSpec, want: ColumnWant): Column | undefined {
  return findColumns(table, spec, want)[0];
}

/**
 * The x (predictor) and y (response) columns of a chart of y against x. Without "y against
 * x", a column named like the predictor (`xHint`: dose, conc, time ...) is x.
 */
export function xyColumns(table: Table, spec: ChartSpec, xWord: string, yWord: string, xRole?: string, xHint?: RegExp): { x: Column; y: Column } {
  const xName = spec.x ?? (xRole ? spec.roles[xRole] : undefined);
  const options = xName ? [] : findColumns(table, spec, { types: ['number'], exclude: [spec.group, ...spec.y.slice(0, 1)] });
  const x = xName ? numeric(table, xName) : ((xHint ? options.find((c) => xHint.test(c.name)) : undefined) ?? options[0]);
  if (!x) throw new ChartError('COLUMNS_MISSING', `A numeric ${xWord} column is needed (write "<${yWord}> against <${xWord}>").`);
  const y = spec.y[0] ? numeric(table, spec.y[0]) : findColumn(table, spec, { types: ['number'], exclude: [x.name, spec.group] });
  if (!y) throw new ChartError('COLUMNS_MISSING', `A numeric ${yWord} column is needed besides "${x.name}" (write "<${yWord}> against <${xWord}>").`);
  return { x, y };
}

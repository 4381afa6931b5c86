// Small multiples (spec.facet): the table split into one panel per value of the facet column,
// or per pair of values with both a row and a column facet; each panel's title (its strip);
// and what refuses a facet, the same before a job exists (requestProblems.ts) and while drawing
// (plot/facets.ts). How the panels are laid out and drawn is plot/facets.ts's business.
import type { ChartType } from '../chartTypes.ts';
import type { Column, Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import type { ChartSpec, Facet } from '../spec.ts';

/** The chart types drawn as small multiples (each has a panel drawing: charts/index.ts PANELS). */
export const FACETED_TYPES = [
  'scatter',
  'line',
  'timeseries',
  'bar',
  'errorbar',
  'histogram',
  'boxplot',
  'violin',
  'density',
  'regression',
  'kaplan_meier',
] as const satisfies readonly ChartType[];
export type FacetedType = (typeof FACETED_TYPES)[number];

/** Most panels one figure holds: beyond, each is too small to read at a journal's width. */
export const MAX_PANELS = 24;

/** After the column's name, the title of the panel of rows without a value: "sex missing". */
const MISSING = 'missing';

export interface FacetPanel {
  /** What the panel's strip says: "cyl = 4", "Biscoe", or both of a grid's values. */
  title: string;
  /** Index into rowTitles / columnTitles (a grid; a single facet has only the one it uses). */
  row?: number;
  column?: number;
  /** The table's rows in this panel, in the table's order (by the group's levels first: see splitFacets). */
  rows: number[];
  table: Table;
}

export interface FacetSplit {
  /** Which of the facet's fields are set: one column wraps into rows, one row stacks, both make a grid. */
  by: 'column' | 'row' | 'both';
  /** Strip titles of the grid's rows and columns, in order (a single facet: that field's). */
  rowTitles: string[];
  columnTitles: string[];
  /** One facet: a panel per value, in order. A grid: every cell, row by row, empty ones with no rows. */
  panels: FacetPanel[];
}

/** Whether the spec asks for small multiples (a facet with a row or a column). */
export function isFaceted(spec: ChartSpec): boolean {
  return Boolean(spec.facet?.row || spec.facet?.column);
}

/** The columns the facet names, row first. */
export function facetColumnNames(facet: Facet | undefined): string[] {
  return [facet?.row, facet?.column].filter((name): name is string => Boolean(name));
}

interface Level {
  /** The cell's value as text; null for the empty cells' panel. */
  key: string | null;
  title: string;
}

function valueText(column: Column, value: number | string): string {
  if (typeof value === 'string') return value;
  if (column.type === 'date') {
    const iso = new Date(value).toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
  }
  return String(value).replace(/^-/, '\u2212');
}

/**
 * Whether a strip may show the value alone: text values that say what they are ("Biscoe",
 * "Treated", "female"). Numbers, dates, codes ("4", "f", "A1") and yes/no answers are shown
 * with their column's name ("cyl = 4"), since alone they do not say which variable they are.
 */
function selfDescribing(column: Column, keys: string[]): boolean {
  if (column.type !== 'category') return false;
  return keys.every((k) => (k.match(/\p{L}/gu) ?? []).length >= 3 && !/^(yes|no|true|false|none)$/i.test(k.trim()));
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

/** The number a roman numeral stands for ("IV" = 4), or NaN. */
function romanValue(text: string): number {
  if (!/^[IVXLC]+$/i.test(text)) return NaN;
  const digits = [...text.toUpperCase()].map((c) => ROMAN[c] ?? 0);
  return digits.reduce((sum, d, i) => sum + (d < (digits[i + 1] ?? 0) ? -d : d), 0);
}

/** Text with the number it counts ("Week 10", "T2", "Stage IV", "2019/20"), for ordering ordinal labels. */
function ordinal(text: string): string | undefined {
  const roman = /^(.*?\s)?([IVXLC]+)([a-c]?)$/i.exec(text.trim());
  if (roman && Number.isFinite(romanValue(roman[2] ?? ''))) return `${roman[1] ?? ''}${String(romanValue(roman[2] ?? '')).padStart(4, '0')}${roman[3] ?? ''}`;
  return /\d/.test(text) ? text : undefined;
}

/**
 * The column's values in panel order: numbers and dates ascending; text that counts (grades,
 * stages in roman numerals, weeks, codes with numbers) in its natural order, other text as it
 * first appears in the table (as a chart's groups are); the empty cells' panel last.
 */
function levelsOf(column: Column): Level[] {
  const seen = new Map<string, number | string>();
  let missing = false;
  for (const v of column.values) {
    if (v === null || (typeof v === 'number' && !Number.isFinite(v))) missing = true;
    else if (!seen.has(String(v))) seen.set(String(v), v);
  }
  const values = [...seen.values()];
  if (column.type !== 'category') values.sort((a, b) => Number(a) - Number(b));
  else {
    const keys = values.map((v) => ordinal(String(v)));
    if (keys.every((k) => k !== undefined)) {
      const order = new Map(values.map((v, i) => [v, keys[i] ?? '']));
      values.sort((a, b) => (order.get(a) ?? '').localeCompare(order.get(b) ?? '', 'en', { numeric: true }));
    }
  }
  const keys = values.map(String);
  const alone = selfDescribing(column, keys);
  const levels: Level[] = values.map((v, i) => {
    const text = valueText(column, v);
    return { key: keys[i] ?? '', title: alone ? text : `${column.name} = ${text}` };
  });
  // The rows without a value have a panel too, named for the column whatever the other strips say.
  if (missing) levels.push({ key: null, title: `${column.name} ${MISSING}` });
  return levels;
}

function keyOf(value: number | string | null): string | null {
  return value === null || (typeof value === 'number' && !Number.isFinite(value)) ? null : String(value);
}

function subTable(table: Table, rows: number[]): Table {
  return { ...table, rowCount: rows.length, columns: table.columns.map((c) => ({ ...c, values: rows.map((i) => c.values[i] ?? null) })) };
}

const FACET_WORDS = 'split into panels (small multiples)';

/** Why this spec's facet cannot be drawn from this table, if it cannot. */
export function facetProblem(table: Table, spec: ChartSpec): ChartError | undefined {
  if (!isFaceted(spec)) return undefined;
  if (!(FACETED_TYPES as readonly string[]).includes(spec.type)) {
    return new ChartError('FACET_NOT_AVAILABLE', `The ${spec.type} chart cannot be ${FACET_WORDS}; these chart types can: ${FACETED_TYPES.join(', ')}.`);
  }
  const { row, column } = spec.facet ?? {};
  if (row && column && row === column) {
    return new ChartError('FACET_SAME_COLUMN', `The panels' rows and columns are both "${row}": split by it once (as rows or as columns), or by two different columns.`);
  }
  // Panels by the column along x would hold one category each: the same chart, cut apart.
  const categoriesAlongX = ['bar', 'boxplot', 'violin', 'beeswarm', 'raincloud', 'errorbar', 'dot'].includes(spec.type);
  const alongX = facetColumnNames(spec.facet).find((name) => name === spec.x || (categoriesAlongX && !spec.x && name === spec.group));
  if (alongX) {
    return new ChartError('FACET_SAME_COLUMN', `"${alongX}" is both along the x axis and the column the panels split by: each panel would hold one category. Split the panels by another column.`);
  }
  let panels = 1;
  const counts: string[] = [];
  for (const name of facetColumnNames(spec.facet)) {
    const found = table.columns.find((c) => c.name === name);
    if (!found) {
      return new ChartError('COLUMN_NOT_FOUND', `The data has no column "${name}" to split into panels; its columns are ${table.columns.map((c) => `"${c.name}"`).join(', ')}.`);
    }
    const n = levelsOf(found).length;
    counts.push(`"${name}" has ${n} value${n === 1 ? '' : 's'}`);
    panels *= n;
  }
  if (panels > MAX_PANELS) {
    return new ChartError(
      'FACET_TOO_MANY_PANELS',
      `${counts.join(' and ')}: one panel for each${counts.length > 1 ? ' pair' : ''} would make ${panels} panels, and a figure holds at most ${MAX_PANELS} readable ones. Split by a column with fewer values, or keep fewer rows.`,
    );
  }
  return undefined;
}

/** The panels of a faceted spec (facetProblem's error when it has one). */
export function splitFacets(table: Table, spec: ChartSpec): FacetSplit {
  const problem = facetProblem(table, spec);
  if (problem) throw problem;
  const rowCol = spec.facet?.row ? table.columns.find((c) => c.name === spec.facet?.row) : undefined;
  const colCol = spec.facet?.column ? table.columns.find((c) => c.name === spec.facet?.column) : undefined;
  const rowLevels = rowCol ? levelsOf(rowCol) : [];
  const colLevels = colCol ? levelsOf(colCol) : [];
  const indexOf = (column: Column | undefined, levels: Level[]) => {
    const at = new Map(levels.map((l, i) => [l.key, i]));
    return (i: number): number => (column ? (at.get(keyOf(column.values[i] ?? null)) ?? 0) : 0);
  };
  const rowOf = indexOf(rowCol, rowLevels);
  const colOf = indexOf(colCol, colLevels);
  const nCols = Math.max(1, colLevels.length);
  const cells: number[][] = Array.from({ length: Math.max(1, rowLevels.length) * nCols }, () => []);
  for (let i = 0; i < table.rowCount; i++) cells[rowOf(i) * nCols + colOf(i)]?.push(i);
  // Within a panel the levels of the group column come in the figure's order, so that every
  // panel draws (and dodges) its series in the same order: rows by their level's first row.
  const group = spec.group ? table.columns.find((c) => c.name === spec.group) : undefined;
  if (group) {
    const first = new Map<string, number>();
    group.values.forEach((v, i) => first.has(String(v)) || first.set(String(v), i));
    const rank = (i: number) => first.get(String(group.values[i])) ?? i;
    for (const rows of cells) rows.sort((a, b) => rank(a) - rank(b) || a - b);
  }
  const by = rowCol && colCol ? 'both' : rowCol ? 'row' : 'column';
  const panels = cells.map((rows, k): FacetPanel => {
    const r = Math.floor(k / nCols);
    const c = k % nCols;
    const titles = [rowLevels[r]?.title, colLevels[c]?.title].filter((t): t is string => t !== undefined);
    return { title: titles.join(', '), ...(rowCol ? { row: r } : {}), ...(colCol ? { column: c } : {}), rows, table: subTable(table, rows) };
  });
  return { by, rowTitles: rowLevels.map((l) => l.title), columnTitles: colLevels.map((l) => l.title), panels };
}

/** The tables of the panels, for a decision that must be the same in every panel (see charts/scatter.ts). */
export function panelTables(table: Table, spec: ChartSpec): Table[] {
  return isFaceted(spec) ? splitFacets(table, spec).panels.filter((p) => p.rows.length > 0).map((p) => p.table) : [table];
}

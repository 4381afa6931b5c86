// The data of distribution charts (box plots, violins, densities, ECDFs ...): one numeric
// variable, split into groups by a category column, or several numeric columns side by side
// (wide layout: each column is a group).
import type { Column, Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import type { ChartSpec } from '../spec.ts';
import { column, findColumn, findColumns, numeric } from './find.ts';
import { levels } from './values.ts';

export interface ValueGroup {
  name: string;
  values: number[];
}

export interface ValueGroups {
  /** The variable's name (the column, or "Value" for several columns side by side). */
  valueName: string;
  /** The grouping column, when there is one. */
  groupName?: string;
  groups: ValueGroup[];
}

/**
 * The table's one column of categories, when it has exactly one (identifiers, a value per row,
 * set aside): "a box plot" of a table of a measurement and its groups is split by them; with two
 * or more, which one is the client's to name, and none is chosen.
 */
function onlyGrouping(table: Table): Column | undefined {
  const categories = table.columns.filter((c) => {
    if (c.type !== 'category') return false;
    const values = c.values.filter((v) => v !== null);
    return new Set(values).size < values.length;
  });
  return categories.length === 1 ? categories[0] : undefined;
}

/**
 * The groups of a distribution chart. `fallbackGroup`: with no grouping named, split by the
 * category column the request mentions, else by the table's only one (charts whose x axis is
 * categories: box plots, violins ...).
 */
export function valueGroups({ table, spec }: { table: Table; spec: ChartSpec }, options: { fallbackGroup: boolean }): ValueGroups {
  const named = findColumns(table, spec, { types: ['number'], mentionedOnly: true });
  let group: Column | undefined;
  if (spec.group) group = column(table, spec.group);
  else if (spec.x && column(table, spec.x).type === 'category') group = column(table, spec.x);
  else if (options.fallbackGroup && named.length <= 1) group = findColumn(table, spec, { types: ['category'], mentionedOnly: true }) ?? onlyGrouping(table);
  // Several numeric columns named and no grouping: each column is a group (wide layout). With
  // nothing named and no category column at all, every numeric column is a group.
  const allNumeric = table.columns.filter((c) => c.type === 'number');
  const wide = named.length >= 2 ? named : options.fallbackGroup && !group && named.length === 0 && allNumeric.length >= 2 ? allNumeric : [];
  if (!group && wide.length >= 2) {
    const groups = wide.map((c) => ({ name: c.name, values: c.values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)) }));
    return { valueName: 'Value', groups };
  }
  const valueCol = spec.y[0] ? numeric(table, spec.y[0]) : (named[0] ?? findColumn(table, spec, { types: ['number'], exclude: [group?.name] }));
  if (!valueCol || valueCol.type !== 'number') throw new ChartError('COLUMNS_MISSING', 'A numeric column is needed for the values (name it in the request, e.g. "box plot of weight by group").');
  if (!group) {
    const values = valueCol.values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    if (values.length === 0) throw new ChartError('NO_VALUES', `Column "${valueCol.name}" has no numbers.`);
    return { valueName: valueCol.name, groups: [{ name: valueCol.name, values }] };
  }
  const keys = levels(group.values);
  const byKey = new Map<string, number[]>(keys.map((k) => [k, []]));
  for (let i = 0; i < table.rowCount; i++) {
    const k = group.values[i];
    const v = valueCol.values[i];
    if (k === null || k === undefined || typeof v !== 'number' || !Number.isFinite(v)) continue;
    byKey.get(String(k))?.push(v);
  }
  const groups = keys.map((k) => ({ name: k, values: byKey.get(k) ?? [] })).filter((g) => g.values.length > 0);
  if (groups.length === 0) throw new ChartError('NO_VALUES', `Column "${valueCol.name}" has no numbers.`);
  return { valueName: valueCol.name, groupName: group.name, groups };
}

/** Values split by categories along x and, within each, by colour groups of another column ("supp on x, doses as coloured boxes"). */
export interface CrossedGroups {
  valueName: string;
  xName: string;
  groupName: string;
  /** The x categories in order, each with one value group per colour group (empty where none). */
  categories: Array<{ name: string; groups: ValueGroup[] }>;
  /** The colour groups in order. */
  groupKeys: string[];
}

/** The crossed groups of a chart whose request puts one column along x and colours by another; undefined otherwise. */
export function crossedValueGroups({ table, spec }: { table: Table; spec: ChartSpec }): CrossedGroups | undefined {
  if (!spec.x || !spec.group || spec.x === spec.group) return undefined;
  const x = column(table, spec.x);
  const group = column(table, spec.group);
  const named = findColumns(table, spec, { types: ['number'], mentionedOnly: true }).filter((c) => c.name !== x.name && c.name !== group.name);
  const valueCol = spec.y[0] ? numeric(table, spec.y[0]) : named[0];
  if (!valueCol) throw new ChartError('COLUMNS_MISSING', 'A numeric column is needed for the values (name it in the request, e.g. "box plot of weight by group").');
  const xKeys = levels(x.values);
  const groupKeys = levels(group.values);
  const cells = new Map<string, number[]>();
  for (let i = 0; i < table.rowCount; i++) {
    const xv = x.values[i];
    const gv = group.values[i];
    const v = valueCol.values[i];
    if (xv === null || gv === null || typeof v !== 'number' || !Number.isFinite(v)) continue;
    const key = `${String(xv)}\u0000${String(gv)}`;
    cells.set(key, [...(cells.get(key) ?? []), v]);
  }
  if (cells.size === 0) throw new ChartError('NO_VALUES', `Column "${valueCol.name}" has no numbers.`);
  return {
    valueName: valueCol.name,
    xName: x.name,
    groupName: group.name,
    categories: xKeys.map((name) => ({ name, groups: groupKeys.map((g) => ({ name: g, values: cells.get(`${name}\u0000${g}`) ?? [] })) })),
    groupKeys,
  };
}

/** Groups with fewer than `min` values cannot be drawn by some charts (a density needs two). */
export function requireValues(groups: ValueGroup[], min: number, what: string): void {
  const short = groups.filter((g) => g.values.length < min);
  if (short.length === groups.length) throw new ChartError('TOO_FEW_VALUES', `${what} needs at least ${min} values per group.`);
}

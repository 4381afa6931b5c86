// Heatmaps of a numeric matrix: rows are the table's rows (named by a text column) and columns
// its numeric columns; or, for long data (two text columns and one number), rows × columns
// from the two text columns with the mean value in each cell. Colour by viridis, or by RdBu
// centred on 0 (red high, blue low) when the values take both signs; a colour bar beside it.
import type { Scene } from '../render/scene.ts';
import { column, levels, pick } from '../columns.ts';
import { ChartError } from '../errors.ts';
import { colorBar, colorOf, type ColorScale } from '../plot/omicsLegends.ts';
import { matrixFrame } from '../plot/omicsMatrix.ts';
import type { Column } from '../data/types.ts';
import { fmt } from './omicsColumns.ts';
import type { ChartInput } from './types.ts';

interface Matrix {
  rows: string[];
  columns: string[];
  values: number[][];
  valueName: string;
  rowName?: string;
  columnName?: string;
}

function longMatrix(rowCol: Column, colCol: Column, value: Column): Matrix {
  const rows = levels(rowCol.values);
  const columns = levels(colCol.values);
  const sums = rows.map(() => columns.map(() => ({ s: 0, n: 0 })));
  for (let i = 0; i < value.values.length; i++) {
    const v = value.values[i];
    const r = rows.indexOf(String(rowCol.values[i]));
    const c = columns.indexOf(String(colCol.values[i]));
    if (typeof v !== 'number' || r < 0 || c < 0) continue;
    const cell = sums[r]?.[c];
    if (cell) {
      cell.s += v;
      cell.n++;
    }
  }
  return { rows, columns, values: sums.map((row) => row.map((c) => (c.n ? c.s / c.n : NaN))), valueName: value.name, rowName: rowCol.name, columnName: colCol.name };
}

export function readMatrix({ table, spec }: Pick<ChartInput, 'table' | 'spec'>): Matrix {
  const named = [spec.x, ...spec.y, spec.group, ...spec.mentioned].filter((n): n is string => Boolean(n)).map((n) => column(table, n));
  const categories = (named.length ? named : table.columns).filter((c) => c.type === 'category');
  const numbers = (named.length ? named : table.columns).filter((c) => c.type === 'number');
  const allNumbers = table.columns.filter((c) => c.type === 'number');
  const allCategories = table.columns.filter((c) => c.type === 'category');
  // Long data: two text columns and one value column.
  const cats = categories.length >= 2 ? categories : allCategories;
  const nums = numbers.length ? numbers : allNumbers;
  if (cats.length >= 2 && nums.length === 1 && (categories.length >= 2 || allNumbers.length === 1)) {
    const [a, b] = spec.group && cats.some((c) => c.name === spec.group) ? [column(table, spec.group), cats.find((c) => c.name !== spec.group) as Column] : [cats[0] as Column, cats[1] as Column];
    return longMatrix(a, b, nums[0] as Column);
  }
  const valueColumns = numbers.length >= 2 ? numbers : allNumbers;
  if (valueColumns.length === 0) throw new ChartError('COLUMNS_MISSING', 'A heatmap needs numeric columns (one per heatmap column), or a value column with two text columns for rows and columns.');
  const rowCol = (spec.group ? table.columns.find((c) => c.name === spec.group && c.type === 'category') : undefined) ?? (categories[0] ?? pick(table, spec, ['category']));
  const rows: string[] = [];
  const values: number[][] = [];
  for (let i = 0; i < table.rowCount; i++) {
    const row = valueColumns.map((c) => {
      const v = c.values[i];
      return typeof v === 'number' ? v : NaN;
    });
    if (row.every((v) => Number.isNaN(v))) continue;
    rows.push(rowCol ? String(rowCol.values[i] ?? '') : String(i + 1));
    values.push(row);
  }
  return { rows, columns: valueColumns.map((c) => c.name), values, valueName: 'Value', ...(rowCol ? { rowName: rowCol.name } : {}) };
}

/** viridis over the data's range, or RdBu (red high) symmetric about 0 when values take both signs. */
export function heatScale(values: number[]): ColorScale {
  const finite = values.filter(Number.isFinite);
  const lo = finite.length ? Math.min(...finite) : 0;
  const hi = finite.length ? Math.max(...finite) : 1;
  if (lo < 0 && hi > 0) {
    const m = Math.max(-lo, hi);
    return { map: 'rdbu', domain: [-m, m], reverse: true };
  }
  return { map: 'viridis', domain: lo === hi ? [lo - 1, hi + 1] : [lo, hi] };
}

export function heatmap({ table, spec, theme }: ChartInput): Scene {
  const m = readMatrix({ table, spec });
  if (m.rows.length === 0 || m.columns.length === 0) throw new ChartError('NO_VALUES', 'The heatmap has no values to show.');
  const scale = heatScale(m.values.flat());
  const cells = m.rows.length * m.columns.length;
  const decimals = (() => {
    const span = Math.max(...m.values.flat().filter(Number.isFinite).map(Math.abs), 1e-9);
    return span >= 100 ? 0 : span >= 10 ? 1 : 2;
  })();
  return matrixFrame({
    spec,
    theme,
    rows: m.rows,
    columns: m.columns,
    ...(m.rowName && m.columnName ? { yLabel: m.rowName, xLabel: m.columnName } : {}),
    gridLines: cells <= 400,
    cell: (i, j) => {
      const v = m.values[i]?.[j] ?? NaN;
      if (!Number.isFinite(v)) return { fill: '#DDDDDD' };
      return { fill: colorOf(scale, v), ...(cells <= 48 ? { text: [fmt(v, decimals)] } : {}) };
    },
    side: [colorBar(scale, m.valueName, theme, { height: Math.min(theme.height * 0.45, theme.fontSize * 12) })],
  });
}

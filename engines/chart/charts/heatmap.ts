// Heatmaps of a numeric matrix: rows are the table's rows (named by a text column) and columns
// its numeric columns; or, for long data (two text columns and one number), rows × columns
// from the two text columns with the mean value in each cell. Colour by viridis, or by RdBu
// centred on 0 (red high, blue low) when the values take both signs; a colour bar beside it.
// On request the values are z-scored within rows or columns (the colour bar says which), and
// rows and/or columns are reordered by hierarchical clustering (Euclidean distance, complete
// linkage, as pheatmap) with their dendrograms drawn at the left and on top.
import { column, findColumn } from '../columns/find.ts';
import { levels } from '../columns/values.ts';
import { fixed } from '../format.ts';
import { colorBar } from '../legends/colorBar.ts';
import { type ColorScale, colorOf } from '../plot/color.ts';
import { matrixFrame } from '../plot/matrixFrame.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import type { Column } from '../data/types.ts';
import { bar } from '../marks/bar.ts';
import { dendrogram } from '../marks/dendrogram.ts';
import { text } from '../marks/text.ts';
import { textWidth } from '../plot/textFit.ts';
import { axislessFrame } from '../plot/axislessFrame.ts';
import { figureScene } from '../plot/figure.ts';
import { requireMethods, type Methods } from '../spec.ts';
import { clusteredHeatmap, zScoreRows } from '../stats/cluster.ts';
import { summaryTitle } from '../transforms/methodLabels.ts';
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
  // A cell of several rows shows their mean, and the colour bar says so ("Mean ...").
  const averaged = sums.some((row) => row.some((c) => c.n > 1));
  return { rows, columns, values: sums.map((row) => row.map((c) => (c.n ? c.s / c.n : NaN))), valueName: summaryTitle(value.name, averaged ? 'mean' : undefined), rowName: rowCol.name, columnName: colCol.name };
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
  const rowCol = (spec.group ? table.columns.find((c) => c.name === spec.group && c.type === 'category') : undefined) ?? (categories[0] ?? findColumn(table, spec, { types: ['category'] }));
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

function transposed(m: readonly (readonly number[])[]): number[][] {
  return Array.from({ length: m[0]?.length ?? 0 }, (_, j) => m.map((r) => r[j] as number));
}

/** The matrix z-scored within rows or columns as asked (R scale(), n − 1 SD), and the colour bar's title. */
export function standardised(m: Matrix, zScore: Methods['zScore']): { values: number[][]; title: string } {
  if (!zScore) return { values: m.values, title: m.valueName };
  const values = zScore === 'row' ? zScoreRows(m.values) : transposed(zScoreRows(transposed(m.values)));
  const names = zScore === 'row' ? m.rows : m.columns;
  const flat = zScore === 'row' ? values : transposed(values);
  const constant = names.filter((_, i) => (flat[i] ?? []).every((v) => !Number.isFinite(v)));
  if (constant.length > 0) {
    const what = `${zScore === 'row' ? 'Row' : 'Column'}${constant.length > 1 ? 's' : ''} ${constant.map((n) => `"${n}"`).join(', ')}`;
    throw new ChartError('NO_SPREAD', `${what} ${constant.length > 1 ? 'have' : 'has'} one value throughout: z-scores are undefined (0/0). Leave ${constant.length > 1 ? 'them' : 'it'} out, or do not z-score.`);
  }
  return { values, title: zScore === 'row' ? 'Row z-score' : 'Column z-score' };
}

export interface ClusteredGridInput {
  rows: string[];
  columns: string[];
  /** Values in the input order of rows and columns. */
  values: number[][];
  clusterRows: boolean;
  clusterColumns: boolean;
  barTitle: string;
}

/** A heatmap with its rows and/or columns in hclust order and their trees at the left and on top. */
export function clusteredGrid({ spec, theme }: Pick<ChartInput, 'spec' | 'theme'>, input: ClusteredGridInput): Scene {
  let hm: ReturnType<typeof clusteredHeatmap>;
  try {
    hm = clusteredHeatmap(input.values, { clusterRows: input.clusterRows, clusterCols: input.clusterColumns });
  } catch (error) {
    throw new ChartError('NO_VALUES', `Rows or columns cannot be clustered: some pairs share no value, so their distance is undefined (${(error as Error).message}).`);
  }
  const scale = heatScale(hm.values.flat());
  const { plot, layers } = axislessFrame(spec, theme, []);
  const fs = theme.fontSize;
  const rowNames = hm.rowOrder.map((i) => input.rows[i] ?? '');
  const colNames = hm.colOrder.map((j) => input.columns[j] ?? '');
  const key = colorBar(scale, input.barTitle, theme, { height: Math.min(plot.height * 0.45, fs * 10) });
  const treeW = hm.rowTree ? Math.min(plot.width * 0.15, fs * 8) : 0;
  const treeH = hm.colTree ? Math.min(plot.height * 0.15, fs * 5) : 0;
  const rowFs = Math.min(fs, Math.max(5, ((plot.height - treeH) / Math.max(1, rowNames.length)) * 0.85));
  const rowLabelW = Math.max(...rowNames.map((l) => textWidth(l, rowFs))) + fs * 0.4;
  const colLabelH = Math.max(...colNames.map((l) => textWidth(l, fs))) * Math.SQRT1_2 + fs;
  const gridX = plot.x + treeW + (treeW ? 2 : 0);
  const gridY = plot.y + treeH + (treeH ? 2 : 0);
  const gridW = Math.max(10, plot.x + plot.width - gridX - rowLabelW - key.width - fs);
  const gridH = Math.max(10, plot.y + plot.height - gridY - colLabelH);
  const cw = gridW / colNames.length;
  const ch = gridH / rowNames.length;
  // Cells overlap a little so that no seam shows between them.
  const cells = hm.values.flatMap((row, i) =>
    row.map((v, j) => bar({ x: gridX + j * cw, y: gridY + i * ch, width: cw + 0.1, height: ch + 0.1 }, theme, { fill: Number.isFinite(v) ? colorOf(scale, v) : '#DDDDDD', stroke: 'none' })),
  );
  const names: SceneNode[] = [];
  // Row labels too small to read even at 5 pt are left out rather than overprinted.
  if (ch >= 5 * 0.8) rowNames.forEach((l, i) => names.push(text(gridX + gridW + fs * 0.3, gridY + (i + 0.5) * ch, l, theme, { size: Math.min(rowFs, ch * 0.9), baseline: 'middle' })));
  if (cw >= 5 * 0.8) colNames.forEach((l, j) => names.push(text(gridX + (j + 0.5) * cw, gridY + gridH + fs * 0.3, l, theme, { size: Math.min(fs, cw * 0.9), anchor: 'end', baseline: 'hanging', rotate: -45 })));
  // The trees grow away from the grid: the row tree leftwards, the column tree upwards.
  const trees: SceneNode[] = [];
  if (hm.rowTree) {
    const top = Math.max(...hm.rowTree.height) || 1;
    trees.push(...dendrogram(hm.rowTree, (leaf, h) => [gridX - 2 - (h / top) * (treeW - 2), gridY + (leaf - 0.5) * ch], theme));
  }
  if (hm.colTree) {
    const top = Math.max(...hm.colTree.height) || 1;
    trees.push(...dendrogram(hm.colTree, (leaf, h) => [gridX + (leaf - 0.5) * cw, gridY - 2 - (h / top) * (treeH - 2)], theme));
  }
  const legends = spec.legend !== 'none' ? key.draw(gridX + gridW + rowLabelW + fs * 0.6, gridY) : [];
  return figureScene(theme, layers, { marks: [...cells, ...trees], axes: names, legends });
}

export function heatmap({ table, spec, theme }: ChartInput): Scene {
  const methods = requireMethods(spec);
  const m = readMatrix({ table, spec });
  if (m.rows.length === 0 || m.columns.length === 0) throw new ChartError('NO_VALUES', 'The heatmap has no values to show.');
  const { values, title } = standardised(m, methods.zScore);
  if (methods.cluster && (methods.cluster.rows || methods.cluster.columns)) {
    return clusteredGrid({ spec, theme }, { rows: m.rows, columns: m.columns, values, clusterRows: methods.cluster.rows, clusterColumns: methods.cluster.columns, barTitle: title });
  }
  const scale = heatScale(values.flat());
  const cells = m.rows.length * m.columns.length;
  const decimals = (() => {
    const span = Math.max(...values.flat().filter(Number.isFinite).map(Math.abs), 1e-9);
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
      const v = values[i]?.[j] ?? NaN;
      if (!Number.isFinite(v)) return { fill: '#DDDDDD' };
      return { fill: colorOf(scale, v), ...(cells <= 48 ? { text: [fixed(v, decimals)] } : {}) };
    },
    side: [colorBar(scale, title, theme, { height: Math.min(theme.height * 0.45, theme.fontSize * 12) })],
  });
}

// Dendrograms: rows clustered on the numeric columns by Euclidean distance and complete linkage,
// R's defaults (hclust(dist(x))), drawn as plot.hclust draws them: leaves in hclust order at
// height 0, each merge at its height, labelled by a category column (or row numbers).
import { column, findColumn, numeric } from '../columns/find.ts';
import { dendrogram as dendrogramMark } from '../marks/dendrogram.ts';
import type { Scene } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { BandScale } from '../plot/scales.ts';
import { fitWholeBandLabelsX, type LabelFit } from '../plot/axisLabels.ts';
import { euclideanDist, hclust, type Hclust } from '../stats/cluster.ts';
import { requireMethods } from '../spec.ts';
import { lineHeight } from '../plot/textFit.ts';
import { clusteredGrid, standardised } from './heatmap.ts';
import type { ChartInput } from './types.ts';

export function dendrogramTree({ table, spec }: ChartInput): { tree: Hclust; labels: string[]; features: string[] } {
  const labelName = spec.group ?? (spec.x && table.columns.find((c) => c.name === spec.x)?.type === 'category' ? spec.x : undefined);
  const labelCol = labelName ? column(table, labelName) : findColumn(table, spec, { types: ['category'] });
  const isNum = (n: string): boolean => table.columns.find((c) => c.name === n)?.type === 'number';
  let features = [...spec.y, ...spec.mentioned.filter(isNum)].filter((n, i, all) => all.indexOf(n) === i);
  if (features.length < 2) features = table.columns.filter((c) => c.type === 'number').map((c) => c.name);
  if (features.length === 0) throw new ChartError('COLUMNS_MISSING', 'A dendrogram needs numeric columns to measure distances between rows.');
  const cols = features.map((n) => numeric(table, n));
  const rows: number[][] = [];
  const labels: string[] = [];
  for (let r = 0; r < table.rowCount; r++) {
    const row = cols.map((c) => {
      const v = c.values[r];
      return typeof v === 'number' ? v : NaN;
    });
    if (row.every((v) => Number.isNaN(v))) continue;
    rows.push(row);
    const l = labelCol?.values[r];
    labels.push(l === null || l === undefined ? `Row ${r + 1}` : String(l));
  }
  if (rows.length < 3) throw new ChartError('NO_VALUES', 'A dendrogram needs at least three rows with numbers.');
  const dist = euclideanDist(rows);
  if (dist.values.some((v) => !Number.isFinite(v))) throw new ChartError('NO_VALUES', 'Some rows share no non-missing column, so their distance is undefined.');
  return { tree: hclust(dist, 'complete'), labels, features };
}

const LONG_LABEL = 'Height (Euclidean distance, complete linkage)';

interface Leaves {
  theme: ChartInput['theme'];
  fit: LabelFit;
}

/** The plot's width less the y axis's labels and title, before the frame is laid out. */
function plotWidthGuess(theme: ChartInput['theme']): number {
  return theme.width * 0.9 - theme.fontSize * 5;
}

/** Leaf labels are never thinned or wrapped: below the journal's size they shrink, to its minimum, then the chart is refused. */
function fitLeaves(theme: ChartInput['theme'], labels: readonly string[]): Leaves {
  const step = plotWidthGuess(theme) / Math.max(1, labels.length);
  const at = (size: number) => fitWholeBandLabelsX(labels, step, size);
  const full = at(theme.fontSize);
  if (full) return { theme, fit: full };
  // Turned 90°, each label needs a line height of the step.
  const size = Math.max(theme.minFontSize, Math.min(theme.fontSize, step / lineHeight(1)) - 0.01);
  const fit = at(size);
  if (!fit) {
    const most = Math.floor(plotWidthGuess(theme) / lineHeight(theme.minFontSize));
    throw new ChartError('TOO_MANY_LEAVES', `The dendrogram has ${labels.length} leaves; at this figure width at most ${most} leaf labels fit, even turned 90° at ${theme.minFontSize} pt. Use a wider figure, or cluster fewer rows.`);
  }
  return { theme: { ...theme, fontSize: size }, fit };
}

export function dendrogram(input: ChartInput): Scene {
  const methods = requireMethods(input.spec);
  if (methods.zScore || methods.cluster?.columns) return clusteredHeatmapChart(input);
  const { tree, labels } = dendrogramTree(input);
  // Leaf labels in plotting order, made unique for the band scale.
  const ordered = tree.order.map((obs) => labels[obs - 1] ?? '');
  const unique = ordered.map((l, i) => (ordered.indexOf(l) === i ? l : `${l} (${i + 1})`));
  const { theme, fit } = fitLeaves(input.theme, unique);
  if (fit.mode !== 'rotated90') return dendrogramScene(input, tree, theme, unique);
  // Long leaves make the figure taller (to the journal's page) rather than the tree flat.
  return dendrogramScene(input, tree, { ...theme, height: Math.min(theme.maxHeight, Math.max(theme.height, fit.depth / 0.4)) }, unique);
}

function dendrogramScene(input: ChartInput, tree: Hclust, theme: ChartInput['theme'], categories: string[]): Scene {
  return cartesian({
    spec: input.spec,
    theme,
    x: { categories, whole: true },
    y: { values: [0, ...tree.height], zero: true },
    // The method in the axis title when it fits beside the axis (narrow figures: just "Height").
    yLabel: LONG_LABEL,
    legend: [],
    marks: (scales) => {
      const sx = scales.x as BandScale;
      const step = sx.categories.length > 0 ? (sx.range[1] - sx.range[0]) / sx.categories.length : 0;
      const px = (pos: number): number => sx.range[0] + (pos - 0.5) * step;
      return dendrogramMark(tree, (leaf, height) => [px(leaf), scales.y.map(height)], theme, { strokeWidth: theme.lineWidth * 0.8 });
    },
  });
}

/**
 * A clustered heatmap as pheatmap draws it: values z-scored by column (pheatmap(x, scale =
 * "column"), unless the request asks for rows or another clustering), rows and columns
 * clustered (Euclidean, complete linkage) on the scaled matrix, shown in tree order with the
 * row tree on the left and the column tree on top. The dendrogram chart draws this when the
 * request asks for a heatmap ("clustered heatmap", "z-score by row").
 */
export function clusteredHeatmapChart(input: ChartInput): Scene {
  const { spec, table } = input;
  const methods = spec.methods ?? {};
  const { labels, features } = dendrogramTree(input);
  if (features.length < 2) throw new ChartError('COLUMNS_MISSING', 'A clustered heatmap needs at least two numeric columns.');
  const cols = features.map((n) => numeric(table, n));
  const matrix: number[][] = [];
  for (let r = 0; r < table.rowCount; r++) {
    const row = cols.map((c) => (typeof c.values[r] === 'number' ? (c.values[r] as number) : NaN));
    if (!row.every((v) => Number.isNaN(v))) matrix.push(row);
  }
  const { values, title } = standardised({ rows: labels, columns: features, values: matrix, valueName: 'Value' }, methods.zScore ?? 'column');
  const cluster = methods.cluster ?? { rows: true, columns: true };
  return clusteredGrid(input, { rows: labels, columns: features, values, clusterRows: cluster.rows, clusterColumns: cluster.columns, barTitle: title });
}

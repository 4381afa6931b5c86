// Dendrograms: rows clustered on the numeric columns by Euclidean distance and complete linkage,
// R's defaults (hclust(dist(x))), drawn as plot.hclust draws them: leaves in hclust order at
// height 0, each merge at its height, labelled by a category column (or row numbers).
import type { Scene, SceneNode } from '../render/scene.ts';
import { column, numeric, pick } from '../columns.ts';
import { ChartError } from '../errors.ts';
import { cartesian } from '../plot/cartesian.ts';
import { compositionFrame, textWidth } from '../plot/compositionFrame.ts';
import { sampleColorMap } from '../style/colormaps.ts';
import type { BandScale } from '../plot/scales.ts';
import { clusteredHeatmap, dendrogramLayout, euclideanDist, hclust, type Hclust } from '../stats/cluster.ts';
import type { ChartInput } from './types.ts';

export function dendrogramTree({ table, spec }: ChartInput): { tree: Hclust; labels: string[]; features: string[] } {
  const labelName = spec.group ?? (spec.x && table.columns.find((c) => c.name === spec.x)?.type === 'category' ? spec.x : undefined);
  const labelCol = labelName ? column(table, labelName) : pick(table, spec, ['category']);
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

export function dendrogram(input: ChartInput): Scene {
  const { spec, theme } = input;
  const { tree, labels } = dendrogramTree(input);
  const layout = dendrogramLayout(tree);
  // Leaf labels in plotting order, made unique for the band scale.
  const ordered = tree.order.map((obs) => labels[obs - 1] ?? '');
  const unique = ordered.map((l, i) => (ordered.indexOf(l) === i ? l : `${l} (${i + 1})`));
  return cartesian({
    spec,
    theme,
    x: { categories: unique },
    y: { values: [0, ...tree.height], zero: true },
    // The method in the axis title when it fits beside the axis (narrow figures: just "Height").
    yLabel: textWidth(LONG_LABEL, theme.fontSize) < theme.height * 0.5 ? LONG_LABEL : 'Height',
    legend: [],
    marks: (scales) => {
      const sx = scales.x as BandScale;
      const step = sx.categories.length > 0 ? (sx.range[1] - sx.range[0]) / sx.categories.length : 0;
      const px = (pos: number): number => sx.range[0] + (pos - 0.5) * step;
      return layout.segments.map(
        (s): SceneNode => ({ type: 'line', x1: px(s.x1), y1: scales.y.map(s.y1), x2: px(s.x2), y2: scales.y.map(s.y2), stroke: theme.ink, strokeWidth: theme.lineWidth * 0.8, lineCap: 'square' }),
      );
    },
  });
}

/** Horizontal dendrogram segments (leaves on y, height on x growing leftwards from `right`). */
function treeSegments(tree: Hclust, leafPos: (pos: number) => number, heightPos: (h: number) => number, horizontal: boolean, theme: ChartInput['theme']): SceneNode[] {
  return dendrogramLayout(tree).segments.map((s): SceneNode => {
    const a = leafPos(s.x1);
    const b = leafPos(s.x2);
    const h1 = heightPos(s.y1);
    const h2 = heightPos(s.y2);
    return horizontal
      ? { type: 'line', x1: h1, y1: a, x2: h2, y2: b, stroke: theme.ink, strokeWidth: theme.axisWidth, lineCap: 'square' }
      : { type: 'line', x1: a, y1: h1, x2: b, y2: h2, stroke: theme.ink, strokeWidth: theme.axisWidth, lineCap: 'square' };
  });
}

/**
 * A clustered heatmap as pheatmap(x, scale = "column") draws it: each numeric column z-scored,
 * rows and columns clustered (Euclidean, complete linkage) on the scaled matrix and shown in
 * tree order, the row tree on the left, the column tree on top, RdBu colours symmetric about 0
 * (blue low, red high) with a colour bar. Not registered under a chart type of its own: the
 * request reader sends "clustered heatmap" to 'dendrogram', which draws the tree alone.
 */
export function clusteredHeatmapChart(input: ChartInput): Scene {
  const { spec, theme, table } = input;
  const { labels, features } = dendrogramTree(input);
  const cols = features.map((n) => numeric(table, n));
  const matrix: number[][] = [];
  for (let r = 0; r < table.rowCount; r++) {
    const row = cols.map((c) => (typeof c.values[r] === 'number' ? (c.values[r] as number) : NaN));
    if (!row.every((v) => Number.isNaN(v))) matrix.push(row);
  }
  if (features.length < 2) throw new ChartError('COLUMNS_MISSING', 'A clustered heatmap needs at least two numeric columns.');
  const hm = clusteredHeatmap(matrix, { scale: 'column' });
  const { plot, nodes: frame } = compositionFrame(spec, theme, []);
  const fs = theme.fontSize;
  const zMax = Math.max(1e-9, ...hm.values.flat().filter((v) => Number.isFinite(v)).map(Math.abs));
  const rowNames = hm.rowOrder.map((i) => labels[i] ?? '');
  const colNames = hm.colOrder.map((j) => features[j] ?? '');
  const rowLabelW = Math.max(...rowNames.map((l) => textWidth(l, fs))) + fs * 0.4;
  const colLabelH = Math.max(...colNames.map((l) => textWidth(l, fs))) * Math.SQRT1_2 + fs;
  const barW = fs * 4.5;
  const treeW = Math.min(plot.width * 0.18, fs * 10);
  const treeH = Math.min(plot.height * 0.15, fs * 5);
  const gridX = plot.x + treeW + 2;
  const gridY = plot.y + treeH + 2;
  const gridW = Math.max(10, plot.width - treeW - 2 - rowLabelW - barW);
  const gridH = Math.max(10, plot.height - treeH - 2 - colLabelH);
  const cw = gridW / colNames.length;
  const ch = gridH / rowNames.length;
  const out: SceneNode[] = [];
  hm.values.forEach((row, i) =>
    row.forEach((z, j) => {
      const fill = Number.isFinite(z) ? sampleColorMap('rdbu', 0.5 - z / (2 * zMax)) : '#DDDDDD';
      out.push({ type: 'rect', x: gridX + j * cw, y: gridY + i * ch, width: cw + 0.1, height: ch + 0.1, fill });
    }),
  );
  const rowFs = Math.min(fs, ch * 0.9);
  rowNames.forEach((l, i) => out.push({ type: 'text', x: gridX + gridW + fs * 0.3, y: gridY + (i + 0.5) * ch, text: l, size: rowFs, weight: 'normal', anchor: 'start', baseline: 'middle', color: theme.ink }));
  colNames.forEach((l, j) => out.push({ type: 'text', x: gridX + (j + 0.5) * cw, y: gridY + gridH + fs * 0.3, text: l, size: fs, weight: 'normal', anchor: 'end', baseline: 'hanging', rotate: -45, color: theme.ink }));
  if (hm.rowTree) {
    const top = Math.max(...hm.rowTree.height);
    out.push(...treeSegments(hm.rowTree, (p) => gridY + (p - 0.5) * ch, (h) => gridX - 2 - (h / top) * (treeW - 2), true, theme));
  }
  if (hm.colTree) {
    const top = Math.max(...hm.colTree.height);
    out.push(...treeSegments(hm.colTree, (p) => gridX + (p - 0.5) * cw, (h) => gridY - 2 - (h / top) * (treeH - 2), false, theme));
  }
  // Colour bar: z from −max to +max, blue to red.
  const bx = gridX + gridW + rowLabelW + fs * 0.8;
  const bh = Math.min(gridH, fs * 10);
  const steps = 48;
  for (let k = 0; k < steps; k++) out.push({ type: 'rect', x: bx, y: gridY + bh - ((k + 1) / steps) * bh, width: fs * 0.8, height: bh / steps + 0.2, fill: sampleColorMap('rdbu', 1 - (k + 0.5) / steps) });
  out.push({ type: 'rect', x: bx, y: gridY, width: fs * 0.8, height: bh, stroke: theme.ink, strokeWidth: theme.axisWidth * 0.6 });
  const zTick = Math.floor(zMax);
  for (const v of zTick >= 1 ? [-zTick, 0, zTick] : [0]) {
    const y = gridY + bh / 2 - (v / zMax) * (bh / 2);
    out.push({ type: 'line', x1: bx + fs * 0.8, y1: y, x2: bx + fs * 0.8 + theme.tickLength, y2: y, stroke: theme.ink, strokeWidth: theme.axisWidth });
    out.push({ type: 'text', x: bx + fs * 0.8 + theme.tickLength + 1.5, y, text: v < 0 ? `\u2212${-v}` : String(v), size: fs, weight: 'normal', anchor: 'start', baseline: 'middle', color: theme.ink });
  }
  out.push({ type: 'text', x: bx, y: gridY - fs * 0.5, text: 'z-score', size: fs, weight: 'normal', anchor: 'start', baseline: 'alphabetic', color: theme.ink });
  return { width: theme.width, height: theme.height, background: '#FFFFFF', nodes: [...out, ...frame] };
}

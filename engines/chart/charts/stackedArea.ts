// Stacked area charts: one layer per group (long data: x, y, group) or per y column (wide data),
// stacked as d3.stack with zero offset (transforms/stackedArea.ts); a group missing at an x
// counts as 0 there. Dates are placed in decimal years and their ticks labelled as dates.
import { column, findColumn, numeric, require } from '../columns/find.ts';
import { levels } from '../columns/values.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import { areaBetween } from '../marks/area.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { stackedArea as stackLayers } from '../transforms/stackedArea.ts';
import { summaryTitle } from '../transforms/methodLabels.ts';
import type { ChartInput } from './types.ts';

/** Unix ms to decimal years (2020-07-02 ≈ 2020.5). */
export function decimalYear(ms: number): number {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const start = Date.UTC(y, 0, 1);
  return y + (ms - start) / (Date.UTC(y + 1, 0, 1) - start);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Decimal years back to a date's label: "2022" on whole years, else "Jul 2022". */
export function yearLabel(year: number, whole: boolean): string {
  const y = Math.floor(year + 1e-9);
  if (whole) return String(y);
  const start = Date.UTC(y, 0, 1);
  const d = new Date(start + (year - y) * (Date.UTC(y + 1, 0, 1) - start) + 43200000);
  return `${MONTHS[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}`;
}

/**
 * The x tick labels of a Cartesian scene drawn over decimal years, rewritten as dates (the
 * shared Cartesian frame formats numbers only). Tick labels are the top-level texts centred
 * under the axis that read as numbers; the axis title does not.
 */
export function relabelYearTicks(scene: Scene): Scene {
  const ticks = scene.nodes.filter((n): n is Extract<SceneNode, { type: 'text' }> => n.type === 'text' && n.baseline === 'hanging' && n.anchor === 'middle' && n.rotate === undefined && /^\u2212?\d+(\.\d+)?$/.test(n.text));
  const values = ticks.map((t) => Number(t.text.replace('\u2212', '-')));
  const whole = values.every((v) => Math.abs(v - Math.round(v)) < 1e-9);
  const labels = new Map(ticks.map((t, i) => [t, yearLabel(values[i] ?? 0, whole)]));
  return { ...scene, nodes: scene.nodes.map((n) => (n.type === 'text' && labels.has(n) ? { ...n, text: labels.get(n) ?? n.text } : n)) };
}

export interface StackInput {
  xs: number[];
  names: string[];
  /** [series][x index] values, 0 where a series has no value. */
  values: number[][];
}

export function stackInput({ table, spec }: ChartInput): StackInput & { xName: string; yName: string; isDate: boolean } {
  const x = spec.x ? column(table, spec.x) : require(findColumn(table, spec, { types: ['number', 'date'] }), 'COLUMNS_MISSING', 'A numeric or date x column is needed for the stacked areas.');
  if (x.type === 'category') throw new ChartError('COLUMN_NOT_NUMERIC', `Column "${x.name}" holds text; the stacked areas need numbers or dates on x.`);
  const group = spec.group ? column(table, spec.group) : undefined;
  let yNames = spec.y.length > 0 ? spec.y : spec.mentioned.filter((n) => n !== x.name && table.columns.find((c) => c.name === n)?.type === 'number');
  if (yNames.length === 0) {
    yNames = group
      ? [require(findColumn(table, spec, { types: ['number'], exclude: [x.name] }), 'COLUMNS_MISSING', 'A numeric y column is needed.').name]
      : table.columns.filter((c) => c.type === 'number' && c.name !== x.name).map((c) => c.name);
  }
  if (yNames.length === 0) throw new ChartError('COLUMNS_MISSING', 'A numeric y column is needed for the stacked areas.');
  const ys = yNames.map((n) => numeric(table, n));
  const names = group ? levels(group.values) : yNames;
  const xs = [...new Set(x.values.filter((v): v is number => typeof v === 'number'))].sort((a, b) => a - b);
  const xIndex = new Map(xs.map((v, i) => [v, i]));
  const values = names.map(() => new Array<number>(xs.length).fill(0));
  // Rows that meet at one x in one layer are added up, and the y axis then says so ("Total ...").
  const filled = names.map(() => new Array<number>(xs.length).fill(0));
  for (let r = 0; r < table.rowCount; r++) {
    const xv = x.values[r];
    if (typeof xv !== 'number') continue;
    const j = xIndex.get(xv) ?? 0;
    if (group) {
      const g = group.values[r];
      const yv = ys[0]?.values[r];
      if (g === null || g === undefined || typeof yv !== 'number') continue;
      const row = values[names.indexOf(String(g))];
      if (row) row[j] = (row[j] ?? 0) + yv;
      const seen = filled[names.indexOf(String(g))];
      if (seen) seen[j] = (seen[j] ?? 0) + 1;
    } else {
      ys.forEach((y, i) => {
        const yv = y.values[r];
        const row = values[i];
        if (typeof yv === 'number' && row) row[j] = (row[j] ?? 0) + yv;
        const seen = filled[i];
        if (typeof yv === 'number' && seen) seen[j] = (seen[j] ?? 0) + 1;
      });
    }
  }
  if (xs.length < 2) throw new ChartError('NO_VALUES', 'Stacked areas need at least two x values.');
  const isDate = x.type === 'date';
  return { xs: isDate ? xs.map(decimalYear) : xs, names, values, xName: x.name, yName: summaryTitle(group ? (yNames[0] ?? '') : 'Value', filled.some((row) => row.some((n) => n > 1)) ? 'sum' : undefined), isDate };
}

export function stackedArea(input: ChartInput): Scene {
  const { spec, theme } = input;
  const { xs, names, values, xName, yName, isDate } = stackInput(input);
  if (values.some((row) => row.some((v) => v < 0))) throw new ChartError('NEGATIVE_VALUES', 'Stacked areas need values of zero or more.');
  const { order, layers } = stackLayers(values);
  const tops = layers.flatMap((l) => l.map((p) => p[1]));
  // Legend top to bottom as the layers are stacked, so the keys read like the chart.
  const legend = [...order].reverse().map((i) => ({ label: names[i] ?? '', color: theme.color(i), shape: 'box' as const }));
  const scene = cartesian({
    spec,
    theme,
    x: { values: xs },
    y: { values: [0, ...tops], zero: true },
    xLabel: xName,
    yLabel: yName,
    legend,
    marks: (scales) => {
      const sx = scales.x as ContinuousScale;
      const nodes: SceneNode[] = [];
      for (const i of order) {
        const layer = layers[i] ?? [];
        const upper = layer.map((p, j): [number, number] => [sx.map(xs[j] ?? 0), scales.y.map(p[1])]);
        const lower = layer.map((p, j): [number, number] => [sx.map(xs[j] ?? 0), scales.y.map(p[0])]);
        // Outlined in white, so that layers of near colours stay apart.
        nodes.push(areaBetween(upper, lower, theme, { fill: theme.color(i), stroke: '#FFFFFF', strokeWidth: theme.axisWidth * 0.5 }));
      }
      return nodes;
    },
  });
  return isDate ? relabelYearTicks(scene) : scene;
}

// Shared pieces of the model-fitting and diagnostic charts (kaplan_meier, roc, regression,
// dose_response, enzyme_kinetics, growth_curve, standard_curve, bland_altman,
// precision_recall, calibration_curve): reading roles from the table, number formats for
// printed statistics, confidence bands, and blocks of statistic text inside the plot.
import { column, levels, numeric } from '../columns.ts';
import type { Column, Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { measureText } from '../render/fonts.ts';
import type { SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import type { LegendEntry, Rect } from './frame.ts';
import { drawLegend, legendSize } from './frame.ts';
import type { ContinuousScale } from './scales.ts';
import type { Theme } from './theme.ts';

/** A number with `digits` significant figures, plain notation where sensible, a true minus sign. */
export function sig(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NA' : value > 0 ? '∞' : '−∞';
  if (value === 0) return '0';
  const abs = Math.abs(value);
  let text: string;
  if (abs >= 1e6 || abs < 1e-4) {
    const [m, e] = value.toExponential(digits - 1).split('e');
    text = `${m ?? ''} × 10^${Number(e)}`;
  } else {
    const decimals = Math.max(0, digits - 1 - Math.floor(Math.log10(abs)));
    text = value.toFixed(Math.min(decimals, 10));
  }
  return text.replace(/-/g, '\u2212');
}

/** Fixed decimals with a true minus sign. */
export function fixed(value: number, decimals: number): string {
  const text = (Math.abs(value) < 0.5 * 10 ** -decimals ? 0 : value).toFixed(decimals);
  return text.replace(/-/g, '\u2212');
}

/** An interval "a–b" with the same number formatting. */
export function interval(lo: number, hi: number, format: (v: number) => string): string {
  return `${format(lo)}–${format(hi)}`;
}

/** Numeric values of a column (nulls as NaN). */
export function numbersOf(col: Column): number[] {
  return col.values.map((v) => (typeof v === 'number' ? v : NaN));
}

/** The named column with this role, else undefined. */
export function roleColumn(table: Table, spec: ChartSpec, role: string): Column | undefined {
  const name = spec.roles[role];
  return name ? column(table, name) : undefined;
}

/** Columns of the wanted types in the order: y, mentioned, x, then the table's; minus exclusions. */
export function candidates(table: Table, spec: ChartSpec, types: Array<Column['type']>, exclude: Array<string | undefined>): Column[] {
  const order = [...spec.y, ...spec.mentioned, ...(spec.x ? [spec.x] : [])].map((n) => table.columns.find((c) => c.name === n));
  const seen = new Set<string>();
  const out: Column[] = [];
  for (const c of [...order, ...table.columns]) {
    if (!c || seen.has(c.name) || exclude.includes(c.name) || !types.includes(c.type)) continue;
    seen.add(c.name);
    out.push(c);
  }
  return out;
}

const POSITIVE = /^(1|true|yes|y|positive|pos|event|dead|death|died|deceased|relapse|relapsed|progressed|progression|case|cases|disease|diseased|malignant|cancer|failure|failed|recurrence|abnormal)$/i;
const NEGATIVE = /^(0|false|no|n|negative|neg|alive|censored|censor|control|controls|healthy|normal|benign|none|survived|living)$/i;

/** Whether a column can be read as a 0/1 outcome (two values at most). */
export function isBinary(col: Column): boolean {
  const values = levels(col.values);
  if (values.length < 1 || values.length > 2) return false;
  if (col.type === 'number') return values.every((v) => v === '0' || v === '1');
  return col.type === 'category';
}

/**
 * A two-valued column as booleans (null where empty): 0/1 numbers, or two categories where
 * the positive one is recognised by its word (yes, dead, case, positive ...) or, failing
 * that, is the second in sorted order (pROC's rule: levels are controls then cases).
 */
export function binaryValues(col: Column, what: string): { values: Array<boolean | null>; positive: string } {
  const lv = levels(col.values);
  if (col.type === 'number') {
    if (!lv.every((v) => v === '0' || v === '1')) throw new ChartError('COLUMN_NOT_BINARY', `Column "${col.name}" must hold 0 and 1 for the ${what}.`);
    return { values: col.values.map((v) => (typeof v === 'number' ? v === 1 : null)), positive: '1' };
  }
  if (lv.length !== 2) throw new ChartError('COLUMN_NOT_BINARY', `Column "${col.name}" must hold exactly two values for the ${what}; it has ${lv.length}.`);
  const [a, b] = lv as [string, string];
  let positive: string;
  if (POSITIVE.test(a.trim()) || NEGATIVE.test(b.trim())) positive = a;
  else if (POSITIVE.test(b.trim()) || NEGATIVE.test(a.trim())) positive = b;
  else positive = [a, b].sort()[1] as string;
  return { values: col.values.map((v) => (v === null ? null : String(v) === positive)), positive };
}

/** The grouping column, when the request named one (spec.group). */
export function groupColumn(table: Table, spec: ChartSpec): Column | undefined {
  return spec.group ? column(table, spec.group) : undefined;
}

/** Row indices per group level ([''] with all rows when ungrouped). */
export function rowsByGroup(table: Table, group: Column | undefined): Array<{ key: string; rows: number[] }> {
  if (!group) return [{ key: '', rows: Array.from({ length: table.rowCount }, (_, i) => i) }];
  return levels(group.values).map((key) => ({ key, rows: Array.from({ length: table.rowCount }, (_, i) => i).filter((i) => group.values[i] !== null && String(group.values[i]) === key) }));
}

/** x and y of the rows where both are finite numbers. */
export function pairs(x: Column, y: Column, rows: number[]): { x: number[]; y: number[] } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const i of rows) {
    const a = x.values[i];
    const b = y.values[i];
    if (typeof a === 'number' && typeof b === 'number' && Number.isFinite(a) && Number.isFinite(b)) {
      xs.push(a);
      ys.push(b);
    }
  }
  return { x: xs, y: ys };
}

/** The x (predictor) and y (response) columns of a fitted-model chart. */
export function xyColumns(table: Table, spec: ChartSpec, xWord: string, yWord: string, xRole?: string, xHint?: RegExp): { x: Column; y: Column } {
  const xName = spec.x ?? (xRole ? spec.roles[xRole] : undefined);
  const options = xName ? [] : candidates(table, spec, ['number'], [spec.group, ...spec.y.slice(0, 1)]);
  // Without "y against x", a column named like the predictor (dose, conc, time ...) is x.
  const x = xName ? numeric(table, xName) : ((xHint ? options.find((c) => xHint.test(c.name)) : undefined) ?? options[0]);
  if (!x) throw new ChartError('COLUMNS_MISSING', `A numeric ${xWord} column is needed (write "<${yWord}> against <${xWord}>").`);
  const y = spec.y[0] ? numeric(table, spec.y[0]) : candidates(table, spec, ['number'], [x.name, spec.group])[0];
  if (!y) throw new ChartError('COLUMNS_MISSING', `A numeric ${yWord} column is needed besides "${x.name}" (write "<${yWord}> against <${xWord}>").`);
  return { x, y };
}

/** Evenly spaced values from lo to hi (log-spaced when `log`). */
export function grid(lo: number, hi: number, n = 200, log = false): number[] {
  const a = log ? Math.log10(lo) : lo;
  const b = log ? Math.log10(hi) : hi;
  return Array.from({ length: n }, (_, i) => {
    const v = a + ((b - a) * i) / (n - 1);
    return log ? 10 ** v : v;
  });
}

/** A filled band between two curves over the same x values. */
export function bandNode(xs: number[], lower: number[], upper: number[], sx: ContinuousScale, sy: ContinuousScale, color: string, opacity = 0.2): SceneNode {
  const top = xs.map((x, i) => [sx.map(x), sy.map(upper[i] as number)] as [number, number]);
  const bottom = xs.map((x, i) => [sx.map(x), sy.map(lower[i] as number)] as [number, number]).reverse();
  return { type: 'polyline', points: [...top, ...bottom], closed: true, fill: color, fillOpacity: opacity };
}

/** A curve through (x, y) pairs, skipping non-finite values. */
export function curveNode(xs: number[], ys: number[], sx: ContinuousScale, sy: ContinuousScale, color: string, width: number, dash?: number[]): SceneNode {
  const points = xs.flatMap((x, i) => {
    const y = ys[i] as number;
    return Number.isFinite(y) && Number.isFinite(x) ? [[sx.map(x), sy.map(y)] as [number, number]] : [];
  });
  return { type: 'polyline', points, stroke: color, strokeWidth: width, lineJoin: 'round', ...(dash ? { dash } : {}) };
}

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface StatLine {
  text: string;
  color?: string;
}

/** Lines of statistic text in a corner of the plot, inset a little from the axes. */
export function statBlock(lines: StatLine[], plot: Rect, theme: Theme, corner: Corner): SceneNode[] {
  const fs = theme.fontSize;
  const row = fs * 1.3;
  const inset = fs * 0.6;
  const right = corner.endsWith('right');
  const bottom = corner.startsWith('bottom');
  const x = right ? plot.x + plot.width - inset : plot.x + inset;
  const y0 = bottom ? plot.y + plot.height - inset - row * (lines.length - 1) : plot.y + inset + fs * 0.5;
  return lines.map((line, i) => ({
    type: 'text',
    x,
    y: y0 + i * row,
    text: line.text,
    size: fs,
    weight: 'normal',
    anchor: right ? 'end' : 'start',
    baseline: 'middle',
    color: line.color ?? theme.ink,
  }));
}

/** Width of the widest line, in points. */
export function textWidth(lines: string[], size: number): number {
  return lines.reduce((w, l) => Math.max(w, measureText(l, size, 'normal').width), 0);
}

/** A legend drawn inside the plot, in a corner the data leave empty. */
export function insideLegend(entries: LegendEntry[], plot: Rect, theme: Theme, corner: Corner): SceneNode[] {
  if (entries.length === 0) return [];
  const size = legendSize(entries, theme);
  const inset = theme.fontSize * 0.5;
  const x = corner.endsWith('right') ? plot.x + plot.width - size.width - inset : plot.x + inset;
  const y = corner.startsWith('bottom') ? plot.y + plot.height - size.height - inset : plot.y + inset;
  return drawLegend({ x, y }, entries, theme);
}

/** The diagonal y = x from (lo, lo) to (hi, hi), dashed grey. */
export function diagonal(sx: ContinuousScale, sy: ContinuousScale, lo: number, hi: number, theme: Theme): SceneNode {
  return { type: 'line', x1: sx.map(lo), y1: sy.map(lo), x2: sx.map(hi), y2: sy.map(hi), stroke: '#888888', strokeWidth: theme.axisWidth, dash: [3, 2] };
}

/** Rows of replicate measurements per distinct x: mean, SEM (n − 1 SD / √n) and n. */
export function replicateMeans(x: number[], y: number[]): Array<{ x: number; mean: number; sem: number; n: number }> {
  const byX = new Map<number, number[]>();
  x.forEach((v, i) => {
    const list = byX.get(v) ?? [];
    list.push(y[i] as number);
    byX.set(v, list);
  });
  return [...byX.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([xv, ys]) => {
      const n = ys.length;
      const mean = ys.reduce((a, b) => a + b, 0) / n;
      const sd = n > 1 ? Math.sqrt(ys.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1)) : 0;
      return { x: xv, mean, sem: n > 1 ? sd / Math.sqrt(n) : 0, n };
    });
}

/** A vertical error bar with caps, in scene coordinates. */
export function errorBar(cx: number, yLo: number, yHi: number, cap: number, color: string, width: number): SceneNode[] {
  return [
    { type: 'line', x1: cx, y1: yLo, x2: cx, y2: yHi, stroke: color, strokeWidth: width },
    { type: 'line', x1: cx - cap, y1: yLo, x2: cx + cap, y2: yLo, stroke: color, strokeWidth: width },
    { type: 'line', x1: cx - cap, y1: yHi, x2: cx + cap, y2: yHi, stroke: color, strokeWidth: width },
  ];
}

/** Throws a clear error when a fit needs more points than it has. */
export function needPoints(n: number, min: number, what: string): void {
  if (n < min) throw new ChartError('TOO_FEW_VALUES', `${what} needs at least ${min} complete rows; the data have ${n}.`);
}

export interface ClassifierCurveData {
  /** Legend name: the score column, the group, or '' for a single curve. */
  name: string;
  labels: boolean[];
  scores: number[];
}

/**
 * Scores and 0/1 truth for ROC, precision–recall and calibration charts: one curve per score
 * column (role score, y, or named columns), or per group when there is a single score column.
 */
export function classifierCurves(table: Table, spec: ChartSpec, what: string): { curves: ClassifierCurveData[]; truth: Column; positive: string; scoreNames: string[] } {
  const truthName = spec.roles.truth;
  const binaryCols = table.columns.filter((c) => isBinary(c) && c.name !== spec.group && c.name !== spec.roles.score && !spec.y.includes(c.name));
  const truth =
    (truthName ? column(table, truthName) : undefined) ??
    binaryCols.find((c) => /truth|outcome|label|class|status|disease|actual|diagnos|observed|event|case|target|response/i.test(c.name)) ??
    binaryCols[0];
  if (!truth) throw new ChartError('COLUMNS_MISSING', `A ${what} needs a 0/1 (or two-valued) outcome column, e.g. "outcome column disease".`);
  const named = [spec.roles.score, ...spec.y, ...spec.mentioned]
    .filter((n): n is string => Boolean(n))
    .map((n) => column(table, n))
    .filter((c) => c.type === 'number' && c.name !== truth.name);
  let scoreCols = [...new Map(named.map((c) => [c.name, c])).values()];
  if (scoreCols.length === 0) scoreCols = table.columns.filter((c) => c.type === 'number' && c.name !== truth.name && !isBinary(c)).slice(0, 8);
  if (scoreCols.length === 0) throw new ChartError('COLUMNS_MISSING', `A ${what} needs a numeric score (predicted value) column, e.g. "score column risk".`);
  const { values: truthValues, positive } = binaryValues(truth, what);
  const group = scoreCols.length === 1 ? groupColumn(table, spec) : undefined;
  const curves: ClassifierCurveData[] = [];
  for (const score of scoreCols) {
    for (const { key, rows } of rowsByGroup(table, group)) {
      const labels: boolean[] = [];
      const scores: number[] = [];
      for (const i of rows) {
        const s = score.values[i];
        const l = truthValues[i];
        if (typeof s !== 'number' || !Number.isFinite(s) || l === null || l === undefined) continue;
        labels.push(l);
        scores.push(s);
      }
      if (!labels.includes(true) || !labels.includes(false)) {
        throw new ChartError('OUTCOME_ONE_CLASS', `${key ? `Group "${key}"` : `Column "${score.name}"`} has ${labels.includes(true) ? 'no negative' : 'no positive'} cases in "${truth.name}"; a ${what} needs both.`);
      }
      curves.push({ name: group ? key : scoreCols.length > 1 ? score.name : '', labels, scores });
    }
  }
  return { curves, truth, positive, scoreNames: scoreCols.map((c) => c.name) };
}

/**
 * Where a chart that prefers its legend inside the plot puts it: inside (request said nothing,
 * or "inside"), in the frame at the requested side, or nowhere.
 */
export function legendPlacement(spec: ChartSpec): 'inside' | 'frame' | 'none' {
  if (spec.legend === 'none') return 'none';
  return spec.legend === 'auto' || spec.legend === 'inside' ? 'inside' : 'frame';
}

/** Points per segment at most: 2 pt apart, they cover a segment longer than any journal page. */
const MAX_STEPS = 1000;

/** Points every `step` points along a polyline, so that lines count as obstacles. */
export function densify(points: Array<[number, number]>, step = 2): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as [number, number];
    out.push(p);
    const q = points[i + 1];
    if (!q) break;
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
    // A curve that leaves the plot (a fit shooting off, a fixed range) can span any distance:
    // beyond a figure's size the extra points say nothing, and unbounded they exhaust memory.
    const k = Number.isFinite(d) ? Math.min(Math.floor(d / step), MAX_STEPS) : 0;
    for (let j = 1; j < k; j++) out.push([p[0] + ((q[0] - p[0]) * j) / k, p[1] + ((q[1] - p[1]) * j) / k]);
  }
  return out;
}

/**
 * The corner whose block of text (lines of `size`) covers the fewest marks, in the order of
 * preference given (ties keep the earlier corner).
 */
export function emptiestCorner(lines: string[], marks: Array<[number, number]>, plot: Rect, theme: Theme, prefer: Corner[]): Corner {
  const fs = theme.fontSize;
  const w = textWidth(lines, fs) + fs * 1.2;
  const h = lines.length * fs * 1.3 + fs;
  let best = prefer[0] ?? 'top-left';
  let fewest = Infinity;
  for (const corner of prefer) {
    const x0 = corner.endsWith('right') ? plot.x + plot.width - w : plot.x;
    const y0 = corner.startsWith('bottom') ? plot.y + plot.height - h : plot.y;
    const count = marks.filter(([x, y]) => x >= x0 - 2 && x <= x0 + w + 2 && y >= y0 - 2 && y <= y0 + h + 2).length;
    if (count < fewest) {
      fewest = count;
      best = corner;
    }
  }
  return best;
}

/** Probability charts (ROC, PR, calibration): both axes linear from 0 to 1 unless the request set a range. */
export function unitSquare(spec: ChartSpec): ChartSpec {
  return {
    ...spec,
    xAxis: { ...spec.xAxis, scale: 'linear', range: spec.xAxis.range ?? [0, 1] },
    yAxis: { ...spec.yAxis, scale: 'linear', range: spec.yAxis.range ?? [0, 1] },
  };
}

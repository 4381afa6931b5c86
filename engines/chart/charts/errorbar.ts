// Error-bar charts: the mean of y with ± SEM (default), SD or a 95% confidence interval
// (Student t, as R t.test) per category of x, or per value of a numeric x joined by lines; one
// series per group. The y label says which interval is drawn.
import type { Scene, SceneNode } from '../render/scene.ts';
import type { Column } from '../data/types.ts';
import { column, levels, numeric, pick, require } from '../columns.ts';
import { ChartError } from '../errors.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { BandScale, ContinuousScale } from '../plot/scales.ts';
import type { ErrorKind } from '../spec.ts';
import { meanSummary, type MeanSummary } from '../stats/descriptive.ts';
import type { ChartInput } from './types.ts';

export const ERROR_LABEL: Record<ErrorKind, string> = { sem: 'SEM', sd: 'SD', ci95: '95% CI' };

export function halfWidth(s: MeanSummary, kind: ErrorKind): number {
  if (s.n < 2) return 0;
  if (kind === 'sd') return s.sd;
  if (kind === 'ci95') return s.tCritical * s.sem;
  return s.sem;
}

interface Point {
  key: string;
  x: number;
  values: number[];
  summary: MeanSummary;
  err: number;
}

export function errorbar(input: ChartInput): Scene {
  const { table, spec, theme } = input;
  const kind: ErrorKind = spec.errorBars ?? 'sem';
  const yCol = spec.y[0]
    ? numeric(table, spec.y[0])
    : require(pick(table, spec, ['number'], [spec.x, spec.group]), 'COLUMNS_MISSING', 'A numeric column is needed for the means (e.g. "mean ± SEM of weight by diet").');
  let xCol: Column | undefined = spec.x ? column(table, spec.x) : undefined;
  let groupCol: Column | undefined = spec.group ? column(table, spec.group) : undefined;
  if (!xCol) {
    if (groupCol) {
      xCol = groupCol;
      groupCol = undefined;
    } else xCol = require(pick(table, spec, ['category', 'number'], [yCol.name]), 'COLUMNS_MISSING', 'A column of categories (or x values) is needed to place the means.');
  }
  if (groupCol?.name === xCol.name) groupCol = undefined;
  const numericX = xCol.type !== 'category';
  const categories = levels(xCol.values);
  const seriesKeys = groupCol ? levels(groupCol.values) : [''];
  const series = seriesKeys.map((sk) => {
    const buckets = new Map<string, number[]>();
    for (let i = 0; i < table.rowCount; i++) {
      const xv = xCol.values[i];
      const yv = yCol.values[i];
      if (xv === null || xv === undefined || typeof yv !== 'number' || !Number.isFinite(yv)) continue;
      if (groupCol && String(groupCol.values[i]) !== sk) continue;
      const key = String(xv);
      const list = buckets.get(key) ?? [];
      list.push(yv);
      buckets.set(key, list);
    }
    const points: Point[] = [];
    for (const key of categories) {
      const values = buckets.get(key);
      if (!values || values.length === 0) continue;
      const summary = meanSummary(values);
      points.push({ key, x: numericX ? Number(key) : 0, values, summary, err: halfWidth(summary, kind) });
    }
    if (numericX) points.sort((a, b) => a.x - b.x);
    return { name: sk, points };
  });
  if (series.every((s) => s.points.length === 0)) throw new ChartError('NO_VALUES', `Column "${yCol.name}" has no numbers.`);
  const all = series.flatMap((s) => s.points);
  const extent = all.flatMap((p) => [p.summary.mean + p.err, p.summary.mean - p.err, ...(spec.showPoints ? p.values : [])]);
  const colorOf = (si: number, ci: number) => theme.color(groupCol ? si : numericX ? 0 : ci);
  return cartesian({
    spec,
    theme,
    x: numericX ? { values: all.map((p) => p.x) } : { categories },
    y: { values: extent },
    xLabel: xCol.name,
    yLabel: `${yCol.name} (mean ± ${ERROR_LABEL[kind]})`,
    legend: groupCol ? series.map((s, i) => ({ label: s.name, color: theme.color(i), shape: numericX ? 'line' : 'point' })) : [],
    marks: (scales) => {
      const nodes: SceneNode[] = [];
      const sy = scales.y;
      const w = theme.axisWidth;
      const k = series.length;
      series.forEach((s, si) => {
        const placed = s.points.map((p) => {
          let px: number;
          let cap: number;
          if (scales.x.kind === 'band') {
            const sx = scales.x as BandScale;
            // Series side by side within a category (dodged).
            const slot = sx.bandwidth / k;
            px = sx.map(p.key) + slot * (si + 0.5);
            cap = Math.min(slot * 0.3, theme.fontSize * 0.6);
          } else {
            // Several series at the same x: nudged apart a little so their bars do not hide each other.
            px = (scales.x as ContinuousScale).map(p.x) + (si - (k - 1) / 2) * theme.fontSize * 0.45;
            cap = theme.fontSize * 0.35;
          }
          return { p, px, cap };
        });
        if (numericX && placed.length > 1) {
          nodes.push({ type: 'polyline', points: placed.map(({ p, px }) => [px, sy.map(p.summary.mean)]), stroke: colorOf(si, 0), strokeWidth: theme.lineWidth, lineJoin: 'round' });
        }
        placed.forEach(({ p, px, cap }) => {
          const ci = categories.indexOf(p.key);
          const color = colorOf(si, ci);
          if (spec.showPoints) {
            p.values.forEach((v, j) => {
              const off = p.values.length > 1 ? (((j * 0.6180339887) % 1) - 0.5) * cap * 2 : 0;
              nodes.push({ type: 'circle', cx: px + off, cy: sy.map(v), r: theme.markerRadius * 0.6, fill: color, fillOpacity: 0.35 });
            });
          }
          if (p.err > 0) {
            const hi = sy.map(p.summary.mean + p.err);
            const lo = sy.map(p.summary.mean - p.err);
            nodes.push({ type: 'line', x1: px, y1: hi, x2: px, y2: lo, stroke: color, strokeWidth: w * 1.2 });
            nodes.push({ type: 'line', x1: px - cap, y1: hi, x2: px + cap, y2: hi, stroke: color, strokeWidth: w * 1.2 });
            nodes.push({ type: 'line', x1: px - cap, y1: lo, x2: px + cap, y2: lo, stroke: color, strokeWidth: w * 1.2 });
          }
          nodes.push({ type: 'circle', cx: px, cy: sy.map(p.summary.mean), r: theme.markerRadius * 1.1, fill: color, stroke: theme.ink, strokeWidth: w * 0.5 });
        });
      });
      return nodes;
    },
  });
}

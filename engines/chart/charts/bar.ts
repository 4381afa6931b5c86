// Bar charts: a summary (mean by default, or median, sum, count) of y per category of x, with
// error bars (SD, SEM or 95% CI by the t distribution) and, on request, the individual values.
import type { Scene, SceneNode } from '../render/scene.ts';
import { column, levels, numeric, pick, require } from '../columns.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { BandScale } from '../plot/scales.ts';
import { tQuantile } from '../stats/numeric.ts';
import type { ChartInput } from './types.ts';

function summary(values: number[], how: string): number {
  if (how === 'count') return values.length;
  if (how === 'sum') return values.reduce((a, b) => a + b, 0);
  if (how === 'median') {
    const s = [...values].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
  }
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function spread(values: number[], kind: string | undefined): number {
  if (!kind || values.length < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
  if (kind === 'sd') return sd;
  const sem = sd / Math.sqrt(values.length);
  return kind === 'ci95' ? sem * tQuantile(0.975, values.length - 1) : sem;
}

export function bar({ table, spec, theme }: ChartInput): Scene {
  const x = spec.x ? column(table, spec.x) : require(pick(table, spec, ['category']), 'COLUMNS_MISSING', 'A category column is needed for the bars.');
  const y = spec.y[0] ? numeric(table, spec.y[0]) : pick(table, spec, ['number'], [x.name]);
  const how = y ? (spec.aggregate ?? 'mean') : 'count';
  const categories = levels(x.values);
  const groups = new Map<string, number[]>(categories.map((c) => [c, []]));
  for (let i = 0; i < table.rowCount; i++) {
    const key = x.values[i];
    const v = y ? y.values[i] : 1;
    if (key === null || key === undefined || typeof v !== 'number') continue;
    groups.get(String(key))?.push(v);
  }
  const bars = categories.map((c) => {
    const values = groups.get(c) ?? [];
    const value = summary(values, how);
    return { category: c, value, err: how === 'mean' ? spread(values, spec.errorBars) : 0, values };
  });
  const extent = bars.flatMap((b) => [b.value + b.err, b.value - b.err, ...(spec.showPoints ? b.values : [])]);
  return cartesian({
    spec,
    theme,
    x: { categories },
    y: { values: extent, zero: true },
    xLabel: x.name,
    yLabel: y ? `${y.name}${how === 'mean' ? '' : ` (${how})`}` : 'Count',
    legend: [],
    marks: (scales) => {
      const sx = scales.x as BandScale;
      const nodes: SceneNode[] = [];
      const zero = scales.y.map(Math.max(scales.y.domain[0], 0));
      bars.forEach((b, i) => {
        const left = sx.map(b.category);
        const top = scales.y.map(b.value);
        nodes.push({ type: 'rect', x: left, y: Math.min(top, zero), width: sx.bandwidth, height: Math.abs(zero - top), fill: theme.color(spec.group ? i : 0), stroke: theme.ink, strokeWidth: theme.axisWidth * 0.7 });
        if (b.err > 0) {
          const cx = left + sx.bandwidth / 2;
          const cap = sx.bandwidth * 0.15;
          const hi = scales.y.map(b.value + b.err);
          const lo = scales.y.map(b.value - b.err);
          nodes.push({ type: 'line', x1: cx, y1: hi, x2: cx, y2: lo, stroke: theme.ink, strokeWidth: theme.axisWidth });
          nodes.push({ type: 'line', x1: cx - cap, y1: hi, x2: cx + cap, y2: hi, stroke: theme.ink, strokeWidth: theme.axisWidth });
          nodes.push({ type: 'line', x1: cx - cap, y1: lo, x2: cx + cap, y2: lo, stroke: theme.ink, strokeWidth: theme.axisWidth });
        }
        if (spec.showPoints) {
          b.values.forEach((v, j) => {
            // Spread by the golden ratio: even, deterministic, and unrelated to the values' order.
            const offset = b.values.length > 1 ? (((j * 0.6180339887) % 1) - 0.5) * sx.bandwidth * 0.5 : 0;
            nodes.push({ type: 'circle', cx: left + sx.bandwidth / 2 + offset, cy: scales.y.map(v), r: theme.markerRadius * 0.8, fill: '#FFFFFF', stroke: theme.ink, strokeWidth: theme.axisWidth * 0.6 });
          });
        }
      });
      return nodes;
    },
  });
}

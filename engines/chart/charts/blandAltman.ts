// Bland–Altman plots: the difference of two methods against their mean, with the mean
// difference (bias) and the 95% limits of agreement, bias ± 1.96 SD, as labelled lines
// (Bland & Altman 1986; stats/agreement.ts blandAltman), and their 95% CIs as bands when the
// request asks for confidence intervals.
import { points } from '../marks/points.ts';
import { findColumns, numeric } from '../columns/find.ts';
import { sig } from '../format.ts';
import type { Column } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { blandAltman as agreement } from '../stats/agreement.ts';
import type { ChartInput } from './types.ts';

export function blandAltman({ table, spec, theme }: ChartInput): Scene {
  // "A vs B" reads as y = A, x = B: the difference is A − B.
  const named = [...spec.y, ...(spec.x ? [spec.x] : []), ...spec.mentioned].map((n) => numeric(table, n));
  const methods: Column[] = [...new Map([...named, ...findColumns(table, spec, { types: ['number'], exclude: [spec.group] })].map((c) => [c.name, c])).values()].slice(0, 2);
  const [a, b] = methods;
  if (!a || !b) throw new ChartError('COLUMNS_MISSING', 'A Bland–Altman plot needs two numeric columns: the same quantity measured by two methods.');
  const av: number[] = [];
  const bv: number[] = [];
  for (let i = 0; i < table.rowCount; i++) {
    const x = a.values[i];
    const y = b.values[i];
    if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)) {
      av.push(x);
      bv.push(y);
    }
  }
  if (av.length < 3) throw new ChartError('TOO_FEW_VALUES', `A Bland–Altman plot needs at least 3 rows with both "${a.name}" and "${b.name}"; the data have ${av.length}.`);
  const r = agreement(av, bv);
  const showCi = spec.errorBars !== undefined;
  const lines = [
    { value: r.upper, ci: r.upperCI, label: `+1.96 SD: ${sig(r.upper, 3)}`, dash: [3, 2] },
    { value: r.meanDiff, ci: r.meanDiffCI, label: `Mean: ${sig(r.meanDiff, 3)}`, dash: undefined },
    { value: r.lower, ci: r.lowerCI, label: `−1.96 SD: ${sig(r.lower, 3)}`, dash: [3, 2] },
  ];
  const yValues = [...r.points.map((p) => p.diff), r.upper, r.lower, 0, ...(showCi ? [...r.upperCI, ...r.lowerCI] : [])];
  // Head room over the upper limit for its label.
  const span = Math.max(...yValues) - Math.min(...yValues) || 1;
  return cartesian({
    spec,
    theme,
    x: { values: r.points.map((p) => p.mean) },
    y: { values: [...yValues, Math.max(...yValues) + span * 0.08] },
    xLabel: `Mean of ${a.name} and ${b.name}`,
    yLabel: `${a.name} − ${b.name}`,
    legend: [],
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y;
      const x0 = plot.x;
      const x1 = plot.x + plot.width;
      const nodes: SceneNode[] = [];
      if (showCi) {
        for (const l of lines) nodes.push({ type: 'rect', x: x0, y: sy.map(l.ci[1]), width: plot.width, height: sy.map(l.ci[0]) - sy.map(l.ci[1]), fill: theme.color(0), fillOpacity: 0.15 });
      }
      if (sy.domain[0] < 0 && sy.domain[1] > 0) nodes.push({ type: 'line', x1: x0, y1: sy.map(0), x2: x1, y2: sy.map(0), stroke: '#BBBBBB', strokeWidth: theme.axisWidth });
      for (const l of lines) {
        const py = sy.map(l.value);
        nodes.push({ type: 'line', x1: x0, y1: py, x2: x1, y2: py, stroke: theme.ink, strokeWidth: theme.axisWidth * 1.2, ...(l.dash ? { dash: l.dash } : {}) });
        nodes.push({ type: 'text', x: x1 - 2, y: py - theme.fontSize * 0.35, text: l.label, size: theme.fontSize, weight: 'normal', anchor: 'end', baseline: 'alphabetic', color: theme.ink });
      }
      nodes.push(...points(r.points.map((p) => [sx.map(p.mean), sy.map(p.diff)]), { r: theme.markerRadius, fill: theme.color(0), stroke: theme.ink, strokeWidth: theme.axisWidth * 0.5 }));
      return nodes;
    },
  });
}

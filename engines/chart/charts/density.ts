// Density plots: a Gaussian kernel density estimate per group, exactly R density() with the
// bw.nrd0 bandwidth (512 points, 3 bandwidths beyond the data), lightly filled; the bandwidth
// is printed for one curve, n per group in the legend for several.
import { requireValues, valueGroups } from '../columns/valueGroups.ts';
import { compact } from '../format.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { kde } from '../stats/density.ts';
import type { ChartInput } from './types.ts';

export function density(input: ChartInput): Scene {
  const { spec, theme } = input;
  const data = valueGroups(input, { fallbackGroup: false });
  requireValues(data.groups, 2, 'A density plot');
  const curves = data.groups.filter((g) => g.values.length >= 2).map((g) => ({ name: g.name, curve: kde(g.values) }));
  const single = curves.length === 1;
  return cartesian({
    spec,
    theme,
    x: { values: curves.flatMap((c) => [c.curve.x[0] ?? 0, c.curve.x[c.curve.x.length - 1] ?? 0]) },
    y: { values: curves.flatMap((c) => c.curve.y), zero: true },
    xLabel: data.valueName,
    yLabel: 'Density',
    legend: single ? [] : curves.map((c, i) => ({ label: `${c.name} (n = ${c.curve.n})`, color: theme.color(i), shape: 'line' })),
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y;
      const nodes: SceneNode[] = [];
      const base = sy.map(Math.max(0, sy.domain[0]));
      curves.forEach((c, i) => {
        const pts = c.curve.x.map((v, k): [number, number] => [sx.map(v), sy.map(c.curve.y[k] ?? 0)]);
        const first = pts[0] ?? [0, 0];
        const last = pts[pts.length - 1] ?? [0, 0];
        nodes.push({ type: 'polyline', points: [[first[0], base], ...pts, [last[0], base]], closed: true, fill: theme.color(i), fillOpacity: single ? 0.35 : 0.2 });
        nodes.push({ type: 'polyline', points: pts, stroke: theme.color(i), strokeWidth: theme.lineWidth, lineJoin: 'round' });
      });
      if (single) {
        const c = curves[0];
        if (c) {
          nodes.push({ type: 'text', x: plot.x + plot.width, y: plot.y + theme.fontSize, text: `n = ${c.curve.n}, bandwidth = ${compact(c.curve.bw)}`, size: theme.fontSize, weight: 'normal', anchor: 'end', baseline: 'alphabetic', color: theme.ink });
        }
      }
      return nodes;
    },
  });
}

// Ridgeline plots: one density per group stacked down the page, as ggridges
// stat_density_ridges computes them (R density on one common grid, the bandwidth the mean of the
// groups' bw.nrd0); heights relative to the tallest curve, which rises 1.5 rows (chosen) so
// neighbouring ridges overlap a little. The first group is at the top.
import { requireValues, valueGroups } from '../columns/valueGroups.ts';
import { compact } from '../format.ts';
import { categoricalY } from '../plot/categoricalY.ts';
import { smallerText } from '../plot/theme.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { areaToBaseline, text } from '../marks/index.ts';
import { ridgeline as ridgelineStats } from '../stats/density.ts';
import type { ChartInput } from './types.ts';

export const RIDGE_SCALE = 1.5;

export function ridgeline(input: ChartInput): Scene {
  const { spec, theme } = input;
  const data = valueGroups(input, { fallbackGroup: true });
  requireValues(data.groups, 2, 'A ridgeline plot');
  const ridges = ridgelineStats(data.groups);
  const peak = Math.max(...ridges.groups.flatMap((g) => g.density));
  const names = ridges.groups.map((g) => g.name);
  const lo = ridges.x[0] ?? 0;
  const hi = ridges.x[ridges.x.length - 1] ?? 1;
  return categoricalY({
    spec,
    theme,
    x: { values: [lo, hi] },
    categories: names,
    headroom: RIDGE_SCALE - 1 + 0.05,
    xLabel: data.valueName,
    ...(data.groupName ? { yLabel: data.groupName } : {}),
    legend: [],
    marks: (scales, plot) => {
      const nodes: SceneNode[] = [];
      ridges.groups.forEach((g, i) => {
        if (g.n === 0) return;
        const base = scales.y.baseline(g.name);
        const pts = ridges.x.map((v, k): [number, number] => [scales.x.map(v), base - ((g.density[k] ?? 0) / peak) * RIDGE_SCALE * scales.y.step]);
        nodes.push(areaToBaseline(pts, base, theme, { fill: theme.color(i), fillOpacity: 0.75, stroke: theme.ink }));
      });
      nodes.push(text(plot.x + plot.width, plot.y + theme.fontSize, `bandwidth = ${compact(ridges.bw)}`, theme, { size: smallerText(theme, 0.9), anchor: 'end', color: '#555555' }));
      return nodes;
    },
  });
}

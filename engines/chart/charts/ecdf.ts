// Empirical cumulative distribution functions: right-continuous steps F_n(x) = #{x_i ≤ x}/n per
// group (R ecdf), from 0 before the smallest value to 1 after the largest.
import { valueGroups } from '../columns/valueGroups.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { line } from '../marks/index.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { ecdf as ecdfSteps } from '../stats/empirical.ts';
import type { ChartInput } from './types.ts';

export function ecdf(input: ChartInput): Scene {
  const { spec, theme } = input;
  const data = valueGroups(input, { fallbackGroup: false });
  const curves = data.groups.map((g) => ({ name: g.name, n: g.values.length, steps: ecdfSteps(g.values) }));
  const all = data.groups.flatMap((g) => g.values);
  return cartesian({
    spec,
    theme,
    x: { values: all },
    y: { values: [0, 1] },
    xLabel: data.valueName,
    yLabel: 'Cumulative proportion',
    legend: curves.length > 1 ? curves.map((c, i) => ({ label: `${c.name} (n = ${c.n})`, color: theme.color(i), shape: 'line' })) : [],
    legendBy: data.groupName ?? null,
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y;
      const nodes: SceneNode[] = [];
      curves.forEach((c, i) => {
        // Horizontal at 0 from the left edge, then a step up at each distinct value.
        const pts: Array<[number, number]> = [[plot.x, sy.map(0)]];
        let prev = 0;
        for (const s of c.steps) {
          const px = sx.map(s.x);
          pts.push([px, sy.map(prev)], [px, sy.map(s.y)]);
          prev = s.y;
        }
        pts.push([plot.x + plot.width, sy.map(prev)]);
        nodes.push(line(pts, theme, { stroke: theme.color(i), lineJoin: 'miter' }));
      });
      return nodes;
    },
  });
}

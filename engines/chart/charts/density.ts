// Density plots: a Gaussian kernel density estimate per group, exactly R density() with the
// bw.nrd0 bandwidth (512 points, 3 bandwidths beyond the data), lightly filled; the bandwidth
// is printed for one curve, n per group in the legend for several.
import { requireValues, valueGroups } from '../columns/valueGroups.ts';
import { compact } from '../format.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { areaToBaseline, line, text } from '../marks/index.ts';
import { cartesianPanel, drawPanel, type Panel } from '../plot/panel.ts';
import { densify, emptiestCorner, statBlock } from '../marks/statBlock.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { kde } from '../stats/density.ts';
import type { ChartInput } from './types.ts';

export const density = (input: ChartInput): Scene => drawPanel(densityPanel(input));

export function densityPanel(input: ChartInput): Panel {
  const { spec, theme } = input;
  // A panel of a faceted figure prints its own n (its legend is the figure's).
  const panel = input.figure !== undefined;
  const data = valueGroups(input, { fallbackGroup: false });
  requireValues(data.groups, 2, 'A density plot');
  const curves = data.groups.filter((g) => g.values.length >= 2).map((g) => ({ name: g.name, curve: kde(g.values) }));
  // One curve is drawn alone; a panel's one curve of a grouped figure is one of the figure's groups.
  const single = curves.length === 1 && !(panel && data.groupName !== undefined);
  return cartesianPanel({
    spec,
    theme,
    x: { values: curves.flatMap((c) => [c.curve.x[0] ?? 0, c.curve.x[c.curve.x.length - 1] ?? 0]) },
    y: { values: curves.flatMap((c) => c.curve.y), zero: true },
    xLabel: data.valueName,
    yLabel: 'Density',
    legend: single ? [] : curves.map((c, i) => ({ label: panel ? c.name : `${c.name} (n = ${c.curve.n})`, color: theme.color(i), shape: 'line' })),
    legendBy: data.groupName ?? null,
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y;
      const nodes: SceneNode[] = [];
      const base = sy.map(Math.max(0, sy.domain[0]));
      curves.forEach((c, i) => {
        const pts = c.curve.x.map((v, k): [number, number] => [sx.map(v), sy.map(c.curve.y[k] ?? 0)]);
        nodes.push(areaToBaseline(pts, base, theme, { fill: theme.color(i), fillOpacity: single ? 0.35 : 0.2 }));
        nodes.push(line(pts, theme, { stroke: theme.color(i) }));
      });
      if (panel) {
        const lines = single
          ? curves.map((c) => ({ text: `n = ${c.curve.n}, bandwidth = ${compact(c.curve.bw)}` }))
          : // In the group's colour, which the figure's legend names.
            curves.map((c, i) => ({ text: `n = ${c.curve.n}`, color: theme.color(i) }));
        const obstacles = curves.flatMap((c) => densify(c.curve.x.map((v, k): [number, number] => [sx.map(v), sy.map(c.curve.y[k] ?? 0)])));
        nodes.push(...statBlock(lines, plot, theme, emptiestCorner(lines.map((l) => l.text), obstacles, plot, theme, ['top-right', 'top-left'])));
      } else if (single) {
        const c = curves[0];
        if (c) {
          nodes.push(text(plot.x + plot.width, plot.y + theme.fontSize, `n = ${c.curve.n}, bandwidth = ${compact(c.curve.bw)}`, theme, { anchor: 'end' }));
        }
      }
      return nodes;
    },
  }, curves.map((c) => c.name));
}

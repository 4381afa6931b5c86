// Ogives: the cumulative frequency polygon through (lowest break, 0) and each class's upper
// boundary with the count up to it, over R hist()'s classes (Sturges, pretty breaks,
// right-closed), or the number or width of bins the request asks for. Several groups share the
// pooled data's breaks and are drawn as cumulative percentages so that groups of different
// sizes compare.
import { valueGroups } from '../columns/valueGroups.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { dots, line } from '../marks/index.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { histogram } from '../stats/breaks.ts';
import { ogive as ogivePoints } from '../stats/empirical.ts';
import { chosenBreaks } from '../transforms/arrange.ts';
import type { ChartInput } from './types.ts';

export function ogive(input: ChartInput): Scene {
  const { spec, theme } = input;
  const data = valueGroups(input, { fallbackGroup: false });
  const values = data.groups.flatMap((g) => g.values);
  const pooled = histogram(values, spec.bins ? { breaks: chosenBreaks(values, spec.bins) } : {});
  const single = data.groups.length === 1;
  const curves = data.groups.map((g) => {
    const points = ogivePoints(single ? pooled : histogram(g.values, { breaks: pooled.breaks }));
    return { name: g.name, n: g.values.length, points: points.map((p) => ({ x: p.x, y: single ? p.cumulative : p.relative * 100 })) };
  });
  const breaks = pooled.breaks;
  return cartesian({
    spec: { ...spec, xAxis: { ...spec.xAxis, range: spec.xAxis.range ?? [breaks[0] ?? 0, breaks[breaks.length - 1] ?? 1] } },
    theme,
    x: { values: breaks },
    y: { values: single ? curves.flatMap((c) => c.points.map((p) => p.y)) : [0, 100], zero: true },
    xLabel: data.valueName,
    yLabel: single ? 'Cumulative frequency' : 'Cumulative frequency (%)',
    legend: single ? [] : curves.map((c, i) => ({ label: `${c.name} (n = ${c.n})`, color: theme.color(i), shape: 'line' })),
    legendBy: data.groupName ?? null,
    marks: (scales) => {
      const sx = scales.x as ContinuousScale;
      const nodes: SceneNode[] = [];
      curves.forEach((c, i) => {
        const color = theme.color(i);
        const pts = c.points.map((p): [number, number] => [sx.map(p.x), scales.y.map(p.y)]);
        nodes.push(line(pts, theme, { stroke: color }));
        nodes.push(...dots(pts, theme, { r: theme.markerRadius * 0.9, fill: color }));
      });
      return nodes;
    },
  });
}

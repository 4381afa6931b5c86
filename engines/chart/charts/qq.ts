// Normal Q-Q plots: the ordered sample against qnorm(ppoints(n)) (R qqnorm), with the line
// through the first and third quartiles (R qqline); one colour per group.
import { requireValues, valueGroups } from '../columns/valueGroups.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { dot, rule } from '../marks/index.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { ChartError } from '../errors.ts';
import { qqNorm } from '../stats/empirical.ts';
import type { ChartInput } from './types.ts';

export function qq(input: ChartInput): Scene {
  const { spec, theme } = input;
  // Normal quantiles run below 0 and the reference line is straight only on linear axes.
  if (spec.xAxis.scale === 'log' || spec.yAxis.scale === 'log') {
    throw new ChartError('LOG_SCALE_NOT_SUPPORTED', 'A normal Q-Q plot compares quantiles on linear axes; to check log-normality, plot the logarithms of the values.');
  }
  const data = valueGroups(input, { fallbackGroup: false });
  requireValues(data.groups, 2, 'A Q-Q plot');
  const sets = data.groups.filter((g) => g.values.length >= 2).map((g) => ({ name: g.name, qq: qqNorm(g.values) }));
  const single = sets.length === 1;
  return cartesian({
    spec,
    theme,
    x: { values: sets.flatMap((s) => s.qq.points.map((p) => p.theoretical)) },
    y: { values: sets.flatMap((s) => s.qq.points.map((p) => p.sample)) },
    xLabel: 'Theoretical quantiles (standard normal)',
    yLabel: `Sample quantiles (${data.valueName})`,
    legend: single ? [] : sets.map((s, i) => ({ label: s.name, color: theme.color(i), shape: 'point' })),
    legendBy: data.groupName ?? null,
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y;
      const nodes: SceneNode[] = [];
      const [x0, x1] = sx.domain;
      sets.forEach((s, i) => {
        const color = single ? theme.ink : theme.color(i);
        const { slope, intercept } = s.qq.line;
        nodes.push(rule(plot.x, sy.map(intercept + slope * x0), plot.x + plot.width, sy.map(intercept + slope * x1), theme, { stroke: single ? '#777777' : color, strokeWidth: theme.lineWidth * 0.8, ...(single ? {} : { dash: [3, 2] }) }));
      });
      sets.forEach((s, i) => {
        for (const p of s.qq.points) {
          nodes.push(dot(sx.map(p.theoretical), sy.map(p.sample), theme, { r: theme.markerRadius * 0.85, fill: single ? theme.color(0) : theme.color(i) }));
        }
      });
      return nodes;
    },
  });
}

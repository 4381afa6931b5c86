// Violin plots: per group, R's Gaussian density (bw.nrd0, 512 points) over the data's range
// (trimmed, as ggplot2 geom_violin), mirrored, all violins the same maximum width; inside, a
// thin box from the first to the third quartile (R quantile type 7) and the median as a white dot.
import { requireValues, valueGroups } from '../columns/valueGroups.ts';
import { MAX_BAND_PT, bandValuePanel } from '../plot/bandValue.ts';
import { drawPanel, type Panel } from '../plot/panel.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { violin as violinCurves } from '../stats/density.ts';
import { quantiles } from '../stats/summaries.ts';
import { arrangeValueGroups } from '../transforms/arrange.ts';
import { groupTest, withLetterRoom } from '../transforms/groupTest.ts';
import { bandTestNodes } from '../marks/testResult.ts';
import { dot, inBand, innerQuartiles, violin as violinMark } from '../marks/index.ts';
import { jitter } from '../transforms/jitter.ts';
import type { ChartInput } from './types.ts';

export const violin = (input: ChartInput): Scene => drawPanel(violinPanel(input));

export function violinPanel(input: ChartInput): Panel {
  const { spec, theme } = input;
  const data = valueGroups(input, { fallbackGroup: true });
  requireValues(data.groups, 2, 'A violin plot');
  // Sorted by median or cut to the largest or smallest on request (transforms/arrange.ts).
  const arranged = arrangeValueGroups(input, data);
  const curves = violinCurves(arranged.groups);
  const byName = new Map(curves.map((c) => [c.name, c]));
  const groups = arranged.groups.map((g) => ({ ...g, curve: byName.get(g.name), q: quantiles(g.values, [0.25, 0.5, 0.75]) }));
  // The test the request names between the violins drawn (transforms/groupTest.ts), if any.
  const test = groupTest(input, arranged.groups);
  const panel = bandValuePanel({
    spec,
    theme,
    categories: groups.map((g) => g.name),
    values: withLetterRoom(groups.flatMap((g) => g.values), test, spec),
    ...(data.groupName ? { categoryLabel: data.groupName } : {}),
    valueLabel: data.valueName,
    ...(arranged.note ? { subtitle: arranged.note } : {}),
    legend: [],
    marks: (ctx, plot) => {
      const nodes: SceneNode[] = [];
      groups.forEach((g, i) => {
        const place = inBand(ctx, g.name);
        const mid = ctx.bandwidth / 2;
        const half = Math.min(ctx.bandwidth, MAX_BAND_PT) * 0.45;
        const curve = g.curve;
        const quartiles = g.q as [number, number, number];
        const innerWidth = Math.max(2, half * 0.16);
        if (curve) {
          const shape = { values: curve.x, widths: curve.scaled.map((s) => s * half) };
          nodes.push(...violinMark(place, shape, theme, { u: mid, fill: theme.color(i), fillOpacity: 0.6, quartiles, innerWidth }));
        } else {
          // One value: no density; the value alone.
          const [cx, cy] = place.point(mid, g.values[0] ?? 0);
          nodes.push(dot(cx, cy, theme, { fill: theme.color(i), strokeWidth: theme.axisWidth * 0.5 }));
          nodes.push(...innerQuartiles(place, mid, quartiles, innerWidth, theme));
        }
        if (spec.showPoints) {
          const offsets = jitter(g.values.length, half * 0.5);
          g.values.forEach((v, j) => {
            const [cx, cy] = place.point(mid + (offsets[j] ?? 0), v);
            nodes.push(dot(cx, cy, theme, { r: theme.markerRadius * 0.6, fill: theme.ink, fillOpacity: 0.6, stroke: 'none' }));
          });
        }
      });
      nodes.push(...bandTestNodes(test, ctx, groups.map((g) => g.name), nodes, plot, theme));
      return nodes;
    },
  });
  // Each violin's colour is its group's.
  return { ...panel, colorKeys: groups.map((g) => g.name) };
}

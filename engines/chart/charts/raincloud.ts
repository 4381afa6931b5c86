// Raincloud plots (Allen et al. 2019, Wellcome Open Research 4:63): per group, half a violin
// (R density, bw.nrd0, over the data's range), a narrow Tukey box plot (R boxplot.stats) and the
// values themselves jittered beside it by a seeded generator, so the same data draws the same.
// Vertical (cloud to the right) or horizontal (cloud above, rain below) on request.
import { requireValues, valueGroups } from '../columns/valueGroups.ts';
import { MAX_BAND_PT, bandValue } from '../plot/bandValue.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { raincloud as raincloudStats } from '../stats/density.ts';
import { groupTest, withLetterRoom } from '../transforms/groupTest.ts';
import { bandTestNodes } from '../marks/testResult.ts';
import type { ChartInput } from './types.ts';

const JITTER = 0.1;

export function raincloud(input: ChartInput): Scene {
  const { spec, theme } = input;
  const data = valueGroups(input, { fallbackGroup: true });
  requireValues(data.groups, 2, 'A raincloud plot');
  const drawn = data.groups.filter((g) => g.values.length >= 2);
  const clouds = raincloudStats(drawn, { seed: 1, jitterWidth: JITTER });
  // The test the request names between the clouds drawn (transforms/groupTest.ts), if any.
  const test = groupTest(input, drawn);
  return bandValue({
    spec,
    theme,
    categories: clouds.map((c) => c.name),
    values: withLetterRoom(clouds.flatMap((c) => c.points.map((p) => p.value)), test, spec),
    ...(data.groupName ? { categoryLabel: data.groupName } : {}),
    valueLabel: data.valueName,
    legend: [],
    marks: (ctx, plot) => {
      const nodes: SceneNode[] = [];
      const w = theme.axisWidth;
      clouds.forEach((c, i) => {
        const color = theme.color(i);
        const g = c.name;
        const bwid = Math.min(ctx.bandwidth, MAX_BAND_PT * 1.2);
        const left = (ctx.bandwidth - bwid) / 2;
        // Rain in the first fifth-to-third of the band, box next to it, cloud in the second half.
        const rainU = left + bwid * 0.2;
        const boxU = left + bwid * 0.42;
        const cloudU = left + bwid * 0.5;
        const peak = Math.max(...c.density.y);
        const first = c.density.x[0] ?? 0;
        const last = c.density.x[c.density.x.length - 1] ?? 0;
        const outline = c.density.x.map((v, k) => ctx.point(g, cloudU + ((c.density.y[k] ?? 0) / (peak || 1)) * bwid * 0.5, v));
        nodes.push({ type: 'polyline', points: [ctx.point(g, cloudU, first), ...outline, ctx.point(g, cloudU, last)], closed: true, fill: color, fillOpacity: 0.6, stroke: theme.ink, strokeWidth: w * 0.8, lineJoin: 'round' });
        for (const p of c.points) {
          const [cx, cy] = ctx.point(g, rainU + (p.jitter / JITTER) * bwid * 0.28, p.value);
          nodes.push({ type: 'circle', cx, cy, r: theme.markerRadius * 0.7, fill: color, fillOpacity: 0.8, stroke: theme.ink, strokeWidth: w * 0.3 });
        }
        const [lo, q1, med, q3, hi] = c.box.stats;
        const half = bwid * 0.045;
        const line = (u1: number, v1: number, u2: number, v2: number, width = w): SceneNode => {
          const [x1, y1] = ctx.point(g, u1, v1);
          const [x2, y2] = ctx.point(g, u2, v2);
          return { type: 'line', x1, y1, x2, y2, stroke: theme.ink, strokeWidth: width };
        };
        nodes.push(line(boxU, q3, boxU, hi), line(boxU, q1, boxU, lo));
        nodes.push({ type: 'rect', ...ctx.rect(g, boxU - half, boxU + half, q1, q3), fill: '#FFFFFF', stroke: theme.ink, strokeWidth: w });
        nodes.push(line(boxU - half, med, boxU + half, med, w * 2));
        for (const v of c.box.out) {
          const [cx, cy] = ctx.point(g, boxU, v);
          nodes.push({ type: 'circle', cx, cy, r: theme.markerRadius * 0.6, fill: '#FFFFFF', stroke: theme.ink, strokeWidth: w * 0.8 });
        }
      });
      nodes.push(...bandTestNodes(test, ctx, clouds.map((c) => c.name), nodes, plot, theme));
      return nodes;
    },
  });
}

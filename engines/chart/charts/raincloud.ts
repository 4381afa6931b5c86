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
import { box, dot, inBand, violin } from '../marks/index.ts';
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
        const place = inBand(ctx, g);
        const peak = Math.max(...c.density.y);
        const shape = { values: c.density.x, widths: c.density.y.map((y) => (y / (peak || 1)) * bwid * 0.5) };
        nodes.push(...violin(place, shape, theme, { u: cloudU, side: 'after', fill: color, fillOpacity: 0.6, strokeWidth: w * 0.8 }));
        for (const p of c.points) {
          const [cx, cy] = place.point(rainU + (p.jitter / JITTER) * bwid * 0.28, p.value);
          nodes.push(dot(cx, cy, theme, { r: theme.markerRadius * 0.7, fill: color, fillOpacity: 0.8, strokeWidth: w * 0.3 }));
        }
        nodes.push(...box(place, c.box, theme, { u: boxU, width: bwid * 0.045 * 2, fill: '#FFFFFF', outliers: { r: theme.markerRadius * 0.6, strokeWidth: w * 0.8 } }));
      });
      nodes.push(...bandTestNodes(test, ctx, clouds.map((c) => c.name), nodes, plot, theme));
      return nodes;
    },
  });
}

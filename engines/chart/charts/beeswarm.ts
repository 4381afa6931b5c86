// Beeswarm plots: every value of each group as a point, moved sideways just enough not to
// overlap (R beeswarm, method "swarm", ascending priority), with the group's median as a bar.
import { valueGroups } from '../columns/valueGroups.ts';
import { MAX_BAND_PT, bandValue } from '../plot/bandValue.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { swarmsInBand } from '../stats/dotLayouts.ts';
import { median } from '../stats/summaries.ts';
import { groupTest, withLetterRoom } from '../transforms/groupTest.ts';
import { bandTestNodes } from '../marks/testResult.ts';
import { dot, rule } from '../marks/index.ts';
import type { ChartInput } from './types.ts';

export function beeswarm(input: ChartInput): Scene {
  const { spec, theme } = input;
  const data = valueGroups(input, { fallbackGroup: true });
  // The test the request names between the groups (transforms/groupTest.ts), if any.
  const test = groupTest(input, data.groups);
  return bandValue({
    spec,
    theme,
    categories: data.groups.map((g) => g.name),
    values: withLetterRoom(data.groups.flatMap((g) => g.values), test, spec),
    ...(data.groupName ? { categoryLabel: data.groupName } : {}),
    valueLabel: data.valueName,
    legend: [],
    marks: (ctx, plot) => {
      const nodes: SceneNode[] = [];
      // Swarm in page units: positions in points, so the points never overlap on the page
      // (and a log axis needs nothing special), shrunk if a swarm is wider than its band.
      const { radius: r, offsets } = swarmsInBand(data.groups.map((g) => g.values.map((v) => ctx.value(v))), theme.markerRadius * 0.9, ctx.bandwidth / 2);
      data.groups.forEach((g, i) => {
        const c = g.name;
        const mid = ctx.bandwidth / 2;
        const color = theme.color(i);
        g.values.forEach((v, j) => {
          const [cx, cy] = ctx.point(c, mid + (offsets[i]?.[j] ?? 0), v);
          nodes.push(dot(cx, cy, theme, { r: r * 0.95, fill: color }));
        });
        const spread = Math.max(0, ...(offsets[i] ?? []).map((o) => Math.abs(o)));
        const half = Math.min(ctx.bandwidth * 0.3, Math.max(MAX_BAND_PT * 0.3, spread + r * 2));
        const m = median(g.values);
        const [x1, y1] = ctx.point(c, mid - half, m);
        const [x2, y2] = ctx.point(c, mid + half, m);
        nodes.push(rule(x1, y1, x2, y2, theme, { strokeWidth: theme.lineWidth * 1.5 }));
      });
      nodes.push(...bandTestNodes(test, ctx, data.groups.map((g) => g.name), nodes, plot, theme));
      return nodes;
    },
  });
}

// Box plots: Tukey boxes per group, exactly as R boxplot.stats (hinges from fivenum, whiskers to
// the most extreme values within 1.5 IQR of the hinges, values beyond drawn as outliers), with
// the individual values over the boxes on request; vertical, or horizontal on request.
import { valueGroups } from '../columns/valueGroups.ts';
import { MAX_BAND_PT, bandValuePanel } from '../plot/bandValue.ts';
import { drawPanel, type Panel } from '../plot/panel.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { boxplotStats } from '../stats/summaries.ts';
import { arrangeValueGroups } from '../transforms/arrange.ts';
import { groupTest, withLetterRoom } from '../transforms/groupTest.ts';
import { bandTestNodes } from '../marks/testResult.ts';
import type { ChartInput } from './types.ts';

/** Offsets in −0.5..0.5, spread by the golden ratio: even, deterministic, unrelated to the values' order. */
export function goldenOffsets(n: number): number[] {
  return Array.from({ length: n }, (_, j) => (n > 1 ? ((j * 0.6180339887) % 1) - 0.5 : 0));
}

export const boxplot = (input: ChartInput): Scene => drawPanel(boxplotPanel(input));

export function boxplotPanel(input: ChartInput): Panel {
  const { spec, theme } = input;
  const data = valueGroups(input, { fallbackGroup: true });
  // Sorted by median or cut to the largest or smallest on request (transforms/arrange.ts).
  const { groups, note } = arrangeValueGroups(input, data);
  const boxes = groups.map((g) => ({ name: g.name, values: g.values, box: boxplotStats(g.values) }));
  // The test the request names between the boxes drawn (transforms/groupTest.ts), if any.
  const test = groupTest(input, groups);
  const panel = bandValuePanel({
    spec,
    theme,
    categories: boxes.map((b) => b.name),
    values: withLetterRoom(boxes.flatMap((b) => [...b.box.stats, ...b.box.out, ...(spec.showPoints ? b.values : [])]), test, spec),
    ...(data.groupName ? { categoryLabel: data.groupName } : {}),
    valueLabel: data.valueName,
    ...(note ? { subtitle: note } : {}),
    legend: [],
    marks: (ctx, plot) => {
      const nodes: SceneNode[] = [];
      const w = theme.axisWidth;
      const line = (c: string, u1: number, v1: number, u2: number, v2: number, width = w): SceneNode => {
        const [x1, y1] = ctx.point(c, u1, v1);
        const [x2, y2] = ctx.point(c, u2, v2);
        return { type: 'line', x1, y1, x2, y2, stroke: theme.ink, strokeWidth: width };
      };
      boxes.forEach((b, i) => {
        const color = theme.color(i);
        const c = b.name;
        const boxWidth = Math.min(ctx.bandwidth, MAX_BAND_PT) * 0.7;
        const mid = ctx.bandwidth / 2;
        const [lo, q1, med, q3, hi] = b.box.stats;
        const cap = boxWidth / 4;
        // Whiskers (dashed in base R, solid in ggplot2 and most journals) with staples half the box wide.
        nodes.push(line(c, mid, q3, mid, hi), line(c, mid, q1, mid, lo), line(c, mid - cap, hi, mid + cap, hi), line(c, mid - cap, lo, mid + cap, lo));
        nodes.push({ type: 'rect', ...ctx.rect(c, mid - boxWidth / 2, mid + boxWidth / 2, q1, q3), fill: color, fillOpacity: 0.55, stroke: theme.ink, strokeWidth: w });
        nodes.push(line(c, mid - boxWidth / 2, med, mid + boxWidth / 2, med, w * 2.2));
        if (spec.showPoints) {
          const offsets = goldenOffsets(b.values.length);
          b.values.forEach((v, j) => {
            const [cx, cy] = ctx.point(c, mid + (offsets[j] ?? 0) * boxWidth * 0.6, v);
            nodes.push({ type: 'circle', cx, cy, r: theme.markerRadius * 0.75, fill: color, stroke: theme.ink, strokeWidth: w * 0.5, fillOpacity: 0.9 });
          });
        } else {
          for (const v of b.box.out) {
            const [cx, cy] = ctx.point(c, mid, v);
            nodes.push({ type: 'circle', cx, cy, r: theme.markerRadius * 0.8, fill: '#FFFFFF', stroke: theme.ink, strokeWidth: w });
          }
        }
      });
      nodes.push(...bandTestNodes(test, ctx, boxes.map((b) => b.name), nodes, plot, theme));
      return nodes;
    },
  });
  // Each box's colour is its group's.
  return { ...panel, colorKeys: boxes.map((g) => g.name) };
}

// Box plots: Tukey boxes per group, exactly as R boxplot.stats (hinges from fivenum, whiskers to
// the most extreme values within 1.5 IQR of the hinges, values beyond drawn as outliers), with
// the individual values over the boxes on request; vertical, or horizontal on request.
import { crossedValueGroups, valueGroups, type CrossedGroups } from '../columns/valueGroups.ts';
import { ChartError } from '../errors.ts';
import { MAX_BAND_PT, bandValuePanel } from '../plot/bandValue.ts';
import { drawPanel, type Panel } from '../plot/panel.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { boxplotStats } from '../stats/summaries.ts';
import { arrangeValueGroups } from '../transforms/arrange.ts';
import { groupTest, withLetterRoom } from '../transforms/groupTest.ts';
import { bandTestNodes } from '../marks/testResult.ts';
import { box, dot, inBand } from '../marks/index.ts';
import { jitter } from '../transforms/jitter.ts';
import type { ChartInput } from './types.ts';

export const boxplot = (input: ChartInput): Scene => drawPanel(boxplotPanel(input));

export function boxplotPanel(input: ChartInput): Panel {
  const crossed = crossedValueGroups(input);
  if (crossed) return groupedBoxplotPanel(input, crossed);
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
      boxes.forEach((b, i) => {
        const color = theme.color(i);
        const place = inBand(ctx, b.name);
        const boxWidth = Math.min(ctx.bandwidth, MAX_BAND_PT) * 0.7;
        const mid = ctx.bandwidth / 2;
        // Whiskers (dashed in base R, solid in ggplot2 and most journals) with staples half the box
        // wide; the values, when drawn, stand for the outliers.
        nodes.push(...box(place, b.box, theme, { u: mid, width: boxWidth, cap: boxWidth / 4, fill: color, fillOpacity: 0.55, medianWidth: w * 2.2, ...(spec.showPoints ? { outliers: 'none' as const } : {}) }));
        if (spec.showPoints) {
          const offsets = jitter(b.values.length, boxWidth * 0.6);
          b.values.forEach((v, j) => {
            const [cx, cy] = place.point(mid + (offsets[j] ?? 0), v);
            nodes.push(dot(cx, cy, theme, { r: theme.markerRadius * 0.75, fill: color, strokeWidth: w * 0.5, fillOpacity: 0.9 }));
          });
        }
      });
      nodes.push(...bandTestNodes(test, ctx, boxes.map((b) => b.name), nodes, plot, theme));
      return nodes;
    },
  });
  // Each box's colour is its group's.
  return { ...panel, colorKeys: boxes.map((g) => g.name) };
}


/**
 * Grouped box plots: the categories of one column along x, and within each a box per colour
 * group of another ("supplement on x, the doses as coloured boxes"), side by side, with a legend
 * of the colour groups. A test between boxes compares one grouping; with two it is refused.
 */
function groupedBoxplotPanel(input: ChartInput, crossed: CrossedGroups): Panel {
  const { spec, theme } = input;
  if (spec.methods?.test) throw new ChartError('TEST_NOT_AVAILABLE', `A test between boxes compares the groups of one column; these boxes are split by ${crossed.xName} and by ${crossed.groupName}. Ask for one of them alone, or for panels of the other.`);
  const k = crossed.groupKeys.length;
  const cells = crossed.categories.map((c) => ({ name: c.name, boxes: c.groups.map((g) => ({ values: g.values, box: g.values.length > 0 ? boxplotStats(g.values) : undefined })) }));
  const values = cells.flatMap((c) => c.boxes.flatMap((b) => (b.box ? [...b.box.stats, ...b.box.out, ...(spec.showPoints ? b.values : [])] : [])));
  const panel = bandValuePanel({
    spec,
    theme,
    categories: cells.map((c) => c.name),
    values,
    categoryLabel: crossed.xName,
    valueLabel: crossed.valueName,
    legend: crossed.groupKeys.map((name, i) => ({ label: name, color: theme.color(i), shape: 'box' as const })),
    marks: (ctx) => {
      const nodes: SceneNode[] = [];
      const w = theme.axisWidth;
      const slot = (Math.min(ctx.bandwidth, MAX_BAND_PT * k) * 0.84) / k;
      const boxWidth = slot * 0.8;
      cells.forEach((cell) => {
        const place = inBand(ctx, cell.name);
        cell.boxes.forEach((b, g) => {
          if (!b.box) return;
          const color = theme.color(g);
          const u = ctx.bandwidth / 2 + (g - (k - 1) / 2) * slot;
          nodes.push(...box(place, b.box, theme, { u, width: boxWidth, cap: boxWidth / 4, fill: color, fillOpacity: 0.55, medianWidth: w * 2.2, ...(spec.showPoints ? { outliers: 'none' as const } : {}) }));
          if (spec.showPoints) {
            const offsets = jitter(b.values.length, boxWidth * 0.6);
            b.values.forEach((v, j) => {
              const [cx, cy] = place.point(u + (offsets[j] ?? 0), v);
              nodes.push(dot(cx, cy, theme, { r: theme.markerRadius * 0.75, fill: color, strokeWidth: w * 0.5, fillOpacity: 0.9 }));
            });
          }
        });
      });
      return nodes;
    },
  });
  return { ...panel, colorKeys: crossed.groupKeys };
}

// Bar charts: a summary (mean by default, or median, sum, count) of y per category of x, with
// error bars (SD, SEM or 95% CI by the t distribution) and, on request, the individual values.
// Grouped ("by <group>") bars stand side by side within each category, one colour per group,
// or stacked on request (stackedBars.ts).
// The y label says what the bars are ("Mean Weight (g) ± SEM", "Total ...", "Count"; a note
// says it instead when the request titled the axis); with error bars a note gives n per bar, in
// a corner the bars and points leave empty, or above the plot when none is. Vertical, or
// horizontal on request (categories down the y axis, the first at the top). Sorted by value
// or cut to the largest or smallest categories on request (transforms/arrange.ts).
import { column, findColumn, numeric, require } from '../columns/find.ts';
import type { Column } from '../data/types.ts';
import { emptiestCorner, statBlock } from '../marks/statBlock.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { bandValuePanel } from '../plot/bandValue.ts';
import { drawPanel, type Panel } from '../plot/panel.ts';
import { arrangeSummaries } from '../transforms/arrange.ts';
import { summariseByX } from '../transforms/groupMeans.ts';
import { groupTest, summaryGroups, withLetterRoom } from '../transforms/groupTest.ts';
import { bandTestNodes } from '../marks/testResult.ts';
import { bar as barMark, dot, errorBarAt, inBand } from '../marks/index.ts';
import { jitter } from '../transforms/jitter.ts';
import { nRange, summaryNote, summaryTitle } from '../transforms/methodLabels.ts';
import { stackedBarPanel } from './stackedBars.ts';
import type { ChartInput } from './types.ts';

const ONES: Column = { name: '', type: 'number', values: [] };

export const bar = (input: ChartInput): Scene => drawPanel(barPanel(input));

export function barPanel(input: ChartInput): Panel {
  const { table, spec, theme } = input;
  const x = spec.x ? column(table, spec.x) : require(findColumn(table, spec, { types: ['category'] }), 'COLUMNS_MISSING', 'A category column is needed for the bars.');
  if (spec.stack) return stackedBarPanel(input, x);
  const y = spec.y[0] ? numeric(table, spec.y[0]) : findColumn(table, spec, { types: ['number'], exclude: [x.name, spec.group] });
  const how = y ? (spec.aggregate ?? 'mean') : 'count';
  const group = spec.group && spec.group !== x.name ? column(table, spec.group) : undefined;
  // Without a y column each row counts once.
  const values = y ?? { ...ONES, values: x.values.map(() => 1) };
  const { series, categories, note } = arrangeSummaries(input, summariseByX({ ...x, type: 'category' }, values, group, { errorBars: spec.errorBars, aggregate: how }), { x: x.name, y: y?.name, how });
  const all = series.flatMap((s) => s.points);
  // The test the request names between the bars drawn (transforms/groupTest.ts), if any.
  const test = groupTest(input, summaryGroups(input, series, !y));
  const extent = all.flatMap((p) => [p.center + p.err, p.center - p.err, ...(spec.showPoints ? p.values : [])]);
  const withBars = how === 'mean' && spec.errorBars !== undefined;
  // A bar of one row is that row's value; a bar of several is their summary, and says which.
  const summarised = !y || spec.aggregate !== undefined || all.some((p) => p.values.length > 1);
  const yLabel = summaryTitle(y?.name ?? '', summarised ? how : undefined, withBars ? spec.errorBars : undefined);
  // The request's own axis title does not say what the bars are: the note does.
  const notes = [...(spec.yAxis.label && summarised ? summaryNote(how, withBars ? spec.errorBars : undefined) : []), ...(withBars ? [nRange(all.map((p) => p.values.length), 'per bar')] : [])];
  const panel = bandValuePanel({
    spec,
    theme,
    categories,
    values: withLetterRoom(extent, test, spec),
    zero: true,
    categoryLabel: x.name,
    valueLabel: yLabel,
    ...(note ? { subtitle: note } : {}),
    legend: group ? series.map((s, i) => ({ label: s.name, color: theme.color(i), shape: 'box' as const })) : [],
    marks: (ctx, plot) => {
      const nodes: SceneNode[] = [];
      const base = Math.max(ctx.domain[0], 0);
      const slot = ctx.bandwidth / series.length;
      const obstacles: Array<[number, number]> = [];
      series.forEach((s, si) => {
        // Dodged series in the legend's order: left to right, or top to bottom.
        const u0 = slot * (ctx.horizontal ? series.length - 1 - si : si);
        const mid = u0 + slot / 2;
        s.points.forEach((p) => {
          const place = inBand(ctx, p.key);
          const fill = theme.color(group ? si : spec.group ? categories.indexOf(p.key) : 0);
          nodes.push(barMark(place.rect(u0, u0 + slot, base, p.center), theme, { fill }));
          const covered = ctx.rect(p.key, u0, u0 + slot, Math.min(base, p.center), Math.max(base, p.center, p.center + p.err));
          for (let bx = covered.x; bx <= covered.x + covered.width; bx += 2) for (let by = covered.y; by <= covered.y + covered.height; by += 2) obstacles.push([bx, by]);
          if (p.err > 0) {
            nodes.push(...errorBarAt(place, mid, p.center + p.err, p.center - p.err, slot * 0.15, theme));
          }
          if (spec.showPoints) {
            const offsets = jitter(p.values.length, slot * 0.5);
            p.values.forEach((v, j) => {
              const [cx, cy] = place.point(mid + (offsets[j] ?? 0), v);
              nodes.push(dot(cx, cy, theme, { r: theme.markerRadius * 0.8, fill: '#FFFFFF', strokeWidth: theme.axisWidth * 0.6 }));
              // The points count as data for the note's corner, as the bars and their error bars do.
              obstacles.push([cx, cy]);
            });
          }
        });
      });
      if (test) nodes.push(...bandTestNodes(test, ctx, categories, nodes, plot, theme, notes, obstacles));
      else if (notes.length > 0) nodes.push(...statBlock(notes.map((text) => ({ text })), plot, theme, emptiestCorner(notes, obstacles, plot, theme, ['top-left', 'top-right', 'bottom-left', 'bottom-right'])));
      return nodes;
    },
  });
  return !group && spec.group ? { ...panel, colorKeys: categories } : panel;
}

// Bar charts: a summary (mean by default, or median, sum, count) of y per category of x, with
// error bars (SD, SEM or 95% CI by the t distribution) and, on request, the individual values.
// Grouped ("by <group>") bars stand side by side within each category, one colour per group.
// The y label says what the bars are ("Mean Weight (g) ± SEM", "Total ...", "Count"; a note
// says it instead when the request titled the axis); with error bars a note gives n per bar, in
// a corner the bars and points leave empty, or above the plot when none is.
import { column, findColumn, numeric, require } from '../columns/find.ts';
import type { Column } from '../data/types.ts';
import { emptiestCorner, statBlock } from '../marks/statBlock.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { cartesianPanel, drawPanel, type Panel } from '../plot/panel.ts';
import type { BandScale } from '../plot/scales.ts';
import { summariseByX } from '../transforms/groupMeans.ts';
import { nRange, summaryNote, summaryTitle } from '../transforms/methodLabels.ts';
import type { ChartInput } from './types.ts';

const ONES: Column = { name: '', type: 'number', values: [] };

export const bar = (input: ChartInput): Scene => drawPanel(barPanel(input));

export function barPanel({ table, spec, theme }: ChartInput): Panel {
  const x = spec.x ? column(table, spec.x) : require(findColumn(table, spec, { types: ['category'] }), 'COLUMNS_MISSING', 'A category column is needed for the bars.');
  const y = spec.y[0] ? numeric(table, spec.y[0]) : findColumn(table, spec, { types: ['number'], exclude: [x.name, spec.group] });
  const how = y ? (spec.aggregate ?? 'mean') : 'count';
  const group = spec.group && spec.group !== x.name ? column(table, spec.group) : undefined;
  // Without a y column each row counts once.
  const values = y ?? { ...ONES, values: x.values.map(() => 1) };
  const { series, categories } = summariseByX({ ...x, type: 'category' }, values, group, { errorBars: spec.errorBars, aggregate: how });
  const all = series.flatMap((s) => s.points);
  const extent = all.flatMap((p) => [p.center + p.err, p.center - p.err, ...(spec.showPoints ? p.values : [])]);
  const withBars = how === 'mean' && spec.errorBars !== undefined;
  // A bar of one row is that row's value; a bar of several is their summary, and says which.
  const summarised = !y || spec.aggregate !== undefined || all.some((p) => p.values.length > 1);
  const yLabel = summaryTitle(y?.name ?? '', summarised ? how : undefined, withBars ? spec.errorBars : undefined);
  // The request's own axis title does not say what the bars are: the note does.
  const notes = [...(spec.yAxis.label && summarised ? summaryNote(how, withBars ? spec.errorBars : undefined) : []), ...(withBars ? [nRange(all.map((p) => p.values.length), 'per bar')] : [])];
  return cartesianPanel({
    spec,
    theme,
    x: { categories },
    y: { values: extent, zero: true },
    xLabel: x.name,
    yLabel,
    legend: group ? series.map((s, i) => ({ label: s.name, color: theme.color(i), shape: 'box' as const })) : [],
    marks: (scales, plot) => {
      const sx = scales.x as BandScale;
      const nodes: SceneNode[] = [];
      const zero = scales.y.map(Math.max(scales.y.domain[0], 0));
      const slot = sx.bandwidth / series.length;
      const obstacles: Array<[number, number]> = [];
      series.forEach((s, si) => {
        s.points.forEach((p) => {
          const left = sx.map(p.key) + slot * si;
          const top = scales.y.map(p.center);
          const fill = theme.color(group ? si : spec.group ? categories.indexOf(p.key) : 0);
          nodes.push({ type: 'rect', x: left, y: Math.min(top, zero), width: slot, height: Math.abs(zero - top), fill, stroke: theme.ink, strokeWidth: theme.axisWidth * 0.7 });
          const reach = scales.y.map(p.center + p.err);
          for (let bx = left; bx <= left + slot; bx += 2) for (let by = Math.min(top, reach, zero); by <= Math.max(top, zero); by += 2) obstacles.push([bx, by]);
          if (p.err > 0) {
            const cx = left + slot / 2;
            const cap = slot * 0.15;
            const hi = scales.y.map(p.center + p.err);
            const lo = scales.y.map(p.center - p.err);
            nodes.push({ type: 'line', x1: cx, y1: hi, x2: cx, y2: lo, stroke: theme.ink, strokeWidth: theme.axisWidth });
            nodes.push({ type: 'line', x1: cx - cap, y1: hi, x2: cx + cap, y2: hi, stroke: theme.ink, strokeWidth: theme.axisWidth });
            nodes.push({ type: 'line', x1: cx - cap, y1: lo, x2: cx + cap, y2: lo, stroke: theme.ink, strokeWidth: theme.axisWidth });
          }
          if (spec.showPoints) {
            p.values.forEach((v, j) => {
              // Spread by the golden ratio: even, deterministic, and unrelated to the values' order.
              const offset = p.values.length > 1 ? (((j * 0.6180339887) % 1) - 0.5) * slot * 0.5 : 0;
              const cx = left + slot / 2 + offset;
              nodes.push({ type: 'circle', cx, cy: scales.y.map(v), r: theme.markerRadius * 0.8, fill: '#FFFFFF', stroke: theme.ink, strokeWidth: theme.axisWidth * 0.6 });
              // The points count as data for the note's corner, as the bars and their error bars do.
              obstacles.push([cx, scales.y.map(v)]);
            });
          }
        });
      });
      if (notes.length > 0) nodes.push(...statBlock(notes.map((text) => ({ text })), plot, theme, emptiestCorner(notes, obstacles, plot, theme, ['top-left', 'top-right', 'bottom-left', 'bottom-right'])));
      return nodes;
    },
  }, !group && spec.group ? categories : undefined);
}

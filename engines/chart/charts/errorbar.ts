// Error-bar charts: the mean of y with ± SEM (default), SD or a 95% confidence interval
// (Student t, as R t.test) at each x, one series per group: dodged side by side for categories
// of x, joined by lines for a numeric x. Line charts asking for a summary ("mean ... with SEM")
// are drawn here too. The y label says what the points are and which interval is drawn ("Mean
// Weight (g) ± SEM"); a note gives n per point. Along a numeric x the error may be a shaded band
// joining the means instead of a bar at each ("mean line with an SEM band").
import { column, findColumn, numeric, require } from '../columns/find.ts';
import { densify, emptiestCorner, statBlock } from '../marks/statBlock.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import type { Column } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { cartesianPanel, drawPanel, type Panel } from '../plot/panel.ts';
import type { BandScale, ContinuousScale } from '../plot/scales.ts';
import type { ErrorKind } from '../spec.ts';
import { arrangeSummaries } from '../transforms/arrange.ts';
import { summariseByX } from '../transforms/groupMeans.ts';
import { groupTest, summaryGroups, withLetterRoom } from '../transforms/groupTest.ts';
import { testResultNodes, xBands } from '../marks/testResult.ts';
import { band, dot, errorBarAt, line, ON_PAGE } from '../marks/index.ts';
import { jitter } from '../transforms/jitter.ts';
import { nRange, summaryNote, summaryTitle } from '../transforms/methodLabels.ts';
import type { ChartInput } from './types.ts';

export { ERROR_LABEL, halfWidth } from '../transforms/groupMeans.ts';

/** The x, y and group columns of a summary chart: y is the summarised number; x is "against <x>", else the group. */
function summaryColumns({ table, spec }: Pick<ChartInput, 'table' | 'spec'>): { x: Column; y: Column; group: Column | undefined } {
  const y = spec.y[0]
    ? numeric(table, spec.y[0])
    : require(findColumn(table, spec, { types: ['number'], exclude: [spec.x, spec.group] }), 'COLUMNS_MISSING', 'A numeric column is needed for the means (e.g. "mean ± SEM of weight by diet").');
  let x: Column | undefined = spec.x ? column(table, spec.x) : undefined;
  let group: Column | undefined = spec.group ? column(table, spec.group) : undefined;
  if (!x) {
    if (group) {
      x = group;
      group = undefined;
    } else x = require(findColumn(table, spec, { types: ['category', 'number'], exclude: [y.name] }), 'COLUMNS_MISSING', 'A column of categories (or x values) is needed to place the means.');
  }
  if (group?.name === x.name) group = undefined;
  return { x, y, group };
}

/** Summaries of y per x and group, with error bars when the summary is a mean. */
export function summaryPanel(input: ChartInput, defaultKind: ErrorKind | undefined): Panel {
  const { spec, theme } = input;
  const kind = spec.errorBars ?? defaultKind;
  const how = spec.aggregate ?? 'mean';
  const { x: xCol, y: yCol, group: groupCol } = summaryColumns(input);
  // Categories sorted or cut on request (transforms/arrange.ts; refused for a numeric x).
  const { series, categories, numericX, note } = arrangeSummaries(input, summariseByX(xCol, yCol, groupCol, { errorBars: kind, aggregate: how }), { x: xCol.name, y: yCol.name, how });
  if (series.every((s) => s.points.length === 0)) throw new ChartError('NO_VALUES', `Column "${yCol.name}" has no numbers.`);
  const all = series.flatMap((s) => s.points);
  // The test the request names between the means drawn (transforms/groupTest.ts), if any.
  const test = groupTest(input, summaryGroups(input, series));
  // On a log axis, values and bar ends at 0 or below are refused by the scale (LOG_SCALE_NONPOSITIVE): a mean of values that include them is not what the axis would show.
  const barLow = (p: (typeof all)[number]) => p.center - p.err;
  const extent = all.flatMap((p) => [p.center + p.err, barLow(p), ...(spec.showPoints ? p.values : [])]);
  // Means along a numeric x are joined by lines; so are means of categories on a chart asked as lines (an interaction plot).
  const joined = numericX || spec.type === 'line' || spec.type === 'timeseries';
  // A band joins the error along a numeric x; between categories it would join nothing.
  const banded = spec.errorStyle === 'band';
  if (banded && !numericX) throw new ChartError('METHOD_NOT_AVAILABLE', `An error band joins the means along a numeric x; "${xCol.name}" is categories, so each needs its own error bar: ask for error bars instead.`);
  const colorOf = (si: number, ci: number) => theme.color(groupCol ? si : joined ? 0 : ci);
  // Points of one row each are values, not summaries; several rows' points say what they are.
  const summarised = spec.aggregate !== undefined || all.some((p) => p.values.length > 1);
  const bars = how === 'mean' && summarised ? kind : undefined;
  // The request's own axis title does not say what the points are: the note does.
  const notes = [...(spec.yAxis.label && summarised ? summaryNote(how, bars) : []), nRange(all.map((p) => p.values.length))];
  return cartesianPanel({
    spec,
    theme,
    x: numericX ? { values: all.map((p) => p.x), ...(xCol.type === 'date' ? { dates: true } : {}) } : { categories },
    y: { values: withLetterRoom(extent, test, spec, false) },
    xLabel: xCol.name,
    yLabel: summaryTitle(yCol.name, summarised ? how : undefined, bars),
    ...(note ? { subtitle: note } : {}),
    legend: groupCol ? series.map((s, i) => ({ label: s.name, color: theme.color(i), shape: joined ? 'line' : 'point' })) : [],
    marks: (scales, plot) => {
      const nodes: SceneNode[] = [];
      const sy = scales.y;
      const w = theme.axisWidth;
      const k = series.length;
      const obstacles: Array<[number, number]> = [];
      // The first index of each category, as indexOf gives it, without its quadratic cost.
      const categoryIndex = new Map<string, number>();
      categories.forEach((c, i) => categoryIndex.has(c) || categoryIndex.set(c, i));
      const step = scales.x.kind === 'band' || banded ? 0 : nudgeStep(series.map((s) => s.points.map((p) => (scales.x as ContinuousScale).map(p.x))), theme.fontSize);
      series.forEach((s, si) => {
        const placed = s.points.map((p) => {
          let px: number;
          let cap: number;
          if (scales.x.kind === 'band') {
            const sx = scales.x as BandScale;
            // Series side by side within a category (dodged).
            const slot = sx.bandwidth / k;
            px = sx.map(p.key) + slot * (si + 0.5);
            cap = Math.min(slot * 0.3, theme.fontSize * 0.6);
          } else {
            px = (scales.x as ContinuousScale).map(p.x) + (si - (k - 1) / 2) * step;
            cap = theme.fontSize * 0.35;
          }
          return { p, px, cap };
        });
        for (const { p, px } of placed) obstacles.push(...densify([[px, sy.map(p.center + p.err)], [px, sy.map(barLow(p))]]));
        obstacles.push(...densify(placed.map(({ p, px }) => [px, sy.map(p.center)] as [number, number])));
        if (banded && placed.length > 1) {
          const sx = scales.x as ContinuousScale;
          nodes.push(band(s.points.map((p) => p.x), s.points.map((p) => barLow(p)), s.points.map((p) => p.center + p.err), sx, sy, theme, { fill: colorOf(si, 0) }));
        }
        if (joined && placed.length > 1) {
          nodes.push(line(placed.map(({ p, px }) => [px, sy.map(p.center)]), theme, { stroke: colorOf(si, 0) }));
        }
        placed.forEach(({ p, px, cap }) => {
          const ci = categoryIndex.get(p.key) ?? -1;
          const color = colorOf(si, ci);
          if (spec.showPoints) {
            const offsets = jitter(p.values.length, cap * 2);
            p.values.forEach((v, j) => {
              const off = offsets[j] ?? 0;
              nodes.push(dot(px + off, sy.map(v), theme, { r: theme.markerRadius * 0.6, fill: color, fillOpacity: 0.35, stroke: 'none' }));
              obstacles.push([px + off, sy.map(v)]);
            });
          }
          if (p.err > 0 && !banded) {
            nodes.push(...errorBarAt(ON_PAGE, px, sy.map(p.center + p.err), sy.map(barLow(p)), cap, theme, { stroke: color, strokeWidth: w * 1.2 }));
          }
          nodes.push(dot(px, sy.map(p.center), theme, { r: theme.markerRadius * 1.1, fill: color, strokeWidth: w * 0.5 }));
        });
      });
      if (test) nodes.push(...testResultNodes(test, { bands: xBands(all, scales.x, theme), marks: nodes, plot, theme, horizontal: false, notes, obstacles }));
      else nodes.push(...statBlock(notes.map((text) => ({ text })), plot, theme, emptiestCorner(notes, obstacles, plot, theme, ['top-left', 'top-right', 'bottom-left', 'bottom-right'])));
      return nodes;
    },
  }, groupCol || numericX ? undefined : categories);
}

/** Summaries of y per x and group as the whole figure. */
export const summaryChart = (input: ChartInput, defaultKind: ErrorKind | undefined): Scene => drawPanel(summaryPanel(input, defaultKind));

export const errorbar = (input: ChartInput): Scene => summaryChart(input, 'sem');

/**
 * How far apart series sharing an x are drawn so that their bars do not hide each other: a
 * little (0.45 em), and never more than a tenth of the narrowest gap between x positions,
 * so a point stays visibly at its own time. Series that share no x are not moved at all.
 */
function nudgeStep(xs: number[][], fontSize: number): number {
  const owners = new Map<number, number>();
  for (const series of xs) for (const x of new Set(series.map((v) => Math.round(v * 100)))) owners.set(x, (owners.get(x) ?? 0) + 1);
  if (![...owners.values()].some((n) => n > 1)) return 0;
  const sorted = [...owners.keys()].sort((a, b) => a - b).map((v) => v / 100);
  const gaps = sorted.slice(1).map((v, i) => v - (sorted[i] as number)).filter((g) => g > 0);
  const narrowest = gaps.length > 0 ? Math.min(...gaps) : Infinity;
  return Math.min(fontSize * 0.45, (narrowest * 0.1) / Math.max(1, xs.length - 1));
}

// Scatter and line charts: y against x, one series per y column or per group (a line marks its
// observations when asked, "line with points"). A scatter can
// carry the fitted curve ("with a trend line", "LOESS") and the correlation coefficient the
// request names; a line chart of a summary ("mean ... with SEM") is drawn by errorbar's code,
// one line per group through the summary at each x.
import { column, findColumn, numeric, require } from '../columns/find.ts';
import { colouredByMeasure } from '../columns/colourMeasure.ts';
import { levels } from '../columns/values.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { cartesianPanel, drawPanel, type Panel } from '../plot/panel.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { dots } from '../marks/dot.ts';
import { line as lineMark } from '../marks/line.ts';
import { requireMethods } from '../spec.ts';
import { panelTables } from '../transforms/facets.ts';
import { summaryPanel } from './errorbar.ts';
import { scatterByMeasure } from './scatterByMeasure.ts';
import { fittedOverlays, overlayMarks, type Series } from './scatterOverlays.ts';
import type { ChartInput } from './types.ts';

function seriesOf({ table, spec }: ChartInput): { series: Series[]; xName: string; yName: string; dates: boolean; yDates: boolean } {
  const x = spec.x ? numeric(table, spec.x) : require(findColumn(table, spec, { types: ['number', 'date'] }), 'COLUMNS_MISSING', 'A numeric x column is needed.');
  const yNames = spec.y.length > 0 ? spec.y : [require(findColumn(table, spec, { types: ['number'], exclude: [x.name] }), 'COLUMNS_MISSING', 'A numeric y column is needed.').name];
  const group = spec.group ? column(table, spec.group) : undefined;
  const series: Series[] = [];
  let yDates = true;
  for (const yName of yNames) {
    const y = numeric(table, yName);
    yDates &&= y.type === 'date';
    const keys = group ? levels(group.values) : [yName];
    for (const key of keys) {
      const points: Array<[number, number]> = [];
      for (let i = 0; i < table.rowCount; i++) {
        const xv = x.values[i];
        const yv = y.values[i];
        if (typeof xv !== 'number' || typeof yv !== 'number') continue;
        if (group && String(group.values[i]) !== key) continue;
        points.push([xv, yv]);
      }
      series.push({ name: group && yNames.length > 1 ? `${yName} (${key})` : key, points });
    }
  }
  return { series, xName: x.name, yName: yNames.join(', '), dates: x.type === 'date', yDates };
}

/** Whether a series has several values at one x (in any panel of a faceted figure: all panels then join means). */
function repeatsX(input: ChartInput, series: Series[]): boolean {
  const repeats = (list: Series[]) => list.some((s) => new Set(s.points.map((p) => p[0])).size < s.points.length);
  if (!input.figure) return repeats(series);
  return panelTables(input.figure, input.spec).some((table) => repeats(seriesOf({ ...input, table }).series));
}

function panel(input: ChartInput, mode: 'points' | 'lines'): Panel {
  const { spec, theme } = input;
  const methods = requireMethods(spec);
  // Lines along categories ("an interaction plot") join each level's mean: a category has no numeric place of its own.
  const xOfCategories = spec.x !== undefined && input.table.columns.find((c) => c.name === spec.x)?.type === 'category';
  if (mode === 'lines' && (spec.aggregate || spec.errorBars || xOfCategories)) return summaryPanel({ ...input, spec: { ...spec, aggregate: spec.aggregate ?? 'mean' } }, undefined);
  const { series, xName, yName, dates, yDates } = seriesOf(input);
  // A line through several values at one x zig-zags between them and means nothing: the line
  // joins the means instead, and says so (its y label reads "(mean)", with n per point).
  if (mode === 'lines' && repeatsX(input, series)) {
    return summaryPanel({ ...input, spec: { ...spec, aggregate: 'mean' } }, undefined);
  }
  // A panel of a grouped faceted figure colours its series' statistics even where it holds one.
  const extra = fittedOverlays(series, methods, spec.xAxis.scale === 'log', spec.yAxis.scale === 'log', theme, input.figure !== undefined && spec.group !== undefined);
  return cartesianPanel({
    spec,
    theme,
    x: { values: series.flatMap((s) => s.points.map((p) => p[0])), dates },
    y: { values: series.flatMap((s) => s.points.map((p) => p[1])), dates: yDates },
    xLabel: xName,
    yLabel: yName,
    legend: series.map((s, i) => ({ label: s.name, color: theme.color(i), shape: mode === 'lines' ? 'line' : 'point' })),
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const nodes: SceneNode[] = [];
      series.forEach((s, i) => {
        const color = theme.color(i);
        const pts = s.points.map(([x, y]) => [sx.map(x), scales.y.map(y)] as [number, number]);
        if (mode === 'lines') {
          pts.sort((a, b) => a[0] - b[0]);
          nodes.push(lineMark(pts, theme, { stroke: color }));
          // "a line with points": a marker at each observation the line joins.
          if (spec.showPoints) nodes.push(...dots(pts, theme, { fill: color, stroke: 'none' }));
        } else {
          nodes.push(...dots(pts, theme, { fill: color, fillOpacity: 0.85, stroke: 'none' }));
        }
      });
      nodes.push(...overlayMarks(extra, () => series.flatMap((s) => s.points.map(([x, y]) => [sx.map(x), scales.y.map(y)] as [number, number])), sx, scales.y, plot, theme));
      return nodes;
    },
  });
}

export const scatterPanel = (input: ChartInput): Panel => panel(input, 'points');
export const linePanel = (input: ChartInput): Panel => panel(input, 'lines');
export const scatter = (input: ChartInput): Scene => {
  const by = colouredByMeasure(input.table, input.spec);
  return by ? scatterByMeasure(input, by) : drawPanel(scatterPanel(input));
};
export const line = (input: ChartInput): Scene => drawPanel(linePanel(input));

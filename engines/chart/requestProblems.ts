// What the request reader can refuse before a job exists, from the spec and the table alone (a
// method the chart type cannot honour, a top-N or bins no data could make (transforms/arrange.ts),
// a log scale over values <= 0, a SuperPlot without its replicates (transforms/replicateMeans.ts),
// a facet the chart type cannot draw or the data cannot make: transforms/facets.ts, a reference
// line or annotation the chart cannot place: plot/guides.ts; an error band no line of means
// carries: charts/errorbar.ts): the API answers it as 400
// INVALID_REQUEST (field `request`) and nothing is charged. The engine
// checks the same while drawing (plot/scales.ts), for edits and for the charts that choose
// their columns only then; there the job fails with the same reason.

import type { ChartType } from './chartTypes.ts';
import { CHARTS } from './charts/index.ts';
import type { Table } from './data/types.ts';
import { numeric } from './columns/find.ts';
import { ChartError } from './errors.ts';
import { methodProblem, type ChartSpec } from './spec.ts';
import { arrangementProblem, chosenBreaks } from './transforms/arrange.ts';
import { filterRows } from './transforms/filterRows.ts';
import { replicatesProblem } from './transforms/replicateMeans.ts';
import { facetProblem } from './transforms/facets.ts';
import { themeFor, type FigureOptions } from './plot/theme.ts';

/** The figure a request is drawn at when the caller does not say (the API's defaults: contract/charts.ts). */
const DEFAULT_FIGURE: FigureOptions = { journal: 'default', width: 'double', palette: 'okabe_ito' };

/** Chart types whose x and y axes show the named x and y columns' values as they are. */
const RAW_AXES: Partial<Record<ChartType, ReadonlyArray<'x' | 'y'>>> = {
  scatter: ['x', 'y'],
  line: ['x', 'y'],
  timeseries: ['y'],
  bubble: ['x', 'y'],
  regression: ['x', 'y'],
  hexbin: ['x', 'y'],
};

export function requestProblem(table: Table, spec: ChartSpec, figure: FigureOptions = DEFAULT_FIGURE): ChartError | undefined {
  const method = methodProblem(spec) ?? arrangementProblem(spec) ?? replicatesProblem(spec);
  if (method) return method;
  try {
    table = filterRows(table, spec.filters);
  } catch (error) {
    if (error instanceof ChartError) return error;
    throw error;
  }
  const facet = facetProblem(table, spec) ?? textOnValueAxis(table, spec);
  if (facet) return facet;
  const bins = binsProblem(table, spec);
  if (bins) return bins;
  const guide = guideProblem(table, spec, figure) ?? errorBandProblem(table, spec, figure);
  if (guide) return guide;
  for (const axis of ['x', 'y'] as const) {
    const { scale, range } = axis === 'x' ? spec.xAxis : spec.yAxis;
    if (scale !== 'log') continue;
    if (range && !(range[0] > 0 && range[1] > 0)) {
      return new ChartError('LOG_SCALE_NONPOSITIVE', `The ${axis} axis range ${range[0]} to ${range[1]} cannot be on a log scale, which shows only values above 0.`);
    }
    if (!RAW_AXES[spec.type]?.includes(axis)) continue;
    for (const name of axis === 'x' ? (spec.x ? [spec.x] : []) : spec.y) {
      const column = table.columns.find((c) => c.name === name && c.type === 'number');
      const offending = (column?.values ?? []).filter((v): v is number => typeof v === 'number' && v <= 0);
      if (offending.length === 0) continue;
      return new ChartError(
        'LOG_SCALE_NONPOSITIVE',
        `A log scale on the ${axis} axis shows only values above 0, and column "${name}" has ${offending.length === 1 ? 'a value' : `${offending.length} values`} of 0 or below (the lowest is ${offending.reduce((a, b) => Math.min(a, b))}). Use a linear scale, or leave those rows out of the data.`,
      );
    }
  }
  return undefined;
}

/**
 * A reference line or annotation the chart cannot place (GUIDE_NOT_AVAILABLE, GUIDE_OUTSIDE_AXES):
 * where a guide lies depends on the axes the chart draws, so the chart is drawn once at the
 * request's figure size and its frame asked. Only requests with guides pay for the drawing;
 * anything else the drawing refuses is left to the job, as before.
 */
function guideProblem(table: Table, spec: ChartSpec, figure: FigureOptions): ChartError | undefined {
  const draw = CHARTS[spec.type];
  if (!draw || (spec.referenceLines.length === 0 && spec.annotations.length === 0)) return undefined;
  try {
    draw({ table, spec, theme: themeFor(figure.journal, figure.width, figure.palette) });
  } catch (error) {
    if (error instanceof ChartError && error.reason.startsWith('GUIDE_')) return error;
  }
  return undefined;
}

/** A column of text asked on an axis of numbers ("hwy and fl against displ" on a scatter): refused as the chart would refuse it. */
function textOnValueAxis(table: Table, spec: ChartSpec): ChartError | undefined {
  if (!RAW_AXES[spec.type]?.includes('y')) return undefined;
  for (const name of spec.y) {
    try {
      numeric(table, name);
    } catch (error) {
      if (error instanceof ChartError) return error;
      throw error;
    }
  }
  return undefined;
}

/** Chart types that draw means joined along x, around which an error band can be shaded (charts/errorbar.ts). */
const BANDED_TYPES: readonly ChartType[] = ['line', 'timeseries', 'errorbar'];

/** An error band asked of a chart that draws no line of means, or of means over categories, which a band cannot join. */
function errorBandProblem(table: Table, spec: ChartSpec, figure: FigureOptions): ChartError | undefined {
  if (spec.errorStyle !== 'band') return undefined;
  if (!BANDED_TYPES.includes(spec.type)) {
    return new ChartError('METHOD_NOT_AVAILABLE', `An error band is shaded around a line of means (a line or error-bar chart); the ${spec.type.replace(/_/g, ' ')} chart draws none, and nothing is drawn in its place: ask for error bars, or for a line of means.`);
  }
  try {
    CHARTS[spec.type]?.({ table, spec, theme: themeFor(figure.journal, figure.width, figure.palette) });
  } catch (error) {
    if (error instanceof ChartError && error.reason === 'METHOD_NOT_AVAILABLE') return error;
  }
  return undefined;
}

/** Bins of the asked width that the named column's range would make too many of (BINS_INVALID). */
function binsProblem(table: Table, spec: ChartSpec): ChartError | undefined {
  const name = spec.y[0] ?? spec.x;
  const values = table.columns.find((c) => c.name === name && c.type === 'number')?.values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (!spec.bins || !values || values.length === 0) return undefined;
  try {
    chosenBreaks(values, spec.bins);
  } catch (error) {
    if (error instanceof ChartError) return error;
    throw error;
  }
  return undefined;
}

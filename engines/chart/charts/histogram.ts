// Histograms: counts in bins whose breaks follow R's hist() default (Sturges' number of
// classes, at pretty() breaks), or the number or width of bins the request asks for
// (transforms/arrange.ts chosenBreaks).
import { findColumn, numeric, require } from '../columns/find.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { bar } from '../marks/index.ts';
import { ChartError } from '../errors.ts';
import { cartesianPanel, drawPanel, type Panel } from '../plot/panel.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { tickStep } from '../plot/ticks.ts';
import type { Column, Table } from '../data/types.ts';
import type { ChartSpec } from '../spec.ts';
import { chosenBreaks } from '../transforms/arrange.ts';
import { histogram as bin } from '../stats/breaks.ts';
import type { ChartInput } from './types.ts';

/** Breaks at nice numbers, about Sturges' count (ceil(log2 n) + 1) of classes. */
export function histogramBreaks(values: number[]): number[] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const classes = Math.ceil(Math.log2(values.length)) + 1;
  const step = tickStep(lo, hi === lo ? lo + 1 : hi, classes);
  const start = Math.floor(lo / step) * step;
  const breaks = [start];
  while ((breaks[breaks.length - 1] ?? hi) < hi) breaks.push(Number((start + breaks.length * step).toPrecision(12)));
  if (breaks.length < 2) breaks.push(start + step);
  return breaks;
}

export const histogram = (input: ChartInput): Scene => drawPanel(histogramPanel(input));

/** The numbers of the histogram's column in a table. */
function numbersIn(table: Table, spec: ChartSpec): { col: Column; values: number[] } {
  const col = spec.y[0] ? numeric(table, spec.y[0]) : spec.x ? numeric(table, spec.x) : require(findColumn(table, spec, { types: ['number'] }), 'COLUMNS_MISSING', 'A numeric column is needed.');
  return { col, values: col.values.filter((v): v is number => typeof v === 'number') };
}

export function histogramPanel({ table, spec, theme, figure }: ChartInput): Panel {
  const { col, values } = numbersIn(table, spec);
  if (values.length === 0) throw new ChartError('NO_VALUES', `Column "${col.name}" has no numbers.`);
  // The panels of a faceted figure count into the same bins: those of all its values.
  const all = figure ? numbersIn(figure, spec).values : values;
  const breaks = spec.bins ? chosenBreaks(all, spec.bins) : histogramBreaks(all);
  // Right-closed bins, the first one closed on both sides, as R's hist(right = TRUE); the ogive counts the same way.
  const { counts } = bin(values, { breaks });
  // On a log axis 0 has no place: bars rise from the axis's bottom, and an empty bin has no
  // bar, as it has none on a linear axis.
  const logY = spec.yAxis.scale === 'log';
  return cartesianPanel({
    spec: { ...spec, xAxis: { ...spec.xAxis, range: spec.xAxis.range ?? [breaks[0] ?? 0, breaks[breaks.length - 1] ?? 1] } },
    theme,
    x: { values: breaks },
    y: { values: logY ? counts.filter((c) => c > 0) : counts, zero: true },
    xLabel: col.name,
    yLabel: 'Frequency',
    legend: [],
    marks: (scales) => {
      const sx = scales.x as ContinuousScale;
      const base = scales.y.map(logY ? scales.y.domain[0] : 0);
      return counts.flatMap((count, i): SceneNode[] =>
        logY && count === 0
          ? []
          : [bar({ x: sx.map(breaks[i] ?? 0), y: scales.y.map(count), width: sx.map(breaks[i + 1] ?? 0) - sx.map(breaks[i] ?? 0), height: base - scales.y.map(count) }, theme)],
      );
    },
  });
}

// Regression plots: the points and the curve the request names — least squares of degree 1
// (default), 2 or 3 (R's lm) with its pointwise 95% confidence band (predict.lm interval =
// "confidence"), or LOESS (R's loess defaults) — with the model and its fit printed, and the
// correlation coefficient the request asks for; one fit per group when grouped. The fit's
// text goes in a corner the points and curves leave empty, or above the plot.
import { groupColumn, xyColumns } from '../columns/find.ts';
import { pairs, rowsByGroup } from '../columns/values.ts';
import { fixed, sig } from '../format.ts';
import { band } from '../marks/band.ts';
import { dots } from '../marks/dot.ts';
import { curve, linspace } from '../marks/line.ts';
import { type Corner, densify, statBlockClearOf } from '../marks/statBlock.ts';
import { ChartError } from '../errors.ts';
import { cartesianPanel, drawPanel, type Panel } from '../plot/panel.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { requireMethods } from '../spec.ts';
import { correlationTest } from '../stats/correlation.ts';
import type { LinearFit } from '../stats/regression.ts';
import { curveModel, fitCurve } from '../transforms/fitCurve.ts';
import { correlationLabel, FIT_NAME } from '../transforms/methodLabels.ts';
import { logDropNote } from '../transforms/logScale.ts';
import type { ChartInput } from './types.ts';

/** "y = 3.93x − 17.6" from a straight-line fit; "log10(y) = 0.5·log10(x) + 1" on log terms. */
export function lineEquation(fit: LinearFit, xTerm = 'x', yTerm = 'y'): string {
  const a = fit.coefficients[0]?.estimate ?? NaN;
  const b = fit.coefficients[1]?.estimate ?? NaN;
  return `${yTerm} = ${sig(b, 3)}${xTerm === 'x' ? 'x' : `·${xTerm}`} ${a < 0 ? '−' : '+'} ${sig(Math.abs(a), 3)}`;
}

/** The corners a line of this slope leaves empty first: a rising line the top left and bottom right. */
export function cornersOffLine(slope: number): Corner[] {
  return slope >= 0 ? ['top-left', 'bottom-right', 'top-right', 'bottom-left'] : ['top-right', 'bottom-left', 'top-left', 'bottom-right'];
}

export const regression = (input: ChartInput): Scene => drawPanel(regressionPanel(input));

export function regressionPanel({ table, spec, theme, figure }: ChartInput): Panel {
  const methods = requireMethods(spec);
  const model = methods.fit ?? 'linear';
  const { x, y } = xyColumns(table, spec, 'x', 'y');
  const group = groupColumn(table, spec);
  // On a log axis the curve is fitted to log10 of the values, so that a line is straight as drawn.
  const logX = spec.xAxis.scale === 'log';
  const logY = spec.yAxis.scale === 'log';
  const toX = (v: number) => (logX ? Math.log10(v) : v);
  const toY = (v: number) => (logY ? Math.log10(v) : v);
  const fromY = (v: number) => (logY ? 10 ** v : v);
  let dropped = 0;
  const series = rowsByGroup(table, group).flatMap(({ key, rows }) => {
    const all = pairs(x, y, rows);
    const keep = all.x.map((xv, i) => (!logX || xv > 0) && (!logY || (all.y[i] as number) > 0));
    dropped += keep.filter((k) => !k).length;
    const data = { x: all.x.filter((_, i) => keep[i]), y: all.y.filter((_, i) => keep[i]) };
    if (data.x.length === 0) return [];
    if (Math.min(...data.x) === Math.max(...data.x)) throw new ChartError('NO_SPREAD', `All ${x.name} values${key ? ` of "${key}"` : ''} are equal: no line can be fitted.`);
    const fit = fitCurve(data.x.map(toX), data.y.map(toY), curveModel(model), `A regression line${key ? ` for "${key}"` : ''}`);
    const xs = linspace(Math.min(...data.x), Math.max(...data.x), 100, logX);
    const curve = xs.map((v) => fromY(fit.predict(toX(v))));
    const band = fit.band?.(xs.map(toX)).map((b) => ({ lower: fromY(b.lower), upper: fromY(b.upper) }));
    const correlation = methods.correlation ? correlationTest(data.x, data.y, methods.correlation) : undefined;
    return [{ key, data, fit, xs, curve, band, correlation }];
  });
  if (series.length === 0) throw new ChartError('NO_VALUES', `No rows have numbers in both "${x.name}" and "${y.name}"${logX || logY ? ' above 0 on the log axes' : ''}.`);
  const slope = series.reduce((s, d) => s + ((d.curve[d.curve.length - 1] ?? 0) - (d.curve[0] ?? 0)), 0);
  // A panel of a grouped faceted figure is grouped even where it holds one group.
  const grouped = series.length > 1 || (figure !== undefined && group !== undefined);
  const fitText = (d: (typeof series)[number]): string =>
    model === 'linear' && d.fit.linear
      ? `${lineEquation(d.fit.linear, logX ? 'log10(x)' : 'x', logY ? 'log10(y)' : 'y')}, R² = ${fixed(d.fit.rSquared, 3)}`
      : model === 'loess'
        ? FIT_NAME.loess
        : `${FIT_NAME[model]}, R² = ${fixed(d.fit.rSquared, 3)}`;
  const lines = series.flatMap((d, i) => {
    const color = grouped ? theme.color(i) : theme.ink;
    // In a panel of a faceted figure the colour names the group (the figure's legend says which).
    const prefix = grouped && figure === undefined ? `${d.key}: ` : '';
    return [{ text: `${prefix}${fitText(d)}`, color }, ...(d.correlation ? [{ text: `${prefix}${correlationLabel(d.correlation)}`, color }] : [])];
  });
  const note = logDropNote(dropped);
  if (note) lines.push({ text: note, color: theme.ink });
  return cartesianPanel({
    spec,
    theme,
    x: { values: series.flatMap((d) => d.data.x) },
    y: { values: series.flatMap((d) => [...d.data.y, ...(d.band ?? []).flatMap((b) => [b.lower, b.upper])]) },
    xLabel: x.name,
    yLabel: y.name,
    legend: grouped ? series.map((d, i) => ({ label: d.key, color: theme.color(i), shape: 'point' as const })) : [],
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y;
      const nodes: SceneNode[] = [];
      const obstacles: Array<[number, number]> = [];
      series.forEach((d, i) => {
        const color = theme.color(i);
        d.data.x.forEach((xv, k) => obstacles.push([sx.map(xv), sy.map(d.data.y[k] as number)]));
        for (const point of densify(d.xs.map((xv, k) => [sx.map(xv), sy.map(d.curve[k] ?? NaN)] as [number, number]))) obstacles.push(point);
        if (d.band) {
          nodes.push(
            band(
              d.xs,
              d.band.map((b) => b.lower),
              d.band.map((b) => b.upper),
              sx,
              sy,
              theme,
              { fill: color },
            ),
          );
        }
      });
      series.forEach((d, i) => {
        const color = theme.color(i);
        nodes.push(...dots(d.data.x.map((xv, k) => [sx.map(xv), sy.map(d.data.y[k] as number)] as [number, number]), theme, { fill: color, fillOpacity: 0.85, stroke: 'none' }));
        nodes.push(curve(d.xs, d.curve, sx, sy, theme, { stroke: grouped ? color : theme.ink }));
      });
      nodes.push(...statBlockClearOf(lines, obstacles, plot, theme, cornersOffLine(slope)));
      return nodes;
    },
  }, series.map((d) => d.key));
}

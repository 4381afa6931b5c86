// Regression plots: the points, the least-squares line (R's lm, straight line: the spec has no
// polynomial degree) and its pointwise 95% confidence band (predict.lm interval =
// "confidence"), with the equation and R² printed; one fit per group when grouped.
import { ChartError } from '../errors.ts';
import { bandNode, curveNode, densify, emptiestCorner, fixed, grid, groupColumn, needPoints, pairs, rowsByGroup, sig, statBlock, xyColumns, type Corner } from '../plot/statChartKit.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { linearRegression, regressionBands, type LinearFit } from '../stats/regression.ts';
import type { ChartInput } from './types.ts';

/** "y = 3.93x − 17.6" from a straight-line fit; "log10(y) = 0.5·log10(x) + 1" on log terms. */
export function lineEquation(fit: LinearFit, xTerm = 'x', yTerm = 'y'): string {
  const a = fit.coefficients[0]?.estimate ?? NaN;
  const b = fit.coefficients[1]?.estimate ?? NaN;
  return `${yTerm} = ${sig(b, 3)}${xTerm === 'x' ? 'x' : `·${xTerm}`} ${a < 0 ? '−' : '+'} ${sig(Math.abs(a), 3)}`;
}

export function regression({ table, spec, theme }: ChartInput): Scene {
  const { x, y } = xyColumns(table, spec, 'x', 'y');
  const group = groupColumn(table, spec);
  // On a log axis the line is fitted to log10 of the values, so that it is straight as drawn.
  const logX = spec.xAxis.scale === 'log';
  const logY = spec.yAxis.scale === 'log';
  const toX = (v: number) => (logX ? Math.log10(v) : v);
  const toY = (v: number) => (logY ? Math.log10(v) : v);
  const fromY = (v: number) => (logY ? 10 ** v : v);
  const series = rowsByGroup(table, group).flatMap(({ key, rows }) => {
    const all = pairs(x, y, rows);
    const keep = all.x.map((xv, i) => (!logX || xv > 0) && (!logY || (all.y[i] as number) > 0));
    const data = { x: all.x.filter((_, i) => keep[i]), y: all.y.filter((_, i) => keep[i]) };
    if (data.x.length === 0) return [];
    needPoints(data.x.length, 3, `A regression line${key ? ` for "${key}"` : ''}`);
    if (Math.min(...data.x) === Math.max(...data.x)) throw new ChartError('NO_SPREAD', `All ${x.name} values${key ? ` of "${key}"` : ''} are equal: no line can be fitted.`);
    const fit = linearRegression(data.x.map(toX), data.y.map(toY));
    const xs = grid(Math.min(...data.x), Math.max(...data.x), 100, logX);
    const band = regressionBands(fit, xs.map(toX)).map((b) => ({ fit: fromY(b.fit), confLower: fromY(b.confLower), confUpper: fromY(b.confUpper) }));
    return [{ key, data, fit, xs, band }];
  });
  if (series.length === 0) throw new ChartError('NO_VALUES', `No rows have numbers in both "${x.name}" and "${y.name}"${logX || logY ? ' above 0 on the log axes' : ''}.`);
  const slope = series.reduce((s, d) => s + (d.fit.coefficients[1]?.estimate ?? 0), 0);
  const grouped = series.length > 1;
  const lines = series.map((d, i) => ({
    text: `${grouped ? `${d.key}: ` : ''}${lineEquation(d.fit, logX ? 'log10(x)' : 'x', logY ? 'log10(y)' : 'y')}, R² = ${fixed(d.fit.rSquared, 3)}`,
    color: grouped ? theme.color(i) : theme.ink,
  }));
  return cartesian({
    spec,
    theme,
    x: { values: series.flatMap((d) => d.data.x) },
    y: { values: series.flatMap((d) => [...d.data.y, ...d.band.map((b) => b.confLower), ...d.band.map((b) => b.confUpper)]) },
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
        for (const point of densify(d.xs.map((xv, k) => [sx.map(xv), sy.map(d.band[k]?.fit ?? NaN)] as [number, number]))) obstacles.push(point);
        nodes.push(bandNode(d.xs, d.band.map((b) => b.confLower), d.band.map((b) => b.confUpper), sx, sy, color, 0.2));
      });
      series.forEach((d, i) => {
        const color = theme.color(i);
        d.data.x.forEach((xv, k) => nodes.push({ type: 'circle', cx: sx.map(xv), cy: sy.map(d.data.y[k] as number), r: theme.markerRadius, fill: color, fillOpacity: 0.85 }));
        nodes.push(curveNode(d.xs, d.band.map((b) => b.fit), sx, sy, grouped ? color : theme.ink, theme.lineWidth));
      });
      const prefer: Corner[] = slope >= 0 ? ['top-left', 'bottom-right', 'top-right', 'bottom-left'] : ['top-right', 'bottom-left', 'top-left', 'bottom-right'];
      const corner = emptiestCorner(
        lines.map((l) => l.text),
        obstacles,
        plot,
        theme,
        prefer,
      );
      nodes.push(...statBlock(lines, plot, theme, corner));
      return nodes;
    },
  });
}

// A chart of data with a fitted nonlinear model per group (dose–response, enzyme kinetics,
// growth curves): points (mean ± SEM per x when there are replicates), the fitted curve, and the
// fitted parameters printed in a corner the curve leaves empty.
import type { ChartInput } from '../charts/types.ts';
import { ChartError } from '../errors.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { FITTED_AXES, fittedColumns } from '../columns/fittedAxes.ts';
import { groupColumn } from '../columns/find.ts';
import { needPoints, pairs, rowsByGroup } from '../columns/values.ts';
import { dot, dots } from '../marks/dot.ts';
import { errorBarAt } from '../marks/errorBar.ts';
import { curve, linspace } from '../marks/line.ts';
import { ON_PAGE } from '../marks/placement.ts';
import { densify, statBlockClearOf, type Corner } from '../marks/statBlock.ts';
import { mean, sd } from '../stats/summaries.ts';
import { groupNumbers } from '../transforms/group.ts';
import { cartesian } from './cartesian.ts';
import type { ContinuousScale } from './scales.ts';

export interface FittedModel {
  predict(x: number): number;
  /** The statistics printed for this fit (without the group's name). */
  text: string;
}

export interface FittedChartOptions {
  /** What the fit is called in messages: "A 4PL dose–response fit". */
  what: string;
  minPoints: number;
  /** x on a log10 axis (rows with x ≤ 0 are fitted but not drawn). */
  logX?: boolean;
  /** The curve and axis start at x = 0. */
  fromZero?: boolean;
  fit(x: number[], y: number[]): FittedModel;
  /** Where the printed statistics go, from the fits. */
  corner(fits: FittedModel[]): Corner;
}

/** Rows of replicate measurements per distinct x: mean, SEM (n − 1 SD / √n) and n, by x. */
function replicateMeans(x: number[], y: number[]): Array<{ x: number; mean: number; sem: number; n: number }> {
  return [...groupNumbers(x.length, (i) => String(x[i]), (i) => y[i])]
    .map(([key, ys]) => ({ x: Number(key), mean: mean(ys), sem: ys.length > 1 ? sd(ys) / Math.sqrt(ys.length) : 0, n: ys.length }))
    .sort((a, b) => a.x - b.x);
}

export function fittedChart({ table, spec, theme }: ChartInput, options: FittedChartOptions): Scene {
  const { x, y } = fittedColumns(table, spec, FITTED_AXES[spec.type] ?? { xWord: 'x', yWord: 'y' });
  const group = groupColumn(table, spec);
  const logX = options.logX === true;
  const series = rowsByGroup(table, group).flatMap(({ key, rows }) => {
    const data = pairs(x, y, rows);
    if (data.x.length === 0) return [];
    needPoints(data.x.length, options.minPoints, `${options.what}${key ? ` for "${key}"` : ''}`);
    let model: FittedModel;
    try {
      model = options.fit(data.x, data.y);
    } catch (e) {
      if (e instanceof ChartError) throw e;
      throw new ChartError('FIT_FAILED', `${options.what}${key ? ` for "${key}"` : ''} did not converge on these data (${e instanceof Error ? e.message : String(e)}).`);
    }
    const shown = data.x.map((v, i) => ({ x: v, y: data.y[i] as number })).filter((p) => !logX || p.x > 0);
    const means = replicateMeans(
      shown.map((p) => p.x),
      shown.map((p) => p.y),
    );
    const xsShown = shown.map((p) => p.x);
    const lo = options.fromZero ? 0 : Math.min(...xsShown);
    const hi = Math.max(...xsShown);
    const xs = linspace(lo, hi, 200, logX);
    return [{ key, data: shown, means, model, xs, curve: xs.map((v) => model.predict(v)) }];
  });
  if (series.length === 0) throw new ChartError('NO_VALUES', `No rows have numbers in both "${x.name}" and "${y.name}"${logX ? ` with ${x.name} above 0` : ''}.`);
  const replicated = series.some((s) => s.means.some((m) => m.n > 1));
  const grouped = series.length > 1;
  const lines = series.map((s, i) => ({ text: `${grouped ? `${s.key}: ` : ''}${s.model.text}`, color: grouped ? theme.color(i) : theme.ink }));
  const corner = options.corner(series.map((s) => s.model));
  return cartesian({
    spec: logX ? { ...spec, xAxis: { ...spec.xAxis, scale: 'log' } } : spec,
    theme,
    x: { values: [...(options.fromZero ? [0] : []), ...series.flatMap((s) => s.data.map((p) => p.x))] },
    y: {
      values: series.flatMap((s) => [
        ...(replicated ? s.means.flatMap((m) => [m.mean - m.sem, m.mean + m.sem]) : s.data.map((p) => p.y)),
        ...s.curve.filter(Number.isFinite),
      ]),
    },
    xLabel: x.name,
    yLabel: y.name,
    legend: grouped ? series.map((s, i) => ({ label: s.key, color: theme.color(i), shape: 'point' as const })) : [],
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y;
      const nodes: SceneNode[] = [];
      const obstacles: Array<[number, number]> = [];
      series.forEach((s, i) => {
        const color = grouped ? theme.color(i) : theme.ink;
        const line = curve(s.xs, s.curve, sx, sy, theme, { stroke: color });
        nodes.push(line);
        for (const point of densify(line.points)) obstacles.push(point);
        if (replicated) for (const m of s.means) obstacles.push([sx.map(m.x), sy.map(m.mean - m.sem)], [sx.map(m.x), sy.map(m.mean)], [sx.map(m.x), sy.map(m.mean + m.sem)]);
        else for (const p of s.data) obstacles.push([sx.map(p.x), sy.map(p.y)]);
        const fill = grouped ? color : theme.color(0);
        if (replicated) {
          const r = theme.markerRadius * 1.1;
          for (const m of s.means) {
            const cx = sx.map(m.x);
            if (m.sem > 0) nodes.push(...errorBarAt(ON_PAGE, cx, sy.map(m.mean - m.sem), sy.map(m.mean + m.sem), r, theme, { stroke: color }));
            nodes.push(dot(cx, sy.map(m.mean), theme, { r, fill, strokeWidth: theme.axisWidth * 0.5 }));
          }
        } else {
          nodes.push(...dots(s.data.map((p) => [sx.map(p.x), sy.map(p.y)] as [number, number]), theme, { fill, strokeWidth: theme.axisWidth * 0.5 }));
        }
      });
      const others: Corner[] = (['top-left', 'top-right', 'bottom-right', 'bottom-left'] as Corner[]).filter((c) => c !== corner);
      nodes.push(...statBlockClearOf(lines, obstacles, plot, theme, [corner, ...others]));
      return nodes;
    },
  });
}

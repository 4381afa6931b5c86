// Standard curves: signal against the known concentrations of the standards, the least-squares
// line (stats/fit.ts fitStandardCurveLinear, R's lm) with its 95% confidence band, the equation
// and R² printed; rows with a signal but no concentration are unknowns, read off the line
// ((signal − a)/b) and drawn on it as open markers.
import { FITTED_AXES, fittedColumns } from '../columns/fittedAxes.ts';
import { needPoints } from '../columns/values.ts';
import { fixed } from '../format.ts';
import { band as bandMark } from '../marks/band.ts';
import { dot, dots } from '../marks/dot.ts';
import { curve, linspace } from '../marks/line.ts';
import { densify, statBlockClearOf } from '../marks/statBlock.ts';
import { ChartError } from '../errors.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { fitStandardCurveLinear, interpolateLinear } from '../stats/fit.ts';
import { regressionBands } from '../stats/regression.ts';
import { cornersOffLine, lineEquation } from './regression.ts';
import type { ChartInput } from './types.ts';

export function standardCurve({ table, spec, theme }: ChartInput): Scene {
  const { x, y } = fittedColumns(table, spec, FITTED_AXES.standard_curve!);
  const conc: number[] = [];
  const signal: number[] = [];
  const unknownSignal: number[] = [];
  for (let i = 0; i < table.rowCount; i++) {
    const c = x.values[i];
    const s = y.values[i];
    if (typeof s !== 'number' || !Number.isFinite(s)) continue;
    if (typeof c === 'number' && Number.isFinite(c)) {
      conc.push(c);
      signal.push(s);
    } else if (c === null) unknownSignal.push(s);
  }
  needPoints(conc.length, 3, 'A standard curve');
  if (Math.min(...conc) === Math.max(...conc)) throw new ChartError('NO_SPREAD', `All standards have the same ${x.name}: no curve can be fitted.`);
  const fit = fitStandardCurveLinear(conc, signal);
  const unknowns = unknownSignal.map((s) => ({ x: interpolateLinear(fit, s), y: s }));
  const all = [...conc, ...unknowns.map((u) => u.x)];
  const xs = linspace(Math.min(...all), Math.max(...all), 100);
  const band = regressionBands(fit, xs);
  const lines = [{ text: lineEquation(fit) }, { text: `R² = ${fixed(fit.rSquared, 4)}` }];
  if (unknowns.length > 0) lines.push({ text: `${unknowns.length} unknown${unknowns.length > 1 ? 's' : ''} interpolated` });
  return cartesian({
    spec,
    theme,
    x: { values: all },
    y: { values: [...signal, ...unknownSignal, ...band.map((b) => b.confLower), ...band.map((b) => b.confUpper)] },
    xLabel: x.name,
    yLabel: y.name,
    // The keys are kinds of point, not a column's values: untitled unless the request titles it.
    legendBy: null,
    legend:
      unknowns.length > 0
        ? [
            { label: 'Standards', color: theme.color(0), shape: 'point' },
            { label: 'Unknowns', color: theme.color(1), shape: 'point' },
          ]
        : [],
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y;
      const nodes: SceneNode[] = [
        bandMark(
          xs,
          band.map((b) => b.confLower),
          band.map((b) => b.confUpper),
          sx,
          sy,
          theme,
        ),
        curve(
          xs,
          band.map((b) => b.fit),
          sx,
          sy,
          theme,
        ),
      ];
      nodes.push(...dots(conc.map((c, i) => [sx.map(c), sy.map(signal[i] as number)] as [number, number]), theme, { strokeWidth: theme.axisWidth * 0.5 }));
      // Unknowns as open markers in the second colour: read off the line, not measured against it.
      for (const u of unknowns) nodes.push(dot(sx.map(u.x), sy.map(u.y), theme, { r: theme.markerRadius * 1.1, fill: '#FFFFFF', stroke: theme.color(1), strokeWidth: theme.lineWidth }));
      const slope = fit.coefficients[1]?.estimate ?? 1;
      const obstacles: Array<[number, number]> = [
        ...conc.map((c, i) => [sx.map(c), sy.map(signal[i] as number)] as [number, number]),
        ...unknowns.map((u) => [sx.map(u.x), sy.map(u.y)] as [number, number]),
        ...densify(xs.map((xv, k) => [sx.map(xv), sy.map(band[k]?.fit ?? NaN)] as [number, number])),
      ];
      nodes.push(...statBlockClearOf(lines, obstacles, plot, theme, cornersOffLine(slope)));
      return nodes;
    },
  });
}

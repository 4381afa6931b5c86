// Standard curves: signal against the known concentrations of the standards, the least-squares
// line (stats/fit.ts fitStandardCurveLinear, R's lm) or, when asked, the four-parameter logistic
// of ELISAs (fitStandardCurve4PL, drc's LL.4), with its 95% confidence band, the equation or
// the 4PL's parameters and R² printed; rows with a signal but no concentration are unknowns,
// read off the curve and drawn on it as open markers. An unknown beyond a 4PL's plateaus has no
// concentration on the curve: it is counted and said, never extrapolated.
import { FITTED_AXES, fittedColumns } from '../columns/fittedAxes.ts';
import { needPoints } from '../columns/values.ts';
import { fixed, sig } from '../format.ts';
import { band as bandMark } from '../marks/band.ts';
import { dot, dots } from '../marks/dot.ts';
import { curve, linspace } from '../marks/line.ts';
import { densify, statBlockClearOf } from '../marks/statBlock.ts';
import { ChartError } from '../errors.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { fitStandardCurve4PL, fitStandardCurveLinear, fourPLBands, interpolate4PL, interpolateLinear, type DoseResponseFit } from '../stats/fit.ts';
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
  const fourParameter = spec.methods?.fit === '4pl';
  needPoints(conc.length, fourParameter ? 5 : 3, fourParameter ? 'A four-parameter logistic standard curve' : 'A standard curve');
  if (Math.min(...conc) === Math.max(...conc)) throw new ChartError('NO_SPREAD', `All standards have the same ${x.name}: no curve can be fitted.`);
  const model = fourParameter ? fourPLModel(conc, signal) : linearModel(conc, signal);
  const read = unknownSignal.map((s) => ({ x: model.interpolate(s), y: s }));
  const unknowns = read.filter((u) => Number.isFinite(u.x) && (!logX(spec) || u.x > 0));
  const outside = read.length - unknowns.length;
  const all = [...conc, ...unknowns.map((u) => u.x)].filter((c) => !logX(spec) || c > 0);
  const xs = linspace(Math.min(...all), Math.max(...all), 100, logX(spec));
  const band = model.band(xs);
  const lines = [...model.lines];
  if (unknowns.length > 0) lines.push({ text: `${unknowns.length} unknown${unknowns.length > 1 ? 's' : ''} interpolated` });
  if (outside > 0) lines.push({ text: `${outside} unknown${outside > 1 ? 's' : ''} outside the curve's range, not interpolated` });
  return cartesian({
    spec,
    theme,
    x: { values: all },
    y: { values: [...signal, ...unknowns.map((u) => u.y), ...band.map((b) => b.lower), ...band.map((b) => b.upper)] },
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
          band.map((b) => b.lower),
          band.map((b) => b.upper),
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
      const shown = conc.map((c, i) => [c, signal[i] as number] as const).filter(([c]) => !logX(spec) || c > 0);
      nodes.push(...dots(shown.map(([c, s]) => [sx.map(c), sy.map(s)] as [number, number]), theme, { strokeWidth: theme.axisWidth * 0.5 }));
      // Unknowns as open markers in the second colour: read off the line, not measured against it.
      for (const u of unknowns) nodes.push(dot(sx.map(u.x), sy.map(u.y), theme, { r: theme.markerRadius * 1.1, fill: '#FFFFFF', stroke: theme.color(1), strokeWidth: theme.lineWidth }));
      const obstacles: Array<[number, number]> = [
        ...shown.map(([c, s]) => [sx.map(c), sy.map(s)] as [number, number]),
        ...unknowns.map((u) => [sx.map(u.x), sy.map(u.y)] as [number, number]),
        ...densify(xs.map((xv, k) => [sx.map(xv), sy.map(band[k]?.fit ?? NaN)] as [number, number])),
      ];
      nodes.push(...statBlockClearOf(lines, obstacles, plot, theme, cornersOffLine(model.rising ? 1 : -1)));
      return nodes;
    },
  });
}

function logX(spec: ChartInput['spec']): boolean {
  return spec.xAxis.scale === 'log';
}

interface StandardModel {
  /** The concentration a signal reads off the curve; NaN where the curve never reaches it. */
  interpolate(signal: number): number;
  band(xs: readonly number[]): Array<{ fit: number; lower: number; upper: number }>;
  lines: Array<{ text: string }>;
  rising: boolean;
}

function linearModel(conc: number[], signal: number[]): StandardModel {
  const fit = fitStandardCurveLinear(conc, signal);
  return {
    interpolate: (s) => interpolateLinear(fit, s),
    band: (xs) => regressionBands(fit, xs).map((b) => ({ fit: b.fit, lower: b.confLower, upper: b.confUpper })),
    lines: [{ text: lineEquation(fit) }, { text: `R² = ${fixed(fit.rSquared, 4)}` }],
    rising: (fit.coefficients[1]?.estimate ?? 1) >= 0,
  };
}

function fourPLModel(conc: number[], signal: number[]): StandardModel {
  let fit: DoseResponseFit;
  try {
    fit = fitStandardCurve4PL(conc, signal);
  } catch (e) {
    throw new ChartError('FIT_FAILED', `A four-parameter logistic fit did not converge on these standards (${e instanceof Error ? e.message : String(e)}).`);
  }
  const mean = signal.reduce((a, b) => a + b, 0) / signal.length;
  const total = signal.reduce((a, b) => a + (b - mean) ** 2, 0);
  const rSquared = total > 0 ? 1 - fit.nls.rss / total : NaN;
  const p = fit.params;
  return {
    interpolate: (s) => interpolate4PL(fit, s),
    band: (xs) => fourPLBands(fit, xs),
    lines: [
      { text: `4PL: bottom ${sig(p.bottom, 3)}, top ${sig(p.top, 3)}, EC50 ${sig(10 ** p.logEC50, 3)}, Hill ${sig(p.hillSlope, 3)}` },
      { text: `R² = ${fixed(rSquared, 4)}` },
    ],
    rising: p.hillSlope * (p.top - p.bottom) >= 0,
  };
}

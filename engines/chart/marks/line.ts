// The line mark: a polyline through page points (a curve, a step function, a subject's path
// across conditions), in ink at the data line width with round joins unless told otherwise;
// and the lines built on it: a curve through data values (curve), the identity diagonal, and the x
// values at which to sample a smooth curve.
import type { ContinuousScale } from '../plot/scales.ts';
import type { Theme } from '../plot/theme.ts';
import type { PolylineNode, SceneNode } from '../render/scene.ts';
import { rule } from './rule.ts';
import { resolvePaint, type StrokeOptions } from './style.ts';

/** A polyline through page points. */
export function line(points: Array<[number, number]>, theme: Theme, options: StrokeOptions = {}): PolylineNode {
  return { type: 'polyline', points, ...resolvePaint(options, { stroke: theme.ink, strokeWidth: theme.lineWidth, lineJoin: 'round' }) };
}

/**
 * A line through data values (x, y) on the scales (a fitted curve, a series), skipping pairs
 * that are not finite; the line mark's defaults.
 */
export function curve(xs: number[], ys: number[], sx: ContinuousScale, sy: ContinuousScale, theme: Theme, options: StrokeOptions = {}): PolylineNode {
  const points = xs.flatMap((x, i) => {
    const y = ys[i] as number;
    return Number.isFinite(y) && Number.isFinite(x) ? [[sx.map(x), sy.map(y)] as [number, number]] : [];
  });
  return line(points, theme, options);
}

/** The diagonal y = x from (lo, lo) to (hi, hi), dashed grey: perfect agreement or chance. */
export function diagonal(sx: ContinuousScale, sy: ContinuousScale, lo: number, hi: number, theme: Theme): SceneNode {
  return rule(sx.map(lo), sy.map(lo), sx.map(hi), sy.map(hi), theme, { stroke: '#888888', dash: [3, 2] });
}

/** n evenly spaced values from lo to hi (log-spaced when `log`): where a fitted curve is drawn. */
export function linspace(lo: number, hi: number, n = 200, log = false): number[] {
  const a = log ? Math.log10(lo) : lo;
  const b = log ? Math.log10(hi) : hi;
  return Array.from({ length: n }, (_, i) => {
    const v = a + ((b - a) * i) / (n - 1);
    return log ? 10 ** v : v;
  });
}

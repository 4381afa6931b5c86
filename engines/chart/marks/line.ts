// Lines through data: a curve through (x, y) pairs, the identity diagonal, and the x values
// at which to sample a smooth curve.
import type { ContinuousScale } from '../plot/scales.ts';
import type { Theme } from '../plot/theme.ts';
import type { SceneNode } from '../render/scene.ts';

/** A curve through (x, y) pairs, skipping non-finite values. */
export function curveNode(xs: number[], ys: number[], sx: ContinuousScale, sy: ContinuousScale, color: string, width: number, dash?: number[]): SceneNode {
  const points = xs.flatMap((x, i) => {
    const y = ys[i] as number;
    return Number.isFinite(y) && Number.isFinite(x) ? [[sx.map(x), sy.map(y)] as [number, number]] : [];
  });
  return { type: 'polyline', points, stroke: color, strokeWidth: width, lineJoin: 'round', ...(dash ? { dash } : {}) };
}

/** The diagonal y = x from (lo, lo) to (hi, hi), dashed grey: perfect agreement or chance. */
export function diagonal(sx: ContinuousScale, sy: ContinuousScale, lo: number, hi: number, theme: Theme): SceneNode {
  return { type: 'line', x1: sx.map(lo), y1: sy.map(lo), x2: sx.map(hi), y2: sy.map(hi), stroke: '#888888', strokeWidth: theme.axisWidth, dash: [3, 2] };
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

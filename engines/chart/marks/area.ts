// The area mark: a filled region on the page (a density under its curve, a violin between its
// two sides, a confidence band between its limits), filled in the first series colour with no
// outline unless told otherwise; an outline, when asked for, is the axis width with round joins.
import type { Theme } from '../plot/theme.ts';
import type { PolylineNode } from '../render/scene.ts';
import { resolvePaint, type PaintOptions } from './style.ts';

type Points = Array<[number, number]>;

/** The closed outline through page points. */
export function area(outline: Points, theme: Theme, options: PaintOptions = {}): PolylineNode {
  return { type: 'polyline', points: outline, closed: true, ...resolvePaint(options, { fill: theme.color(0), strokeWidth: theme.axisWidth, lineJoin: 'round' }) };
}

/** The region between two curves over the same positions: along the first, back along the second. */
export function areaBetween(first: Points, second: Points, theme: Theme, options: PaintOptions = {}): PolylineNode {
  return area([...first, ...[...second].reverse()], theme, options);
}

/** The region between a curve and the horizontal line at page y `base`, closed straight down at both ends. */
export function areaToBaseline(curve: Points, base: number, theme: Theme, options: PaintOptions = {}): PolylineNode {
  const first = curve[0];
  const last = curve[curve.length - 1];
  if (!first || !last) return area([], theme, options);
  return area([[first[0], base], ...curve, [last[0], base]], theme, options);
}

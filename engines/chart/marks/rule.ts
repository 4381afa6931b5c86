// The rule mark: a straight line segment between two page points (whiskers, medians, leaders,
// reference lines, axes of a mark), in ink at the axis width unless told otherwise; ruleYAcross
// and ruleXAcross span the plot, as Observable Plot's ruleY and ruleX span the frame when given
// no extent (thresholds, a mean, the line of no effect).
import type { Rect } from '../plot/rect.ts';
import type { Theme } from '../plot/theme.ts';
import type { LineNode } from '../render/scene.ts';
import { resolvePaint, type StrokeOptions } from './style.ts';

/** The segment (x1, y1)–(x2, y2). */
export function rule(x1: number, y1: number, x2: number, y2: number, theme: Theme, options: StrokeOptions = {}): LineNode {
  return { type: 'line', x1, y1, x2, y2, ...resolvePaint(options, { stroke: theme.ink, strokeWidth: theme.axisWidth }) };
}

/** A horizontal rule at page y from x1 to x2. */
export function ruleY(y: number, x1: number, x2: number, theme: Theme, options: StrokeOptions = {}): LineNode {
  return rule(x1, y, x2, y, theme, options);
}

/** A vertical rule at page x from y1 to y2. */
export function ruleX(x: number, y1: number, y2: number, theme: Theme, options: StrokeOptions = {}): LineNode {
  return rule(x, y1, x, y2, theme, options);
}

/** A horizontal rule at page y across the whole width of the plot. */
export function ruleYAcross(y: number, plot: Rect, theme: Theme, options: StrokeOptions = {}): LineNode {
  return ruleY(y, plot.x, plot.x + plot.width, theme, options);
}

/** A vertical rule at page x across the whole height of the plot. */
export function ruleXAcross(x: number, plot: Rect, theme: Theme, options: StrokeOptions = {}): LineNode {
  return ruleX(x, plot.y, plot.y + plot.height, theme, options);
}

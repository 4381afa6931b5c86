// The bar mark: a rectangle on the page (a bar, a histogram bin, a box, a cell), filled in the
// first series colour and outlined in ink unless told otherwise.
import type { Rect } from '../plot/rect.ts';
import type { Theme } from '../plot/theme.ts';
import type { RectNode } from '../render/scene.ts';
import { resolvePaint, type PaintOptions } from './style.ts';

/** Defaults: fill theme.color(0), outline in ink at 0.7 of the axis width. */
export function bar(box: Rect, theme: Theme, options: PaintOptions = {}): RectNode {
  return { type: 'rect', x: box.x, y: box.y, width: box.width, height: box.height, ...resolvePaint(options, { fill: theme.color(0), stroke: theme.ink, strokeWidth: theme.axisWidth * 0.7 }) };
}

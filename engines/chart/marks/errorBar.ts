// The error bar mark: a stem from one end of an interval to the other with a cap across each
// end, in ink at the axis width unless told otherwise; upright or lying down (placement.ts).
import type { Theme } from '../plot/theme.ts';
import type { LineNode, Paint } from '../render/scene.ts';
import { ON_PAGE, type Placement } from './placement.ts';
import { resolvePaint, type StrokeOptions } from './style.ts';

/** The stem at u from v `from` to v `to`, then the caps at `from` and at `to`, `cap` points to either side. */
function errorBarNodes(place: Placement, u: number, from: number, to: number, cap: number, paint: Paint): LineNode[] {
  const segment = (u1: number, v1: number, u2: number, v2: number): LineNode => {
    const [x1, y1] = place.point(u1, v1);
    const [x2, y2] = place.point(u2, v2);
    return { type: 'line', x1, y1, x2, y2, ...paint };
  };
  return [segment(u, from, u, to), segment(u - cap, from, u + cap, from), segment(u - cap, to, u + cap, to)];
}

/** An error bar placed in (u, v) coordinates. */
export function errorBarAt(place: Placement, u: number, from: number, to: number, cap: number, theme: Theme, options: StrokeOptions = {}): LineNode[] {
  return errorBarNodes(place, u, from, to, cap, resolvePaint(options, { stroke: theme.ink, strokeWidth: theme.axisWidth }));
}

/** The bar at x = cx from yLo to yHi (page coordinates), caps `cap` points to either side. */
export function errorBar(cx: number, yLo: number, yHi: number, cap: number, color: string, width: number): LineNode[] {
  return errorBarNodes(ON_PAGE, cx, yLo, yHi, cap, { stroke: color, strokeWidth: width });
}

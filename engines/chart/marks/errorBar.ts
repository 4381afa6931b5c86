// An error bar: a vertical line from low to high with a cap at each end.
import type { SceneNode } from '../render/scene.ts';

/** The bar at x = cx from yLo to yHi (page coordinates), caps `cap` points to either side. */
export function errorBar(cx: number, yLo: number, yHi: number, cap: number, color: string, width: number): SceneNode[] {
  return [
    { type: 'line', x1: cx, y1: yLo, x2: cx, y2: yHi, stroke: color, strokeWidth: width },
    { type: 'line', x1: cx - cap, y1: yLo, x2: cx + cap, y2: yLo, stroke: color, strokeWidth: width },
    { type: 'line', x1: cx - cap, y1: yHi, x2: cx + cap, y2: yHi, stroke: color, strokeWidth: width },
  ];
}

// The box mark (Tukey): whiskers from the box to the extremes within the fences, staples across
// their ends on request, the box from the first to the third quartile, the median across it and
// the outliers beyond; upright or lying down (placement.ts). In ink at the axis width, the box in
// the first series colour, the median twice as thick, outliers as open circles, unless told
// otherwise.
import type { Theme } from '../plot/theme.ts';
import type { SceneNode } from '../render/scene.ts';
import { bar } from './bar.ts';
import { dot, type DotOptions } from './dot.ts';
import type { Placement } from './placement.ts';
import { rule } from './rule.ts';
import type { PaintOptions } from './style.ts';

export interface BoxStatistics {
  /** Lower whisker end, first quartile, median, third quartile, upper whisker end. */
  stats: [number, number, number, number, number];
  /** Values beyond the whiskers. */
  out: number[];
}

export interface BoxOptions extends PaintOptions {
  /** Across the box: its centre and its width, in points. */
  u: number;
  width: number;
  /** Half the width of a staple across each whisker's end; none when absent. */
  cap?: number;
  /** The median's stroke width: twice the box's by default. */
  medianWidth?: number;
  /** How outliers are drawn; 'none' leaves them out (the values are drawn otherwise). */
  outliers?: DotOptions | 'none';
}

export function box(place: Placement, box: BoxStatistics, theme: Theme, options: BoxOptions): SceneNode[] {
  const { u, width, cap, medianWidth, outliers, ...paint } = options;
  const stroke = paint.stroke ?? theme.ink;
  const strokeWidth = paint.strokeWidth ?? theme.axisWidth;
  const segment = (u1: number, v1: number, u2: number, v2: number, w = strokeWidth): SceneNode => {
    const [x1, y1] = place.point(u1, v1);
    const [x2, y2] = place.point(u2, v2);
    return rule(x1, y1, x2, y2, theme, { stroke, strokeWidth: w });
  };
  const [lo, q1, med, q3, hi] = box.stats;
  const half = width / 2;
  const nodes: SceneNode[] = [segment(u, q3, u, hi), segment(u, q1, u, lo)];
  if (cap !== undefined) nodes.push(segment(u - cap, hi, u + cap, hi), segment(u - cap, lo, u + cap, lo));
  nodes.push(bar(place.rect(u - half, u + half, q1, q3), theme, { ...paint, stroke, strokeWidth }));
  nodes.push(segment(u - half, med, u + half, med, medianWidth ?? strokeWidth * 2));
  if (outliers !== 'none') {
    for (const v of box.out) {
      const [cx, cy] = place.point(u, v);
      nodes.push(dot(cx, cy, theme, { r: theme.markerRadius * 0.8, fill: '#FFFFFF', stroke, strokeWidth, ...outliers }));
    }
  }
  return nodes;
}

// The sector mark: a slice of a pie (from the centre) or of a ring (between two radii), between
// two angles (radians from 12 o'clock, clockwise), filled in the first series colour and
// outlined in the page's white at the axis width, so that neighbouring slices part cleanly.
import { PAGE } from '../plot/figure.ts';
import { sectorPath } from '../plot/polar.ts';
import type { Theme } from '../plot/theme.ts';
import type { PathNode } from '../render/scene.ts';
import { resolvePaint, type PaintOptions } from './style.ts';

export interface SectorGeometry {
  cx: number;
  cy: number;
  /** Inner radius: 0 for a pie slice. */
  r0: number;
  r1: number;
  a0: number;
  a1: number;
}

export function sector({ cx, cy, r0, r1, a0, a1 }: SectorGeometry, theme: Theme, options: PaintOptions = {}): PathNode {
  return { type: 'path', commands: sectorPath(cx, cy, r0, r1, a0, a1), ...resolvePaint(options, { fill: theme.color(0), stroke: PAGE, strokeWidth: theme.axisWidth, lineJoin: 'round' }) };
}

// Points: a circle at each position (page coordinates), all in one style.
import type { SceneNode } from '../render/scene.ts';

export interface PointStyle {
  r: number;
  fill: string;
  fillOpacity?: number;
  stroke?: string;
  strokeWidth?: number;
}

export function points(at: Array<[number, number]>, style: PointStyle): SceneNode[] {
  return at.map(([cx, cy]) => ({ type: 'circle', cx, cy, ...style }));
}

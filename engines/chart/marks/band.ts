// A band: the area between a lower and an upper curve (confidence or prediction band).
import type { ContinuousScale } from '../plot/scales.ts';
import type { SceneNode } from '../render/scene.ts';

/** A filled band between two curves over the same x values. */
export function bandNode(xs: number[], lower: number[], upper: number[], sx: ContinuousScale, sy: ContinuousScale, color: string, opacity = 0.2): SceneNode {
  const top = xs.map((x, i) => [sx.map(x), sy.map(upper[i] as number)] as [number, number]);
  const bottom = xs.map((x, i) => [sx.map(x), sy.map(lower[i] as number)] as [number, number]).reverse();
  return { type: 'polyline', points: [...top, ...bottom], closed: true, fill: color, fillOpacity: opacity };
}

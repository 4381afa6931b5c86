// The band mark: the area between a lower and an upper curve of data values over the same x
// values (a confidence or prediction band), on the scales; filled in the first series colour,
// faintly (0.2), without an outline unless told otherwise.
import type { ContinuousScale } from '../plot/scales.ts';
import type { Theme } from '../plot/theme.ts';
import type { PolylineNode } from '../render/scene.ts';
import { areaBetween } from './area.ts';
import type { PaintOptions } from './style.ts';

export function band(xs: number[], lower: number[], upper: number[], sx: ContinuousScale, sy: ContinuousScale, theme: Theme, options: PaintOptions = {}): PolylineNode {
  const along = (ys: number[]) => xs.map((x, i) => [sx.map(x), sy.map(ys[i] as number)] as [number, number]);
  return areaBetween(along(upper), along(lower), theme, { fillOpacity: 0.2, ...options });
}

// The violin mark: a density drawn as a width on both sides of a centre line (or on one side,
// for the half violin of a raincloud), upright or lying down (placement.ts); with the quartiles
// inside on request, as a thin dark box and the median as a white dot. Filled in the first
// series colour and outlined in ink unless told otherwise.
import type { Theme } from '../plot/theme.ts';
import type { SceneNode } from '../render/scene.ts';
import { area, areaBetween } from './area.ts';
import { bar } from './bar.ts';
import { dot } from './dot.ts';
import type { Placement } from './placement.ts';
import type { PaintOptions } from './style.ts';

export interface ViolinShape {
  /** Values along the axis where the density was estimated. */
  values: number[];
  /** The half width at each value, in points. */
  widths: number[];
}

export interface ViolinOptions extends PaintOptions {
  /** The centre line across. */
  u: number;
  /** Both sides (a violin) or only towards larger u (the cloud of a raincloud). */
  side?: 'both' | 'after';
  /** First quartile, median and third quartile drawn inside, in a box `innerWidth` points wide. */
  quartiles?: [number, number, number];
  innerWidth?: number;
}

export function violin(place: Placement, shape: ViolinShape, theme: Theme, options: ViolinOptions): SceneNode[] {
  const { u, side, quartiles, innerWidth, ...paint } = options;
  const styled: PaintOptions = { stroke: theme.ink, ...paint };
  const after = shape.values.map((v, k) => place.point(u + (shape.widths[k] ?? 0), v));
  const nodes: SceneNode[] = [];
  if (side === 'after') {
    const first = shape.values[0] ?? 0;
    const last = shape.values[shape.values.length - 1] ?? 0;
    nodes.push(area([place.point(u, first), ...after, place.point(u, last)], theme, styled));
  } else {
    const before = shape.values.map((v, k) => place.point(u - (shape.widths[k] ?? 0), v));
    nodes.push(areaBetween(after, before, theme, styled));
  }
  if (quartiles) nodes.push(...innerQuartiles(place, u, quartiles, innerWidth ?? Math.max(2, theme.fontSize * 0.3), theme));
  return nodes;
}

/** The quartiles inside a violin: a dark box `width` points wide from the first to the third, the median a white dot. */
export function innerQuartiles(place: Placement, u: number, [q1, med, q3]: [number, number, number], width: number, theme: Theme): SceneNode[] {
  const [mx, my] = place.point(u, med);
  return [
    bar(place.rect(u - width / 2, u + width / 2, q1, q3), theme, { fill: '#333333', stroke: 'none' }),
    dot(mx, my, theme, { r: Math.max(1.2, width * 0.45), fill: '#FFFFFF', stroke: '#333333', strokeWidth: theme.axisWidth * 0.5 }),
  ];
}

// How a mark is painted: the options every mark takes, resolved against the mark's defaults
// from the theme. 'none' removes a default (a dot without an outline); an option left out takes
// the default; a resolved paint never carries undefined keys, so scenes compare as written.
import type { Color, LineCap, LineJoin, Paint } from '../render/scene.ts';

export interface StrokeOptions {
  stroke?: Color | 'none';
  strokeWidth?: number;
  dash?: number[];
  lineCap?: LineCap;
  lineJoin?: LineJoin;
  opacity?: number;
}

export interface FillOptions {
  fill?: Color | 'none';
  fillOpacity?: number;
}

export type PaintOptions = StrokeOptions & FillOptions;

/**
 * The paint of a mark: the options over the defaults. The stroke width, dash, caps and joins
 * apply only when the shape is stroked; the fill opacity only when it is filled.
 */
export function resolvePaint(options: PaintOptions, defaults: PaintOptions): Paint {
  const o = { ...defaults, ...withoutUndefined(options) };
  const paint: Paint = {};
  if (o.fill !== undefined && o.fill !== 'none') {
    paint.fill = o.fill;
    if (o.fillOpacity !== undefined) paint.fillOpacity = o.fillOpacity;
  }
  if (o.stroke !== undefined && o.stroke !== 'none') {
    paint.stroke = o.stroke;
    if (o.strokeWidth !== undefined) paint.strokeWidth = o.strokeWidth;
    if (o.dash !== undefined) paint.dash = o.dash;
    if (o.lineCap !== undefined) paint.lineCap = o.lineCap;
    if (o.lineJoin !== undefined) paint.lineJoin = o.lineJoin;
  }
  if (o.opacity !== undefined) paint.opacity = o.opacity;
  return paint;
}

function withoutUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

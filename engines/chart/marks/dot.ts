// The dot mark: a symbol centred on a page point (a value, a mean, an outlier), filled in the
// first series colour and outlined thinly in ink unless told otherwise. Circles by default;
// squares, diamonds and triangles of the same area for keys that need a second channel.
import type { Theme } from '../plot/theme.ts';
import type { CircleNode, PolylineNode } from '../render/scene.ts';
import { resolvePaint, type PaintOptions } from './style.ts';

export type DotSymbol = 'circle' | 'square' | 'diamond' | 'triangle';

export interface DotOptions extends PaintOptions {
  /** Radius in points (of the circle of the same area for other symbols); theme.markerRadius by default. */
  r?: number;
  symbol?: DotSymbol;
}

const defaults = (theme: Theme): PaintOptions => ({ fill: theme.color(0), stroke: theme.ink, strokeWidth: theme.axisWidth * 0.4 });

/** The options that paint, without the symbol's size and shape. */
function paintOf({ r: _r, symbol: _symbol, ...paint }: DotOptions): PaintOptions {
  return paint;
}

/** One circle at (cx, cy). */
export function dot(cx: number, cy: number, theme: Theme, options: DotOptions = {}): CircleNode {
  return { type: 'circle', cx, cy, r: options.r ?? theme.markerRadius, ...resolvePaint(paintOf(options), defaults(theme)) };
}

/** A dot at each page point, all painted alike. */
export function dots(at: ReadonlyArray<readonly [number, number]>, theme: Theme, options: DotOptions = {}): Array<CircleNode | PolylineNode> {
  return at.map(([x, y]) => symbolAt(x, y, theme, options));
}

/** One symbol at (x, y): a circle, or a polygon of the circle's area. */
export function symbolAt(x: number, y: number, theme: Theme, options: DotOptions = {}): CircleNode | PolylineNode {
  const symbol = options.symbol ?? 'circle';
  if (symbol === 'circle') return dot(x, y, theme, options);
  const r = options.r ?? theme.markerRadius;
  const area = Math.PI * r * r;
  let points: Array<[number, number]>;
  if (symbol === 'square') {
    const h = Math.sqrt(area) / 2;
    points = [[x - h, y - h], [x + h, y - h], [x + h, y + h], [x - h, y + h]];
  } else if (symbol === 'diamond') {
    const h = Math.sqrt(area / 2);
    points = [[x, y - h], [x + h, y], [x, y + h], [x - h, y]];
  } else {
    // Equilateral, pointing up, centred on its centroid.
    const side = Math.sqrt((4 * area) / Math.sqrt(3));
    const height = (side * Math.sqrt(3)) / 2;
    points = [[x, y - (2 * height) / 3], [x + side / 2, y + height / 3], [x - side / 2, y + height / 3]];
  }
  return { type: 'polyline', points, closed: true, ...resolvePaint(paintOf(options), { ...defaults(theme), lineJoin: 'miter' }) };
}

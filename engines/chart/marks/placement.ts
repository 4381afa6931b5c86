// Where a composite mark (an error bar, a box, a violin) is drawn: in (u, v) coordinates, u
// across the mark in points and v along its value axis, so that one mark serves a chart drawn
// upright or lying down. On the page itself u is x and v is y; in a band of a category × value
// chart (plot/bandValue.ts) u runs across the category's band and v is a data value.
import type { BandValueContext } from '../plot/bandValue.ts';
import type { Rect } from '../plot/rect.ts';

export interface Placement {
  point(u: number, v: number): [number, number];
  /** The rectangle spanning u0..u1 across and v0..v1 along. */
  rect(u0: number, u1: number, v0: number, v1: number): Rect;
}

/** Page coordinates: u is x, v is y. */
export const ON_PAGE: Placement = {
  point: (u, v) => [u, v],
  rect: (u0, u1, v0, v1) => ({ x: Math.min(u0, u1), y: Math.min(v0, v1), width: Math.abs(u1 - u0), height: Math.abs(v1 - v0) }),
};

/** The band of `category`: u across the band from its start, v a data value. */
export function inBand(ctx: BandValueContext, category: string): Placement {
  return { point: (u, v) => ctx.point(category, u, v), rect: (u0, u1, v0, v1) => ctx.rect(category, u0, u1, v0, v1) };
}

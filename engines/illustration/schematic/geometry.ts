// The shapes a schematic is laid out with, in output pixels.
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** What the layout needs to know of an element: its label, whether it has an icon, and the names of its parts. */
export interface LayoutItem {
  label: string;
  boxed: boolean;
  /** Parts drawn as callout labels beside the icon, each with a leader line pointing at it. */
  callouts?: readonly string[];
}

/** A callout: a part's name beside its subject's icon and the leader line from it to the icon. */
export interface Callout {
  text: string;
  rect: Rect;
  /** From the label's edge to a point inside the icon's square. */
  from: Point;
  to: Point;
}

/** An element placed: its icon square (or its box, when it has no icon) and its label lines. */
export interface PlacedItem {
  /** The icon's square, or the rounded box of an element without icon. */
  shape: Rect;
  boxed: boolean;
  lines: string[];
  /** Where the label's lines are drawn: under the icon, or inside the box. */
  label: Rect;
  callouts?: Callout[];
}

/** A polyline ending in an arrow head. */
export interface Arrow {
  points: Point[];
}

export interface Arrangement {
  items: PlacedItem[];
  arrows: Arrow[];
  /** The sides of a comparison, one panel each. */
  panels: Rect[];
  /** The "vs" disc between two sides; none between three or four. */
  badge: { x: number; y: number; r: number } | null;
  labelSize: number;
  iconSize: number;
}

/** Font sizes and spacing for one canvas, from its size. */
export interface Scale {
  /** 1 at 1024 x 1024, in proportion to the canvas's geometric mean side. */
  unit: number;
  labelSize: number;
  minLabelSize: number;
  maxIcon: number;
}

export const LINE_HEIGHT = 1.22;
export const MAX_LABEL_LINES = 3;

export function overlaps(a: Rect, b: Rect, pad = 0): boolean {
  return a.x < b.x + b.width + pad && b.x < a.x + a.width + pad && a.y < b.y + b.height + pad && b.y < a.y + a.height + pad;
}

export function inset(r: Rect, by: number): Rect {
  return { x: r.x + by, y: r.y + by, width: r.width - 2 * by, height: r.height - 2 * by };
}

export function contains(outer: Rect, inner: Rect): boolean {
  const e = 0.5;
  return inner.x >= outer.x - e && inner.y >= outer.y - e && inner.x + inner.width <= outer.x + outer.width + e && inner.y + inner.height <= outer.y + outer.height + e;
}

/** The rectangles an element covers: its icon or box, for an icon its label, and its callouts' labels. */
export function footprint(item: PlacedItem): Rect[] {
  const callouts = (item.callouts ?? []).map((c) => c.rect);
  return item.boxed ? [item.shape, ...callouts] : [item.shape, item.label, ...callouts];
}

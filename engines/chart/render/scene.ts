// A device-independent scene: what a chart draws, in points (1/72 in), origin at the top left,
// y growing downwards. Every backend (svg.ts, pdf.ts, eps.ts, raster.ts) is a pure function of
// a Scene, so one layout gives the same figure in every format. Text stays text everywhere.

/** '#RRGGBB'. */
export type Color = string;

export type LineCap = 'butt' | 'round' | 'square';
export type LineJoin = 'miter' | 'round' | 'bevel';

/** How a shape is painted. No fill and no stroke draws nothing. */
export interface Paint {
  fill?: Color;
  stroke?: Color;
  /** In points; 1 when a stroke is given without one. */
  strokeWidth?: number;
  /** Dash and gap lengths in points; empty or absent for a solid line. */
  dash?: number[];
  /** 0..1, for the whole shape. */
  opacity?: number;
  /** 0..1, for the fill only (multiplied with opacity). */
  fillOpacity?: number;
  lineCap?: LineCap;
  lineJoin?: LineJoin;
}

export interface LineNode extends Paint {
  type: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PolylineNode extends Paint {
  type: 'polyline';
  /** [x, y] pairs. */
  points: Array<[number, number]>;
  /** Join the last point to the first. */
  closed?: boolean;
}

/** Absolute commands: move, line, cubic Bézier (two control points, then the end point), close. */
export type PathCommand =
  | ['M', number, number]
  | ['L', number, number]
  | ['C', number, number, number, number, number, number]
  | ['Z'];

export interface PathNode extends Paint {
  type: 'path';
  commands: PathCommand[];
  fillRule?: 'nonzero' | 'evenodd';
}

export interface RectNode extends Paint {
  type: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CircleNode extends Paint {
  type: 'circle';
  cx: number;
  cy: number;
  r: number;
}

export type TextAnchor = 'start' | 'middle' | 'end';
/**
 * Where y sits on the text: 'alphabetic' on the baseline; 'middle' halfway up the capitals
 * (digits and capitals are centred on y); 'hanging' at the top of the capitals. Computed from the
 * font's cap height (fonts.ts baselineShift), the same in every backend.
 */
export type TextBaseline = 'alphabetic' | 'middle' | 'hanging';

/** One line of text (line breaks are the layout's business; control characters draw as spaces). */
export interface TextNode {
  type: 'text';
  x: number;
  y: number;
  text: string;
  /** Font size in points. */
  size: number;
  weight: 'normal' | 'bold';
  italic?: boolean;
  anchor: TextAnchor;
  baseline: TextBaseline;
  /** Degrees, clockwise on the page, about (x, y); -90 reads bottom to top. */
  rotate?: number;
  color: Color;
  opacity?: number;
}

export interface ClipRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GroupNode {
  type: 'group';
  clip?: ClipRect;
  /** 0..1 for the whole group. */
  opacity?: number;
  children: SceneNode[];
}

/**
 * A raster image on the page: a dense layer drawn as pixels (layers.ts). Its box lies on the
 * pixel grid of the figure's rasters, so that each of its pixels is one pixel of the PNG.
 */
export interface ImageNode {
  type: 'image';
  /** Points. */
  x: number;
  y: number;
  width: number;
  height: number;
  pixelWidth: number;
  pixelHeight: number;
  /** Premultiplied RGBA, row by row from the top: the layer alone. */
  rgba: Buffer;
  /** RGB: the layer over what the page shows beneath it (for formats without transparency). */
  flat: Buffer;
  /** `rgba` as a PNG (for SVG). */
  png: Buffer;
}

export type ShapeNode = LineNode | PolylineNode | PathNode | RectNode | CircleNode;
export type SceneNode = ShapeNode | TextNode | GroupNode | ImageNode;

export interface Scene {
  /** Points. */
  width: number;
  /** Points. */
  height: number;
  /** Painted first, over the whole page; absent for a transparent background. */
  background?: Color;
  nodes: SceneNode[];
}

export const POINTS_PER_INCH = 72;
export const MM_PER_INCH = 25.4;

export function mmToPt(mm: number): number {
  return (mm * POINTS_PER_INCH) / MM_PER_INCH;
}

export function ptToMm(pt: number): number {
  return (pt * MM_PER_INCH) / POINTS_PER_INCH;
}

/** Pixels for a length in points at a resolution: round(pt / 72 * dpi). */
export function ptToPx(pt: number, dpi: number): number {
  return Math.round((pt / POINTS_PER_INCH) * dpi);
}

/** Every text node of the scene, in drawing order (groups included). */
export function textNodes(nodes: SceneNode[]): TextNode[] {
  const out: TextNode[] = [];
  const walk = (list: SceneNode[]): void => {
    for (const node of list) {
      if (node.type === 'text') out.push(node);
      else if (node.type === 'group') walk(node.children);
    }
  };
  walk(nodes);
  return out;
}

/** The stroke width a shape is drawn with (1 pt when stroked without one). */
export function strokeWidthOf(paint: Paint): number {
  return paint.strokeWidth ?? 1;
}

/** Whether the shape has a visible stroke: a colour and a width above zero. */
export function hasStroke(paint: Paint): boolean {
  return paint.stroke !== undefined && strokeWidthOf(paint) > 0;
}

/** A text node draws one line: line breaks and other control characters become spaces. */
export function singleLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/** The points of a polyline or polygon as path commands. */
export function polylineCommands(node: PolylineNode): PathCommand[] {
  const commands: PathCommand[] = node.points.map(([x, y], i) => (i === 0 ? ['M', x, y] : ['L', x, y]));
  if (node.closed && commands.length > 0) commands.push(['Z']);
  return commands;
}

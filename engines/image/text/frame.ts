// A detected text's own frame: s along its reading direction, t down across its lines, both in
// image pixels from the box's top-left corner. A rotated label (a y-axis title reads upwards)
// is then handled exactly like a horizontal one.
import type { Point } from '../types.ts';

export interface TextFrame {
  origin: Point;
  /** Unit vector of the reading direction. */
  u: Point;
  /** Unit vector from the text's top towards its bottom. */
  v: Point;
  width: number;
  height: number;
  /** Angle of the reading direction in degrees, clockwise from +x (SVG's rotate). */
  angle: number;
}

/** Corners clockwise from the text's own top-left, as the detection gives them. */
export function textFrame(corners: [Point, Point, Point, Point]): TextFrame {
  const [c0, c1, , c3] = corners;
  const width = Math.hypot(c1.x - c0.x, c1.y - c0.y);
  const height = Math.hypot(c3.x - c0.x, c3.y - c0.y);
  const u = width > 0 ? { x: (c1.x - c0.x) / width, y: (c1.y - c0.y) / width } : { x: 1, y: 0 };
  // v from u (a quarter turn clockwise in image coordinates) so the frame is never skewed.
  const v = { x: -u.y, y: u.x };
  return { origin: c0, u, v, width, height, angle: (Math.atan2(u.y, u.x) * 180) / Math.PI };
}

export function toImage(frame: TextFrame, s: number, t: number): Point {
  return { x: frame.origin.x + s * frame.u.x + t * frame.v.x, y: frame.origin.y + s * frame.u.y + t * frame.v.y };
}

export function toFrame(frame: TextFrame, x: number, y: number): { s: number; t: number } {
  const dx = x - frame.origin.x;
  const dy = y - frame.origin.y;
  return { s: dx * frame.u.x + dy * frame.u.y, t: dx * frame.v.x + dy * frame.v.y };
}

/** Whole-pixel image rectangle (x1, y1 exclusive) holding the frame grown by `pad` on every side, clipped to the image. */
export function imageRect(frame: TextFrame, pad: number, width: number, height: number): { x0: number; y0: number; x1: number; y1: number } {
  const points = [
    toImage(frame, -pad, -pad),
    toImage(frame, frame.width + pad, -pad),
    toImage(frame, frame.width + pad, frame.height + pad),
    toImage(frame, -pad, frame.height + pad),
  ];
  return {
    x0: Math.max(0, Math.floor(Math.min(...points.map((p) => p.x)))),
    y0: Math.max(0, Math.floor(Math.min(...points.map((p) => p.y)))),
    x1: Math.min(width, Math.ceil(Math.max(...points.map((p) => p.x)))),
    y1: Math.min(height, Math.ceil(Math.max(...points.map((p) => p.y)))),
  };
}

/** The part of `frame` from (s0, t0) to (s1, t1), as a frame of its own (same directions). */
export function subFrame(frame: TextFrame, box: { s0: number; s1: number; t0: number; t1: number }): TextFrame {
  return { ...frame, origin: toImage(frame, box.s0, box.t0), width: box.s1 - box.s0, height: box.t1 - box.t0 };
}

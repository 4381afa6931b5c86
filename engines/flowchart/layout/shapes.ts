// Each role's shape: how large its box must be for a text block, where the text sits in it, and
// its outline as a polygon (curves finely sampled) so that edges end on the drawn border rather
// than on the bounding box. render/ draws the same outlines.
import type { NodeRole } from '../model.ts';
import type { Style } from './style.ts';
import type { Box, Point } from './types.ts';
import { FONT_SIZE } from './text.ts';

/** Padding round the text (in ems of the style's text) and the smallest box (in ems of FONT_SIZE): plain, and tight. */
const PLAIN = { padX: 0.8, padY: 0.55, minWidth: 7, minHeight: 2.4 };
const TIGHT = { padX: 0.5, padY: 0.4, minWidth: 3, minHeight: 2.05 };

/** Dimensions of a shape's details that both the layout and the drawing need. */
export const slant = (box: Box) => Math.min(box.height * 0.35, FONT_SIZE);
export const wave = (box: Box) => Math.min(box.height * 0.12, 0.5 * FONT_SIZE);
export const capRadius = (box: Box) => Math.min(box.height * 0.12, 0.55 * FONT_SIZE);
export const hexInset = (box: Box) => Math.min(box.height * 0.3, 1.2 * FONT_SIZE);
export const barInset = () => 0.5 * FONT_SIZE;
export const fold = () => 0.7 * FONT_SIZE;

/** How much narrower than other shapes' a role's text wraps: diamonds and circles, whose text box is a fraction of the shape. */
export function wrapFactor(role: NodeRole): number {
  if (role === 'decision') return 0.75;
  if (role === 'connector') return 5 / 12;
  return 1;
}

/**
 * The widest text line a role's shape holds before wrapping: the style's width in ems of
 * FONT_SIZE (so larger text wraps into more lines rather than widening the chart), narrower in
 * diamonds and circles.
 */
export function maxTextWidth(role: NodeRole, style: Style): number {
  return wrapFactor(role) * style.wrap * FONT_SIZE;
}

/** The box a role's shape needs round a text block of the given size. */
export function shapeSize(role: NodeRole, textWidth: number, textHeight: number, style: Style): { width: number; height: number } {
  const m = style.tight ? TIGHT : PLAIN;
  const padX = m.padX * style.fontSize;
  const padY = m.padY * style.fontSize;
  const minWidth = m.minWidth * FONT_SIZE;
  const minHeight = m.minHeight * FONT_SIZE;
  const plainW = textWidth + 2 * padX;
  const plainH = Math.max(minHeight, textHeight + 2 * padY);
  switch (role) {
    case 'decision': {
      // Text of w x h fits a diamond of 2w x 2h (its corners touch the sides), plus the padding.
      const width = Math.max(minWidth, 2 * (textWidth + padX));
      return { width, height: Math.max(minHeight * 1.3, 2 * (textHeight + padY)) };
    }
    case 'terminator':
      return { width: Math.max(minWidth, plainW + 0.6 * plainH), height: plainH };
    case 'data':
      return { width: Math.max(minWidth, plainW + Math.min(plainH * 0.35, FONT_SIZE)), height: plainH };
    case 'preparation':
      return { width: Math.max(minWidth, plainW + 2 * Math.min(plainH * 0.3, 1.2 * FONT_SIZE)), height: plainH };
    case 'subprocess':
      return { width: Math.max(minWidth, plainW + 2 * barInset()), height: plainH };
    case 'document': {
      const height = plainH / (1 - 0.12);
      return { width: Math.max(minWidth, plainW), height: Math.max(height, plainH + 0.5 * FONT_SIZE) };
    }
    case 'database': {
      const ry = Math.min(plainH * 0.12, 0.55 * FONT_SIZE);
      return { width: Math.max(minWidth, plainW), height: plainH + 3 * ry + 2 };
    }
    case 'connector': {
      const d = Math.max(minHeight, Math.hypot(textWidth, textHeight) + 2 * padY);
      return { width: d, height: d };
    }
    default:
      return { width: Math.max(minWidth, plainW), height: plainH };
  }
}

/** Where the centre of the text block lies in a shape's box. */
export function textCenter(role: NodeRole, box: Box): Point {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  if (role === 'document') return { x: cx, y: cy - wave(box) / 2 };
  if (role === 'database') return { x: cx, y: cy + capRadius(box) / 2 };
  return { x: cx, y: cy };
}

function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 24): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / steps;
    return { x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) };
  });
}

/** The shape's outline, clockwise from the top-left (y down). */
export function outline(role: NodeRole, box: Box): Point[] {
  const { x, y, width: w, height: h } = box;
  switch (role) {
    case 'decision':
      return [
        { x: x + w / 2, y },
        { x: x + w, y: y + h / 2 },
        { x: x + w / 2, y: y + h },
        { x, y: y + h / 2 },
      ];
    case 'terminator': {
      const r = Math.min(h, w) / 2;
      return [...arc(x + w - r, y + r, r, r, -Math.PI / 2, Math.PI / 2), ...arc(x + r, y + r, r, r, Math.PI / 2, (3 * Math.PI) / 2)];
    }
    case 'data': {
      const s = slant(box);
      return [
        { x: x + s, y },
        { x: x + w, y },
        { x: x + w - s, y: y + h },
        { x, y: y + h },
      ];
    }
    case 'preparation': {
      const s = hexInset(box);
      return [
        { x: x + s, y },
        { x: x + w - s, y },
        { x: x + w, y: y + h / 2 },
        { x: x + w - s, y: y + h },
        { x: x + s, y: y + h },
        { x, y: y + h / 2 },
      ];
    }
    case 'document': {
      const a = wave(box);
      const base = y + h - a;
      const bottom = Array.from({ length: 33 }, (_, i) => {
        const t = 1 - i / 32;
        return { x: x + w * t, y: base + a * Math.sin(2 * Math.PI * t) };
      });
      return [{ x, y }, { x: x + w, y }, ...bottom];
    }
    case 'database': {
      const ry = capRadius(box);
      return [...arc(x + w / 2, y + ry, w / 2, ry, Math.PI, 2 * Math.PI), ...arc(x + w / 2, y + h - ry, w / 2, ry, 0, Math.PI)];
    }
    case 'connector': {
      const r = Math.min(w, h) / 2;
      return arc(x + w / 2, y + h / 2, r, r, -Math.PI, Math.PI, 48).slice(0, -1);
    }
    case 'note': {
      const f = fold();
      return [
        { x, y },
        { x: x + w - f, y },
        { x: x + w, y: y + f },
        { x: x + w, y: y + h },
        { x, y: y + h },
      ];
    }
    default:
      return [
        { x, y },
        { x: x + w, y },
        { x: x + w, y: y + h },
        { x, y: y + h },
      ];
  }
}

/**
 * Where the line from `from` through `to` first crosses the polygon, or undefined when it
 * misses it. An edge's last segment comes from outside the shape, so this is the point on the
 * border it meets.
 */
export function entryPoint(polygon: Point[], from: Point, to: Point): Point | undefined {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  let best: number | undefined;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const denom = dx * ey - dy * ex;
    if (Math.abs(denom) < 1e-12) continue;
    const t = ((a.x - from.x) * ey - (a.y - from.y) * ex) / denom;
    const u = ((a.x - from.x) * dy - (a.y - from.y) * dx) / denom;
    if (u < -1e-9 || u > 1 + 1e-9 || t < 0) continue;
    if (best === undefined || t < best) best = t;
  }
  return best === undefined ? undefined : { x: from.x + dx * best, y: from.y + dy * best };
}

/** Whether a point lies inside (or on) a polygon, by the even-odd rule. */
export function insidePolygon(polygon: Point[], p: Point): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

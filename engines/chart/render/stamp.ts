// Many small marks drawn straight into pixels: the circles and straight lines of a dense layer
// (layers.ts), where resvg would spend seconds building and filling a path per mark. Each mark
// is antialiased by the overlap of the pixel (a unit box around its centre) with the mark's
// extent across its edge, as resvg's analytic coverage does to within a level or so; colours
// are composited source-over in premultiplied 8-bit RGBA, as resvg composites them.
//
// A pixel is one 32-bit word (R in the low byte: little-endian, so the words' bytes are RGBA),
// blended two channels per multiply: the millions of pixels of a dense layer would take
// several times longer channel by channel.

import { parseColor, opacityOf } from './format.ts';
import { hasStroke, strokeWidthOf, type CircleNode, type LineNode, type SceneNode } from './scene.ts';

/** Premultiplied RGBA, one word a pixel, row by row from the top. */
export interface Canvas {
  width: number;
  height: number;
  data: Uint32Array;
}

/** Page points to canvas pixels: px = x * sx - ox, py = y * sy - oy. */
export interface Device {
  sx: number;
  sy: number;
  ox: number;
  oy: number;
}

if (new Uint8Array(new Uint32Array([1]).buffer)[0] !== 1) throw new Error('stamp.ts packs pixels for a little-endian machine');

export function newCanvas(width: number, height: number): Canvas {
  return { width, height, data: new Uint32Array(width * height) };
}

/** Whether `stamp` draws the node exactly as the vector backends do (no dashes). */
export function stampable(node: SceneNode): node is CircleNode | LineNode {
  if (node.type !== 'circle' && node.type !== 'line') return false;
  return !(hasStroke(node) && (node.dash ?? []).some((d) => d > 0));
}

/** Draws one circle or line onto the canvas; `inherited` is the opacity of its groups. */
export function stamp(canvas: Canvas, device: Device, node: CircleNode | LineNode, inherited: number): void {
  if (node.type === 'circle') stampCircle(canvas, device, node, inherited);
  else stampLine(canvas, device, node, inherited);
}

/** The overlap of [at - 0.5, at + 0.5] with [lo, hi]: a unit pixel's coverage across an edge. */
function overlap(at: number, lo: number, hi: number): number {
  const v = Math.min(at + 0.5, hi) - Math.max(at - 0.5, lo);
  return v <= 0 ? 0 : v >= 1 ? 1 : v;
}

/**
 * A colour (0..255 a channel) at an alpha as the premultiplied word to add and the weight (of
 * 255) the pixel beneath keeps, in 8 bits as resvg rounds them: the two never sum past 255.
 */
function addWord(color: Rgb255, a: number): number {
  return (Math.round((color[0] * a) / 255) | (Math.round((color[1] * a) / 255) << 8) | (Math.round((color[2] * a) / 255) << 16) | (a << 24)) >>> 0;
}

type Rgb255 = [number, number, number];

/**
 * The pixel at `k` under `add` with `keep`/255 of it left, two channels per multiply: each
 * 16-bit lane holds channel * keep, divided by 255 with rounding as (t + (t >> 8)) >> 8.
 */
function over(data: Uint32Array, k: number, add: number, keep: number): void {
  const d = data[k] as number;
  let rb = (d & 0x00ff00ff) * keep + 0x00800080;
  rb = ((rb + ((rb >>> 8) & 0x00ff00ff)) >>> 8) & 0x00ff00ff;
  let ag = ((d >>> 8) & 0x00ff00ff) * keep + 0x00800080;
  ag = (ag + ((ag >>> 8) & 0x00ff00ff)) & 0xff00ff00;
  data[k] = add + rb + ag;
}

/** Every alpha level's word of a colour: edge pixels, millions in a dense layer, look theirs up. */
const wordTables = new Map<string, Uint32Array>();

function wordsOf(color: string): Uint32Array {
  let table = wordTables.get(color);
  if (!table) {
    const rgb = parseColor(color);
    table = new Uint32Array(256);
    for (let a = 0; a < 256; a++) table[a] = addWord(rgb, a);
    wordTables.set(color, table);
  }
  return table;
}

/**
 * The pixel a colour settles to when drawn over itself again and again: drawing it once more
 * changes nothing there (the 8-bit blend has a fixed point, reached in a few steps).
 */
function settled(add: number, keep: number): number {
  const pixel = new Uint32Array([add]);
  for (let step = 0; step < 64; step++) {
    const before = pixel[0];
    over(pixel, 0, add, keep);
    if (pixel[0] === before) break;
  }
  return pixel[0] as number;
}

/** One pixel under a colour (its word table) at an alpha (an edge pixel: its own coverage). */
function blend(data: Uint32Array, k: number, words: Uint32Array, alpha: number): void {
  const a = Math.round(alpha * 255);
  if (a > 0) over(data, k, words[a] as number, 255 - a);
}

function stampCircle(canvas: Canvas, device: Device, node: CircleNode, inherited: number): void {
  const { width, height, data } = canvas;
  const scale = (device.sx + device.sy) / 2;
  const cx = node.cx * device.sx - device.ox;
  const cy = node.cy * device.sy - device.oy;
  const r = node.r * scale;
  const opacity = inherited * opacityOf(node.opacity);
  const fill = node.fill ? wordsOf(node.fill) : undefined;
  const fillAlpha = opacity * opacityOf(node.fillOpacity);
  const stroke = hasStroke(node) && node.stroke ? wordsOf(node.stroke) : undefined;
  const half = stroke ? (strokeWidthOf(node) * scale) / 2 : 0;
  const outer = r + half + 0.5;
  // Pixels whose centre lies this far inside the fill's edge are wholly covered by it and
  // untouched by the stroke.
  const inner = r - half - 0.5;
  const solidAlpha = fill ? Math.round(fillAlpha * 255) : 0;
  const solid = fill && solidAlpha > 0 ? { add: fill[solidAlpha] as number, keep: 255 - solidAlpha, settled: settled(fill[solidAlpha] as number, 255 - solidAlpha) } : undefined;
  const j0 = Math.max(0, Math.ceil(cy - outer - 0.5));
  const j1 = Math.min(height - 1, Math.floor(cy + outer - 0.5));
  for (let j = j0; j <= j1; j++) {
    const dy = j + 0.5 - cy;
    const reach = outer * outer - dy * dy;
    if (reach <= 0) continue;
    const w = Math.sqrt(reach);
    // Pixels whose centre lies within w of cx: the others are not touched at all.
    const i0 = Math.max(0, Math.ceil(cx - w - 0.5));
    const i1 = Math.min(width - 1, Math.floor(cx + w - 0.5));
    if (i1 < i0) continue;
    // The wholly covered span of this row [s0, s1]: one colour and alpha, no distances.
    let s0 = i1 + 1;
    let s1 = i1;
    if (solid && inner > 0 && inner * inner > dy * dy) {
      const wi = Math.sqrt(inner * inner - dy * dy);
      s0 = Math.max(i0, Math.ceil(cx - wi - 0.5));
      s1 = Math.min(i1, Math.floor(cx + wi - 0.5));
    }
    const row = j * width;
    for (let i = i0; i <= i1; i++) {
      if (solid && i === s0 && s0 <= s1) {
        const { add, keep, settled: same } = solid;
        // In a crowd most pixels already hold what this colour settles to: nothing changes.
        for (let k = row + s0, end = row + s1; k <= end; k++) if (data[k] !== same) over(data, k, add, keep);
        i = s1;
        continue;
      }
      const dx = i + 0.5 - cx;
      const d = Math.sqrt(dx * dx + dy * dy);
      if (fill) blend(data, row + i, fill, fillAlpha * overlap(d, -Infinity, r));
      if (stroke) blend(data, row + i, stroke, opacity * overlap(d, r - half, r + half));
    }
  }
}

function stampLine(canvas: Canvas, device: Device, node: LineNode, inherited: number): void {
  if (!hasStroke(node) || !node.stroke) return;
  const { width, height, data } = canvas;
  const scale = (device.sx + device.sy) / 2;
  let x1 = node.x1 * device.sx - device.ox;
  let y1 = node.y1 * device.sy - device.oy;
  let x2 = node.x2 * device.sx - device.ox;
  let y2 = node.y2 * device.sy - device.oy;
  const half = (strokeWidthOf(node) * scale) / 2;
  let length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return;
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const cap = node.lineCap ?? 'butt';
  if (cap === 'square') {
    x1 -= ux * half;
    y1 -= uy * half;
    x2 += ux * half;
    y2 += uy * half;
    length += 2 * half;
  }
  const color = wordsOf(node.stroke);
  const alpha = inherited * opacityOf(node.opacity);
  const pad = half + 1;
  const i0 = Math.max(0, Math.floor(Math.min(x1, x2) - pad));
  const i1 = Math.min(width - 1, Math.ceil(Math.max(x1, x2) + pad));
  const j0 = Math.max(0, Math.floor(Math.min(y1, y2) - pad));
  const j1 = Math.min(height - 1, Math.ceil(Math.max(y1, y2) + pad));
  for (let j = j0; j <= j1; j++) {
    for (let i = i0; i <= i1; i++) {
      const px = i + 0.5 - x1;
      const py = j + 0.5 - y1;
      const along = px * ux + py * uy;
      const across = Math.abs(py * ux - px * uy);
      let coverage: number;
      if (cap === 'round') {
        const beyond = along < 0 ? -along : along > length ? along - length : 0;
        coverage = overlap(Math.hypot(beyond, across), -Infinity, half);
      } else {
        coverage = overlap(across, -half, half) * overlap(along, 0, length);
      }
      if (coverage > 0) blend(data, j * width + i, color, alpha * coverage);
    }
  }
}

/** Premultiplied 8-bit RGBA (resvg's layout) composited source-over onto the canvas. */
export function compositeOnto(canvas: Canvas, rgba: Buffer): void {
  const bytes = canvasBytes(canvas);
  for (let k = 0; k < bytes.length; k += 4) {
    const a = rgba[k + 3] as number;
    if (a === 0) continue;
    const keep = 255 - a;
    for (let c = 0; c < 4; c++) bytes[k + c] = (rgba[k + c] as number) + Math.round(((bytes[k + c] as number) * keep) / 255);
  }
}

/** The canvas's bytes: premultiplied RGBA (a view, not a copy). */
export function canvasBytes(canvas: Canvas): Buffer {
  return Buffer.from(canvas.data.buffer, canvas.data.byteOffset, canvas.data.byteLength);
}

// The arrows of a sketched flowchart (a drawing or a photo of boxes and arrows), read from its
// pixels so that its wiring is the drawn one, never one made up from the labels' order.
//
// Text detection gives the labels and their boxes. Each label's shape is found by filling the
// paper around its words: a fill that stays closed in is the inside of a box, diamond or oval
// (two lines of text in one shape are one label). What ink is left once the shapes and the
// labels are taken away is the connectors. A connector that touches two shapes is an arrow
// between them, pointing at the end where its head is: the end with clearly more ink (a filled
// triangle or two barbs against a bare line). Short texts beside an arrow are its branch label
// ("yes", "no"); a text above everything, by no arrow, is the title.
//
// The drawing is read only when every part of it is accounted for: every shape is joined by an
// arrow, every arrow has one head end and joins shapes, every text is a label, a branch label or
// the title. Otherwise the reader says it did not see the wiring (null), and the caller says so.
import sharp from 'sharp';
import { LIMITS } from '../../../core/limits.ts';

/** A detected text and its box in the image's pixels (after EXIF orientation). */
export interface SketchText {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Shape {
  texts: SketchText[];
  /** The inside of the drawn shape, or the words' box for labels drawn without one. */
  inside: Rect;
  /** What to take away as the shape's own ink: its inside and outline. */
  erase: Rect;
  /** How much of its bounding box the inside fills: 1 a rectangle, about 0.8 an oval, 0.5 a diamond. */
  fill: number;
  enclosed: boolean;
}

interface Edge {
  from: Shape;
  to: Shape;
  label?: string;
  /** The way its head points, a unit vector in the image (y down). */
  pointing: { x: number; y: number };
}

/** A connector's ink and the edges it draws (more than one when it forks). */
interface Arrow {
  pixels: number[];
  edges: Edge[];
}

/** Photos are read at most this many pixels on the long side: arrows stay many pixels long. */
const MAX_SIDE = 1600;
/** A head end is this many times as wide, across the arrow, as the bare end. */
const HEAD_RATIO = 2;

/** The sketch as a Mermaid flowchart, or null when its wiring cannot be read with certainty. */
export async function readSketch(bytes: Buffer, width: number, height: number, texts: SketchText[]): Promise<string | null> {
  if (texts.length < 2 || width < 16 || height < 16) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const image = await grey(bytes, scale);
  if (!image) return null;
  const scaled = texts.map((t) => ({ ...t, x0: t.x0 * scale, y0: t.y0 * scale, x1: t.x1 * scale, y1: t.y1 * scale }));
  const glyph = median(scaled.filter((t) => t.text.trim().length >= 3).map((t) => t.y1 - t.y0));
  if (!(glyph >= 6)) return null;
  const ink = inkMask(image.data, image.width, image.height, Math.max(25, Math.round(3 * glyph) | 1));
  return readDrawing(ink, image.width, image.height, scaled, glyph);
}

async function grey(bytes: Buffer, scale: number): Promise<{ data: Uint8Array; width: number; height: number } | null> {
  try {
    let pipeline = sharp(bytes, { limitInputPixels: LIMITS.maxInputPixels }).autoOrient().flatten({ background: '#ffffff' }).greyscale();
    if (scale < 1) {
      const meta = await sharp(bytes, { limitInputPixels: LIMITS.maxInputPixels }).autoOrient().metadata();
      const w = meta.autoOrient?.width ?? meta.width ?? 0;
      const h = meta.autoOrient?.height ?? meta.height ?? 0;
      pipeline = pipeline.resize(Math.max(1, Math.round(w * scale)), Math.max(1, Math.round(h * scale)));
    }
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    const out = new Uint8Array(info.width * info.height);
    for (let p = 0; p < out.length; p++) out[p] = data[p * info.channels]!;
    // Chalk on a board: light strokes on a dark ground read as dark on light.
    const histogram = new Uint32Array(256);
    for (const v of out) histogram[v]!++;
    let background = 0;
    for (let v = 1; v < 256; v++) if (histogram[v]! > histogram[background]!) background = v;
    if (background < 128) for (let p = 0; p < out.length; p++) out[p] = 255 - out[p]!;
    return { data: out, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** Ink: pixels clearly darker than their neighbourhood (a photo's paper is not evenly lit). */
function inkMask(data: Uint8Array, width: number, height: number, window: number): Uint8Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  const half = window >> 1;
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const ya = Math.max(0, y - half);
    const yb = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const xa = Math.max(0, x - half);
      const xb = Math.min(width, x + half + 1);
      const sum = sums[yb * (width + 1) + xb]! - sums[ya * (width + 1) + xb]! - sums[yb * (width + 1) + xa]! + sums[ya * (width + 1) + xa]!;
      const mean = sum / ((yb - ya) * (xb - xa));
      if (mean - data[y * width + x]! > Math.max(24, 0.15 * mean)) ink[y * width + x] = 1;
    }
  }
  return ink;
}

function readDrawing(ink: Uint8Array, width: number, height: number, texts: SketchText[], glyph: number): string | null {
  const shapes = findShapes(ink, width, height, texts, glyph);
  if (!shapes) return null;
  const { nodes, loose } = shapes;
  if (nodes.length < 2) return null;
  // Texts outside any shape, except stray marks text detection made of ink (an arrowhead read as "r").
  const free = loose.filter(worded);
  const boxed = nodes.some((n) => n.enclosed);
  const connectors = new Uint8Array(ink);
  const cut = (r: Rect) => {
    for (let y = Math.max(0, Math.floor(r.y0)); y < Math.min(height, Math.ceil(r.y1)); y++) connectors.fill(0, y * width + Math.max(0, Math.floor(r.x0)), y * width + Math.min(width, Math.ceil(r.x1)));
  };
  for (const node of nodes) cut(node.erase);
  if (boxed) for (const t of free) cut(pad(t, 2));
  const edges: Edge[] = [];
  // An arrow meets a drawn shape; between bare labels it stops short of the words.
  const tolerance = boxed ? Math.max(4, 0.5 * glyph) : 1.5 * glyph;
  const radius = Math.max(6, 0.8 * glyph);
  const pieces = components(connectors, width, height, Math.max(8, glyph));
  const arrows: Arrow[] = [];
  for (const piece of pieces) {
    const extent = Math.hypot(piece.x1 - piece.x0, piece.y1 - piece.y0);
    const contacts = nodes
      .map((node) => ({ node, near: piece.pixels.filter((p) => distance(p % width, Math.floor(p / width), node.erase) <= tolerance) }))
      .filter((c) => c.near.length > 0);
    if (contacts.length < 2) {
      // A long stroke that joins nothing is an arrow this reading did not follow.
      if (extent >= 2 * glyph) return null;
      continue;
    }
    const ends = contacts.map((c) => {
      const cx = c.near.reduce((s, p) => s + (p % width), 0) / c.near.length;
      const cy = c.near.reduce((s, p) => s + Math.floor(p / width), 0) / c.near.length;
      return { node: c.node, ...endSpread(piece.pixels, width, cx, cy, radius) };
    });
    const least = Math.min(...ends.map((e) => e.spread));
    const heads = ends.filter((e) => e.spread >= HEAD_RATIO * least);
    const tails = ends.filter((e) => e.spread < HEAD_RATIO * least);
    if (heads.length === 0 || tails.length !== 1) return null;
    // A head points away from the body of its arrow.
    const drawn = heads.map((head) => ({ from: tails[0]!.node, to: head.node, pointing: { x: -head.dx, y: -head.dy } }));
    edges.push(...drawn);
    arrows.push({ pixels: piece.pixels, edges: drawn });
  }
  if (edges.length === 0) return null;
  for (const node of nodes) if (!edges.some((e) => e.from === node || e.to === node)) return null;
  // Texts outside the shapes: branch labels by an arrow, or the title above everything.
  let title: string | undefined;
  if (boxed) {
    for (const t of free) {
      const near = edgeNear(t, arrows, width, 1.5 * glyph)?.edges[0];
      if (near) {
        if (near.label !== undefined) return null;
        near.label = t.text.trim();
        continue;
      }
      const top = Math.min(...nodes.map((n) => n.inside.y0));
      if (title === undefined && t.y1 <= top) title = t.text.trim();
      else return null;
    }
  }
  return mermaid(nodes, edges, title);
}

/** Each text's shape: the closed-in paper around its words, shared by the lines of one label. */
function findShapes(ink: Uint8Array, width: number, height: number, texts: SketchText[], glyph: number): { nodes: Shape[]; loose: SketchText[] } | null {
  const stamp = new Int32Array(width * height);
  const pen = penWidth(ink, width, height, glyph);
  const found: Array<{ text: SketchText; inside: Rect; fill: number } | null> = texts.map((text, k) => enclosure(ink, width, height, text, glyph, stamp, k + 1));
  const nodes: Shape[] = [];
  const loose: SketchText[] = [];
  found.forEach((f, k) => {
    const text = texts[k]!;
    if (!f) {
      loose.push(text);
      return;
    }
    const same = nodes.find((n) => n.enclosed && Math.abs(n.inside.x0 - f.inside.x0) <= 2 && Math.abs(n.inside.y0 - f.inside.y0) <= 2 && Math.abs(n.inside.x1 - f.inside.x1) <= 2 && Math.abs(n.inside.y1 - f.inside.y1) <= 2);
    if (same) same.texts.push(text);
    else {
      nodes.push({ texts: [text], inside: f.inside, erase: pad(f.inside, 1.5 * pen + 2), fill: f.fill, enclosed: true });
    }
  });
  // A shape around other shapes is a lane or a group, which this reading does not take apart.
  for (const node of nodes) {
    const holds = texts.some((t) => !node.texts.includes(t) && worded(t) && inside(centre(t), node.inside));
    if (holds) return null;
  }
  if (!nodes.some((n) => n.enclosed)) {
    const words = loose.filter(worded);
    return { nodes: words.map((t) => ({ texts: [t], inside: t, erase: pad(t, 0.3 * glyph), fill: 1, enclosed: false })), loose: [] };
  }
  return { nodes, loose };
}

/** The inside of the shape drawn around a text, found by filling the paper from its words; null when the fill escapes. */
function enclosure(ink: Uint8Array, width: number, height: number, text: SketchText, glyph: number, stamp: Int32Array, mark: number): { text: SketchText; inside: Rect; fill: number } | null {
  const box = { x0: Math.max(0, Math.floor(text.x0)), y0: Math.max(0, Math.floor(text.y0)), x1: Math.min(width, Math.ceil(text.x1)), y1: Math.min(height, Math.ceil(text.y1)) };
  if (box.x1 <= box.x0 || box.y1 <= box.y0) return null;
  const limit = Math.min(0.3 * width * height, Math.max(80 * (box.x1 - box.x0) * (box.y1 - box.y0), 60 * glyph * glyph));
  const queue: number[] = [];
  for (let y = box.y0; y < box.y1; y++)
    for (let x = box.x0; x < box.x1; x++) {
      stamp[y * width + x] = mark;
      queue.push(y * width + x);
    }
  const inWords = (x: number, y: number) => x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1;
  const r = { x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1 };
  for (let head = 0; head < queue.length; head++) {
    if (queue.length > limit) return null;
    const p = queue[head]!;
    const x = p % width;
    const y = (p - x) / width;
    if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return null;
    for (const q of [p - 1, p + 1, p - width, p + width]) {
      if (stamp[q] === mark) continue;
      const qx = q % width;
      const qy = (q - qx) / width;
      if (ink[q] && !inWords(qx, qy)) continue;
      stamp[q] = mark;
      queue.push(q);
      if (qx < r.x0) r.x0 = qx;
      if (qx + 1 > r.x1) r.x1 = qx + 1;
      if (qy < r.y0) r.y0 = qy;
      if (qy + 1 > r.y1) r.y1 = qy + 1;
    }
  }
  // The words' own box, not a shape: the fill was stopped by nothing but the glyphs (a tight box
  // would be at least a little larger than the words).
  if (r.x1 - r.x0 <= box.x1 - box.x0 + 2 && r.y1 - r.y0 <= box.y1 - box.y0 + 2) return null;
  return { text, inside: r, fill: queue.length / ((r.x1 - r.x0) * (r.y1 - r.y0)) };
}

/**
 * The pen's width: the typical length of the short runs of ink across rows and columns (outlines,
 * connectors and the strokes of letters are drawn with about one pen).
 */
function penWidth(ink: Uint8Array, width: number, height: number, glyph: number): number {
  const counts = new Uint32Array(Math.ceil(glyph) + 1);
  const count = (length: number) => {
    if (length > 0 && length <= glyph) counts[length]!++;
  };
  const step = Math.max(1, Math.floor(Math.min(width, height) / 200));
  for (let y = 0; y < height; y += step) {
    let run = 0;
    for (let x = 0; x < width; x++) {
      if (ink[y * width + x]) run++;
      else {
        count(run);
        run = 0;
      }
    }
    count(run);
  }
  for (let x = 0; x < width; x += step) {
    let run = 0;
    for (let y = 0; y < height; y++) {
      if (ink[y * width + x]) run++;
      else {
        count(run);
        run = 0;
      }
    }
    count(run);
  }
  const total = counts.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let n = 1; n < counts.length; n++) {
    seen += counts[n]!;
    if (seen * 2 >= total) return Math.max(2, n);
  }
  return 2;
}

interface Piece extends Rect {
  pixels: number[];
}

/**
 * How wide the connector is across itself near one end: its pixels within `radius` of the end,
 * measured across the direction in which the connector leaves that end (from the end to its
 * pixels just beyond: an elbow further on does not tilt it). A bare line is a stroke wide; a
 * head, filled or two barbs, much wider.
 */
function endSpread(pixels: number[], width: number, cx: number, cy: number, radius: number): { spread: number; dx: number; dy: number } {
  let fx = 0;
  let fy = 0;
  let far = 0;
  const near: Array<[number, number]> = [];
  for (const p of pixels) {
    const x = p % width;
    const y = (p - x) / width;
    const d = Math.hypot(x - cx, y - cy);
    if (d <= radius) near.push([x, y]);
    else if (d <= 1.6 * radius) {
      fx += x;
      fy += y;
      far++;
    }
  }
  if (near.length === 0) return { spread: 0, dx: 0, dy: 0 };
  // A connector no longer than the radius: its direction is from the end to its middle.
  const [tx, ty] = far > 0 ? [fx / far, fy / far] : [near.reduce((s, q) => s + q[0], 0) / near.length, near.reduce((s, q) => s + q[1], 0) / near.length];
  const length = Math.hypot(tx - cx, ty - cy);
  if (length < 1) return { spread: 0, dx: 0, dy: 0 };
  const nx = -(ty - cy) / length;
  const ny = (tx - cx) / length;
  let lo = Infinity;
  let hi = -Infinity;
  for (const [x, y] of near) {
    const across = (x - cx) * nx + (y - cy) * ny;
    lo = Math.min(lo, across);
    hi = Math.max(hi, across);
  }
  return { spread: hi - lo + 1, dx: (tx - cx) / length, dy: (ty - cy) / length };
}

/** Pieces of ink (8-connected) of at least `min` pixels. */
function components(ink: Uint8Array, width: number, height: number, min: number): Piece[] {
  const seen = new Uint8Array(width * height);
  const out: Piece[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const pixels = [start];
    seen[start] = 1;
    const r = { x0: width, y0: height, x1: 0, y1: 0 };
    for (let k = 0; k < pixels.length; k++) {
      const p = pixels[k]!;
      const x = p % width;
      const y = (p - x) / width;
      if (x < r.x0) r.x0 = x;
      if (x + 1 > r.x1) r.x1 = x + 1;
      if (y < r.y0) r.y0 = y;
      if (y + 1 > r.y1) r.y1 = y + 1;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (ink[q] && !seen[q]) {
            seen[q] = 1;
            pixels.push(q);
          }
        }
    }
    if (pixels.length >= min) out.push({ ...r, pixels });
  }
  return out;
}

/** The edge of the arrow passing within `reach` of the text (an arrow that forks has no one edge to label). */
function edgeNear(t: SketchText, arrows: Arrow[], width: number, reach: number): Arrow | undefined {
  let best: { arrow: Arrow; d: number } | undefined;
  for (const arrow of arrows) {
    let d = Infinity;
    for (const p of arrow.pixels) d = Math.min(d, distance(p % width, Math.floor(p / width), t));
    if (d <= reach && (!best || d < best.d)) best = { arrow, d };
  }
  return best && best.arrow.edges.length === 1 ? best.arrow : undefined;
}

function mermaid(nodes: Shape[], edges: Edge[], title: string | undefined): string {
  const ordered = [...nodes].sort((a, b) => (Math.abs(a.inside.y0 - b.inside.y0) > 4 ? a.inside.y0 - b.inside.y0 : a.inside.x0 - b.inside.x0));
  // Ids of their own: the interpreter numbers the prompt's steps n1, n2, ...
  const id = new Map(ordered.map((n, k) => [n, `box${k + 1}`]));
  // The way most heads point (a branch's elbow leaves its decision sideways but ends pointing down).
  const vertical = edges.filter((e) => Math.abs(e.pointing.y) >= Math.abs(e.pointing.x));
  const horizontal = edges.filter((e) => Math.abs(e.pointing.y) < Math.abs(e.pointing.x));
  const direction =
    vertical.length >= horizontal.length
      ? vertical.reduce((s, e) => s + e.pointing.y, 0) >= 0
        ? 'TD'
        : 'BT'
      : horizontal.reduce((s, e) => s + e.pointing.x, 0) >= 0
        ? 'LR'
        : 'RL';
  const lines: string[] = [];
  if (title) lines.push('---', `title: ${clean(title)}`, '---');
  lines.push(`flowchart ${direction}`);
  for (const node of ordered) {
    const label = clean(
      [...node.texts]
        .sort((a, b) => a.y0 - b.y0)
        .map((t) => t.text.trim())
        .join(' '),
    );
    const [open, close] = node.fill <= 0.62 ? ['{', '}'] : node.fill < 0.88 ? ['(', ')'] : ['[', ']'];
    lines.push(`  ${id.get(node)}${open}"${label}"${close}`);
  }
  const order = (n: Shape) => ordered.indexOf(n);
  const sorted = [...edges].sort((a, b) => order(a.from) - order(b.from) || order(a.to) - order(b.to));
  for (const e of sorted) lines.push(`  ${id.get(e.from)} -->${e.label ? `|${clean(e.label).replace(/\|/g, '/')}|` : ''} ${id.get(e.to)}`);
  return lines.join('\n');
}

/** Words, not a mark: three characters or more with a letter, or a branch's short answer ("no"). A lone letter is an arrowhead read as "N" or "r". */
function worded(t: SketchText): boolean {
  const text = t.text.trim();
  return (text.length >= 3 && /\p{L}/u.test(text)) || /^(?:no|ok|ja|si|sí|oui|non|nein)$/i.test(text);
}

function clean(text: string): string {
  return text.replace(/"/g, "'").replace(/\s+/g, ' ').trim();
}

function pad(r: Rect, by: number): Rect {
  return { x0: r.x0 - by, y0: r.y0 - by, x1: r.x1 + by, y1: r.y1 + by };
}

function centre(r: Rect): { x: number; y: number } {
  return { x: (r.x0 + r.x1) / 2, y: (r.y0 + r.y1) / 2 };
}

function inside(p: { x: number; y: number }, r: Rect): boolean {
  return p.x >= r.x0 && p.x <= r.x1 && p.y >= r.y0 && p.y <= r.y1;
}

function distance(x: number, y: number, r: Rect): number {
  const dx = Math.max(r.x0 - x, 0, x - r.x1);
  const dy = Math.max(r.y0 - y, 0, y - r.y1);
  return Math.hypot(dx, dy);
}

function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

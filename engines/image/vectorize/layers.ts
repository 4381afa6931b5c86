// Stacking the colour layers so traced neighbours never leave a seam. Each colour is traced
// alone, and two outlines fitted independently to one shared border leave hairline gaps (the
// background shows through) or, with anti-aliased rendering, a faint seam. So colours are
// stacked, the commonest at the bottom, and each layer also covers, UNDERLAP pixels deep, the
// pixels of the layers drawn above it: every border is then drawn by the upper layer over a
// lower one that runs on beneath it. Transparent pixels are never covered.
//
// A layer is handed to the tracer in windows, not as one picture the size of its bounding box:
// a colour used for a few labels across a figure would otherwise cost the tracer a scan of the
// whole figure. The image is cut into tiles; each colour's tiles that touch (corners included)
// form a group, the group's window is the box of its pixels grown by the underlap, and windows
// of one colour that overlap or touch are joined. The tracer follows pixels that share a side,
// so a piece of a layer's mask never spans two windows that keep a pixel's gap between them,
// and tracing window by window gives the pieces the whole mask would.
import { TRANSPARENT, type Quantised } from './palette.ts';
import { INK, type MaskWindow } from './vtracer.ts';

/** How far (pixels) a layer runs on under the layers above it. */
export const UNDERLAP = 2;
/** Tile side (pixels): colours are grouped into windows tile by tile; larger on large pictures with many colours (a box per colour and tile). */
const TILE = 4;
const MAX_COLOUR_TILES = 4_000_000;

/** Inclusive pixel box. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type LayerPart = { colour: number; box: Box } | { colour: number; cover: true };

/**
 * Each colour's windows, bottom layer first (draw a window with maskIn). When no pixel is
 * transparent, the bottom layer is `cover`: every pixel not drawn by a layer above is its
 * colour, so it may fill the whole picture and needs no tracing.
 */
export function layerParts(q: Quantised, width: number, height: number, underlap = UNDERLAP): LayerPart[] {
  const { index, palette } = q;
  const colours = palette.length;
  const tile = Math.max(TILE, Math.ceil(Math.sqrt((width * height * colours) / MAX_COLOUR_TILES)));
  const tw = Math.ceil(width / tile);
  const th = Math.ceil(height / tile);
  const tiles = tw * th;
  // Per colour and tile, the box of its pixels there (x0 = 0xffff: none).
  const boxes = new Uint16Array(colours * tiles * 4);
  for (let i = 0; i < colours * tiles; i++) boxes[i * 4] = 0xffff;
  let transparent = false;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const ty = ((y / tile) | 0) * tw;
    for (let x = 0; x < width; x++) {
      const k = index[row + x]!;
      if (k === TRANSPARENT) {
        transparent = true;
        continue;
      }
      const b = (k * tiles + ty + ((x / tile) | 0)) * 4;
      if (boxes[b] === 0xffff) {
        boxes[b] = x;
        boxes[b + 1] = y;
        boxes[b + 2] = x;
        boxes[b + 3] = y;
      } else {
        if (x < boxes[b]!) boxes[b] = x;
        if (x > boxes[b + 2]!) boxes[b + 2] = x;
        boxes[b + 3] = y;
      }
    }
  }
  const parts: LayerPart[] = [];
  for (let k = 0; k < colours; k++) {
    if (k === 0 && !transparent) parts.push({ colour: 0, cover: true });
    else for (const box of windowsOf(boxes, k * tiles, tw, th, width, height, underlap)) parts.push({ colour: k, box });
  }
  return parts;
}

/** The colour's tile groups (touching tiles, corners included) as boxes grown by `grow`, joined until none overlap or touch. */
function windowsOf(boxes: Uint16Array, base: number, tw: number, th: number, width: number, height: number, grow: number): Box[] {
  const seen = new Uint8Array(tw * th);
  const out: Box[] = [];
  const stack: number[] = [];
  for (let t = 0; t < tw * th; t++) {
    if (seen[t] || boxes[(base + t) * 4] === 0xffff) continue;
    const box = { x0: width, y0: height, x1: -1, y1: -1 };
    seen[t] = 1;
    stack.push(t);
    while (stack.length > 0) {
      const c = stack.pop()!;
      const b = (base + c) * 4;
      box.x0 = Math.min(box.x0, boxes[b]!);
      box.y0 = Math.min(box.y0, boxes[b + 1]!);
      box.x1 = Math.max(box.x1, boxes[b + 2]!);
      box.y1 = Math.max(box.y1, boxes[b + 3]!);
      const cx = c % tw;
      const cy = (c - cx) / tw;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= tw || ny >= th) continue;
          const n = ny * tw + nx;
          if (seen[n] || boxes[(base + n) * 4] === 0xffff) continue;
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    out.push({ x0: Math.max(0, box.x0 - grow), y0: Math.max(0, box.y0 - grow), x1: Math.min(width - 1, box.x1 + grow), y1: Math.min(height - 1, box.y1 + grow) });
  }
  return joinTouching(out);
}

/** Boxes that overlap or touch (a pixel's gap or less, corners included) become their common box, until none do. */
function joinTouching(boxes: Box[]): Box[] {
  let list = boxes;
  for (let changed = true; changed; ) {
    changed = false;
    list.sort((a, b) => a.x0 - b.x0);
    const out: Box[] = [];
    for (const b of list) {
      const o = out.find((o) => b.x0 <= o.x1 + 1 && b.x1 >= o.x0 - 1 && b.y0 <= o.y1 + 1 && b.y1 >= o.y0 - 1);
      if (!o) {
        out.push({ ...b });
        continue;
      }
      o.x0 = Math.min(o.x0, b.x0);
      o.y0 = Math.min(o.y0, b.y0);
      o.x1 = Math.max(o.x1, b.x1);
      o.y1 = Math.max(o.y1, b.y1);
      changed = true;
    }
    list = out;
  }
  return list;
}

/**
 * Within the box of `index` (palette indices, `width` a row): the colour's own pixels, and
 * those of the layers above it within `underlap` of them (a square), as the tracer's input,
 * corners joined (bridgeCorners). Two passes, each along rows: which pixels
 * have an own pixel within reach along their row, then a running count of those per column.
 */
export function maskIn(index: Uint16Array, width: number, k: number, box: Box, underlap = UNDERLAP): MaskWindow {
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  const r = underlap;
  const rowNear = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = (box.y0 + y) * width + box.x0;
    const o = y * w;
    let count = 0;
    for (let x = 0; x < Math.min(r, w); x++) if (index[row + x] === k) count++;
    for (let x = 0; x < w; x++) {
      if (x + r < w && index[row + x + r] === k) count++;
      if (x - r - 1 >= 0 && index[row + x - r - 1] === k) count--;
      rowNear[o + x] = count > 0 ? 1 : 0;
    }
  }
  const columns = new Int32Array(w);
  for (let y = 0; y < Math.min(r, h); y++) for (let x = 0; x < w; x++) columns[x] = columns[x]! + rowNear[y * w + x]!;
  const pixels = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    const below = (y + r) * w;
    const above = (y - r - 1) * w;
    if (y + r < h) for (let x = 0; x < w; x++) columns[x] = columns[x]! + rowNear[below + x]!;
    if (y - r - 1 >= 0) for (let x = 0; x < w; x++) columns[x] = columns[x]! - rowNear[above + x]!;
    const row = (box.y0 + y) * width + box.x0;
    const o = y * w;
    for (let x = 0; x < w; x++) {
      const other = index[row + x]!;
      if (other === k || (columns[x]! > 0 && other > k && other !== TRANSPARENT)) pixels[(o + x) * 4] = INK;
    }
    if (y > 0) bridgeCorners(pixels, index, width, k, box, w, y);
  }
  return { pixels, width: w, height: h, left: box.x0, top: box.y0 };
}

/**
 * Pixels of the mask that touch only at a corner (rows y-1 and y) are joined through one of the
 * two pixels beside them: the tracer follows sides only, and a thin anti-aliased stroke at the
 * source's resolution is a chain of such corners that would otherwise fall apart into specks.
 * The joining pixel is one of a layer above, drawn over anyway, so no shape swells (joining
 * through a pixel of a layer below was measured: it thickens blobs and costs heatmaps and
 * photographs more than it gives strokes).
 */
function bridgeCorners(pixels: Uint8ClampedArray, index: Uint16Array, width: number, k: number, box: Box, w: number, y: number): void {
  const up = (y - 1) * w;
  const here = y * w;
  const colourAt = (i: number) => index[(box.y0 + ((i / w) | 0)) * width + box.x0 + (i % w)]!;
  const join = (p: number, q: number) => {
    const cp = colourAt(p);
    const cq = colourAt(q);
    const pick = cp !== TRANSPARENT && cp > k ? p : cq !== TRANSPARENT && cq > k ? q : -1;
    if (pick >= 0) pixels[pick * 4] = INK;
  };
  for (let x = 0; x < w - 1; x++) {
    const a = pixels[(up + x) * 4]!;
    const b = pixels[(up + x + 1) * 4]!;
    const c = pixels[(here + x) * 4]!;
    const d = pixels[(here + x + 1) * 4]!;
    if (a && d && !b && !c) join(up + x + 1, here + x);
    else if (b && c && !a && !d) join(up + x, here + x + 1);
  }
}

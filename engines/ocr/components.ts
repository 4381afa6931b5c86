// Connected pieces of ink (8-connected), found row by row as runs joined with a union-find, so
// memory grows with the ink, not with the canvas. They tell how big the text is before any OCR
// (to choose the upscale) and where ink is left that the first pass did not read.
import type { PreparedGrey } from './grey.ts';

export interface Box {
  x0: number;
  y0: number;
  /** Exclusive. */
  x1: number;
  y1: number;
}

export interface Component extends Box {
  pixels: number;
  /** Its ink as runs: y, x start, x end (exclusive), flat. */
  runs: number[];
}

/** How much darker than the background a pixel must be to count as ink. */
const INK_CONTRAST = 64;

export function inkComponents(image: PreparedGrey): Component[] {
  const { data, width, height } = image;
  const threshold = image.background - INK_CONTRAST;
  let starts = new Int32Array(1024);
  let ends = new Int32Array(1024);
  let parent = new Int32Array(1024);
  let count = 0;
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i] as number] as number;
      i = parent[i] as number;
    }
    return i;
  };
  const rowOfRun: number[] = [];
  let previousFirst = 0;
  let previousEnd = 0;
  for (let y = 0; y < height; y++) {
    const first = count;
    const row = y * width;
    let x = 0;
    while (x < width) {
      if ((data[row + x] as number) > threshold) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && (data[row + x] as number) <= threshold) x++;
      if (count === starts.length) {
        const grow = (a: Int32Array) => {
          const b = new Int32Array(a.length * 2);
          b.set(a);
          return b;
        };
        starts = grow(starts);
        ends = grow(ends);
        parent = grow(parent);
      }
      starts[count] = start;
      ends[count] = x;
      parent[count] = count;
      rowOfRun.push(y);
      // 8-connectivity: a run touches the runs of the row above that overlap it widened by one.
      for (let r = previousFirst; r < previousEnd; r++) {
        if ((ends[r] as number) < start || (starts[r] as number) > x) continue;
        const a = find(r);
        const b = find(count);
        if (a !== b) parent[b] = a;
      }
      count++;
    }
    previousFirst = first;
    previousEnd = count;
  }
  const byRoot = new Map<number, Component>();
  for (let r = 0; r < count; r++) {
    const root = find(r);
    const y = rowOfRun[r] as number;
    const s = starts[r] as number;
    const e = ends[r] as number;
    const c = byRoot.get(root);
    if (c) {
      c.x0 = Math.min(c.x0, s);
      c.x1 = Math.max(c.x1, e);
      c.y0 = Math.min(c.y0, y);
      c.y1 = Math.max(c.y1, y + 1);
      c.pixels += e - s;
      c.runs.push(y, s, e);
    } else {
      byRoot.set(root, { x0: s, x1: e, y0: y, y1: y + 1, pixels: e - s, runs: [y, s, e] });
    }
  }
  return [...byRoot.values()];
}

/** Pieces the size of a glyph: not dust, not longer than `limit` (a line, a large shape). */
export function glyphLike(c: Component, limit: number): boolean {
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  return c.pixels >= 4 && Math.max(w, h) >= 3 && Math.max(w, h) <= limit;
}

/**
 * A filled dot or square (a plot marker, a calendar day): glyphs leave much of their box blank,
 * and a dense bold glyph ("B") still has counters, rows crossed twice.
 */
export function blob(c: Component): boolean {
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  if (w < 4 || h < 4 || c.pixels <= 0.7 * w * h) return false;
  const rows = new Set<number>();
  for (let i = 0; i < c.runs.length; i += 3) {
    const y = c.runs[i] as number;
    if (rows.has(y)) return false;
    rows.add(y);
  }
  return true;
}

/** A filled block (a bar, a legend swatch, a heatmap cell): glyphs leave much of their box blank. */
export function solid(c: Component): boolean {
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  return w >= 6 && h >= 6 && c.pixels > 0.85 * w * h;
}

const MIN_COUNTED = 5;
/** Pieces of one size in a slanted straight row, this many or more: the dashes of a diagonal (an ROC's chance line). */
const MIN_DASHES = 6;

/**
 * Dashes of a slanted dashed line: pieces of the same size whose middles lie on one straight line
 * that is neither horizontal nor vertical (a row of tick labels repeats its "0"s level).
 */
function slantedDashes(pieces: Component[]): Set<Component> {
  const bySize = new Map<string, Component[]>();
  for (const c of pieces) {
    const key = `${c.x1 - c.x0}x${c.y1 - c.y0}`;
    bySize.set(key, [...(bySize.get(key) ?? []), c]);
  }
  const out = new Set<Component>();
  for (const same of bySize.values()) {
    if (same.length < MIN_DASHES || same.length > 5000) continue;
    const xs = same.map((c) => (c.x0 + c.x1) / 2);
    const ys = same.map((c) => (c.y0 + c.y1) / 2);
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    let sxx = 0;
    let sxy = 0;
    for (let i = 0; i < xs.length; i++) {
      sxx += ((xs[i] as number) - mx) ** 2;
      sxy += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
    }
    if (sxx === 0) continue;
    const slope = sxy / sxx;
    if (Math.abs(slope) < 0.2 || Math.abs(slope) > 5) continue;
    const off = xs.map((x, i) => Math.abs((ys[i] as number) - my - slope * (x - mx)) / Math.hypot(1, slope));
    if (Math.max(...off) <= 2) for (const c of same) out.add(c);
  }
  return out;
}

/** The median height of glyph-like pieces: roughly the text's x-height to cap height. */
export function typicalGlyphHeight(components: Component[], width: number, height: number): number | null {
  // Large: a title can fill a small image; an axis frame is wider than 3 heights or fills the image.
  const limit = Math.max(8, 0.8 * Math.min(width, height));
  const pool = components.filter((c) => glyphLike(c, limit) && !solid(c) && !blob(c) && c.x1 - c.x0 <= 3 * (c.y1 - c.y0));
  const dashes = slantedDashes(pool);
  const heights = pool
    .filter((c) => !dashes.has(c))
    .map((c) => c.y1 - c.y0)
    .sort((a, b) => a - b);
  if (heights.length === 0) return null;
  // The dashes of a dashed line are glyph-like and can outnumber the glyphs. Text that small is
  // read at the largest upscale whatever its exact height, so pieces under MIN_COUNTED do not count.
  const counted = heights.filter((h) => h >= MIN_COUNTED);
  const sizes = counted.length > 0 ? counted : heights;
  return sizes[Math.floor(sizes.length / 2)] as number;
}

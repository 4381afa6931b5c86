// Positions of stacked dots (Wilkinson dot plots, ggplot2 geom_dotplot) and beeswarm offsets.
import { at } from './numeric.ts';

export interface DotPosition {
  /** Position of the value in the input. */
  index: number;
  value: number;
  /** 0-based bin (stack) number, left to right. */
  bin: number;
  /** Centre of the stack on the value axis. */
  center: number;
  /** 1-based height of the dot in its stack (1 = on the baseline). */
  stack: number;
}

/** Dot plot stacking: Wilkinson (1999) dot-density binning as ggplot2 densitybin ('dotdensity'), or fixed-width bins from the minimum ('histodot'). */
export function dotPlot(values: readonly number[], options: { binwidth?: number; method?: 'dotdensity' | 'histodot' } = {}): DotPosition[] {
  const items = values.map((value, index) => ({ value, index })).filter((e) => Number.isFinite(e.value));
  items.sort((a, b) => a.value - b.value || a.index - b.index);
  if (items.length === 0) return [];
  const min = (items[0] as { value: number }).value;
  const max = (items[items.length - 1] as { value: number }).value;
  const binwidth = options.binwidth ?? (max - min) / 30;
  const method = options.method ?? 'dotdensity';
  const bins: number[] = [];
  if (method === 'dotdensity') {
    let binEnd = -Infinity;
    let cbin = -1;
    for (const e of items) {
      if (e.value >= binEnd) {
        binEnd = e.value + binwidth;
        cbin++;
      }
      bins.push(cbin);
    }
  } else {
    for (const e of items) bins.push(binwidth > 0 ? Math.floor((e.value - min) / binwidth) : 0);
  }
  const centers = new Map<number, number>();
  if (method === 'dotdensity') {
    const lo = new Map<number, number>();
    const hi = new Map<number, number>();
    items.forEach((e, k) => {
      const b = at(bins, k);
      if (!lo.has(b)) lo.set(b, e.value);
      hi.set(b, e.value);
    });
    for (const [b, l] of lo) centers.set(b, (l + (hi.get(b) as number)) / 2);
  } else {
    for (const b of bins) centers.set(b, min + (b + 0.5) * binwidth);
  }
  const heights = new Map<number, number>();
  return items.map((e, k) => {
    const b = at(bins, k);
    const s = (heights.get(b) ?? 0) + 1;
    heights.set(b, s);
    return { index: e.index, value: e.value, bin: b, center: centers.get(b) as number, stack: s };
  });
}

export interface BeeswarmOptions {
  /** Placement order: 'ascending' (default, R beeswarm's priority), 'descending', or 'none' (input order). */
  priority?: 'ascending' | 'descending' | 'none';
  /** Only to one side: −1 left/down, 1 right/up, 0 both (default). */
  side?: -1 | 0 | 1;
  /** Radius of a point along the offset axis, if that axis has other units (default = radius). */
  offsetRadius?: number;
}

/** Beeswarm offsets: each point, in priority order, takes the admissible offset closest to 0 that does not overlap points already placed (R beeswarm package, method "swarm", Eklund 2016). Radius is in value units; offsets are returned in offset units. */
export function beeswarm(values: readonly number[], radius: number, options: BeeswarmOptions = {}): number[] {
  if (!(radius > 0)) throw new RangeError('radius must be positive');
  const side = options.side ?? 0;
  const dsize = 2 * radius;
  const gsize = 2 * (options.offsetRadius ?? radius);
  const items = values.map((v, index) => ({ x: v / dsize, y: 0, index }));
  const priority = options.priority ?? 'ascending';
  const order = items.filter((e) => Number.isFinite(e.x));
  if (priority === 'ascending') order.sort((a, b) => a.x - b.x || a.index - b.index);
  else if (priority === 'descending') order.sort((a, b) => b.x - a.x || a.index - b.index);
  for (let ii = 1; ii < order.length; ii++) {
    const cur = order[ii] as { x: number; y: number };
    const pre: { x: number; y: number }[] = [];
    for (let k = 0; k < ii; k++) {
      const p = order[k] as { x: number; y: number };
      if (Math.abs(cur.x - p.x) < 1) pre.push(p);
    }
    if (pre.length === 0) {
      cur.y = 0;
      continue;
    }
    const off = pre.map((p) => Math.sqrt(1 - (cur.x - p.x) ** 2));
    const plus = pre.map((p, k) => p.y + at(off, k));
    const minus = pre.map((p, k) => p.y - at(off, k));
    const cand = side === -1 ? [0, ...minus] : side === 1 ? [0, ...plus] : [0, ...plus, ...minus];
    let best = Infinity;
    let bestAbs = Infinity;
    for (const y of cand) {
      const bad = pre.some((p) => (cur.x - p.x) ** 2 + (y - p.y) ** 2 < 0.999);
      const yy = bad ? Infinity : y;
      if (Math.abs(yy) < bestAbs) {
        bestAbs = Math.abs(yy);
        best = yy;
      }
    }
    cur.y = best;
  }
  const out = new Array<number>(values.length).fill(NaN);
  for (const e of items) if (Number.isFinite(e.x)) out[e.index] = e.y * gsize;
  return out;
}


/**
 * Swarms that fit their bands: each group's beeswarm offsets (values and radius in page units, so
 * that points never overlap on the page), with the radius shrunk (to 0.8 pt at least) until the
 * widest swarm, points included, lies within `halfWidth` of its centre.
 */
export function swarmsInBand(groups: ReadonlyArray<readonly number[]>, radius: number, halfWidth: number): { radius: number; offsets: number[][] } {
  let r = radius;
  const layout = (size: number) => groups.map((values) => beeswarm(values, size));
  let offsets = layout(r);
  for (let k = 0; k < 6; k++) {
    const widest = Math.max(...offsets.flatMap((o) => o.map((v) => Math.abs(v)))) + r;
    if (widest <= halfWidth || r < 0.8) break;
    r *= Math.max(0.5, (halfWidth / widest) ** 0.5);
    offsets = layout(r);
  }
  return { radius: r, offsets };
}

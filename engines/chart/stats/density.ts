// Kernel density estimates and the charts built on them: density curves, violins, ridgelines,
// raincloud plots, and 2-D hexagonal binning.

import { seqLength } from './breaks.ts';
import { boxplotStats, iqr, sd, type BoxplotStats } from './summaries.ts';
import { at } from './numeric.ts';

const M_1_SQRT_2PI = 0.3989422804014327;

function finite(values: readonly number[]): number[] {
  return values.filter((v) => Number.isFinite(v));
}

/** Silverman's rule of thumb 0.9·min(s, IQR/1.34)·n^(−1/5) with R's fallbacks for zero spread (R bw.nrd0; Silverman 1986 eq. 3.31). */
export function bwNrd0(values: readonly number[]): number {
  const x = finite(values);
  if (x.length < 2) throw new RangeError('need at least 2 data points');
  const hi = sd(x);
  let lo = Math.min(hi, iqr(x) / 1.34);
  if (!lo) lo = hi || Math.abs(x[0] as number) || 1;
  return 0.9 * lo * x.length ** -0.2;
}

/** Scott's (1992) variation 1.06·min(s, IQR/1.34)·n^(−1/5) (R bw.nrd). */
export function bwNrd(values: readonly number[]): number {
  const x = finite(values);
  if (x.length < 2) throw new RangeError('need at least 2 data points');
  return 1.06 * Math.min(sd(x), iqr(x) / 1.34) * x.length ** (-1 / 5);
}

/** Gaussian density N(0, σ²) at x, computed as R's dnorm (nmath/dnorm.c). */
function dnorm(x0: number, sigma: number): number {
  const x = Math.abs(x0 / sigma);
  if (x >= 2 * Math.sqrt(Number.MAX_VALUE)) return 0;
  if (x < 5) return (M_1_SQRT_2PI * Math.exp(-0.5 * x * x)) / sigma;
  if (x > Math.sqrt(-2 * Math.LN2 * (-1074 + 1 - 1024))) return 0;
  const x1 = Math.round(x * 65536) / 65536;
  const x2 = x - x1;
  return (M_1_SQRT_2PI / sigma) * (Math.exp(-0.5 * x1 * x1) * Math.exp((-0.5 * x2 - x1) * x2));
}

export type Bandwidth = number | 'nrd0' | 'nrd';

export interface DensityOptions {
  /** Bandwidth (the kernel's SD) or rule; default 'nrd0'. */
  bw?: Bandwidth;
  /** Multiplier of the bandwidth (R adjust). */
  adjust?: number;
  /** Number of grid points (R default 512). */
  n?: number;
  from?: number;
  to?: number;
  /** Grid extends cut·bw beyond the data when from/to are not given (R default 3). */
  cut?: number;
  /** R < 4.4 kernel grid (old.coords = TRUE); default false, as R ≥ 4.4. */
  oldCoords?: boolean;
}

export interface DensityCurve {
  x: number[];
  y: number[];
  bw: number;
  /** Number of observations used. */
  n: number;
}

function resolveBandwidth(x: readonly number[], bw: Bandwidth | undefined, adjust: number): number {
  const b = bw === undefined || bw === 'nrd0' ? bwNrd0(x) : bw === 'nrd' ? bwNrd(x) : bw;
  const out = adjust * b;
  if (!(out > 0) || !Number.isFinite(out)) throw new RangeError("'bw' is not positive.");
  return out;
}

/** R approx(x, y, xout) linear interpolation by bisection (stats/src/approx.c), NaN outside. */
function approx(xs: readonly number[], ys: readonly number[], v: number): number {
  let i = 0;
  let j = xs.length - 1;
  if (v < at(xs, i) || v > at(xs, j)) return NaN;
  while (i < j - 1) {
    const ij = Math.trunc((i + j) / 2);
    if (v < at(xs, ij)) j = ij;
    else i = ij;
  }
  if (v === at(xs, j)) return at(ys, j);
  if (v === at(xs, i)) return at(ys, i);
  return at(ys, i) + (at(ys, j) - at(ys, i)) * ((v - at(xs, i)) / (at(xs, j) - at(xs, i)));
}

/** Gaussian KDE on a grid exactly as R density.default: linear binning (BinDist) on 2n points over [from − 4bw, to + 4bw], circular convolution with the kernel (done directly, same sums as R's FFT), linear interpolation to the n-point grid [from, to]. */
export function kde(values: readonly number[], options: DensityOptions = {}): DensityCurve {
  const x = finite(values);
  const nx = x.length;
  if (nx === 0) throw new RangeError('no finite values');
  const bw = resolveBandwidth(x, options.bw, options.adjust ?? 1);
  const nUser = options.n ?? 512;
  let n = Math.max(nUser, 512);
  if (n > 512) n = 2 ** Math.ceil(Math.log2(n));
  const cut = options.cut ?? 3;
  const from = options.from ?? Math.min(...x) - cut * bw;
  const to = options.to ?? Math.max(...x) + cut * bw;
  const lo = from - 4 * bw;
  const up = to + 4 * bw;
  // BinDist (stats/src/massdist.c), weights 1/nx.
  const y = new Array<number>(2 * n).fill(0);
  const xdelta = (up - lo) / (n - 1);
  const w = 1 / nx;
  for (const xi of x) {
    const xpos = (xi - lo) / xdelta;
    const ix = Math.floor(xpos);
    const fx = xpos - ix;
    if (ix >= 0 && ix <= n - 2) {
      y[ix] = at(y, ix) + (1 - fx) * w;
      y[ix + 1] = at(y, ix + 1) + fx * w;
    } else if (ix === -1) y[0] = at(y, 0) + fx * w;
    else if (ix === n - 1) y[ix] = at(y, ix) + (1 - fx) * w;
  }
  // Kernel ordinates: kords <- seq.int(0, L, length.out = 2n); kords[(n+2):(2n)] <- -kords[n:2].
  const L = (options.oldCoords ? 2 : (2 * n - 1) / (n - 1)) * (up - lo);
  const kords = seqLength(0, L, 2 * n);
  for (let m = n + 1; m < 2 * n; m++) kords[m] = -at(kords, 2 * n - m);
  const kern = kords.map((k) => dnorm(k, bw));
  // fft(fft(y) * Conj(fft(kern)), inverse = TRUE) / (2n), first n entries, as a direct circular sum.
  const dens = new Array<number>(n);
  for (let k = 0; k < n; k++) {
    let s = 0;
    for (let j = 0; j < n; j++) {
      const yj = at(y, j);
      if (yj !== 0) s += yj * at(kern, j >= k ? j - k : 2 * n + j - k);
    }
    dens[k] = Math.max(0, s);
  }
  const xords = seqLength(lo, up, n);
  const gx = seqLength(from, to, nUser);
  return { x: gx, y: gx.map((v) => approx(xords, dens, v)), bw, n: nx };
}

/** Exact Gaussian KDE f̂(t) = (1/(n·h)) Σ φ((t − x_i)/h) at the given points (Silverman 1986 eq. 2.2a), no binning. */
export function kdeAt(values: readonly number[], points: readonly number[], bw: Bandwidth = 'nrd0'): number[] {
  const x = finite(values);
  const h = resolveBandwidth(x, bw, 1);
  return points.map((t) => {
    let s = 0;
    for (const xi of x) s += dnorm(t - xi, h);
    return s / x.length;
  });
}

export interface GroupValues {
  name: string;
  values: readonly number[];
}

export interface ViolinCurve {
  name: string;
  n: number;
  bw: number;
  /** Positions along the value axis. */
  x: number[];
  density: number[];
  /** density / max(density): for violins of equal maximum width (ggplot2 scale = "width"). */
  scaled: number[];
  /** density · n: for violins proportional to group size (ggplot2 scale = "count"). */
  count: number[];
}

/** Violin outlines: per-group R density (bw.nrd0 by default, n = 512) on [min, max] when trimmed, else extended by 3 bw, as ggplot2 stat_ydensity (trim = TRUE default). */
export function violin(groups: readonly GroupValues[], options: { bw?: Bandwidth; adjust?: number; n?: number; trim?: boolean; oldCoords?: boolean } = {}): ViolinCurve[] {
  const trim = options.trim ?? true;
  return groups
    .map((g) => ({ name: g.name, x: finite(g.values) }))
    .filter((g) => g.x.length >= 2)
    .map((g) => {
      const bw = resolveBandwidth(g.x, options.bw, 1);
      const modifier = trim ? 0 : 3;
      const min = Math.min(...g.x);
      const max = Math.max(...g.x);
      const d = kde(g.x, {
        bw,
        adjust: options.adjust ?? 1,
        n: options.n ?? 512,
        from: min - modifier * bw,
        to: max + modifier * bw,
        oldCoords: options.oldCoords ?? false,
      });
      const peak = Math.max(...d.y);
      return { name: g.name, n: g.x.length, bw: d.bw, x: d.x, density: d.y, scaled: d.y.map((v) => v / peak), count: d.y.map((v) => v * g.x.length) };
    });
}

export interface Ridgeline {
  /** Common grid shared by all groups. */
  x: number[];
  /** Joint bandwidth used for every group. */
  bw: number;
  groups: { name: string; n: number; density: number[]; scaled: number[] }[];
}

/** Ridgeline densities on one common grid: joint bandwidth = mean of the groups' bw.nrd0 and grid = pooled range ± 3·bw, as ggridges stat_density_ridges; each curve is R density on that grid. */
export function ridgeline(groups: readonly GroupValues[], options: { bw?: number; n?: number; cut?: number; oldCoords?: boolean } = {}): Ridgeline {
  const gs = groups.map((g) => ({ name: g.name, x: finite(g.values) }));
  const withTwo = gs.filter((g) => g.x.length >= 2);
  const bw = options.bw ?? withTwo.reduce((s, g) => s + bwNrd0(g.x), 0) / withTwo.length;
  const all = gs.flatMap((g) => g.x);
  const cut = options.cut ?? 3;
  const from = Math.min(...all) - cut * bw;
  const to = Math.max(...all) + cut * bw;
  const n = options.n ?? 512;
  const x = seqLength(from, to, n);
  return {
    x,
    bw,
    groups: gs.map((g) => {
      if (g.x.length === 0) return { name: g.name, n: 0, density: x.map(() => 0), scaled: x.map(() => 0) };
      const d = kde(g.x, { bw, n, from, to, oldCoords: options.oldCoords ?? false });
      const peak = Math.max(...d.y);
      return { name: g.name, n: g.x.length, density: d.y, scaled: d.y.map((v) => (peak > 0 ? v / peak : 0)) };
    }),
  };
}

export interface HexCell {
  /** R hexbin cell id (1-based, left to right, bottom to top). */
  cell: number;
  /** Lattice row (0-based from the bottom) and column. */
  row: number;
  col: number;
  count: number;
  /** Hexagon centre (R hcell2xy). */
  x: number;
  y: number;
  /** Centre of mass of the points in the cell (R hexbin xcm, ycm). */
  xcm: number;
  ycm: number;
}

export interface HexbinResult {
  cells: HexCell[];
  xbins: number;
  shape: number;
  xbnds: [number, number];
  ybnds: [number, number];
  /** Lattice dimensions (rows, columns) as R's dimen. */
  dimen: [number, number];
  /** Pointy-top hexagon vertices relative to a centre, counter-clockwise from the upper right. */
  hexagon: { x: number; y: number }[];
  /** Position of each input point's cell in `cells`, or −1 for a missing point. */
  cellOfPoint: number[];
}

/** Hexagonal binning with pointy-top hexagons (rows offset by half a hexagon): Carr et al. (1987) algorithm as R hexbin::hexbin (Fortran hbin) with centres from hcell2xy; xbins hexagons across the x range, shape = y height / x width of the plotting region. */
export function hexbin(
  xs: readonly number[],
  ys: readonly number[],
  options: { xbins?: number; shape?: number; xbnds?: [number, number]; ybnds?: [number, number] } = {},
): HexbinResult {
  if (xs.length !== ys.length) throw new RangeError('x and y need the same length');
  const keep: number[] = [];
  for (let i = 0; i < xs.length; i++) if (Number.isFinite(xs[i]) && Number.isFinite(ys[i])) keep.push(i);
  const x = keep.map((i) => xs[i] as number);
  const y = keep.map((i) => ys[i] as number);
  const xbins = options.xbins ?? 30;
  const shape = options.shape ?? 1;
  const xbnds = options.xbnds ?? [Math.min(...x), Math.max(...x)];
  const ybnds = options.ybnds ?? [Math.min(...y), Math.max(...y)];
  if (!(xbnds[1] - xbnds[0] > 0)) throw new RangeError('xbnds[1] < xbnds[2] is not fulfilled');
  if (!(ybnds[1] - ybnds[0] > 0)) throw new RangeError('ybnds[1] < ybnds[2] is not fulfilled');
  const jmax = Math.floor(xbins + 1.5001);
  const c1Rows = 2 * Math.floor((xbins * shape) / Math.sqrt(3) + 1.5001);
  const imax = Math.trunc((jmax * c1Rows - 1) / jmax + 1);
  // Fortran constants: sqrt(3.) and 1.0/3.0 are single precision in hbin.f.
  const c1 = xbins / (xbnds[1] - xbnds[0]);
  const c2 = (xbins * shape) / ((ybnds[1] - ybnds[0]) * Math.fround(Math.sqrt(3)));
  const iinc = 2 * jmax;
  const lat = jmax + 1;
  const con1 = 0.25;
  const con2 = Math.fround(1 / 3);
  const cnt = new Map<number, { count: number; xcm: number; ycm: number }>();
  const cellIds: number[] = [];
  for (let k = 0; k < x.length; k++) {
    const sx = c1 * (at(x, k) - xbnds[0]);
    const sy = c2 * (at(y, k) - ybnds[0]);
    const j1 = Math.trunc(sx + 0.5);
    const i1 = Math.trunc(sy + 0.5);
    const dist1 = (sx - j1) ** 2 + 3 * (sy - i1) ** 2;
    let L: number;
    if (dist1 < con1) L = i1 * iinc + j1 + 1;
    else if (dist1 > con2) L = Math.trunc(sy) * iinc + Math.trunc(sx) + lat;
    else {
      const j2 = Math.trunc(sx);
      const i2 = Math.trunc(sy);
      L = dist1 <= (sx - j2 - 0.5) ** 2 + 3 * (sy - i2 - 0.5) ** 2 ? i1 * iinc + j1 + 1 : i2 * iinc + j2 + lat;
    }
    const c = cnt.get(L) ?? { count: 0, xcm: 0, ycm: 0 };
    c.count++;
    c.xcm += (at(x, k) - c.xcm) / c.count;
    c.ycm += (at(y, k) - c.ycm) / c.count;
    cnt.set(L, c);
    cellIds.push(L);
  }
  const c3 = (xbnds[1] - xbnds[0]) / xbins;
  const c4 = ((ybnds[1] - ybnds[0]) * Math.sqrt(3)) / (2 * shape * xbins);
  const ids = [...cnt.keys()].sort((a, b) => a - b);
  const cells: HexCell[] = ids.map((L) => {
    const c = cnt.get(L) as { count: number; xcm: number; ycm: number };
    const row = Math.floor((L - 1) / jmax);
    const col = (L - 1) % jmax;
    return { cell: L, row, col, count: c.count, x: c3 * (row % 2 === 0 ? col : col + 0.5) + xbnds[0], y: c4 * row + ybnds[0], xcm: c.xcm, ycm: c.ycm };
  });
  const position = new Map(ids.map((L, i) => [L, i]));
  const cellOfPoint = new Array<number>(xs.length).fill(-1);
  keep.forEach((orig, k) => (cellOfPoint[orig] = position.get(at(cellIds, k)) as number));
  const dx = c3 / 2;
  const dy = c4 / 3;
  const hexagon = [
    { x: dx, y: dy },
    { x: 0, y: 2 * dy },
    { x: -dx, y: dy },
    { x: -dx, y: -dy },
    { x: 0, y: -2 * dy },
    { x: dx, y: -dy },
  ];
  return { cells, xbins, shape, xbnds, ybnds, dimen: [imax, jmax], hexagon, cellOfPoint };
}

/** Deterministic uniform(0,1) generator: mulberry32 (T. Ettinger, public domain), for reproducible jitter. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Raincloud {
  name: string;
  /** Half-violin ("cloud"): density on the data range (trimmed) or extended by 3 bw. */
  density: DensityCurve;
  /** Raw points ("rain") with a reproducible jitter offset in [−width/2, width/2]. */
  points: { value: number; jitter: number; index: number }[];
  box: BoxplotStats;
}

/** Raincloud plot (Allen et al. 2019, Wellcome Open Res 4:63): R density half-violin + points jittered by a seeded mulberry32 stream + Tukey boxplot stats (boxplotStats). */
export function raincloud(
  groups: readonly GroupValues[],
  options: { bw?: Bandwidth; n?: number; trim?: boolean; jitterWidth?: number; seed?: number; oldCoords?: boolean } = {},
): Raincloud[] {
  const width = options.jitterWidth ?? 0.1;
  const trim = options.trim ?? true;
  return groups.map((g, gi) => {
    const x = finite(g.values);
    const rand = mulberry32((options.seed ?? 1) + gi);
    const bw = x.length >= 2 ? resolveBandwidth(x, options.bw, 1) : typeof options.bw === 'number' ? options.bw : 1;
    const min = Math.min(...x);
    const max = Math.max(...x);
    const density = kde(x, { bw, n: options.n ?? 512, from: trim ? min : min - 3 * bw, to: trim ? max : max + 3 * bw, oldCoords: options.oldCoords ?? false });
    const points: { value: number; jitter: number; index: number }[] = [];
    g.values.forEach((value, index) => {
      if (Number.isFinite(value)) points.push({ value, jitter: (rand() - 0.5) * width, index });
    });
    return { name: g.name, density, points, box: boxplotStats(x) };
  });
}

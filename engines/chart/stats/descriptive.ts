// Descriptive statistics behind distribution charts: quantiles, box plots, mean ± CI, histograms,
// ECDF, ogive, stem-and-leaf, Q-Q, dot plots, beeswarm, Bland–Altman and correlation matrices.
// Each function follows a named reference implementation (mostly R) so numbers can go in papers.

import { normalCdf, normalQuantile, normalSurvival, tQuantile, tTwoSidedP } from './distributions.ts';

const DBL_EPSILON = 2.220446049250313e-16;
const DBL_MIN = 2.2250738585072014e-308;
const DBL_MAX = Number.MAX_VALUE;

/** Finite values only, as R functions with na.rm = TRUE see them. */
function finite(values: readonly number[]): number[] {
  return values.filter((v) => Number.isFinite(v));
}

function sortedAsc(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

function at(arr: readonly number[], i: number): number {
  return arr[i] as number;
}

/** Arithmetic mean. */
export function mean(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}

/** Sample variance with n − 1 denominator (R var), two-pass for accuracy. */
export function variance(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return NaN;
  const m = mean(values);
  let ss = 0;
  for (const v of values) ss += (v - m) * (v - m);
  return ss / (n - 1);
}

/** Sample standard deviation (R sd). */
export function sd(values: readonly number[]): number {
  return Math.sqrt(variance(values));
}

// ---------------------------------------------------------------------------------------------
// Quantiles

/** Sample quantile definitions 1–9 of Hyndman & Fan (1996); R's quantile(type =). */
export type QuantileType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Quantiles at probs by Hyndman & Fan (1996) type 1–9 exactly as R quantile.default (R 4.x), default type 7. */
export function quantiles(values: readonly number[], probs: readonly number[], type: QuantileType = 7): number[] {
  const x = sortedAsc(finite(values));
  const n = x.length;
  if (n === 0) return probs.map(() => NaN);
  return probs.map((p0) => {
    if (Number.isNaN(p0)) return NaN;
    if (p0 < -100 * DBL_EPSILON || p0 > 1 + 100 * DBL_EPSILON) throw new RangeError(`probability ${p0} outside [0, 1]`);
    const p = Math.max(0, Math.min(1, p0));
    if (type === 7) {
      const index = 1 + Math.max(n - 1, 0) * p;
      const lo = Math.floor(index);
      const hi = Math.ceil(index);
      const qs = at(x, lo - 1);
      const xhi = at(x, hi - 1);
      if (index > lo && xhi !== qs) {
        const h = index - lo;
        return (1 - h) * qs + h * xhi;
      }
      return qs;
    }
    let j: number;
    let h: number;
    if (type <= 3) {
      const nppm = type === 3 ? n * p - 0.5 : n * p;
      j = Math.floor(nppm);
      if (type === 1) h = nppm > j ? 1 : 0;
      else if (type === 2) h = ((nppm > j ? 1 : 0) + 1) / 2;
      else h = nppm !== j || ((j % 2) + 2) % 2 === 1 ? 1 : 0;
    } else {
      const [a, b] = ({ 4: [0, 1], 5: [0.5, 0.5], 6: [0, 0], 8: [1 / 3, 1 / 3], 9: [3 / 8, 3 / 8] } as Record<number, [number, number]>)[type] ?? [1, 1];
      const fuzz = 4 * DBL_EPSILON;
      const nppm = a + p * (n + 1 - a - b);
      j = Math.floor(nppm + fuzz);
      h = nppm - j;
      if (Math.abs(h) < fuzz) h = 0;
    }
    // R pads the sorted sample: c(x[1], x[1], x, x[n], x[n]) and reads x[j+2], x[j+3] (1-based).
    const padded = (k: number): number => at(x, Math.min(n - 1, Math.max(0, k - 3)));
    const xlo = padded(j + 2);
    const xhi = padded(j + 3);
    if (h === 1) return xhi;
    if (h > 0 && h < 1 && xlo !== xhi) return (1 - h) * xlo + h * xhi;
    return xlo;
  });
}

/** One quantile (R quantile(x, p, type)). */
export function quantile(values: readonly number[], p: number, type: QuantileType = 7): number {
  return at(quantiles(values, [p], type), 0);
}

/** Interquartile range with quantile type 7 (R IQR). */
export function iqr(values: readonly number[], type: QuantileType = 7): number {
  const [q1, q3] = quantiles(values, [0.25, 0.75], type);
  return (q3 as number) - (q1 as number);
}

/** Tukey's five-number summary: minimum, lower hinge, median, upper hinge, maximum (R fivenum; Tukey 1977). */
export function fivenum(values: readonly number[]): [number, number, number, number, number] {
  const x = sortedAsc(finite(values));
  const n = x.length;
  if (n === 0) return [NaN, NaN, NaN, NaN, NaN];
  const n4 = Math.floor((n + 3) / 2) / 2;
  const d = [1, n4, (n + 1) / 2, n + 1 - n4, n];
  const v = d.map((di) => 0.5 * (at(x, Math.floor(di) - 1) + at(x, Math.ceil(di) - 1)));
  return [at(v, 0), at(v, 1), at(v, 2), at(v, 3), at(v, 4)];
}

export interface BoxplotStats {
  /** Lower whisker end, lower hinge, median, upper hinge, upper whisker end. */
  stats: [number, number, number, number, number];
  n: number;
  /** Notch extent: median ± 1.58 · IQR / √n (McGill, Tukey & Larsen 1978). */
  conf: [number, number];
  /** Values beyond the fences, in input order. */
  out: number[];
  /** Hinge spread (upper hinge − lower hinge). */
  iqr: number;
  /** Fences: lower hinge − coef·IQR, upper hinge + coef·IQR. */
  fences: [number, number];
}

/** Tukey box plot statistics: hinges from fivenum, whiskers to the most extreme data within coef·IQR of the hinges, outliers beyond (R grDevices boxplot.stats). */
export function boxplotStats(values: readonly number[], coef = 1.5): BoxplotStats {
  if (coef < 0) throw new RangeError("'coef' must not be negative");
  const x = finite(values);
  const n = x.length;
  const stats = fivenum(x);
  const spread = stats[3] - stats[1];
  const fences: [number, number] = [stats[1] - coef * spread, stats[3] + coef * spread];
  let out: number[] = [];
  if (coef > 0) {
    out = x.filter((v) => v < fences[0] || v > fences[1]);
    if (out.length > 0) {
      const inside = x.filter((v) => !(v < fences[0] || v > fences[1]));
      stats[0] = Math.min(...inside);
      stats[4] = Math.max(...inside);
    }
  }
  const half = (1.58 * spread) / Math.sqrt(n);
  return { stats, n, conf: [stats[2] - half, stats[2] + half], out, iqr: spread, fences };
}

export interface MeanSummary {
  n: number;
  mean: number;
  sd: number;
  /** Standard error of the mean, sd / √n. */
  sem: number;
  /** Confidence level of the interval, e.g. 0.95. */
  level: number;
  df: number;
  /** Student t quantile t_{1−α/2, n−1}. */
  tCritical: number;
  ciLower: number;
  ciUpper: number;
}

/** Mean, SD (n − 1), SEM and the Student t confidence interval mean ± t_{1−α/2,n−1}·SEM (as R t.test(x)$conf.int). */
export function meanSummary(values: readonly number[], level = 0.95): MeanSummary {
  const x = finite(values);
  const n = x.length;
  const m = mean(x);
  const s = sd(x);
  const sem = s / Math.sqrt(n);
  const df = n - 1;
  const tCritical = df > 0 ? tQuantile(1 - (1 - level) / 2, df) : NaN;
  return { n, mean: m, sd: s, sem, level, df, tCritical, ciLower: m - tCritical * sem, ciUpper: m + tCritical * sem };
}

// ---------------------------------------------------------------------------------------------
// pretty() and histograms

export interface PrettyOptions {
  /** Desired number of intervals (R n, default 5). */
  n?: number;
  /** Minimal number of intervals (R min.n, default n %/% 3). */
  minN?: number;
  shrinkSml?: number;
  highUBias?: number;
  u5Bias?: number;
  fMin?: number;
}

function pow10(e: number): number {
  // Exact for |e| ≤ 22 (R uses R_pow_di / pow, exact there too).
  return e >= 0 ? 10 ** e : 1 / 10 ** -e;
}

/** R's C R_pretty (src/appl/pretty.c, R ≥ 4.2) with eps.correct = 0 and bounds = TRUE: returns the covering [l, u] and number of intervals. */
function rPretty(lo0: number, up0: number, ndiv0: number, minN: number, shrinkSml: number, h: number, h5: number, fMin: number): { l: number; u: number; n: number } {
  const roundingEps = 1e-10;
  const dx = up0 - lo0;
  let cell: number;
  let iSmall: boolean;
  let ndiv = ndiv0;
  if (dx === 0 && up0 === 0) {
    cell = 1;
    iSmall = true;
  } else {
    cell = Math.max(Math.abs(lo0), Math.abs(up0));
    let U = 1 + (h5 >= 1.5 * h + 0.5 ? 1 / (1 + h) : 1.5 / (1 + h5));
    U *= Math.max(1, ndiv) * DBL_EPSILON;
    iSmall = dx < cell * U * 3;
  }
  if (iSmall) {
    if (cell > 10) cell = 9 + cell / 10;
    cell *= shrinkSml;
    if (minN > 1) cell /= minN;
  } else {
    cell = dx;
    if (Number.isFinite(dx)) {
      if (ndiv > 1) cell /= ndiv;
    } else if (ndiv >= 2) {
      cell = up0 / ndiv - lo0 / ndiv;
    }
  }
  let subsmall = fMin * DBL_MIN;
  if (subsmall === 0) subsmall = DBL_MIN;
  if (cell < subsmall) cell = subsmall;
  else if (cell > DBL_MAX / 1.25) cell = DBL_MAX / 1.25;
  const base = pow10(Math.floor(Math.log10(cell)));
  let unit = base;
  let U: number;
  if ((U = 2 * base) - cell < h * (cell - unit)) {
    unit = U;
    if ((U = 5 * base) - cell < h5 * (cell - unit)) {
      unit = U;
      if ((U = 10 * base) - cell < h * (cell - unit)) unit = U;
    }
  }
  let ns = Math.floor(lo0 / unit + roundingEps);
  let nu = Math.ceil(up0 / unit - roundingEps);
  const lo = lo0;
  const up = up0;
  while (ns * unit > lo + roundingEps * unit) ns--;
  while (!Number.isFinite(ns * unit)) ns++;
  while (nu * unit < up - roundingEps * unit) nu++;
  while (!Number.isFinite(nu * unit)) nu--;
  let k = Math.trunc(0.5 + nu - ns);
  if (k < minN) {
    k = minN - k;
    if (lo0 === 0 && ns === 0 && up0 !== 0) nu += k;
    else if (up0 === 0 && nu === 0 && lo0 !== 0) ns -= k;
    else if (ns >= 0) {
      nu += Math.trunc(k / 2);
      ns -= Math.trunc(k / 2) + (k % 2);
    } else {
      ns -= Math.trunc(k / 2);
      nu += Math.trunc(k / 2) + (k % 2);
    }
    ndiv = minN;
  } else {
    ndiv = k;
  }
  let l = lo;
  let u = up;
  if (ns * unit < l) l = ns * unit;
  if (nu * unit > u) u = nu * unit;
  return { l, u, n: ndiv };
}

/** R's seq.int(from, to, length.out = m) for doubles: from + i·by, with the last element exactly `to` (src/main/seq.c). */
export function seqLength(from: number, to: number, m: number): number[] {
  const out = new Array<number>(m);
  if (m <= 0) return [];
  out[0] = from;
  if (m > 1) out[m - 1] = to;
  if (m > 2) {
    const by = (to - from) / (m - 1);
    for (let i = 1; i < m - 1; i++) out[i] = from + i * by;
  }
  return out;
}

/** "Pretty" breakpoints covering the range of values: R's pretty.default (Becker, Chambers & Wilks; src/appl/pretty.c), default n = 5. */
export function pretty(values: readonly number[], options: PrettyOptions = {}): number[] {
  const x = finite(values);
  if (x.length === 0) return [];
  const n = options.n ?? 5;
  const minN = options.minN ?? Math.floor(n / 3);
  const highUBias = options.highUBias ?? 1.5;
  const u5Bias = options.u5Bias ?? 0.5 + 1.5 * highUBias;
  const z = rPretty(Math.min(...x), Math.max(...x), n, minN, options.shrinkSml ?? 0.75, highUBias, u5Bias, options.fMin ?? 2 ** -20);
  const s = seqLength(z.l, z.u, z.n + 1);
  if (z.n) {
    const delta = z.u / z.n - z.l / z.n;
    for (let i = 0; i < s.length; i++) if (Math.abs(at(s, i)) < 1e-14 * delta) s[i] = 0;
  }
  return s;
}

/** Sturges (1926) class count ⌈log2 n + 1⌉ (R nclass.Sturges). */
export function nclassSturges(values: readonly number[]): number {
  return Math.ceil(Math.log2(finite(values).length) + 1);
}

/** Scott (1979) class count from h = 3.5·s·n^(−1/3) (R nclass.scott). */
export function nclassScott(values: readonly number[]): number {
  const x = finite(values);
  const h = 3.5 * sd(x) * x.length ** (-1 / 3);
  return h > 0 ? Math.max(1, Math.ceil((Math.max(...x) - Math.min(...x)) / h)) : 1;
}

/** R's signif(x, digits) (nmath fprec): round to significant digits, ties to even. */
export function signif(x: number, digits: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  const dig = Math.max(1, Math.round(digits));
  if (dig > 22) return x;
  const sgn = x < 0 ? -1 : 1;
  const ax = Math.abs(x);
  const l10 = Math.log10(ax);
  let e10 = Math.trunc(dig - 1 - Math.floor(l10));
  const max10e = 308;
  if (Math.abs(l10) < max10e - 2) {
    let p10 = 1;
    if (e10 > max10e) {
      p10 = pow10(e10 - max10e);
      e10 = max10e;
    }
    if (e10 > 0) {
      const pw = pow10(e10);
      return (sgn * (roundHalfEven(ax * pw * p10) / pw)) / p10;
    }
    const pw = pow10(-e10);
    return sgn * (roundHalfEven(ax / pw) * pw);
  }
  return Number(x.toPrecision(dig));
}

function roundHalfEven(v: number): number {
  const f = Math.floor(v);
  const diff = v - f;
  if (diff > 0.5) return f + 1;
  if (diff < 0.5) return f;
  return f % 2 === 0 ? f : f + 1;
}

/** Freedman–Diaconis (1981) class count from h = 2·IQR·n^(−1/3), IQR of signif(x, 5), with R's fallbacks (R nclass.FD). */
export function nclassFD(values: readonly number[], digits = 5): number {
  const x = finite(values);
  const xs = x.map((v) => signif(v, digits));
  let h = 2 * iqr(xs);
  if (h === 0) {
    const sx = sortedAsc(xs);
    let al = 1 / 4;
    const alMin = 1 / 512;
    while (h === 0 && (al = al / 2) >= alMin) {
      const [a, b] = quantiles(sx, [al, 1 - al]);
      h = ((b as number) - (a as number)) / (1 - 2 * al);
    }
  }
  if (h === 0) h = 3.5 * sd(x);
  return h > 0 ? Math.ceil(((Math.max(...x) - Math.min(...x)) / h) * x.length ** (1 / 3)) : 1;
}

export type BreaksRule = 'sturges' | 'scott' | 'fd';

export interface HistogramOptions {
  /** A rule, a suggested number of classes (passed to pretty), or explicit break points. Default 'sturges'. */
  breaks?: BreaksRule | number | readonly number[];
  /** Right-closed intervals (a, b] (R default true). */
  right?: boolean;
  /** Include the lowest (or highest, if right = false) break in the first (last) interval (R default true). */
  includeLowest?: boolean;
}

export interface Histogram {
  breaks: number[];
  counts: number[];
  /** counts / (n · width): integrates to 1. */
  density: number[];
  mids: number[];
  equidist: boolean;
}

/** Histogram counts exactly as R hist.default(plot = FALSE): breaks = pretty(range(x), nclass, min.n = 1) for a rule, fuzzed right-closed bins (R ≥ 4.2). */
export function histogram(values: readonly number[], options: HistogramOptions = {}): Histogram {
  const x = finite(values);
  const n = x.length;
  if (n === 0) throw new RangeError('no finite values to bin');
  const right = options.right ?? true;
  let includeLowest = options.includeLowest ?? true;
  const spec = options.breaks ?? 'sturges';
  let breaks: number[];
  let useBr = false;
  if (Array.isArray(spec)) {
    breaks = sortedAsc(spec as number[]);
    useBr = breaks.length > 1;
  } else {
    includeLowest = true;
    let nclass: number;
    if (spec === 'sturges') nclass = nclassSturges(x);
    else if (spec === 'scott') nclass = nclassScott(x);
    else if (spec === 'fd') nclass = nclassFD(x);
    else nclass = spec as number;
    if (!Number.isFinite(nclass) || nclass < 1) throw new RangeError("invalid number of 'breaks'");
    nclass = Math.min(nclass, 1e6);
    breaks = pretty([Math.min(...x), Math.max(...x)], { n: nclass, minN: 1 });
  }
  const nB = breaks.length;
  const h = breaks.slice(1).map((b, i) => b - at(breaks, i));
  const meanH = mean(h);
  const equidist = !useBr || Math.max(...h) - Math.min(...h) < 1e-7 * meanH;
  if (!useBr && h.some((v) => v <= 0)) throw new RangeError("'breaks' are not strictly increasing");
  let diddle: number;
  if (nB > 5) diddle = 1e-7 * median(h);
  else if (nB <= 3) diddle = 1e-7 * (Math.max(...x) - Math.min(...x));
  else diddle = 1e-7 * Math.min(...h.filter((v) => v > 0));
  const fuzz = right
    ? [includeLowest ? -diddle : diddle, ...new Array<number>(nB - 1).fill(diddle)]
    : [...new Array<number>(nB - 1).fill(-diddle), includeLowest ? diddle : -diddle];
  const fb = breaks.map((b, i) => b + at(fuzz, i));
  const counts = binCount(x, fb, right, includeLowest);
  if (counts.reduce((a, b) => a + b, 0) < n) throw new RangeError("some 'x' not counted; maybe 'breaks' do not span range of 'x'");
  const density = counts.map((c, i) => c / (n * at(h, i)));
  const mids = h.map((_, i) => 0.5 * (at(breaks, i + 1) + at(breaks, i)));
  return { breaks, counts, density, mids, equidist };
}

/** R graphics C_bincount: binary search of each value into the break intervals. */
function binCount(x: readonly number[], breaks: readonly number[], right: boolean, includeBorder: boolean): number[] {
  const nb1 = breaks.length - 1;
  const count = new Array<number>(Math.max(0, nb1)).fill(0);
  for (const xi of x) {
    let lo = 0;
    let hi = nb1;
    if (at(breaks, lo) <= xi && (xi < at(breaks, hi) || (xi === at(breaks, hi) && includeBorder))) {
      while (hi - lo >= 2) {
        const mid = Math.trunc((hi + lo) / 2);
        if (xi > at(breaks, mid) || (!right && xi === at(breaks, mid))) lo = mid;
        else hi = mid;
      }
      count[lo] = (count[lo] as number) + 1;
    }
  }
  return count;
}

/** Median (R median: mean of the two middle order statistics for even n). */
export function median(values: readonly number[]): number {
  const x = sortedAsc(finite(values));
  const n = x.length;
  if (n === 0) return NaN;
  const half = Math.floor(n / 2);
  return n % 2 === 1 ? at(x, half) : (at(x, half - 1) + at(x, half)) / 2;
}

// ---------------------------------------------------------------------------------------------
// ECDF and ogive

export interface EcdfStep {
  /** A distinct observed value. */
  x: number;
  /** F_n(x) = #{x_i ≤ x} / n. */
  y: number;
}

/** Empirical CDF as right-continuous steps at the distinct sorted values, F_n(x) = #{x_i ≤ x}/n (R ecdf). */
export function ecdf(values: readonly number[]): EcdfStep[] {
  const x = sortedAsc(finite(values));
  const n = x.length;
  const steps: EcdfStep[] = [];
  for (let i = 0; i < n; i++) {
    if (i + 1 < n && at(x, i + 1) === at(x, i)) continue;
    steps.push({ x: at(x, i), y: (i + 1) / n });
  }
  return steps;
}

/** Evaluate the empirical CDF at q (R ecdf(x)(q)). */
export function ecdfAt(values: readonly number[], q: number): number {
  const x = finite(values);
  let c = 0;
  for (const v of x) if (v <= q) c++;
  return c / x.length;
}

export interface OgivePoint {
  /** Upper class boundary (the first point is the lowest boundary). */
  x: number;
  /** Cumulative frequency up to x. */
  cumulative: number;
  /** Cumulative relative frequency up to x. */
  relative: number;
}

/** Ogive: cumulative frequency polygon through (lower boundary, 0) and each class's upper boundary with its cumulative count (e.g. Freund, Modern Elementary Statistics). */
export function ogive(hist: Pick<Histogram, 'breaks' | 'counts'>): OgivePoint[] {
  const total = hist.counts.reduce((a, b) => a + b, 0);
  const pts: OgivePoint[] = [{ x: at(hist.breaks, 0), cumulative: 0, relative: 0 }];
  let cum = 0;
  hist.counts.forEach((c, i) => {
    cum += c;
    pts.push({ x: at(hist.breaks, i + 1), cumulative: cum, relative: total > 0 ? cum / total : 0 });
  });
  return pts;
}

// ---------------------------------------------------------------------------------------------
// Stem-and-leaf

export interface StemOptions {
  scale?: number;
  width?: number;
  atom?: number;
}

/** Stem-and-leaf display, line for line as R's stem() prints it (graphics/src/stem.c), i.e. capture.output(stem(x)). */
export function stemLeaf(values: readonly number[], options: StemOptions = {}): string[] {
  const scale = options.scale ?? 1;
  const width = options.width ?? 80;
  const atom = options.atom ?? 1e-8;
  if (!(scale > 0)) throw new RangeError("'scale' must be positive");
  const x = sortedAsc(finite(values));
  const n = x.length;
  if (n === 0) throw new RangeError('no finite and non-missing values');
  const lines: string[] = [''];
  let mu = 10;
  let c: number;
  const x0 = at(x, 0);
  const xn = at(x, n - 1);
  if (xn > x0) {
    const r = atom + (xn - x0) / scale;
    c = pow10(Math.trunc(1 - Math.floor(Math.log10(r))));
    const mm = Math.min(2, Math.max(0, Math.trunc((r * c) / 25)));
    const k = 3 * mm + 2 - Math.trunc(150 / (n + 50));
    if ((k - 1) * (k - 2) * (k - 5) === 0) c *= 10;
    let x1 = Math.abs(x0);
    const x2 = Math.abs(xn);
    if (x2 > x1) x1 = x2;
    while (x1 * c > 2147483647) c /= 10;
    if (k * (k - 4) * (k - 8) === 0) mu = 5;
    if ((k - 1) * (k - 5) * (k - 6) === 0) mu = 20;
  } else {
    const r = atom + Math.abs(x0) / scale;
    c = pow10(Math.trunc(1 - Math.floor(Math.log10(r))));
  }
  const rnd = (u: number): number => (u < 0 ? u * c - 0.5 : u * c + 0.5);
  const xlow = rnd(x0);
  const xhigh = rnd(xn);
  const loNd = Math.floor(xlow / mu) * mu;
  const hiNd = Math.floor(xhigh / mu) * mu;
  const ldigits = loNd < 0 ? Math.floor(Math.log10(-loNd)) + 1 : 0;
  const hdigits = hiNd > 0 ? Math.floor(Math.log10(hiNd)) : 0;
  const ndigits = ldigits < hdigits ? hdigits : ldigits;
  let lo = Math.floor((x0 * c) / mu) * mu;
  let hi: number;
  if (lo < 0 && Math.floor(x0 * c) === lo) lo = lo - mu;
  hi = lo + mu;
  if (Math.floor(x0 * c + 0.5) > hi) {
    lo = hi;
    hi = lo + mu;
  }
  const pdigits = 1 - Math.floor(Math.log10(c) + 0.5);
  lines.push(
    pdigits === 0
      ? '  The decimal point is at the |'
      : `  The decimal point is ${Math.abs(pdigits)} digit(s) to the ${pdigits > 0 ? 'right' : 'left'} of the |`,
  );
  lines.push('');
  const stemLabel = (close: number, dist: number): string => {
    const s = Math.trunc(close / 10) === 0 && dist < 0 ? '-0' : String(Math.trunc(close / 10));
    return `  ${s.padStart(ndigits)} | `;
  };
  let i = 0;
  for (;;) {
    let line = lo < 0 ? stemLabel(Math.trunc(hi), Math.trunc(lo)) : stemLabel(Math.trunc(lo), Math.trunc(hi));
    let j = 0;
    do {
      const xv = at(x, i);
      const xi = Math.trunc(rnd(xv));
      if ((hi === 0 && xv >= 0) || (lo < 0 && xi > hi) || (lo >= 0 && xi >= hi)) break;
      j++;
      if (j <= width - 12) line += String(Math.abs(xi) % 10);
      i++;
    } while (i < n);
    if (j > width) line += `+${j - width}`;
    lines.push(line);
    if (i >= n) break;
    hi += mu;
    lo += mu;
  }
  lines.push('');
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Q-Q against the normal

/** Plotting positions (i − a)/(n + 1 − 2a), a = 3/8 for n ≤ 10 else 1/2 (R ppoints; Blom 1958). */
export function ppoints(n: number, a: number = n <= 10 ? 3 / 8 : 1 / 2): number[] {
  const out: number[] = [];
  for (let i = 1; i <= n; i++) out.push((i - a) / (n + 1 - 2 * a));
  return out;
}

export interface QQPoint {
  /** Theoretical standard normal quantile qnorm(ppoints(n))[rank]. */
  theoretical: number;
  /** The observed value. */
  sample: number;
  /** Position of the value in the input. */
  index: number;
}

export interface QQNormResult {
  /** Sorted by sample value. */
  points: QQPoint[];
  /** Line through the first and third quartile pairs (R qqline, quantile type 7). */
  line: { slope: number; intercept: number };
}

/** Normal Q-Q points (R qqnorm: qnorm(ppoints(n)) against the ordered sample) with qqline through the quartiles. */
export function qqNorm(values: readonly number[], options: { probs?: [number, number]; qtype?: QuantileType } = {}): QQNormResult {
  const idx = values.map((v, i) => ({ v, i })).filter((e) => Number.isFinite(e.v));
  idx.sort((a, b) => a.v - b.v || a.i - b.i);
  const q = ppoints(idx.length).map(normalQuantile);
  const points = idx.map((e, k) => ({ theoretical: at(q, k), sample: e.v, index: e.i }));
  const probs = options.probs ?? [0.25, 0.75];
  const [y1, y2] = quantiles(
    idx.map((e) => e.v),
    probs,
    options.qtype ?? 7,
  ) as [number, number];
  const x1 = normalQuantile(probs[0]);
  const x2 = normalQuantile(probs[1]);
  const slope = (y2 - y1) / (x2 - x1);
  return { points, line: { slope, intercept: y1 - slope * x1 } };
}

// ---------------------------------------------------------------------------------------------
// Dot plots and beeswarm

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

// ---------------------------------------------------------------------------------------------
// Bland–Altman

export interface BlandAltmanResult {
  n: number;
  /** Per pair: mean of the two methods and difference a − b. */
  points: { mean: number; diff: number }[];
  meanDiff: number;
  sdDiff: number;
  /** Multiplier of the SD for the limits (1.96 by default). */
  z: number;
  lower: number;
  upper: number;
  /** t_{1−α/2, n−1} used for the confidence intervals. */
  tCritical: number;
  seMeanDiff: number;
  seLimit: number;
  meanDiffCI: [number, number];
  lowerCI: [number, number];
  upperCI: [number, number];
}

/** Bland–Altman agreement: bias d̄ of a − b, SD s, limits d̄ ± 1.96 s, CIs with SE(d̄) = s/√n and SE(limit) = s·√(1/n + z²/(2(n−1))) and t_{n−1} (Bland & Altman 1986 Lancet; 1999 Stat Methods Med Res §2.1); seLimit 'approx' uses √(3s²/n) as in 1986. */
export function blandAltman(
  a: readonly number[],
  b: readonly number[],
  options: { z?: number; level?: number; seLimit?: 'exact' | 'approx' } = {},
): BlandAltmanResult {
  if (a.length !== b.length) throw new RangeError('the two methods need the same number of measurements');
  const points: { mean: number; diff: number }[] = [];
  a.forEach((ai, i) => {
    const bi = b[i] as number;
    if (Number.isFinite(ai) && Number.isFinite(bi)) points.push({ mean: (ai + bi) / 2, diff: ai - bi });
  });
  const n = points.length;
  const d = points.map((p) => p.diff);
  const meanDiff = mean(d);
  const sdDiff = sd(d);
  const z = options.z ?? 1.96;
  const level = options.level ?? 0.95;
  const tCritical = tQuantile(1 - (1 - level) / 2, n - 1);
  const seMeanDiff = sdDiff / Math.sqrt(n);
  const seLimit = options.seLimit === 'approx' ? Math.sqrt((3 * sdDiff * sdDiff) / n) : sdDiff * Math.sqrt(1 / n + (z * z) / (2 * (n - 1)));
  const lower = meanDiff - z * sdDiff;
  const upper = meanDiff + z * sdDiff;
  const ci = (v: number, se: number): [number, number] => [v - tCritical * se, v + tCritical * se];
  return {
    n,
    points,
    meanDiff,
    sdDiff,
    z,
    lower,
    upper,
    tCritical,
    seMeanDiff,
    seLimit,
    meanDiffCI: ci(meanDiff, seMeanDiff),
    lowerCI: ci(lower, seLimit),
    upperCI: ci(upper, seLimit),
  };
}

// ---------------------------------------------------------------------------------------------
// Correlation

/** Ranks with ties averaged (R rank(ties.method = "average")). */
export function rank(values: readonly number[]): number[] {
  const idx = values.map((v, i) => ({ v, i })).sort((p, q) => p.v - q.v || p.i - q.i);
  const r = new Array<number>(values.length);
  let k = 0;
  while (k < idx.length) {
    let e = k;
    while (e + 1 < idx.length && (idx[e + 1] as { v: number }).v === (idx[k] as { v: number }).v) e++;
    const avg = (k + e) / 2 + 1;
    for (let m = k; m <= e; m++) r[(idx[m] as { i: number }).i] = avg;
    k = e + 1;
  }
  return r;
}

/** Pearson product-moment correlation of paired values (R cor). */
function pearsonR(x: readonly number[], y: readonly number[]): number {
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    const dx = at(x, i) - mx;
    const dy = at(y, i) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Exact or Edgeworth-series P-value for Spearman's S (Best & Roberts 1975, AS 89), as R's prho (lower: P[S < is], upper: P[S ≥ is]). */
function prho(n: number, is: number, lowerTail: boolean): number {
  let pv = lowerTail ? 0 : 1;
  if (n <= 1 || is <= 0) return pv;
  const n3 = (n * (n * n - 1)) / 3;
  if (is > n3) return 1 - pv;
  if (n <= 9) {
    let nfac = 1;
    const l: number[] = [];
    for (let i = 1; i <= n; i++) {
      nfac *= i;
      l.push(i);
    }
    let ifr: number;
    if (is === n3) ifr = 1;
    else {
      ifr = 0;
      for (let m = 0; m < nfac; m++) {
        let ise = 0;
        for (let i = 0; i < n; i++) {
          const n1 = i + 1 - at(l, i);
          ise += n1 * n1;
        }
        if (is <= ise) ifr++;
        let n1 = n;
        let mt: number;
        do {
          mt = at(l, 0);
          for (let i = 1; i < n1; i++) l[i - 1] = at(l, i);
          n1--;
          l[n1] = mt;
        } while (mt === n1 + 1 && n1 > 1);
      }
    }
    return (lowerTail ? nfac - ifr : ifr) / nfac;
  }
  const c = [0.2274, 0.2531, 0.1745, 0.0758, 0.1033, 0.3932, 0.0879, 0.0151, 0.0072, 0.0831, 0.0131, 4.6e-4];
  const C = (i: number): number => at(c, i - 1);
  let y = n;
  const b = 1 / y;
  const x = ((6 * (is - 1) * b) / (y * y - 1) - 1) * Math.sqrt(y - 1);
  y = x * x;
  const u =
    x * b * (C(1) + b * (C(2) + C(3) * b) + y * (-C(4) + b * (C(5) + C(6) * b) - y * b * (C(7) + C(8) * b - y * (C(9) - C(10) * b + y * b * (C(11) - C(12) * y)))));
  y = u / Math.exp(y / 2);
  pv = (lowerTail ? -y : y) + (lowerTail ? normalCdf(x) : normalSurvival(x));
  return Math.min(1, Math.max(0, pv));
}

export interface CorrelationTest {
  r: number;
  n: number;
  /** Two-sided p-value. */
  p: number;
}

/** Pearson r with the two-sided t test on n − 2 df (R cor.test(method = "pearson")). */
export function pearsonTest(x: readonly number[], y: readonly number[]): CorrelationTest {
  const [px, py] = pairwiseComplete(x, y);
  const n = px.length;
  const r = pearsonR(px, py);
  const df = n - 2;
  const p = df > 0 ? tTwoSidedP((Math.sqrt(df) * r) / Math.sqrt(1 - r * r), df) : NaN;
  return { r, n, p };
}

/** Spearman ρ (Pearson r of average ranks); p by AS 89 when exact (R cor.test(method = "spearman") default: no ties and n < 1290), else the t approximation (R exact = FALSE). */
export function spearmanTest(x: readonly number[], y: readonly number[], options: { exact?: boolean } = {}): CorrelationTest {
  const [px, py] = pairwiseComplete(x, y);
  const n = px.length;
  const rx = rank(px);
  const ry = rank(py);
  const r = pearsonR(rx, ry);
  const ties = new Set(px).size < n || new Set(py).size < n;
  const exact = (options.exact ?? n < 1290) && !ties;
  let p: number;
  if (n < 3) p = NaN;
  else if (exact) {
    const q = ((n * n * n - n) * (1 - r)) / 6;
    const lower = !(q > (n * n * n - n) / 6);
    const pp = prho(n, Math.round(q) + 2 * (lower ? 1 : 0), lower);
    p = Math.min(2 * pp, 1);
  } else {
    p = tTwoSidedP(r / Math.sqrt((1 - r * r) / (n - 2)), n - 2);
  }
  return { r, n, p };
}

function pairwiseComplete(x: readonly number[], y: readonly number[]): [number[], number[]] {
  if (x.length !== y.length) throw new RangeError('columns must have the same length');
  const px: number[] = [];
  const py: number[] = [];
  for (let i = 0; i < x.length; i++) {
    const xi = x[i] as number;
    const yi = y[i] as number;
    if (Number.isFinite(xi) && Number.isFinite(yi)) {
      px.push(xi);
      py.push(yi);
    }
  }
  return [px, py];
}

export interface CorrelationMatrix {
  names: string[];
  method: 'pearson' | 'spearman';
  r: number[][];
  /** Two-sided p-values; null on the diagonal. */
  p: (number | null)[][];
  /** Pairwise complete observations. */
  n: number[][];
}

/** Correlation matrix with pairwise-complete observations and per-pair two-sided p-values (pearsonTest / spearmanTest, i.e. R cor.test per pair). */
export function correlationMatrix(
  columns: readonly { name: string; values: readonly number[] }[],
  method: 'pearson' | 'spearman' = 'pearson',
  options: { exact?: boolean } = {},
): CorrelationMatrix {
  const k = columns.length;
  const r = Array.from({ length: k }, () => new Array<number>(k).fill(1));
  const p = Array.from({ length: k }, () => new Array<number | null>(k).fill(null));
  const n = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let i = 0; i < k; i++) {
    const ci = columns[i] as { values: readonly number[] };
    (n[i] as number[])[i] = finite(ci.values).length;
    for (let j = i + 1; j < k; j++) {
      const cj = columns[j] as { values: readonly number[] };
      const t = method === 'pearson' ? pearsonTest(ci.values, cj.values) : spearmanTest(ci.values, cj.values, options);
      (r[i] as number[])[j] = (r[j] as number[])[i] = t.r;
      (p[i] as (number | null)[])[j] = (p[j] as (number | null)[])[i] = t.p;
      (n[i] as number[])[j] = (n[j] as number[])[i] = t.n;
    }
  }
  return { names: columns.map((c) => c.name), method, r, p, n };
}

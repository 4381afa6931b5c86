// R's pretty() and histogram breaks: the Sturges, Scott and Freedman–Diaconis class counts,
// signif(), and hist()'s counts and densities.

import { DBL_EPSILON, finite, iqr, mean, median, quantiles, sd, sortedAsc } from './summaries.ts';
import { at } from './numeric.ts';

const DBL_MIN = 2.2250738585072014e-308;
const DBL_MAX = Number.MAX_VALUE;

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

export function pow10(e: number): number {
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


// Summaries of one sample as R computes them: mean, variance, SD, the nine quantile types,
// five-number summaries and box-plot statistics, and the mean with its SEM and t-based 95% CI.

import { tQuantile } from './distributions.ts';
import { at } from './numeric.ts';

/** R's DBL_EPSILON: the fuzz R's quantile() and hist() allow in comparisons. */
export const DBL_EPSILON = 2.220446049250313e-16;

/** Finite values only, as R functions with na.rm = TRUE see them. */
export function finite(values: readonly number[]): number[] {
  return values.filter((v) => Number.isFinite(v));
}

export function sortedAsc(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
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

/** Median (R median: mean of the two middle order statistics for even n). */
export function median(values: readonly number[]): number {
  const x = sortedAsc(finite(values));
  const n = x.length;
  if (n === 0) return NaN;
  const half = Math.floor(n / 2);
  return n % 2 === 1 ? at(x, half) : (at(x, half - 1) + at(x, half)) / 2;
}


// Empirical distribution curves: the ECDF, the ogive of a histogram, and normal Q-Q points with
// the reference line through the quartiles (R ecdf, qqnorm, qqline).

import type { Histogram } from './breaks.ts';
import { normalQuantile } from './distributions.ts';
import { finite, quantiles, sortedAsc, type QuantileType } from './summaries.ts';
import { at } from './numeric.ts';

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


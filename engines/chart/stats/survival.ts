// Survival analysis: Kaplan–Meier estimator for right-censored data with Greenwood standard
// errors and pointwise confidence intervals, numbers at risk, median survival with its CI, and
// the log-rank (Mantel–Haenszel) test for two or more groups. Conventions follow R's survival
// package (survfit, quantile.survfit, survdiff with rho = 0) so results match R's printed output.

import { chiSquareSf, invertMatrix, normalQuantile } from './numeric.ts';

/**
 * Transformation for the pointwise CI. 'log' is R survfit's default conf.type:
 * exp(log S ± z·σ) with σ the Greenwood SE of log S, capped at 1. 'log-log' is
 * exp(−exp(log(−log S) ± z·σ/log S)) and 'plain' is S ± z·S·σ clipped to [0, 1].
 */
export type SurvivalConfType = 'log' | 'log-log' | 'plain';

export interface KaplanMeierOptions {
  /** Confidence level of the pointwise intervals and the median CI (default 0.95). */
  confLevel?: number;
  /** CI transformation (default 'log', as R's survfit). */
  confType?: SurvivalConfType;
}

export interface KaplanMeierStep {
  /** A distinct observed time (event or censoring), ascending, as in R's survfit object. */
  time: number;
  /** Number at risk just before `time` (subjects with time ≥ `time`). */
  nRisk: number;
  nEvent: number;
  nCensor: number;
  /** Kaplan–Meier product-limit estimate S(t) on [time, next time). */
  survival: number;
  /** Greenwood standard error of S(t): S·sqrt(Σ d/(n(n−d))) (R summary.survfit's std.err). */
  stdErr: number;
  /** Lower pointwise confidence limit (NaN where R reports NA). */
  lower: number;
  /** Upper pointwise confidence limit (NaN where R reports NA). */
  upper: number;
}

export interface KaplanMeierCurve {
  /** Group label ('' when ungrouped). */
  group: string;
  n: number;
  events: number;
  /** One step per distinct time; S(t) = 1 before the first step. */
  steps: KaplanMeierStep[];
  /** Median survival (R's quantile.survfit rule; NaN when the curve never reaches 0.5). */
  median: number;
  /** Lower limit of the median's CI (where the lower band reaches 0.5; NaN if never). */
  medianLower: number;
  /** Upper limit of the median's CI (where the upper band reaches 0.5; NaN if never). */
  medianUpper: number;
  confLevel: number;
  confType: SurvivalConfType;
}

function isEvent(e: boolean | number): boolean {
  return typeof e === 'boolean' ? e : e !== 0;
}

function checkInput(times: readonly number[], events: readonly (boolean | number)[]): void {
  if (times.length !== events.length) throw new Error('survival: times and events differ in length');
  for (const t of times) if (!Number.isFinite(t)) throw new Error('survival: times must be finite numbers');
}

function confidenceLimits(s: number, logSe: number, z: number, type: SurvivalConfType): [number, number] {
  if (!Number.isFinite(logSe) || s === 0) return [NaN, NaN];
  if (type === 'log') return [Math.exp(Math.log(s) - z * logSe), Math.min(1, Math.exp(Math.log(s) + z * logSe))];
  if (type === 'plain') return [Math.max(0, s - z * s * logSe), Math.min(1, s + z * s * logSe)];
  // log-log: R returns NA where S is 0 or 1.
  if (s === 1) return [NaN, NaN];
  const ll = Math.log(-Math.log(s));
  const shift = (z * logSe) / Math.log(s);
  const a = Math.exp(-Math.exp(ll + shift));
  const b = Math.exp(-Math.exp(ll - shift));
  return [Math.min(a, b), Math.max(a, b)];
}

/**
 * Time at which a step function F(t) = 1 − curve first reaches p: R survival's findq
 * (quantile.survfit) — duplicated values dropped, a plateau equal to p (within sqrt(eps))
 * gives the midpoint to the next drop, or to the last observed time if it is the last plateau.
 */
function findQuantileTime(times: readonly number[], curve: readonly number[], p: number): number {
  const tol = Math.sqrt(2.220446049250313e-16);
  const xmax = times.length > 0 ? (times[times.length - 1] as number) : 0;
  const xsAll = [0, ...times];
  const ysAll = [0, ...curve.map((c) => 1 - c)];
  const finite = ysAll.filter((v) => !Number.isNaN(v));
  if (Math.max(...finite) < p) return NaN;
  // duplicated(y): keep the first occurrence of each value (NA counts as a value).
  const x: number[] = [];
  const y: number[] = [];
  const seen = new Set<number>();
  ysAll.forEach((v, i) => {
    if (seen.has(v)) return; // a Set treats NaN as equal to NaN, like duplicated()
    seen.add(v);
    x.push(xsAll[i] as number);
    y.push(v);
  });
  // approx(y ± tol, 1:n, p, method = "constant", f = 1) with NA pairs removed: index of the
  // first knot strictly above p (a knot exactly at p gives itself); NA outside the knots' range.
  const stepIndex = (shift: number): number => {
    const idx = y.map((_, i) => i).filter((i) => !Number.isNaN(y[i] as number));
    const knots = idx.map((i) => (y[i] as number) + shift);
    if (knots.length === 0 || p < (knots[0] as number) || p > (knots[knots.length - 1] as number)) return -1;
    for (let j = 0; j < knots.length; j++) if ((knots[j] as number) >= p) return idx[j] as number;
    return -1;
  };
  const i1 = stepIndex(tol);
  const i2 = stepIndex(-tol);
  let q = i1 >= 0 && i2 >= 0 ? ((x[i1] as number) + (x[i2] as number)) / 2 : NaN;
  if (p === 0) q = x[0] as number;
  const last = y[y.length - 1] as number;
  if (!Number.isNaN(last) && Math.abs(p - last) < tol) q = i1 >= 0 ? ((x[i1] as number) + xmax) / 2 : NaN;
  return q;
}

/** Kaplan–Meier product-limit estimate with Greenwood SE and pointwise CI (R survfit conventions). */
export function kaplanMeier(
  times: readonly number[],
  events: readonly (boolean | number)[],
  options: KaplanMeierOptions = {},
  group = '',
): KaplanMeierCurve {
  checkInput(times, events);
  const confLevel = options.confLevel ?? 0.95;
  const confType = options.confType ?? 'log';
  const z = normalQuantile(1 - (1 - confLevel) / 2);
  const byTime = new Map<number, { d: number; c: number }>();
  times.forEach((t, i) => {
    const rec = byTime.get(t) ?? { d: 0, c: 0 };
    if (isEvent(events[i] as boolean | number)) rec.d++;
    else rec.c++;
    byTime.set(t, rec);
  });
  const distinct = [...byTime.keys()].sort((a, b) => a - b);
  let atRisk = times.length;
  let s = 1;
  let greenwood = 0;
  const steps: KaplanMeierStep[] = [];
  for (const t of distinct) {
    const { d, c } = byTime.get(t) as { d: number; c: number };
    if (d > 0) {
      s *= 1 - d / atRisk;
      greenwood += d / (atRisk * (atRisk - d));
    }
    const logSe = Math.sqrt(greenwood);
    const [lower, upper] = confidenceLimits(s, logSe, z, confType);
    steps.push({ time: t, nRisk: atRisk, nEvent: d, nCensor: c, survival: s, stdErr: s * logSe, lower, upper });
    atRisk -= d + c;
  }
  const stepTimes = steps.map((st) => st.time);
  return {
    group,
    n: times.length,
    events: steps.reduce((a, st) => a + st.nEvent, 0),
    steps,
    median: findQuantileTime(
      stepTimes,
      steps.map((st) => st.survival),
      0.5,
    ),
    medianLower: findQuantileTime(
      stepTimes,
      steps.map((st) => st.lower),
      0.5,
    ),
    medianUpper: findQuantileTime(
      stepTimes,
      steps.map((st) => st.upper),
      0.5,
    ),
    confLevel,
    confType,
  };
}

function groupKeys(groups: readonly (string | number)[]): string[] {
  const keys = [...new Set(groups.map(String))];
  return keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Kaplan–Meier curves per group (groups sorted by their string label, as R orders factor levels). */
export function kaplanMeierByGroup(
  times: readonly number[],
  events: readonly (boolean | number)[],
  groups: readonly (string | number)[],
  options: KaplanMeierOptions = {},
): KaplanMeierCurve[] {
  checkInput(times, events);
  if (groups.length !== times.length) throw new Error('survival: groups and times differ in length');
  return groupKeys(groups).map((g) => {
    const idx = groups.map((x, i) => (String(x) === g ? i : -1)).filter((i) => i >= 0);
    return kaplanMeier(
      idx.map((i) => times[i] as number),
      idx.map((i) => events[i] as boolean | number),
      options,
      g,
    );
  });
}

/** S(t) of a Kaplan–Meier curve at time t (right-continuous step function; 1 before the first step). */
export function survivalAt(curve: KaplanMeierCurve, t: number): number {
  let s = 1;
  for (const st of curve.steps) {
    if (st.time > t) break;
    s = st.survival;
  }
  return s;
}

/** Numbers at risk at each given time: subjects with observed time ≥ t (R summary(survfit, times=)'s n.risk). */
export function numberAtRisk(times: readonly number[], at: readonly number[]): number[] {
  const sorted = times.slice().sort((a, b) => a - b);
  return at.map((t) => {
    // Binary search for the first observed time ≥ t.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as number) < t) lo = mid + 1;
      else hi = mid;
    }
    return sorted.length - lo;
  });
}

export interface LogRankGroup {
  group: string;
  n: number;
  observed: number;
  expected: number;
}

export interface LogRankResult {
  groups: LogRankGroup[];
  /** Hypergeometric variance–covariance matrix of O − E (R survdiff's var). */
  variance: number[][];
  chiSquare: number;
  df: number;
  p: number;
}

/**
 * Log-rank (Mantel–Haenszel) test for K ≥ 2 groups: χ² = (O−E)ᵀ V⁻¹ (O−E) over the first K−1
 * groups, df = K − 1 (R survdiff, rho = 0).
 */
export function logRankTest(
  times: readonly number[],
  events: readonly (boolean | number)[],
  groups: readonly (string | number)[],
): LogRankResult {
  checkInput(times, events);
  if (groups.length !== times.length) throw new Error('survival: groups and times differ in length');
  const keys = groupKeys(groups);
  const k = keys.length;
  if (k < 2) throw new Error('logRankTest: need at least two groups');
  const gi = groups.map((g) => keys.indexOf(String(g)));
  // Per distinct time: deaths and subjects leaving, per group; numbers at risk by a reverse cumulative sum.
  const distinct = [...new Set(times)].sort((a, b) => a - b);
  const pos = new Map<number, number>(distinct.map((t, j) => [t, j]));
  const deadAt: number[][] = distinct.map(() => new Array<number>(k).fill(0));
  const leaveAt: number[][] = distinct.map(() => new Array<number>(k).fill(0));
  times.forEach((t, i) => {
    const j = pos.get(t) as number;
    const g = gi[i] as number;
    (leaveAt[j] as number[])[g] = ((leaveAt[j] as number[])[g] as number) + 1;
    if (isEvent(events[i] as boolean | number)) (deadAt[j] as number[])[g] = ((deadAt[j] as number[])[g] as number) + 1;
  });
  const observed = new Array<number>(k).fill(0);
  const expected = new Array<number>(k).fill(0);
  const V: number[][] = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const risk = new Array<number>(k).fill(0);
  for (let j = distinct.length - 1; j >= 0; j--) {
    const dead = deadAt[j] as number[];
    (leaveAt[j] as number[]).forEach((c, g) => (risk[g] = (risk[g] as number) + c));
    const n = risk.reduce((a, b) => a + b, 0);
    const d = dead.reduce((a, b) => a + b, 0);
    if (d === 0) continue;
    const hyper = n > 1 ? (d * (n - d)) / (n * n * (n - 1)) : 0;
    for (let a = 0; a < k; a++) {
      observed[a] = (observed[a] as number) + (dead[a] as number);
      expected[a] = (expected[a] as number) + (d * (risk[a] as number)) / n;
      for (let b = 0; b < k; b++) {
        const delta = a === b ? n * (risk[a] as number) : 0;
        (V[a] as number[])[b] = ((V[a] as number[])[b] as number) + hyper * (delta - (risk[a] as number) * (risk[b] as number));
      }
    }
  }
  const diff = observed.map((o, i) => o - (expected[i] as number)).slice(0, k - 1);
  const sub = V.slice(0, k - 1).map((row) => row.slice(0, k - 1));
  const inv = invertMatrix(sub);
  let chi = 0;
  for (let a = 0; a < k - 1; a++) {
    for (let b = 0; b < k - 1; b++) chi += (diff[a] as number) * ((inv[a] as number[])[b] as number) * (diff[b] as number);
  }
  return {
    groups: keys.map((g, i) => ({
      group: g,
      n: gi.filter((x) => x === i).length,
      observed: observed[i] as number,
      expected: expected[i] as number,
    })),
    variance: V,
    chiSquare: chi,
    df: k - 1,
    p: chiSquareSf(chi, k - 1),
  };
}

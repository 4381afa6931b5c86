// Correlation coefficients with their tests, as R's cor.test computes them: Pearson's r (t test,
// Fisher-z CI), Spearman's rho (exact AS 89 p or the t approximation), Kendall's tau-b (exact
// permutation p or the tie-corrected normal approximation); and correlation matrices of them.

import { normalCdf, normalQuantile, normalSurvival, tTwoSidedP } from './distributions.ts';
import { at, averageRanks } from './numeric.ts';

export type CorrelationMethod = 'pearson' | 'spearman' | 'kendall';

/** Rows where both values are finite (R's use = "complete.obs" per pair). */
export function pairwiseComplete(x: readonly number[], y: readonly number[]): [number[], number[]] {
  if (x.length !== y.length) throw new RangeError('x and y differ in length');
  const px: number[] = [];
  const py: number[] = [];
  for (let i = 0; i < x.length; i++) {
    const xi = at(x, i);
    const yi = at(y, i);
    if (Number.isFinite(xi) && Number.isFinite(yi)) {
      px.push(xi);
      py.push(yi);
    }
  }
  return [px, py];
}

function pearsonR(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = at(x, i) - mx;
    const dy = at(y, i) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

export interface PearsonResult {
  r: number;
  /** t = r·sqrt(df/(1 − r²)), df = n − 2. */
  t: number;
  df: number;
  /** Two-sided p-value (R cor.test). */
  p: number;
  /** Fisher-z confidence interval tanh(atanh r ± z/sqrt(n − 3)) (R cor.test's conf.int). */
  ci: [number, number];
  n: number;
}

/** Pearson product-moment correlation of the complete pairs, with t test and Fisher-z CI (R cor.test(x, y)). */
export function pearson(x: readonly number[], y: readonly number[], confLevel = 0.95): PearsonResult {
  const [px, py] = pairwiseComplete(x, y);
  const n = px.length;
  if (n < 3) throw new RangeError('pearson: need at least 3 complete pairs');
  const r = pearsonR(px, py);
  const df = n - 2;
  const t = r * Math.sqrt(df / (1 - r * r));
  const z = normalQuantile(1 - (1 - confLevel) / 2);
  const ci: [number, number] = n > 3 ? [Math.tanh(Math.atanh(r) - z / Math.sqrt(n - 3)), Math.tanh(Math.atanh(r) + z / Math.sqrt(n - 3))] : [NaN, NaN];
  return { r, t, df, p: tTwoSidedP(t, df), ci, n };
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

function hasTies(values: readonly number[]): boolean {
  return new Set(values).size < values.length;
}

export interface SpearmanResult {
  /** Pearson correlation of the average ranks (ties: mid-ranks). */
  rho: number;
  /** R's statistic S = (n³ − n)(1 − rho)/6. */
  S: number;
  /** Two-sided p-value. */
  p: number;
  /** Whether p is the exact (AS 89) one rather than the t approximation. */
  exact: boolean;
  n: number;
}

/**
 * Spearman's rho of the complete pairs (Pearson r of average ranks). p as R cor.test(method =
 * "spearman"): AS 89 (exact for n ≤ 9, Edgeworth series above) when there are no ties and
 * n < 1290 unless `exact: false`; otherwise the t approximation on n − 2 df.
 */
export function spearman(x: readonly number[], y: readonly number[], options: { exact?: boolean } = {}): SpearmanResult {
  const [px, py] = pairwiseComplete(x, y);
  const n = px.length;
  if (n < 3) throw new RangeError('spearman: need at least 3 complete pairs');
  const rho = pearsonR(averageRanks(px), averageRanks(py));
  const S = ((n * n * n - n) * (1 - rho)) / 6;
  const exact = (options.exact ?? n < 1290) && !hasTies(px) && !hasTies(py);
  let p: number;
  if (exact) {
    const lower = !(S > (n * n * n - n) / 6);
    p = Math.min(2 * prho(n, Math.round(S) + 2 * (lower ? 1 : 0), lower), 1);
  } else {
    p = tTwoSidedP(rho / Math.sqrt((1 - rho * rho) / (n - 2)), n - 2);
  }
  return { rho, S, p, exact, n };
}

/** P(T ≤ q) for T, the number of concordant pairs among n untied pairs under independence (R's ckendall / pkendall): permutations of n with q inversions, by the Mahonian recursion. */
function kendallCdf(q: number, n: number): number {
  const max = (n * (n - 1)) / 2;
  if (q < 0) return 0;
  if (q >= max) return 1;
  // Probabilities, not counts: n! overflows doubles' integer precision long before n = 50.
  let dist = [1];
  for (let m = 2; m <= n; m++) {
    const next = new Array<number>(dist.length + m - 1).fill(0);
    for (let k = 0; k < dist.length; k++) {
      const share = at(dist, k) / m;
      for (let j = 0; j < m; j++) next[k + j] = at(next, k + j) + share;
    }
    dist = next;
  }
  let s = 0;
  for (let k = 0; k <= q; k++) s += at(dist, k);
  return Math.min(1, s);
}

export interface KendallResult {
  /** Kendall's tau-b (tau-a when there are no ties). */
  tau: number;
  /** Exact test: T, the number of concordant pairs; else z of the normal approximation. */
  statistic: { T: number } | { z: number };
  p: number;
  exact: boolean;
  n: number;
}

/**
 * Kendall's tau-b of the complete pairs with R cor.test(method = "kendall")'s p: exact
 * permutation distribution when n < 50 and there are no ties (unless `exact: false`), else the
 * normal approximation with R's tie-corrected variance of S (no continuity correction).
 */
export function kendall(x: readonly number[], y: readonly number[], options: { exact?: boolean } = {}): KendallResult {
  const [px, py] = pairwiseComplete(x, y);
  const n = px.length;
  if (n < 3) throw new RangeError('kendall: need at least 3 complete pairs');
  let S = 0;
  let tiedX = 0;
  let tiedY = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = Math.sign(at(px, i) - at(px, j));
      const b = Math.sign(at(py, i) - at(py, j));
      if (a === 0) tiedX++;
      if (b === 0) tiedY++;
      S += a * b;
    }
  }
  const T0 = (n * (n - 1)) / 2;
  const tau = S / Math.sqrt((T0 - tiedX) * (T0 - tiedY));
  const ties = hasTies(px) || hasTies(py);
  const exact = (options.exact ?? n < 50) && !ties;
  if (exact) {
    const q = Math.round(((tau + 1) * n * (n - 1)) / 4);
    const tail = q > (n * (n - 1)) / 4 ? 1 - kendallCdf(q - 1, n) : kendallCdf(q, n);
    return { tau, statistic: { T: q }, p: Math.min(2 * tail, 1), exact, n };
  }
  const groupSizes = (values: number[]): number[] => {
    const counts = new Map<number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts.values()].filter((c) => c > 1);
  };
  const sum = (list: number[], f: (t: number) => number) => list.reduce((s, t) => s + f(t), 0);
  const xt = groupSizes(px);
  const yt = groupSizes(py);
  const v0 = n * (n - 1) * (2 * n + 5);
  const vt = sum(xt, (t) => t * (t - 1) * (2 * t + 5));
  const vu = sum(yt, (t) => t * (t - 1) * (2 * t + 5));
  const v1 = sum(xt, (t) => t * (t - 1)) * sum(yt, (t) => t * (t - 1));
  const v2 = sum(xt, (t) => t * (t - 1) * (t - 2)) * sum(yt, (t) => t * (t - 1) * (t - 2));
  const varS = (v0 - vt - vu) / 18 + v1 / (2 * n * (n - 1)) + v2 / (9 * n * (n - 1) * (n - 2));
  const z = S / Math.sqrt(varS);
  return { tau, statistic: { z }, p: Math.min(1, 2 * normalSurvival(Math.abs(z))), exact, n };
}

export interface CorrelationTest {
  method: CorrelationMethod;
  /** r, rho or tau. */
  estimate: number;
  /** Two-sided p-value. */
  p: number;
  /** Complete pairs used. */
  n: number;
}

/** The named coefficient with its two-sided p (R cor.test(x, y, method)). */
export function correlationTest(x: readonly number[], y: readonly number[], method: CorrelationMethod = 'pearson'): CorrelationTest {
  if (method === 'spearman') {
    const s = spearman(x, y);
    return { method, estimate: s.rho, p: s.p, n: s.n };
  }
  if (method === 'kendall') {
    const k = kendall(x, y);
    return { method, estimate: k.tau, p: k.p, n: k.n };
  }
  const r = pearson(x, y);
  return { method, estimate: r.r, p: r.p, n: r.n };
}

export interface CorrelationMatrix {
  names: string[];
  method: CorrelationMethod;
  r: number[][];
  /** Two-sided p-values; null on the diagonal and where a pair has fewer than 3 complete rows. */
  p: (number | null)[][];
  /** Pairwise complete observations. */
  n: number[][];
}

/** Correlation matrix with pairwise-complete observations and per-pair two-sided p-values (R cor.test per pair). */
export function correlationMatrix(columns: readonly { name: string; values: readonly number[] }[], method: CorrelationMethod = 'pearson'): CorrelationMatrix {
  const k = columns.length;
  const r = Array.from({ length: k }, () => new Array<number>(k).fill(1));
  const p = Array.from({ length: k }, () => new Array<number | null>(k).fill(null));
  const n = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let i = 0; i < k; i++) {
    const ci = columns[i] as { values: readonly number[] };
    (n[i] as number[])[i] = ci.values.filter((v) => Number.isFinite(v)).length;
    for (let j = i + 1; j < k; j++) {
      const cj = columns[j] as { values: readonly number[] };
      const pairs = pairwiseComplete(ci.values, cj.values)[0].length;
      const t = pairs >= 3 ? correlationTest(ci.values, cj.values, method) : { estimate: NaN, p: null, n: pairs };
      (r[i] as number[])[j] = (r[j] as number[])[i] = t.estimate;
      (p[i] as (number | null)[])[j] = (p[j] as (number | null)[])[i] = t.p;
      (n[i] as number[])[j] = (n[j] as number[])[i] = t.n;
    }
  }
  return { names: columns.map((c) => c.name), method, r, p, n };
}

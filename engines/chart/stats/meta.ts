// Meta-analysis for forest and funnel plots: per-study effects, inverse-variance fixed effect,
// DerSimonian–Laird random effects with heterogeneity, funnel plot guides and Egger's test.

import { chiSquareSurvival, normalQuantile, normalSurvival, tTwoSidedP } from './distributions.ts';

export interface TwoByTwo {
  name: string;
  /** Events and non-events in the treatment (exposed) group. */
  ai: number;
  bi: number;
  /** Events and non-events in the control group. */
  ci: number;
  di: number;
}

export interface StudyEffect {
  name: string;
  /** Effect on the analysis scale (log ratio for RR/OR). */
  yi: number;
  /** Sampling variance of yi. */
  vi: number;
  sei: number;
  ciLower: number;
  ciUpper: number;
}

export type RatioMeasure = 'RR' | 'OR';

/** Per-study log risk ratio or log odds ratio with its large-sample variance, adding 1/2 to every cell of a study with a zero cell (metafor escalc, add = 1/2, to = "only0"; Rothman, Greenland & Lash 2008). */
export function effectFrom2x2(table: TwoByTwo, measure: RatioMeasure = 'RR', options: { add?: number; level?: number } = {}): StudyEffect {
  const add = options.add ?? 0.5;
  let { ai, bi, ci, di } = table;
  if ([ai, bi, ci, di].some((v) => !(v >= 0))) throw new RangeError(`study ${table.name}: cell counts must be non-negative`);
  if (ai === 0 || bi === 0 || ci === 0 || di === 0) {
    ai += add;
    bi += add;
    ci += add;
    di += add;
  }
  let yi: number;
  let vi: number;
  if (measure === 'RR') {
    const n1 = ai + bi;
    const n2 = ci + di;
    yi = Math.log(ai / n1) - Math.log(ci / n2);
    vi = 1 / ai - 1 / n1 + 1 / ci - 1 / n2;
  } else {
    yi = Math.log((ai * di) / (bi * ci));
    vi = 1 / ai + 1 / bi + 1 / ci + 1 / di;
  }
  return effectFromEstimate(table.name, yi, Math.sqrt(vi), options.level);
}

/** A study given as estimate and standard error; Wald CI yi ± z_{1−α/2}·SE. */
export function effectFromEstimate(name: string, estimate: number, se: number, level = 0.95): StudyEffect {
  if (!(se > 0)) throw new RangeError(`study ${name}: standard error must be positive`);
  const z = normalQuantile(1 - (1 - level) / 2);
  return { name, yi: estimate, vi: se * se, sei: se, ciLower: estimate - z * se, ciUpper: estimate + z * se };
}

/** Standard error recovered from a symmetric Wald CI: (upper − lower)/(2·z_{1−α/2}), on the log scale for ratios (Cochrane Handbook §6.3.1). */
export function seFromCI(lower: number, upper: number, options: { level?: number; log?: boolean } = {}): number {
  const z = normalQuantile(1 - (1 - (options.level ?? 0.95)) / 2);
  return options.log ? (Math.log(upper) - Math.log(lower)) / (2 * z) : (upper - lower) / (2 * z);
}

export interface PooledEstimate {
  estimate: number;
  se: number;
  z: number;
  p: number;
  ciLower: number;
  ciUpper: number;
  /** Percent weight of each study, in input order. */
  weights: number[];
}

export interface MetaAnalysis {
  k: number;
  fixed: PooledEstimate;
  random: PooledEstimate & {
    tau2: number;
    tau: number;
    /** Prediction interval estimate ± z·√(SE² + τ²) (metafor predict.rma). */
    piLower: number;
    piUpper: number;
  };
  /** Cochran's Q, its df and p-value. */
  Q: number;
  df: number;
  pQ: number;
  /** I² in percent and H² (Higgins & Thompson 2002), from τ² as metafor computes them. */
  I2: number;
  H2: number;
  level: number;
}

function pool(yi: readonly number[], wi: readonly number[], z: number): PooledEstimate {
  const sw = wi.reduce((a, b) => a + b, 0);
  const est = wi.reduce((s, w, i) => s + w * (yi[i] as number), 0) / sw;
  const se = Math.sqrt(1 / sw);
  const zval = est / se;
  return {
    estimate: est,
    se,
    z: zval,
    p: 2 * normalSurvival(Math.abs(zval)),
    ciLower: est - z * se,
    ciUpper: est + z * se,
    weights: wi.map((w) => (100 * w) / sw),
  };
}

/** Inverse-variance fixed-effect pooling and DerSimonian & Laird (1986) random effects: τ² = max(0, (Q − (k−1))/(Σw − Σw²/Σw)), I² = 100·τ²/(τ² + s²) with s² = (k−1)Σw/((Σw)² − Σw²) — identical to metafor rma(yi, vi, method = "DL"). */
export function metaAnalysis(studies: readonly Pick<StudyEffect, 'yi' | 'vi'>[], options: { level?: number } = {}): MetaAnalysis {
  const level = options.level ?? 0.95;
  const k = studies.length;
  if (k < 1) throw new RangeError('need at least one study');
  const yi = studies.map((s) => s.yi);
  const vi = studies.map((s) => s.vi);
  if (vi.some((v) => !(v > 0))) throw new RangeError('sampling variances must be positive');
  const z = normalQuantile(1 - (1 - level) / 2);
  const w = vi.map((v) => 1 / v);
  const fixed = pool(yi, w, z);
  const Q = w.reduce((s, wi, i) => s + wi * ((yi[i] as number) - fixed.estimate) ** 2, 0);
  const df = k - 1;
  const sw = w.reduce((a, b) => a + b, 0);
  const sw2 = w.reduce((a, b) => a + b * b, 0);
  const c = sw - sw2 / sw;
  const tau2 = df > 0 ? Math.max(0, (Q - df) / c) : 0;
  const wr = vi.map((v) => 1 / (v + tau2));
  const random = pool(yi, wr, z);
  const s2 = df > 0 ? (df * sw) / (sw * sw - sw2) : NaN;
  const I2 = df > 0 ? (100 * tau2) / (s2 + tau2) : 0;
  const H2 = df > 0 ? (tau2 + s2) / s2 : 1;
  const piSe = Math.sqrt(random.se * random.se + tau2);
  return {
    k,
    fixed,
    random: { ...random, tau2, tau: Math.sqrt(tau2), piLower: random.estimate - z * piSe, piUpper: random.estimate + z * piSe },
    Q,
    df,
    pQ: df > 0 ? chiSquareSurvival(Q, df) : NaN,
    I2,
    H2,
    level,
  };
}

export interface FunnelPlot {
  points: { name: string; effect: number; se: number }[];
  /** Pooled estimate the guides are centred on. */
  center: number;
  /** Pseudo-confidence region: lines from (center, 0) to (center ∓ z·seMax, seMax). */
  lines: { lower: [{ effect: number; se: number }, { effect: number; se: number }]; upper: [{ effect: number; se: number }, { effect: number; se: number }] };
  seMax: number;
}

/** Funnel plot of effect against standard error (y axis reversed by the renderer) with pseudo 95% limits center ± 1.96·SE (Sterne & Egger 2001; metafor funnel()). */
export function funnelPlot(studies: readonly StudyEffect[], center: number, options: { level?: number; seMax?: number } = {}): FunnelPlot {
  const z = normalQuantile(1 - (1 - (options.level ?? 0.95)) / 2);
  const seMax = options.seMax ?? Math.max(...studies.map((s) => s.sei));
  return {
    points: studies.map((s) => ({ name: s.name, effect: s.yi, se: s.sei })),
    center,
    lines: {
      lower: [
        { effect: center, se: 0 },
        { effect: center - z * seMax, se: seMax },
      ],
      upper: [
        { effect: center, se: 0 },
        { effect: center + z * seMax, se: seMax },
      ],
    },
    seMax,
  };
}

export interface EggerTest {
  /** Intercept of the regression of yi/sei on 1/sei: the asymmetry estimate. */
  intercept: number;
  se: number;
  t: number;
  df: number;
  p: number;
  /** Slope: the precision-weighted effect estimate. */
  slope: number;
}

/** Egger's regression test for funnel asymmetry: OLS of yi/sei on 1/sei, t test of the intercept on k − 2 df (Egger et al. 1997 BMJ 315:629; = metafor regtest(model = "lm", predictor = "sei")). */
export function eggerTest(studies: readonly Pick<StudyEffect, 'yi' | 'sei'>[]): EggerTest {
  const k = studies.length;
  if (k < 3) throw new RangeError("Egger's test needs at least 3 studies");
  const xs = studies.map((s) => 1 / s.sei);
  const ys = studies.map((s) => s.yi / s.sei);
  const mx = xs.reduce((a, b) => a + b, 0) / k;
  const my = ys.reduce((a, b) => a + b, 0) / k;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < k; i++) {
    sxx += ((xs[i] as number) - mx) ** 2;
    sxy += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
  }
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  let rss = 0;
  for (let i = 0; i < k; i++) rss += ((ys[i] as number) - intercept - slope * (xs[i] as number)) ** 2;
  const df = k - 2;
  const sigma2 = rss / df;
  const se = Math.sqrt(sigma2 * (1 / k + (mx * mx) / sxx));
  const t = intercept / se;
  return { intercept, se, t, df, p: tTwoSidedP(t, df), slope };
}

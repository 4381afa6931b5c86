// Nonlinear least squares by Levenberg–Marquardt (hand-written, Marquardt's diagonal scaling),
// with parameter standard errors from the Jacobian at the optimum, σ²(JᵀJ)⁻¹ as R's nls, or
// optionally from the full Hessian of the residual sum of squares as drc's drm. Used by the
// 4-parameter logistic dose–response fit (log-dose form, EC50 with 95% CI), Michaelis–Menten,
// logistic and Gompertz growth curves, and linear / 4PL standard curves with interpolation.

import {
  effectiveDose,
  effectiveDoseGradient,
  fourPL,
  fourPLFromVector,
  fourPLGradient,
  fourPLLogDose,
  fourPLStart,
  inverseFourPL,
  type FourPLParams,
} from './dose.ts';
import {
  gompertz,
  gompertzGradient,
  gompertzStart,
  logisticGrowth,
  logisticGrowthGradient,
  logisticGrowthStart,
  michaelisMenten,
  michaelisMentenGradient,
  michaelisMentenStart,
} from './kinetics.ts';
import { invertMatrix, qrLeastSquares, tQuantile, tSf } from './numeric.ts';
import { linearRegression, type LinearFit } from './regression.ts';

/** Model y = f(x; θ) for a scalar predictor. */
export type ModelFunction = (x: number, params: readonly number[]) => number;
/** ∂f/∂θ at (x, θ). */
export type GradientFunction = (x: number, params: readonly number[]) => number[];

export interface NlsOptions {
  /** Analytic gradient; central differences are used when omitted. */
  gradient?: GradientFunction;
  /** Iteration limit (default 500). */
  maxIterations?: number;
  /**
   * Convergence tolerance on Bates & Watts' relative-offset criterion (R nls's test; nls's
   * default is 1e-5, here 1e-10 so estimates are converged to well below printed precision).
   */
  tolerance?: number;
  /**
   * 'jacobian' (default): Cov = σ²(JᵀJ)⁻¹, R's nls. 'hessian': Cov = σ²(½∇²RSS)⁻¹ with second
   * derivatives of the model included, as drc's drm reports for continuous responses.
   */
  covariance?: 'jacobian' | 'hessian';
  /** Confidence level of the parameter CIs (default 0.95). */
  confLevel?: number;
}

export interface NlsResult {
  parameters: number[];
  standardErrors: number[];
  covariance: number[][];
  /** Wald CIs θ ± t(1 − α/2, df)·SE. */
  ci: [number, number][];
  tValues: number[];
  pValues: number[];
  fitted: number[];
  residuals: number[];
  rss: number;
  /** Residual standard error sqrt(RSS/df). */
  sigma: number;
  df: number;
  iterations: number;
  converged: boolean;
  confLevel: number;
}

function numericGradient(model: ModelFunction): GradientFunction {
  return (x, p) =>
    p.map((pk, k) => {
      const h = 1e-6 * Math.max(Math.abs(pk), 1e-6);
      const up = p.slice();
      const dn = p.slice();
      up[k] = pk + h;
      dn[k] = pk - h;
      return (model(x, up) - model(x, dn)) / (2 * h);
    });
}

function residualSumOfSquares(x: readonly number[], y: readonly number[], model: ModelFunction, p: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += ((y[i] as number) - model(x[i] as number, p)) ** 2;
  return s;
}

/**
 * Levenberg–Marquardt nonlinear least squares: minimises Σ(y − f(x; θ))² from `start`, solving
 * (JᵀJ + λ·diag(JᵀJ))δ = Jᵀr with λ decreased on success and increased on failure.
 */
export function levenbergMarquardt(
  x: readonly number[],
  y: readonly number[],
  model: ModelFunction,
  start: readonly number[],
  options: NlsOptions = {},
): NlsResult {
  if (x.length !== y.length) throw new Error('levenbergMarquardt: x and y differ in length');
  const n = x.length;
  const p = start.length;
  if (n <= p) throw new Error('levenbergMarquardt: need more observations than parameters');
  const gradient = options.gradient ?? numericGradient(model);
  const maxIterations = options.maxIterations ?? 500;
  const tolerance = options.tolerance ?? 1e-10;
  const confLevel = options.confLevel ?? 0.95;
  let theta = start.slice();
  let rss = residualSumOfSquares(x, y, model, theta);
  if (!Number.isFinite(rss)) throw new Error('levenbergMarquardt: model is not finite at the starting values');
  let lambda = 1e-3;
  let converged = false;
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    const J = x.map((xi) => gradient(xi, theta));
    const r = x.map((xi, i) => (y[i] as number) - model(xi, theta));
    const A: number[][] = Array.from({ length: p }, () => new Array<number>(p).fill(0));
    const g = new Array<number>(p).fill(0);
    for (let i = 0; i < n; i++) {
      const Ji = J[i] as number[];
      for (let a = 0; a < p; a++) {
        g[a] = (g[a] as number) + (Ji[a] as number) * (r[i] as number);
        for (let b = 0; b < p; b++) (A[a] as number[])[b] = ((A[a] as number[])[b] as number) + (Ji[a] as number) * (Ji[b] as number);
      }
    }
    // Relative-offset convergence (Bates & Watts 1981): ‖projection of r on the tangent plane‖ vs ‖r‖.
    let projected = NaN;
    try {
      const Ainv = invertMatrix(A);
      projected = g.reduce((s, ga, a) => s + ga * (Ainv[a] as number[]).reduce((t, v, b) => t + v * (g[b] as number), 0), 0);
    } catch {
      projected = NaN;
    }
    const offset = Math.sqrt((projected / p) / (Math.max(rss - projected, 0) / (n - p)));
    if (rss === 0 || (Number.isFinite(offset) && offset < tolerance)) {
      converged = true;
      break;
    }
    let improved = false;
    for (let attempt = 0; attempt < 60; attempt++) {
      const M = A.map((row, a) => row.map((v, b) => (a === b ? v + lambda * Math.max(v, 1e-12) : v)));
      let delta: number[];
      try {
        const Minv = invertMatrix(M);
        delta = Minv.map((row) => row.reduce((s, v, b) => s + v * (g[b] as number), 0));
      } catch {
        lambda *= 10;
        continue;
      }
      const trial = theta.map((t, k) => t + (delta[k] as number));
      const trialRss = residualSumOfSquares(x, y, model, trial);
      if (Number.isFinite(trialRss) && trialRss <= rss) {
        const change = rss - trialRss;
        theta = trial;
        rss = trialRss;
        lambda = Math.max(lambda / 10, 1e-12);
        improved = true;
        // Stalled at machine precision: nothing left to gain.
        if (change <= 1e-15 * rss && delta.every((d, k) => Math.abs(d) <= 1e-12 * Math.max(Math.abs(theta[k] as number), 1e-12))) {
          converged = true;
        }
        break;
      }
      lambda *= 10;
    }
    if (!improved) {
      // No downhill step at any damping: θ is a (numerically) stationary point.
      converged = true;
      break;
    }
    if (converged) break;
  }
  const J = x.map((xi) => gradient(xi, theta));
  const fitted = x.map((xi) => model(xi, theta));
  const residuals = fitted.map((f, i) => (y[i] as number) - f);
  const df = n - p;
  const sigma2 = rss / df;
  let unscaled: number[][];
  if (options.covariance === 'hessian') {
    // ½∇²RSS = JᵀJ − Σ rᵢ∇²fᵢ, with ∇²fᵢ by central differences of the gradient.
    const H = Array.from({ length: p }, (_, a) => Array.from({ length: p }, (_, b) => J.reduce((s, Ji) => s + (Ji[a] as number) * (Ji[b] as number), 0)));
    for (let k = 0; k < p; k++) {
      const h = 1e-5 * Math.max(Math.abs(theta[k] as number), 1e-5);
      const up = theta.slice();
      const dn = theta.slice();
      up[k] = (theta[k] as number) + h;
      dn[k] = (theta[k] as number) - h;
      for (let i = 0; i < n; i++) {
        const gu = gradient(x[i] as number, up);
        const gd = gradient(x[i] as number, dn);
        for (let a = 0; a < p; a++) {
          const second = ((gu[a] as number) - (gd[a] as number)) / (2 * h);
          (H[a] as number[])[k] = ((H[a] as number[])[k] as number) - (residuals[i] as number) * second;
        }
      }
    }
    // Symmetrise the finite-difference Hessian.
    const Hs = H.map((row, a) => row.map((v, b) => (v + ((H[b] as number[])[a] as number)) / 2));
    unscaled = invertMatrix(Hs);
  } else {
    unscaled = qrLeastSquares(J, residuals).unscaledCovariance;
  }
  const covariance = unscaled.map((row) => row.map((v) => v * sigma2));
  const standardErrors = covariance.map((row, k) => Math.sqrt(row[k] as number));
  const tq = tQuantile(1 - (1 - confLevel) / 2, df);
  const tValues = theta.map((t, k) => t / (standardErrors[k] as number));
  return {
    parameters: theta,
    standardErrors,
    covariance,
    ci: theta.map((t, k) => [t - tq * (standardErrors[k] as number), t + tq * (standardErrors[k] as number)] as [number, number]),
    tValues,
    pValues: tValues.map((t) => 2 * tSf(Math.abs(t), df)),
    fitted,
    residuals,
    rss,
    sigma: Math.sqrt(sigma2),
    df,
    iterations,
    converged,
    confLevel,
  };
}

// Runs LM from several starts and keeps the converged fit with the smallest RSS.
function bestOf(
  x: readonly number[],
  y: readonly number[],
  model: ModelFunction,
  starts: readonly (readonly number[])[],
  options: NlsOptions,
): NlsResult {
  let best: NlsResult | null = null;
  let lastError: unknown = null;
  for (const s of starts) {
    if (!s.every(Number.isFinite)) continue;
    try {
      const fit = levenbergMarquardt(x, y, model, s, options);
      if (!fit.parameters.every(Number.isFinite) || !Number.isFinite(fit.rss)) continue;
      const better = !best || (fit.converged && !best.converged) || (fit.converged === best.converged && fit.rss < best.rss * (1 - 1e-12));
      if (better) best = fit;
    } catch (e) {
      lastError = e;
    }
  }
  if (!best) throw new Error(`nonlinear fit failed from every starting value${lastError instanceof Error ? `: ${lastError.message}` : ''}`);
  return best;
}

export interface ParameterEstimate {
  estimate: number;
  se: number;
  ci: [number, number];
}

function estimate(fit: NlsResult, k: number): ParameterEstimate {
  return { estimate: fit.parameters[k] as number, se: fit.standardErrors[k] as number, ci: fit.ci[k] as [number, number] };
}

// Delta-method SE of g(θ) from its gradient.
function deltaSe(fit: NlsResult, grad: readonly number[]): number {
  let v = 0;
  grad.forEach((a, i) => grad.forEach((b, j) => (v += a * b * ((fit.covariance[i] as number[])[j] as number))));
  return Math.sqrt(v);
}

export interface DoseResponseFit {
  params: FourPLParams;
  bottom: ParameterEstimate;
  top: ParameterEstimate;
  /** log10 EC50, the fitted parameter. */
  logEC50: ParameterEstimate;
  hillSlope: ParameterEstimate;
  /**
   * EC50 = 10^logEC50. `se` is the delta-method SE (equal to drc's SE of e); `ci` is
   * EC50 ± t·se (drc ED(..., interval = "delta")); `ciFromLog` is 10^(logEC50 ± t·SE(logEC50)),
   * the asymmetric interval GraphPad Prism reports.
   */
  ec50: { estimate: number; se: number; ci: [number, number]; ciFromLog: [number, number] };
  nls: NlsResult;
}

export interface DoseResponseOptions extends Pick<NlsOptions, 'covariance' | 'confLevel' | 'maxIterations' | 'tolerance'> {
  /** Starting values; a self-starter (dose.ts fourPLStart) is used when omitted. */
  start?: FourPLParams;
}

/**
 * Four-parameter logistic dose–response fit in log10 dose (bottom, top, logEC50, Hill slope)
 * by Levenberg–Marquardt; dose 0 is allowed and sits on the zero-dose plateau.
 */
export function fitDoseResponse4PL(dose: readonly number[], response: readonly number[], options: DoseResponseOptions = {}): DoseResponseFit {
  if (dose.length !== response.length) throw new Error('fitDoseResponse4PL: dose and response differ in length');
  for (const d of dose) if (!(d >= 0)) throw new Error('fitDoseResponse4PL: doses must be ≥ 0');
  const x = dose.map((d) => Math.log10(d));
  const model: ModelFunction = (xi, p) => fourPLLogDose(xi, fourPLFromVector(p));
  const gradient: GradientFunction = (xi, p) => fourPLGradient(xi, fourPLFromVector(p));
  const s = options.start ?? fourPLStart(dose, response);
  const base = [s.bottom, s.top, s.logEC50, s.hillSlope];
  const starts = options.start ? [base] : [base, [s.bottom, s.top, s.logEC50, 2 * s.hillSlope], [s.bottom, s.top, s.logEC50, s.hillSlope / 2]];
  const nls = bestOf(x, response, model, starts, { ...options, gradient });
  const params = fourPLFromVector(nls.parameters);
  const logEC50 = estimate(nls, 2);
  const ec50 = Math.pow(10, params.logEC50);
  const se = ec50 * Math.LN10 * logEC50.se;
  const tq = tQuantile(1 - (1 - nls.confLevel) / 2, nls.df);
  return {
    params,
    bottom: estimate(nls, 0),
    top: estimate(nls, 1),
    logEC50,
    hillSlope: estimate(nls, 3),
    ec50: {
      estimate: ec50,
      se,
      ci: [ec50 - tq * se, ec50 + tq * se],
      ciFromLog: [Math.pow(10, logEC50.ci[0]), Math.pow(10, logEC50.ci[1])],
    },
    nls,
  };
}

/** Effective dose ED_p of a fitted 4PL with its delta-method SE and t-based CI (drc ED(..., interval = "delta")). */
export function effectiveDoseEstimate(fit: DoseResponseFit, percent: number): ParameterEstimate {
  const ed = effectiveDose(fit.params, percent);
  const se = deltaSe(fit.nls, effectiveDoseGradient(fit.params, percent));
  const tq = tQuantile(1 - (1 - fit.nls.confLevel) / 2, fit.nls.df);
  return { estimate: ed, se, ci: [ed - tq * se, ed + tq * se] };
}

export interface MichaelisMentenFit {
  vmax: ParameterEstimate;
  km: ParameterEstimate;
  nls: NlsResult;
}

/** Michaelis–Menten fit v = Vmax·S/(Km + S) by Levenberg–Marquardt (R: nls(rate ~ Vm*conc/(K+conc))). */
export function fitMichaelisMenten(substrate: readonly number[], rate: readonly number[], options: NlsOptions = {}): MichaelisMentenFit {
  const start = michaelisMentenStart(substrate, rate);
  const nls = bestOf(
    substrate,
    rate,
    (s, p) => michaelisMenten(s, p[0] as number, p[1] as number),
    [start, [Math.max(...rate), start[1] as number]],
    { ...options, gradient: (s, p) => michaelisMentenGradient(s, p[0] as number, p[1] as number) },
  );
  return { vmax: estimate(nls, 0), km: estimate(nls, 1), nls };
}

export interface LogisticGrowthFit {
  /** R SSlogis parameters: Asym/(1 + exp((xmid − t)/scal)). */
  asym: ParameterEstimate;
  xmid: ParameterEstimate;
  scal: ParameterEstimate;
  /** Carrying capacity K = Asym. */
  K: ParameterEstimate;
  /** Intrinsic growth rate r = 1/scal (delta-method SE). */
  r: ParameterEstimate;
  /** Initial size N0 = Asym/(1 + exp(xmid/scal)) at t = 0 (delta-method SE). */
  N0: ParameterEstimate;
  nls: NlsResult;
}

function asymptoteGuesses(y: readonly number[]): number[] {
  const ymax = Math.max(...y);
  const ymin = Math.min(...y);
  const span = ymax - ymin || Math.abs(ymax) || 1;
  return [1.05, 1.25, 1.5, 2, 3, 5, 10].map((f) => ymin + f * span);
}

function derived(fit: NlsResult, value: number, grad: readonly number[]): ParameterEstimate {
  const se = deltaSe(fit, grad);
  const tq = tQuantile(1 - (1 - fit.confLevel) / 2, fit.df);
  return { estimate: value, se, ci: [value - tq * se, value + tq * se] };
}

/** Three-parameter logistic growth fit (R: nls(y ~ SSlogis(t, Asym, xmid, scal))) with K, r, N0. */
export function fitLogisticGrowth(t: readonly number[], y: readonly number[], options: NlsOptions = {}): LogisticGrowthFit {
  const starts = asymptoteGuesses(y)
    .map((a) => logisticGrowthStart(t, y, a))
    .filter((s): s is number[] => s !== null);
  const nls = bestOf(t, y, (ti, p) => logisticGrowth(ti, p[0] as number, p[1] as number, p[2] as number), starts, {
    ...options,
    gradient: (ti, p) => logisticGrowthGradient(ti, p[0] as number, p[1] as number, p[2] as number),
  });
  const [asym, xmid, scal] = nls.parameters as [number, number, number];
  const e = Math.exp(xmid / scal);
  const n0 = asym / (1 + e);
  const dn0 = [1 / (1 + e), (-asym * e) / ((1 + e) ** 2 * scal), (asym * e * xmid) / ((1 + e) ** 2 * scal * scal)];
  return {
    asym: estimate(nls, 0),
    xmid: estimate(nls, 1),
    scal: estimate(nls, 2),
    K: estimate(nls, 0),
    r: derived(nls, 1 / scal, [0, 0, -1 / (scal * scal)]),
    N0: derived(nls, n0, dn0),
    nls,
  };
}

export interface GompertzFit {
  /** R SSgompertz parameters: Asym·exp(−b2·b3^x). */
  asym: ParameterEstimate;
  b2: ParameterEstimate;
  b3: ParameterEstimate;
  /** Growth rate r = −ln b3 (the curve is Asym·exp(−b2·e^(−r x))), delta-method SE. */
  r: ParameterEstimate;
  nls: NlsResult;
}

/** Gompertz growth fit (R: nls(y ~ SSgompertz(x, Asym, b2, b3))). */
export function fitGompertz(x: readonly number[], y: readonly number[], options: NlsOptions = {}): GompertzFit {
  const starts = asymptoteGuesses(y)
    .map((a) => gompertzStart(x, y, a))
    .filter((s): s is number[] => s !== null);
  const nls = bestOf(x, y, (xi, p) => gompertz(xi, p[0] as number, p[1] as number, p[2] as number), starts, {
    ...options,
    gradient: (xi, p) => gompertzGradient(xi, p[0] as number, p[1] as number, p[2] as number),
  });
  const b3 = nls.parameters[2] as number;
  return { asym: estimate(nls, 0), b2: estimate(nls, 1), b3: estimate(nls, 2), r: derived(nls, -Math.log(b3), [0, 0, -1 / b3]), nls };
}

/** Linear standard curve signal = a + b·concentration (OLS; see regression.ts linearRegression). */
export function fitStandardCurveLinear(concentration: readonly number[], signal: readonly number[]): LinearFit {
  return linearRegression(concentration, signal, { degree: 1 });
}

/**
 * The pointwise 95% confidence band of a 4PL curve at these doses, by the delta method on the
 * fit's covariance (GraphPad's confidence bands of a nonlinear fit; R's predictNLS "first order").
 */
export function fourPLBands(fit: DoseResponseFit, doses: readonly number[], confLevel = 0.95): Array<{ fit: number; lower: number; upper: number }> {
  const tq = tQuantile(1 - (1 - confLevel) / 2, fit.nls.df);
  return doses.map((d) => {
    const g = fourPLGradient(Math.log10(d), fit.params);
    let v = 0;
    for (let i = 0; i < g.length; i++) for (let j = 0; j < g.length; j++) v += (g[i] ?? 0) * (fit.nls.covariance[i]?.[j] ?? 0) * (g[j] ?? 0);
    const y = fourPL(d, fit.params);
    const half = tq * Math.sqrt(Math.max(0, v));
    return { fit: y, lower: y - half, upper: y + half };
  });
}

/** Concentration of an unknown from a linear standard curve: (signal − a)/b. */
export function interpolateLinear(fit: LinearFit, signal: number): number {
  if (fit.degree !== 1) throw new Error('interpolateLinear: needs a straight-line fit');
  const a = (fit.coefficients[0] as { estimate: number }).estimate;
  const b = (fit.coefficients[1] as { estimate: number }).estimate;
  return (signal - a) / b;
}

/** 4PL standard curve (same model and fit as fitDoseResponse4PL, concentration as dose). */
export function fitStandardCurve4PL(concentration: readonly number[], signal: readonly number[], options: DoseResponseOptions = {}): DoseResponseFit {
  return fitDoseResponse4PL(concentration, signal, options);
}

/** Concentration of an unknown from a 4PL standard curve; NaN outside the plateaus. */
export function interpolate4PL(fit: DoseResponseFit, signal: number): number {
  return inverseFourPL(signal, fit.params);
}

// Regression: ordinary least squares y ~ x (straight line or raw polynomial of degree 2–3,
// fitted by Householder QR as R's lm) with coefficient SEs, t tests, R², adjusted R², the
// overall F test, residual SE, and pointwise confidence / prediction bands from t quantiles.
// Correlation coefficients are in correlation.ts.

import { fSf, qrLeastSquares, tQuantile, tSf } from './numeric.ts';

export interface Coefficient {
  /** 'intercept', 'x', 'x^2', 'x^3'. */
  term: string;
  estimate: number;
  se: number;
  t: number;
  /** Two-sided p-value from t with the residual df. */
  p: number;
  /** Confidence interval estimate ± t(1 − α/2, df)·se (R's confint.lm). */
  ci: [number, number];
}

export interface LinearFit {
  degree: number;
  coefficients: Coefficient[];
  /** σ²·(XᵀX)⁻¹, in the order of `coefficients`. */
  covariance: number[][];
  rSquared: number;
  adjRSquared: number;
  /** Residual standard error sqrt(RSS/df) (R's "Residual standard error"). */
  sigma: number;
  /** Residual degrees of freedom n − (degree + 1). */
  df: number;
  fStatistic: number;
  fP: number;
  n: number;
  rss: number;
  residuals: number[];
  fitted: number[];
  confLevel: number;
}

export interface LinearFitOptions {
  /** Polynomial degree 1 (default), 2 or 3, in raw powers of x (R: y ~ x + I(x^2) + I(x^3)). */
  degree?: number;
  /** Level of the coefficient CIs (default 0.95). */
  confLevel?: number;
}

function designRow(x: number, degree: number): number[] {
  const row = [1];
  for (let k = 1; k <= degree; k++) row.push(Math.pow(x, k));
  return row;
}

/** Ordinary least squares y ~ poly(x, degree, raw = TRUE) via QR: R's summary(lm(...)) quantities. */
export function linearRegression(x: readonly number[], y: readonly number[], options: LinearFitOptions = {}): LinearFit {
  const degree = options.degree ?? 1;
  const confLevel = options.confLevel ?? 0.95;
  if (![1, 2, 3].includes(degree)) throw new Error('linearRegression: degree must be 1, 2 or 3');
  if (x.length !== y.length) throw new Error('linearRegression: x and y differ in length');
  for (let i = 0; i < x.length; i++) {
    if (!Number.isFinite(x[i]) || !Number.isFinite(y[i])) throw new Error('linearRegression: x and y must be finite');
  }
  const n = x.length;
  const p = degree + 1;
  if (n <= p) throw new Error('linearRegression: need more observations than coefficients');
  const X = x.map((xi) => designRow(xi, degree));
  const qr = qrLeastSquares(X, y);
  const df = n - p;
  const sigma2 = qr.rss / df;
  const tq = tQuantile(1 - (1 - confLevel) / 2, df);
  const terms = ['intercept', 'x', 'x^2', 'x^3'];
  const coefficients = qr.coefficients.map((b, j) => {
    const se = Math.sqrt(sigma2 * ((qr.unscaledCovariance[j] as number[])[j] as number));
    const t = b / se;
    return { term: terms[j] as string, estimate: b, se, t, p: 2 * tSf(Math.abs(t), df), ci: [b - tq * se, b + tq * se] as [number, number] };
  });
  const my = y.reduce((a, b) => a + b, 0) / n;
  const tss = y.reduce((a, b) => a + (b - my) ** 2, 0);
  const rSquared = 1 - qr.rss / tss;
  const adjRSquared = 1 - ((1 - rSquared) * (n - 1)) / df;
  const fStatistic = (tss - qr.rss) / (p - 1) / sigma2;
  return {
    degree,
    coefficients,
    covariance: qr.unscaledCovariance.map((row) => row.map((v) => v * sigma2)),
    rSquared,
    adjRSquared,
    sigma: Math.sqrt(sigma2),
    df,
    fStatistic,
    fP: fSf(fStatistic, p - 1, df),
    n,
    rss: qr.rss,
    residuals: qr.residuals,
    fitted: y.map((yi, i) => yi - (qr.residuals[i] as number)),
    confLevel,
  };
}

/** Fitted value of a linear / polynomial fit at x. */
export function predictLinear(fit: LinearFit, x: number): number {
  return designRow(x, fit.degree).reduce((s, v, j) => s + v * (fit.coefficients[j] as Coefficient).estimate, 0);
}

export interface BandPoint {
  x: number;
  fit: number;
  /** Standard error of the fitted mean at x (R predict(..., se.fit = TRUE)). */
  se: number;
  /** Confidence band for the mean: fit ± t·se. */
  confLower: number;
  confUpper: number;
  /** Prediction band for a new observation: fit ± t·sqrt(se² + σ²). */
  predLower: number;
  predUpper: number;
}

/** Pointwise confidence and prediction bands at the given x (R predict.lm interval = "confidence" / "prediction"). */
export function regressionBands(fit: LinearFit, xs: readonly number[], confLevel = 0.95): BandPoint[] {
  const tq = tQuantile(1 - (1 - confLevel) / 2, fit.df);
  const s2 = fit.sigma * fit.sigma;
  return xs.map((x) => {
    const row = designRow(x, fit.degree);
    let v = 0;
    row.forEach((a, i) => row.forEach((b, j) => (v += a * b * ((fit.covariance[i] as number[])[j] as number))));
    const yhat = predictLinear(fit, x);
    const se = Math.sqrt(v);
    const pse = Math.sqrt(v + s2);
    return { x, fit: yhat, se, confLower: yhat - tq * se, confUpper: yhat + tq * se, predLower: yhat - tq * pse, predUpper: yhat + tq * pse };
  });
}

// The curve a request asks to be fitted through y against x: least squares of degree 1–3 (R's
// lm(y ~ x + I(x^2) ...)) with its pointwise 95% confidence band, or LOESS as R's loess(y ~ x)
// fits it by default. Fitted on the axes' own scale (log10 values on a log axis).
import { ChartError } from '../errors.ts';
import type { FitModel } from '../spec.ts';
import { loess } from '../stats/loess.ts';
import { linearRegression, predictLinear, regressionBands, type LinearFit } from '../stats/regression.ts';

/** The least-squares and smoothed curves (a 4PL is fitted by the charts that draw one: stats/dose.ts). */
export type CurveModel = Exclude<FitModel, '4pl'>;

const DEGREE: Record<Exclude<CurveModel, 'loess'>, number> = { linear: 1, quadratic: 2, cubic: 3 };

export interface FittedCurve {
  model: CurveModel;
  /** The least-squares fit (absent for LOESS). */
  linear?: LinearFit;
  predict: (x: number) => number;
  /** Pointwise 95% confidence band of the mean (least squares only). */
  band?: (xs: number[]) => Array<{ lower: number; upper: number }>;
  rSquared: number;
}

/** Points a model needs: more than its coefficients, and for LOESS a neighbourhood of ≥ 3 points with 3 distinct x. */
function minimumPoints(model: CurveModel): number {
  return model === 'loess' ? 4 : DEGREE[model] + 2;
}

/** The model as a curve this module fits; a 4PL here is a spec no check refused, and fails as such. */
export function curveModel(model: FitModel): CurveModel {
  if (model === '4pl') throw new ChartError('METHOD_NOT_AVAILABLE', 'A four-parameter logistic fit is drawn by standard curve and dose response charts.');
  return model;
}

export function fitCurve(x: number[], y: number[], model: CurveModel, what: string): FittedCurve {
  const distinct = new Set(x).size;
  const needDistinct = model === 'loess' ? 3 : DEGREE[model] + 1;
  if (x.length < minimumPoints(model) || distinct < needDistinct) {
    throw new ChartError('TOO_FEW_VALUES', `${what} needs at least ${minimumPoints(model)} rows with ${needDistinct} different x values for a ${model === 'loess' ? 'LOESS' : model} fit; it has ${x.length} rows with ${distinct}.`);
  }
  if (model === 'loess') {
    const fit = loess(x, y);
    return { model, predict: fit.predict, rSquared: fit.rSquared };
  }
  const fit = linearRegression(x, y, { degree: DEGREE[model] });
  return {
    model,
    linear: fit,
    predict: (v) => predictLinear(fit, v),
    band: (xs) => regressionBands(fit, xs).map((b) => ({ lower: b.confLower, upper: b.confUpper })),
    rSquared: fit.rSquared,
  };
}

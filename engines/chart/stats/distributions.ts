// Distribution functions for descriptive, density, meta and layout: the ones of numeric.ts
// (checked against R there), under the names these modules use.
import { chiSquareSf, normalSf, tSf } from './numeric.ts';

export { chiSquareCdf, fCdf, logGamma, normalCdf, normalPdf, normalQuantile, regularizedBeta, regularizedGammaP, tCdf, tPdf, tQuantile } from './numeric.ts';

/** P(Z > x) without the cancellation of 1 - normalCdf(x). */
export const normalSurvival = normalSf;

/** P(X > x) for a chi-square variable. */
export const chiSquareSurvival = chiSquareSf;

/** Two-sided p-value of a t statistic. */
export function tTwoSidedP(t: number, df: number): number {
  return Math.min(1, 2 * tSf(Math.abs(t), df));
}

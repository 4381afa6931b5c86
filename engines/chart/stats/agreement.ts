// Bland–Altman agreement between two methods of measurement.

import { tQuantile } from './distributions.ts';
import { mean, sd } from './summaries.ts';

export interface BlandAltmanResult {
  n: number;
  /** Per pair: mean of the two methods and difference a − b. */
  points: { mean: number; diff: number }[];
  meanDiff: number;
  sdDiff: number;
  /** Multiplier of the SD for the limits (1.96 by default). */
  z: number;
  lower: number;
  upper: number;
  /** t_{1−α/2, n−1} used for the confidence intervals. */
  tCritical: number;
  seMeanDiff: number;
  seLimit: number;
  meanDiffCI: [number, number];
  lowerCI: [number, number];
  upperCI: [number, number];
}

/** Bland–Altman agreement: bias d̄ of a − b, SD s, limits d̄ ± 1.96 s, CIs with SE(d̄) = s/√n and SE(limit) = s·√(1/n + z²/(2(n−1))) and t_{n−1} (Bland & Altman 1986 Lancet; 1999 Stat Methods Med Res §2.1); seLimit 'approx' uses √(3s²/n) as in 1986. */
export function blandAltman(
  a: readonly number[],
  b: readonly number[],
  options: { z?: number; level?: number; seLimit?: 'exact' | 'approx' } = {},
): BlandAltmanResult {
  if (a.length !== b.length) throw new RangeError('the two methods need the same number of measurements');
  const points: { mean: number; diff: number }[] = [];
  a.forEach((ai, i) => {
    const bi = b[i] as number;
    if (Number.isFinite(ai) && Number.isFinite(bi)) points.push({ mean: (ai + bi) / 2, diff: ai - bi });
  });
  const n = points.length;
  const d = points.map((p) => p.diff);
  const meanDiff = mean(d);
  const sdDiff = sd(d);
  const z = options.z ?? 1.96;
  const level = options.level ?? 0.95;
  const tCritical = tQuantile(1 - (1 - level) / 2, n - 1);
  const seMeanDiff = sdDiff / Math.sqrt(n);
  const seLimit = options.seLimit === 'approx' ? Math.sqrt((3 * sdDiff * sdDiff) / n) : sdDiff * Math.sqrt(1 / n + (z * z) / (2 * (n - 1)));
  const lower = meanDiff - z * sdDiff;
  const upper = meanDiff + z * sdDiff;
  const ci = (v: number, se: number): [number, number] => [v - tCritical * se, v + tCritical * se];
  return {
    n,
    points,
    meanDiff,
    sdDiff,
    z,
    lower,
    upper,
    tCritical,
    seMeanDiff,
    seLimit,
    meanDiffCI: ci(meanDiff, seMeanDiff),
    lowerCI: ci(lower, seLimit),
    upperCI: ci(upper, seLimit),
  };
}


// Dose–response curves: the four-parameter logistic in log10 dose (GraphPad Prism's form, fitted
// by Levenberg–Marquardt; stats/fit.ts) per group, doses on a log axis, points as mean ± SEM per
// dose when there are replicates, and EC50 (IC50 for falling curves) printed with its 95% CI
// 10^(logEC50 ± t·SE), the interval Prism reports.
import { interval, sig } from '../format.ts';
import { ChartError } from '../errors.ts';
import { fittedChart } from '../plot/fittedChart.ts';
import type { Scene } from '../render/scene.ts';
import { fourPL } from '../stats/dose.ts';
import { fitDoseResponse4PL, type DoseResponseFit } from '../stats/fit.ts';
import type { ChartInput } from './types.ts';

/** "EC50 = 3.06 (95% CI 2.69–3.47)", IC50 when the response falls with dose. */
export function ec50Text(fit: DoseResponseFit): string {
  const name = fit.params.hillSlope < 0 ? 'IC50' : 'EC50';
  const [lo, hi] = fit.ec50.ciFromLog;
  return `${name} = ${sig(fit.ec50.estimate, 3)} (95% CI ${interval(lo, hi, sig)})`;
}

export function doseResponse(input: ChartInput): Scene {
  const rising: boolean[] = [];
  return fittedChart(input, {
    what: 'A four-parameter logistic fit',
    minPoints: 5,
    logX: true,
    fit: (x, y) => {
      if (x.some((d) => d < 0)) throw new ChartError('DOSE_NEGATIVE', 'Doses must be 0 or more: give concentrations, not their logarithms (the dose axis is drawn on a log scale).');
      const fit = fitDoseResponse4PL(x, y);
      rising.push(fit.params.hillSlope > 0);
      return { predict: (d) => fourPL(d, fit.params), text: ec50Text(fit) };
    },
    corner: () => (rising.filter(Boolean).length * 2 >= rising.length ? 'top-left' : 'top-right'),
  });
}

// How each statistical method names itself on a figure, so that a reader sees which one was
// computed: "Spearman ρ = 0.62, p = 0.003, n = 40", "quadratic fit, R² = 0.81".
import { fixed, formatP } from '../format.ts';
import type { Aggregate, CorrelationMethod, ErrorKind, FitModel, MetaModel } from '../spec.ts';
import type { CorrelationTest } from '../stats/correlation.ts';

export const COEFFICIENT: Record<CorrelationMethod, { name: string; symbol: string }> = {
  pearson: { name: 'Pearson', symbol: 'r' },
  spearman: { name: 'Spearman', symbol: '\u03c1' },
  kendall: { name: 'Kendall', symbol: '\u03c4' },
};

/** "Spearman ρ = 0.62, p = 0.003, n = 40". */
export function correlationLabel(test: CorrelationTest): string {
  const { name, symbol } = COEFFICIENT[test.method];
  return `${name} ${symbol} = ${fixed(test.estimate, 2)}, ${formatP(test.p)}, n = ${test.n}`;
}

export const FIT_NAME: Record<FitModel, string> = {
  linear: 'linear fit',
  quadratic: 'quadratic fit',
  cubic: 'cubic fit',
  loess: 'LOESS (span 0.75, degree 2)',
};

/** "quadratic fit, R² = 0.81". */
export function fitLabel(model: FitModel, rSquared: number): string {
  return `${FIT_NAME[model]}, R\u00b2 = ${fixed(rSquared, 2)}`;
}

export const ERROR_LABEL: Record<ErrorKind, string> = { sem: 'SEM', sd: 'SD', ci95: '95% CI' };

const SUMMARY_WORD: Record<Aggregate, string> = { mean: 'Mean', median: 'Median', sum: 'Total', count: 'Count' };

/**
 * The title of an axis of summaries, so that a reader knows a bar is a mean and what its error
 * bar is: "Mean Weight (g)", "Median Weight (g)", "Total Weight (g)", "Count", and with error
 * bars "Mean Weight (g) ± SEM". Without a summary (every value its own), the column's name.
 */
export function summaryTitle(name: string, how: Aggregate | undefined, errorBars?: ErrorKind): string {
  if (!how) return name;
  if (how === 'count' || !name) return SUMMARY_WORD.count;
  return `${SUMMARY_WORD[how]} ${name}${how === 'mean' && errorBars ? ` \u00b1 ${ERROR_LABEL[errorBars]}` : ''}`;
}

/**
 * The line a note gives when the request's own axis title replaces summaryTitle's: "Mean ± SEM",
 * "Median"; nothing without a summary.
 */
export function summaryNote(how: Aggregate | undefined, errorBars?: ErrorKind): string[] {
  if (!how || how === 'count') return [];
  return [`${SUMMARY_WORD[how]}${how === 'mean' && errorBars ? ` \u00b1 ${ERROR_LABEL[errorBars]}` : ''}`];
}

/** "n = 6" or "n = 6–8 per point". */
export function nRange(counts: readonly number[], per = 'per point'): string {
  const lo = Math.min(...counts);
  const hi = Math.max(...counts);
  return lo === hi ? `n = ${lo} ${per}` : `n = ${lo}\u2013${hi} ${per}`;
}

/** The pooled estimate's row label in a forest plot. */
export const META_MODEL_LABEL: Record<MetaModel, string> = {
  random: 'Random effects (DL)',
  fixed: 'Common effect (IV)',
};

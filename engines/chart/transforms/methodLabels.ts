// How each statistical method names itself on a figure, so that a reader sees which one was
// computed: "Spearman ρ = 0.62, p = 0.003, n = 40", "quadratic fit, R² = 0.81".
import { fixed, formatP } from '../format.ts';
import type { Aggregate, CorrelationMethod, ErrorKind, FitModel, MetaModel, StatisticalTest } from '../spec.ts';
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
  '4pl': 'four-parameter logistic fit',
};

/** "quadratic fit, R² = 0.81". */
export function fitLabel(model: FitModel, rSquared: number): string {
  return `${FIT_NAME[model]}, R\u00b2 = ${fixed(rSquared, 2)}`;
}

export const ERROR_LABEL: Record<ErrorKind, string> = { sem: 'SEM', sd: 'SD', ci95: '95% CI' };

export const SUMMARY_WORD: Record<Aggregate, string> = { mean: 'Mean', median: 'Median', sum: 'Total', count: 'Count', max: 'Maximum', min: 'Minimum' };

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

/** The names of the tests between groups, as a results section writes them. */
export const TEST_NAME: Record<StatisticalTest, string> = {
  welch: "Welch's t-test",
  t: "Student's t-test",
  paired_t: 'the paired t-test',
  mann_whitney: 'the Mann\u2013Whitney U test',
  wilcoxon: 'the Wilcoxon signed-rank test',
  anova: 'one-way ANOVA',
  tukey: "Tukey's HSD",
  kruskal: 'the Kruskal\u2013Wallis test',
};

/** A rank statistic: whole, or a half where ties split a count ("84", "575.5"). */
const rankStatistic = (v: number): string => fixed(v, Number.isInteger(v) ? 0 : 1);

/** Degrees of freedom: whole, or Welch's to one decimal ("17.8"). */
const degrees = (df: number): string => fixed(df, Number.isInteger(df) ? 0 : 1);

/** Which distribution a rank test's p comes from. */
const rankMethod = (exact: boolean): string => (exact ? ' (exact)' : ' (normal approx.)');

/** "Welch's t(17.8) = 2.31, p = 0.033"; "Student's t(18) = …"; "Paired t(9) = …". */
export function tTestLabel(kind: 'welch' | 't' | 'paired_t', test: { t: number; df: number; p: number }): string {
  const name = kind === 'welch' ? "Welch's t" : kind === 't' ? "Student's t" : 'Paired t';
  return `${name}(${degrees(test.df)}) = ${fixed(test.t, 2)}, ${formatP(test.p)}`;
}

/** "Mann–Whitney U = 84, p = 0.009 (exact)"; "Wilcoxon signed-rank V = 45, p = 0.009 (normal approx.)". */
export function rankTestLabel(kind: 'mann_whitney' | 'wilcoxon', test: { statistic: number; p: number; exact: boolean }): string {
  const name = kind === 'mann_whitney' ? 'Mann\u2013Whitney U' : 'Wilcoxon signed-rank V';
  return `${name} = ${rankStatistic(test.statistic)}, ${formatP(test.p)}${rankMethod(test.exact)}`;
}

/** "One-way ANOVA: F(2, 27) = 4.85, p = 0.016". */
export function anovaLabel(test: { f: number; df1: number; df2: number; p: number }): string {
  return `One-way ANOVA: F(${test.df1}, ${test.df2}) = ${fixed(test.f, 2)}, ${formatP(test.p)}`;
}

/** "Kruskal–Wallis H = 7.99, df = 2, p = 0.018". */
export function kruskalLabel(test: { h: number; df: number; p: number }): string {
  return `Kruskal\u2013Wallis H = ${fixed(test.h, 2)}, df = ${test.df}, ${formatP(test.p)}`;
}

/** What the letters above the groups are, under the ANOVA's line: "Letters: Tukey HSD, α = 0.05" (groups sharing a letter do not differ at α). */
export function tukeyLegend(alpha: number): string {
  return `Letters: Tukey HSD, \u03b1 = ${alpha}`;
}

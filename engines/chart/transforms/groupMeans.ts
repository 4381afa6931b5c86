// Rows summarised per (series, x): the values of y at each x of each group, their summary (mean,
// median, sum or count) and the half-width of the error bar asked for (SD, SEM, or the t-based
// 95% CI of the mean, as R's t.test gives it).
import { levels } from '../columns/values.ts';
import type { Column } from '../data/types.ts';
import type { Aggregate, ErrorKind } from '../spec.ts';
import { meanSummary, type MeanSummary } from '../stats/summaries.ts';
import { aggregate, groupNumbers } from './group.ts';

export { ERROR_LABEL } from './methodLabels.ts';

export interface SummaryPoint {
  /** The x value as text (a category, or a number's text). */
  key: string;
  /** The numeric x (0 for categories). */
  x: number;
  values: number[];
  summary: MeanSummary;
  /** The plotted summary: the mean, median, sum or count of `values`. */
  center: number;
  /** Error-bar half-width (0 without error bars, for one value, or for summaries other than the mean). */
  err: number;
}

export interface SummarySeries {
  name: string;
  points: SummaryPoint[];
}

export function halfWidth(s: MeanSummary, kind: ErrorKind | undefined): number {
  if (!kind || s.n < 2) return 0;
  if (kind === 'sd') return s.sd;
  if (kind === 'ci95') return s.tCritical * s.sem;
  return s.sem;
}

/**
 * One series per level of `group` (one series named '' without it), each with a point per
 * distinct x in first-appearance order (sorted by value when x is numeric).
 */
export function summariseByX(x: Column, y: Column, group: Column | undefined, options: { errorBars?: ErrorKind | undefined; aggregate?: Aggregate | undefined }): {
  series: SummarySeries[];
  categories: string[];
  numericX: boolean;
} {
  const how = options.aggregate ?? 'mean';
  const numericX = x.type !== 'category';
  const categories = levels(x.values);
  const seriesKeys = group ? levels(group.values) : [''];
  const series = seriesKeys.map((sk) => {
    const buckets = groupNumbers(
      y.values.length,
      (i) => {
        const xv = x.values[i];
        return xv === null || xv === undefined || (group && String(group.values[i]) !== sk) ? undefined : String(xv);
      },
      (i) => y.values[i],
    );
    const points: SummaryPoint[] = [];
    for (const key of categories) {
      const values = buckets.get(key);
      if (!values || values.length === 0) continue;
      const summary = meanSummary(values);
      points.push({ key, x: numericX ? Number(key) : 0, values, summary, center: aggregate(values, how), err: how === 'mean' ? halfWidth(summary, options.errorBars) : 0 });
    }
    if (numericX) points.sort((a, b) => a.x - b.x);
    return { name: sk, points };
  });
  return { series, categories, numericX };
}

// Values a log axis cannot show. Charts that summarise or fit (regression, error bars, bars)
// leave them out and say so on the figure; charts that plot each value as it is refuse the log
// scale instead (LOG_SCALE_NONPOSITIVE, as requestProblems.ts does before a job).

/** "12 values ≤ 0 not shown on the log scale", or undefined when none were left out. */
export function logDropNote(dropped: number): string | undefined {
  if (dropped <= 0) return undefined;
  return `${dropped} value${dropped === 1 ? '' : 's'} \u2264 0 not shown on the log scale`;
}

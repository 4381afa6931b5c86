// The 49 chart types of the spec, in its order, then the ones this service adds (docs/decisions.md: superplot).
export const CHART_TYPES = [
  'bar', 'line', 'scatter', 'dot', 'frequency_dot', 'pie', 'nested_pie', 'timeseries', 'waterfall', 'stacked_area',
  'radar', 'boxplot', 'violin', 'histogram', 'density', 'raincloud', 'beeswarm', 'qq', 'ogive', 'ecdf',
  'ridgeline', 'regression', 'errorbar', 'correlation', 'bland_altman', 'funnel', 'standard_curve', 'bubble', 'hexbin', 'paired_dot',
  'volcano', 'kaplan_meier', 'forest', 'roc', 'manhattan', 'ma_plot', 'enrichment', 'dose_response', 'growth_curve', 'enzyme_kinetics',
  'precision_recall', 'calibration_curve', 'confusion_matrix', 'heatmap', 'dendrogram', 'upset', 'sankey', 'stem_leaf', 'calendar_heatmap',
  'superplot',
] as const;

export type ChartType = (typeof CHART_TYPES)[number];

export function isChartType(value: string): value is ChartType {
  return (CHART_TYPES as readonly string[]).includes(value);
}

/** Chart types that draw every numeric column of the data when the request names none. */
export const EVERY_MEASURE: ReadonlySet<ChartType> = new Set(['correlation', 'heatmap', 'dendrogram', 'bland_altman']);

// Every chart type the engine draws, one entry each: a complete record, so a type without a
// drawing does not compile. Each is a plain function of (table, spec, theme) to a scene. The
// types that draw small multiples (transforms/facets.ts FACETED_TYPES) give their panel too;
// every other type refuses a facet (FACET_NOT_AVAILABLE).
import { CHART_TYPES, type ChartType } from '../chartTypes.ts';
import { ChartError } from '../errors.ts';
import { drawFacets } from '../plot/facets.ts';
import type { PanelChart } from '../plot/panel.ts';
import { facetProblem, isFaceted, type FacetedType } from '../transforms/facets.ts';
import { bar, barPanel } from './bar.ts';
import { beeswarm } from './beeswarm.ts';
import { blandAltman } from './blandAltman.ts';
import { boxplot, boxplotPanel } from './boxplot.ts';
import { bubble } from './bubble.ts';
import { calendarHeatmap } from './calendarHeatmap.ts';
import { calibrationCurve } from './calibrationCurve.ts';
import { confusionMatrix } from './confusionMatrix.ts';
import { correlation } from './correlation.ts';
import { dendrogram } from './dendrogram.ts';
import { density, densityPanel } from './density.ts';
import { dot } from './dot.ts';
import { doseResponse } from './doseResponse.ts';
import { ecdf } from './ecdf.ts';
import { enrichment } from './enrichment.ts';
import { enzymeKinetics } from './enzymeKinetics.ts';
import { errorbar, summaryPanel } from './errorbar.ts';
import { forest } from './forest.ts';
import { frequencyDot } from './frequency_dot.ts';
import { funnel } from './funnel.ts';
import { growthCurve } from './growthCurve.ts';
import { heatmap } from './heatmap.ts';
import { hexbin } from './hexbin.ts';
import { histogram, histogramPanel } from './histogram.ts';
import { kaplanMeier, kaplanMeierPanel } from './kaplanMeier.ts';
import { maPlot } from './maPlot.ts';
import { manhattan } from './manhattan.ts';
import { nestedPie } from './nestedPie.ts';
import { ogive } from './ogive.ts';
import { pairedDot } from './paired_dot.ts';
import { pie } from './pie.ts';
import { precisionRecall } from './precisionRecall.ts';
import { qq } from './qq.ts';
import { radar } from './radar.ts';
import { raincloud } from './raincloud.ts';
import { regression, regressionPanel } from './regression.ts';
import { ridgeline } from './ridgeline.ts';
import { roc } from './roc.ts';
import { sankey } from './sankey.ts';
import { line, linePanel, scatter, scatterPanel } from './scatter.ts';
import { stackedArea } from './stackedArea.ts';
import { standardCurve } from './standardCurve.ts';
import { stemLeaf } from './stem_leaf.ts';
import { superplot } from './superplot.ts';
import type { DrawChart } from './types.ts';
import { upset } from './upset.ts';
import { violin, violinPanel } from './violin.ts';
import { volcano } from './volcano.ts';
import { waterfall } from './waterfall.ts';

const DRAWINGS: Record<ChartType, DrawChart> = {
  bar,
  line,
  scatter,
  dot,
  frequency_dot: frequencyDot,
  pie,
  nested_pie: nestedPie,
  timeseries: line,
  waterfall,
  stacked_area: stackedArea,
  radar,
  boxplot,
  violin,
  histogram,
  density,
  raincloud,
  beeswarm,
  qq,
  ogive,
  ecdf,
  ridgeline,
  regression,
  errorbar,
  correlation,
  bland_altman: blandAltman,
  funnel,
  standard_curve: standardCurve,
  bubble,
  hexbin,
  paired_dot: pairedDot,
  volcano,
  kaplan_meier: kaplanMeier,
  forest,
  roc,
  manhattan,
  ma_plot: maPlot,
  enrichment,
  dose_response: doseResponse,
  growth_curve: growthCurve,
  enzyme_kinetics: enzymeKinetics,
  precision_recall: precisionRecall,
  calibration_curve: calibrationCurve,
  confusion_matrix: confusionMatrix,
  heatmap,
  dendrogram,
  upset,
  sankey,
  stem_leaf: stemLeaf,
  calendar_heatmap: calendarHeatmap,
  superplot,
};

/** One panel of each chart type that draws small multiples. */
export const PANELS: Record<FacetedType, PanelChart> = {
  scatter: scatterPanel,
  line: linePanel,
  timeseries: linePanel,
  bar: barPanel,
  errorbar: (input) => summaryPanel(input, 'sem'),
  histogram: histogramPanel,
  boxplot: boxplotPanel,
  violin: violinPanel,
  density: densityPanel,
  regression: regressionPanel,
  kaplan_meier: kaplanMeierPanel,
};

/** The chart type's drawing, or its small multiples when the spec asks for a facet (refused when it cannot). */
function withFacets(type: ChartType): DrawChart {
  const draw = DRAWINGS[type];
  const panel = (PANELS as Partial<Record<ChartType, PanelChart>>)[type];
  return (input) => {
    if (!isFaceted(input.spec)) return draw(input);
    const problem = facetProblem(input.table, input.spec);
    if (problem) throw problem;
    if (!panel) throw new ChartError('FACET_NOT_AVAILABLE', `The ${type} chart cannot be split into panels.`);
    return drawFacets(input, panel);
  };
}

export const CHARTS = Object.fromEntries(CHART_TYPES.map((type) => [type, withFacets(type)])) as Record<ChartType, DrawChart>;

// Omics, meta-analysis and matrix chart types: volcano, forest, funnel, heatmap, correlation,
// confusion matrix, Manhattan, MA, enrichment, bubble and hexbin plots.
import type { ChartType } from '../chartTypes.ts';
import { bubble } from './bubble.ts';
import { confusionMatrix } from './confusionMatrix.ts';
import { correlation } from './correlation.ts';
import { enrichment } from './enrichment.ts';
import { forest } from './forest.ts';
import { funnel } from './funnel.ts';
import { heatmap } from './heatmap.ts';
import { hexbin } from './hexbin.ts';
import { maPlot } from './maPlot.ts';
import { manhattan } from './manhattan.ts';
import type { DrawChart } from './types.ts';
import { volcano } from './volcano.ts';

export const BATCH_OMICS: Partial<Record<ChartType, DrawChart>> = {
  volcano,
  forest,
  funnel,
  heatmap,
  correlation,
  confusion_matrix: confusionMatrix,
  manhattan,
  ma_plot: maPlot,
  enrichment,
  bubble,
  hexbin,
};

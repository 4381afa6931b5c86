// Every chart type the engine draws. Each is a plain function of (table, spec, theme) to a scene.
import type { ChartType } from '../chartTypes.ts';
import { bar } from './bar.ts';
import { histogram } from './histogram.ts';
import { line, scatter } from './scatter.ts';
import type { DrawChart } from './types.ts';
import { BATCH_MODELS } from './batchModels.ts';
import { BATCH_DISTRIBUTIONS } from './batchDistributions.ts';
import { BATCH_OMICS } from './batchOmics.ts';
import { BATCH_COMPOSITION } from './batchComposition.ts';

export const CHARTS: Partial<Record<ChartType, DrawChart>> = {
  scatter,
  line,
  timeseries: line,
  bar,
  histogram,
  ...BATCH_MODELS,
  ...BATCH_DISTRIBUTIONS,
  ...BATCH_OMICS,
  ...BATCH_COMPOSITION,
};

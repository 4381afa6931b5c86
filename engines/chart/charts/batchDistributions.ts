// Distribution charts: box plots, violins, densities, ECDFs, Q-Q plots, error bars, dot plots,
// beeswarms, rainclouds, ridgelines, ogives, frequency dot plots, paired dots, stem-and-leaf.
import type { ChartType } from '../chartTypes.ts';
import { beeswarm } from './beeswarm.ts';
import { boxplot } from './boxplot.ts';
import { density } from './density.ts';
import { dot } from './dot.ts';
import { ecdf } from './ecdf.ts';
import { errorbar } from './errorbar.ts';
import { frequencyDot } from './frequency_dot.ts';
import { ogive } from './ogive.ts';
import { pairedDot } from './paired_dot.ts';
import { qq } from './qq.ts';
import { raincloud } from './raincloud.ts';
import { ridgeline } from './ridgeline.ts';
import { stemLeaf } from './stem_leaf.ts';
import type { DrawChart } from './types.ts';
import { violin } from './violin.ts';

export const BATCH_DISTRIBUTIONS: Partial<Record<ChartType, DrawChart>> = {
  boxplot,
  violin,
  density,
  ecdf,
  qq,
  errorbar,
  dot,
  beeswarm,
  raincloud,
  ridgeline,
  ogive,
  frequency_dot: frequencyDot,
  paired_dot: pairedDot,
  stem_leaf: stemLeaf,
};

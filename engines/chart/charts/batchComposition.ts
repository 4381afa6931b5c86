// Composition, flow and set charts: pie, stacked area, waterfall, radar, dendrogram, UpSet,
// Sankey, calendar heatmap and nested pie. Merged into charts/index.ts by the lead engineer.
import type { ChartType } from '../chartTypes.ts';
import { calendarHeatmap } from './calendarHeatmap.ts';
import { dendrogram } from './dendrogram.ts';
import { nestedPie } from './nestedPie.ts';
import { pie } from './pie.ts';
import { radar } from './radar.ts';
import { sankey } from './sankey.ts';
import { stackedArea } from './stackedArea.ts';
import type { DrawChart } from './types.ts';
import { upset } from './upset.ts';
import { waterfall } from './waterfall.ts';

export const BATCH_COMPOSITION: Partial<Record<ChartType, DrawChart>> = {
  pie,
  stacked_area: stackedArea,
  waterfall,
  radar,
  dendrogram,
  upset,
  sankey,
  calendar_heatmap: calendarHeatmap,
  nested_pie: nestedPie,
};

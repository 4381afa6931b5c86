import type { Table } from '../data/types.ts';
import type { Theme } from '../plot/theme.ts';
import type { Scene } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';

export interface ChartInput {
  table: Table;
  spec: ChartSpec;
  theme: Theme;
  /**
   * When this input draws one panel of a faceted figure (plot/facets.ts): the whole figure's
   * table, for what every panel shares (a histogram's bins, whether lines join means).
   */
  figure?: Table;
}

export type DrawChart = (input: ChartInput) => Scene;

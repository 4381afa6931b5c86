import type { Table } from '../data/types.ts';
import type { Theme } from '../plot/theme.ts';
import type { Scene } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';

export interface ChartInput {
  table: Table;
  spec: ChartSpec;
  theme: Theme;
}

export type DrawChart = (input: ChartInput) => Scene;

// What panel finding gives: each panel's box, letter and place in the figure's grid. Types only.
import type { Box } from './layout.ts';

export interface Panel {
  box: Box;
  /** Upper case, or null when the panel has no letter that was read (or letters were not asked for). */
  letter: string | null;
  /** 0-based row and column in the figure's grid, and place in reading order. */
  row: number;
  column: number;
  order: number;
}

export interface PanelLayout {
  panels: Panel[];
  rows: number;
  columns: number;
  /** Whether letters were looked for. */
  lettered: boolean;
}

// What to draw, resolved from the request (and edits) against the table's columns. A plain
// value: stored with each chart job so that an edit starts from its parent's spec.
import type { ChartType } from './chartTypes.ts';

export type Legend = 'auto' | 'none' | 'top' | 'bottom' | 'left' | 'right' | 'inside';
export type ScaleKind = 'linear' | 'log';
export type ErrorKind = 'sd' | 'sem' | 'ci95';
export type Aggregate = 'mean' | 'median' | 'sum' | 'count';

export interface ReferenceLine {
  axis: 'x' | 'y';
  value: number;
  label?: string;
}

export interface Annotation {
  text: string;
  x: number;
  y: number;
}

export interface AxisSpec {
  label?: string;
  scale: ScaleKind;
  range?: [number, number];
}

export interface ChartSpec {
  type: ChartType;
  /** Column roles: x, y (several y columns are several series), group, and type-specific
   *  roles such as time, event, score, truth, lower, upper, label, weight. */
  x?: string;
  y: string[];
  group?: string;
  roles: Record<string, string>;
  title?: string;
  xAxis: AxisSpec;
  yAxis: AxisSpec;
  legend: Legend;
  aggregate?: Aggregate;
  errorBars?: ErrorKind;
  referenceLines: ReferenceLine[];
  annotations: Annotation[];
  /** Points drawn over summaries (bar, boxplot ...). */
  showPoints?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** Columns the request named without a role; each chart type decides what they are. */
  mentioned: string[];
}

export function emptySpec(type: ChartType): ChartSpec {
  return { type, y: [], roles: {}, xAxis: { scale: 'linear' }, yAxis: { scale: 'linear' }, legend: 'auto', referenceLines: [], annotations: [], mentioned: [] };
}

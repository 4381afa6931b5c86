// The frame of a Cartesian chart: margins measured from the real text (tick labels, axis
// titles, title, legend), then the axes in the journal's line widths, ticks pointing out,
// no box and no grid, as journals print them.
import { measureText } from '../render/fonts.ts';
import type { SceneNode } from '../render/scene.ts';
import type { Legend } from '../spec.ts';
import type { Theme } from './theme.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LegendEntry {
  label: string;
  color: string;
  shape: 'point' | 'line' | 'box';
}

export interface FrameText {
  title?: string;
  xLabel?: string;
  yLabel?: string;
  xTickLabels: string[];
  yTickLabels: string[];
  legend: LegendEntry[];
  legendPosition: Legend;
  /** Category labels on x are long: set them at 45 degrees. */
  rotateXLabels?: boolean;
}

const GAP = 3;

function widest(labels: string[], size: number): number {
  return labels.reduce((w, l) => Math.max(w, measureText(l, size, 'normal').width), 0);
}

export function legendSize(entries: LegendEntry[], theme: Theme): { width: number; height: number } {
  if (entries.length === 0) return { width: 0, height: 0 };
  const row = theme.fontSize * 1.4;
  return { width: widest(entries.map((e) => e.label), theme.fontSize) + theme.fontSize * 1.6, height: row * entries.length };
}

/** Where the plotting area goes, leaving room for every piece of text around it. */
export function layoutFrame(text: FrameText, theme: Theme): { plot: Rect; legendAt?: { x: number; y: number } } {
  const fs = theme.fontSize;
  const pad = 2;
  let top = pad + (text.title ? theme.titleSize * 1.6 : fs * 0.6);
  let right = pad + widest(text.xTickLabels.slice(-1), fs) / 2;
  const xLabelDepth = text.rotateXLabels ? widest(text.xTickLabels, fs) * Math.SQRT1_2 + fs : fs * 1.2;
  let bottom = pad + theme.tickLength + GAP + xLabelDepth + (text.xLabel ? fs * 1.5 : 0);
  const left = pad + theme.tickLength + GAP + widest(text.yTickLabels, fs) + (text.yLabel ? fs * 1.5 : 0);
  const legend = text.legendPosition === 'none' ? { width: 0, height: 0 } : legendSize(text.legend, theme);
  let legendAt: { x: number; y: number } | undefined;
  const position = text.legendPosition === 'auto' ? 'right' : text.legendPosition;
  if (legend.width > 0) {
    if (position === 'right') {
      right += legend.width + GAP * 2;
      legendAt = { x: theme.width - pad - legend.width, y: top };
    } else if (position === 'top') {
      legendAt = { x: left, y: top };
      top += legend.height + GAP;
    } else if (position === 'bottom') {
      bottom += legend.height + GAP;
      legendAt = { x: left, y: theme.height - pad - legend.height };
    } else if (position === 'left') {
      legendAt = { x: pad, y: top };
    }
  }
  const leftTotal = left + (position === 'left' && legend.width > 0 ? legend.width + GAP * 2 : 0);
  const plot = { x: leftTotal, y: top, width: Math.max(10, theme.width - leftTotal - right), height: Math.max(10, theme.height - top - bottom) };
  if (position === 'inside' && legend.width > 0) legendAt = { x: plot.x + plot.width - legend.width - GAP, y: plot.y + GAP };
  return { plot, ...(legendAt ? { legendAt } : {}) };
}

export interface AxisTicks {
  positions: number[];
  labels: string[];
}

/** Left and bottom axes with outward ticks, tick labels and axis titles. */
export function drawAxes(plot: Rect, x: AxisTicks, y: AxisTicks, text: FrameText, theme: Theme): SceneNode[] {
  const fs = theme.fontSize;
  const ink = theme.ink;
  const base = plot.y + plot.height;
  const nodes: SceneNode[] = [
    { type: 'line', x1: plot.x, y1: base, x2: plot.x + plot.width, y2: base, stroke: ink, strokeWidth: theme.axisWidth, lineCap: 'square' },
    { type: 'line', x1: plot.x, y1: plot.y, x2: plot.x, y2: base, stroke: ink, strokeWidth: theme.axisWidth, lineCap: 'square' },
  ];
  x.positions.forEach((px, i) => {
    nodes.push({ type: 'line', x1: px, y1: base, x2: px, y2: base + theme.tickLength, stroke: ink, strokeWidth: theme.axisWidth });
    const label = x.labels[i] ?? '';
    nodes.push(
      text.rotateXLabels
        ? { type: 'text', x: px, y: base + theme.tickLength + GAP, text: label, size: fs, weight: 'normal', anchor: 'end', baseline: 'hanging', rotate: -45, color: ink }
        : { type: 'text', x: px, y: base + theme.tickLength + GAP, text: label, size: fs, weight: 'normal', anchor: 'middle', baseline: 'hanging', color: ink },
    );
  });
  y.positions.forEach((py, i) => {
    nodes.push({ type: 'line', x1: plot.x - theme.tickLength, y1: py, x2: plot.x, y2: py, stroke: ink, strokeWidth: theme.axisWidth });
    nodes.push({ type: 'text', x: plot.x - theme.tickLength - GAP, y: py, text: y.labels[i] ?? '', size: fs, weight: 'normal', anchor: 'end', baseline: 'middle', color: ink });
  });
  if (text.xLabel) {
    const depth = text.rotateXLabels ? widest(text.xTickLabels, fs) * Math.SQRT1_2 + fs : fs * 1.2;
    nodes.push({ type: 'text', x: plot.x + plot.width / 2, y: base + theme.tickLength + GAP + depth + fs * 0.2, text: text.xLabel, size: fs, weight: 'normal', anchor: 'middle', baseline: 'hanging', color: ink });
  }
  if (text.yLabel) {
    const offset = theme.tickLength + GAP + widest(text.yTickLabels, fs) + fs * 0.5;
    nodes.push({ type: 'text', x: plot.x - offset, y: plot.y + plot.height / 2, text: text.yLabel, size: fs, weight: 'normal', anchor: 'middle', baseline: 'alphabetic', rotate: -90, color: ink });
  }
  if (text.title) {
    nodes.push({ type: 'text', x: plot.x + plot.width / 2, y: 2 + theme.titleSize, text: text.title, size: theme.titleSize, weight: 'bold', anchor: 'middle', baseline: 'alphabetic', color: ink });
  }
  return nodes;
}

export function drawLegend(at: { x: number; y: number }, entries: LegendEntry[], theme: Theme): SceneNode[] {
  const fs = theme.fontSize;
  const row = fs * 1.4;
  const nodes: SceneNode[] = [];
  entries.forEach((entry, i) => {
    const cy = at.y + row * i + row / 2;
    const key = fs * 0.9;
    if (entry.shape === 'line') nodes.push({ type: 'line', x1: at.x, y1: cy, x2: at.x + key, y2: cy, stroke: entry.color, strokeWidth: theme.lineWidth });
    else if (entry.shape === 'box') nodes.push({ type: 'rect', x: at.x, y: cy - key / 2, width: key, height: key, fill: entry.color });
    else nodes.push({ type: 'circle', cx: at.x + key / 2, cy, r: theme.markerRadius, fill: entry.color });
    nodes.push({ type: 'text', x: at.x + key + fs * 0.5, y: cy, text: entry.label, size: fs, weight: 'normal', anchor: 'start', baseline: 'middle', color: theme.ink });
  });
  return nodes;
}

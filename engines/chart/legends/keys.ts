// Key legends: a swatch (point, line or box) and a label per series, stacked in one column
// beside or inside the plot, or flowed into rows no wider than the plot above or below it.
import type { Theme } from '../plot/theme.ts';
import { lineHeight, textWidth, wrapText } from '../plot/textFit.ts';
import type { SceneNode } from '../render/scene.ts';
import type { SideBlock } from './sideBlock.ts';

export interface LegendEntry {
  label: string;
  color: string;
  shape: 'point' | 'line' | 'box';
}

function legendRow(theme: Theme): number {
  return theme.fontSize * 1.4;
}

function legendKeyWidth(entry: LegendEntry, theme: Theme): number {
  return theme.fontSize * 1.4 + textWidth(entry.label, theme.fontSize);
}

/** A label's lines: one, or wrapped where the label alone is wider than the row. */
function labelLines(entry: LegendEntry, theme: Theme, maxWidth?: number): string[] {
  if (maxWidth === undefined || legendKeyWidth(entry, theme) <= maxWidth) return [entry.label];
  return wrapText(entry.label, maxWidth - theme.fontSize * 1.4, theme.fontSize);
}

/** Positions of legend entries flowing in rows no wider than `maxWidth` (one column without). */
function legendFlow(entries: LegendEntry[], theme: Theme, maxWidth?: number): { width: number; height: number; at: Array<{ x: number; y: number }>; lines: string[][] } {
  const row = legendRow(theme);
  if (maxWidth === undefined) {
    const width = entries.reduce((w, e) => Math.max(w, legendKeyWidth(e, theme)), 0) + theme.fontSize * 0.2;
    return { width, height: row * entries.length, at: entries.map((_, i) => ({ x: 0, y: row * i })), lines: entries.map((e) => [e.label]) };
  }
  const lines = entries.map((e) => labelLines(e, theme, maxWidth));
  const extra = (i: number): number => ((lines[i]?.length ?? 1) - 1) * lineHeight(theme.fontSize);
  const at: Array<{ x: number; y: number }> = [];
  let x = 0;
  let y = 0;
  let rowHeight = row;
  let width = 0;
  entries.forEach((entry, i) => {
    const w = theme.fontSize * 1.4 + Math.max(...(lines[i] ?? []).map((l) => textWidth(l, theme.fontSize)));
    if (x > 0 && x + w > maxWidth) {
      x = 0;
      y += rowHeight;
      rowHeight = row;
    }
    at.push({ x, y });
    rowHeight = Math.max(rowHeight, row + extra(i));
    x += w + theme.fontSize;
    width = Math.max(width, x - theme.fontSize);
  });
  return { width, height: entries.length > 0 ? y + rowHeight : 0, at, lines };
}

/** Size of the legend drawLegend draws: one column, or rows no wider than `maxWidth`. */
export function legendSize(entries: LegendEntry[], theme: Theme, maxWidth?: number): { width: number; height: number } {
  if (entries.length === 0) return { width: 0, height: 0 };
  const { width, height } = legendFlow(entries, theme, maxWidth);
  return { width, height };
}

/** The legend's keys and labels: one column, or rows no wider than `maxWidth`. */
export function drawLegend(at: { x: number; y: number }, entries: LegendEntry[], theme: Theme, maxWidth?: number): SceneNode[] {
  const fs = theme.fontSize;
  const row = legendRow(theme);
  const flow = legendFlow(entries, theme, maxWidth);
  const nodes: SceneNode[] = [];
  entries.forEach((entry, i) => {
    const x0 = at.x + (flow.at[i]?.x ?? 0);
    const lines = flow.lines[i] ?? [entry.label];
    const cy = at.y + (flow.at[i]?.y ?? 0) + row / 2;
    const key = fs * 0.9;
    if (entry.shape === 'line') nodes.push({ type: 'line', x1: x0, y1: cy, x2: x0 + key, y2: cy, stroke: entry.color, strokeWidth: theme.lineWidth });
    else if (entry.shape === 'box') nodes.push({ type: 'rect', x: x0, y: cy - key / 2, width: key, height: key, fill: entry.color });
    else nodes.push({ type: 'circle', cx: x0 + key / 2, cy, r: theme.markerRadius, fill: entry.color });
    lines.forEach((text, k) => nodes.push({ type: 'text', x: x0 + key + fs * 0.5, y: cy + k * lineHeight(fs), text, size: fs, weight: 'normal', anchor: 'start', baseline: 'middle', color: theme.ink }));
  });
  return nodes;
}

/** The stacked legend as a block beside the plot, with an optional title. */
export function keyLegend(entries: LegendEntry[], theme: Theme, title?: string): SideBlock {
  const fs = theme.fontSize;
  const size = legendSize(entries, theme);
  const titleHeight = title ? fs * 1.5 : 0;
  return {
    width: Math.max(size.width, title ? textWidth(title, fs) : 0),
    height: titleHeight + size.height,
    draw: (x, y) => [
      ...(title ? [{ type: 'text', x, y: y + fs, text: title, size: fs, weight: 'normal', anchor: 'start', baseline: 'alphabetic', color: theme.ink } as SceneNode] : []),
      ...drawLegend({ x, y: y + titleHeight }, entries, theme),
    ],
  };
}

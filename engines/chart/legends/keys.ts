// Key legends: a swatch (point, line or box) and a label per series, stacked in one column
// beside or inside the plot, or flowed into rows no wider than the plot above or below it;
// titled, over the column or at the start of the rows, by the column whose values the keys are
// (or the request's own legend title). Every legend of the engine is laid out and drawn here.
import { bar } from '../marks/bar.ts';
import { dot } from '../marks/dot.ts';
import { ruleY } from '../marks/rule.ts';
import { text } from '../marks/text.ts';
import type { Theme } from '../plot/theme.ts';
import { lineHeight, textWidth, wrapText } from '../plot/textFit.ts';
import type { SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import type { SideBlock } from './sideBlock.ts';

export interface LegendEntry {
  label: string;
  color: string;
  shape: 'point' | 'line' | 'box';
}

function legendRow(theme: Theme): number {
  return theme.fontSize * 1.4;
}

/**
 * A legend's title: the request's (`spec.legendTitle`; empty for none), else the name of the
 * column whose values the keys are. `keyedBy`: that column; undefined for the request's
 * grouping column (`spec.group`), null when the keys are no column's values (Up/Down, fits).
 */
export function legendTitle(spec: Pick<ChartSpec, 'legendTitle' | 'group'>, keyedBy?: string | null): string | undefined {
  const title = spec.legendTitle ?? (keyedBy === undefined ? spec.group : (keyedBy ?? undefined));
  return title && title.trim() !== '' ? title : undefined;
}

function legendKeyWidth(entry: LegendEntry, theme: Theme): number {
  return theme.fontSize * 1.4 + textWidth(entry.label, theme.fontSize);
}

/** A label's lines: one, or wrapped where the label alone is wider than the row. */
function labelLines(entry: LegendEntry, theme: Theme, maxWidth?: number): string[] {
  if (maxWidth === undefined || legendKeyWidth(entry, theme) <= maxWidth) return [entry.label];
  return wrapText(entry.label, maxWidth - theme.fontSize * 1.4, theme.fontSize);
}

interface Flow {
  width: number;
  height: number;
  at: Array<{ x: number; y: number }>;
  lines: string[][];
  /** The title's lines and where the first goes (its row's top left). */
  title?: { lines: string[]; x: number; y: number };
}

/**
 * Positions of legend entries: one column under the title without `maxWidth`; else rows no
 * wider than `maxWidth`, the title first in the first row (on lines of its own when it is
 * wider than half the room).
 */
function legendFlow(entries: LegendEntry[], theme: Theme, maxWidth?: number, title?: string): Flow {
  const fs = theme.fontSize;
  const row = legendRow(theme);
  const lh = lineHeight(fs);
  if (maxWidth === undefined) {
    const width = Math.max(entries.reduce((w, e) => Math.max(w, legendKeyWidth(e, theme)), 0) + fs * 0.2, title ? textWidth(title, fs) : 0);
    const top = title ? row : 0;
    return {
      width,
      height: top + row * entries.length,
      at: entries.map((_, i) => ({ x: 0, y: top + row * i })),
      lines: entries.map((e) => [e.label]),
      ...(title ? { title: { lines: [title], x: 0, y: 0 } } : {}),
    };
  }
  const lines = entries.map((e) => labelLines(e, theme, maxWidth));
  const extra = (i: number): number => ((lines[i]?.length ?? 1) - 1) * lh;
  const at: Array<{ x: number; y: number }> = [];
  let x = 0;
  let y = 0;
  let rowHeight = row;
  let width = 0;
  let titleAt: Flow['title'];
  if (title) {
    const titleLines = textWidth(title, fs) <= maxWidth / 2 ? [title] : wrapText(title, maxWidth, fs);
    const titleWidth = Math.max(...titleLines.map((l) => textWidth(l, fs)));
    titleAt = { lines: titleLines, x: 0, y: 0 };
    width = titleWidth;
    if (titleLines.length === 1 && titleWidth <= maxWidth / 2) x = titleWidth + fs;
    else y = row + (titleLines.length - 1) * lh;
  }
  entries.forEach((entry, i) => {
    const w = fs * 1.4 + Math.max(...(lines[i] ?? []).map((l) => textWidth(l, fs)));
    if (x > 0 && x + w > maxWidth) {
      x = 0;
      y += rowHeight;
      rowHeight = row;
    }
    at.push({ x, y });
    rowHeight = Math.max(rowHeight, row + extra(i));
    x += w + fs;
    width = Math.max(width, x - fs);
  });
  return { width, height: entries.length > 0 ? y + rowHeight : 0, at, lines, ...(titleAt ? { title: titleAt } : {}) };
}

/** Size of the legend drawLegend draws: one column, or rows no wider than `maxWidth`; with its title. */
export function legendSize(entries: LegendEntry[], theme: Theme, maxWidth?: number, title?: string): { width: number; height: number } {
  if (entries.length === 0) return { width: 0, height: 0 };
  const { width, height } = legendFlow(entries, theme, maxWidth, title);
  return { width, height };
}

/** The legend's title, keys and labels: one column, or rows no wider than `maxWidth`. */
export function drawLegend(at: { x: number; y: number }, entries: LegendEntry[], theme: Theme, maxWidth?: number, title?: string): SceneNode[] {
  const fs = theme.fontSize;
  const row = legendRow(theme);
  const flow = legendFlow(entries, theme, maxWidth, title);
  const nodes: SceneNode[] = [];
  if (entries.length === 0) return nodes;
  flow.title?.lines.forEach((line, k) => nodes.push(text(at.x + (flow.title?.x ?? 0), at.y + (flow.title?.y ?? 0) + row / 2 + k * lineHeight(fs), line, theme, { baseline: 'middle' })));
  entries.forEach((entry, i) => {
    const x0 = at.x + (flow.at[i]?.x ?? 0);
    const lines = flow.lines[i] ?? [entry.label];
    const cy = at.y + (flow.at[i]?.y ?? 0) + row / 2;
    const key = fs * 0.9;
    if (entry.shape === 'line') nodes.push(ruleY(cy, x0, x0 + key, theme, { stroke: entry.color, strokeWidth: theme.lineWidth }));
    else if (entry.shape === 'box') nodes.push(bar({ x: x0, y: cy - key / 2, width: key, height: key }, theme, { fill: entry.color, stroke: 'none' }));
    else nodes.push(dot(x0 + key / 2, cy, theme, { fill: entry.color, stroke: 'none' }));
    lines.forEach((line, k) => nodes.push(text(x0 + key + fs * 0.5, cy + k * lineHeight(fs), line, theme, { baseline: 'middle' })));
  });
  return nodes;
}

/** The stacked legend as a block beside the plot, with an optional title. */
export function keyLegend(entries: LegendEntry[], theme: Theme, title?: string): SideBlock {
  const size = legendSize(entries, theme, undefined, title);
  return {
    width: size.width,
    height: size.height,
    draw: (x, y) => drawLegend({ x, y }, entries, theme, undefined, title),
  };
}

// Legends for continuous colour and for marker size (heatmaps, hexbins, enrichment and bubble
// charts), and a greedy placement of point labels that keeps them from overlapping. Each
// legend is a block of known size that a frame stacks to the right of the plot.
import { measureText } from '../render/fonts.ts';
import type { Color, SceneNode } from '../render/scene.ts';
import { sampleColorMap, type ColorMapName } from '../style/colormaps.ts';
import { drawLegend, legendSize, type LegendEntry, type Rect } from './frame.ts';
import type { Theme } from './theme.ts';
import { formatTicks, ticksWithin } from './ticks.ts';

/** A block drawn beside the plot: its size, and how to draw it with its top left at (x, y). */
export interface SideBlock {
  width: number;
  height: number;
  draw: (x: number, y: number) => SceneNode[];
}

export interface ColorScale {
  map: ColorMapName;
  domain: [number, number];
  /** Run the map from its last stop to its first (e.g. RdBu with red for high values). */
  reverse?: boolean;
}

/** The colour of a value on a continuous colour scale (clamped to the domain). */
export function colorOf(scale: ColorScale, value: number): Color {
  const [lo, hi] = scale.domain;
  const t = hi > lo ? (value - lo) / (hi - lo) : 0.5;
  return sampleColorMap(scale.map, scale.reverse ? 1 - t : t);
}

/** Black or white text, whichever reads better on a fill (by WCAG relative luminance). */
export function inkOn(fill: Color): Color {
  const hex = fill.replace('#', '');
  const lin = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (lin[0] ?? 0) + 0.7152 * (lin[1] ?? 0) + 0.0722 * (lin[2] ?? 0);
  return luminance > 0.18 ? '#000000' : '#FFFFFF';
}

function textWidth(text: string, size: number): number {
  return measureText(text, size, 'normal').width;
}

/** A vertical colour bar with outward ticks on its right and a title above it. */
export function colorBar(scale: ColorScale, title: string, theme: Theme, options: { height?: number; ticks?: number[]; labels?: string[] } = {}): SideBlock {
  const fs = theme.fontSize;
  const barWidth = fs * 1.1;
  const barHeight = options.height ?? fs * 10;
  const [lo, hi] = scale.domain;
  const ticks = options.ticks ?? ticksWithin(lo, hi, 4).filter((t) => t >= lo - 1e-9 * Math.abs(hi - lo) && t <= hi + 1e-9 * Math.abs(hi - lo));
  const labels = options.labels ?? formatTicks(ticks);
  const labelWidth = labels.reduce((w, l) => Math.max(w, textWidth(l, fs)), 0);
  const titleHeight = fs * 2;
  const width = Math.max(barWidth + theme.tickLength + 2 + labelWidth, textWidth(title, fs));
  return {
    width,
    height: titleHeight + barHeight + fs * 0.6,
    draw: (x, y) => {
      const nodes: SceneNode[] = [{ type: 'text', x, y: y + fs, text: title, size: fs, weight: 'normal', anchor: 'start', baseline: 'alphabetic', color: theme.ink }];
      const top = y + titleHeight;
      const steps = 64;
      for (let i = 0; i < steps; i++) {
        // Top of the bar is the high end of the domain.
        const value = hi - ((i + 0.5) / steps) * (hi - lo);
        const y0 = top + (i / steps) * barHeight;
        // A hair of overlap so that no seams show between the slices in raster output.
        nodes.push({ type: 'rect', x, y: y0, width: barWidth, height: (barHeight / steps) * (i === steps - 1 ? 1 : 1.6), fill: colorOf(scale, value) });
      }
      nodes.push({ type: 'rect', x, y: top, width: barWidth, height: barHeight, stroke: theme.ink, strokeWidth: theme.axisWidth * 0.6 });
      ticks.forEach((t, i) => {
        const ty = top + ((hi - t) / (hi - lo || 1)) * barHeight;
        nodes.push({ type: 'line', x1: x + barWidth, y1: ty, x2: x + barWidth + theme.tickLength, y2: ty, stroke: theme.ink, strokeWidth: theme.axisWidth });
        nodes.push({ type: 'text', x: x + barWidth + theme.tickLength + 2, y: ty, text: labels[i] ?? '', size: fs, weight: 'normal', anchor: 'start', baseline: 'middle', color: theme.ink });
      });
      return nodes;
    },
  };
}

/** A legend of circles for marker size: the given values drawn at the radius the chart uses. */
export function sizeLegend(values: number[], radiusOf: (value: number) => number, title: string, theme: Theme, format: (v: number) => string = (v) => String(v)): SideBlock {
  const fs = theme.fontSize;
  const radii = values.map(radiusOf);
  const maxR = Math.max(...radii, 1);
  const rows = radii.map((r) => Math.max(2 * r, fs) + fs * 0.5);
  const labelWidth = values.reduce((w, v) => Math.max(w, textWidth(format(v), fs)), 0);
  const titleHeight = fs * 1.5;
  return {
    width: Math.max(2 * maxR + fs * 0.6 + labelWidth, textWidth(title, fs)),
    height: titleHeight + rows.reduce((a, b) => a + b, 0),
    draw: (x, y) => {
      const nodes: SceneNode[] = [{ type: 'text', x, y: y + fs, text: title, size: fs, weight: 'normal', anchor: 'start', baseline: 'alphabetic', color: theme.ink }];
      let cy = y + titleHeight;
      values.forEach((v, i) => {
        const row = rows[i] ?? fs;
        const r = radii[i] ?? 1;
        const c = cy + row / 2;
        nodes.push({ type: 'circle', cx: x + maxR, cy: c, r, fill: '#BBBBBB', stroke: theme.ink, strokeWidth: theme.axisWidth * 0.5 });
        nodes.push({ type: 'text', x: x + 2 * maxR + fs * 0.6, y: c, text: format(v), size: fs, weight: 'normal', anchor: 'start', baseline: 'middle', color: theme.ink });
        cy += row;
      });
      return nodes;
    },
  };
}

/** Up to `count` round values (one significant digit) for a size legend: about the largest
 *  value, a quarter of it and a sixteenth, kept within the data's range. */
export function legendValues(lo: number, hi: number, count = 3): number[] {
  if (!(hi > 0)) return [hi];
  const round = (v: number) => {
    const p = 10 ** Math.floor(Math.log10(v));
    return Number((Math.round(v / p) * p).toPrecision(6));
  };
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    const v = round(hi / 4 ** k);
    if (v >= lo * 0.8 && v <= hi * 1.05 && !out.includes(v)) out.push(v);
  }
  return out.length ? out.sort((a, b) => a - b) : [round(hi)];
}

export interface LabelTarget {
  x: number;
  y: number;
  text: string;
  /** Radius of the point being labelled, to keep clear of it. */
  r: number;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/**
 * Labels beside their points, in the order given (most important first), each at the first of
 * several positions around the point that stays inside the plot and clear of labels already
 * placed and of the labelled points; labels with no free position are left out. A thin leader
 * joins a label set further out to its point.
 */
export function placeLabels(targets: LabelTarget[], plot: Rect, theme: Theme, size = theme.fontSize * 0.85): SceneNode[] {
  const placed: Box[] = [];
  const points: Box[] = targets.map((t) => ({ x0: t.x - t.r, y0: t.y - t.r, x1: t.x + t.r, y1: t.y + t.r }));
  const nodes: SceneNode[] = [];
  const h = size * 0.75;
  for (const t of targets) {
    const w = textWidth(t.text, size);
    const candidates: Array<[number, number]> = [];
    for (const d of [1, 2.2, 3.6]) {
      const gap = t.r + size * 0.3 * d;
      candidates.push([gap, 0], [-gap - w, 0], [-w / 2, -gap - h / 2], [-w / 2, gap + h / 2], [gap * 0.8, -gap * 0.8], [-gap * 0.8 - w, -gap * 0.8], [gap * 0.8, gap * 0.8], [-gap * 0.8 - w, gap * 0.8]);
    }
    for (const [dx, dy] of candidates) {
      const box = { x0: t.x + dx, y0: t.y + dy - h / 2, x1: t.x + dx + w, y1: t.y + dy + h / 2 };
      if (box.x0 < plot.x || box.x1 > plot.x + plot.width || box.y0 < plot.y || box.y1 > plot.y + plot.height) continue;
      if (placed.some((b) => overlaps(b, box)) || points.some((b) => overlaps(b, box))) continue;
      placed.push(box);
      const far = Math.hypot(dx + (dx < 0 ? w : 0), dy) > t.r + size * 0.9;
      if (far) {
        const lx = Math.min(Math.max(t.x, box.x0), box.x1);
        const ly = Math.min(Math.max(t.y, box.y0), box.y1);
        nodes.push({ type: 'line', x1: t.x, y1: t.y, x2: lx, y2: ly, stroke: '#666666', strokeWidth: theme.axisWidth * 0.5 });
      }
      nodes.push({ type: 'text', x: box.x0, y: (box.y0 + box.y1) / 2, text: t.text, size, weight: 'normal', anchor: 'start', baseline: 'middle', color: theme.ink });
      break;
    }
  }
  return nodes;
}

/** A legend of coloured keys (groups) as a block, with an optional title. */
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

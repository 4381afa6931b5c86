// The legend of a continuous colour scale: a vertical bar beside a plot (high values at the
// top, outward ticks with their labels on its right, the title above it), or a horizontal one
// under a wide figure (low on the left, ticks below, the title on its left).
import { formatTicks } from '../format.ts';
import { colorOf, type ColorScale } from '../plot/color.ts';
import { niceLinear, ticksWithin } from '../plot/ticks.ts';
import { bar } from '../marks/bar.ts';
import { ruleX, ruleY } from '../marks/rule.ts';
import { text } from '../marks/text.ts';
import type { Theme } from '../plot/theme.ts';
import { textWidth } from '../plot/textFit.ts';
import type { SceneNode } from '../render/scene.ts';
import type { SideBlock } from './sideBlock.ts';

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
      const nodes: SceneNode[] = [text(x, y + fs, title, theme)];
      const top = y + titleHeight;
      const steps = 64;
      for (let i = 0; i < steps; i++) {
        // Top of the bar is the high end of the domain.
        const value = hi - ((i + 0.5) / steps) * (hi - lo);
        const y0 = top + (i / steps) * barHeight;
        // A hair of overlap so that no seams show between the slices in raster output.
        nodes.push(bar({ x, y: y0, width: barWidth, height: (barHeight / steps) * (i === steps - 1 ? 1 : 1.6) }, theme, { fill: colorOf(scale, value), stroke: 'none' }));
      }
      nodes.push(bar({ x, y: top, width: barWidth, height: barHeight }, theme, { fill: 'none', strokeWidth: theme.axisWidth * 0.6 }));
      ticks.forEach((t, i) => {
        const ty = top + ((hi - t) / (hi - lo || 1)) * barHeight;
        nodes.push(ruleY(ty, x + barWidth, x + barWidth + theme.tickLength, theme));
        nodes.push(text(x + barWidth + theme.tickLength + 2, ty, labels[i] ?? '', theme, { baseline: 'middle' }));
      });
      return nodes;
    },
  };
}

/** A horizontal colour bar `width` long (ticks at nice values below it, the title at its left); drawn with its bar's top left at (x, y). */
export function horizontalColorBar(scale: ColorScale, title: string, theme: Theme, width: number): SideBlock {
  const fs = theme.fontSize;
  const height = fs * 0.8;
  const [lo, hi] = scale.domain;
  const span = hi - lo || 1;
  const inside = niceLinear(lo, hi, 4).ticks.filter((t) => t >= lo - span * 1e-9 && t <= hi + span * 1e-9);
  const ticks = inside.length > 1 ? inside : [lo, hi];
  const labels = formatTicks(ticks);
  return {
    width: width + textWidth(title, fs) + fs * 0.6,
    height: height + theme.tickLength + 2 + fs * 1.2,
    draw: (x, y) => {
      const nodes: SceneNode[] = [];
      const steps = 64;
      for (let i = 0; i < steps; i++) nodes.push(bar({ x: x + (i / steps) * width, y, width: width / steps + 0.2, height }, theme, { fill: colorOf(scale, lo + ((i + 0.5) / steps) * (hi - lo)), stroke: 'none' }));
      nodes.push(bar({ x, y, width, height }, theme, { fill: 'none', strokeWidth: theme.axisWidth * 0.6 }));
      ticks.forEach((t, i) => {
        const px = x + ((t - lo) / span) * width;
        nodes.push(ruleX(px, y + height, y + height + theme.tickLength, theme));
        nodes.push(text(px, y + height + theme.tickLength + 2, labels[i] ?? '', theme, { anchor: 'middle', baseline: 'hanging' }));
      });
      nodes.push(text(x - fs * 0.6, y + height / 2, title, theme, { anchor: 'end', baseline: 'middle' }));
      return nodes;
    },
  };
}

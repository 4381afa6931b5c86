// Drawing pieces for charts without Cartesian axes (pies, radar, Sankey, UpSet, calendars):
// a title and legend around a free plotting area, ring sectors and arcs as cubic Béziers
// (angles from 12 o'clock, clockwise, as stats/layout.ts gives them), a colour bar, and
// text colour that stays readable on a fill.
import { measureText } from '../render/fonts.ts';
import { parseColor } from '../render/format.ts';
import type { PathCommand, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { sampleColorMap, type ColorMapName } from '../style/colormaps.ts';
import { drawLegend, legendSize, type LegendEntry, type Rect } from './frame.ts';
import { formatTicks, niceLinear } from './ticks.ts';
import type { Theme } from './theme.ts';

const GAP = 4;

/** The plotting area left after the title and the legend (at the spec's position; right by default). */
export function compositionFrame(spec: ChartSpec, theme: Theme, legend: LegendEntry[], options: { reserveRight?: number } = {}): { plot: Rect; nodes: SceneNode[] } {
  const pad = 3;
  const nodes: SceneNode[] = [];
  let top = pad;
  if (spec.title) {
    nodes.push({ type: 'text', x: theme.width / 2, y: pad + theme.titleSize, text: spec.title, size: theme.titleSize, weight: 'bold', anchor: 'middle', baseline: 'alphabetic', color: theme.ink });
    top += theme.titleSize * 1.6;
  }
  let left = pad;
  let right = theme.width - pad - (options.reserveRight ?? 0);
  let bottom = theme.height - pad;
  const size = legendSize(legend, theme);
  // A legend wider than a third of a narrow figure goes below rather than beside.
  const position = spec.legend === 'auto' ? (size.width > theme.width * 0.3 ? 'bottom' : 'right') : spec.legend;
  if (legend.length > 0 && position !== 'none') {
    if (position === 'top' || position === 'bottom') {
      const rows = flowLegend(legend, theme, right - left);
      const height = rows.height;
      const y = position === 'top' ? top : bottom - height;
      nodes.push(...rows.draw(left + (right - left - rows.width) / 2, y));
      if (position === 'top') top += height + GAP;
      else bottom -= height + GAP;
    } else {
      let at: { x: number; y: number };
      if (position === 'left') {
        at = { x: left, y: top + GAP };
        left += size.width + GAP * 2;
      } else if (position === 'inside') {
        at = { x: right - size.width, y: top };
      } else {
        at = { x: right - size.width, y: top + GAP };
        right -= size.width + GAP * 2;
      }
      nodes.push(...drawLegend(at, legend, theme));
    }
  }
  return { plot: { x: left, y: top, width: Math.max(10, right - left), height: Math.max(10, bottom - top) }, nodes };
}

/** Legend entries side by side, wrapped into rows no wider than maxWidth. */
export function flowLegend(entries: LegendEntry[], theme: Theme, maxWidth: number): { width: number; height: number; draw: (x: number, y: number) => SceneNode[] } {
  const fs = theme.fontSize;
  const row = fs * 1.4;
  const key = fs * 0.9;
  const widths = entries.map((e) => key + fs * 0.4 + textWidth(e.label, fs) + fs * 1.2);
  const lines: number[][] = [[]];
  let used = 0;
  widths.forEach((w, i) => {
    const line = lines[lines.length - 1] as number[];
    if (line.length > 0 && used + w > maxWidth) {
      lines.push([i]);
      used = w;
    } else {
      line.push(i);
      used += w;
    }
  });
  const lineWidth = (line: number[]): number => line.reduce((s, i) => s + (widths[i] ?? 0), 0) - fs * 1.2;
  const width = Math.max(...lines.map(lineWidth));
  return {
    width,
    height: row * lines.length,
    draw: (x, y) => {
      const nodes: SceneNode[] = [];
      lines.forEach((line, r) => {
        let cx = x;
        const cy = y + row * r + row / 2;
        for (const i of line) {
          const e = entries[i];
          if (!e) continue;
          if (e.shape === 'line') nodes.push({ type: 'line', x1: cx, y1: cy, x2: cx + key, y2: cy, stroke: e.color, strokeWidth: theme.lineWidth });
          else if (e.shape === 'box') nodes.push({ type: 'rect', x: cx, y: cy - key / 2, width: key, height: key, fill: e.color });
          else nodes.push({ type: 'circle', cx: cx + key / 2, cy, r: theme.markerRadius, fill: e.color });
          nodes.push({ type: 'text', x: cx + key + fs * 0.4, y: cy, text: e.label, size: fs, weight: 'normal', anchor: 'start', baseline: 'middle', color: theme.ink });
          cx += widths[i] ?? 0;
        }
      });
      return nodes;
    },
  };
}

/** A point at radius r and angle a (radians from 12 o'clock, clockwise). */
export function polar(cx: number, cy: number, r: number, a: number): [number, number] {
  return [cx + r * Math.sin(a), cy - r * Math.cos(a)];
}

/** Arc commands from a0 to a1 at radius r (no initial move), split into Bézier pieces of at most 90°. */
function arcCommands(cx: number, cy: number, r: number, a0: number, a1: number): PathCommand[] {
  const out: PathCommand[] = [];
  const pieces = Math.max(1, Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2)));
  const step = (a1 - a0) / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  for (let i = 0; i < pieces; i++) {
    const s = a0 + i * step;
    const e = s + step;
    const [x0, y0] = polar(cx, cy, r, s);
    const [x3, y3] = polar(cx, cy, r, e);
    // Tangent of (sin a, −cos a) along increasing a is (cos a, sin a).
    out.push(['C', x0 + k * r * Math.cos(s), y0 + k * r * Math.sin(s), x3 - k * r * Math.cos(e), y3 - k * r * Math.sin(e), x3, y3]);
  }
  return out;
}

/** A ring sector (a pie slice when r0 = 0) between angles a0 < a1. */
export function sectorPath(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): PathCommand[] {
  const full = a1 - a0 >= 2 * Math.PI - 1e-9;
  const commands: PathCommand[] = [['M', ...polar(cx, cy, r1, a0)], ...arcCommands(cx, cy, r1, a0, a1)];
  if (full) {
    commands.push(['Z']);
    if (r0 > 0) commands.push(['M', ...polar(cx, cy, r0, a1)], ...arcCommands(cx, cy, r0, a1, a0), ['Z']);
    return commands;
  }
  if (r0 > 0) commands.push(['L', ...polar(cx, cy, r0, a1)], ...arcCommands(cx, cy, r0, a1, a0));
  else commands.push(['L', cx, cy]);
  commands.push(['Z']);
  return commands;
}

/** Black or white, whichever reads better on the fill (WCAG relative luminance). */
export function textOn(fill: string): string {
  const [r, g, b] = parseColor(fill).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 0.22 ? '#000000' : '#FFFFFF';
}

/** Text width in points at the theme's size. */
export function textWidth(text: string, size: number, weight: 'normal' | 'bold' = 'normal'): number {
  return measureText(text, size, weight).width;
}

/** Percent with one decimal (e.g. "42.3%"). */
export function percentLabel(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/** Width a vertical colour bar with its tick labels and title needs. */
export function colorBarWidth(min: number, max: number, theme: Theme): number {
  const { ticks } = niceLinear(min, max, 4);
  const labels = formatTicks(ticks);
  return theme.fontSize * 0.9 + theme.tickLength + 2 + Math.max(...labels.map((l) => textWidth(l, theme.fontSize)));
}

/** A vertical colour bar (low at the bottom) with ticks at nice values inside [min, max] and a title above. */
export function colorBar(at: Rect, map: ColorMapName, min: number, max: number, title: string, theme: Theme): SceneNode[] {
  const nodes: SceneNode[] = [];
  const steps = 64;
  const span = max - min || 1;
  for (let i = 0; i < steps; i++) {
    const y = at.y + at.height - ((i + 1) / steps) * at.height;
    nodes.push({ type: 'rect', x: at.x, y, width: at.width, height: at.height / steps + 0.2, fill: sampleColorMap(map, (i + 0.5) / steps) });
  }
  nodes.push({ type: 'rect', x: at.x, y: at.y, width: at.width, height: at.height, stroke: theme.ink, strokeWidth: theme.axisWidth * 0.6 });
  const { ticks } = niceLinear(min, max, 4);
  const inside = ticks.filter((t) => t >= min - span * 1e-9 && t <= max + span * 1e-9);
  const labels = formatTicks(inside.length > 1 ? inside : [min, max]);
  (inside.length > 1 ? inside : [min, max]).forEach((t, i) => {
    const y = at.y + at.height - ((t - min) / span) * at.height;
    nodes.push({ type: 'line', x1: at.x + at.width, y1: y, x2: at.x + at.width + theme.tickLength, y2: y, stroke: theme.ink, strokeWidth: theme.axisWidth });
    nodes.push({ type: 'text', x: at.x + at.width + theme.tickLength + 2, y, text: labels[i] ?? '', size: theme.fontSize, weight: 'normal', anchor: 'start', baseline: 'middle', color: theme.ink });
  });
  if (title) nodes.push({ type: 'text', x: at.x, y: at.y - theme.fontSize * 0.6, text: title, size: theme.fontSize, weight: 'normal', anchor: 'start', baseline: 'alphabetic', color: theme.ink });
  return nodes;
}

export interface RadialLabel {
  /** Angle of the anchor point (radians from 12 o'clock, clockwise). */
  angle: number;
  text: string;
}

/**
 * Labels outside a circle of radius r: a leader from the rim out to a short elbow, the text
 * beyond it, labels on each side pushed apart vertically so that none overlap, and kept within
 * [top, bottom].
 */
export function radialLabels(cx: number, cy: number, r: number, labels: RadialLabel[], theme: Theme, bounds: { top: number; bottom: number; left?: number; right?: number }): SceneNode[] {
  const fs = theme.fontSize;
  const placed = labels.map((l) => {
    const y = polar(cx, cy, r + fs * 0.7, l.angle)[1];
    return { ...l, right: Math.sin(l.angle) >= 0, y, want: y };
  });
  for (const side of [true, false]) {
    const list = placed.filter((p) => p.right === side).sort((a, b) => a.want - b.want);
    for (let k = 1; k < list.length; k++) {
      const prev = list[k - 1];
      const cur = list[k];
      if (prev && cur && cur.y < prev.y + fs * 1.2) cur.y = prev.y + fs * 1.2;
    }
    const last = list[list.length - 1];
    const overflow = last ? last.y - (bounds.bottom - fs * 0.6) : 0;
    if (overflow > 0) for (const p of list) p.y -= overflow;
    const first = list[0];
    const under = first ? bounds.top + fs * 0.6 - first.y : 0;
    if (under > 0) for (const p of list) p.y += under;
  }
  const nodes: SceneNode[] = [];
  for (const p of placed) {
    const [x1, y1] = polar(cx, cy, r, p.angle);
    const [x2] = polar(cx, cy, r + fs * 0.7, p.angle);
    const x3 = p.right ? Math.max(x2, cx) + fs * 0.4 : Math.min(x2, cx) - fs * 0.4;
    nodes.push({ type: 'polyline', points: [[x1, y1], [x2, p.y], [x3, p.y]], stroke: theme.ink, strokeWidth: theme.axisWidth * 0.7 });
    const tx = x3 + (p.right ? 2 : -2);
    // Where the page is too narrow, the label is set smaller (to 3/4) and then shortened with an ellipsis.
    const room = p.right ? (bounds.right ?? Infinity) - tx : tx - (bounds.left ?? -Infinity);
    const size = Math.max(fs * 0.75, Math.min(fs, (fs * room) / Math.max(1e-9, textWidth(p.text, fs))));
    let text = p.text;
    while (text.length > 1 && textWidth(text, size) > room) text = `${text.slice(0, -2)}…`;
    nodes.push({ type: 'text', x: tx, y: p.y, text, size, weight: 'normal', anchor: p.right ? 'start' : 'end', baseline: 'middle', color: theme.ink });
  }
  return nodes;
}

/** The colour mixed with white: t = 0 is the colour, 1 is white. */
export function tint(color: string, t: number): string {
  const mix = parseColor(color).map((c) => Math.round(c + (255 - c) * t));
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

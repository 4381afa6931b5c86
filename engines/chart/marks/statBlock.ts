// A block of statistic text inside the plot (R², AUC, a fit's parameters), set in the corner
// that the data leave emptiest so that it never hides a point or a curve.
import type { Rect } from '../plot/frame.ts';
import type { Theme } from '../plot/theme.ts';
import { widestText, wrapText } from '../plot/textFit.ts';
import type { SceneNode } from '../render/scene.ts';

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface StatLine {
  text: string;
  color?: string;
}

/** The lines as set: each wrapped to the plot's width, so that none runs out of the plot. */
function setLines(lines: StatLine[], plot: Rect, theme: Theme): StatLine[] {
  const room = plot.width - theme.fontSize * 1.2;
  return lines.flatMap((line) => wrapText(line.text, room, theme.fontSize).map((text) => ({ ...line, text })));
}

/** Lines of statistic text in a corner of the plot, inset a little from the axes. */
export function statBlock(given: StatLine[], plot: Rect, theme: Theme, corner: Corner): SceneNode[] {
  const fs = theme.fontSize;
  const row = fs * 1.3;
  const inset = fs * 0.6;
  const lines = setLines(given, plot, theme);
  const right = corner.endsWith('right');
  const bottom = corner.startsWith('bottom');
  const x = right ? plot.x + plot.width - inset : plot.x + inset;
  const y0 = bottom ? plot.y + plot.height - inset - row * (lines.length - 1) : plot.y + inset + fs * 0.5;
  return lines.map((line, i) => ({
    type: 'text',
    x,
    y: y0 + i * row,
    text: line.text,
    size: fs,
    weight: 'normal',
    anchor: right ? 'end' : 'start',
    baseline: 'middle',
    color: line.color ?? theme.ink,
  }));
}

/** Points per segment at most: 2 pt apart, they cover a segment longer than any journal page. */
const MAX_STEPS = 1000;

/** Points every `step` points along a polyline, so that lines count as obstacles. */
export function densify(points: Array<[number, number]>, step = 2): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as [number, number];
    out.push(p);
    const q = points[i + 1];
    if (!q) break;
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
    // A curve that leaves the plot (a fit shooting off, a fixed range) can span any distance:
    // beyond a figure's size the extra points say nothing, and unbounded they exhaust memory.
    const k = Number.isFinite(d) ? Math.min(Math.floor(d / step), MAX_STEPS) : 0;
    for (let j = 1; j < k; j++) out.push([p[0] + ((q[0] - p[0]) * j) / k, p[1] + ((q[1] - p[1]) * j) / k]);
  }
  return out;
}

/**
 * The corner whose block of text (lines of `size`) covers the fewest marks, in the order of
 * preference given (ties keep the earlier corner).
 */
export function emptiestCorner(given: string[], marks: Array<[number, number]>, plot: Rect, theme: Theme, prefer: Corner[]): Corner {
  const fs = theme.fontSize;
  const lines = setLines(given.map((text) => ({ text })), plot, theme).map((l) => l.text);
  const w = widestText(lines, fs) + fs * 1.2;
  const h = lines.length * fs * 1.3 + fs;
  let best = prefer[0] ?? 'top-left';
  let fewest = Infinity;
  for (const corner of prefer) {
    const x0 = corner.endsWith('right') ? plot.x + plot.width - w : plot.x;
    const y0 = corner.startsWith('bottom') ? plot.y + plot.height - h : plot.y;
    const count = marks.filter(([x, y]) => x >= x0 - 2 && x <= x0 + w + 2 && y >= y0 - 2 && y <= y0 + h + 2).length;
    if (count < fewest) {
      fewest = count;
      best = corner;
    }
  }
  return best;
}

// A block of statistic text (R², AUC, a fit's parameters), set in the corner of the plot that
// the data leave empty, so that it never hides a point or a curve. When every corner would
// cover data, the block goes above the plot instead (the frame reserves the room: cartesian.ts).
import type { Rect } from '../plot/rect.ts';
import type { Theme } from '../plot/theme.ts';
import { widestText, wrapText } from '../plot/textFit.ts';
import type { SceneNode } from '../render/scene.ts';
import { text } from './text.ts';

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
/** A corner of the plot, or the lines above the plot that the frame sets (see TextAbove). */
export type Placement = Corner | 'above';

export interface StatLine {
  text: string;
  color?: string;
}

/** The lines as set: each wrapped to the plot's width, so that none runs out of the plot. */
function setLines(lines: StatLine[], plot: Rect, theme: Theme): StatLine[] {
  const room = plot.width - theme.fontSize * 1.2;
  return lines.flatMap((line) => wrapText(line.text, room, theme.fontSize).map((text) => ({ ...line, text })));
}

/**
 * Lines of text that a frame sets above its plot, under the title: stat blocks that no corner
 * of the plot holds without covering data. The frame hands one to the marks with the plot's
 * area (`PlotArea.above`); a block placed 'above' adds its lines here instead of drawing them.
 * Blocks are known by the order of their `emptiestCorner` calls, so that when the frame lays
 * itself out again with the room reserved, a block that went above stays above.
 */
export class TextAbove {
  readonly lines: StatLine[] = [];
  private calls = 0;
  private readonly now = new Set<number>();
  /** The blocks that went above on an earlier layout of the same chart. */
  private readonly moved: ReadonlySet<number>;

  constructor(moved: ReadonlySet<number> = new Set<number>()) {
    this.moved = moved;
  }

  /** Whether the next block goes above: it did on an earlier layout, or every corner is covered. */
  place(covered: boolean): boolean {
    const i = this.calls++;
    if (covered || this.moved.has(i)) this.now.add(i);
    return this.now.has(i);
  }

  /** The blocks that went above, for the next layout. */
  get placed(): ReadonlySet<number> {
    return new Set([...this.moved, ...this.now]);
  }
}

/** The plot's area as a frame hands it to the marks: with `above` when it can set text above. */
export interface PlotArea extends Rect {
  above?: TextAbove;
}

/** Lines of statistic text in a corner of the plot, inset a little from the axes, or above it. */
export function statBlock(given: StatLine[], plot: PlotArea, theme: Theme, placement: Placement): SceneNode[] {
  const lines = setLines(given, plot, theme);
  if (placement === 'above' && plot.above) {
    plot.above.lines.push(...lines);
    return [];
  }
  // Without a frame to take it, a block meant for above the plot keeps to the first corner.
  const corner: Corner = placement === 'above' ? 'top-left' : placement;
  const fs = theme.fontSize;
  const row = fs * 1.3;
  const inset = fs * 0.6;
  const right = corner.endsWith('right');
  const bottom = corner.startsWith('bottom');
  const x = right ? plot.x + plot.width - inset : plot.x + inset;
  const y0 = bottom ? plot.y + plot.height - inset - row * (lines.length - 1) : plot.y + inset + fs * 0.5;
  return lines.map((line, i) => text(x, y0 + i * row, line.text, theme, { anchor: right ? 'end' : 'start', baseline: 'middle', color: line.color ?? theme.ink }));
}

/** The block in the emptiest corner (emptiestCorner) of those preferred, or above the plot. */
export function statBlockClearOf(lines: StatLine[], marks: Array<[number, number]>, plot: PlotArea, theme: Theme, prefer: Corner[]): SceneNode[] {
  return statBlock(lines, plot, theme, emptiestCorner(lines.map((l) => l.text), marks, plot, theme, prefer));
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
 * The first corner, in the order of preference given, whose block of text covers no mark; when
 * every corner covers some, 'above' the plot if the frame can set text there (`plot.above`),
 * or else the corner that covers the fewest (ties keep the earlier corner).
 */
export function emptiestCorner(given: string[], marks: Array<[number, number]>, plot: PlotArea, theme: Theme, prefer: Corner[]): Placement {
  const fs = theme.fontSize;
  const lines = setLines(given.map((text) => ({ text })), plot, theme).map((l) => l.text);
  const w = widestText(lines, fs) + fs * 1.2;
  const h = lines.length * fs * 1.3 + fs;
  // Marks are centres: a point's marker reaches its radius beyond.
  const reach = Math.max(2, theme.markerRadius + 0.5);
  let best = prefer[0] ?? 'top-left';
  let fewest = Infinity;
  for (const corner of prefer) {
    const x0 = corner.endsWith('right') ? plot.x + plot.width - w : plot.x;
    const y0 = corner.startsWith('bottom') ? plot.y + plot.height - h : plot.y;
    const count = marks.filter(([x, y]) => x >= x0 - reach && x <= x0 + w + reach && y >= y0 - reach && y <= y0 + h + reach).length;
    if (count < fewest) {
      fewest = count;
      best = corner;
    }
  }
  if (plot.above?.place(fewest > 0)) return 'above';
  return best;
}

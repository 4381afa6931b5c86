// Reading order of a figure's texts.
//
// The rule is an XY cut on the figure's INK, not only on its texts: a panel's axes, lines and
// bars hold it together, while side-by-side panels are separated by a strip that is nearly
// blank from top to bottom. Tick labels with wide gaps between them are therefore never taken
// for columns. Applied recursively to a region and the texts in it:
//  1. Columns. A vertical strip at least GUTTER text heights wide, inside the region, crossed
//     by at most ALLOWANCE text heights of ink (so a figure title running across both panels
//     does not hide the gutter), with texts on both sides, separates columns. Texts are
//     assigned to the column that holds their middle; a text that runs across the gutter
//     (that title) is read before the columns if it sits in the region's upper half, after
//     them otherwise; a text wholly inside the gutter (a panel letter) leads the column after
//     it. Columns are read left to right, each by this same rule: panel A's labels
//     all come before panel B's when the panels sit side by side.
//     Panels of a grid sit closer: a strip of PANEL_GUTTER text heights will do when a plot (a
//     piece of ink PLOT text heights across both ways: a frame, a pair of spines, a bar) lies
//     wholly on each side of it.
//  2. Otherwise (or first, when panels are parted both ways: a grid of panels reads by rows)
//     bands: horizontal strips of the same kind split the region top to bottom, each
//     read by this rule (a band below a full-width panel can hold two columns).
//  3. Otherwise rows: texts whose baselines lie within half a text height of each other form one
//     row (a turned text counts by its middle), rows top to bottom, left to right within a row.
import type { Box, Component } from './components.ts';
import type { FoundLine } from './lines.ts';

const GUTTER = 2;
const PANEL_GUTTER = 0.8;
const PLOT = 6;
const ALLOWANCE = 2.5;
const MAX_DEPTH = 12;

/** A text's thickness across its reading direction: the height of a line of it. */
function thickness(line: FoundLine): number {
  return line.direction === 'horizontal' ? line.box.y1 - line.box.y0 : line.box.x1 - line.box.x0;
}

function rows(lines: FoundLine[], textHeight: number): FoundLine[] {
  const sorted = [...lines].sort((a, b) => a.baselineY - b.baselineY);
  const grouped: FoundLine[][] = [];
  for (const line of sorted) {
    const current = grouped.at(-1);
    const anchor = current?.[0];
    if (current && anchor && line.baselineY - anchor.baselineY <= 0.5 * textHeight) current.push(line);
    else grouped.push([line]);
  }
  return grouped.flatMap((row) => row.sort((a, b) => a.box.x0 - b.box.x0));
}

type Axis = 'x' | 'y';

/** Where the nearest plot-sized piece of ink lying wholly between `from` and `to` along `axis` ends (towards `to`), or null. */
function plotEdge(ink: Component[], axis: Axis, from: number, to: number, textHeight: number): number | null {
  const size = PLOT * textHeight;
  let edge: number | null = null;
  for (const c of ink) {
    if (c.x1 - c.x0 < size || c.y1 - c.y0 < size) continue;
    const [a, b] = axis === 'x' ? [c.x0, c.x1] : [c.y0, c.y1];
    if (a < Math.min(from, to) || b > Math.max(from, to)) continue;
    const near = to > from ? b : a;
    if (edge === null || (to > from ? near > edge : near < edge)) edge = near;
  }
  return edge;
}

/** A blank strip across `axis`: its middle and half its width. */
interface Cut {
  at: number;
  half: number;
  /** A plot lies wholly on each side of it: it parts panels. */
  panels: boolean;
}

/** The blank strips across `axis` inside the region that separate its parts. */
function cuts(region: Box, ink: Component[], axis: Axis, textHeight: number): Cut[] {
  const start = axis === 'x' ? region.x0 : region.y0;
  const end = axis === 'x' ? region.x1 : region.y1;
  const length = Math.max(0, Math.ceil(end - start));
  if (length === 0) return [];
  const occupancy = new Float64Array(length);
  let first = Infinity;
  let last = -Infinity;
  for (const c of ink) {
    const a0 = Math.max(axis === 'x' ? c.x0 : c.y0, start);
    const a1 = Math.min(axis === 'x' ? c.x1 : c.y1, end);
    const across = Math.min(axis === 'x' ? c.y1 : c.x1, axis === 'x' ? region.y1 : region.x1) - Math.max(axis === 'x' ? c.y0 : c.x0, axis === 'x' ? region.y0 : region.x0);
    if (a1 <= a0 || across <= 0) continue;
    first = Math.min(first, a0);
    last = Math.max(last, a1);
    for (let i = Math.floor(a0 - start); i < Math.ceil(a1 - start); i++) occupancy[i]! += across;
  }
  const out: Cut[] = [];
  /** The widest narrow strip between each pair of neighbouring plots (the others part a plot from its own labels). */
  const between = new Map<string, Cut>();
  let runStart = -1;
  for (let i = Math.max(0, Math.floor(first - start)); i <= Math.min(length, Math.ceil(last - start)); i++) {
    const blank = i < length && (occupancy[i] as number) <= ALLOWANCE * textHeight;
    if (blank && runStart < 0) runStart = i;
    if (!blank && runStart >= 0) {
      const wide = i - runStart >= GUTTER * textHeight;
      const before = i - runStart >= PANEL_GUTTER * textHeight ? plotEdge(ink, axis, start, start + runStart, textHeight) : null;
      const after = before !== null ? plotEdge(ink, axis, end, start + i, textHeight) : null;
      const cut = { at: start + (runStart + i) / 2, half: (i - runStart) / 2, panels: after !== null };
      if (runStart > first - start && wide) out.push(cut);
      else if (runStart > first - start && cut.panels) {
        const key = `${before}/${after}`;
        if ((between.get(key)?.half ?? -1) < cut.half) between.set(key, cut);
      }
      runStart = -1;
    }
  }
  // A wide strip between the same plots already parts them.
  const parted = (c: Cut) => out.some((w) => w.panels && Math.abs(w.at - c.at) < w.half + c.half + PLOT * textHeight);
  out.push(...[...between.values()].filter((c) => !parted(c)));
  return out.sort((a, b) => a.at - b.at);
}

function within(ink: Component[], region: Box): Component[] {
  return ink.filter((c) => c.x1 > region.x0 && c.x0 < region.x1 && c.y1 > region.y0 && c.y0 < region.y1);
}

function order(lines: FoundLine[], region: Box, ink: Component[], textHeight: number, depth: number): FoundLine[] {
  if (lines.length <= 1 || depth > MAX_DEPTH) return rows(lines, textHeight);
  const found = { x: cuts(region, ink, 'x', textHeight), y: cuts(region, ink, 'y', textHeight) };
  // A grid (panels parted both ways) reads by rows, as its panels are lettered: A B above C D.
  const axes: Axis[] = found.x.some((c) => c.panels) && found.y.some((c) => c.panels) ? ['y', 'x'] : ['x', 'y'];
  for (const axis of axes) {
    const strips = found[axis];
    if (strips.length === 0) continue;
    const positions = strips.map((c) => c.at);
    const bounds = [axis === 'x' ? region.x0 : region.y0, ...positions, axis === 'x' ? region.x1 : region.y1];
    const parts = bounds.slice(1).map((end, i) => {
      const begin = bounds[i] as number;
      const part: Box = axis === 'x' ? { ...region, x0: begin, x1: end } : { ...region, y0: begin, y1: end };
      return { part, lines: [] as FoundLine[] };
    });
    const before: FoundLine[] = [];
    const after: FoundLine[] = [];
    for (const line of lines) {
      const middle = axis === 'x' ? (line.box.x0 + line.box.x1) / 2 : (line.box.y0 + line.box.y1) / 2;
      const inGutter = strips.some(({ at, half }) => Math.abs(middle - at) < half && (axis === 'x' ? line.box.x0 < at - half && line.box.x1 > at + half : false));
      // A text wholly inside a gutter between columns (a panel letter, the next panel's axis title) leads the column after it.
      const inside = axis === 'x' ? strips.find(({ at, half }) => line.box.x0 >= at - half && line.box.x1 <= at + half) : undefined;
      const home = inside ? parts.find((p) => p.part.x0 === inside.at) : parts.find((p) => middle >= (axis === 'x' ? p.part.x0 : p.part.y0) && middle < (axis === 'x' ? p.part.x1 : p.part.y1)) ?? parts.at(-1);
      if (inGutter || !home) {
        const upper = (line.box.y0 + line.box.y1) / 2 < (region.y0 + region.y1) / 2;
        (upper ? before : after).push(line);
      } else home.lines.push(line);
    }
    const filled = parts.filter((p) => p.lines.length > 0);
    if (filled.length < 2) continue;
    return [
      ...rows(before, textHeight),
      ...filled.flatMap((p) => order(p.lines, p.part, within(ink, p.part), textHeight, depth + 1)),
      ...rows(after, textHeight),
    ];
  }
  return rows(lines, textHeight);
}

/** The texts in reading order; `ink` is every piece of ink of the image (components.ts). */
export function readingOrder(lines: FoundLine[], ink: Component[], width: number, height: number): FoundLine[] {
  if (lines.length === 0) return [];
  const thicknesses = lines.map(thickness).sort((a, b) => a - b);
  const textHeight = Math.max(1, thicknesses[Math.floor(thicknesses.length / 2)] as number);
  return order(lines, { x0: 0, y0: 0, x1: width, y1: height }, ink, textHeight, 0);
}

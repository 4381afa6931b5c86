// A test between groups on the figure (transforms/groupTest.ts computes it): Tukey's letters
// just beyond the highest mark of each group (above it, or right of it when categories run down
// the y axis), and the result's lines in a corner of the plot that no mark or letter occupies,
// or above the plot when every corner is taken (marks/statBlock.ts).
import type { BandValueContext } from '../plot/bandValue.ts';
import type { Rect } from '../plot/frame.ts';
import type { BandScale, ContinuousScale } from '../plot/scales.ts';
import { textWidth } from '../plot/textFit.ts';
import type { Theme } from '../plot/theme.ts';
import { capHeight } from '../render/fonts.ts';
import type { SceneNode, TextNode } from '../render/scene.ts';
import type { GroupTestResult } from '../transforms/groupTest.ts';
import { densify, emptiestCorner, statBlock, type Corner, type PlotArea } from './statBlock.ts';

/** A group's band on the page, across the category axis (x when vertical, y when horizontal). */
export interface GroupBand {
  name: string;
  from: number;
  to: number;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The page box of a drawn shape (its stroke included); undefined for text, images and empty shapes. */
function boxOf(node: SceneNode): Box | undefined {
  const half = 'strokeWidth' in node && node.strokeWidth ? node.strokeWidth / 2 : 0;
  const around = (xs: number[], ys: number[]): Box | undefined => {
    if (xs.length === 0) return undefined;
    const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    xs.forEach((x, i) => {
      const y = ys[i] as number;
      box.x0 = Math.min(box.x0, x - half);
      box.x1 = Math.max(box.x1, x + half);
      box.y0 = Math.min(box.y0, y - half);
      box.y1 = Math.max(box.y1, y + half);
    });
    return box;
  };
  switch (node.type) {
    case 'rect':
      return around([node.x, node.x + node.width], [node.y, node.y + node.height]);
    case 'circle':
      return around([node.cx - node.r, node.cx + node.r], [node.cy - node.r, node.cy + node.r]);
    case 'line':
      return around([node.x1, node.x2], [node.y1, node.y2]);
    case 'polyline':
      return around(
        node.points.map((p) => p[0]),
        node.points.map((p) => p[1]),
      );
    default:
      return undefined;
  }
}

function shapes(nodes: readonly SceneNode[], out: SceneNode[] = []): SceneNode[] {
  for (const n of nodes) {
    if (n.type === 'group') shapes(n.children, out);
    else out.push(n);
  }
  return out;
}

/** Points every `step` points inside a polygon: on each row, between its crossings of the outline (even-odd). */
function filled(polygon: ReadonlyArray<[number, number]>, box: Box, step: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let y = box.y0 + step / 2; y < box.y1; y += step) {
    const crossings: number[] = [];
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
      const [xi, yi] = polygon[i] as [number, number];
      const [xj, yj] = polygon[j] as [number, number];
      if (yi > y !== yj > y) crossings.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) for (let x = crossings[k] as number; x <= (crossings[k + 1] as number); x += step) out.push([x, y]);
  }
  return out;
}

/** Points every `step` points over a box. */
function grid(box: Box, step: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let x = box.x0; x <= box.x1 + 1e-9; x += step) for (let y = box.y0; y <= box.y1 + 1e-9; y += step) out.push([x, y]);
  return out;
}

/** Points covering the marks drawn (areas filled, lines along their length), for a text block to keep clear of. */
export function markPoints(nodes: readonly SceneNode[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  // A loop, not push(...points): a large filled area has more points than a call takes arguments.
  const add = (points: Array<[number, number]>) => {
    for (const p of points) out.push(p);
  };
  for (const node of shapes(nodes)) {
    const box = boxOf(node);
    if (node.type === 'text') {
      const w = textWidth(node.text, node.size, node.weight);
      const x0 = node.anchor === 'start' ? node.x : node.anchor === 'middle' ? node.x - w / 2 : node.x - w;
      const cap = capHeight(node.size, node.weight);
      const top = node.baseline === 'alphabetic' ? node.y - cap : node.baseline === 'middle' ? node.y - cap / 2 : node.y;
      add(grid({ x0, y0: top, x1: x0 + w, y1: top + cap }, 1.5));
    } else if (!box) continue;
    else if (node.type === 'rect') add(grid(box, 2));
    else if (node.type === 'circle') out.push([node.cx, node.cy]);
    else if (node.type === 'line') add(densify([[node.x1, node.y1], [node.x2, node.y2]]));
    else if (node.type === 'polyline') {
      add(densify(node.closed ? [...node.points, node.points[0] as [number, number]] : node.points));
      if (node.closed && node.fill) add(filled(node.points, box, 3));
    }
  }
  return out;
}

/** How far letters keep from the mark below them. */
const GAP_EM = 0.35;

/**
 * Tukey's letters, one per group, just beyond the group's highest mark among `marks`: centred
 * above it, or after it on the right when categories run down the y axis. Kept inside the plot:
 * when the request fixed the axis so that a mark reaches the edge, the letter sits at the edge,
 * beside the marks it would otherwise cover.
 * With `knockout`, each letter has the page's white behind it, for letters set over guide lines
 * (a dot plot's leaders).
 */
export function groupLetters(result: GroupTestResult | undefined, bands: readonly GroupBand[], marks: readonly SceneNode[], plot: Rect, theme: Theme, horizontal: boolean, knockout = false): SceneNode[] {
  if (!result?.letters) return [];
  const fs = theme.fontSize;
  const cap = capHeight(fs, 'normal');
  const boxes = shapes(marks)
    .map(boxOf)
    .filter((b): b is Box => b !== undefined);
  const nodes: SceneNode[] = [];
  const set = (node: TextNode): void => {
    if (knockout) {
      const w = textWidth(node.text, fs);
      const x0 = node.anchor === 'start' ? node.x : node.x - w / 2;
      const y0 = node.baseline === 'middle' ? node.y - cap / 2 : node.y - cap;
      const pad = fs * 0.15;
      nodes.push({ type: 'rect', x: x0 - pad, y: y0 - pad, width: w + 2 * pad, height: cap + 2 * pad, fill: '#FFFFFF' });
    }
    nodes.push(node);
  };
  for (const band of bands) {
    const text = result.letters.get(band.name);
    if (!text) continue;
    const lo = Math.min(band.from, band.to);
    const hi = Math.max(band.from, band.to);
    const mid = (lo + hi) / 2;
    const within = boxes.filter((b) => (horizontal ? b.y1 > lo && b.y0 < hi : b.x1 > lo && b.x0 < hi));
    if (horizontal) {
      const end = within.reduce((m, b) => Math.max(m, b.x1), within.length > 0 ? -Infinity : plot.x);
      const w = textWidth(text, fs);
      const x = end + fs * GAP_EM;
      if (x + w <= plot.x + plot.width) {
        set({ type: 'text', x, y: mid, text, size: fs, weight: 'normal', anchor: 'start', baseline: 'middle', color: theme.ink });
        continue;
      }
      // No room after the marks (an axis range the request fixed): at the plot's edge, above the marks it would cover.
      const right = plot.x + plot.width - w;
      const under = within.filter((b) => b.x1 > right);
      const y = under.reduce((m, b) => Math.min(m, b.y0), mid + cap / 2 + fs * GAP_EM) - fs * GAP_EM;
      set({ type: 'text', x: right, y, text, size: fs, weight: 'normal', anchor: 'start', baseline: 'alphabetic', color: theme.ink });
    } else {
      const top = within.reduce((m, b) => Math.min(m, b.y0), within.length > 0 ? Infinity : plot.y + plot.height);
      const y = top - fs * GAP_EM;
      if (y - cap >= plot.y) {
        set({ type: 'text', x: mid, y, text, size: fs, weight: 'normal', anchor: 'middle', baseline: 'alphabetic', color: theme.ink });
        continue;
      }
      // No room above the marks (an axis range the request fixed): at the plot's top, after the marks it would cover.
      const at = plot.y + cap;
      const beside = within.filter((b) => b.y0 < at + fs * GAP_EM);
      const x = beside.reduce((m, b) => Math.max(m, b.x1), mid) + fs * GAP_EM;
      set({ type: 'text', x, y: at, text, size: fs, weight: 'normal', anchor: 'start', baseline: 'alphabetic', color: theme.ink });
    }
  }
  return nodes;
}

export interface TestResultOptions {
  bands: readonly GroupBand[];
  /** What the chart drew: the letters go beyond it, and the lines keep clear of it. */
  marks: readonly SceneNode[];
  plot: PlotArea;
  theme: Theme;
  horizontal: boolean;
  /** The chart's own note lines (n per bar ...), set first in the same block. */
  notes?: readonly string[];
  /** Points the block must also keep clear of (beyond `marks`). */
  obstacles?: ReadonlyArray<[number, number]>;
  prefer?: Corner[];
  /** White behind each letter (letters over guide lines). */
  knockout?: boolean;
}

/**
 * A result's line broken where a paper would break it when it is wider than the plot: after a
 * comma or colon outside brackets, so that "p = 0.016" and "F(2, 27) = 4.85" stay whole (a
 * clause still too wide is then broken at spaces by statBlock).
 */
export function clauseLines(line: string, room: number, fontSize: number): string[] {
  if (textWidth(line, fontSize) <= room) return [line];
  const clauses: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    else if ((ch === ',' || ch === ':' || ch === ';') && depth === 0 && line[i + 1] === ' ') {
      clauses.push(line.slice(start, i + 1));
      start = i + 2;
    }
  }
  clauses.push(line.slice(start));
  const out: string[] = [];
  for (const clause of clauses) {
    const last = out[out.length - 1];
    if (last !== undefined && textWidth(`${last} ${clause}`, fontSize) <= room) out[out.length - 1] = `${last} ${clause}`;
    else out.push(clause);
  }
  return out;
}

/** Tukey's letters and the lines of the result (after the chart's notes), as nodes to draw over the marks. */
export function testResultNodes(result: GroupTestResult | undefined, options: TestResultOptions): SceneNode[] {
  const { plot, theme } = options;
  const letters = groupLetters(result, options.bands, options.marks, plot, theme, options.horizontal, options.knockout);
  // The room statBlock sets its lines in.
  const room = plot.width - theme.fontSize * 1.2;
  const lines = [...(options.notes ?? []), ...(result?.lines ?? []).flatMap((line) => clauseLines(line, room, theme.fontSize))];
  if (lines.length === 0) return letters;
  const obstacles = [...(options.obstacles ?? markPoints(options.marks))];
  for (const p of markPoints(letters)) obstacles.push(p);
  const corner = emptiestCorner(lines, obstacles, plot, theme, options.prefer ?? ['top-left', 'top-right', 'bottom-left', 'bottom-right']);
  return [...letters, ...statBlock(lines.map((text) => ({ text })), plot, theme, corner)];
}

/**
 * The result on a chart of categories against values (plot/bandValue.ts: boxes, violins, swarms,
 * rainclouds, bars), each group's band from the context, beyond `marks` (what the chart drew);
 * the chart's own `notes` lines open the block, which keeps clear of `obstacles` when given
 * (else of `marks`).
 */
export function bandTestNodes(
  result: GroupTestResult | undefined,
  ctx: BandValueContext,
  groups: readonly string[],
  marks: readonly SceneNode[],
  plot: PlotArea,
  theme: Theme,
  notes: readonly string[] = [],
  obstacles?: ReadonlyArray<[number, number]>,
): SceneNode[] {
  if (!result) return [];
  const across = (name: string, u: number) => ctx.point(name, u, ctx.domain[0])[ctx.horizontal ? 1 : 0];
  const bands = groups.map((name) => ({ name, from: across(name, 0), to: across(name, ctx.bandwidth) }));
  return testResultNodes(result, { bands, marks, plot, theme, horizontal: ctx.horizontal, notes, ...(obstacles ? { obstacles } : {}) });
}

/**
 * The groups' bands along an x axis of categories (each category's band), or of numbers (a
 * narrow band about each group's x), for a chart of points at each x (means with error bars).
 */
export function xBands(groups: ReadonlyArray<{ key: string; x: number }>, scale: BandScale | ContinuousScale, theme: Theme): GroupBand[] {
  return groups.map((g) => {
    if (scale.kind === 'band') return { name: g.key, from: scale.map(g.key), to: scale.map(g.key) + scale.bandwidth };
    const at = scale.map(g.x);
    return { name: g.key, from: at - theme.fontSize, to: at + theme.fontSize };
  });
}

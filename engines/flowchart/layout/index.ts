// A flowchart placed with elkjs (layered, orthogonal edges) and fitted to its aspect ratio. The
// direction and whether a long flow wraps are chosen by laying the graph out each candidate way
// and keeping the one that suits the ratio best (docs/decisions.md, "Flowchart layout and fit").
import type { Direction, FlowAspectRatio, FlowGraph } from '../model.ts';
import { assemble, drawingSize, placeOnCanvas, ratioValue, type Drawing } from './assemble.ts';
import { runElk, type ElkRun } from './elk.ts';
import { layoutLanes } from './lanes.ts';
import { measureGraph } from './size.ts';
import type { FlowLayout, Point } from './types.ts';

export type { FlowLayout, PlacedEdge, PlacedGroup, PlacedNode, TextBlock, Box, Point } from './types.ts';

/** The proportions `auto` accepts as a page shape; a drawing outside them is costed as if padded to them. */
const AUTO_MIN_RATIO = 0.6;
const AUTO_MAX_RATIO = 1.8;
/** A wrapped or left-to-right layout must be this much better to win over the plainer one. */
const PREFERENCE = 0.9;

interface Candidate {
  direction: Direction;
  wrapped: boolean;
  drawing: Drawing;
  cost: number;
  /** Lower ranks win ties: top-to-bottom unwrapped reads most plainly. */
  rank: number;
}

/**
 * What a candidate costs on the canvas: the canvas's long side per unit of text. For a fixed
 * ratio the canvas is the smallest of that ratio round the drawing, so the cost is its width
 * (the smaller, the larger the text when the figure is printed); for `auto` it is the
 * geometric mean of the drawing padded to a page-like shape.
 */
function cost(d: Drawing, ratio: number | undefined): number {
  const { width, height } = drawingSize(d);
  if (ratio !== undefined) return Math.max(width, height * ratio);
  const r = width / height;
  if (r < AUTO_MIN_RATIO) return Math.sqrt(height * AUTO_MIN_RATIO * height);
  if (r > AUTO_MAX_RATIO) return Math.sqrt(width * (width / AUTO_MAX_RATIO));
  return Math.sqrt(width * height);
}

/**
 * Whether ELK's drawing is sound: every edge routed with horizontal and vertical segments only,
 * except where a route ends on a slanted outline, and every label touching its own route. ELK's
 * wrapping sometimes breaks both for edges that cross a cut; such a candidate is not used.
 */
function sound(d: Drawing): boolean {
  for (const e of d.edges) {
    const inner = e.points.slice(1, -1);
    const pts = e.points;
    for (let i = 1; i < inner.length; i++) {
      const a = inner[i - 1] as Point;
      const b = inner[i] as Point;
      if (Math.abs(a.x - b.x) > 0.5 && Math.abs(a.y - b.y) > 0.5) return false;
    }
    if (!e.label) continue;
    const box = e.label.box;
    const near = pts.some((p, i) => {
      const q = pts[i + 1];
      if (!q) return false;
      const x0 = Math.min(p.x, q.x) - 2;
      const x1 = Math.max(p.x, q.x) + 2;
      const y0 = Math.min(p.y, q.y) - 2;
      const y1 = Math.max(p.y, q.y) + 2;
      return x0 <= box.x + box.width && x1 >= box.x && y0 <= box.y + box.height && y1 >= box.y;
    });
    if (!near) return false;
  }
  return true;
}

export async function layoutFlowchart(graph: FlowGraph, aspectRatio: FlowAspectRatio): Promise<FlowLayout> {
  const ratio = ratioValue(aspectRatio);
  const hasLanes = graph.groups.some((g) => g.kind === 'lane');
  const directions: Direction[] = graph.direction ? [graph.direction] : ['TB', 'LR'];
  const candidates: Candidate[] = [];
  for (const [i, direction] of directions.entries()) {
    const vertical = direction === 'TB' || direction === 'BT';
    const measured = measureGraph(graph, hasLanes && !vertical);
    if (hasLanes) {
      const { elk, bands } = await layoutLanes(graph, measured, direction);
      const drawing = assemble(graph, measured, elk, bands);
      candidates.push({ direction, wrapped: false, drawing, cost: cost(drawing, ratio), rank: i });
      continue;
    }
    const hasGroups = graph.groups.length > 0;
    const runs: ElkRun[] = [{ direction, wrapping: 'off', compound: hasGroups }];
    // ELK wraps only a flat graph's layers; the wrapped drawing aims at the ratio itself.
    if (!hasGroups && graph.nodes.length > 3) {
      for (const target of ratio !== undefined ? [ratio] : [0.8, 1.4]) runs.push({ direction, wrapping: { aspectRatio: target }, compound: false });
    }
    for (const run of runs) {
      const drawing = assemble(graph, measured, await runElk(graph, measured, run));
      const wrapped = run.wrapping !== 'off';
      if (wrapped && !sound(drawing)) continue;
      candidates.push({ direction, wrapped, drawing, cost: cost(drawing, ratio), rank: i * 2 + (wrapped ? 1 : 0) });
    }
  }
  // The plainest candidate wins unless another is clearly better (by PREFERENCE per rank step).
  const score = (c: Candidate) => c.cost * Math.pow(1 / PREFERENCE, c.rank);
  const best = candidates.reduce((a, b) => (score(b) < score(a) ? b : a));
  return { ...placeOnCanvas(best.drawing, ratio), direction: best.direction, wrapped: best.wrapped };
}

// A flowchart placed with elkjs (layered, orthogonal edges) and fitted to its aspect ratio. The
// direction and whether a long flow wraps are chosen by laying the graph out each candidate way
// and keeping the one that suits the ratio best (docs/decisions.md, "Flowchart layout and fit").
import { isBand, type Direction, type FlowAspectRatio, type FlowGraph } from '../model.ts';
import { assemble, drawingSize, placeOnCanvas, ratioValue, type Drawing } from './assemble.ts';
import { runElk, type ElkRun } from './elk.ts';
import { lanesArePhases, layoutLanes } from './lanes.ts';
import { measureGraph } from './size.ts';
import type { FlowLayout, Point } from './types.ts';

export type { FlowLayout, PlacedEdge, PlacedGroup, PlacedNode, TextBlock, Box, Point } from './types.ts';

/** The fewest nodes `auto` wraps. */
const AUTO_MIN_WRAP = 9;
/** The proportions `auto` accepts as a page shape; a drawing outside them is costed as if padded to them. */
const AUTO_MIN_RATIO = 0.6;
const AUTO_MAX_RATIO = 1.8;
/**
 * A wrapped or left-to-right layout must be this much better (per rank step) to win over the
 * plainer one: clearly for `auto`, where reading matters most, slightly for a fixed ratio, where
 * filling the canvas does.
 */
const PREFERENCE = { auto: 0.9, fixed: 0.97 };

interface Candidate {
  run?: ElkRun;
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
 * Whether ELK's drawing is sound: every edge running from its source to its target with
 * horizontal and vertical segments only (but where it ends on a slanted outline), and every
 * label touching its own route and crossed by no other. ELK's
 * wrapping sometimes breaks both for edges that cross a cut; such a candidate is not used.
 */
function sound(d: Drawing): boolean {
  const boxes = new Map([...d.nodes.map((n) => [n.node.id, n.box] as const), ...d.groups.map((g) => [g.group.id, g.box] as const)]);
  const touches = (id: string, p: Point | undefined) => {
    const b = boxes.get(id);
    return !b || (p !== undefined && p.x >= b.x - 1 && p.x <= b.x + b.width + 1 && p.y >= b.y - 1 && p.y <= b.y + b.height + 1);
  };
  for (const e of d.edges) {
    if (!touches(e.edge.from, e.points[0]) || !touches(e.edge.to, e.points.at(-1))) return false;
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
    // No other edge runs through the label.
    for (const other of d.edges) {
      if (other === e) continue;
      for (let i = 1; i < other.points.length; i++) {
        const a = other.points[i - 1] as Point;
        const b = other.points[i] as Point;
        if (Math.max(a.x, b.x) > box.x && Math.min(a.x, b.x) < box.x + box.width && Math.max(a.y, b.y) > box.y && Math.min(a.y, b.y) < box.y + box.height) return false;
      }
    }
  }
  return true;
}

export async function layoutFlowchart(graph: FlowGraph, aspectRatio: FlowAspectRatio): Promise<FlowLayout> {
  const ratio = ratioValue(aspectRatio);
  const hasLanes = graph.groups.some(isBand);
  const directions: Direction[] = graph.direction ? [graph.direction] : ['TB', 'LR'];
  const candidates: Candidate[] = [];
  for (const [i, direction] of directions.entries()) {
    const vertical = direction === 'TB' || direction === 'BT';
    // Lane titles stand in a narrow header at the left of rows: lanes alongside a horizontal flow, or phases across a vertical one.
    const measured = measureGraph(graph, hasLanes && vertical === lanesArePhases(graph));
    if (hasLanes) {
      const { elk, bands } = await layoutLanes(graph, measured, direction);
      const drawing = assemble(graph, measured, elk, bands);
      candidates.push({ direction, wrapped: false, drawing, cost: cost(drawing, ratio), rank: i });
      continue;
    }
    const hasGroups = graph.groups.length > 0;
    const runs: ElkRun[] = [{ direction, wrapping: 'off', compound: hasGroups }];
    // ELK wraps only a flat graph's layers; the wrapped drawing aims at the ratio itself.
    // For `auto`, a short flow reads better unwrapped whatever its shape.
    if (!hasGroups && graph.nodes.length >= (ratio === undefined ? AUTO_MIN_WRAP : 4)) {
      for (const target of ratio !== undefined ? [ratio] : [0.8, 1.4]) runs.push({ direction, wrapping: { aspectRatio: target }, compound: false });
    }
    for (const run of runs) {
      const drawing = assemble(graph, measured, await runElk(graph, measured, run));
      const wrapped = run.wrapping !== 'off';
      if (wrapped && !sound(drawing)) continue;
      candidates.push({ run, direction, wrapped, drawing, cost: cost(drawing, ratio), rank: i * 2 + (wrapped ? 1 : 0) });
    }
  }
  // The plainest candidate wins unless another is clearly better (by PREFERENCE per rank step).
  const preference = ratio === undefined ? PREFERENCE.auto : PREFERENCE.fixed;
  const score = (c: Candidate) => c.cost * Math.pow(1 / preference, c.rank);
  const best = candidates.reduce((a, b) => (score(b) < score(a) ? b : a));
  const drawing = ratio !== undefined && best.run ? await spreadToRatio(graph, measureGraph(graph, false), best.run, best.drawing, ratio) : best.drawing;
  return { ...placeOnCanvas(drawing, ratio), direction: best.direction, wrapped: best.wrapped };
}

/** How much of its canvas's short side a drawing should fill before its spacing is widened. */
const FILL_TARGET = 0.8;
const MAX_SPREAD = 12;

/**
 * A drawing narrower (or flatter) than its fixed ratio, laid out again with wider gaps in the
 * short direction so that it fills the canvas instead of standing in a thin strip: the spacing
 * factor is found by one trial run and a linear step to the target, never beyond MAX_SPREAD.
 */
async function spreadToRatio(graph: FlowGraph, measured: ReturnType<typeof measureGraph>, run: ElkRun, drawing: Drawing, ratio: number): Promise<Drawing> {
  const size = drawingSize(drawing);
  const tooNarrow = size.width / size.height < ratio * FILL_TARGET;
  const tooFlat = size.width / size.height > ratio / FILL_TARGET;
  if (!tooNarrow && !tooFlat) return drawing;
  const vertical = run.direction === 'TB' || run.direction === 'BT';
  // Widening a vertical flow spreads the nodes of a layer; flattening it, the layers.
  const key: 'inLayer' | 'betweenLayers' = tooNarrow === vertical ? 'inLayer' : 'betweenLayers';
  const extent = (d: Drawing) => (tooNarrow ? drawingSize(d).width : drawingSize(d).height);
  const target = tooNarrow ? size.height * ratio * FILL_TARGET : (size.width / ratio) * FILL_TARGET;
  const attempt = async (factor: number) => {
    const spread = { inLayer: 1, betweenLayers: 1, [key]: factor };
    const d = assemble(graph, measured, await runElk(graph, measured, { ...run, spread }));
    return sound(d) ? d : undefined;
  };
  const trial = await attempt(3);
  if (!trial) return drawing;
  const gain = (extent(trial) - extent(drawing)) / 2;
  if (gain <= 1) return drawing;
  const factor = Math.min(MAX_SPREAD, Math.max(1, 1 + (target - extent(drawing)) / gain));
  const spread = await attempt(factor);
  if (!spread) return drawing;
  // Spreading must not make the other side the longer one.
  const after = drawingSize(spread);
  return Math.max(after.width, after.height * ratio) <= Math.max(size.width, size.height * ratio) * 1.001 ? spread : drawing;
}

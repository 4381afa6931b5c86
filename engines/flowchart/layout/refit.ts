// Labels rewrapped to the drawing they stand in. A layered drawing is as wide as its widest
// layer and as long as its layers together; a label's wrap width trades its box's width for its
// height. So the layers that do not set the drawing's width can take longer lines (fewer of
// them: the flow gets shorter) and those that do can take shorter ones, until the drawing suits
// its canvas best. The layers are read from the drawing itself: nodes whose extents along the
// flow overlap (in a wrapped flow, the layers that stand level across its rows or columns, taken
// together: that estimates it better than chunks read from the boxes, as a layer's nodes need
// not overlap across the flow). Each layer's boxes are estimated at every wrap width, the widths
// chosen one layer at a time for the smallest canvas, and ELK lays the graph out again.
import type { Direction, FlowGraph } from '../model.ts';
import { drawingSize, type Drawing } from './assemble.ts';
import { spacingOf } from './elk.ts';
import { wrapFactor } from './shapes.ts';
import { measureNode } from './size.ts';
import { FONT_SIZE } from './text.ts';

/** The wrap widths tried, in ems of FONT_SIZE (diamonds and circles narrower, by their factor). */
const WRAPS = [4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 20];
/** Rounds of choosing each unit's width in turn. */
const ROUNDS = 3;

interface Size {
  cross: number;
  along: number;
}

/** Groups of ids whose spans overlap (more than half a pixel), in order. */
function overlapping(items: Array<{ id: string; span: [number, number] }>): string[][] {
  const groups: Array<{ ids: string[]; end: number }> = [];
  for (const s of [...items].sort((a, b) => a.span[0] - b.span[0])) {
    const last = groups.at(-1);
    if (last && s.span[0] < last.end - 0.5) {
      last.ids.push(s.id);
      last.end = Math.max(last.end, s.span[1]);
    } else groups.push({ ids: [s.id], end: s.span[1] });
  }
  return groups.map((g) => g.ids);
}

/** A drawing's layers: its nodes whose extents along the flow overlap, as ids, in order along it. */
export function layersOf(d: Drawing, vertical: boolean): string[][] {
  return overlapping(d.nodes.map((n) => ({ id: n.node.id, span: (vertical ? [n.box.y, n.box.y + n.box.height] : [n.box.x, n.box.x + n.box.width]) as [number, number] })));
}

/**
 * Wrap widths (px, in FONT_SIZE units) for the nodes of a drawing that make its canvas smaller
 * for the ratio (`auto`: the column figure's AUTO ratio), or undefined when none is estimated
 * to. With `lanes` (lanes alongside the flow, side by side across it, each as wide as its widest
 * node) a lane is the unit that takes one width; otherwise a layer is.
 */
export function balancedWraps(graph: FlowGraph, d: Drawing, direction: Direction, ratio: number, lanes?: string[][]): Map<string, number> | undefined {
  const vertical = direction === 'TB' || direction === 'BT';
  const layers = layersOf(d, vertical);
  if (layers.length < 2) return undefined;
  const units = lanes ?? layers;
  const style = d.style;
  const gap = spacingOf(style).nodeNode;
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const orient = (b: { width: number; height: number }): Size => ({ cross: vertical ? b.width : b.height, along: vertical ? b.height : b.width });
  // Each node's box at each wrap width, and as drawn now.
  const options = new Map<string, Size[]>();
  for (const node of graph.nodes) options.set(node.id, WRAPS.map((em) => orient(measureNode(graph, node, style, em * FONT_SIZE * wrapFactor(node.role)).box)));
  const size = new Map(d.nodes.map((n) => [n.node.id, orient(n.box)]));
  const extent = () => {
    const of = (id: string) => size.get(id) ?? { cross: 0, along: 0 };
    const along = layers.reduce((s, l) => s + Math.max(...l.map((id) => of(id).along)), 0);
    if (lanes) return { along, cross: lanes.reduce((s, lane) => s + Math.max(0, ...lane.map((id) => of(id).cross)), 0) };
    return { along, cross: Math.max(...layers.map((l) => l.reduce((s, id) => s + of(id).cross, 0) + (l.length - 1) * gap)) };
  };
  // The estimate is calibrated to the drawing's real extents (edge routes, labels, offsets and
  // a wrapped flow's cuts make them larger than the boxes alone).
  const drawn = drawingSize(d);
  const base = extent();
  const extra = { cross: (vertical ? drawn.width : drawn.height) - base.cross, along: (vertical ? drawn.height : drawn.width) - base.along };
  const score = () => {
    const e = extent();
    const cross = e.cross + extra.cross;
    const along = e.along + extra.along;
    const [w, h] = vertical ? [cross, along] : [along, cross];
    return { cost: Math.max(w, h * ratio), area: w * h };
  };
  let best = score();
  const start = best.cost;
  const choice = units.map(() => -1);
  for (let round = 0; round < ROUNDS; round++) {
    let changed = false;
    for (const [ui, unit] of units.entries()) {
      const before = unit.map((id) => size.get(id) as Size);
      for (let wi = 0; wi < WRAPS.length; wi++) {
        for (const id of unit) size.set(id, (options.get(id) as Size[])[wi] as Size);
        const s = score();
        if (s.cost < best.cost - 0.5 || (Math.abs(s.cost - best.cost) <= 0.5 && s.area < best.area * 0.995)) {
          best = s;
          choice[ui] = wi;
          changed = true;
        }
      }
      // Keep the unit at its best width (or as drawn).
      const wi = choice[ui] as number;
      unit.forEach((id, k) => size.set(id, wi < 0 ? (before[k] as Size) : ((options.get(id) as Size[])[wi] as Size)));
    }
    if (!changed) break;
  }
  if (best.cost > start * 0.98) return undefined;
  const wraps = new Map<string, number>();
  units.forEach((unit, ui) => {
    const wi = choice[ui] as number;
    if (wi >= 0) for (const id of unit) wraps.set(id, (WRAPS[wi] as number) * FONT_SIZE * wrapFactor((byId.get(id) as { role: Parameters<typeof wrapFactor>[0] }).role));
  });
  return wraps;
}

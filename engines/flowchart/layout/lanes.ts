// Swimlanes. ELK has no lanes, so they are made in two runs: the first places the graph freely,
// which gives each node its place along the flow; then each lane gets a band across the flow
// (columns for a vertical flow, rows for a horizontal one) wide enough for the nodes of that
// lane that stand level with each other, and the second run keeps those cross-flow positions
// (interactive crossing minimisation and node placement) while ELK routes the edges. Where the
// flow passes from one lane to another, the two steps stand in one rank when nothing lies
// between them, the edge drawn straight across (a hand-off), so the flow is no longer than its
// steps within lanes make it.
import { isBand, type Direction, type FlowEdge, type FlowGraph, type FlowGroup, type FlowNode } from '../model.ts';
import { layoutOrder, runElk, spacingOf, type ElkResult } from './elk.ts';
import { FONT_SIZE } from './text.ts';
import type { Measured } from './size.ts';
import type { Box, Point } from './types.ts';

export interface LaneBand {
  /** Undefined for the band of nodes that stand in no lane. */
  lane?: FlowGroup;
  box: Box;
  header: Box;
}

export interface LaneResult {
  elk: ElkResult;
  bands: LaneBand[];
}

/** The pad between a lane's border and its nodes. */
const lanePad = (m: Measured) => spacingOf(m.style).nodeNode / 2 + 4;

/** The lane or stage a node stands in: its group, or the nearest band among that group's parents. */
export function laneOf(graph: FlowGraph, node: FlowNode): FlowGroup | undefined {
  const seen = new Set<string>();
  for (let id = node.group; id && !seen.has(id); ) {
    seen.add(id);
    const group = graph.groups.find((g) => g.id === id);
    if (!group) return undefined;
    if (isBand(group)) return group;
    id = group.parent;
  }
  return undefined;
}

/**
 * Whether the lanes are phases: every node stands in a lane and every edge that goes forward in
 * the author's order goes to the same lane or a later one (CONSORT's Enrollment, Allocation,
 * Follow-Up, Analysis). Phases are bands across the flow, one after the other along it; lanes
 * the flow moves back and forth between are bands alongside it.
 */
export function lanesArePhases(graph: FlowGraph): boolean {
  if (graph.groups.some((g) => g.kind === 'stage')) return true;
  const lanes = graph.groups.filter((g) => g.kind === 'lane');
  const index = new Map(graph.nodes.map((n, i) => [n.id, { order: i, lane: lanes.indexOf(laneOf(graph, n) as FlowGroup) }]));
  if ([...index.values()].some((x) => x.lane < 0)) return false;
  return graph.edges.every((e) => {
    const from = index.get(e.from);
    const to = index.get(e.to);
    return !from || !to || to.order < from.order || to.lane >= from.lane;
  });
}

/** Phases: ELK's partitions put each lane's layers after the previous lane's; the bands are cut half-way between. */
async function layoutPhases(graph: FlowGraph, measured: Measured, direction: Direction): Promise<LaneResult> {
  const vertical = direction === 'TB' || direction === 'BT';
  const along = vertical ? 'y' : 'x';
  const cross = vertical ? 'x' : 'y';
  const alongSize = vertical ? 'height' : 'width';
  const crossSize = vertical ? 'width' : 'height';
  const lanes = graph.groups.filter((g) => isBand(g) && graph.nodes.some((n) => laneOf(graph, n) === g));
  const partitions = new Map(graph.nodes.map((n) => [n.id, lanes.indexOf(laneOf(graph, n) as FlowGroup)]));
  const pad = lanePad(measured);
  const elk = await runElk(graph, measured, { direction, wrapping: 'off', compound: false, partitions });
  const extents = lanes.map((lane) => {
    const boxes = graph.nodes.filter((n) => laneOf(graph, n) === lane).map((n) => elk.nodes.get(n.id) as Box);
    return { min: Math.min(...boxes.map((b) => b[along])), max: Math.max(...boxes.map((b) => b[along] + b[alongSize])) };
  });
  const ordered = extents.map((e, i) => ({ ...e, i })).sort((a, b) => a.min - b.min);
  const header = vertical ? measured.rowHeader : Math.max(0, ...lanes.map((l) => measured.groupHeaders.get(l.id) ?? 0));
  const alongExtent = vertical ? elk.height : elk.width;
  const crossExtent = vertical ? elk.width : elk.height;
  const bands: LaneBand[] = [];
  ordered.forEach((e, k) => {
    const prev = ordered[k - 1];
    const next = ordered[k + 1];
    const start = prev ? (prev.max + e.min) / 2 : Math.min(0, e.min - pad);
    const stop = next ? (e.max + next.min) / 2 : Math.max(alongExtent, e.max + pad);
    const box = { x: 0, y: 0, width: 0, height: 0 };
    box[along] = start + pad;
    box[alongSize] = stop - start;
    box[cross] = -header - pad;
    box[crossSize] = crossExtent + header + 2 * pad;
    const head = { ...box };
    head[crossSize] = header;
    bands[e.i] = { lane: lanes[e.i] as FlowGroup, box, header: head };
  });
  const move = { x: 0, y: 0 };
  move[along] = pad;
  return { elk: translate(elk, move), bands };
}

/**
 * Hand-offs: edges from one lane to another (forward in the author's order) whose two
 * steps can stand in one rank, the edge drawn straight across between them, as a swimlane is
 * drawn by hand; the flow is then shorter by a rank for each. Chosen in the author's order, each
 * step in at most one, and only where ranks counted along the longest path (hand-offs counting
 * none) leave no other step in that rank in the two lanes or between them.
 */
function handoffsOf(graph: FlowGraph, laneIndex: Map<string, number>): FlowEdge[] {
  const order = layoutOrder(graph).map((n) => n.id);
  const index = new Map(order.map((id, i) => [id, i]));
  const forward = graph.edges.filter((e) => (index.get(e.from) ?? Infinity) < (index.get(e.to) ?? -Infinity)).sort((a, b) => (index.get(a.from) as number) - (index.get(b.from) as number) || (index.get(a.to) as number) - (index.get(b.to) as number));
  const chosen: FlowEdge[] = [];
  const used = new Set<string>();
  const ranks = (across: FlowEdge[]) => {
    const rank = new Map(order.map((id) => [id, 0]));
    const flat = new Set(across.map((e) => e.id));
    // Longest path; a hand-off's two steps take the later of their ranks (repeated until stable).
    for (let pass = 0; pass < order.length; pass++) {
      let changed = false;
      for (const e of forward) {
        const need = (rank.get(e.from) as number) + (flat.has(e.id) ? 0 : 1);
        if (need > (rank.get(e.to) as number)) {
          rank.set(e.to, need);
          changed = true;
        }
      }
      for (const e of across) {
        const r = Math.max(rank.get(e.from) as number, rank.get(e.to) as number);
        if (r > (rank.get(e.from) as number)) {
          rank.set(e.from, r);
          changed = true;
        }
      }
      if (!changed) break;
    }
    return rank;
  };
  for (const e of forward) {
    const a = laneIndex.get(e.from);
    const b = laneIndex.get(e.to);
    if (a === undefined || b === undefined || a === b || used.has(e.from) || used.has(e.to) || e.from === e.to) continue;
    const rank = ranks([...chosen, e]);
    const r = rank.get(e.from) as number;
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const blocked = order.some((id) => id !== e.from && id !== e.to && rank.get(id) === r && (laneIndex.get(id) ?? -1) >= lo && (laneIndex.get(id) ?? -1) <= hi);
    if (blocked) continue;
    chosen.push(e);
    used.add(e.from).add(e.to);
  }
  return chosen;
}

export async function layoutLanes(graph: FlowGraph, measured: Measured, direction: Direction, acrossLanes = true): Promise<LaneResult> {
  if (lanesArePhases(graph)) return layoutPhases(graph, measured, direction);
  const vertical = direction === 'TB' || direction === 'BT';
  const along = vertical ? 'y' : 'x';
  const cross = vertical ? 'x' : 'y';
  const crossSize = vertical ? 'width' : 'height';
  const alongSize = vertical ? 'height' : 'width';
  const pad = lanePad(measured);
  const gap = spacingOf(measured.style).nodeNode;

  const lanes: Array<FlowGroup | undefined> = graph.groups.filter((g) => isBand(g) && graph.nodes.some((n) => laneOf(graph, n) === g));
  if (graph.nodes.some((n) => !laneOf(graph, n))) lanes.push(undefined);
  // Hand-offs are laid out as rows of two (ranks.ts) with their edge left out, and drawn after.
  const laneIndex = new Map(graph.nodes.map((n) => [n.id, lanes.indexOf(laneOf(graph, n))]));
  const handoffs = acrossLanes ? handoffsOf(graph, laneIndex) : [];
  const skipped = new Set(handoffs.map((e) => e.id));
  const inner: FlowGraph = handoffs.length ? { ...graph, edges: graph.edges.filter((e) => !skipped.has(e.id)), sideBySide: [...(graph.sideBySide ?? []), ...handoffs.map((e) => [e.from, e.to])] } : graph;
  const free = await runElk(inner, measured, { direction, wrapping: 'off', compound: false });
  const headerSize = (lane: FlowGroup | undefined) => (lane ? (vertical ? (measured.groupHeaders.get(lane.id) ?? 0) : measured.rowHeader) : 0);
  const header = Math.max(0, ...lanes.map(headerSize));

  // Within a lane, nodes that overlap along the flow are put side by side in slots.
  const positions = new Map<string, Point>();
  const planned: Array<{ lane: FlowGroup | undefined; start: number; end: number }> = [];
  // A labelled hand-off needs room for its label between the lanes it leaves and enters.
  const room = new Map<number, number>();
  for (const e of handoffs) {
    const label = measured.labels.get(e.id);
    if (!label) continue;
    const lo = Math.min(laneIndex.get(e.from) as number, laneIndex.get(e.to) as number);
    room.set(lo, Math.max(room.get(lo) ?? 0, (vertical ? label.width : label.height) + 1.5 * FONT_SIZE));
  }
  let bandStart = 0;
  for (const [li, lane] of lanes.entries()) {
    const members = graph.nodes.filter((n) => laneOf(graph, n) === lane).map((n) => ({ id: n.id, box: free.nodes.get(n.id) as Box }));
    members.sort((a, b) => a.box[along] - b.box[along] || a.box[cross] - b.box[cross]);
    const slots: Array<{ end: number; size: number; ids: string[] }> = [];
    for (const m of members) {
      const slot = slots.find((s) => s.end + gap <= m.box[along]);
      if (slot) {
        slot.end = m.box[along] + m.box[alongSize];
        slot.size = Math.max(slot.size, m.box[crossSize]);
        slot.ids.push(m.id);
      } else slots.push({ end: m.box[along] + m.box[alongSize], size: m.box[crossSize], ids: [m.id] });
    }
    let offset = bandStart + pad;
    for (const slot of slots) {
      for (const id of slot.ids) {
        const box = free.nodes.get(id) as Box;
        const p = { x: 0, y: 0 };
        p[along] = box[along];
        p[cross] = offset + (slot.size - box[crossSize]) / 2;
        positions.set(id, p);
      }
      offset += slot.size + gap;
    }
    const end = offset - gap + pad;
    planned.push({ lane, start: bandStart, end });
    bandStart = end + (room.get(li) ?? 0);
  }

  const elk = await runElk(inner, measured, { direction, wrapping: 'off', compound: false, positions });
  // Each hand-off straight across between its two steps, which must stand level with nothing
  // between them; otherwise the lanes are laid out without hand-offs.
  for (const e of handoffs) {
    const a = elk.nodes.get(e.from) as Box;
    const b = elk.nodes.get(e.to) as Box;
    const lo = Math.max(a[along], b[along]);
    const hi = Math.min(a[along] + a[alongSize], b[along] + b[alongSize]);
    const level = (lo + hi) / 2;
    const [first, second] = a[cross] < b[cross] ? [a, b] : [b, a];
    const corridor = { x: 0, y: 0, width: 0, height: 0 };
    corridor[along] = level - 0.5 * FONT_SIZE;
    corridor[alongSize] = FONT_SIZE;
    corridor[cross] = first[cross] + first[crossSize];
    corridor[crossSize] = second[cross] - corridor[cross];
    const size = measured.labels.get(e.id);
    const labelAcross = size ? (vertical ? size.width : size.height) : 0;
    const clear = hi - lo > 0.5 * FONT_SIZE && corridor[crossSize] > labelAcross + FONT_SIZE && [...elk.nodes].every(([id, box]) => id === e.from || id === e.to || !overlap(box, corridor));
    if (!clear) return layoutLanes(graph, measured, direction, false);
    const point = (box: Box) => {
      const p = { x: 0, y: 0 };
      p[along] = level;
      p[cross] = box[cross] + box[crossSize] / 2;
      return p;
    };
    let label: Box | undefined;
    if (size) {
      label = { x: 0, y: 0, width: size.width, height: size.height };
      label[along] = level - (vertical ? size.height : size.width) / 2;
      label[cross] = corridor[cross] + (corridor[crossSize] - labelAcross) / 2;
    }
    elk.edges.set(e.id, label ? { points: [point(a), point(b)], label } : { points: [point(a), point(b)] });
  }
  // ELK shifts the drawing to its origin; the bands follow their nodes, and meet half-way
  // between neighbours so that together they cover the drawing.
  const extent = (lane: FlowGroup | undefined) => {
    const boxes = graph.nodes.filter((n) => laneOf(graph, n) === lane).map((n) => elk.nodes.get(n.id) as Box);
    return { min: Math.min(...boxes.map((b) => b[cross])), max: Math.max(...boxes.map((b) => b[cross] + b[crossSize])) };
  };
  const extents = planned.map((p) => extent(p.lane));
  for (let i = 1; i < extents.length; i++) {
    if ((extents[i] as { min: number }).min < (extents[i - 1] as { max: number }).max) throw new Error('lanes overlap after layout');
  }
  const crossExtent = vertical ? elk.width : elk.height;
  const alongExtent = vertical ? elk.height : elk.width;
  const bounds = extents.map((e, i) => {
    const prev = extents[i - 1];
    const next = extents[i + 1];
    const start = prev ? (prev.max + e.min) / 2 : Math.min(0, e.min - pad);
    const stop = next ? (e.max + next.min) / 2 : Math.max(crossExtent, e.max + pad);
    return { start, stop };
  });
  const shift = -Math.min(0, (bounds[0] as { start: number }).start);
  const bands: LaneBand[] = planned.map((p, i) => {
    const { start, stop } = bounds[i] as { start: number; stop: number };
    const box = { x: 0, y: 0, width: 0, height: 0 };
    box[cross] = start + shift;
    box[crossSize] = stop - start;
    box[along] = 0;
    box[alongSize] = alongExtent + header + 2 * pad;
    const head = { ...box };
    head[alongSize] = header;
    return p.lane ? { lane: p.lane, box, header: head } : { box, header: head };
  });
  // Room for the headers before the flow (the drawing's bounds are measured afterwards).
  const move = { x: 0, y: 0 };
  move[along] = header + pad;
  move[cross] = shift;
  const moved = translate(elk, move);
  return { elk: moved, bands };
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function translate(result: ElkResult, d: Point): ElkResult {
  const box = (b: Box) => ({ ...b, x: b.x + d.x, y: b.y + d.y });
  const point = (p: Point) => ({ x: p.x + d.x, y: p.y + d.y });
  return {
    width: result.width,
    height: result.height,
    nodes: new Map([...result.nodes].map(([k, b]) => [k, box(b)])),
    groups: new Map([...result.groups].map(([k, b]) => [k, box(b)])),
    edges: new Map([...result.edges].map(([k, e]) => [k, e.label ? { points: e.points.map(point), label: box(e.label) } : { points: e.points.map(point) }])),
  };
}

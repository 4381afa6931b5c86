// Swimlanes. ELK has no lanes, so they are made in two runs: the first places the graph freely,
// which gives each node its place along the flow; then each lane gets a band across the flow
// (columns for a vertical flow, rows for a horizontal one) wide enough for the nodes of that
// lane that stand level with each other, and the second run keeps those cross-flow positions
// (interactive crossing minimisation and node placement) while ELK routes the edges.
import { isBand, type Direction, type FlowGraph, type FlowGroup, type FlowNode } from '../model.ts';
import { runElk, SPACING, type ElkResult } from './elk.ts';
import type { Measured } from './size.ts';
import { ROW_HEADER_WIDTH } from './size.ts';
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

const LANE_PAD = SPACING.nodeNode / 2 + 4;

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
  const elk = await runElk(graph, measured, { direction, wrapping: 'off', compound: false, partitions });
  const extents = lanes.map((lane) => {
    const boxes = graph.nodes.filter((n) => laneOf(graph, n) === lane).map((n) => elk.nodes.get(n.id) as Box);
    return { min: Math.min(...boxes.map((b) => b[along])), max: Math.max(...boxes.map((b) => b[along] + b[alongSize])) };
  });
  const ordered = extents.map((e, i) => ({ ...e, i })).sort((a, b) => a.min - b.min);
  const header = vertical ? ROW_HEADER_WIDTH : Math.max(0, ...lanes.map((l) => measured.groupHeaders.get(l.id) ?? 0));
  const alongExtent = vertical ? elk.height : elk.width;
  const crossExtent = vertical ? elk.width : elk.height;
  const bands: LaneBand[] = [];
  ordered.forEach((e, k) => {
    const prev = ordered[k - 1];
    const next = ordered[k + 1];
    const start = prev ? (prev.max + e.min) / 2 : Math.min(0, e.min - LANE_PAD);
    const stop = next ? (e.max + next.min) / 2 : Math.max(alongExtent, e.max + LANE_PAD);
    const box = { x: 0, y: 0, width: 0, height: 0 };
    box[along] = start + LANE_PAD;
    box[alongSize] = stop - start;
    box[cross] = -header - LANE_PAD;
    box[crossSize] = crossExtent + header + 2 * LANE_PAD;
    const head = { ...box };
    head[crossSize] = header;
    bands[e.i] = { lane: lanes[e.i] as FlowGroup, box, header: head };
  });
  const move = { x: 0, y: 0 };
  move[along] = LANE_PAD;
  return { elk: translate(elk, move), bands };
}

export async function layoutLanes(graph: FlowGraph, measured: Measured, direction: Direction): Promise<LaneResult> {
  if (lanesArePhases(graph)) return layoutPhases(graph, measured, direction);
  const vertical = direction === 'TB' || direction === 'BT';
  const along = vertical ? 'y' : 'x';
  const cross = vertical ? 'x' : 'y';
  const crossSize = vertical ? 'width' : 'height';
  const alongSize = vertical ? 'height' : 'width';
  const free = await runElk(graph, measured, { direction, wrapping: 'off', compound: false });

  const lanes: Array<FlowGroup | undefined> = graph.groups.filter((g) => isBand(g) && graph.nodes.some((n) => laneOf(graph, n) === g));
  if (graph.nodes.some((n) => !laneOf(graph, n))) lanes.push(undefined);
  const headerSize = (lane: FlowGroup | undefined) => (lane ? (vertical ? (measured.groupHeaders.get(lane.id) ?? 0) : ROW_HEADER_WIDTH) : 0);
  const header = Math.max(0, ...lanes.map(headerSize));

  // Within a lane, nodes that overlap along the flow are put side by side in slots.
  const positions = new Map<string, Point>();
  const planned: Array<{ lane: FlowGroup | undefined; start: number; end: number }> = [];
  let bandStart = 0;
  for (const lane of lanes) {
    const members = graph.nodes.filter((n) => laneOf(graph, n) === lane).map((n) => ({ id: n.id, box: free.nodes.get(n.id) as Box }));
    members.sort((a, b) => a.box[along] - b.box[along] || a.box[cross] - b.box[cross]);
    const slots: Array<{ end: number; size: number; ids: string[] }> = [];
    for (const m of members) {
      const slot = slots.find((s) => s.end + SPACING.nodeNode <= m.box[along]);
      if (slot) {
        slot.end = m.box[along] + m.box[alongSize];
        slot.size = Math.max(slot.size, m.box[crossSize]);
        slot.ids.push(m.id);
      } else slots.push({ end: m.box[along] + m.box[alongSize], size: m.box[crossSize], ids: [m.id] });
    }
    let offset = bandStart + LANE_PAD;
    for (const slot of slots) {
      for (const id of slot.ids) {
        const box = free.nodes.get(id) as Box;
        const p = { x: 0, y: 0 };
        p[along] = box[along];
        p[cross] = offset + (slot.size - box[crossSize]) / 2;
        positions.set(id, p);
      }
      offset += slot.size + SPACING.nodeNode;
    }
    const end = offset - SPACING.nodeNode + LANE_PAD;
    planned.push({ lane, start: bandStart, end });
    bandStart = end + 2 * LANE_PAD;
  }

  const elk = await runElk(graph, measured, { direction, wrapping: 'off', compound: false, positions });
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
    const start = prev ? (prev.max + e.min) / 2 : Math.min(0, e.min - LANE_PAD);
    const stop = next ? (e.max + next.min) / 2 : Math.max(crossExtent, e.max + LANE_PAD);
    return { start, stop };
  });
  const shift = -Math.min(0, (bounds[0] as { start: number }).start);
  const bands: LaneBand[] = planned.map((p, i) => {
    const { start, stop } = bounds[i] as { start: number; stop: number };
    const box = { x: 0, y: 0, width: 0, height: 0 };
    box[cross] = start + shift;
    box[crossSize] = stop - start;
    box[along] = 0;
    box[alongSize] = alongExtent + header + 2 * LANE_PAD;
    const head = { ...box };
    head[alongSize] = header;
    return p.lane ? { lane: p.lane, box, header: head } : { box, header: head };
  });
  // Room for the headers before the flow (the drawing's bounds are measured afterwards).
  const move = { x: 0, y: 0 };
  move[along] = header + LANE_PAD;
  move[cross] = shift;
  const moved = translate(elk, move);
  return { elk: moved, bands };
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

// One run of elkjs's layered algorithm on a flowchart: the ELK graph built from our nodes (sized
// by their measured text and shape), groups as compound nodes, and the result read back as
// absolute boxes and routes.
import { createRequire } from 'node:module';
import type { ELK as ElkApi, ElkExtendedEdge, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api.js';
import type { Direction, FlowGraph, FlowGroup, FlowNode } from '../model.ts';
import { sideBySidePartitions } from './ranks.ts';
import type { Style } from './style.ts';
import { FONT_SIZE } from './text.ts';
import type { Box, Point } from './types.ts';

// The bundled build runs ELK in this thread (no worker); it is CommonJS, whose default export
// TypeScript's node16 resolution does not see through, hence require.
const ElkConstructor = createRequire(import.meta.url)('elkjs/lib/elk.bundled.js') as new () => ElkApi;
const elk = new ElkConstructor();

export const ELK_DIRECTION: Record<Direction, string> = { TB: 'DOWN', LR: 'RIGHT', BT: 'UP', RL: 'LEFT' };

/** Sizes the layout decided before running ELK. */
export interface Sized {
  nodes: Map<string, { width: number; height: number }>;
  /** Edge label block sizes, by edge id. */
  labels: Map<string, { width: number; height: number }>;
  /** The header band of each group (its title's height plus padding). */
  groupHeaders: Map<string, number>;
  /** The style the sizes were measured in; its gap factor sets the spacing. */
  style: Style;
}

export interface ElkRun {
  direction: Direction;
  /** 'off', or ELK's graph wrapping with the aspect ratio it aimed at. */
  wrapping: 'off' | { aspectRatio: number };
  /** Groups laid out as compound nodes (ignored when false: the caller places them). */
  compound: boolean;
  /** Factors on the spacing between nodes of a layer and between layers (to fill a fixed ratio). */
  spread?: { inLayer: number; betweenLayers: number };
  /**
   * A partition per node (lanes as phases): ELK puts each partition's layers after the previous
   * one's. The graph's side-by-side rows are made partitions within them (ranks.ts).
   */
  partitions?: Map<string, number>;
  /** Fixed positions for nodes (lanes): ELK keeps their order and cross-flow coordinate. */
  positions?: Map<string, Point>;
  /** Every edge label in mid-edge, a decision's answers too (when at its start they would meet). */
  midLabels?: boolean;
}

export interface ElkResult {
  width: number;
  height: number;
  nodes: Map<string, Box>;
  groups: Map<string, Box>;
  edges: Map<string, { points: Point[]; label?: Box }>;
}

/** The gaps of the plain style, px; a style's gap factor scales them all. */
export const SPACING = {
  nodeNode: 1.5 * FONT_SIZE,
  betweenLayers: 2.6 * FONT_SIZE,
  edgeNode: 0.8 * FONT_SIZE,
  edgeEdge: 0.7 * FONT_SIZE,
  groupPadding: 0.9 * FONT_SIZE,
};

/** The gaps of a style. */
export function spacingOf(style: Style): typeof SPACING {
  const g = style.gap;
  return { nodeNode: SPACING.nodeNode * g, betweenLayers: SPACING.betweenLayers * g, edgeNode: SPACING.edgeNode * g, edgeEdge: SPACING.edgeEdge * g, groupPadding: SPACING.groupPadding * g };
}

const n = (v: number) => String(Math.round(v * 100) / 100);

function baseOptions(run: ElkRun, style: Style, partitioned: boolean): LayoutOptions {
  const sp = spacingOf(style);
  const options: LayoutOptions = {
    'elk.algorithm': 'layered',
    'elk.direction': ELK_DIRECTION[run.direction],
    'elk.edgeRouting': 'ORTHOGONAL',
    // Model order first: an edit that adds or removes a node keeps the others where they were,
    // and loops back to an earlier step are the edges reversed.
    'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
    'elk.layered.feedbackEdges': 'true',
    'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    'elk.layered.nodePlacement.bk.fixedAlignment': 'BALANCED',
    'elk.spacing.nodeNode': n(sp.nodeNode * (run.spread?.inLayer ?? 1)),
    'elk.layered.spacing.nodeNodeBetweenLayers': n(sp.betweenLayers * (run.spread?.betweenLayers ?? 1)),
    'elk.spacing.edgeNode': n(sp.edgeNode),
    'elk.layered.spacing.edgeNodeBetweenLayers': n(sp.edgeNode),
    'elk.spacing.edgeEdge': n(sp.edgeEdge),
    'elk.layered.spacing.edgeEdgeBetweenLayers': n(sp.edgeEdge),
    'elk.spacing.edgeLabel': n(0.3 * FONT_SIZE * style.gap),
    'elk.spacing.componentComponent': n(2 * FONT_SIZE * style.gap),
    'elk.padding': '[top=0,left=0,bottom=0,right=0]',
  };
  if (run.compound) options['elk.hierarchyHandling'] = 'INCLUDE_CHILDREN';
  if (run.wrapping !== 'off') {
    options['elk.layered.wrapping.strategy'] = 'MULTI_EDGE';
    options['elk.aspectRatio'] = n(run.wrapping.aspectRatio);
    options['elk.layered.wrapping.additionalEdgeSpacing'] = n(FONT_SIZE * style.gap);
  } else options['elk.aspectRatio'] = '1.6';
  if (partitioned) {
    options['elk.partitioning.activate'] = 'true';
    // Partitions order layers within one connected component: a stage's lone note would
    // otherwise be laid out on its own, before the rest.
    options['elk.separateConnectedComponents'] = 'false';
  }
  if (run.positions) {
    options['elk.layered.crossingMinimization.strategy'] = 'INTERACTIVE';
    options['elk.layered.nodePlacement.strategy'] = 'INTERACTIVE';
  }
  return options;
}

/** The groups each group and node stands in: a node's `group` and a group's `parent`, when they name a group. */
function parentOf(graph: FlowGraph, compound: boolean): { node: (n: FlowNode) => string | undefined; group: (g: FlowGroup) => string | undefined } {
  const ids = new Set(graph.groups.map((g) => g.id));
  return {
    node: (node) => (compound && node.group && ids.has(node.group) ? node.group : undefined),
    group: (group) => (group.parent && ids.has(group.parent) && group.parent !== group.id ? group.parent : undefined),
  };
}

/**
 * The author's order, except that end terminators (a terminator nothing leaves) come last: a
 * shared End is often named early ("activate the cath lab and end") and reached from later
 * steps, and model-order cycle breaking would take those edges for loops back.
 */
export function layoutOrder(graph: FlowGraph): FlowNode[] {
  const leaves = new Set(graph.edges.map((e) => e.from));
  const isEnd = (n: FlowNode) => n.role === 'terminator' && !leaves.has(n.id) && graph.edges.some((e) => e.to === n.id);
  return [...graph.nodes.filter((n) => !isEnd(n)), ...graph.nodes.filter(isEnd)];
}

function elkGraph(graph: FlowGraph, sized: Sized, run: ElkRun): ElkNode {
  // With partitions, the model order follows them (stably): ELK's model-order cycle breaking
  // must not reverse an edge that runs forward from one partition to the next (it fails).
  const byPartition = (nodes: FlowNode[], p: Map<string, number>) => [...nodes].sort((a, b) => (p.get(a.id) ?? 0) - (p.get(b.id) ?? 0));
  let order = run.partitions ? byPartition(layoutOrder(graph), run.partitions) : layoutOrder(graph);
  const rows = sideBySidePartitions(graph, order.map((x) => x.id), run.partitions);
  const partitions = rows?.partitions ?? run.partitions;
  if (rows) {
    // A row's partition holds only its nodes: they go in the order named.
    const named = new Map(graph.sideBySide?.flatMap((row) => row.map((id, i) => [id, i] as const)).reverse());
    const at = new Map(order.map((x, i) => [x.id, rows.rowNodes.has(x.id) ? (named.get(x.id) ?? 0) : i]));
    order = [...order].sort((a, b) => (rows.partitions.get(a.id) ?? 0) - (rows.partitions.get(b.id) ?? 0) || (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
  } else if (partitions) order = byPartition(order, partitions);
  const root: ElkNode = { id: '\u0000root', layoutOptions: baseOptions(run, sized.style, partitions !== undefined), children: [], edges: [] };
  // Side-by-side rows stand in the order they were named: each layer keeps the model order.
  if (rows) (root.layoutOptions as LayoutOptions)['elk.layered.crossingMinimization.forceNodeModelOrder'] = 'true';
  const containers = new Map<string, ElkNode>();
  const parents = parentOf(graph, run.compound);
  if (run.compound) {
    for (const group of graph.groups) {
      const header = sized.groupHeaders.get(group.id) ?? 0;
      const p = spacingOf(sized.style).groupPadding;
      containers.set(group.id, {
        id: `\u0000group:${group.id}`,
        layoutOptions: { 'elk.padding': `[top=${n(header + p)},left=${n(p)},bottom=${n(p)},right=${n(p)}]` },
        children: [],
      });
    }
  }
  // Children in model order: a group enters its parent where its first node does, so that
  // ELK's model-order cycle breaking and crossing minimisation see the author's order.
  const placed = new Set<string>();
  const holderOf = (groupId: string | undefined): ElkNode => {
    if (!groupId) return root;
    const container = containers.get(groupId) as ElkNode;
    if (!placed.has(groupId)) {
      placed.add(groupId);
      const group = graph.groups.find((g) => g.id === groupId) as FlowGroup;
      const parentId = parents.group(group);
      const parent = parentId && !isAncestor(graph, group.id, parentId) ? holderOf(parentId) : root;
      parent.children?.push(container);
    }
    return container;
  };
  for (const node of order) {
    const size = sized.nodes.get(node.id) as { width: number; height: number };
    const child: ElkNode = { id: node.id, width: size.width, height: size.height };
    const position = run.positions?.get(node.id);
    if (position) Object.assign(child, position);
    const partition = partitions?.get(node.id);
    if (partition !== undefined) child.layoutOptions = { 'elk.partitioning.partition': String(partition) };
    holderOf(parents.node(node)).children?.push(child);
  }
  // Groups with no nodes are still drawn (an author may draw an empty box).
  for (const id of containers.keys()) holderOf(id);
  const known = new Set([...graph.nodes.map((x) => x.id), ...(run.compound ? graph.groups.map((g) => g.id) : [])]);
  const elkId = (id: string) => (graph.nodes.some((x) => x.id === id) ? id : `\u0000group:${id}`);
  for (const edge of graph.edges) {
    if (!known.has(edge.from) || !known.has(edge.to)) continue;
    const e: ElkExtendedEdge = { id: `\u0000edge:${edge.id}`, sources: [elkId(edge.from)], targets: [elkId(edge.to)] };
    const label = sized.labels.get(edge.id);
    // A label in mid-edge gets a layer of its own. A decision's short answers ("yes", "no") stand
    // instead where the edge leaves the diamond, as flowcharts are drawn (but in a wrapped flow,
    // whose cut edges ELK then labels off their route); so do all labels in lanes, whose nodes
    // keep their places (interactive), where ELK puts a label's layer at the drawing's edge.
    const fromDecision = answerAtStart(graph, edge, label, run);
    const placement: LayoutOptions = run.positions || fromDecision ? { 'elk.edgeLabels.placement': 'TAIL' } : { 'elk.edgeLabels.placement': 'CENTER', 'elk.edgeLabels.inline': 'true' };
    if (label) e.labels = [{ text: edge.label ?? '', ...label, layoutOptions: placement }];
    root.edges?.push(e);
  }
  return root;
}

/** Whether an edge's label stands at its start: a decision's short answer in an unwrapped flow (see elkGraph). */
export function answerAtStart(graph: FlowGraph, edge: FlowGraph['edges'][number], label: { width: number } | undefined, run: ElkRun): boolean {
  return !run.midLabels && run.wrapping === 'off' && label !== undefined && label.width < 5 * FONT_SIZE && graph.nodes.find((x) => x.id === edge.from)?.role === 'decision';
}

/** Whether `ancestor` is `id` or one of its parents (used to refuse a parent cycle). */
function isAncestor(graph: FlowGraph, ancestor: string, id: string): boolean {
  const seen = new Set<string>();
  for (let at: string | undefined = id; at && !seen.has(at); at = graph.groups.find((g) => g.id === at)?.parent) {
    if (at === ancestor) return true;
    seen.add(at);
  }
  return false;
}

export async function runElk(graph: FlowGraph, sized: Sized, run: ElkRun): Promise<ElkResult> {
  const laid = await elk.layout(elkGraph(graph, sized, run));
  const result: ElkResult = { width: laid.width ?? 0, height: laid.height ?? 0, nodes: new Map(), groups: new Map(), edges: new Map() };
  const offsets = new Map<string, Point>([[laid.id, { x: 0, y: 0 }]]);
  const walk = (node: ElkNode, origin: Point) => {
    for (const child of node.children ?? []) {
      const box = { x: origin.x + (child.x ?? 0), y: origin.y + (child.y ?? 0), width: child.width ?? 0, height: child.height ?? 0 };
      offsets.set(child.id, { x: box.x, y: box.y });
      if (child.id.startsWith('\u0000group:')) result.groups.set(child.id.slice(7), box);
      else result.nodes.set(child.id, box);
      walk(child, box);
    }
  };
  walk(laid, { x: 0, y: 0 });
  const readEdges = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const container = (edge as ElkExtendedEdge & { container?: string }).container ?? node.id;
      const o = offsets.get(container) ?? { x: 0, y: 0 };
      const at = (p: Point) => ({ x: p.x + o.x, y: p.y + o.y });
      const section = edge.sections?.[0];
      if (!section) continue;
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(at);
      const l = edge.labels?.[0];
      const label = l ? { x: o.x + (l.x ?? 0), y: o.y + (l.y ?? 0), width: l.width ?? 0, height: l.height ?? 0 } : undefined;
      result.edges.set(edge.id.slice(6), label ? { points, label } : { points });
    }
    for (const child of node.children ?? []) readEdges(child);
  };
  readEdges(laid);
  return result;
}

// Changes to a graph that several edit forms share. They work on the edit's own copy of the
// graph; untouched nodes, edges and groups keep their ids and their place in model order.
import type { FlowEdge, FlowGraph, FlowGroup, FlowNode, NodeRole } from '../model.ts';
import { describeNode, ReferenceFailure } from './references.ts';

/** The next free id `<prefix>K`: one more than the largest K in use, so a new id is never an old one's. */
export function nextId(prefix: 'n' | 'e' | 'g', taken: readonly { id: string }[]): string {
  let max = 0;
  const pattern = new RegExp(`^${prefix}(\\d{1,9})$`);
  for (const item of taken) {
    const m = pattern.exec(item.id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `${prefix}${max + 1}`;
}

/** Whether an edge is part of the flow (not the dotted link of a note). */
export function isFlowEdge(graph: FlowGraph, edge: FlowEdge): boolean {
  const role = (id: string) => graph.nodes.find((n) => n.id === id)?.role;
  return role(edge.from) !== 'note' && role(edge.to) !== 'note';
}

export function outgoing(graph: FlowGraph, node: FlowNode): FlowEdge[] {
  return graph.edges.filter((e) => e.from === node.id && isFlowEdge(graph, e));
}

export function incoming(graph: FlowGraph, node: FlowNode): FlowEdge[] {
  return graph.edges.filter((e) => e.to === node.id && isFlowEdge(graph, e));
}

export function newNode(graph: FlowGraph, label: string, role: NodeRole, group?: string): FlowNode {
  const node: FlowNode = { id: nextId('n', graph.nodes), label, role };
  if (group !== undefined) node.group = group;
  return node;
}

export function newEdge(graph: FlowGraph, from: string, to: string, label?: string): FlowEdge {
  const edge: FlowEdge = { id: nextId('e', graph.edges), from, to, line: 'solid', arrow: 'end' };
  if (label !== undefined && label !== '') edge.label = label;
  return edge;
}

/** Puts `node` into model order just after (or before) `anchor`. */
export function placeNode(graph: FlowGraph, node: FlowNode, anchor: FlowNode | undefined, side: 'after' | 'before'): void {
  const at = anchor ? graph.nodes.indexOf(anchor) : -1;
  if (at < 0) graph.nodes.push(node);
  else graph.nodes.splice(side === 'after' ? at + 1 : at, 0, node);
}

/** Puts `edge` into model order just after `anchor` (or at the end). */
export function placeEdge(graph: FlowGraph, edge: FlowEdge, anchor?: FlowEdge): void {
  const at = anchor ? graph.edges.indexOf(anchor) : -1;
  if (at < 0) graph.edges.push(edge);
  else graph.edges.splice(at + 1, 0, edge);
}

/**
 * Inserts `node` after `anchor` in the flow: the anchor's next steps follow the new node (the
 * anchor's edges keep their ids and labels and now lead to the new node; one new edge leaves
 * it for each next step). A decision's branches cannot all follow one new step.
 */
export function insertAfter(graph: FlowGraph, node: FlowNode, anchor: FlowNode): void {
  const leaving = outgoing(graph, anchor);
  if (anchor.role === 'decision' && leaving.length > 1) {
    throw new ReferenceFailure(
      `${describeNode(anchor)} is a decision with ${leaving.length} branches; say which one, e.g. "insert '${node.label}' between '${anchor.label}' and '${graph.nodes.find((n) => n.id === leaving[0]!.to)?.label}'"`,
    );
  }
  placeNode(graph, node, anchor, 'after');
  if (leaving.length === 0) {
    placeEdge(graph, newEdge(graph, anchor.id, node.id), graph.edges.findLast((e) => e.to === anchor.id || e.from === anchor.id));
    return;
  }
  const targets: string[] = [];
  for (const edge of leaving) {
    if (!targets.includes(edge.to)) targets.push(edge.to);
    edge.to = node.id;
  }
  // Two edges from the anchor now both lead to the new node: one is enough.
  dropDuplicateEdges(graph, anchor.id, node.id);
  let last = leaving[leaving.length - 1]!;
  for (const target of targets) {
    const edge = newEdge(graph, node.id, target);
    placeEdge(graph, edge, last);
    last = edge;
  }
}

/** Inserts `node` before `anchor` in the flow: every edge into the anchor now leads to the new node. */
export function insertBefore(graph: FlowGraph, node: FlowNode, anchor: FlowNode): void {
  const entering = incoming(graph, anchor);
  placeNode(graph, node, anchor, 'before');
  for (const edge of entering) edge.to = node.id;
  const edge = newEdge(graph, node.id, anchor.id);
  placeEdge(graph, edge, entering[entering.length - 1]);
}

/** Inserts `node` on `edge`: the edge (id and label kept) leads to the node, a new edge goes on. */
export function insertOnEdge(graph: FlowGraph, node: FlowNode, edge: FlowEdge): void {
  const from = graph.nodes.find((n) => n.id === edge.from)!;
  const target = edge.to;
  placeNode(graph, node, from, 'after');
  edge.to = node.id;
  placeEdge(graph, newEdge(graph, node.id, target), edge);
}

function dropDuplicateEdges(graph: FlowGraph, from: string, to: string): void {
  let seen = false;
  graph.edges = graph.edges.filter((e) => {
    if (e.from !== from || e.to !== to) return true;
    if (!seen) return (seen = true);
    return false;
  });
}

/**
 * Removes a node with its edges and notes. A node that was a simple link in a chain (one
 * step before it, one after, not already joined, nor through a step beside it when no answer
 * leads in) leaves its predecessor joined to its successor by the edge that entered it (id kept; its label, else the leaving edge's).
 */
export function removeNode(graph: FlowGraph, node: FlowNode): void {
  const entering = incoming(graph, node);
  const leaving = outgoing(graph, node);
  const notes = new Set(
    graph.edges
      .filter((e) => e.from === node.id || e.to === node.id)
      .map((e) => (e.from === node.id ? e.to : e.from))
      .filter((id) => graph.nodes.find((n) => n.id === id)?.role === 'note' && attachments(graph, id) === 1),
  );
  let bridge: FlowEdge | undefined;
  if (entering.length === 1 && leaving.length === 1) {
    const [before, after] = [entering[0]!, leaving[0]!];
    // "remove CRP" of FBC, CRP and cultures done in parallel: the others still join the two steps.
    const throughSibling = before.label === undefined && graph.edges.some((e) => e.from === before.from && e.to !== node.id && graph.edges.some((f) => f.from === e.to && f.to === after.to));
    const joined = throughSibling || graph.edges.some((e) => e.from === before.from && e.to === after.to);
    if (before.from !== node.id && after.to !== node.id && before.from !== after.to && !joined) {
      bridge = before;
      bridge.to = after.to;
      // A question's answer ("No") is no label once the question is gone.
      if (bridge.label === undefined && after.label !== undefined && node.role !== 'decision') bridge.label = after.label;
    }
  }
  const gone = new Set([node.id, ...notes]);
  const groups = new Set(graph.nodes.filter((n) => gone.has(n.id)).map((n) => n.group));
  graph.edges = graph.edges.filter((e) => e === bridge || (!gone.has(e.from) && !gone.has(e.to)));
  graph.nodes = graph.nodes.filter((n) => !gone.has(n.id));
  dropEmptyGroups(graph, groups);
  // A row of steps side by side keeps its other steps while two remain.
  if (graph.sideBySide) {
    graph.sideBySide = graph.sideBySide.map((row) => row.filter((id) => !gone.has(id))).filter((row) => row.length >= 2);
    if (graph.sideBySide.length === 0) delete graph.sideBySide;
  }
}

function attachments(graph: FlowGraph, id: string): number {
  return graph.edges.filter((e) => e.from === id || e.to === id).length;
}

/** Groups among `candidates` left with no node and no inner group are dropped, innermost first. */
export function dropEmptyGroups(graph: FlowGraph, candidates: Set<string | undefined>): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const group of [...graph.groups]) {
      if (!candidates.has(group.id)) continue;
      const used = graph.nodes.some((n) => n.group === group.id) || graph.groups.some((g) => g.parent === group.id);
      if (!used) {
        graph.groups = graph.groups.filter((g) => g !== group);
        candidates.add(group.parent);
        changed = true;
      }
    }
  }
}

export function newGroup(graph: FlowGraph, label: string, kind: FlowGroup['kind'], parent?: string): FlowGroup {
  const group: FlowGroup = { id: nextId('g', graph.groups), label, kind };
  if (parent !== undefined) group.parent = parent;
  graph.groups.push(group);
  return group;
}

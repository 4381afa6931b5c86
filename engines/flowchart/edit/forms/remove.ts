// Removing steps, edges, edge labels and groups.
import type { FlowGraph, FlowNode } from '../../model.ts';
import { branchEdges } from '../branchEdges.ts';
import type { Form } from '../form.ts';
import { incoming, newEdge, outgoing, placeEdge, removeNode } from '../graph.ts';
import { LOOP_NAMES, namedLoops } from '../loops.ts';
import { describeNode, ReferenceFailure, referents, resolveEdges, resolveGroup, resolveNode } from '../references.ts';
import { resolveSelection } from '../selection.ts';
import type { Token } from '../tokens.ts';

const REMOVE = 'remove|delete|drop|erase|get rid of|take out|cut out|cut';
const EDGE = 'edge|edges|arrow|arrows|link|links|connection|connections|line|lines';

/** Edges from a to b, or (with `either`) between them in either direction. */
export function edgesBetween(graph: FlowGraph, a: readonly Token[], b: readonly Token[], either: boolean) {
  if (!either) return resolveEdges(graph, a, b);
  const from = resolveNode(graph, a);
  const to = resolveNode(graph, b);
  const edges = graph.edges.filter((e) => (e.from === from.id && e.to === to.id) || (e.from === to.id && e.to === from.id));
  if (edges.length === 0) throw new ReferenceFailure(`${describeNode(from)} and ${describeNode(to)} are not joined by an edge`);
  return edges;
}

function dropEdges(graph: FlowGraph, ids: Set<string>) {
  graph.edges = graph.edges.filter((e) => !ids.has(e.id));
}

const edge: Form = {
  patterns: [
    [REMOVE, '?the|any|all', EDGE, '=how:from', '$a', 'to', '$b'],
    [REMOVE, '?the|any|all', EDGE, '=how:between', '$a', 'and', '$b'],
  ],
  resolve(graph, slots) {
    const edges = edgesBetween(graph, slots.a!, slots.b!, slots.how![0]!.lower === 'between');
    const ids = new Set(edges.map((e) => e.id));
    return { key: `unlink ${[...ids].join(',')}`, run: () => dropEdges(graph, ids) };
  },
};

const disconnect: Form = {
  patterns: [['disconnect|unlink|detach|separate', '$a', 'from|and', '$b']],
  resolve(graph, slots) {
    const edges = edgesBetween(graph, slots.a!, slots.b!, true);
    const ids = new Set(edges.map((e) => e.id));
    return { key: `unlink ${[...ids].join(',')}`, run: () => dropEdges(graph, ids) };
  },
};

const edgeLabel: Form = {
  patterns: [
    [REMOVE + '|clear', '?the', 'label|labels|text', 'from|of|on', '?the', EDGE, 'from', '$a', 'to', '$b'],
    ['unlabel', '?the', EDGE, 'from', '$a', 'to', '$b'],
  ],
  resolve(graph, slots) {
    const edges = resolveEdges(graph, slots.a!, slots.b!);
    return {
      key: `unlabel ${edges.map((e) => e.id).join(',')}`,
      run() {
        for (const e of edges) delete e.label;
      },
    };
  },
};

const group: Form = {
  patterns: [
    [REMOVE + '|dissolve', '?the', '=kind:group|lane|swimlane|subgraph|box', '?called|named', '$group'],
    [REMOVE + '|dissolve', '?the', '$group', '=kind:group|lane|swimlane|subgraph'],
    ['ungroup', '?the', '?group|lane|swimlane', '$group'],
  ],
  resolve(graph, slots) {
    const kind = slots.kind?.[0]?.lower;
    const found = resolveGroup(graph, slots.group!, kind === 'lane' || kind === 'swimlane' ? 'lane' : kind === undefined ? undefined : 'group');
    return {
      key: `ungroup ${found.id}`,
      run() {
        for (const n of graph.nodes) {
          if (n.group !== found.id) continue;
          if (found.parent === undefined) delete n.group;
          else n.group = found.parent;
        }
        for (const g of graph.groups) {
          if (g.parent !== found.id) continue;
          if (found.parent === undefined) delete g.parent;
          else g.parent = found.parent;
        }
        graph.groups = graph.groups.filter((g) => g !== found);
      },
    };
  },
};

/** "delete the loop", "remove the arrow going back", "remove the feedback loops": the edges going back. */
const loop: Form = {
  patterns: LOOP_NAMES.map((names) => [REMOVE, ...names]),
  resolve(graph, slots) {
    const ids = new Set(namedLoops(graph, slots).map((e) => e.id));
    return { key: `unlink ${[...ids].join(',')}`, run: () => dropEdges(graph, ids) };
  },
};

/** "remove the no branch", "delete the yes arrow of the AUC check": the arrows an answer names (the steps stay). */
const branch: Form = {
  patterns: [[REMOVE, '$edges']],
  resolve(graph, slots) {
    const edges = branchEdges(graph, slots.edges!);
    if (!edges) throw new ReferenceFailure(`'${slots.edges!.map((t) => t.text).join(' ')}' names no arrow by its answer`, true);
    const ids = new Set(edges.map((e) => e.id));
    return { key: `unlink ${[...ids].join(',')}`, run: () => dropEdges(graph, ids) };
  },
};

/** "remove 'Wash'", "get rid of the age check and the not-eligible box": one step or several. */
const step: Form = {
  patterns: [[REMOVE, '$node']],
  resolve(graph, slots) {
    let nodes: FlowNode[];
    try {
      nodes = [resolveNode(graph, slots.node!)];
    } catch (error) {
      if (!(error instanceof ReferenceFailure)) throw error;
      // Several steps: listed ("A and B", "steps 5 and 6") or said in the plural ("the last two steps").
      try {
        nodes = resolveSelection(graph, slots.node!);
      } catch (again) {
        if (!(again instanceof ReferenceFailure) || !slots.node!.some((t) => !t.quoted && (t.lower === 'and' || t.text === ','))) throw error;
        throw again;
      }
    }
    const ids = nodes.map((n) => n.id);
    return {
      key: `remove ${ids.join(',')}`,
      run() {
        const way = onlyWayThrough(graph, new Set(ids));
        for (const id of ids) {
          const node = graph.nodes.find((n) => n.id === id)!;
          const entering = incoming(graph, node).filter((e) => e.from !== id);
          referents.removed.set(id, {
            before: entering.map((e) => (e.label === undefined ? { id: e.from } : { id: e.from, label: e.label })),
            after: outgoing(graph, node).filter((e) => e.to !== id).map((e) => e.to),
          });
          removeNode(graph, node);
        }
        // Steps taken out together that had one way in and one way out leave those joined.
        if (way && !graph.edges.some((e) => e.from === way.from && e.to === way.to)) {
          placeEdge(graph, newEdge(graph, way.from, way.to, way.label), graph.edges.findLast((e) => e.from === way.from));
        }
      },
    };
  },
};

/**
 * The one step before and the one step after a group of steps, when the group (of two or more)
 * has a single step leading into it and a single step it leads out to: "take out the QC check
 * and the discard box" leaves FastQC leading to the alignment. The label of the arrow in (an
 * answer of a question before) is kept; the answers of a question taken out are not.
 */
function onlyWayThrough(graph: FlowGraph, ids: ReadonlySet<string>): { from: string; to: string; label?: string } | undefined {
  if (ids.size < 2) return undefined;
  const into = graph.edges.filter((e) => !ids.has(e.from) && ids.has(e.to));
  const out = graph.edges.filter((e) => ids.has(e.from) && !ids.has(e.to));
  const from = [...new Set(into.map((e) => e.from))];
  const to = [...new Set(out.map((e) => e.to))];
  if (from.length !== 1 || to.length !== 1 || from[0] === to[0] || into.length !== 1) return undefined;
  const label = into[0]!.label;
  return label === undefined ? { from: from[0]!, to: to[0]! } : { from: from[0]!, to: to[0]!, label };
}

/**
 * "everyone starts at consent", "the flow now starts with X": said after removing the steps
 * before X, it asks nothing new but must hold: X is the one step with none before it.
 */
const startsAt: Form = {
  patterns: [
    ['?so|and|then|now|so that', 'everyone|everybody|everything|every patient|all patients|all participants|participants|patients|the flow|the flowchart|the chart|the process|it|they|we|people|all', '?now|then|will|should|can|just|simply', 'starts|start|begins|begin|starting|beginning|goes straight|go straight|go directly|goes directly', 'at|with|from|to|in', '?the', '$node'],
  ],
  resolve(graph, slots) {
    const node = resolveNode(graph, slots.node!);
    const before = incoming(graph, node).map((e) => graph.nodes.find((n) => n.id === e.from)!);
    if (before.length > 0) throw new ReferenceFailure(`${describeNode(node)} is not where the flow starts: ${before.map(describeNode).join(', ')} lead${before.length === 1 ? 's' : ''} to it; remove or reconnect ${before.length === 1 ? 'it' : 'them'}`);
    const others = graph.nodes.filter((n) => n !== node && n.role !== 'note' && incoming(graph, n).length === 0);
    if (others.length > 0) throw new ReferenceFailure(`the flow also starts at ${others.slice(0, 6).map(describeNode).join(', ')}`);
    return { key: `starts ${node.id}`, run() {} };
  },
};

/**
 * "remove the excluded box and the arrow to it": the arrows of a step the part before removed
 * went with it; nothing is left to do. Said of a step still drawn, it is refused.
 */
const itsArrows: Form = {
  patterns: [[REMOVE, '?the|its|all its|all the', EDGE, '?to|into|from|out of|leading to|going to|leading into|in and out of|of', '=it:it|them|that box|that step|this box']],
  resolve() {
    const gone = referents.last.length > 0 && referents.last.every((id) => referents.removed.has(id));
    if (!gone) throw new ReferenceFailure('the arrows of a step still drawn are removed by naming both ends ("remove the arrow from A to B")');
    return { key: 'arrows already gone', run() {} };
  },
};

export const REMOVE_FORMS: readonly Form[] = [edge, disconnect, edgeLabel, group, loop, branch, itsArrows, step, startsAt];

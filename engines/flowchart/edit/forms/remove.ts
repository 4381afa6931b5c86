// Removing steps, edges, edge labels and groups.
import type { FlowGraph } from '../../model.ts';
import type { Form } from '../form.ts';
import { removeNode } from '../graph.ts';
import { describeNode, ReferenceFailure, resolveEdges, resolveGroup, resolveNode } from '../references.ts';
import type { Token } from '../tokens.ts';

const REMOVE = 'remove|delete|drop|erase';
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

const step: Form = {
  patterns: [[REMOVE, '$node']],
  resolve(graph, slots) {
    const node = resolveNode(graph, slots.node!);
    return { key: `remove ${node.id}`, run: () => removeNode(graph, graph.nodes.find((n) => n.id === node.id)!) };
  },
};

export const REMOVE_FORMS: readonly Form[] = [edge, disconnect, edgeLabel, group, step];

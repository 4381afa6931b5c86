// "remove the BCA assay and connect its neighbours", "... and join up the gap": after a step is
// removed, the steps that stood before it lead to those that stood after it. Removing a simple
// link in a chain already joins them (graph.ts); this makes the join hold where the removed step
// had several steps on a side, and says so when nothing was removed to leave a gap.
import type { FlowGraph } from '../../model.ts';
import type { Form } from '../form.ts';
import { newEdge, placeEdge } from '../graph.ts';
import { ReferenceFailure, referents } from '../references.ts';

const JOIN = 'connect|join|link|reconnect|bridge|close|rejoin|reattach|wire';
const WHAT =
  '=what:its neighbours|its neighbors|their neighbours|their neighbors|the neighbours|the neighbors|the gap|the gaps|the hole|the steps either side|the steps on either side|the steps either side of it|the steps on either side of it|the steps before and after|the steps before and after it|the step before and after|the steps around it|the boxes either side|the boxes on either side|the flow|the chain|the arrows|what was before and after it|the ends|up the gap|up the flow|up the chain|up its neighbours|up the steps either side|it up|them up|up';

/** The steps outside the removed ones that led into (or on from) `id`, through other removed steps. */
function outside(id: string, side: 'before' | 'after', seen = new Set<string>()): { id: string; label?: string }[] {
  if (seen.has(id)) return [];
  seen.add(id);
  const removed = referents.removed.get(id);
  if (!removed) return [];
  const list = side === 'before' ? removed.before : removed.after.map((to) => ({ id: to }));
  return list.flatMap((s) => (referents.removed.has(s.id) ? outside(s.id, side, seen) : [s]));
}

const neighbours: Form = {
  patterns: [[JOIN, '?back|together', WHAT, '?together|back|again|up']],
  resolve(graph, slots) {
    const gone = referents.last.filter((id) => referents.removed.has(id) && !graph.nodes.some((n) => n.id === id));
    if (gone.length === 0) throw new ReferenceFailure(`'${slots.what!.map((t) => t.text).join(' ')}' follows no step removed before it`);
    const joins: { from: string; to: string; label?: string }[] = [];
    for (const id of gone) {
      for (const from of outside(id, 'before')) {
        for (const to of outside(id, 'after')) {
          if (from.id === to.id || joins.some((j) => j.from === from.id && j.to === to.id) || joined(graph, from.id, to.id)) continue;
          joins.push(from.label === undefined ? { from: from.id, to: to.id } : { from: from.id, to: to.id, label: from.label });
        }
      }
    }
    return {
      key: `rejoin ${joins.map((j) => `${j.from}>${j.to}`).join(',')}`,
      run() {
        for (const j of joins) placeEdge(graph, newEdge(graph, j.from, j.to, j.label), graph.edges.findLast((e) => e.from === j.from));
      },
    };
  },
};

function joined(graph: FlowGraph, from: string, to: string): boolean {
  return graph.edges.some((e) => e.from === from && e.to === to);
}

export const NEIGHBOUR_FORMS: readonly Form[] = [neighbours];

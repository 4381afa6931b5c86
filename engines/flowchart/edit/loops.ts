// Edges named by what they do rather than by their ends: "the feedback loop", "the loop back",
// "the arrow going back", "all loops". A loop is an edge that goes back to an earlier step,
// earlier in model order (or to itself): the order the layout keeps, whose cycle breaking draws
// exactly these edges against the flow (docs/decisions.md, flowchart layout), so it is the edge
// a reader sees going back.
import type { FlowEdge, FlowGraph } from '../model.ts';
import { isFlowEdge } from './graph.ts';
import { ReferenceFailure } from './references.ts';
import type { Slots } from './tokens.ts';

const QUANTIFIER = '?=all:all|every|each|both|the|all the|any';
const NOUNS = 'edge|edges|arrow|arrows|line|lines|link|links|connection|connections';

/** Pattern elements naming loops, for the forms: "the feedback loop", "the edge going back". */
export const LOOP_NAMES: readonly (readonly string[])[] = [
  [QUANTIFIER, '=loop:feedback loop|feedback loops|feedback|loop back|loop|loops|loopback|loopbacks|back edge|back edges|return loop|return loops|cycle|cycles', `?=noun:${NOUNS}`],
  [QUANTIFIER, `=noun:${NOUNS}`, 'back|going back|that goes back|that go back|looping back|that loops back|that loop back'],
];

/** Words that make the name cover every loop: "the loops", "all feedback arrows". */
const PLURAL = new Set(['all', 'every', 'each', 'both', 'any', 'loops', 'loopbacks', 'edges', 'cycles', 'arrows', 'lines', 'links', 'connections']);

/** The edges going back to an earlier step, in model order. */
export function backEdges(graph: FlowGraph): FlowEdge[] {
  const order = new Map(graph.nodes.map((n, k) => [n.id, k]));
  return graph.edges.filter((e) => isFlowEdge(graph, e) && (order.get(e.to) ?? Infinity) <= (order.get(e.from) ?? -1));
}

/** The loops a reading of LOOP_NAMES names: the only one, or (plural) all of them. */
export function namedLoops(graph: FlowGraph, slots: Slots): FlowEdge[] {
  const plural = [...(slots.all ?? []), ...(slots.loop ?? []), ...(slots.noun ?? [])].some((t) => PLURAL.has(t.lower));
  const loops = backEdges(graph);
  if (loops.length === 0) throw new ReferenceFailure('no edge goes back to an earlier step');
  if (!plural && loops.length > 1) {
    const listed = loops.slice(0, 8).map((e) => `${e.id} (${label(graph, e.from)} to ${label(graph, e.to)})`).join(', ');
    throw new ReferenceFailure(`${loops.length} edges go back to an earlier step: ${listed}; name one by its ends ("the edge from A to B"), or say "the loops"`);
  }
  return loops;
}

function label(graph: FlowGraph, id: string): string {
  return `'${graph.nodes.find((n) => n.id === id)?.label.replace(/\s+/g, ' ') ?? id}'`;
}

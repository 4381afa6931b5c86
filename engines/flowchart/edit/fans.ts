// Where the flow fans out: the steps one step leads to when it leads to two or more (a
// randomisation's arms, a decision's branches), and the nouns that name such steps ("arm",
// "branch"). Read from the graph alone, so the description reader can use it too.
import type { FlowGraph, FlowNode } from '../model.ts';

const BRANCH_WORDS = new Set(['arm', 'branch', 'path', 'route', 'limb', 'parallel', 'pathway', 'outcome']);

/** Whether a word names a step by its place in a fan-out ("arm", "branch"). */
export function isBranchWord(lemma: string): boolean {
  return BRANCH_WORDS.has(lemma);
}

/** For each step that leads to two or more steps, those steps in model order (as many as said, when said). */
export function fanOuts(graph: FlowGraph, count?: number): { from: FlowNode; to: FlowNode[] }[] {
  const notes = new Set(graph.nodes.filter((n) => n.role === 'note').map((n) => n.id));
  const fans: { from: FlowNode; to: FlowNode[] }[] = [];
  for (const from of graph.nodes) {
    if (notes.has(from.id)) continue;
    const targets = new Set(graph.edges.filter((e) => e.from === from.id && !notes.has(e.to)).map((e) => e.to));
    const to = graph.nodes.filter((n) => targets.has(n.id) && n.id !== from.id);
    if (to.length >= 2 && (count === undefined || to.length === count)) fans.push({ from, to });
  }
  return fans;
}

/** The steps some step fans out to: "the placebo arm" is such a step whose label says "placebo". */
export function fanOutTargets(graph: FlowGraph): Set<string> {
  return new Set(fanOuts(graph).flatMap((f) => f.to.map((n) => n.id)));
}

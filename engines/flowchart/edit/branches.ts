// Steps named by where they stand rather than by their labels: "the three arms", "the two
// branches", "both outcomes", "the parallel steps" are the steps one step fans out to (a randomisation's arms,
// a decision's branches), whatever their labels say. Read only when the description's words
// are all such nouns, and only when one fan-out fits (with the number said, if any).
import type { FlowGraph, FlowNode } from '../model.ts';
import type { Description } from './description.ts';
import { outgoing } from './graph.ts';

const BRANCH_WORDS = new Set(['arm', 'branch', 'path', 'route', 'limb', 'parallel', 'pathway', 'outcome']);

/** Whether a description names steps by their place in a fan-out. */
export function namesBranches(description: Description): boolean {
  return description.plural && description.words.length > 0 && description.words.every((w) => BRANCH_WORDS.has(w.lemma));
}

/** For each step that leads to two or more steps, those steps in model order (as many as said, when said). */
export function fanOuts(graph: FlowGraph, count?: number): { from: FlowNode; to: FlowNode[] }[] {
  const fans: { from: FlowNode; to: FlowNode[] }[] = [];
  for (const from of graph.nodes) {
    const targets = new Set(outgoing(graph, from).map((e) => e.to));
    const to = graph.nodes.filter((n) => targets.has(n.id) && n.id !== from.id);
    if (to.length >= 2 && (count === undefined || to.length === count)) fans.push({ from, to });
  }
  return fans;
}

/** Branch labels that answer yes, or no, in the words flowcharts use. */
export const YES_LABEL = /^(?:yes|y|true|positive|present|pass(?:ed|es)?|ok|okay|done)$/i;
export const NO_LABEL = /^(?:no|n|false|negative|absent|fail(?:ed|s)?|not ok)$/i;

/** Whether a branch label says the same answer as the words said ("yes" for "Yes", "positive" for "pos"). */
export function sameAnswer(said: string, label: string): boolean {
  const a = said.trim().toLowerCase();
  const b = label.trim().replace(/[.:]$/, '').toLowerCase();
  if (a === b) return true;
  return (YES_LABEL.test(a) && YES_LABEL.test(b)) || (NO_LABEL.test(a) && NO_LABEL.test(b));
}

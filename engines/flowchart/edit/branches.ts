// Steps named by where they stand rather than by their labels: "the three arms", "the two
// branches", "both outcomes", "the parallel steps" are the steps one step fans out to (a randomisation's arms,
// a decision's branches), whatever their labels say. Read only when the description's words
// are all such nouns, and only when one fan-out fits (with the number said, if any).
import type { FlowGraph, FlowNode } from '../model.ts';
import type { Description } from './description.ts';
import { isBranchWord } from './fans.ts';
import { outgoing } from './graph.ts';

/**
 * Of several fan-outs, the one whose steps all lead on, when only one does: a trial's arms each
 * go on to follow-up, while the fan-out from assessment ends in the excluded box.
 */
export function armsFanOut(graph: FlowGraph, fans: readonly { from: FlowNode; to: FlowNode[] }[]): { from: FlowNode; to: FlowNode[] } | undefined {
  const leading = fans.filter((f) => f.to.every((n) => outgoing(graph, n).length > 0));
  return leading.length === 1 ? leading[0] : undefined;
}

/** Whether a description names steps by their place in a fan-out. */
export function namesBranches(description: Description): boolean {
  return description.plural && description.words.length > 0 && description.words.every((w) => isBranchWord(w.lemma));
}

/** Branch labels that answer yes, or no, in the words flowcharts use. */
export const YES_LABEL = /^(?:yes|y|true|positive|present|pass(?:ed|es|ing)?|success(?:ful)?|ok|okay|done)$/i;
export const NO_LABEL = /^(?:no|n|false|negative|absent|fail(?:ed|s|ing|ure|ures)?|unsuccessful|not ok)$/i;

/** Words that say a check passed or failed: of a question asking whether something failed, either answer. */
export const VERDICT_WORD = /^(?:pass(?:ed|es|ing)?|success(?:ful)?|fail(?:ed|s|ing|ure|ures)?|unsuccessful)$/i;
export const VERDICT_IN_LABEL = /\b(?:fail\w*|reject\w*|error\w*|unsuccessful)\b/i;

/** Whether a branch label says the same answer as the words said ("yes" for "Yes", "positive" for "pos"). */
export function sameAnswer(said: string, label: string): boolean {
  const a = said.trim().toLowerCase();
  const b = label.trim().replace(/[.:]$/, '').toLowerCase();
  if (a === b) return true;
  return (YES_LABEL.test(a) && YES_LABEL.test(b)) || (NO_LABEL.test(a) && NO_LABEL.test(b));
}

// Rewiring said in words: "the no branch should loop back to training, not to cleaning",
// "X should go to 'Y' instead of looping back", "identified can go straight to screened". The
// edge keeps its id and label and now leads to the new step. The edge is a branch named by its
// label ("the no branch"), or the one edge leaving a step; "not to C" / "instead of C" says which
// edge, and must be where it leads now; "instead of looping back" picks the edge going back.
import type { FlowEdge, FlowGraph, FlowNode } from '../../model.ts';
import { refuseAnsweredBefore } from '../branchEdges.ts';
import { NO_LABEL, VERDICT_IN_LABEL, YES_LABEL } from '../branches.ts';
import type { Form } from '../form.ts';
import { newNode, outgoing, placeNode } from '../graph.ts';
import { backEdges } from '../loops.ts';
import { describeNode, normaliseLabel, ReferenceFailure, resolveNode } from '../references.ts';
import { joinTokens, type Pattern, type Slots, type Token, tokenize } from '../tokens.ts';

const MODAL = 'should|must|can|could|needs to|need to|has to|have to|ought to|will|shall|is to|now';
const GO = 'go|goes|loop|loops|lead|leads|point|points|return|returns|feed|feeds|jump|jumps|skip|skips|connect|connects|link|links';
const WAY = '?back|straight|directly|instead|right|now|back instead|straight back';
const NOT = '=not:not to|not back to|not into|rather than to|rather than|instead of|instead of going to|instead of going back to|instead of looping back to|instead of to|and not to|and not|not';
const LOOPING = '=loop:instead of looping back|instead of looping|instead of going back|rather than looping back|not back|rather than going back';
const EDGE = 'branch|arrow|edge|path|outcome|route|answer|line|link|connection|exit';

function withTails(start: readonly string[], modal: string = MODAL): Pattern[] {
  const head = [...start, modal, '?instead', GO, WAY, 'to|into|onto|towards', '$to'];
  return [head, [...head, '?,', 'instead|now|from now on'], [...head, '?,', NOT, '$not'], [...head, '?,', LOOPING]];
}

/** The edge going back, named as such: "the loop", "the feedback arrow", "the arrow going back". */
const BACK = '=back:feedback loop|loop back|loopback|loop|back edge|return loop|return arrow|feedback arrow|feedback edge|arrow going back|arrow back|edge going back|edge back|line going back';

const NEGATION = /^(?:not|no|never|cannot|[a-z]+n['’]t)$/i;
/**
 * A check that fails is not met: its "no" ("when QC fails", "failures"); one that passes is met.
 * Said of a question that itself asks about failing ("Run failed?"), either answer could be
 * meant, and the edit is refused.
 */
const FAILS = /^(?:fails?|failed|failing|failures?|rejects?|rejected|unsuccessful)$/i;
const PASSES = /^(?:pass|passes|passed|passing|succeeds?|succeeded|successful)$/i;

/** "questions aren't answered", "the AUC check fails": the decision the words describe, and whether they deny it. */
function conditionOf(graph: FlowGraph, tokens: readonly Token[]): { decision: FlowNode; negated: boolean } {
  const kept = tokens.filter((t) => t.quoted || !(NEGATION.test(t.lower) || FAILS.test(t.lower) || PASSES.test(t.lower) || t.lower === 'is' || t.lower === 'are'));
  if (kept.length === 0) throw new ReferenceFailure(`'${joinTokens(tokens)}' names no decision`);
  const decision = resolveNode(graph, kept);
  if (decision.role !== 'decision') throw new ReferenceFailure(`${describeNode(decision)} is not a decision`);
  const verdicts = tokens.filter((t) => !t.quoted && (FAILS.test(t.lower) || PASSES.test(t.lower)));
  if (verdicts.length > 0 && VERDICT_IN_LABEL.test(decision.label)) {
    const failure = new ReferenceFailure(`'${verdicts[0]!.text}' of ${describeNode(decision)} could be its yes or its no; say which answer ("the no branch of ...")`);
    // Two answers fit: this says more than a reading that found no step.
    failure.ambiguous = true;
    throw failure;
  }
  const denials = tokens.filter((t) => !t.quoted && (NEGATION.test(t.lower) || FAILS.test(t.lower))).length;
  return { decision, negated: denials % 2 === 1 };
}

/**
 * The step an edge is moved to: a step named, or a new one when the name is quoted and names
 * no step at all, in any form ("should go to 'Refer to PI'"). Unquoted, an unknown name is
 * refused (it is most often a typo).
 */
export function targetOf(graph: FlowGraph, tokens: readonly Token[]): FlowNode | string {
  try {
    return resolveNode(graph, tokens);
  } catch (error) {
    if (!(error instanceof ReferenceFailure) || error.ambiguous || tokens.length !== 1 || !tokens[0]!.quoted) throw error;
    try {
      return resolveNode(graph, tokenize(tokens[0]!.text));
    } catch (again) {
      if (!(again instanceof ReferenceFailure) || again.ambiguous) throw again;
      return tokens[0]!.text;
    }
  }
}

/** The edge the reading names, before it is moved. */
function namedEdge(graph: FlowGraph, slots: Slots): FlowEdge {
  const not = slots.not ? resolveNode(graph, slots.not) : undefined;
  let candidates: FlowEdge[];
  let what: string;
  if (slots.cond) {
    const { decision, negated } = conditionOf(graph, slots.fail ? [...slots.cond, ...slots.fail.filter((t) => FAILS.test(t.lower) || PASSES.test(t.lower))] : slots.cond);
    const answer = negated ? NO_LABEL : YES_LABEL;
    candidates = outgoing(graph, decision).filter((e) => e.label !== undefined && answer.test(e.label.trim()));
    what = `the ${negated ? 'no' : 'yes'} branch of ${describeNode(decision)}`;
    if (candidates.length === 0) throw new ReferenceFailure(`${describeNode(decision)} has no branch labelled ${negated ? 'no' : 'yes'} (or alike)`);
  } else if (slots.branch) {
    const label = normaliseLabel(joinTokens(slots.branch));
    const from = slots.from ? resolveNode(graph, slots.from) : undefined;
    if (!from) refuseAnsweredBefore(joinTokens(slots.branch));
    candidates = graph.edges.filter((e) => e.label !== undefined && normaliseLabel(e.label) === label && (!from || e.from === from.id));
    what = `the '${joinTokens(slots.branch)}' branch${from ? ` of ${describeNode(from)}` : ''}`;
    if (candidates.length === 0) throw new ReferenceFailure(`no edge is labelled '${joinTokens(slots.branch)}'${from ? ` from ${describeNode(from)}` : ''}`);
  } else if (slots.back) {
    candidates = backEdges(graph);
    what = 'the loop';
    if (candidates.length === 0) throw new ReferenceFailure('no edge goes back to an earlier step');
  } else {
    const from = resolveNode(graph, slots.from!);
    candidates = outgoing(graph, from);
    what = describeNode(from);
    if (candidates.length === 0) throw new ReferenceFailure(`${describeNode(from)} leads nowhere yet; connect it instead`);
  }
  const label = (id: string) => describeNode(graph.nodes.find((n) => n.id === id)!);
  if (not) {
    const into = candidates.filter((e) => e.to === not.id);
    if (into.length !== 1) throw new ReferenceFailure(`${what} does not lead to ${describeNode(not)}: it leads to ${[...new Set(candidates.map((e) => e.to))].map(label).join(', ')}`);
    return into[0]!;
  }
  if (slots.loop) {
    const back = new Set(backEdges(graph));
    const loops = candidates.filter((e) => back.has(e));
    if (loops.length !== 1) throw new ReferenceFailure(`${what} has ${loops.length} edges going back; name the step it leads to now`);
    return loops[0]!;
  }
  if (candidates.length > 1) throw new ReferenceFailure(`${what} leads to ${candidates.map((e) => label(e.to)).join(', ')}; say which ("instead of ...")`);
  return candidates[0]!;
}

/** What flows through a chart, said as what goes where. */
const WHO = 'anything|everything|whatever|patients|participants|samples|people|those|anyone|cases|subjects|records|cells|specimens|ones|women|men|children|babies|animals|mice|runs|reads|files|jobs|data|items|batches';

/** A rewiring pattern with its condition said after the target: "... go to X when QC fails". */
function withCondition(pattern: Pattern): Pattern {
  const to = pattern.indexOf('$to');
  return [...pattern.slice(0, to + 1), 'if|when|whenever|once|where', '$cond', ...pattern.slice(to + 1)];
}

const rewire: Form = {
  patterns: [
    // "the no branch should loop back to X", "the 'no' arrow of the AUC check should go to X"
    ...withTails(['?the', '$branch', EDGE]),
    ...withTails(['?the', '$branch', EDGE, 'of|from', '?the', '$from']),
    // "A should go to B instead of C", "identified can go straight to screened"
    ...withTails(['$from']),
    // "if questions aren't answered it should go to 'Refer to PI' instead of looping back"
    ...withTails(['if|when|once|whenever', '$cond', '?,', 'it|they|this|that|then it|then they|the flow|we|you|patients|participants']),
    // "make the no path go to 'Repeat screening' instead of exclusion"
    ...withTails(['make|have|let|get', '?the', '$branch', EDGE], '?to'),
    ...withTails(['make|have|let|get', '?the', '$branch', EDGE, 'of|from', '?the', '$from'], '?to'),
    // "change the arrow from troponin to the decision so it goes to discharge"
    ['change|move|redirect|point|reroute|rewire|switch', '?the', 'arrow|edge|line|link|connection', 'from', '$from', 'to|into', '$not', '?,', 'so it goes|so that it goes|so it points|so that it points|so it leads|so that it leads|to go|to point|to lead|and point it|and make it go|so it instead goes', '?instead', 'to|into|at', '$to'],
    // "if not eligible, go to 'Refer to GP' instead": the condition's branch, said as an order
    ['if|when', '$cond', '?,', '?then', GO, WAY, 'to|into|onto|towards', '$to', '?instead|now'],
    // "samples should go to 'Re-sequence' when QC fails, not to discard": the condition said last
    ...withTails(['?the|all|any', `?${WHO}|it|they`], MODAL).map((p) => withCondition(p)),
    // "the QC check should send failures back to FastQC": the failing answer sent on
    ['?the', '$cond', '?should|must|needs to|need to|has to|can|could|will', 'send|route|return|direct|take|redirect', '=fail:failures|fails|failed ones|failed samples|failed runs|rejects|the failures|the fails|anything that fails|whatever fails|passes|the passes|anything that passes', WAY, 'to|into', '$to', '?instead|now'],
    // "patients who are not eligible should go to 'Refer to GP'": the condition said of who goes
    ...withTails(['?the|all|any', WHO, 'who|that|which|whose|where', '$cond']),
    // "the loop should go back to training", "make the loop go back to the training step instead"
    ...withTails(['?the', BACK]),
    ...withTails(['make|have|let|get', '?the', BACK], '?to'),
    // "loop back to training instead": the one edge going back
    ['=back:loop back|go back|point back|return|feed back', 'to|into', '$to', 'instead|rather'],
  ],
  resolve(graph, slots) {
    // "... to B, not to C": a target running on into "not" or "instead" is another reading's.
    if (!slots.not && !slots.loop && slots.to!.some((t) => !t.quoted && /^(?:not|instead|rather)$/.test(t.lower))) throw new ReferenceFailure(`'${joinTokens(slots.to!)}' holds a second target`, true);
    const edge = namedEdge(graph, slots);
    const target = targetOf(graph, slots.to!);
    if (typeof target === 'string') {
      const from = graph.nodes.find((n) => n.id === edge.from)!;
      return {
        key: `rewire ${edge.id} new ${target}`,
        run() {
          const node = newNode(graph, target, 'process', from.group);
          placeNode(graph, node, graph.nodes.findLast((n) => outgoing(graph, from).some((e) => e.to === n.id)) ?? from, 'after');
          graph.edges.find((e) => e.id === edge.id)!.to = node.id;
        },
      };
    }
    const to = target;
    if (edge.to === to.id) return { key: `rewire ${edge.id} ${to.id}`, run() {} };
    if (graph.edges.some((e) => e !== edge && e.from === edge.from && e.to === to.id)) {
      throw new ReferenceFailure(`${describeNode(graph.nodes.find((n) => n.id === edge.from)!)} already leads to ${describeNode(to)}`);
    }
    return {
      key: `rewire ${edge.id} ${to.id}`,
      run() {
        graph.edges.find((e) => e.id === edge.id)!.to = to.id;
      },
    };
  },
};

export const REWIRE_FORMS: readonly Form[] = [rewire];

// Steps added where the flow branches or joins, said in words: a final step the branches lead
// into ("add a final 'Document in notes' box that both branches lead into"), a step coming off
// another ("add a box 'Declined (n = 2)' coming off the assessed box"), a step run alongside
// another ("in parallel with the CT head, draw bloods — both before the haemorrhage decision"),
// and a decision with its outcomes in words ("after the incubation add a mycoplasma test -
// positive means discard the culture, negative carry on to passaging").
import type { FlowEdge, FlowGraph, FlowNode } from '../../model.ts';
import type { Form } from '../form.ts';
import { incoming, newEdge, newNode, outgoing, placeEdge, placeNode } from '../graph.ts';
import { describeNode, normaliseLabel, ReferenceFailure, resolveNode } from '../references.ts';
import { joinTokens, matchPattern, type Slots, type Token } from '../tokens.ts';
import { NEW_STEP_WORDS, roleOf } from '../vocabulary.ts';
import { addDecision, newStepLabel, outcomesKey } from './add.ts';

const ADD = 'add|insert|append|put|draw|create';
const ARTICLE = '?a|an|the|one|another|new';
const KIND = `?=kind:${NEW_STEP_WORDS}`;
const NUMBERS: Readonly<Record<string, number>> = { both: 2, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** Unquoted text as a label: its first letter raised ("label the tubes" -> "Label the tubes"). */
function raised(tokens: readonly Token[]): string {
  // A dash or arrow standing alone ends a clause ("draw bloods — both before the decision",
  // "→ revise → back to review"): no label holds one.
  const dash = tokens.find((t) => !t.quoted && /^(?:[-–—]|->|-->|→|=>)$/.test(t.text));
  if (dash) throw new ReferenceFailure(`'${joinTokens(tokens)}' runs on past '${dash.text}'`, true);
  const text = newStepLabel(tokens);
  return tokens.every((t) => !t.quoted) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

function listed(nodes: readonly FlowNode[]): string {
  return nodes.slice(0, 8).map(describeNode).join(', ') + (nodes.length > 8 ? ` and ${nodes.length - 8} more` : '');
}

/** The steps the flow ends in: no step after them (notes aside). */
function flowEnds(graph: FlowGraph): FlowNode[] {
  return graph.nodes.filter((n) => n.role !== 'note' && outgoing(graph, n).length === 0);
}

/**
 * "add a final 'X' box that both branches lead into": the new step follows every step the flow
 * ends in, as many as said ("both" is two).
 */
const joinedEnd: Form = {
  patterns: [
    [ADD, ARTICLE, '?final|closing|last|common|shared|single', KIND, '?called|named|labelled|labeled', '$label', '?box|step|node|stage', 'that|which|where|into which', '?=count:both|all|all the|the|all of the|both of the', '?=number:two|three|four|five|six', '?=what:branches|paths|arms|routes|ends|outcomes|steps|ones|sides', 'lead into|lead to|join|join into|merge into|feed into|go into|go to|flow into|converge on|converge into|end in|end at|come together in|meet at|meet in|point to|end up in'],
  ],
  resolve(graph, slots) {
    const said = slots.number?.[0]?.lower ?? slots.count?.[0]?.lower;
    const count = said === undefined ? undefined : NUMBERS[said];
    const ends = flowEnds(graph);
    if (ends.length < 2 || (count !== undefined && ends.length !== count)) {
      throw new ReferenceFailure(`the flow ends in ${ends.length} step${ends.length === 1 ? '' : 's'}${ends.length > 0 ? ` (${listed(ends)})` : ''}, not ${count ?? 'two or more'}; say which steps lead into the new one`);
    }
    const text = raised(slots.label!);
    return {
      key: `join ${text} ${ends.map((n) => n.id).join(',')}`,
      run() {
        const node = newNode(graph, text, slots.kind ? roleOf(slots.kind[0]!.lower) : 'process');
        placeNode(graph, node, ends[ends.length - 1], 'after');
        for (const end of ends) placeEdge(graph, newEdge(graph, end.id, node.id), graph.edges.findLast((e) => e.to === end.id || e.from === end.id));
      },
    };
  },
};

/** "add a box 'X' coming off A (as well)": a new branch from A; the flow after A is kept. */
const comingOff: Form = {
  patterns: [
    [ADD, ARTICLE, KIND, '?called|named|labelled|labeled', '$label', 'coming off|coming out of|branching off|branching from|branching out of|leading off|hanging off|off|that comes off|that branches off|that branches from|as a branch of|as a branch from', '?of', '$anchor'],
    [ADD, ARTICLE, KIND, '?called|named|labelled|labeled', '$label', 'coming off|coming out of|branching off|branching from|branching out of|leading off|hanging off|off|that comes off|that branches off|that branches from|as a branch of|as a branch from', '?of', '$anchor', 'as well|too|also'],
  ],
  resolve(graph, slots) {
    const anchor = resolveNode(graph, slots.anchor!);
    const text = raised(slots.label!);
    return {
      key: `off ${text} ${anchor.id}`,
      run() {
        const node = newNode(graph, text, slots.kind ? roleOf(slots.kind[0]!.lower) : 'process', anchor.group);
        const lastChild = graph.nodes.findLast((n) => outgoing(graph, anchor).some((e) => e.to === n.id) && graph.nodes.indexOf(n) > graph.nodes.indexOf(anchor));
        placeNode(graph, node, lastChild ?? anchor, 'after');
        placeEdge(graph, newEdge(graph, anchor.id, node.id), graph.edges.findLast((e) => e.from === anchor.id));
      },
    };
  },
};

const ALONGSIDE = 'in parallel with|in parallel to|alongside|at the same time as|simultaneously with|concurrently with|next to|beside|side by side with';
const BOTH_BEFORE = ['-|—|–|,|;|and', '?both|both of them|and both|they both', '?need to be|needs to be|must be|have to be|should be|are|get', '?done|finished|completed|complete|happen|come|go|run', 'before|ahead of', '$next'];

/**
 * "in parallel with A, draw bloods", "add 'B' in parallel with A": the new step has A's steps
 * before and after it. A tail "— both need to be done before C" must name a step after A.
 */
const parallel: Form = {
  patterns: [
    [ALONGSIDE, '$anchor', ',|:', '?add|do|insert', '$label'],
    [ALONGSIDE, '$anchor', ',|:', '?add|do|insert', '$label', ...BOTH_BEFORE],
    [ADD, ARTICLE, KIND, '?called|named|labelled|labeled', '$label', ALONGSIDE, '$anchor'],
    [ADD, ARTICLE, KIND, '?called|named|labelled|labeled', '$label', ALONGSIDE, '$anchor', ...BOTH_BEFORE],
  ],
  resolve(graph, slots) {
    const anchor = resolveNode(graph, slots.anchor!);
    if (anchor.role === 'decision') throw new ReferenceFailure(`${describeNode(anchor)} is a decision; a step in parallel with it would take none of its branches`);
    const before = [...new Set(incoming(graph, anchor).map((e) => e.from))];
    const after = [...new Set(outgoing(graph, anchor).map((e) => e.to))];
    if (slots.next) {
      const next = resolveNode(graph, slots.next);
      if (!after.includes(next.id)) throw new ReferenceFailure(`${describeNode(next)} does not come right after ${describeNode(anchor)}; the step in parallel would lead where it leads`);
    }
    const text = raised(slots.label!);
    return {
      key: `parallel ${text} ${anchor.id}`,
      run() {
        const node = newNode(graph, text, slots.kind ? roleOf(slots.kind[0]!.lower) : 'process', anchor.group);
        placeNode(graph, node, anchor, 'after');
        for (const from of before) placeEdge(graph, newEdge(graph, from, node.id), graph.edges.findLast((e) => e.from === from));
        let last: FlowEdge | undefined = graph.edges.findLast((e) => e.from === anchor.id || e.to === node.id);
        for (const to of after) {
          const edge = newEdge(graph, node.id, to);
          placeEdge(graph, edge, last);
          last = edge;
        }
      },
    };
  },
};

interface Outcome {
  label: string;
  /** An existing step, or the label of a new step the outcome leads to. */
  target: FlowNode | string;
}

/** Words saying an outcome leads to a step already drawn. */
const TO_EXISTING = 'carry on to|carries on to|carry on with|continue to|continues to|continue with|proceed to|proceeds to|go to|goes to|go on to|goes on to|move on to|moves on to|go back to|goes back to|loop back to|loops back to|back to|return to|returns to|repeat|repeats|->|→|=>';
/** Words saying what an outcome means: a step drawn, or a new one. */
const MEANS = 'means|meaning|=|:|then';

/**
 * Outcomes in words, split at commas, "and" and semicolons: "positive means discard the
 * culture", "negative carry on to passaging", "no -> back to step 2". After "means" a phrase
 * naming no step at all is a new step ("discard the culture"); one naming several is refused.
 */
function readOutcomes(graph: FlowGraph, tokens: readonly Token[]): Outcome[] {
  const pieces: Token[][] = [[]];
  for (const t of tokens) {
    if (!t.quoted && (t.text === ',' || t.text === ';' || t.lower === 'and' || t.lower === 'or')) pieces.push([]);
    else pieces[pieces.length - 1]!.push(t);
  }
  return pieces
    .filter((p) => p.length > 0)
    .map((piece) => {
      const existing = matchPattern(['?if|when|on|a|an', '$label', TO_EXISTING, '?the', '$target'], piece);
      const meaning = matchPattern(['?if|when|on|a|an', '$label', MEANS, '?we|you|they|to', '$target'], piece);
      const found = new Map<string, Outcome>();
      let failure: ReferenceFailure | undefined;
      // "if there isn't one add more NaOH", "if there is record the volume": no and yes, to a step drawn.
      const answered = matchPattern(['if|when|where', `=answer:${ANSWERS}`, '$target'], piece);
      for (const slots of answered) {
        const no = NEGATIVE_ANSWER.test(slots.answer!.map((t) => t.lower).join(' '));
        try {
          found.set(`${no}`, { label: no ? 'No' : 'Yes', target: resolveNode(graph, slots.target!) });
        } catch (error) {
          if (!(error instanceof ReferenceFailure)) throw error;
          failure ??= error;
        }
      }
      const keep = (slots: Slots, outcome: Outcome) => {
        const key = `${outcome.label}\u0000${typeof outcome.target === 'string' ? `new ${outcome.target}` : outcome.target.id}`;
        if (slots.label!.length <= 3) found.set(key, outcome);
      };
      for (const slots of existing) {
        try {
          keep(slots, { label: raised(slots.label!), target: resolveNode(graph, slots.target!) });
        } catch (error) {
          if (!(error instanceof ReferenceFailure)) throw error;
          // "no goes to 'Repeat plate'": a quoted step no step is called is a new one.
          const [only] = slots.target!;
          if (!error.ambiguous && slots.target!.length === 1 && only!.quoted) keep(slots, { label: raised(slots.label!), target: only!.text });
          else failure ??= error;
        }
      }
      for (const slots of meaning) {
        const said = slots.target!;
        const again = matchPattern([TO_EXISTING, '?the', '$target'], said);
        try {
          if (again.length > 0) {
            for (const inner of again) keep(slots, { label: raised(slots.label!), target: resolveNode(graph, inner.target!) });
            continue;
          }
          keep(slots, { label: raised(slots.label!), target: resolveNode(graph, said) });
        } catch (error) {
          if (!(error instanceof ReferenceFailure)) throw error;
          if (error.ambiguous || again.length > 0) {
            failure ??= error;
            continue;
          }
          keep(slots, { label: raised(slots.label!), target: raised(said) });
        }
      }
      if (found.size === 1) return [...found.values()][0]!;
      if (found.size > 1) throw new ReferenceFailure(`the outcome '${joinTokens(piece)}' can be read in more than one way; quote its step`);
      throw failure ?? new ReferenceFailure(`the outcome '${joinTokens(piece)}' is not of the form "positive means <step>" or "negative carry on to <step>"`);
    });
}

const TEST_WORDS = 'test|check|decision|question|assessment|review';

/** "there isn't one", "it is": an answer to the check, no or yes. */
const ANSWERS = "there isn't one|there isn't any|there isn't|there is not|there is none|there's none|there's no|there are none|there aren't any|it isn't|it is not|it's not|not|none|there is one|there is|there's one|there's|there are|it is|it's|so|yes|no";
const NEGATIVE_ANSWER = /n't|\bnot\b|\bnone\b|^no$|there's no/;

/** An announcement before the edit it announces: "it needs a loop - after ...". */
const ANNOUNCED = ['?it|we|this|the chart|the flowchart|the flow', 'needs|need|should have|is missing|lacks|wants', '?a|an|another', 'loop|check|decision|test|step|branch|question', '-|—|–|:|,'];

/** The decision's label: "a mycoplasma test" -> "Mycoplasma test?". */
function decisionLabel(label: readonly Token[], kind: string, checkFor: boolean): string {
  if (label.length === 1 && label[0]!.quoted) return label[0]!.text;
  const words = checkFor || kind === 'decision' || kind === 'question' ? joinTokens(label) : `${joinTokens(label)} ${kind}`;
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return text.endsWith('?') ? text : `${text}?`;
}

/** "after A add a X test - P means <step>, N carry on to <step>". */
const decisionInWords: Form = {
  patterns: [
    ['after|following', '$anchor', '?,', ADD, ARTICLE, '$label', `=kind:${TEST_WORDS}`, '-|—|–|:|,|with|where|whose', '$outcomes'],
    // "after swirling check for a permanent pink colour, if there isn't one ..., if there is ..."
    ['after|following', '$anchor', '?,', '?add|do|insert', '?a|an', '=kind:check|test|look', '=how:for|whether|if|that', '?a|an|the', '$label', '-|—|–|:|,', '$outcomes'],
    [...ANNOUNCED, 'after|following', '$anchor', '?,', '?add|do|insert', '?a|an', '=kind:check|test|look', '=how:for|whether|if|that', '?a|an|the', '$label', '-|—|–|:|,', '$outcomes'],
    [ADD, ARTICLE, '$label', `=kind:${TEST_WORDS}`, 'after|following', '$anchor', '-|—|–|:|,|with|where|whose', '$outcomes'],
  ],
  resolve(graph, slots) {
    const anchor = resolveNode(graph, slots.anchor!);
    if (anchor.role === 'decision' && outgoing(graph, anchor).length > 1) throw new ReferenceFailure(`${describeNode(anchor)} is a decision with several branches; say which branch the new decision goes on`);
    const outcomes = readOutcomes(graph, slots.outcomes!);
    if (outcomes.length < 2) throw new ReferenceFailure(`a decision needs two or more outcomes; '${joinTokens(slots.outcomes!)}' gives ${outcomes.length}`);
    const text = decisionLabel(slots.label!, slots.kind![0]!.lower, slots.how !== undefined);
    return {
      key: `decide ${text} ${anchor.id} ${outcomesKey(outcomes)}`,
      run() {
        addDecision(graph, anchor, text, outcomes);
      },
    };
  },
};

const ARROW = '->|→|=>|-->|then';

/**
 * "add a 'major revisions' outcome to the editor's decision → revise and respond → back to
 * peer review": a new branch of the decision, labelled, to a new step, which leads on to a
 * step already drawn (or nowhere, when no step follows).
 */
const LEADING = `${ARROW}|going to|leading to|that goes to|which goes to|that leads to|which leads to|pointing to|goes to|leads to|to`;
const OUTCOME = 'outcome|branch|option|answer|exit|arm';
const ORDINAL = '?a third|a fourth|a fifth|a new|an extra|a further|a|an|another|new|third|fourth|fifth|extra';

const outcome: Form = {
  patterns: [
    [ADD, ORDINAL, '$branch', OUTCOME, 'to|for|on|from|of', '?the', '$decision', LEADING, '$label'],
    [ADD, ORDINAL, '$branch', OUTCOME, 'to|for|on|from|of', '?the', '$decision', ARROW, '$label', ARROW, '?back to|then back to|and back to|loop back to|loops back to|goes back to|go back to|to|on to|onto', '?the', '$next'],
    // "add a third outcome 'Unclear' to the eligibility check leading to 'Discuss with PI'"
    [ADD, ORDINAL, OUTCOME, '$branch', 'to|for|on|from|of', '?the', '$decision', LEADING, '$label'],
    // "add a third option to good response: 'Partial' -> 'Repeat nebs'"
    [ADD, ORDINAL, OUTCOME, 'to|for|on|from|of', '?the', '$decision', ':', '$branch', LEADING, '$label'],
    // "the eligibility check needs a third outcome 'Unclear' leading to 'Discuss with PI'"
    ['?the', '$decision', 'needs|should have|gets|has|needs to have|must have|could have', ORDINAL, OUTCOME, '$branch', LEADING, '$label'],
    ['?the', '$decision', 'needs|should have|gets|has|needs to have|must have|could have', ORDINAL, '$branch', OUTCOME, LEADING, '$label'],
  ],
  resolve(graph, slots) {
    const decision = resolveNode(graph, slots.decision!);
    if (decision.role !== 'decision') throw new ReferenceFailure(`${describeNode(decision)} is not a decision; an outcome leaves a decision`);
    const next = slots.next ? resolveNode(graph, slots.next) : undefined;
    const branch = raised(slots.branch!);
    if (outgoing(graph, decision).some((e) => e.label !== undefined && e.label.toLowerCase() === branch.toLowerCase())) throw new ReferenceFailure(`${describeNode(decision)} already has a '${branch}' branch`);
    const text = raised(slots.label!);
    // The outcome leads to a step already drawn when its words are that step's label.
    const drawn = next ? undefined : graph.nodes.find((n) => normaliseLabel(n.label) === normaliseLabel(text));
    if (drawn) {
      return {
        key: `outcome ${decision.id} ${branch} ${drawn.id}`,
        run: () => placeEdge(graph, newEdge(graph, decision.id, drawn.id, branch), graph.edges.findLast((e) => e.from === decision.id)),
      };
    }
    return {
      key: `outcome ${decision.id} ${branch} ${text} ${next?.id ?? ''}`,
      run() {
        const node = newNode(graph, text, 'process', decision.group);
        const lastChild = graph.nodes.findLast((n) => outgoing(graph, decision).some((e) => e.to === n.id) && graph.nodes.indexOf(n) > graph.nodes.indexOf(decision));
        placeNode(graph, node, lastChild ?? decision, 'after');
        placeEdge(graph, newEdge(graph, decision.id, node.id, branch), graph.edges.findLast((e) => e.from === decision.id));
        if (next) placeEdge(graph, newEdge(graph, node.id, next.id), graph.edges.findLast((e) => e.to === node.id));
      },
    };
  },
};

/**
 * "add a check after the NTCs: 'NTC clean?' - no goes to 'Repeat plate', yes carries on to
 * normalising", "add a check 'NTC clean?' after the NTCs - ...": the question's words, quoted,
 * said after "a check" or after its place.
 */
const quotedDecision: Form = {
  patterns: [
    [ADD, ARTICLE, `=kind:${TEST_WORDS}`, '?called|named|labelled|labeled|asking|:', '$label', 'after|following', '$anchor', '-|—|–|:|,|with|where|whose', '$outcomes'],
    [ADD, ARTICLE, `=kind:${TEST_WORDS}`, 'after|following', '$anchor', '-|—|–|:|,', '$label', '-|—|–|:|,', '$outcomes'],
  ],
  resolve(graph, slots) {
    if (slots.label!.length !== 1 || !slots.label![0]!.quoted) throw new ReferenceFailure(`'${joinTokens(slots.label!)}' is not a question in quotes`, true);
    return decisionInWords.resolve(graph, slots);
  },
};

export const BRANCHING_FORMS: readonly Form[] = [decisionInWords, outcome, joinedEnd, comingOff, parallel];
/** Tried after the forms adding steps, which read "add a decision 'X?' after A with yes -> B" as written. */
export const QUOTED_DECISION_FORMS: readonly Form[] = [quotedDecision];

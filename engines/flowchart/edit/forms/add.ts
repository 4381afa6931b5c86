// Adding steps: after, before or between steps, at the start or end, decisions with their
// branches, and notes.
import type { FlowGraph, FlowNode, NodeRole } from '../../model.ts';
import type { Form } from '../form.ts';
import { incoming, insertAfter, insertBefore, insertOnEdge, newEdge, newNode, outgoing, placeEdge, placeNode } from '../graph.ts';
import { describeNode, ReferenceFailure, resolveNode } from '../references.ts';
import { resolveSelection } from '../selection.ts';
import { writtenText } from '../text.ts';
import { moveInto, target } from './groups.ts';
import { targetOf } from './rewire.ts';
import { isArrow, joinTokens, matchPattern, type Slots, type Token } from '../tokens.ts';
import { NEW_STEP_WORDS, ROLE_WORDS, roleOf } from '../vocabulary.ts';

const ADD = 'add|insert|append|put';
const ARTICLE = '?=article:a|an|the|one|another|new';
const KIND = `?=kind:${NEW_STEP_WORDS}`;

/**
 * A new step described rather than labelled: "a wash step", "a wash step (3 x 5 min TBST)".
 * The noun saying it is a step is no part of its label.
 */
const DESCRIBED_STEP = /^(\S.*?)\s+(?:step|box|node|stage)(\s+\(.*\))?$/i;

/**
 * The new step's label. A described step is labelled by its description without the noun,
 * its first letter raised as labels are written ("Wash", "Wash (3 x 5 min TBST)").
 */
export function newStepLabel(tokens: readonly Token[]): string {
  // "add X, straight after Y": the comma closes the label.
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && last && !last.quoted && last.text === ',') tokens = tokens.slice(0, -1);
  // "a 'Courier transports samples' step": the quoted label, the noun saying it is a step.
  if (tokens.length === 2 && tokens[0]!.quoted && !tokens[1]!.quoted && /^(?:step|box|node|stage|process|task)$/.test(tokens[1]!.lower)) tokens = tokens.slice(0, 1);
  // "put the lab lane first": a lane or group named, never a new step's label.
  const end = tokens[tokens.length - 1];
  if (tokens.every((t) => !t.quoted) && end && /^(?:lane|lanes|swimlane|swimlanes|group|groups|subgraph)$/.test(end.lower)) throw new ReferenceFailure(`'${joinTokens(tokens)}' names a ${end.lower.replace(/s$/, '')}, not a new step`, true);
  // "add a wash step between every step after blocking": a place over several steps is no label.
  const between = tokens.findIndex((t, k) => !t.quoted && t.lower === 'between' && (k === tokens.length - 1 || /^(?:every|each|all|both|consecutive|successive)$/.test(tokens[k + 1]!.lower)));
  if (between >= 0) throw new ReferenceFailure(`'${joinTokens(tokens)}' holds '${joinTokens(tokens.slice(between, between + 2))}', a place, not a step's words; add one step at a time ("add X after Y"), or quote the label if it is all one`);
  const text = writtenText(tokens, "new step's label");
  const described = tokens.every((t) => !t.quoted) ? DESCRIBED_STEP.exec(text) : null;
  // Unquoted, a label is written as labels are: its first letter raised ("a wash" adds "Wash"),
  // unless its first word has capitals of its own ("pH check", "mRNA extraction").
  if (!described) return tokens.every((t) => !t.quoted) && /^[a-z]+(?![\p{L}])/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  const name = described[1]! + (described[2] ?? '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "an end box", "a start step", "a database box": a step described by its role alone has that role. */
function describedAs(tokens: readonly Token[] | undefined): NodeRole | undefined {
  if (!tokens || tokens.some((t) => t.quoted)) return undefined;
  const name = DESCRIBED_STEP.exec(joinTokens(tokens))?.[1]?.toLowerCase();
  return name !== undefined && name in ROLE_WORDS && !/^(?:step|process|task|action|box|rectangle)$/.test(name) ? ROLE_WORDS[name] : undefined;
}

/**
 * "put the wash after the detection": words opening with "the" that name a step already drawn
 * (one or several) are that step, never a new one's label; moving it is another form's.
 */
function refuseDrawn(graph: FlowGraph, slots: Slots): void {
  const tokens = slots.label!;
  if (slots.article?.[0]?.lower !== 'the' || tokens.some((t) => t.quoted)) return;
  try {
    resolveNode(graph, tokens);
  } catch (error) {
    if (!(error instanceof ReferenceFailure) || !error.ambiguous) return;
  }
  throw new ReferenceFailure(`'${joinTokens(tokens)}' names a step already drawn, not a new one`, true);
}

function role(slots: Slots): NodeRole {
  return slots.kind ? roleOf(slots.kind[0]!.lower) : (describedAs(slots.label) ?? 'process');
}

const between: Form = {
  patterns: [[ADD, ARTICLE, KIND, '?called|named|labelled|labeled', '$label', '?in', 'between', '$a', 'and', '$b']],
  resolve(graph, slots) {
    const a = resolveNode(graph, slots.a!);
    const b = resolveNode(graph, slots.b!);
    const edges = graph.edges.filter((e) => (e.from === a.id && e.to === b.id) || (e.from === b.id && e.to === a.id));
    if (edges.length === 0) throw new ReferenceFailure(`${describeNode(a)} and ${describeNode(b)} are not joined by an edge`);
    if (edges.length > 1) throw new ReferenceFailure(`${describeNode(a)} and ${describeNode(b)} are joined by ${edges.length} edges (${edges.map((e) => e.id).join(', ')})`);
    const text = newStepLabel(slots.label!);
    const edge = edges[0]!;
    return {
      key: `between ${text} ${edge.id}`,
      run() {
        insertOnEdge(graph, newNode(graph, text, role(slots), graph.nodes.find((n) => n.id === edge.from)!.group), edge);
      },
    };
  },
};

/** "yes -> 'Store', no -> 'Discard'", "if yes go to X and if no go to Y", "yes: X". */
/** An answer and where it leads: a step, or the label of a new one. */
export interface Outcome {
  label: string;
  target: FlowNode | string;
}

function readBranches(graph: FlowGraph, tokens: readonly Token[]): Outcome[] {
  const patterns = [
    ['?if|when|on', '$label', '->|-->|=>|:|to|goes to|go to|leads to|then', '?go to|goes to|continue to|continue with', '$target'],
  ];
  const pieces: Token[][] = [[]];
  for (const t of tokens) {
    if (!t.quoted && (t.text === ',' || t.lower === 'and' || t.lower === 'or')) pieces.push([]);
    else pieces[pieces.length - 1]!.push(t);
  }
  return pieces
    .filter((p) => p.length > 0)
    .map((piece) => {
      const normalised = piece.map((t) => (isArrow(t) ? { ...t, lower: '->' } : t));
      const readings = patterns.flatMap((p) => matchPattern(p, normalised));
      const found = new Map<string, Outcome>();
      let failure: unknown;
      for (const slots of readings) {
        try {
          // A quoted target naming no step is a new step leading nowhere: "no -> 'Withdraw'".
          const branch = { label: joinTokens(slots.label!), target: targetOf(graph, slots.target!) };
          found.set(`${branch.label}\u0000${typeof branch.target === 'string' ? `new ${branch.target}` : branch.target.id}`, branch);
        } catch (error) {
          if (!(error instanceof ReferenceFailure)) throw error;
          failure ??= error;
        }
      }
      if (found.size === 1) return [...found.values()][0]!;
      if (found.size > 1) throw new ReferenceFailure(`the branch '${joinTokens(piece)}' can be read in more than one way; quote its target`);
      throw failure ?? new ReferenceFailure(`the branch '${joinTokens(piece)}' is not of the form "yes -> step"`);
    });
}

const decisionWithBranches: Form = {
  patterns: [[ADD, ARTICLE, 'decision|question|check|condition', '?called|named|labelled|labeled', '$label', 'after', '$anchor', 'with|:', '?branches|outcomes', '$branches']],
  resolve(graph, slots) {
    const anchor = resolveNode(graph, slots.anchor!);
    const branches = readBranches(graph, slots.branches!);
    const text = newStepLabel(slots.label!);
    return {
      key: `decision ${text} ${anchor.id} ${outcomesKey(branches)}`,
      run() {
        addDecision(graph, anchor, text, branches);
      },
    };
  },
};

/** One decision's outcomes as a reading's key: "yes>n3,no>new Discard". */
export function outcomesKey(outcomes: readonly Outcome[]): string {
  return outcomes.map((o) => `${o.label}>${typeof o.target === 'string' ? `new ${o.target}` : o.target.id}`).join(',');
}

/**
 * A decision after `anchor` with an arrow per outcome; an outcome naming no step is a new step,
 * each placed after the one before so the branches read in the order written.
 */
export function addDecision(graph: FlowGraph, anchor: FlowNode, text: string, outcomes: readonly Outcome[]): void {
  const decision = newNode(graph, text, 'decision', anchor.group);
  insertAfter(graph, decision, anchor);
  let place = decision;
  for (const outcome of outcomes) {
    let to: FlowNode;
    if (typeof outcome.target === 'string') {
      to = newNode(graph, outcome.target, 'process', anchor.group);
      placeNode(graph, to, place, 'after');
      place = to;
    } else to = outcome.target;
    const existing = graph.edges.find((e) => e.from === decision.id && e.to === to.id && e.label === undefined);
    if (existing) existing.label = outcome.label;
    else placeEdge(graph, newEdge(graph, decision.id, to.id, outcome.label), graph.edges.findLast((e) => e.from === decision.id));
  }
}

const note: Form = {
  patterns: [
    ['add|attach|put|write', ARTICLE, 'note|comment', '?saying|reading|that says', '$label', 'to|on|at|for|beside|next to|by', '?the', '$anchor'],
    // "add a note to the DAB step saying 'light sensitive'"
    ['add|attach|put|write', ARTICLE, 'note|comment', 'to|on|at|for|beside|next to|by', '?the', '$anchor', 'saying|reading|that says|:|with', '$label'],
  ],
  resolve(graph, slots) {
    const anchor = resolveNode(graph, slots.anchor!);
    const text = newStepLabel(slots.label!);
    return {
      key: `note ${text} ${anchor.id}`,
      run() {
        const node = newNode(graph, text, 'note', anchor.group);
        placeNode(graph, node, anchor, 'after');
        const edge = newEdge(graph, anchor.id, node.id);
        edge.line = 'dotted';
        edge.arrow = 'none';
        placeEdge(graph, edge, graph.edges.findLast((e) => e.from === anchor.id || e.to === anchor.id));
      },
    };
  },
};

const afterOrBefore: Form = {
  patterns: [[ADD, ARTICLE, KIND, '?called|named|labelled|labeled', '$label', '=side:after|before|right after|just after|straight after|directly after|immediately after|right before|just before|straight before|directly before|immediately before|following|preceding|under|below|beneath|underneath|above', '$anchor']],
  resolve(graph, slots) {
    // "add X, straight after Y": the adverb belongs to "after".
    const end = slots.label![slots.label!.length - 1]!;
    if (!end.quoted && /^(?:straight|directly|immediately|right|just)$/.test(end.lower)) throw new ReferenceFailure(`'${end.text}' belongs to '${slots.side!.map((t) => t.text).join(' ')}'`, true);
    refuseDrawn(graph, slots);
    // "after each wash", "before every antibody step": one new step at each of the steps named.
    const each = !slots.anchor![0]!.quoted && /^(?:each|every|both|all)$/.test(slots.anchor![0]!.lower);
    const anchors = each ? resolveSelection(graph, slots.anchor!) : [resolveNode(graph, slots.anchor!)];
    const text = newStepLabel(slots.label!);
    // "under each arm": after it, as the flow reads down the page; "above" before it.
    const side = slots.side!.some((t) => t.lower === 'before' || t.lower === 'preceding' || t.lower === 'above') ? 'before' : 'after';
    for (const anchor of anchors) {
      if (side === 'after' && anchor.role === 'decision' && outgoing(graph, anchor).length > 1) {
        throw new ReferenceFailure(`${describeNode(anchor)} is a decision with several branches; say which one: "insert '${text}' between '${anchor.label}' and <the branch's next step>"`);
      }
    }
    return {
      key: `${side} ${text} ${anchors.map((a) => a.id).join(',')}`,
      run() {
        for (const anchor of anchors) {
          const node = newNode(graph, text, role(slots), anchor.group);
          if (side === 'after') insertAfter(graph, node, anchor);
          else insertBefore(graph, node, anchor);
        }
      },
    };
  },
};

/** The one end of the flow: a terminator with no step after it, else the one step with none after it. */
export function flowEnd(graph: FlowGraph, which: 'start' | 'end'): { node: FlowNode; side: 'before' | 'after' } | undefined {
  const steps = graph.nodes.filter((n) => n.role !== 'note');
  if (steps.length === 0) return undefined;
  const open = (n: FlowNode) => (which === 'end' ? outgoing(graph, n).length === 0 : incoming(graph, n).length === 0);
  const ends = steps.filter(open);
  const terminators = ends.filter((n) => n.role === 'terminator' && (which === 'end' ? incoming(graph, n) : outgoing(graph, n)).length > 0);
  const pick = (candidates: FlowNode[], side: 'before' | 'after') => {
    if (candidates.length > 1) throw new ReferenceFailure(`the flowchart has several ${which}s (${candidates.slice(0, 6).map(describeNode).join(', ')}); say which step the new one follows or precedes`);
    return { node: candidates[0]!, side };
  };
  if (terminators.length > 0) return pick(terminators, which === 'end' ? 'before' : 'after');
  if (ends.length === 0) throw new ReferenceFailure(`the flowchart has no ${which}: every step has one ${which === 'end' ? 'after' : 'before'} it`);
  return pick(ends, which === 'end' ? 'after' : 'before');
}

const atEnd: Form = {
  patterns: [[ADD, ARTICLE, KIND, '?called|named|labelled|labeled', '$label', '=where:at the end|to the end|at the bottom|as the last step|last|at the start|to the start|at the beginning|to the beginning|at the top|as the first step|first', '?of the flowchart|of the flow|of the chart|of the diagram|of the process']],
  resolve(graph, slots) {
    refuseDrawn(graph, slots);
    const which = slots.where!.some((t) => ['end', 'bottom', 'last'].includes(t.lower)) ? 'end' : 'start';
    const text = newStepLabel(slots.label!);
    const end = flowEnd(graph, which);
    return {
      key: `${which} ${text}`,
      run() {
        if (!end) {
          graph.nodes.push(newNode(graph, text, role(slots)));
          return;
        }
        const node = newNode(graph, text, role(slots), end.node.group);
        if (end.side === 'after') insertAfter(graph, node, end.node);
        else insertBefore(graph, node, end.node);
      },
    };
  },
};

const nowhere: Form = {
  patterns: [[ADD, ARTICLE, KIND, '$label']],
  resolve(_graph, slots) {
    throw new ReferenceFailure(`say where '${joinTokens(slots.label!)}' goes: after, before or between steps, or at the start or the end`);
  },
};

/**
 * A form that adds steps, also with the lane or group they go in: "..., in a new Courier
 * lane", "in the Lab lane". The lane is the one of that name (in any form), else a new one.
 */
export function inLane(form: Form): Form {
  // Its own slot names: "at the end in the Hospital lane" keeps the "end" of the form's "where".
  const tail = ['?,', 'in|into|inside|within', '?a|an|the', '?new|separate|own', '$lane', '=laneKind:lane|swimlane|group'];
  return {
    patterns: form.patterns.flatMap((p) => [p, [...p, ...tail]]),
    resolve(graph, slots) {
      const change = form.resolve(graph, slots);
      if (!slots.lane) return change;
      const kind = slots.laneKind![0]!.lower === 'group' ? 'group' : 'lane';
      const found = target(graph, { group: slots.lane }, kind);
      return {
        key: `${change.key} in ${found.existing?.id ?? `new ${found.label}`}`,
        run() {
          const had = new Set(graph.nodes.map((n) => n.id));
          change.run();
          moveInto(graph, graph.nodes.filter((n) => !had.has(n.id)), found, kind);
        },
      };
    },
  };
}

export const ADD_FORMS: readonly Form[] = [between, decisionWithBranches, note, afterOrBefore, atEnd].map(inLane).concat([nowhere]);

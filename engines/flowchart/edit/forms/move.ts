// "move the peroxidase block before the antigen retrieval", "put Weigh after Thaw", "the wash
// should come after the blocking": a step already drawn changes its place in the flow. It leaves
// its place (the step before it now leads to the step after it), then stands before or after the
// step named, as an added step would (graph.ts), keeping its id, label and style. Only a step
// with at most one step before and one after can leave its place without losing a branch;
// others are refused, named. A step said with "a"/"an" is a new one (add.ts), never moved.
import type { FlowGraph, FlowNode } from '../../model.ts';
import type { Form } from '../form.ts';
import { incoming, insertAfter, insertBefore, outgoing } from '../graph.ts';
import { describeNode, ReferenceFailure, resolveNode } from '../references.ts';
import { flowEnd } from './add.ts';

const MOVE = 'move|put|place|shift|bring|reorder|relocate';
const CLOSE = '?right|just|directly|immediately|straight';
const SIDE = '=side:before|after|ahead of|in front of|behind|following|preceding|prior to';
/** "..., not before": the side it stands on now, said to make the move plain. */
const NOT_THERE = ['?,', '?not before|not after|not before it|not after it|rather than before|rather than after|instead of before|instead of after|not the other way round|not the other way around'];

/** The steps before and after `node` are joined, and it stands nowhere in the flow. */
function lift(graph: FlowGraph, node: FlowNode): void {
  const entering = incoming(graph, node);
  const leaving = outgoing(graph, node);
  const drop = new Set(leaving.map((e) => e.id));
  if (entering.length === 1 && leaving.length === 1) {
    const [into, out] = [entering[0]!, leaving[0]!];
    const joined = graph.edges.some((e) => e.from === into.from && e.to === out.to);
    if (into.from === out.to || joined) drop.add(into.id);
    else {
      into.to = out.to;
      if (into.label === undefined && out.label !== undefined) into.label = out.label;
    }
  } else for (const e of entering) drop.add(e.id);
  graph.edges = graph.edges.filter((e) => !drop.has(e.id));
  graph.nodes = graph.nodes.filter((n) => n !== node);
}

/**
 * A step that ends a question's answer ("No" -> "Admit to ward", nothing after it) cannot be
 * moved without leaving that answer leading nowhere: refused, naming the answer.
 */
function refuseStrandedAnswer(graph: FlowGraph, node: FlowNode): void {
  if (outgoing(graph, node).length > 0) return;
  const answer = incoming(graph, node).find((e) => graph.nodes.find((n) => n.id === e.from)?.role === 'decision');
  if (!answer) return;
  const question = graph.nodes.find((n) => n.id === answer.from)!;
  throw new ReferenceFailure(`moving ${describeNode(node)} leaves the ${answer.label ? `'${answer.label}' answer` : 'branch'} of ${describeNode(question)} leading nowhere; say where that answer goes instead`);
}

const move: Form = {
  patterns: [
    [MOVE, '$node', '?so it comes|so that it comes|so it is|so it goes|so it happens|to come|to go|to be|to', CLOSE, SIDE, '$anchor', ...NOT_THERE],
    ['$node', 'should|must|needs to|need to|has to|have to|ought to|can|could', '?come|go|be|happen|run|be done|take place|be moved|move', CLOSE, SIDE, '$anchor', ...NOT_THERE],
    ['do|run|perform|carry out', '$node', CLOSE, SIDE, '$anchor', '?instead'],
  ],
  resolve(graph, slots) {
    const first = slots.node![0]!;
    if (!first.quoted && /^(?:a|an|another|new)$/.test(first.lower)) throw new ReferenceFailure(`'${slots.node!.map((t) => t.text).join(' ')}' is a new step, not one to move`, true);
    // A name runs on past no comma or dash: "in parallel with A, B — both need to be done before C" is another form's.
    for (const slot of [slots.node!, slots.anchor!]) {
      const stop = slot.find((t) => !t.quoted && /^(?:,|[-–—]|->|→)$/.test(t.text));
      if (stop) throw new ReferenceFailure(`'${slot.map((t) => t.text).join(' ')}' runs on past '${stop.text}'`, true);
    }
    const node = resolveNode(graph, slots.node!);
    const anchor = resolveNode(graph, slots.anchor!);
    if (node === anchor) throw new ReferenceFailure(`${describeNode(node)} cannot move next to itself`);
    const after = ['after', 'behind', 'following'].includes(slots.side![0]!.lower);
    const entering = incoming(graph, node);
    const leaving = outgoing(graph, node);
    if (node.role === 'decision' || entering.length > 1 || leaving.length > 1) {
      throw new ReferenceFailure(`${describeNode(node)} has ${entering.length} step${entering.length === 1 ? '' : 's'} before it and ${leaving.length} after it; move it by reconnecting its edges`);
    }
    const next = outgoing(graph, anchor);
    if (after && anchor.role === 'decision' && next.length > 1) throw new ReferenceFailure(`${describeNode(anchor)} is a decision with ${next.length} branches; say which, with "between"`);
    // Already there: nothing changes.
    const there = after ? entering.length === 1 && entering[0]!.from === anchor.id && next.length === 1 : leaving.length === 1 && leaving[0]!.to === anchor.id && incoming(graph, anchor).length === 1;
    if (!there) refuseStrandedAnswer(graph, node);
    return {
      key: `move ${node.id} ${after ? 'after' : 'before'} ${anchor.id}`,
      named: [node.id],
      run() {
        if (there) return;
        lift(graph, node);
        if (after) insertAfter(graph, node, anchor);
        else insertBefore(graph, node, anchor);
      },
    };
  },
};

/** "put the BCA assay first", "move the QC step to the end": a step already drawn goes to an end of the flow. */
const moveToEnd: Form = {
  patterns: [
    [MOVE, '$node', '=where:first|last|at the start|to the start|at the beginning|to the beginning|at the top|to the top|at the end|to the end|at the bottom|to the bottom|to the front|to the back'],
    ['$node', 'should|must|needs to|need to|has to|have to|ought to|can|could', 'come|go|be|happen|run|be done', '=where:first|last|at the start|at the beginning|at the top|at the end|at the bottom'],
  ],
  resolve(graph, slots) {
    const first = slots.node![0]!;
    if (!first.quoted && /^(?:a|an|another|new)$/.test(first.lower)) throw new ReferenceFailure(`'${slots.node!.map((t) => t.text).join(' ')}' is a new step, not one to move`, true);
    const node = resolveNode(graph, slots.node!);
    const which = slots.where!.some((t) => ['last', 'end', 'bottom', 'back'].includes(t.lower)) ? 'end' : 'start';
    const entering = incoming(graph, node);
    const leaving = outgoing(graph, node);
    if (node.role === 'decision' || entering.length > 1 || leaving.length > 1) {
      throw new ReferenceFailure(`${describeNode(node)} has ${entering.length} step${entering.length === 1 ? '' : 's'} before it and ${leaving.length} after it; move it by reconnecting its edges`);
    }
    // Where it goes is read once it has left its place: it may be the end itself.
    refuseStrandedAnswer(graph, node);
    const probe = structuredClone(graph);
    lift(probe, probe.nodes.find((n) => n.id === node.id)!);
    const end = flowEnd(probe, which);
    if (!end) throw new ReferenceFailure(`the flowchart has no other step to put ${describeNode(node)} ${which === 'end' ? 'after' : 'before'}`);
    return {
      key: `move ${node.id} ${which}`,
      named: [node.id],
      run() {
        lift(graph, node);
        const anchor = graph.nodes.find((n) => n.id === end.node.id)!;
        if (end.side === 'after') insertAfter(graph, node, anchor);
        else insertBefore(graph, node, anchor);
      },
    };
  },
};

export const MOVE_FORMS: readonly Form[] = [move, moveToEnd];

// Two steps drawn one after the other, said to happen at the same time: "bloods and the CXR
// happen at the same time, not one after the other", "run A and B in parallel". The first
// step's arrows in now also lead to the second, the second's arrows out also leave the first,
// and the arrow between them goes. A tail may say where they start and end ("both after
// clerking, and both feed into reviewing the results"): each part of it must be so after the
// change, or the edit is refused. Steps that are not one right after the other are refused.
import type { Form } from '../form.ts';
import { incoming, newEdge, outgoing, placeEdge } from '../graph.ts';
import { describeNode, ReferenceFailure, resolveNode } from '../references.ts';
import { joinTokens, type Token, tokenize } from '../tokens.ts';
import type { FlowGraph, FlowNode } from '../../model.ts';

const DO = '?put|run|do|make|have|draw|perform|schedule';
const HAPPEN = '?happen|run|are done|are|go|should happen|should run|should be done|should be|can happen|can run|can be done|can be|need to happen|occur|are run|are carried out|to happen|to run|to be done';
const TOGETHER = 'at the same time|in parallel|simultaneously|concurrently|at once';
const NOT_IN_TURN = 'not one after the other|not one after another|not in sequence|not sequentially|not in series|rather than one after the other|instead of one after the other';
const SEPARATOR = ',|—|–|-|;|:';

const HEAD = [DO, '$a', 'and', '$b', HAPPEN, TOGETHER];

/** "both after clerking": where they start; "both feed into reviewing the results": where they end. */
const STARTS = /^(?:(?:and|so)\s+)?(?:both|they both|both of them|each)?\s*(?:come|go|happen|start|are|run|follow)?\s*(?:right |straight |directly |just )?(?:after|following)\s+(.+)$/i;
const ENDS = /^(?:(?:and|so)\s+)?(?:both|they both|both of them|each)?\s*(?:feed into|feed|lead to|lead into|go to|go into|go on to|flow into|come before|happen before|are before|end in|join at|meet at|converge on|before|then)\s+(.+)$/i;

/** The parts of a tail, split at unquoted commas and "and". */
function tailParts(tokens: readonly Token[]): string[] {
  const parts: Token[][] = [[]];
  for (const t of tokens) {
    if (!t.quoted && (t.text === ',' || t.text === ';')) parts.push([]);
    else parts[parts.length - 1]!.push(t);
  }
  return parts.filter((p) => p.length > 0).map((p) => joinTokens(p));
}

/** Checks a tail against the steps before and after the pair, as they will be. */
function checkTail(graph: FlowGraph, tail: readonly Token[], before: readonly FlowNode[], after: readonly FlowNode[]): void {
  for (const part of tailParts(tail)) {
    const start = STARTS.exec(part);
    const end = start ? undefined : ENDS.exec(part);
    const named = start?.[1] ?? end?.[1];
    if (named === undefined) throw new ReferenceFailure(`'${part}' says neither where the two steps start nor where they lead`);
    const node = resolveNode(graph, tokenize(named));
    const around = start ? before : after;
    if (around.length !== 1 || around[0]!.id !== node.id) {
      throw new ReferenceFailure(`'${part}' names ${describeNode(node)}, but the steps ${start ? 'come after' : 'lead to'} ${around.map(describeNode).join(', ') || 'nothing'}`);
    }
  }
}

const parallelSteps: Form = {
  patterns: [HEAD, [...HEAD, '?,|—|–|-|;', NOT_IN_TURN], [...HEAD, SEPARATOR, '$tail'], [...HEAD, '?,|—|–|-|;', NOT_IN_TURN, SEPARATOR, '$tail']],
  resolve(graph, slots) {
    const a = resolveNode(graph, slots.a!);
    const b = resolveNode(graph, slots.b!);
    if (a.id === b.id) throw new ReferenceFailure(`'${joinTokens(slots.a!)}' and '${joinTokens(slots.b!)}' name one step, ${describeNode(a)}`);
    const ab = outgoing(graph, a).some((e) => e.to === b.id);
    const [first, second] = ab ? [a, b] : [b, a];
    const out = outgoing(graph, first);
    const into = incoming(graph, second);
    if (out.length !== 1 || out[0]!.to !== second.id || into.length !== 1) {
      throw new ReferenceFailure(`${describeNode(a)} and ${describeNode(b)} are not one right after the other, so there is no order to undo; say where each goes`);
    }
    const before = incoming(graph, first).map((e) => graph.nodes.find((n) => n.id === e.from)!);
    const after = outgoing(graph, second).map((e) => graph.nodes.find((n) => n.id === e.to)!);
    if (before.length === 0 || after.length === 0) throw new ReferenceFailure(`${describeNode(before.length === 0 ? first : second)} is an end of the flow; say where the steps in parallel start and lead`);
    const decision = before.find((n) => n.role === 'decision');
    if (decision) throw new ReferenceFailure(`${describeNode(first)} is a branch of ${describeNode(decision)}; one answer cannot lead to two steps`);
    if (slots.tail) checkTail(graph, slots.tail, before, after);
    const link = out[0]!;
    return {
      key: `parallel ${first.id} ${second.id}`,
      named: [first.id, second.id],
      run() {
        graph.edges = graph.edges.filter((e) => e !== link);
        for (const from of before) placeEdge(graph, newEdge(graph, from.id, second.id), graph.edges.findLast((e) => e.to === first.id && e.from === from.id));
        for (const to of after) placeEdge(graph, newEdge(graph, first.id, to.id), graph.edges.findLast((e) => e.from === second.id && e.to === to.id));
      },
    };
  },
};

export const PARALLEL_STEPS_FORMS: readonly Form[] = [parallelSteps];

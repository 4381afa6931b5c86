// "swap the yes and no branches", "switch the branches of the eligibility check", "flip yes/no
// on the AUC decision": the two branches of a decision change labels, so each answer now leads
// where the other did (the edges keep their ids and targets). Without a step named, the one
// step whose branches carry those labels; several are refused, named. And two steps changing
// places: "swap the DAB and counterstain steps".
import type { FlowEdge, FlowGraph, FlowNode } from '../../model.ts';
import { sameAnswer } from '../branches.ts';
import type { Form } from '../form.ts';
import { outgoing } from '../graph.ts';
import { describeNode, ReferenceFailure, referents, resolveNode } from '../references.ts';
import { resolveSelection } from '../selection.ts';
import { joinTokens, type Token } from '../tokens.ts';

const SWAP = 'swap|switch|flip|exchange|reverse|invert|interchange|swop';
const BRANCHES = 'branches|arrows|edges|paths|outcomes|labels|answers|exits|routes|lines|branch labels|arrow labels|edge labels';
const OF = 'of|on|from|at|for|in|out of|coming out of|leaving';
const PAIR = '=pair:yes/no|no/yes|yes-no|yes and no|no and yes|yes or no';

/** The two labelled edges leaving `node` that carry the answers said (any two, when none said). */
function pairOf(graph: FlowGraph, node: FlowNode, said: [string, string] | undefined): [FlowEdge, FlowEdge] | string {
  const leaving = outgoing(graph, node).filter((e) => e.label !== undefined && e.label.trim() !== '');
  if (said) {
    const [a, b] = said.map((w) => leaving.filter((e) => sameAnswer(w, e.label!)));
    if (a!.length !== 1 || b!.length !== 1 || a![0] === b![0]) return `${describeNode(node)} has no one '${said[a!.length !== 1 ? 0 : 1]}' branch and one '${said[a!.length !== 1 ? 1 : 0]}' branch`;
    return [a![0]!, b![0]!];
  }
  if (leaving.length !== 2) return `${describeNode(node)} has ${leaving.length} labelled branches, not two`;
  return [leaving[0]!, leaving[1]!];
}

function answers(slots: Record<string, Token[]>): [string, string] | undefined {
  if (slots.a && slots.b) return [joinTokens(slots.a), joinTokens(slots.b)];
  const pair = slots.pair?.map((t) => t.lower).join(' ');
  if (!pair) return undefined;
  const [a, b] = pair.split(/\/|-| and | or /);
  return [a!, b!];
}

const swapBranches: Form = {
  patterns: [
    [SWAP, '?the', PAIR, '?' + BRANCHES, '?round|around|over'],
    [SWAP, '?the', PAIR, '?' + BRANCHES, OF, '?the', '$node'],
    [SWAP, '?the', '$a', 'and', '$b', BRANCHES, '?round|around|over'],
    [SWAP, '?the', '$a', 'and', '$b', BRANCHES, OF, '?the', '$node'],
    [SWAP, '?the', '?two', BRANCHES, '?round|around|over'],
    [SWAP, '?the', '?two', BRANCHES, OF, '?the', '$node', '?round|around|over'],
  ],
  resolve(graph, slots) {
    const said = answers(slots);
    let pair: [FlowEdge, FlowEdge];
    if (slots.node) {
      const node = resolveNode(graph, slots.node);
      const found = pairOf(graph, node, said);
      if (typeof found === 'string') throw new ReferenceFailure(found);
      pair = found;
    } else {
      const found = graph.nodes.map((n) => ({ node: n, pair: pairOf(graph, n, said) })).filter((f) => typeof f.pair !== 'string');
      if (found.length === 0) throw new ReferenceFailure(`no step has ${said ? `a '${said[0]}' and a '${said[1]}' branch` : 'two labelled branches'}`);
      if (found.length > 1) throw new ReferenceFailure(`${found.length} steps have such branches: ${found.slice(0, 6).map((f) => describeNode(f.node)).join(', ')}; say which ("swap the yes and no branches of ...")`);
      pair = found[0]!.pair as [FlowEdge, FlowEdge];
      referents.named.push(found[0]!.node.id);
    }
    const [a, b] = pair;
    return {
      key: `swap ${a.id},${b.id}`,
      run() {
        const [ea, eb] = [graph.edges.find((e) => e.id === a.id)!, graph.edges.find((e) => e.id === b.id)!];
        [ea.label, eb.label] = [eb.label, ea.label];
      },
    };
  },
};

/**
 * "swap the DAB and counterstain steps", "swap the order of A and B", "switch A and B round":
 * two steps change places in the flow. Each keeps its id, label and style; every arrow that
 * met one now meets the other (branch labels stay on their arrows). Decisions are refused:
 * their branches would leave a step that asks nothing.
 */
const swapSteps: Form = {
  patterns: [
    [SWAP, '?the order of|the positions of|the places of|the place of|round|around', '$nodes', '?round|around|over|the other way round|the other way around|in the flow|in order'],
    [SWAP, '?the order of|the positions of|the places of|the place of|round|around', '$a', 'with', '$b', '?round|around|over'],
    ['reverse|flip', 'the order of', '$nodes'],
  ],
  resolve(graph, slots) {
    const pair = slots.nodes ? resolveSelection(graph, slots.nodes) : [resolveNode(graph, slots.a!), resolveNode(graph, slots.b!)];
    if (pair.length !== 2) throw new ReferenceFailure(`'${joinTokens(slots.nodes ?? [])}' names ${pair.length} steps; two steps swap places`);
    const [a, b] = pair as [FlowNode, FlowNode];
    if (a === b) throw new ReferenceFailure(`${describeNode(a)} is named twice`);
    for (const n of [a, b]) if (n.role === 'decision') throw new ReferenceFailure(`${describeNode(n)} is a decision; its branches would leave the other step`);
    return {
      key: `swap steps ${[a.id, b.id].sort().join(',')}`,
      run() {
        const other = (id: string) => (id === a.id ? b.id : id === b.id ? a.id : id);
        for (const e of graph.edges) {
          e.from = other(e.from);
          e.to = other(e.to);
        }
        const [i, j] = [graph.nodes.indexOf(a), graph.nodes.indexOf(b)];
        [graph.nodes[i], graph.nodes[j]] = [b, a];
      },
    };
  },
};

export const SWAP_FORMS: readonly Form[] = [swapBranches, swapSteps];

// "merge the counterstain and the mounting into one step", "combine A and B", "make A and B one
// box": steps one after another in a chain (each leading only to the next, the next reached only
// from it), or side by side between the same steps, become one step. It keeps the first one's
// id and place; its label is theirs joined in flow order ("Counterstain with haematoxylin and
// mount coverslip") unless one is given. Steps that are neither are refused, named, as are
// decisions (their branches cannot be joined into one box).
import type { FlowGraph, FlowNode } from '../../model.ts';
import type { Form } from '../form.ts';
import { incoming, isFlowEdge, outgoing } from '../graph.ts';
import { describeNode, ReferenceFailure } from '../references.ts';
import { resolveSelection } from '../selection.ts';
import { writtenText } from '../text.ts';
import type { Pattern } from '../tokens.ts';

const MERGE = 'merge|combine|fuse|collapse|consolidate|amalgamate|unite';
const ONE = '?a|one|a single|just one|the same|a combined|one combined|a merged|one merged';
/** After "make", "one" is what says the steps become one: "make A and B one box". */
const JUST_ONE = 'one|a single|just one|a combined|one combined|a merged|one merged';
const NOUN = 'step|box|node|stage|process|shape|task|action';
const NAMED = '=named:called|named|labelled|labeled|saying|reading';

const PATTERNS: Pattern[] = [
  [MERGE, '$nodes', '?together'],
  [MERGE, '$nodes', '?together', 'into|to|as|in', ONE, NOUN],
  [MERGE, '$nodes', '?together', 'into|to|as|in', ONE, '?' + NOUN, '?' + NAMED, '$label'],
  // "join A and B" alone is an arrow between them (connect.ts); into one step, a merge.
  ['join|put', '$nodes', '?together', 'into|as|in', JUST_ONE, NOUN],
  ['make|turn', '$nodes', '?into', JUST_ONE, NOUN],
  ['make|turn', '$nodes', '?into', JUST_ONE, '?' + NOUN, NAMED, '$label'],
  ['$nodes', 'should be|can be|could be|need to be|must be|are', '?merged|combined', '?into', JUST_ONE, NOUN],
];

/** Later parts of a joined label start in lower case when they open with an ordinary word ("Mount" -> "mount", "ECL" kept). */
function continued(label: string): string {
  return /^[A-Z][a-z]+(?:\s|$)/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

function joinedLabel(nodes: readonly FlowNode[]): string {
  const parts = nodes.map((n, k) => (k === 0 ? n.label : continued(n.label)));
  return parts.length === 2 ? `${parts[0]} and ${parts[1]}` : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The steps in flow order when they form a chain, else undefined. */
function chainOrder(graph: FlowGraph, nodes: readonly FlowNode[]): FlowNode[] | undefined {
  const ids = new Set(nodes.map((n) => n.id));
  const heads = nodes.filter((n) => !incoming(graph, n).some((e) => ids.has(e.from)));
  if (heads.length !== 1) return undefined;
  const order = [heads[0]!];
  while (order.length < nodes.length) {
    const last = order[order.length - 1]!;
    const leaving = outgoing(graph, last);
    const next = nodes.find((n) => n.id === leaving[0]?.to);
    if (leaving.length !== 1 || !next || order.includes(next) || incoming(graph, next).length !== 1) return undefined;
    order.push(next);
  }
  return order;
}

/** Whether the steps stand side by side: the same steps before and after each. */
function parallel(graph: FlowGraph, nodes: readonly FlowNode[]): boolean {
  const ends = (n: FlowNode) => JSON.stringify([incoming(graph, n).map((e) => e.from).sort(), outgoing(graph, n).map((e) => e.to).sort()]);
  return nodes.every((n) => ends(n) === ends(nodes[0]!)) && incoming(graph, nodes[0]!).length + outgoing(graph, nodes[0]!).length > 0;
}

const merge: Form = {
  patterns: PATTERNS,
  resolve(graph, slots) {
    const nodes = resolveSelection(graph, slots.nodes!);
    if (nodes.length < 2) throw new ReferenceFailure(`'${slots.nodes!.map((t) => t.text).join(' ')}' names one step; name the steps to merge`);
    const decision = nodes.find((n) => n.role === 'decision');
    if (decision) throw new ReferenceFailure(`${describeNode(decision)} is a decision; its branches cannot go into one step`);
    const chain = chainOrder(graph, nodes);
    const side = !chain && parallel(graph, nodes);
    if (!chain && !side) throw new ReferenceFailure(`${nodes.map(describeNode).join(', ')} are neither one after another nor side by side between the same steps; merge steps that follow each other`);
    const order = chain ?? [...nodes].sort((a, b) => graph.nodes.indexOf(a) - graph.nodes.indexOf(b));
    // A label after "into" with no "called" is one only when quoted: "merge A and B into 'Fix and wash'".
    if (slots.label && !slots.named && !(slots.label.length === 1 && slots.label[0]!.quoted)) throw new ReferenceFailure(`'${slots.label.map((t) => t.text).join(' ')}' is not a step's label; quote it`, true);
    const label = slots.label ? writtenText(slots.label, "merged step's label") : joinedLabel(order);
    const [keep, ...rest] = order as [FlowNode, ...FlowNode[]];
    return {
      key: `merge ${order.map((n) => n.id).join(',')} ${label}`,
      run() {
        const gone = new Set(rest.map((n) => n.id));
        const kept = graph.nodes.find((n) => n.id === keep.id)!;
        kept.label = label;
        if (!order.every((n) => n.role === keep.role)) kept.role = 'process';
        if (chain) {
          // The last step's way on, and the notes of every step, now leave the kept one.
          for (const e of graph.edges) {
            if (gone.has(e.from) && !gone.has(e.to) && e.to !== keep.id) e.from = keep.id;
            else if (gone.has(e.to) && !isFlowEdge(graph, e)) e.to = keep.id;
          }
        } else {
          for (const e of graph.edges) if (!isFlowEdge(graph, e) && gone.has(e.from)) e.from = keep.id;
          for (const e of graph.edges) if (!isFlowEdge(graph, e) && gone.has(e.to)) e.to = keep.id;
        }
        graph.edges = graph.edges.filter((e) => !gone.has(e.from) && !gone.has(e.to) && !(e.from === keep.id && e.to === keep.id && chain));
        graph.nodes = graph.nodes.filter((n) => !gone.has(n.id));
        if (graph.sideBySide) {
          graph.sideBySide = graph.sideBySide.map((row) => row.filter((id) => !gone.has(id))).filter((row) => row.length >= 2);
          if (graph.sideBySide.length === 0) delete graph.sideBySide;
        }
      },
    };
  },
};

export const MERGE_FORMS: readonly Form[] = [merge];

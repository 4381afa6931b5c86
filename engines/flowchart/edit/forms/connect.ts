// Connecting steps: "connect A to B", "connect A to B with label 'retry'", "add an arrow from A to B".
import type { FlowEdge, FlowGraph } from '../../model.ts';
import type { Form } from '../form.ts';
import { newEdge, placeEdge } from '../graph.ts';
import { describeNode, ReferenceFailure, resolveNode } from '../references.ts';
import { writtenText } from '../text.ts';
import { joinTokens, type Slots } from '../tokens.ts';

const LABELLED = 'with|labelled|labeled|marked|saying|using';
const LABEL_WORDS = '?the label|a label|the text|label|text';


/** "with a dashed arrow": the look of the new arrow, never its label. */
const LOOK_OF_ARROW = /^(?:an?\s+)?(dashed|dotted|thick|bold|heavy|solid|thin)\s+(?:arrow|line|edge|link|connection)$/i;
const LINES: Readonly<Record<string, FlowEdge['line']>> = { dashed: 'dotted', dotted: 'dotted', thick: 'thick', bold: 'thick', heavy: 'thick', solid: 'solid', thin: 'solid' };

function connection(graph: FlowGraph, slots: Slots) {
  const from = resolveNode(graph, slots.a!);
  const to = resolveNode(graph, slots.b!);
  const said = slots.label && slots.label.every((t) => !t.quoted) ? LOOK_OF_ARROW.exec(joinTokens(slots.label)) : null;
  const look = said ? LINES[said[1]!.toLowerCase()] : undefined;
  const label = slots.label && !said ? writtenText(slots.label, 'edge label') : undefined;
  if (graph.edges.some((e) => e.from === from.id && e.to === to.id)) {
    throw new ReferenceFailure(`${describeNode(from)} is already connected to ${describeNode(to)}`);
  }
  return {
    key: `connect ${from.id} ${to.id} ${label ?? ''} ${look ?? ''}`,
    run() {
      // Beside the edges already leaving the step, so the layout's model order moves little.
      const edge = newEdge(graph, from.id, to.id, label);
      if (look) edge.line = look;
      placeEdge(graph, edge, graph.edges.findLast((e) => e.from === from.id));
    },
  };
}

const CONNECT = 'connect|link|join';
const ADD_EDGE = ['add|draw|make|create', '?a|an|another|one', 'edge|arrow|link|connection|line'];

const connectLabelled: Form = {
  patterns: [
    [CONNECT, '$a', '?back', 'to|with|and', '$b', LABELLED, LABEL_WORDS, '$label'],
    [...ADD_EDGE, 'from', '$a', '?back', 'to', '$b', LABELLED, LABEL_WORDS, '$label'],
  ],
  resolve: connection,
};

const connect: Form = {
  patterns: [
    [CONNECT, '$a', '?back', 'to|with|and', '$b'],
    [...ADD_EDGE, 'from', '$a', '?back', 'to', '$b'],
    ['loop|go|return|lead', '?back', 'from', '$a', 'to', '$b'],
    // "add a loop from detection back to blocking"
    ['add|draw|make|create|put in', '?a|an|another', 'loop|feedback loop|loopback|loop back|back arrow|return arrow|return loop|feedback arrow', 'from', '$a', '?back', 'to|into', '$b'],
  ],
  resolve: connection,
};

export const CONNECT_FORMS: readonly Form[] = [connectLabelled, connect];

// Connecting steps: "connect A to B", "connect A to B with label 'retry'", "add an arrow from A to B".
import type { FlowGraph } from '../../model.ts';
import type { Form } from '../form.ts';
import { newEdge, placeEdge } from '../graph.ts';
import { describeNode, ReferenceFailure, resolveNode } from '../references.ts';
import { writtenText } from '../text.ts';
import type { Slots } from '../tokens.ts';

const LABELLED = 'with|labelled|labeled|marked|saying';
const LABEL_WORDS = '?the label|a label|the text|label|text';

function connection(graph: FlowGraph, slots: Slots) {
  const from = resolveNode(graph, slots.a!);
  const to = resolveNode(graph, slots.b!);
  const label = slots.label ? writtenText(slots.label, 'edge label') : undefined;
  if (graph.edges.some((e) => e.from === from.id && e.to === to.id)) {
    throw new ReferenceFailure(`${describeNode(from)} is already connected to ${describeNode(to)}`);
  }
  return {
    key: `connect ${from.id} ${to.id} ${label ?? ''}`,
    run() {
      // Beside the edges already leaving the step, so the layout's model order moves little.
      placeEdge(graph, newEdge(graph, from.id, to.id, label), graph.edges.findLast((e) => e.from === from.id));
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

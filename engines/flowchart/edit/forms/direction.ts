// The reading direction: "make it left to right", "vertical", "flowchart LR".
import type { Form } from '../form.ts';
import { DIRECTION_ALTERNATIVES, DIRECTION_WORDS } from '../vocabulary.ts';

const IT = '?it|the flowchart|the chart|the diagram|the graph|the flow|the layout|the figure|everything';
const DIR = `=dir:${DIRECTION_ALTERNATIVES}`;

const direction: Form = {
  patterns: [
    ['make|turn|lay|draw|render|arrange|orient|flip|rotate|switch', IT, '?out|to|into', '?be|go|run|read|flow', '?from', DIR],
    ['set|change|switch|make', '?the', 'direction|orientation|layout|flow', '?to|into', '?be|go', '?from', DIR],
    ['direction|flowchart|graph|flow|layout|go|read|orientation|orient', '?from', DIR],
    [DIR],
  ],
  resolve(graph, slots) {
    const dir = DIRECTION_WORDS[slots.dir!.map((t) => t.lower).join(' ')]!;
    return { key: `direction ${dir}`, run: () => void (graph.direction = dir) };
  },
};

export const DIRECTION_FORMS: readonly Form[] = [direction];

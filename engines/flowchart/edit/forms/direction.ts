// The reading direction: "make it left to right", "vertical", "flowchart LR", "landscape",
// "flip it so it reads from the bottom up". A bracket after the direction that restates it
// ("landscape (left to right)") must say the same direction.
import type { Form } from '../form.ts';
import { ReferenceFailure } from '../references.ts';
import { joinTokens, type Pattern } from '../tokens.ts';
import { DIRECTION_ALTERNATIVES, DIRECTION_WORDS } from '../vocabulary.ts';

const IT = '?it|the flowchart|the chart|the diagram|the graph|the flow|the layout|the figure|everything|the whole thing|the whole chart|the whole flowchart|the whole diagram|the whole figure|the whole flow';
const DIR = `=dir:${DIRECTION_ALTERNATIVES}`;
const READS = 'read|reads|flow|flows|go|goes|run|runs';

const BARE: readonly Pattern[] = [
  ['make|turn|lay|draw|render|arrange|orient|flip|rotate|switch|put|set|display|show|present', IT, '?out|to|into', '?be|go|run|read|flow', '?from', '?the', DIR],
  ['set|change|switch|make', '?the', 'direction|orientation|layout|flow', '?to|into', '?be|go', '?from', '?the', DIR],
  ['direction|flowchart|graph|flow|layout|go|read|orientation|orient', '?from', '?the', DIR],
  // "flip it so it reads from the bottom up", "have it run from right to left"
  ['make|turn|lay|draw|render|arrange|orient|flip|rotate|switch|change|set', IT, 'so|so that', '?it|everything|the chart|the flow|the flowchart', READS, '?from', '?the', DIR],
  ['have|make|let', IT, READS, '?from', '?the', DIR],
  [DIR],
];

const direction: Form = {
  // Each pattern also with a bracket restating the direction: "landscape (left to right)".
  patterns: BARE.flatMap((p) => [p, [...p, 'instead'], [...p, '$gloss']]),
  resolve(graph, slots) {
    const said = slots.dir!.map((t) => t.lower).join(' ');
    const dir = DIRECTION_WORDS[said]!;
    if (slots.gloss) {
      const gloss = joinTokens(slots.gloss);
      const inner = /^\((.*)\)$/.exec(gloss.trim())?.[1]?.trim().toLowerCase().replace(/\s+/g, ' ');
      if (inner === undefined) throw new ReferenceFailure(`'${gloss}' after '${said}' is not a direction`);
      const restated = DIRECTION_WORDS[inner] ?? DIRECTION_WORDS[inner.replace(/^from /, '')];
      if (restated !== dir) throw new ReferenceFailure(`'${said}' is ${dir}, but the bracket '${gloss}' says ${restated ?? 'no direction this grammar knows'}`);
    }
    return { key: `direction ${dir}`, run: () => void (graph.direction = dir) };
  },
};

export const DIRECTION_FORMS: readonly Form[] = [direction];

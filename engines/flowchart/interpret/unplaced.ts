// The check that nothing of the text was lost on the way to the graph: every number the author
// wrote is in a box, on an arrow or in the title, and no box still holds a branch word
// ("otherwise", "unless", "respectively") that the reader failed to turn into structure. What
// fails is refused with the words named (FLOWCHART_TEXT_UNPLACED), never drawn wrong.
import type { FlowGraph } from '../model.ts';

/** "1,500", "0.8", "12": numbers as written, without a trailing full stop. */
const NUMBER = /\d+(?:[.,]\d+)*/g;
/** Numbers that name a step rather than state a quantity: "go back to step 3". */
const STEP_NUMBER = /\b(?:steps?|stages?|phases?|no\.?|#)\s*$/i;
/** A box that starts with a branch word, or holds "respectively": structure read as text. */
const BRANCH_WORDS = /^(?:otherwise|else|unless|if not|or else)\b|\brespectively\b/i;

export function unplacedWords(sentences: string[], graph: FlowGraph, title: string | undefined): string | undefined {
  const shown = [title ?? '', ...graph.nodes.map((n) => n.label), ...graph.edges.map((e) => e.label ?? ''), ...graph.groups.map((g) => g.label)].join('\n');
  const held = new Set(shown.match(NUMBER) ?? []);
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(NUMBER)) {
      if (held.has(m[0]) || STEP_NUMBER.test(sentence.slice(0, m.index))) continue;
      return `The number ${m[0]} in "${around(sentence, m.index)}" has no place in the flowchart read; write the step it belongs to as a sentence or list item of its own (see docs/flowchart-requests.md).`;
    }
  }
  const misread = graph.nodes.find((n) => BRANCH_WORDS.test(n.label));
  if (misread) return `"${around(misread.label, 0)}" reads as a branch of a decision, but no decision before it could be found; write the condition with "if" (see docs/flowchart-requests.md).`;
  return undefined;
}

function around(text: string, at: number): string {
  const start = Math.max(0, at - 40);
  const end = Math.min(text.length, at + 40);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
}

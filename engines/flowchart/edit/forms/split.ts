// A step split into several: "split 'extract and quantify DNA' into two separate boxes" gives
// "Extract DNA" then "Quantify DNA"; "split the ECG and bloods into two boxes running in
// parallel" gives "ECG" and "Bloods" between the same steps. The label is cut at its commas and
// "and"/"&" (outside brackets); verbs standing alone before the last part share its object
// ("extract and quantify DNA"). The number of parts said must be the number found.
import { tokens as languageTokens } from '../../../language/index.ts';
import type { FlowGraph, FlowNode } from '../../model.ts';
import type { Form } from '../form.ts';
import { incoming, insertAfter, newEdge, newNode, outgoing, placeEdge, placeNode } from '../graph.ts';
import { describeNode, ReferenceFailure, resolveNode } from '../references.ts';

const NUMBERS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, '2': 2, '3': 3, '4': 4, '5': 5 };
const PARTS = ['into|in', '?=count:two|three|four|five|2|3|4|5', '?separate|distinct|different|individual|single', 'boxes|steps|nodes|stages|parts|tasks|shapes|ones'];
const PARALLEL = '=parallel:running in parallel|run in parallel|in parallel|side by side|done in parallel|that run in parallel|happening in parallel|at the same time|done at the same time|running at the same time';
const BOTH_BEFORE = ['?,', 'both|each|both of them|and both|then both', '?still|coming|going|running|done|happening|leading', 'before|into|to', '$next'];

/** A label's parts: "Extract and quantify DNA" -> Extract DNA, Quantify DNA. */
export function labelParts(label: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  const words = label.split(/(\s+|,)/);
  for (const w of words) {
    for (const c of w) {
      if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    }
    if (depth === 0 && (w === ',' || /^(?:and|&|\+)$/i.test(w))) {
      parts.push(current);
      current = '';
      continue;
    }
    current += w;
  }
  parts.push(current);
  const tidy = parts.map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p !== '');
  if (tidy.length < 2) return tidy;
  // Verbs alone before a last part that starts with a verb share its object.
  const last = tidy[tidy.length - 1]!;
  const lastWords = languageTokens(last);
  const singleVerbs = tidy.slice(0, -1).every((p) => !/\s/.test(p) && languageTokens(p)[0]?.pos === 'VERB');
  const shared = lastWords.length > 1 && lastWords[0]!.pos === 'VERB' ? last.slice(last.indexOf(lastWords[1]!.text)) : undefined;
  const whole = singleVerbs && shared !== undefined ? [...tidy.slice(0, -1).map((v) => `${v} ${shared}`), last] : tidy;
  return whole.map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

function splitInto(graph: FlowGraph, node: FlowNode, parts: string[], parallel: boolean): void {
  const first = graph.nodes.find((n) => n.id === node.id)!;
  first.label = parts[0]!;
  if (!parallel) {
    let last = first;
    for (const label of parts.slice(1)) {
      const next = newNode(graph, label, first.role, first.group);
      insertAfter(graph, next, last);
      last = next;
    }
    return;
  }
  const before = [...new Set(incoming(graph, first).map((e) => e.from))];
  const after = [...new Set(outgoing(graph, first).map((e) => e.to))];
  let place = first;
  for (const label of parts.slice(1)) {
    const next = newNode(graph, label, first.role, first.group);
    placeNode(graph, next, place, 'after');
    place = next;
    for (const from of before) placeEdge(graph, newEdge(graph, from, next.id), graph.edges.findLast((e) => e.from === from));
    for (const to of after) placeEdge(graph, newEdge(graph, next.id, to), graph.edges.findLast((e) => e.to === to));
  }
}

const split: Form = {
  patterns: [
    ['split|divide|break|separate|seperate', '$node', '?up|out', ...PARTS],
    ['split|divide|break|separate|seperate', '$node', '?up|out', ...PARTS, PARALLEL],
    ['split|divide|break|separate|seperate', '$node', '?up|out', ...PARTS, PARALLEL, ...BOTH_BEFORE],
    ['split|divide|break|separate|seperate', '$node', '?up|out', ...PARTS, ...BOTH_BEFORE],
  ],
  resolve(graph, slots) {
    const node = resolveNode(graph, slots.node!);
    if (node.role === 'decision') throw new ReferenceFailure(`${describeNode(node)} is a decision; split it by writing each question as its own step`);
    const parts = labelParts(node.label);
    if (parts.length < 2) throw new ReferenceFailure(`${describeNode(node)} has no "and" or comma to split it at; add the second step with "add ... after"`);
    const count = slots.count ? NUMBERS[slots.count[0]!.lower] : undefined;
    if (count !== undefined && count !== parts.length) throw new ReferenceFailure(`${describeNode(node)} reads as ${parts.length} parts (${parts.map((p) => `'${p}'`).join(', ')}), not ${count}`);
    const parallel = slots.parallel !== undefined;
    if (slots.next) {
      const next = resolveNode(graph, slots.next);
      if (!outgoing(graph, node).some((e) => e.to === next.id)) throw new ReferenceFailure(`${describeNode(next)} does not come right after ${describeNode(node)}`);
    }
    return {
      key: `split ${node.id} ${parallel} ${parts.join('|')}`,
      run: () => splitInto(graph, node, parts, parallel),
    };
  },
};

export const SPLIT_FORMS: readonly Form[] = [split];

// The flowchart half of `npm run explain`: each sentence of the prompt with the steps it made,
// then the graph read (boxes with their shapes, lanes and groups; arrows with branch labels),
// and the graph after each edit.
import { applyEdit } from '../../engines/flowchart/edit/index.ts';
import { readGraph } from '../../engines/flowchart/interpret/index.ts';
import type { FlowGraph } from '../../engines/flowchart/model.ts';
import { printRefusal } from './refusal.ts';

export function explainFlowchart(prompt: string, edits: string[]): void {
  try {
    const { graph, madeFrom } = readGraph(prompt, []);
    const bySentence = new Map<string, string[]>();
    for (const node of graph.nodes) {
      const sentence = madeFrom.get(node.id);
      if (sentence !== undefined) bySentence.set(sentence, [...(bySentence.get(sentence) ?? []), node.label]);
    }
    if (bySentence.size > 0) console.log('read:');
    for (const [sentence, labels] of bySentence) console.log(`  ${JSON.stringify(sentence)}\n    -> ${labels.map((l) => JSON.stringify(l)).join(', ')}`);
    print('flowchart', graph);
    let current = graph;
    for (const edit of edits) {
      current = applyEdit(current, edit);
      print(`after "${edit}"`, current);
    }
  } catch (error) {
    printRefusal(error);
  }
}

function print(heading: string, graph: FlowGraph): void {
  const label = (id: string) => graph.nodes.find((n) => n.id === id)?.label ?? id;
  const group = (id: string | undefined) => graph.groups.find((g) => g.id === id);
  console.log(`\n${heading}:${graph.title ? ` title "${graph.title}"` : ''}${graph.direction ? `, direction ${graph.direction}` : ''}`);
  for (const n of graph.nodes) {
    const g = group(n.group);
    console.log(`  ${n.id.padEnd(5)} ${n.role.padEnd(11)} ${JSON.stringify(n.label)}${g ? `  [${g.kind} ${g.label}]` : ''}${n.style ? `  ${JSON.stringify(n.style)}` : ''}`);
  }
  for (const e of graph.edges) console.log(`  ${JSON.stringify(label(e.from))} -> ${JSON.stringify(label(e.to))}${e.label ? ` [${e.label}]` : ''}${e.line !== 'solid' ? ` (${e.line})` : ''}`);
  const extras = { textScale: graph.textScale, spacing: graph.spacing, sideBySide: graph.sideBySide };
  if (Object.values(extras).some((v) => v !== undefined)) console.log(`  layout: ${JSON.stringify(extras)}`);
}

// Reading a flowchart graph the way a reader of the figure would: by its words.
import { readFileSync } from 'node:fs';
import type { FlowEdge, FlowGraph, FlowNode } from '../../../engines/flowchart/model.ts';

export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

export function labels(graph: FlowGraph): string[] {
  return graph.nodes.map((n) => n.label);
}

export function node(graph: FlowGraph, label: string): FlowNode {
  const found = graph.nodes.filter((n) => n.label === label);
  if (found.length !== 1) throw new Error(`${found.length} nodes labelled "${label}" in ${JSON.stringify(labels(graph))}`);
  return found[0]!;
}

/** The edge between the nodes with these labels, or undefined. */
export function edge(graph: FlowGraph, from: string, to: string): FlowEdge | undefined {
  const a = node(graph, from).id;
  const b = node(graph, to).id;
  return graph.edges.find((e) => e.from === a && e.to === b);
}

/** Every edge as "from -> to [label]", for whole-graph expectations. */
export function edgeList(graph: FlowGraph): string[] {
  const label = (id: string) => graph.nodes.find((n) => n.id === id)?.label ?? id;
  return graph.edges.map((e) => `${label(e.from)} -> ${label(e.to)}${e.label ? ` [${e.label}]` : ''}`);
}

export function groupOf(graph: FlowGraph, label: string): string | undefined {
  const id = node(graph, label).group;
  return graph.groups.find((g) => g.id === id)?.label;
}

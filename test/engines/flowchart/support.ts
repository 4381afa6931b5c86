// Reading a flowchart graph the way a reader of the figure would: by its words.
import { readFileSync } from 'node:fs';
import { graphDifferences } from '../../../bench/understanding/flowJudge.ts';
import type { ExpectedGraph } from '../../corpora/flowcharts/corpus.ts';
import { applyEdit } from '../../../engines/flowchart/edit/index.ts';
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import type { DocumentText, FlowEdge, FlowGraph, FlowNode } from '../../../engines/flowchart/model.ts';

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

/** A chain of steps n1 -> n2 -> ...; a label ending in "?" is a decision. `extra` adds nodes and edges. */
export function chainGraph(labels: string[], extra: { nodes?: FlowNode[]; edges?: FlowEdge[] } = {}): FlowGraph {
  const nodes: FlowNode[] = labels.map((label, k) => ({ id: `n${k + 1}`, label, role: label.endsWith('?') ? 'decision' : 'process' }));
  const edges: FlowEdge[] = labels.slice(1).map((_, k) => ({ id: `e${k + 1}`, from: `n${k + 1}`, to: `n${k + 2}`, line: 'solid', arrow: 'end' }));
  return { nodes: [...nodes, ...(extra.nodes ?? [])], edges: [...edges, ...(extra.edges ?? [])], groups: [] };
}

/** The labels of the steps an arrow leads to from the step labelled `label`. */
export function successors(graph: FlowGraph, label: string): string[] {
  const id = node(graph, label).id;
  return graph.edges.filter((e) => e.from === id).map((e) => graph.nodes.find((n) => n.id === e.to)!.label);
}

/** The labels of the steps an arrow comes from into the step labelled `label`. */
export function predecessors(graph: FlowGraph, label: string): string[] {
  const id = node(graph, label).id;
  return graph.edges.filter((e) => e.to === id).map((e) => graph.nodes.find((n) => n.id === e.from)!.label);
}

/** The message of the edit's refusal, which must be INSTRUCTION_NOT_UNDERSTOOD; fails the test when the edit applies. */
export function editRefusal(graph: FlowGraph, instruction: string): string {
  try {
    applyEdit(graph, instruction);
  } catch (error) {
    expect((error as { reason: string }).reason).toBe('INSTRUCTION_NOT_UNDERSTOOD');
    return (error as Error).message;
  }
  throw new Error(`"${instruction}" was applied`);
}

/** The refusal a prompt gets (reason and message); fails the test when it is drawn. */
export function promptRefusal(prompt: string, documents: DocumentText[] = []): { reason?: string; message: string } {
  try {
    interpret(prompt, documents);
  } catch (error) {
    return error as { reason?: string; message: string };
  }
  throw new Error(`"${prompt}" was read as a flowchart`);
}

/** The error a prompt is refused with; a prompt that is drawn fails the test. */
export function refusal(prompt: string): { reason?: string; message: string } {
  try {
    interpret(prompt, []);
  } catch (error) {
    return error as { reason?: string; message: string };
  }
  throw new Error(`"${prompt}" was drawn`);
}

/**
 * A prompt judged as the understanding bench judges the corpus: drawn as intended, refused with
 * a reason (right when a refusal was intended), drawn otherwise, or crashed (an error of no kind).
 */
export function promptVerdict(prompt: string, intended: ExpectedGraph | { refuse: string }): 'right' | 'refused' | 'wrong' | 'crashed' {
  try {
    const graph = interpret(prompt, []);
    if ('refuse' in intended) return 'wrong';
    return graphDifferences(graph, intended).length === 0 ? 'right' : 'wrong';
  } catch (error) {
    if (!/^(?:FLOWCHART_|MERMAID_)/.test((error as { reason?: string }).reason ?? '')) return 'crashed';
    return 'refuse' in intended ? 'right' : 'refused';
  }
}

// Reading a flowchart graph the way a reader of the figure would: by its words.
import { readFileSync } from 'node:fs';
import { editDifferences, graphDifferences } from '../../../bench/understanding/flowJudge.ts';
import type { ExpectedEdit, ExpectedGraph } from '../../corpora/flowcharts/corpus.ts';
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

/**
 * The tests of a set of prompts written before the reader was read: none crashes, none is drawn
 * otherwise than intended but those named with why (a list that may only shrink), and at least
 * `leastRight` are drawn as intended.
 */
export function judgePromptSet(
  title: string,
  items: ReadonlyArray<{ id: string; prompt: string; expect: ExpectedGraph | { refuse: string } }>,
  knownWrong: Readonly<Record<string, string>>,
  leastRight: number,
): void {
  describe(title, () => {
    let verdicts: Array<{ id: string; verdict: ReturnType<typeof promptVerdict> }> = [];
    beforeAll(() => {
      verdicts = items.map((item) => ({ id: item.id, verdict: promptVerdict(item.prompt, item.expect) }));
    });

    test('none crashes', () => {
      expect(verdicts.filter((v) => v.verdict === 'crashed').map((v) => v.id)).toEqual([]);
    });

    test('none is drawn wrong but the few named, each with its reason', () => {
      expect(verdicts.filter((v) => v.verdict === 'wrong' && !knownWrong[v.id]).map((v) => v.id)).toEqual([]);
    });

    test(`at least ${leastRight} of the ${items.length} are drawn as intended`, () => {
      expect(verdicts.filter((v) => v.verdict === 'right').length).toBeGreaterThanOrEqual(leastRight);
    });
  });
}

type ExpectedEdge = ExpectedGraph['edges'][number];

/** What an edit changes in a parent's expected graph, as a careful reader would make it. */
export interface GraphChanges {
  /** Steps removed, with their edges and lane places. */
  drop?: string[];
  /** Steps added or relabelled: id -> label. */
  nodes?: Record<string, string>;
  /** Edges removed (any label). */
  dropEdges?: Array<[string, string]>;
  edges?: ExpectedEdge[];
  decisions?: string[];
  notDecisions?: string[];
  ends?: string[];
  lanes?: Record<string, string[]>;
  title?: string;
  direction?: ExpectedGraph['direction'];
}

/** The parent's expected graph with an edit's changes made. */
export function graphChanged(base: ExpectedGraph, c: GraphChanges): ExpectedGraph {
  const drop = new Set(c.drop ?? []);
  const nodes = Object.fromEntries(Object.entries({ ...base.nodes, ...c.nodes }).filter(([id]) => !drop.has(id)));
  const gone = (e: ExpectedEdge) => drop.has(e[0]) || drop.has(e[1]) || (c.dropEdges ?? []).some(([a, b]) => a === e[0] && b === e[1]);
  const graph: ExpectedGraph = {
    nodes,
    edges: [...base.edges.filter((e) => !gone(e)), ...(c.edges ?? [])],
    decisions: [...(base.decisions ?? []), ...(c.decisions ?? [])].filter((id) => !drop.has(id) && !(c.notDecisions ?? []).includes(id)),
  };
  const ends = c.ends ?? base.ends;
  if (ends) graph.ends = ends;
  const lanes = c.lanes ?? base.lanes;
  if (lanes) graph.lanes = Object.fromEntries(Object.entries(lanes).map(([lane, ids]) => [lane, ids.filter((id) => !drop.has(id))]));
  const title = c.title ?? base.title;
  if (title) graph.title = title;
  const direction = c.direction ?? base.direction;
  if (direction) graph.direction = direction;
  return graph;
}

/**
 * An edit judged as the understanding bench judges the corpus: made as intended (or refused
 * when a refusal was intended, its message naming `names`), refused, made otherwise, or
 * crashed. A parent not drawn as intended makes the edit's verdict that of the parent.
 */
export function editVerdict(
  parent: { prompt: string; expect: ExpectedGraph },
  edit: string,
  intended: ExpectedEdit,
  names: readonly string[] = [],
): 'right' | 'refused' | 'wrong' | 'crashed' | 'parent refused' | 'parent wrong' {
  let before: FlowGraph;
  try {
    before = interpret(parent.prompt, []);
  } catch {
    return 'parent refused';
  }
  if (graphDifferences(before, parent.expect).length > 0) return 'parent wrong';
  try {
    const after = applyEdit(before, edit);
    if (intended.refuse !== undefined) return 'wrong';
    return editDifferences(before, after, parent.expect, intended).length === 0 ? 'right' : 'wrong';
  } catch (error) {
    if ((error as { reason?: string }).reason !== 'INSTRUCTION_NOT_UNDERSTOOD') return 'crashed';
    if (intended.refuse === undefined) return 'refused';
    return names.every((n) => (error as Error).message.includes(n)) ? 'right' : 'wrong';
  }
}

/**
 * The tests of a set of edits written before the edit reader was read: none crashes, none is
 * made otherwise than intended but those named with why (a list that may only shrink), and at
 * least `leastRight` are made as intended.
 */
export function judgeEditSet(
  title: string,
  parents: Readonly<Record<string, { prompt: string; expect: ExpectedGraph }>>,
  items: ReadonlyArray<{ id: string; parent: string; edit: string; expect: ExpectedEdit; names?: string[] }>,
  knownWrong: Readonly<Record<string, string>>,
  leastRight: number,
): void {
  describe(title, () => {
    let verdicts: Array<{ id: string; verdict: ReturnType<typeof editVerdict> }> = [];
    beforeAll(() => {
      verdicts = items.map((item) => ({ id: item.id, verdict: editVerdict(parents[item.parent]!, item.edit, item.expect, item.names) }));
    });

    test('none crashes', () => {
      expect(verdicts.filter((v) => v.verdict === 'crashed').map((v) => v.id)).toEqual([]);
    });

    test('none is made wrong, nor on a parent drawn wrong, but the few named, each with its reason', () => {
      expect(verdicts.filter((v) => (v.verdict === 'wrong' || v.verdict === 'parent wrong') && !knownWrong[v.id]).map((v) => v.id)).toEqual([]);
    });

    test(`at least ${leastRight} of the ${items.length} are made as intended`, () => {
      expect(verdicts.filter((v) => v.verdict === 'right').length).toBeGreaterThanOrEqual(leastRight);
    });
  });
}

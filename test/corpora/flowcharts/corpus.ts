// The flowchart request corpus as data: its folder and the items of one half, in file order,
// each checked for form as it is read (a malformed item names its file and line).
// Read by the understanding bench (to measure) and by the corpus's form test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readHalf, type Half } from '../jsonl.ts';

export const FLOW_CORPUS = import.meta.dirname;

export interface ExpectedGraph {
  nodes: Record<string, string>;
  decisions?: string[];
  ends?: string[];
  edges: Array<[string, string] | [string, string, string]>;
  lanes?: Record<string, string[]>;
  groups?: Record<string, string[]>;
  title?: string;
  direction?: 'TB' | 'LR' | 'BT' | 'RL';
}

export interface ExpectedEdit {
  graph?: ExpectedGraph;
  nodeStyle?: Array<{ nodes: string[]; fill?: string; stroke?: string; text?: string; bold?: boolean; dashed?: boolean }>;
  edgeStyle?: Array<{ edges: 'all' | string[][]; line?: 'thick' | 'dotted' | 'solid'; stroke?: string }>;
  font?: 'larger' | 'smaller';
  spacing?: 'compact' | 'spacious';
  sideBySide?: string[][];
  title?: string | null;
  direction?: 'TB' | 'LR' | 'BT' | 'RL';
  refuse?: string;
}

export interface FlowCorpusItem {
  id: string;
  prompt?: string;
  attachments?: Array<{ file: string; as: 'pdf' | 'docx' | 'text' | 'markdown' }>;
  parent?: string;
  parentExpect?: ExpectedGraph;
  edit?: string;
  expect: (ExpectedGraph & { refuse?: undefined }) | { refuse: string } | ExpectedEdit;
}

export function flowCorpusHalf(half: Half): FlowCorpusItem[] {
  return readHalf<FlowCorpusItem>(FLOW_CORPUS, half).map(({ item, where }) => {
    const problem = formProblem(item);
    if (problem) throw new Error(`${where} (${item.id}): ${problem}`);
    return item;
  });
}

/** What is wrong with an item's form, or undefined. */
export function formProblem(item: FlowCorpusItem): string | undefined {
  if (typeof item.id !== 'string' || item.id === '') return 'no id';
  if (item.edit !== undefined) {
    if (typeof item.parent !== 'string' || !item.parentExpect) return 'an edit needs parent and parentExpect';
    const graphProblem = graphFormProblem(item.parentExpect);
    if (graphProblem) return `parentExpect: ${graphProblem}`;
    const e = item.expect as ExpectedEdit;
    if (e.graph) return graphFormProblem(e.graph);
    const labels = new Set(Object.values(item.parentExpect.nodes));
    for (const s of e.nodeStyle ?? []) for (const l of s.nodes) if (!labels.has(l)) return `nodeStyle names "${l}", not a label of parentExpect`;
    for (const s of e.sideBySide ?? []) for (const l of s) if (!labels.has(l)) return `sideBySide names "${l}", not a label of parentExpect`;
    if (Object.keys(e).length === 0) return 'an edit expects nothing';
    return undefined;
  }
  if (typeof item.prompt !== 'string' || item.prompt === '') return 'no prompt';
  for (const a of item.attachments ?? []) {
    try {
      readFileSync(join(FLOW_CORPUS, 'attachments', a.file));
    } catch {
      return `attachment ${a.file} is not under attachments/`;
    }
  }
  if ('refuse' in item.expect && item.expect.refuse !== undefined) return undefined;
  return graphFormProblem(item.expect as ExpectedGraph);
}

function graphFormProblem(g: ExpectedGraph): string | undefined {
  if (!g.nodes || typeof g.nodes !== 'object' || Object.keys(g.nodes).length === 0) return 'no nodes';
  if (!Array.isArray(g.edges)) return 'no edges list';
  const ids = new Set(Object.keys(g.nodes));
  for (const id of [...(g.decisions ?? []), ...(g.ends ?? [])]) if (!ids.has(id)) return `unknown node id "${id}"`;
  for (const e of g.edges) {
    if (!Array.isArray(e) || e.length < 2 || e.length > 3) return `edge ${JSON.stringify(e)} is not [from, to] or [from, to, label]`;
    if (!ids.has(e[0]) || !ids.has(e[1])) return `edge ${JSON.stringify(e)} names an unknown node`;
    if ((g.decisions ?? []).includes(e[0]) && e[2] === undefined) return `edge ${JSON.stringify(e)} leaves a decision without a branch label`;
  }
  for (const members of [...Object.values(g.lanes ?? {}), ...Object.values(g.groups ?? {})]) for (const id of members) if (!ids.has(id)) return `lane or group names unknown node "${id}"`;
  return undefined;
}

const half = process.argv[2];
if (import.meta.main && (half === 'dev' || half === 'heldout')) console.log(`${flowCorpusHalf(half).length} items, all well formed`);

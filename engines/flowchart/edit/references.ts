// How an edit names a step, an edge or a group: by exact label (case-insensitive, spacing
// ignored), by id, by step number ("step 3" is the third node in model order) or by a unique
// leading phrase of a label. An unknown or ambiguous name is refused, never guessed.
import type { FlowEdge, FlowGraph, FlowGroup, FlowNode } from '../model.ts';
import { joinTokens, type Token } from './tokens.ts';

/** A name that names nothing, or more than one thing: the edit fails with this message. */
export class ReferenceFailure extends Error {}

/**
 * How many names the current reading resolved only by a leading phrase. Of two readings of a
 * clause, the one naming its steps exactly is preferred ("to Quality OK? 'QC'" names
 * 'Quality OK?', not 'Quality' with the label "OK? 'QC'").
 */
export const inexactNames = { count: 0 };

/** Words that may precede a name without being part of it: "the step 'Wash'". */
const LEADING_FILLERS = new Set(['the', 'a', 'an', 'step', 'node', 'box', 'shape', 'process', 'decision', 'note', 'document', 'database', 'data', 'subprocess', 'terminator']);
const NUMBERED = /^(?:step|node|box)\s*#?\s*(\d{1,4})$|^#(\d{1,4})$/;

export function normaliseLabel(label: string): string {
  return label.replace(/\s+/g, ' ').trim().toLowerCase();
}

function quote(label: string): string {
  return `'${label.replace(/\s+/g, ' ').trim()}'`;
}

export function describeNode(node: FlowNode): string {
  return `${quote(node.label)} (${node.id})`;
}

/** The node `tokens` name. */
export function resolveNode(graph: FlowGraph, tokens: readonly Token[]): FlowNode {
  const direct = findNode(graph, tokens);
  if (direct.length === 1) return direct[0]!;
  if (direct.length > 1) throw ambiguous(joinTokens(tokens), direct);
  for (let start = 1; start < tokens.length && !tokens[start - 1]!.quoted && LEADING_FILLERS.has(tokens[start - 1]!.lower); start++) {
    const stripped = findNode(graph, tokens.slice(start));
    if (stripped.length === 1) return stripped[0]!;
    if (stripped.length > 1) throw ambiguous(joinTokens(tokens.slice(start)), stripped);
  }
  throw new ReferenceFailure(`no step is called '${joinTokens(tokens)}'`);
}

function ambiguous(name: string, candidates: FlowNode[]): ReferenceFailure {
  const listed = candidates.slice(0, 8).map(describeNode).join(', ');
  const more = candidates.length > 8 ? ` and ${candidates.length - 8} more` : '';
  return new ReferenceFailure(`'${name}' could be any of ${listed}${more}; name the step by its full label, its id or its number`);
}

/** Exact label, then id, then step number, then unique leading phrase. */
function findNode(graph: FlowGraph, tokens: readonly Token[]): FlowNode[] {
  const text = joinTokens(tokens);
  const wanted = normaliseLabel(text);
  if (wanted === '') return [];
  const exact = graph.nodes.filter((n) => normaliseLabel(n.label) === wanted);
  if (exact.length > 0) return exact;
  const byId = graph.nodes.filter((n) => n.id === text.trim());
  if (byId.length > 0) return byId;
  const byIdLoose = graph.nodes.filter((n) => n.id.toLowerCase() === wanted);
  if (byIdLoose.length > 0) return byIdLoose;
  const numbered = NUMBERED.exec(wanted);
  if (numbered) {
    const index = Number(numbered[1] ?? numbered[2]) - 1;
    const node = graph.nodes[index];
    if (!node) throw new ReferenceFailure(`there is no step ${index + 1}: the flowchart has ${graph.nodes.length}`);
    return [node];
  }
  const leading = graph.nodes.filter((n) => {
    const label = normaliseLabel(n.label);
    return label.startsWith(wanted) && /^[^\p{L}\p{N}]/u.test(label.slice(wanted.length));
  });
  if (leading.length === 1) inexactNames.count++;
  return leading;
}

/** The edges from one named node to another; at least one, or a failure. */
export function resolveEdges(graph: FlowGraph, fromTokens: readonly Token[], toTokens: readonly Token[]): FlowEdge[] {
  const from = resolveNode(graph, fromTokens);
  const to = resolveNode(graph, toTokens);
  const edges = graph.edges.filter((e) => e.from === from.id && e.to === to.id);
  if (edges.length === 0) throw new ReferenceFailure(`there is no edge from ${describeNode(from)} to ${describeNode(to)}`);
  return edges;
}

/** The group or lane `tokens` name (label, case-insensitive, or id); undefined when none. */
export function findGroup(graph: FlowGraph, tokens: readonly Token[], kind?: FlowGroup['kind']): FlowGroup | undefined {
  const text = joinTokens(tokens);
  const wanted = normaliseLabel(text);
  const candidates = graph.groups.filter((g) => kind === undefined || g.kind === kind);
  const found = candidates.filter((g) => normaliseLabel(g.label) === wanted);
  if (found.length > 1) throw new ReferenceFailure(`several ${kind ?? 'group'}s are called '${text}': ${found.map((g) => g.id).join(', ')}`);
  return found[0] ?? candidates.find((g) => g.id === text.trim());
}

export function resolveGroup(graph: FlowGraph, tokens: readonly Token[], kind?: FlowGroup['kind']): FlowGroup {
  const group = findGroup(graph, tokens, kind);
  if (!group) throw new ReferenceFailure(`no ${kind ?? 'group or lane'} is called '${joinTokens(tokens)}'`);
  return group;
}

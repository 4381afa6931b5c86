// One graph being read: every reader (Mermaid, plain language, CONSORT) adds to it, so the
// prompt's and the documents' parts share one id sequence and one set of nodes to join. Text
// read with its numbers and brackets protected (engines/language/spans.ts) is restored here.
import { restoreSpans } from '../../language/index.ts';
import { FlowchartError } from '../errors.ts';
import { said } from '../../shared/said.ts';
import { MAX_NODES, type EdgeLine, type FlowEdge, type FlowGraph, type FlowGroup, type FlowNode, type NodeRole, type NodeStyle } from '../model.ts';

/** Longest label kept: beyond it a "step" is a paragraph, which no box can hold legibly. */
export const MAX_LABEL_CHARS = 300;

export interface EdgeOptions {
  label?: string;
  line?: EdgeLine;
  arrow?: FlowEdge['arrow'];
}

export class GraphBuilder {
  readonly graph: FlowGraph = { nodes: [], edges: [], groups: [] };
  private readonly used = new Set<string>();
  private nextNode = 1;
  private nextEdge = 1;
  private nextGroup = 1;

  /** A new node with a generated id (`n1`, `n2`, ... skipping ids a Mermaid part already holds). */
  addNode(label: string, role: NodeRole, group?: string): FlowNode {
    let id = `n${this.nextNode++}`;
    while (this.used.has(id)) id = `n${this.nextNode++}`;
    return this.addNodeWithId(id, label, role, group);
  }

  addNodeWithId(id: string, written: string, role: NodeRole, group?: string): FlowNode {
    const label = restoreSpans(written);
    checkLabel(label);
    if (this.graph.nodes.length >= MAX_NODES) {
      throw new FlowchartError('FLOWCHART_TOO_LARGE', `A flowchart has at most ${MAX_NODES} steps; this description gives more.`);
    }
    const node: FlowNode = { id, label, role };
    if (group) node.group = group;
    this.used.add(id);
    this.graph.nodes.push(node);
    return node;
  }

  hasId(id: string): boolean {
    return this.used.has(id);
  }

  addEdge(from: string, to: string, options: EdgeOptions = {}): FlowEdge {
    let id = `e${this.nextEdge++}`;
    while (this.used.has(id)) id = `e${this.nextEdge++}`;
    const edge: FlowEdge = { id, from, to, line: options.line ?? 'solid', arrow: options.arrow ?? 'end' };
    if (options.label) {
      edge.label = restoreSpans(options.label);
      checkLabel(edge.label);
    }
    this.used.add(id);
    this.graph.edges.push(edge);
    return edge;
  }

  hasEdge(from: string, to: string): boolean {
    return this.graph.edges.some((e) => e.from === from && e.to === to);
  }

  /** A group with a generated id (`g1`, ...), or the given one (Mermaid subgraph ids are kept). */
  addGroup(written: string, kind: FlowGroup['kind'], parent?: string, id?: string): FlowGroup {
    const label = restoreSpans(written);
    let groupId = id;
    if (!groupId) {
      groupId = `g${this.nextGroup++}`;
      while (this.used.has(groupId)) groupId = `g${this.nextGroup++}`;
    }
    checkLabel(label);
    const group: FlowGroup = { id: groupId, label, kind };
    if (parent) group.parent = parent;
    this.used.add(groupId);
    this.graph.groups.push(group);
    return group;
  }

  /** The lane or group of that kind and label (case-insensitive), made when first named. */
  groupNamed(label: string, kind: FlowGroup['kind'], parent?: string): FlowGroup {
    const found = this.graph.groups.find((g) => g.kind === kind && g.label.toLowerCase() === restoreSpans(label).toLowerCase() && g.parent === parent);
    return found ?? this.addGroup(label, kind, parent);
  }

  setClassDef(name: string, style: NodeStyle): void {
    this.graph.classDefs ??= {};
    this.graph.classDefs[name] = { ...this.graph.classDefs[name], ...style };
  }
}

function checkLabel(label: string): void {
  if (label.length > MAX_LABEL_CHARS) {
    const start = label.slice(0, 40).replace(/\s+/g, ' ');
    throw new FlowchartError(
      'FLOWCHART_LABEL_TOO_LONG',
      `The step ${said(`${start}...`, `of ${label.split(/\s+/).length} words`)} is ${label.length} characters long; a step's text is at most ${MAX_LABEL_CHARS} characters. Split it into steps (see docs/flowchart-requests.md).`,
    );
  }
}

// Mermaid edge lines in an edit ("A --> B", "A -->|yes| B", "A -- yes --> B", "A -.-> B",
// "A ==> B", "Lyse cells -> Centrifuge: 10 min", chains "A --> B --> C") and lone node
// statements ("C[Centrifuge]"). Read by a hand scanner in one pass: arrows are found outside
// brackets and quotes, so a label may hold "-" or "->" inside its brackets.
import type { EdgeLine, FlowEdge, FlowGraph, FlowNode, NodeRole } from '../../model.ts';
import type { Change } from '../form.ts';
import { newEdge, newNode, placeEdge, placeNode } from '../graph.ts';
import { ReferenceFailure, resolveNode } from '../references.ts';
import { tokenize } from '../tokens.ts';
import { saidAs } from '../../../shared/said.ts';
import { readNodeShape } from '../../interpret/mermaid.ts';

interface Endpoint {
  /** A node stated with a shape: created when its id is new, else set to this label and role. */
  stated?: { id: string; label: string; role: NodeRole };
  /** A node named by reference (label, id, number). */
  reference?: string;
}

interface Link {
  line: EdgeLine;
  arrow: FlowEdge['arrow'];
  label?: string;
}

const ID = /^[\p{L}\p{N}_][\p{L}\p{N}_.-]*$/u;

function parseEndpoint(text: string): Endpoint {
  const t = text.trim();
  if (t === '') throw new ReferenceFailure('an arrow has no step at one of its ends');
  const open = t.search(/[[({>]/);
  if (open > 0 && ID.test(t.slice(0, open).trim())) {
    const id = t.slice(0, open).trim();
    const body = t.slice(open);
    const shape = readNodeShape(body);
    if (shape) return { stated: { id, ...shape } };
  }
  return { reference: t };
}

/** Where, outside brackets and quotes, the text has an arrow; each arrow with what it says. */
function splitAtArrows(text: string): { ends: string[]; links: Link[] } | undefined {
  const ends: string[] = [];
  const links: Link[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const arrow = /<?(?:-\.+->?|-{2,}>?|={2,}>?|->)/y;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"') quote = c;
    else if ('[({'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    if (depth > 0 || (c !== '-' && c !== '=' && c !== '<')) continue;
    arrow.lastIndex = i;
    const m = arrow.exec(text);
    if (!m) continue;
    let op = m[0];
    let end = i + op.length;
    let label: string | undefined;
    // "A -- yes --> B": an open "--" followed by words and the rest of the arrow.
    if (/^(--|==)$/.test(op) && /\s/.test(text[end] ?? '')) {
      const close = op === '--' ? /--+>|---+/g : /==+>|===+/g;
      close.lastIndex = end;
      const rest = close.exec(text);
      if (!rest) continue;
      label = text.slice(end, rest.index).trim();
      op = rest[0];
      end = rest.index + rest[0].length;
    }
    const after = /^\s*\|([^|]*)\|/.exec(text.slice(end, end + 2000));
    if (after) {
      label = after[1]!.trim();
      end += after[0].length;
    }
    ends.push(text.slice(start, i));
    links.push({
      line: op.includes('.') ? 'dotted' : op.includes('=') ? 'thick' : 'solid',
      arrow: op.endsWith('>') ? (op.startsWith('<') ? 'both' : 'end') : 'none',
      ...(label ? { label: label.replace(/^"(.*)"$/s, '$1') } : {}),
    });
    start = end;
    i = end - 1;
  }
  if (links.length === 0) return undefined;
  ends.push(text.slice(start));
  return { ends, links };
}

/** A Mermaid edge line or node statement as a change, or undefined when the clause is neither. */
export function mermaidChange(graph: FlowGraph, clause: string): Change | undefined {
  const text = clause.trim().replace(/;$/, '');
  const split = splitAtArrows(text);
  if (!split) {
    // No space before the bracket: "landscape (left to right)" is prose, not a node statement.
    const lone = /^[\p{L}\p{N}_][\p{L}\p{N}_.-]*[[({>]/u.test(text) ? parseEndpoint(text) : undefined;
    if (!lone?.stated) return undefined;
    return statements(graph, [lone], []);
  }
  // "A --> B: label" (a label after the last step, as in the request grammar).
  const last = split.ends.length - 1;
  const colon = split.links.length === 1 && split.links[0]!.label === undefined ? /^(.*?[^\s:]):\s+(\S.*)$/s.exec(split.ends[last]!) : null;
  if (colon && !/[[({]/.test(colon[2]!)) {
    split.ends[last] = colon[1]!;
    split.links[0]!.label = colon[2]!.trim();
  }
  return statements(graph, split.ends.map(parseEndpoint), split.links);
}

function statements(graph: FlowGraph, ends: Endpoint[], links: Link[]): Change {
  // Resolve every reference before anything changes.
  const resolved = ends.map((e) => (e.reference !== undefined ? resolveReference(graph, e.reference) : undefined));
  return {
    key: JSON.stringify([ends, links, resolved.map((n) => n?.id)]),
    run() {
      const nodes: FlowNode[] = ends.map((e, k) => resolved[k] ?? stateNode(graph, e.stated!));
      links.forEach((link, k) => {
        const from = nodes[k]!;
        const to = nodes[k + 1]!;
        const existing = graph.edges.find((e) => e.from === from.id && e.to === to.id);
        const edge = existing ?? newEdge(graph, from.id, to.id);
        edge.line = link.line;
        edge.arrow = link.arrow;
        if (link.label !== undefined) edge.label = link.label;
        if (!existing) placeEdge(graph, edge, graph.edges.findLast((e) => e.from === from.id));
      });
    },
  };
}

function resolveReference(graph: FlowGraph, text: string): FlowNode {
  try {
    return resolveNode(graph, tokenize(text));
  } catch (error) {
    if (error instanceof ReferenceFailure && ID.test(text.trim())) {
      throw new ReferenceFailure(`${error.message}; to add a new step in Mermaid form, give it a shape: ${saidAs(`${text.trim()}[Its label]`, 'its id, then [Its label]')}`);
    }
    throw error;
  }
}

function stateNode(graph: FlowGraph, stated: { id: string; label: string; role: NodeRole }): FlowNode {
  const existing = graph.nodes.find((n) => n.id === stated.id);
  if (existing) {
    existing.label = stated.label;
    existing.role = stated.role;
    return existing;
  }
  const node = newNode(graph, stated.label, stated.role);
  node.id = stated.id;
  placeNode(graph, node, undefined, 'after');
  return node;
}

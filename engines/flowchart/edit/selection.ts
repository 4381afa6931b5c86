// Several steps named at once: "A, B and C", "decisions", "all steps in lane 'Lab'".
import type { FlowGraph, FlowNode } from '../model.ts';
import { findGroup, ReferenceFailure, resolveGroup, resolveNode } from './references.ts';
import { joinTokens, matchPattern, type Token } from './tokens.ts';
import { COLLECTIVES } from './vocabulary.ts';

/**
 * Steps listed with commas and "and". The whole phrase is tried as one name first, then each
 * comma-separated part, then each part split at "and": a label may itself hold "and".
 */
export function resolveNodeList(graph: FlowGraph, tokens: readonly Token[]): FlowNode[] {
  try {
    return [resolveNode(graph, tokens)];
  } catch (error) {
    if (!(error instanceof ReferenceFailure)) throw error;
    const parts = splitAt(tokens, (t) => !t.quoted && t.text === ',').map((part) => (part[0]?.lower === 'and' && !part[0].quoted ? part.slice(1) : part));
    if (parts.length === 1 && !tokens.some((t) => !t.quoted && t.lower === 'and')) throw error;
    const nodes: FlowNode[] = [];
    for (const part of parts) {
      if (part.length === 0) throw error;
      try {
        nodes.push(resolveNode(graph, part));
      } catch (inner) {
        if (!(inner instanceof ReferenceFailure)) throw inner;
        const pieces = splitAt(part, (t) => !t.quoted && t.lower === 'and');
        if (pieces.length === 1 || pieces.some((p) => p.length === 0)) throw inner;
        for (const piece of pieces) nodes.push(resolveNode(graph, piece));
      }
    }
    return [...new Set(nodes)];
  }
}

function splitAt(tokens: readonly Token[], isSeparator: (t: Token) => boolean): Token[][] {
  const parts: Token[][] = [[]];
  for (const t of tokens) {
    if (isSeparator(t)) parts.push([]);
    else parts[parts.length - 1]!.push(t);
  }
  return parts;
}

const COLLECTIVE_WORDS = Object.keys(COLLECTIVES).join('|');
const IN_GROUP: readonly string[][] = [
  ['?all|every|each|the', '=kind:' + COLLECTIVE_WORDS, 'in|of|inside', '?the', '=where:lane|swimlane|group|subgraph', '$group'],
  ['?all|every|each|the', '=kind:' + COLLECTIVE_WORDS, 'in|of|inside', '?the', '$group', '=where:lane|swimlane|group|subgraph'],
  ['?all|every|each|the', '=kind:' + COLLECTIVE_WORDS],
  ['all', '=kind:step|node|box|shape'],
];

/** Steps named one by one, or collectively ("decisions", "all steps in lane 'Lab'"). */
export function resolveSelection(graph: FlowGraph, tokens: readonly Token[]): FlowNode[] {
  let failure: unknown;
  try {
    return resolveNodeList(graph, tokens);
  } catch (error) {
    if (!(error instanceof ReferenceFailure)) throw error;
    failure = error;
  }
  for (const pattern of IN_GROUP) {
    for (const slots of matchPattern(pattern, tokens)) {
      const word = slots.kind![0]!.lower;
      const role = COLLECTIVES[word + (word.endsWith('s') ? '' : 's')];
      let nodes = graph.nodes.filter((n) => (role === undefined ? n.role !== 'note' : n.role === role));
      if (slots.group) {
        const kind = slots.where![0]!.lower === 'lane' || slots.where![0]!.lower === 'swimlane' ? 'lane' : 'group';
        const group = findGroup(graph, slots.group, kind) ?? resolveGroup(graph, slots.group);
        const inside = new Set([group.id]);
        for (let grew = true; grew; ) {
          grew = false;
          for (const g of graph.groups) if (g.parent && inside.has(g.parent) && !inside.has(g.id)) grew = Boolean(inside.add(g.id));
        }
        nodes = nodes.filter((n) => n.group !== undefined && inside.has(n.group));
      }
      if (nodes.length === 0) throw new ReferenceFailure(`there are no ${joinTokens(tokens)}`);
      return nodes;
    }
  }
  throw failure;
}

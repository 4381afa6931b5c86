// Several steps named at once: "A, B and C", "decisions", "all steps in lane 'Lab'", "the
// three arms".
import type { FlowGraph, FlowNode } from '../model.ts';
import { armsFanOut, namesBranches } from './branches.ts';
import { fanOuts } from './fans.ts';
import { readDescription, saidWords, stepsFitting } from './description.ts';
import { describeNode, findGroup, ReferenceFailure, referredToMany, resolveGroup, resolveNode } from './references.ts';
import { ownedSteps } from './possessive.ts';
import { joinTokens, matchPattern, type Token } from './tokens.ts';
import { collectiveKind } from './vocabulary.ts';

type Resolver = (graph: FlowGraph, tokens: readonly Token[]) => FlowNode[];

/**
 * A list of what `unit` resolves. The whole phrase is tried as one unit first, then each
 * comma-separated part, then each part split at "and": a label may itself hold "and".
 */
function resolveList(graph: FlowGraph, tokens: readonly Token[], unit: Resolver): FlowNode[] {
  try {
    return unit(graph, tokens);
  } catch (error) {
    if (!(error instanceof ReferenceFailure)) throw error;
    const parts = splitAt(tokens, (t) => !t.quoted && t.text === ',').map((part) => (part[0]?.lower === 'and' && !part[0].quoted ? part.slice(1) : part));
    if (parts.length === 1 && !tokens.some((t) => !t.quoted && t.lower === 'and')) throw error;
    const nodes: FlowNode[] = [];
    for (const part of parts) {
      if (part.length === 0) throw error;
      try {
        nodes.push(...unit(graph, part));
      } catch (inner) {
        if (!(inner instanceof ReferenceFailure)) throw inner;
        const pieces = splitAt(part, (t) => !t.quoted && t.lower === 'and');
        if (pieces.length === 1 || pieces.some((p) => p.length === 0)) throw inner;
        for (const piece of pieces) nodes.push(...unit(graph, piece));
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

const QUANTIFIER = '?=all:all|every|each|the|all the|all of the';
const WHERE = '=where:lane|swimlane|group|subgraph';
const IN_GROUP: readonly string[][] = [
  [QUANTIFIER, '$kind', 'in|of|inside', '?the', WHERE, '$group'],
  [QUANTIFIER, '$kind', 'in|of|inside', '?the', '$group', WHERE],
  [QUANTIFIER, '$kind'],
];

/**
 * Steps named one by one, collectively ("decisions", "the decision boxes", "all the diamonds",
 * "every decision step", "all steps in lane 'Lab'") or by a plural description ("the three
 * arms": every step it fits, and as many as it says), or a list of those ("all decisions and
 * the blocking step").
 */
export function resolveSelection(graph: FlowGraph, tokens: readonly Token[]): FlowNode[] {
  return resolveList(graph, tokens, selectionUnit);
}

function selectionUnit(graph: FlowGraph, tokens: readonly Token[]): FlowNode[] {
  const pointed = referredToMany(graph, tokens);
  if (pointed) return pointed;
  let failure: unknown;
  try {
    return [resolveNode(graph, tokens)];
  } catch (error) {
    if (!(error instanceof ReferenceFailure)) throw error;
    failure = error;
  }
  for (const pattern of IN_GROUP) {
    for (const slots of matchPattern(pattern, tokens)) {
      const kind = collectiveKind(slots.kind!, slots.all?.[0]?.lower);
      if (kind === undefined) continue;
      let nodes = graph.nodes.filter((n) => (kind === 'any' ? n.role !== 'note' : n.role === kind));
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
  const owned = ownedSteps(graph, tokens);
  if (owned) return owned.nodes;
  const described = describedSteps(graph, tokens);
  if (described) return described;
  throw failure;
}

/**
 * Every step a plural description fits, as many as it says ("the three arms"); else, for
 * "arms" and "branches" no label has, the steps the one fan-out of that size leads to
 * (branches.ts).
 * Undefined when the words are no plural description.
 */
function describedSteps(graph: FlowGraph, tokens: readonly Token[]): FlowNode[] | undefined {
  const description = readDescription(tokens);
  if (!description?.plural) return undefined;
  const fitting = stepsFitting(graph, description);
  if (description.ordinal !== undefined && description.count !== undefined) {
    const steps = fitting.filter((n) => n.role !== 'note');
    if (steps.length < description.count) throw new ReferenceFailure(`'${description.text}' asks for ${description.count} steps, and ${steps.length} fit`);
    return description.ordinal > 0 ? steps.slice(0, description.count) : steps.slice(-description.count);
  }
  if (fitting.length > 0 && (description.count === undefined || description.count === fitting.length)) return fitting;
  // Labels that have the word win: the fan-outs are read only for "arms" no label names.
  if (fitting.length === 0 && namesBranches(description)) {
    const fans = fanOuts(graph, description.count);
    if (fans.length === 1) return fans[0]!.to;
    const arms = armsFanOut(graph, fans);
    if (arms) return arms.to;
    if (fans.length > 1) {
      throw new ReferenceFailure(`'${description.text}' could be the steps after any of ${fans.slice(0, 6).map((f) => describeNode(f.from)).join(', ')}; name them`);
    }
  }
  if (fitting.length === 0) throw new ReferenceFailure(`no step fits '${description.text}': no label has ${saidWords(description)} in any form`);
  const listed = fitting.slice(0, 8).map(describeNode).join(', ') + (fitting.length > 8 ? ` and ${fitting.length - 8} more` : '');
  throw new ReferenceFailure(`'${description.text}' names ${description.count} steps, but ${fitting.length} fit: ${listed}`);
}

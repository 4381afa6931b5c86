// Several steps named at once: "A, B and C", "decisions", "all steps in lane 'Lab'", "the
// three arms".
import type { FlowGraph, FlowNode } from '../model.ts';
import { armsFanOut, namesBranches } from './branches.ts';
import { fanOuts } from './fans.ts';
import { readDescription, saidWords, stepsFitting } from './description.ts';
import { describeNode, findGroup, placedSteps, ReferenceFailure, referents, referredToMany, resolveGroup, resolveNode } from './references.ts';
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
        // "the primary and secondary antibody steps": the words after the last piece's first
        // are the head the earlier pieces share ("the primary antibody steps").
        const shared = pieces[pieces.length - 1]!.slice(1);
        for (const [k, piece] of pieces.entries()) {
          try {
            nodes.push(...unit(graph, piece));
          } catch (error) {
            if (!(error instanceof ReferenceFailure) || k === pieces.length - 1 || shared.length === 0) throw error;
            nodes.push(...unit(graph, [...piece, ...shared]));
          }
        }
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
  let nodes: FlowNode[];
  try {
    nodes = numberedSteps(graph, tokens) ?? resolveList(graph, tokens, selectionUnit);
  } catch (error) {
    if (!(error instanceof ReferenceFailure)) throw error;
    const kept = exceptWithin(graph, tokens);
    if (!kept) throw error;
    return kept;
  }
  // Named for a later "them": "make the decisions orange and dashed".
  referents.named.push(...nodes.map((n) => n.id));
  return nodes;
}

/** Words that take steps out of a selection: "everything except the detection". */
export const EXCEPT = '=except:except|except for|apart from|other than|excluding|but not|but|save for';
const EXCEPT_WORDS = /^(?:except|excluding|but|save|apart|other)$/;

/** Patterns that may end in "except <steps>": "make all steps grey except the start". */
export function withExcept(patterns: readonly (readonly string[])[]): string[][] {
  return patterns.flatMap((p) => [[...p], [...p, EXCEPT, '$except']]);
}

/**
 * The steps `nodes` names, less those `except` names ("make everything grey except the
 * detection"); every step taken out must have been in, and some must stay.
 */
export function resolveSelectionExcept(graph: FlowGraph, nodes: readonly Token[], except: readonly Token[] | undefined): FlowNode[] {
  if (!except) return resolveSelection(graph, nodes);
  const base = resolveSelection(graph, nodes);
  const out = resolveSelection(graph, except);
  const stray = out.filter((n) => !base.includes(n));
  if (stray.length > 0) throw new ReferenceFailure(`${stray.map(describeNode).join(', ')} ${stray.length === 1 ? 'is' : 'are'} not among '${joinTokens(nodes)}'`);
  const kept = base.filter((n) => !out.includes(n));
  if (kept.length === 0) throw new ReferenceFailure(`'${joinTokens(nodes)}' except '${joinTokens(except)}' leaves no step`);
  referents.named = referents.named.filter((id) => kept.some((n) => n.id === id));
  return kept;
}

/** "everything except the detection" inside one name: the steps before the word, less those after it. */
function exceptWithin(graph: FlowGraph, tokens: readonly Token[]): FlowNode[] | undefined {
  const at = tokens.findIndex((t, k) => k > 0 && !t.quoted && EXCEPT_WORDS.test(t.lower));
  if (at < 0) return undefined;
  let rest = tokens.slice(at + 1);
  if (rest[0] && !rest[0].quoted && /^(?:for|not|from|than)$/.test(rest[0].lower)) rest = rest.slice(1);
  if (rest.length === 0) return undefined;
  return resolveSelectionExcept(graph, tokens.slice(0, at), rest);
}

const NUMBERED = /^(?:the\s+)?(?:steps|nodes|boxes)\s+(\d{1,4}(?:\s*(?:,|and|&|,\s*and)\s*\d{1,4})*|\d{1,4}\s*(?:-|–|to|through)\s*\d{1,4})$/i;

/** "steps 5 and 6", "steps 2, 3 and 4", "steps 2-4": steps by number, as "step 3" is (model order). */
function numberedSteps(graph: FlowGraph, tokens: readonly Token[]): FlowNode[] | undefined {
  if (tokens.some((t) => t.quoted)) return undefined;
  const m = NUMBERED.exec(joinTokens(tokens));
  if (!m) return undefined;
  const range = /^(\d+)\s*(?:-|–|to|through)\s*(\d+)$/.exec(m[1]!);
  const numbers = range ? Array.from({ length: Math.max(0, Number(range[2]) - Number(range[1]) + 1) }, (_, k) => Number(range[1]) + k) : m[1]!.split(/\s*(?:,|and|&)\s*/).filter((n) => n !== '').map(Number);
  if (numbers.length < 2 || numbers.length > graph.nodes.length) throw new ReferenceFailure(`'${joinTokens(tokens)}' names no steps`);
  return numbers.map((k) => {
    const node = graph.nodes[k - 1];
    if (!node) throw new ReferenceFailure(`there is no step ${k}: the flowchart has ${graph.nodes.length}`);
    return node;
  });
}

/** "the rest", "everything else", "all the other steps": the steps no part before named. */
const REST = /^(?:the rest|the rest of (?:the|them|the steps|the boxes)|everything else|all the others|the others|all the other (?:steps|boxes)|the other (?:steps|boxes)|all other (?:steps|boxes)|the remaining (?:steps|boxes)|every other step)$/;

function selectionUnit(graph: FlowGraph, tokens: readonly Token[]): FlowNode[] {
  const pointed = referredToMany(graph, tokens);
  if (pointed) return pointed;
  if (tokens.every((t) => !t.quoted) && REST.test(tokens.map((t) => t.lower).join(' '))) {
    if (referents.all.length === 0) throw new ReferenceFailure(`'${joinTokens(tokens)}' follows no part naming steps`);
    const rest = graph.nodes.filter((n) => n.role !== 'note' && !referents.all.includes(n.id));
    if (rest.length === 0) throw new ReferenceFailure(`no step is left for '${joinTokens(tokens)}'`);
    return rest;
  }
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
  const placed = placedSteps(graph, tokens, true);
  if (placed) return placed;
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

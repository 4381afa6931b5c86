// Steps named by whose they are: "the doctor's steps", "the nurse's box", "the lab's QC
// step": the steps standing in the lane or group the owner names (in any form, references.ts),
// those the rest of the words describe when there are any.
import type { FlowGraph, FlowNode } from '../model.ts';
import { readDescription, stepsFitting } from './description.ts';
import { findGroup, ReferenceFailure } from './references.ts';
import { joinTokens, type Token } from './tokens.ts';

const OWNER = /^(.+?)(?:['’]s|s['’])$/u;

const QUANTIFIERS = /^(?:the|all|every|each)$/;
const STEP_NOUNS = /^(?:steps|boxes|nodes|tasks|ones|stages|actions)$/;

/**
 * The steps the words name by their owner, or undefined when no word is a possessive: "the
 * doctor's steps"; also a lane or group named before a plural step noun, "the ward steps", "the
 * validation boxes" (when the words name a lane or group).
 */
export function ownedSteps(graph: FlowGraph, tokens: readonly Token[]): { nodes: FlowNode[]; plural: boolean } | undefined {
  let at = tokens.findIndex((t) => !t.quoted && OWNER.test(t.text));
  let owner: Token;
  if (at < 0) {
    // "the ward steps": the words before the step noun name the lane, or this is no such name.
    const last = tokens[tokens.length - 1];
    if (tokens.length < 2 || !last || last.quoted || !STEP_NOUNS.test(last.lower)) return undefined;
    const words = tokens.slice(0, -1).filter((t) => t.quoted || !QUANTIFIERS.test(t.lower));
    if (words.length === 0 || words.length > 3 || !findGroup(graph, words)) return undefined;
    at = tokens.length - 2;
    owner = { ...tokens[at]!, text: words.map((t) => t.text).join(' '), lower: words.map((t) => t.lower).join(' ') };
    tokens = [...tokens.slice(0, tokens.length - 1 - words.length).filter((t) => t.quoted || QUANTIFIERS.test(t.lower)), owner, last];
    at = tokens.length - 2;
  } else {
    if (at === tokens.length - 1 || tokens.slice(0, at).some((t) => t.quoted || !QUANTIFIERS.test(t.lower))) return undefined;
    const name = OWNER.exec(tokens[at]!.text)![1]!;
    owner = { text: name, lower: name.toLowerCase(), quoted: false };
  }
  const group = findGroup(graph, [...tokens.slice(0, at).filter((t) => t.lower === 'the'), owner]);
  if (!group) throw new ReferenceFailure(`no lane or group is called '${owner.text}'`);
  const inside = new Set([group.id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const g of graph.groups) if (g.parent && inside.has(g.parent) && !inside.has(g.id)) grew = Boolean(inside.add(g.id));
  }
  const rest = tokens.slice(at + 1);
  const description = readDescription(rest);
  const fitting = description && description.words.length > 0 ? new Set(stepsFitting(graph, description).map((n) => n.id)) : undefined;
  const nodes = graph.nodes.filter((n) => n.role !== 'note' && n.group !== undefined && inside.has(n.group) && (!fitting || fitting.has(n.id)));
  if (nodes.length === 0) throw new ReferenceFailure(`no step in ${group.kind} '${group.label}' fits '${joinTokens(rest)}'`);
  const plural = description?.plural ?? /s$/i.test(rest[rest.length - 1]!.lower);
  if (description?.count !== undefined && description.count !== nodes.length) throw new ReferenceFailure(`'${joinTokens(tokens)}' names ${description.count} steps, but ${nodes.length} stand in ${group.kind} '${group.label}'`);
  return { nodes, plural };
}

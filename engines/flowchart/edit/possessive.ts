// Steps named by whose they are: "the doctor's steps", "the nurse's box", "the lab's QC
// step": the steps standing in the lane or group the owner names (in any form, references.ts),
// those the rest of the words describe when there are any.
import type { FlowGraph, FlowNode } from '../model.ts';
import { readDescription, stepsFitting } from './description.ts';
import { findGroup, ReferenceFailure } from './references.ts';
import { joinTokens, type Token } from './tokens.ts';

const OWNER = /^(.+?)(?:['’]s|s['’])$/u;

/** The steps the words name by their owner, or undefined when no word is a possessive. */
export function ownedSteps(graph: FlowGraph, tokens: readonly Token[]): { nodes: FlowNode[]; plural: boolean } | undefined {
  const at = tokens.findIndex((t) => !t.quoted && OWNER.test(t.text));
  if (at < 0 || at === tokens.length - 1 || tokens.slice(0, at).some((t) => t.quoted || !/^(?:the|all|all the|every|each)$/.test(t.lower))) return undefined;
  const owner = OWNER.exec(tokens[at]!.text)![1]!;
  const group = findGroup(graph, [...tokens.slice(0, at).filter((t) => t.lower !== 'all' && t.lower !== 'every' && t.lower !== 'each'), { text: owner, lower: owner.toLowerCase(), quoted: false }]);
  if (!group) throw new ReferenceFailure(`no lane or group is called '${owner}'`);
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

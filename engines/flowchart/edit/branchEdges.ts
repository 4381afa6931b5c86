// Arrows named by the answer they carry: "the no branch", "the yes arrow of the eligibility
// check", "the yes arrows", "the ST elevation yes arrow". The answer is a branch label in any
// of its words (yes, positive, pass ... branches.ts); the step they leave, when said, narrows
// them. One arrow named in the singular must be the only one; several are refused, named.
import type { FlowEdge, FlowGraph } from '../model.ts';
import { sameAnswer, VERDICT_IN_LABEL, VERDICT_WORD } from './branches.ts';
import { isFlowEdge } from './graph.ts';
import { ReferenceFailure, referents } from './references.ts';
import { resolveSelection } from './selection.ts';
import { joinTokens, matchPattern, type Token } from './tokens.ts';

const SINGULAR = 'branch|arrow|edge|path|route|exit|line|link|connection|outcome';
const PLURAL = 'branches|arrows|edges|paths|routes|exits|lines|links|connections|outcomes';
const FROM = 'of|from|out of|leaving|coming out of|coming off|off';
const QUANTIFIER = '?=all:the|all the|all|both|every|each|both the';

const PATTERNS = [
  [QUANTIFIER, '$answer', `=noun:${SINGULAR}|${PLURAL}`],
  [QUANTIFIER, '$answer', `=noun:${SINGULAR}|${PLURAL}`, FROM, '?the', '$from'],
  // "the ST elevation yes arrow": the step's words, then the answer (one word).
  [QUANTIFIER, '$from', '$answer', `=noun:${SINGULAR}|${PLURAL}`],
];

/** The edges the words name by their answer, or undefined when the words are no such name. */
export function branchEdges(graph: FlowGraph, tokens: readonly Token[]): FlowEdge[] | undefined {
  let failure: ReferenceFailure | undefined;
  const found = new Map<string, FlowEdge[]>();
  for (const [k, pattern] of PATTERNS.entries()) {
    for (const slots of matchPattern(pattern, tokens)) {
      const answer = slots.answer!;
      if (answer.length > 3 || (k === 2 && answer.length !== 1) || answer.some((t) => !t.quoted && /^(?:from|between|to|of|and|the)$/.test(t.lower))) continue;
      const said = joinTokens(answer);
      try {
        const from = slots.from ? new Set(resolveSelection(graph, slots.from).map((n) => n.id)) : undefined;
        const edges = graph.edges.filter((e) => isFlowEdge(graph, e) && e.label !== undefined && sameAnswer(said, e.label) && (!from || from.has(e.from)));
        if (edges.length === 0) throw new ReferenceFailure(`no arrow is labelled '${said}'${slots.from ? ` from '${joinTokens(slots.from)}'` : ''}`);
        // "the fail arrow" of "Job failed?": its yes and its no could both be meant.
        const asksFailing = VERDICT_WORD.test(said) ? edges.find((e) => !VERDICT_WORD.test(e.label!.trim()) && VERDICT_IN_LABEL.test(graph.nodes.find((n) => n.id === e.from)?.label ?? '')) : undefined;
        if (asksFailing) {
          const question = graph.nodes.find((n) => n.id === asksFailing.from)!.label;
          const failure = new ReferenceFailure(`'${said}' of '${question}' could be its yes or its no; say which answer ("the no arrow of ...")`);
          failure.ambiguous = true;
          throw failure;
        }
        const plural = new RegExp(`^(?:${PLURAL})$`).test(slots.noun![0]!.lower) || /^(?:all|both|every|each|all the|both the)$/.test(slots.all?.map((t) => t.lower).join(' ') ?? '');
        if (!plural && edges.length > 1) {
          const label = (id: string) => graph.nodes.find((n) => n.id === id)?.label ?? id;
          throw new ReferenceFailure(`${edges.length} arrows are labelled '${said}': ${edges.slice(0, 6).map((e) => `${e.id} ('${label(e.from)}' to '${label(e.to)}')`).join(', ')}; say which step's ("the ${said} arrow of ...")`);
        }
        if (!plural && !slots.from) refuseAnsweredBefore(said);
        found.set(edges.map((e) => e.id).join(','), edges);
      } catch (error) {
        if (!(error instanceof ReferenceFailure)) throw error;
        failure ??= error;
      }
    }
  }
  if (found.size === 1) return [...found.values()][0]!;
  if (found.size > 1) throw new ReferenceFailure(`'${joinTokens(tokens)}' can name different arrows; say "the <answer> arrow of <step>"`);
  if (failure) throw failure;
  return undefined;
}

/**
 * "delete the discharge box and make the yes branch go to 'Home'": an answer said alone that
 * named several arrows when the edit began still names them all, though a part before took one
 * away; it is refused, naming them.
 */
export function refuseAnsweredBefore(said: string): void {
  const original = referents.original;
  if (!original) return;
  const atFirst = original.edges.filter((e) => isFlowEdge(original, e) && e.label !== undefined && sameAnswer(said, e.label));
  if (atFirst.length < 2) return;
  const label = (id: string) => original.nodes.find((n) => n.id === id)?.label ?? id;
  const failure = new ReferenceFailure(`${atFirst.length} arrows were labelled '${said}' before this edit: ${atFirst.slice(0, 6).map((e) => `${e.id} ('${label(e.from)}' to '${label(e.to)}')`).join(', ')}; say which step's ("the ${said} arrow of ...")`);
  failure.ambiguous = true;
  throw failure;
}

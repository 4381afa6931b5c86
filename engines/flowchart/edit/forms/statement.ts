// A correction said before the edit it explains: "actually the nurse takes the blood, not the
// doctor - move that box to the nurse lane". The statement changes nothing; it names the step
// it is about, for the "that box" of the part after it. That step has the words of what it
// does (the statement without its subject, the new doer) and of what it is not ("the doctor"):
// "Doctor takes blood sample". A statement with no part after it is refused (index.ts).
// "Change that" after it makes the correction said: the words of what it is not, in that
// step's label, give way to the statement's own words the label lacks ("we actually block in
// 5% BSA, not milk. Can you change that?" makes "Block in 5% milk" "Block in 5% BSA").
import { tokens as languageTokens } from '../../../language/index.ts';
import type { Form } from '../form.ts';
import { ReferenceFailure, referents, resolveNode } from '../references.ts';
import { joinTokens, type Token } from '../tokens.ts';

/** The words after the subject: "the nurse takes the blood" -> "takes the blood". */
function predicate(tokens: readonly Token[]): Token[] | undefined {
  if (tokens.some((t) => t.quoted)) return undefined;
  const words = languageTokens(tokens.map((t) => t.text).join(' '));
  const verb = words.findIndex((w, k) => k > 0 && (w.pos === 'VERB' || w.pos === 'AUX'));
  if (verb < 0) return undefined;
  const at = tokens.findIndex((t) => t.text === words[verb]!.text);
  return at > 0 ? tokens.slice(at) : undefined;
}

const correction: Form = {
  patterns: [['?actually|in fact|no|oh|sorry|wait|correction:', '$said', ',|;', 'not|rather than|instead of', '?by', '$old']],
  resolve(graph, slots) {
    // "X should go to A, not to B" asks for a change; a correction states what is done.
    if (slots.said!.some((t) => !t.quoted && MODALS.has(t.lower))) throw new ReferenceFailure(`'${joinTokens(slots.said!)}' asks for a change, it states nothing`, true);
    const does = predicate(slots.said!);
    if (!does) throw new ReferenceFailure(`'${joinTokens(slots.said!)}' says nothing a step does`, true);
    const node = stepCorrected(graph, does, slots.old!);
    const label = corrected(node.label, slots.said!, slots.old!);
    return {
      key: `about ${node.id}`,
      context: true,
      run() {
        if (label !== undefined) referents.correction = { node: node.id, label };
      },
    };
  },
};

/**
 * The step a correction is about: the one with the words of what it does and of what it is
 * not; when the doing holds the new words ("block in 5% BSA", no label has 'BSA'), the one
 * with its verb and what it is not ("block ... milk").
 */
function stepCorrected(graph: Parameters<Form['resolve']>[0], does: readonly Token[], old: readonly Token[]) {
  try {
    return resolveNode(graph, [...does, ...old]);
  } catch (error) {
    if (!(error instanceof ReferenceFailure) || error.ambiguous || does.length < 2) throw error;
    return resolveNode(graph, [does[0]!, ...old]);
  }
}

const MODALS = new Set(['should', 'must', 'can', 'could', 'would', 'will', 'shall', 'may', 'might', 'needs', 'need', 'ought']);

/** Words of a statement that say nothing of what is done: who says it, articles, "actually". */
const FUNCTION_WORDS = new Set(['we', 'i', 'you', 'they', 'he', 'she', 'it', 'our', 'my', 'their', 'the', 'a', 'an', 'actually', 'really', 'just', 'always', 'usually', 'now', 'do', 'does', 'in', 'on', 'at', 'with', 'of', 'for', 'to', 'by']);

/**
 * The step's label with what it is not replaced by the statement's words it lacks, or
 * undefined when the label does not hold what it is not just once, or nothing new is said.
 */
function corrected(label: string, said: readonly Token[], old: readonly Token[]): string | undefined {
  const have = new Set(label.toLowerCase().split(/[^\p{L}\p{N}%]+/u));
  const fresh = said.filter((t) => !FUNCTION_WORDS.has(t.lower) && !have.has(t.lower) && /[\p{L}\p{N}]/u.test(t.text));
  const oldWords = old.filter((t) => !FUNCTION_WORDS.has(t.lower));
  if (fresh.length === 0 || oldWords.length === 0) return undefined;
  const was = new RegExp(`\\b${oldWords.map((t) => t.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+')}\\b`, 'gi');
  if ((label.match(was) ?? []).length !== 1) return undefined;
  const now = label.replace(was, fresh.map((t) => t.text).join(' '));
  return now.charAt(0).toUpperCase() + now.slice(1);
}

/** "Can you change that?", "fix it": the correction said just before, made. */
const applyCorrection: Form = {
  patterns: [['change|fix|update|correct|amend|edit', 'that|it|this|that box|this box|that step|this step|the box|the step|accordingly', '?accordingly|too|then|as well']],
  resolve(graph) {
    const said = referents.correction;
    const node = said && graph.nodes.find((n) => n.id === said.node);
    if (!said || !node) throw new ReferenceFailure("nothing said before tells what to change it to; say the new label ('change X to ...')");
    return {
      key: `relabel ${node.id} ${said.label}`,
      named: [node.id],
      run() {
        node.label = said.label;
        referents.correction = undefined;
      },
    };
  },
};

export const STATEMENT_FORMS: readonly Form[] = [correction, applyCorrection];

// A correction said before the edit it explains: "actually the nurse takes the blood, not the
// doctor - move that box to the nurse lane". The statement changes nothing; it names the step
// it is about, for the "that box" of the part after it. That step has the words of what it
// does (the statement without its subject, the new doer) and of what it is not ("the doctor"):
// "Doctor takes blood sample". A statement with no part after it is refused (index.ts).
import { tokens as languageTokens } from '../../../language/index.ts';
import type { Form } from '../form.ts';
import { ReferenceFailure, resolveNode } from '../references.ts';
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
    const does = predicate(slots.said!);
    if (!does) throw new ReferenceFailure(`'${joinTokens(slots.said!)}' says nothing a step does`, true);
    const node = resolveNode(graph, [...does, ...slots.old!]);
    return { key: `about ${node.id}`, context: true, run() {} };
  },
};

export const STATEMENT_FORMS: readonly Form[] = [correction];

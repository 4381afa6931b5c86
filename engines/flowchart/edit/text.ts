// Text an edit writes into the chart: a new step's label, a title, an edge's label, a group's
// name. A reading whose text runs on into what is plainly another edit is refused, so that the
// clause is read otherwise (index.ts reads it as joined edits) or refused, never swallowed:
//  - quotes delimit the text: a slot that opens with a quoted phrase and goes on after it is
//    not one text ("title it 'ED sepsis' and make all edges thick"), nor is one with words
//    before the quoted phrase ("... to the ST elevation question 'within 10 min'");
//  - an unquoted "and" or comma followed by a verb that starts an edit ends it ("change the
//    excluded box to n = 118 and add a box ..."): such a label must be quoted.
import { ReferenceFailure } from './references.ts';
import { joinTokens, type Token } from './tokens.ts';
import { EDIT_VERBS } from './vocabulary.ts';

export function writtenText(tokens: readonly Token[], what: string): string {
  if (tokens[0]?.quoted && tokens.length > 1) {
    throw new ReferenceFailure(`the ${what} '${tokens[0].text}' is quoted, and '${joinTokens(tokens.slice(1))}' follows it; quote the whole ${what}`);
  }
  // "question 'within 10 min'": words before a quoted text belong to the words before them.
  if (tokens.some((t) => t.quoted) && tokens.some((t) => !t.quoted)) {
    throw new ReferenceFailure(`the ${what} '${joinTokens(tokens)}' is partly quoted; quote the whole ${what}`, true);
  }
  for (let k = 1; k + 1 < tokens.length; k++) {
    const [joiner, next] = [tokens[k]!, tokens[k + 1]!];
    if (!joiner.quoted && !next.quoted && (joiner.lower === 'and' || joiner.text === ',') && EDIT_VERBS.has(next.lower)) {
      throw new ReferenceFailure(`the ${what} '${joinTokens(tokens)}' holds '${joiner.text} ${next.text}', which starts another edit; quote the ${what} if it is all one`);
    }
  }
  const text = joinTokens(tokens);
  if (text.trim() === '') throw new ReferenceFailure(`the ${what} is empty`);
  return text;
}

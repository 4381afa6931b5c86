// "The clinical nurse specialist then informs the patient": "then" after a clause's subject only
// orders the clause; it is moved before the subject, so that the step is not cut in two ("The
// clinical nurse specialist" and "Informs the patient").
import { tokens } from '../../language/index.ts';

/** A clause start: the text's start, or after a comma, semicolon or "and". */
const SUBJECT_THEN = /(^|[,;]\s*|\sand\s+)((?:the|a|an|our|their|his|her|each|every|this|that|these|those|all|both)\s+[^,;]{1,60}?)\s+then\s+(?=\S)/gi;

/** The subject before "then" is a noun phrase, and a verb (not another noun phrase) follows. */
function isSubjectThenVerb(subject: string, after: string): boolean {
  const words = tokens(subject).filter((t) => t.pos !== 'PUNCT');
  if (words.length < 2 || words[0]!.pos !== 'DET') return false;
  if (!words.slice(1).every((t) => /^(?:ADJ|NOUN|PROPN|NUM)$/.test(t.pos))) return false;
  if (words.at(-1)!.pos !== 'NOUN' && words.at(-1)!.pos !== 'PROPN') return false;
  const next = tokens(after).find((t) => t.pos !== 'PUNCT');
  return next !== undefined && !/^(?:DET|NUM|ADP|PRON|PUNCT|CCONJ)$/.test(next.pos);
}

/** The text with "<subject> then <verb>" written "then <subject> <verb>". */
export function thenBeforeSubject(text: string): string {
  return text.replace(SUBJECT_THEN, (whole: string, lead: string, subject: string, offset: number) => {
    const after = text.slice(offset + whole.length);
    return isSubjectThenVerb(subject, after) ? `${lead}then ${subject} ` : whole;
  });
}

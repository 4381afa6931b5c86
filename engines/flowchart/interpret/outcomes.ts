// Outcomes written as the labels of branches: "positive", "CTPA negative", "Wells ≤ 4",
// "0 in men or 1 in women", and the question a step that measured something is asked as.
import { asQuestion } from './conditions.ts';
import { startsWithVerb } from './verbs.ts';
import { capitalise } from './words.ts';

/** A step that looks at something whose result decides what follows. */
// "is assessed with", "were graded": the participles look at it too ("logic checks" is a noun, no look).
export const ASSESSING = /\b(?:look(?:ed)? at|looks at|check(?:ed)?|assess(?:ed)?|inspect(?:ed)?|examined?|review(?:ed)?|triaged?|scored?|graded?|classif(?:y|ied)|interpret(?:ed)?|evaluated?|result|results|outcome)\b/i;
const OUTCOME_WORD =
  /^(?:yes|no|positive|negative|normal|abnormal|high|low|present|absent|pass(?:ed)?|fail(?:ed)?|ok|not ok|good|poor|adequate|inadequate|detected|not detected|elevated|raised|none|equivocal|borderline|unchanged|improved|worse|confirmed|excluded|likely|unlikely)$/i;

/**
 * A branch's label written as a statement's first element: an outcome word ("positive"), a
 * subject and its outcome ("CTPA negative"), or a condition that starts with a number or holds a
 * comparison ("0 in men or 1 in women", "Wells ≤ 4", "> 65"). Steps start with verbs and are not outcomes.
 */
export function outcomePhrase(text: string): { subject?: string; label: string } | undefined {
  // "if viability < 80%, discard": a condition and its step, a decision of its own.
  if (/^if\s[^,]+,\s*\S/i.test(text.trim())) return undefined;
  const words = text.trim().replace(/^if\s+/i, '');
  // "Score ≥ 10": a word before a comparison names what is compared, though it is a verb too.
  if (words === '' || (startsWithVerb(words) && !/^\S+\s*[<>≤≥=]/.test(words)) || words.split(/\s+/).length > 10) return undefined;
  // "filter: QUAL < 30 removed": a step named by its verb before a colon, whatever it compares.
  const named = /^([^:]{1,30}):\s*\S/.exec(words);
  if (named && startsWithVerb(named[1]!.trim())) return undefined;
  if (OUTCOME_WORD.test(words)) return { label: words };
  const subjectAndOutcome = /^(.{1,40}?)\s+(\S+(?:\s+detected)?)$/.exec(words);
  if (subjectAndOutcome && OUTCOME_WORD.test(subjectAndOutcome[2]!) && subjectAndOutcome[1]!.split(/\s+/).length <= 4) {
    return { subject: subjectAndOutcome[1]!, label: subjectAndOutcome[2]! };
  }
  // A comparison is the phrase itself, not a detail in brackets ("background subtraction (r = 50 px)").
  const bare = words.replace(/\([^()]*\)|\[[^\]]*\]/g, ' ').trim();
  // "3× PBS", "2x wash": a step done that many times, not a result.
  if (/^\d+\s*[×x]\s/i.test(bare)) return undefined;
  // "12-month follow-up", "6 week visit": a time point named by its number and unit, a step.
  if (/^\d+(?:[.,]\d+)?[\s-]*(?:h|hrs?|hours?|days?|weeks?|wk|months?|mo|years?|yr|min|minutes?)[\s-]+\p{L}{3,}/iu.test(bare)) return undefined;
  if (/^[<>≤≥=\d]/.test(bare) || (bare.split(/\s+/).length <= 6 && /\s[<>≤≥=]\s?\S/.test(bare))) return { label: words };
  // "Lactate 2–4", "score 5–6 points": a name and a range of its values.
  if (/^(?:[\p{L}][\p{L}\d-]*\s+){1,3}[−-]?\d[\d.,]*\s*[–-]\s*\d[\d.,]*\s*[\p{L}/%]{0,8}$/u.test(bare)) return { label: words };
  return undefined;
}

/** "Calculate CHA2DS2-VASc" -> "CHA2DS2-VASc?": what a step measured, asked; "Result?" when it says more. */
export function questionOn(step: string): string {
  // "Determine whether the patient is eligible" -> "Is the patient eligible?".
  const whether = /^(?:determine|check|assess|establish|confirm|find out|decide|see)\s+(?:whether|if)\s+(.+)$/i.exec(step.trim());
  if (whether) return asQuestion(whether[1]!);
  const object = step
    .replace(/^\S+\s+/, '')
    // "Screen with PHQ-9" -> "PHQ-9?": what it was done with is what is scored.
    .replace(/^(?:with|using|by)\s+/i, '')
    .replace(/^(?:the|a|an)\s+/i, '')
    .trim();
  return object !== '' && object.split(/\s+/).length <= 5 && !/\band\b/i.test(object) ? `${capitalise(object)}?` : 'Result?';
}

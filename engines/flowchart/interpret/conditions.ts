// Conditions as people write them: where an "if" clause's condition ends, the question a
// condition is asked as ("Is troponin elevated?", "Does it exceed 1,500 mm³?"), and whether a
// sentence is the other outcome of an open decision ("otherwise", "if not normal", "if it is
// normal", "when CI passes").
import { complementaryThresholds, isPlural, sameWord, tokens } from '../../language/index.ts';
import { startsWithVerb } from './verbs.ts';
import { capitalise, normalise } from './words.ts';
import { stripConnectives } from './connectives.ts';

/** "otherwise B", "if not, B", "if they do not, B", "for any other X, B": the alternative of the decision just written. */
/** "for any other complaint,", "in all other cases", "for everyone else": the outcome not yet written, said of the others. */
export const OTHERS_LEAD = String.raw`(?:for|in)\s+(?:any|all|every)\s+other\s+[\w-]+(?:\s+[\w-]+)?(?=\s*,)|in\s+(?:all|any)\s+other\s+cases?|for\s+(?:everyone|everything|anyone|anything|everybody)\s+else`;

export const OTHERWISE = new RegExp(String.raw`^(?:otherwise|else|if not|if no|or else|if it (?:is|does) not|if they (?:are|do) not|${OTHERS_LEAD})\b[\s,:]*(.*)$`, 'i');

/** "the sample is contaminated" -> "Is the sample contaminated?"; other conditions keep their words. */
export function asQuestion(condition: string): string {
  let text = stripConnectives(condition.trim().replace(/[.?!,:;]+$/, ''));
  text = text.replace(/^(?:the\s+answer\s+is\s+)/i, '');
  const compared = /^([^<>=≤≥≠]{1,60}?)\s*(>=|<=|>|<|=|≥|≤|≠)\s*(\S.*)$/.exec(text);
  if (compared && !/\b(?:is|are|was|were|has|have)\b/i.test(compared[1]!)) {
    // "the best AUC > 0.8" -> "Is the best AUC > 0.8?"
    const subject = compared[1]!.trim();
    const lower = /^[A-Z][a-z]+$/.test(subject.split(' ')[0]!);
    return `Is ${lower ? subject[0]!.toLowerCase() + subject.slice(1) : subject} ${compared[2]} ${compared[3]}?`;
  }
  const m = /^((?:\S+\s+){0,5}?)(is|are|was|were|has|have|can|does|do)\s+(.+)$/i.exec(text);
  if (m && m[1] && !/\b(?:not|and|or)\b/i.test(m[1])) {
    const subject = m[1].trim();
    // Only an ordinary capitalised word ("The", "Patient") is lowered: "D-dimer", "CTPA", "pH" keep their case.
    const lower = /^[A-Z][a-z]+$/.test(subject.split(' ')[0]!);
    return `${capitalise(m[2]!.toLowerCase())} ${lower ? subject[0]!.toLowerCase() + subject.slice(1) : subject} ${m[3]}?`;
  }
  return doQuestion(text) ?? `${capitalise(text)}?`;
}

const SUBJECT_POS = new Set(['DET', 'NOUN', 'PROPN', 'PRON', 'ADJ', 'NUM']);

/** "it exceeds 1,500 mm³" -> "Does it exceed 1,500 mm³?": a subject and a verb, asked with "do". */
function doQuestion(text: string): string | undefined {
  const words = tokens(text);
  const k = words.findIndex((t, i) => i >= 1 && i <= 5 && t.pos === 'VERB');
  const verb = words[k];
  if (!verb || !words.slice(0, k).every((t) => SUBJECT_POS.has(t.pos)) || verb.lemma === '' || !/^[a-z]+$/.test(verb.lemma)) return undefined;
  const form = verb.lower;
  const aux = form === verb.lemma ? 'Do' : /s$/.test(form) ? 'Does' : /ed$/.test(form) ? 'Did' : undefined;
  if (!aux) return undefined;
  const subject = text.slice(0, verb.start).trim();
  const lower = /^[A-Z][a-z]+$/.test(subject.split(' ')[0]!) ? subject[0]!.toLowerCase() + subject.slice(1) : subject;
  return `${aux} ${lower} ${verb.lemma}${text.slice(verb.end)}?`;
}

/**
 * The action of a sentence that is the other outcome of the decision on `condition`, or
 * undefined: "otherwise B", "if not, B", "if not normal, B" (the condition restated), "if it is
 * normal, B" (the same subject), "if troponin is normal, B" (the same first noun).
 */
export function alternativeAction(text: string, condition: string): string | undefined {
  const otherwise = OTHERWISE.exec(text);
  if (otherwise) {
    const rest = otherwise[1]!;
    const restated = conditionSplit(rest);
    // "If not normal, use Mann-Whitney": the words before the comma restate the condition.
    // "If it does not crack, increase ...": the few words after "does not", up to the comma, are the condition's own verb.
    const verbFollows = /\b(?:does|do)\s+not\s+$/i.test(text.slice(0, text.length - rest.length)) && restated !== null && rest.slice(0, restated.index).trim().split(/\s+/).length <= 4;
    if (verbFollows) return rest.slice(restated.index + restated.length);
    if (restated && !/^(?:otherwise|else)\b/i.test(text) && !startsWithVerb(rest.slice(0, restated.index)) && startsWithVerb(rest.slice(restated.index + restated.length))) {
      return rest.slice(restated.index + restated.length);
    }
    return rest;
  }
  // "If CI fails, fix it. When CI passes, review the code.": "when" and "once" name the other outcome too.
  const other = /^(?:if|when|once)\s+(.+)$/i.exec(text);
  const split = other ? conditionSplit(other[1]!) : null;
  if (!other || !split) return undefined;
  // "If changes are requested, push fixes. Once approved, merge.": "once" and "when" after an open "if" are what happens otherwise.
  const alternative = /^(?:when|once)\b/i.test(text) || isOtherOutcome(other[1]!.slice(0, split.index), condition);
  return alternative ? other[1]!.slice(split.index + split.length) : undefined;
}

/** Results and their opposites, as a question's two outcomes are written. */
export const OPPOSITES: ReadonlyArray<[string, string]> = [
  ['positive', 'negative'], ['high', 'low'], ['present', 'absent'], ['pass', 'fail'], ['passed', 'failed'], ['passes', 'fails'],
  ['above', 'below'], ['raised', 'normal'], ['elevated', 'normal'], ['yes', 'no'], ['improving', 'worsening'], ['better', 'worse'],
  ['positives', 'negatives'], ['passing', 'failing'], ['responders', 'non-responders'],
];

/** Whether two words are a result and its opposite: "positive"/"negative", "eligible"/"ineligible". */
export function areOpposites(a: string, b: string): boolean {
  // "Positive clones" and "negatives": the same word with or without a plural "s".
  const [x, y] = [a.toLowerCase().replace(/(?<=[a-z]{4})s$/, ''), b.toLowerCase().replace(/(?<=[a-z]{4})s$/, '')];
  const prefixed = (p: string, q: string) => new RegExp(`^(?:in|im|un|non-?|ab|dis)${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).test(p);
  return OPPOSITES.some(([p, q]) => (x === p && y === q) || (x === q && y === p)) || prefixed(x, y) || prefixed(y, x);
}
const SUBJECT_PRONOUN = /^(?:it|they|this|that|these|those|she|he|the (?:result|test|value|level|score|answer|patient))\b/i;
const NEGATION = /\b(?:not|no|never|none|negative|absent)\b|n't\b/i;
/**
 * "after 7 days", "within 24 h": when an outcome is judged, said after it. Only a number of time is
 * taken off, which the reader's check of numbers keeps in some box or refuses.
 */
const JUDGED_WHEN = /\s+(?:after|within|by|at|before)\s+(?:day\s+)?\d[\d.,]*\s*(?:h|hours?|min|minutes?|days?|weeks?|months?)?$/i;
const CONDITION_FILLER = new Set('is are was were be been the a an of to in on at has have does do did there it they this that than and or with for'.split(' '));

/**
 * "nobody is home" / "someone is home": a pronoun that counts none said as "not" and a thing, so
 * that the other side of the question is the same words without the negation.
 */
function withNoneSpelt(condition: string): string {
  return condition
    .replace(/\b(?:nobody|no-?one|no\s+one)\b/gi, 'not person')
    .replace(/\b(?:someone|somebody|anyone|anybody)\b/gi, 'person')
    .replace(/\bnothing\b/gi, 'not thing')
    .replace(/\b(?:something|anything)\b/gi, 'thing');
}

/** Is `second` another outcome of the same question as `first` (not a new question)? */
function isOtherOutcome(saidSecond: string, saidFirst: string): boolean {
  const [first, second] = [withNoneSpelt(saidFirst), withNoneSpelt(saidSecond)];
  // "if positive, A; if negative, B", "if high ..., if low ...": a result and its opposite.
  const plain = (t: string) => normalise(t).split(' ').filter((w) => w && !CONDITION_FILLER.has(w));
  const [x, y] = [plain(first), plain(second)];
  // "if under 80%, ...; if 80% or more, ...": the same number from the other side.
  if (complementaryThresholds(first, second)) return true;
  if (x.length === 1 && y.length === 1 && OPPOSITES.some(([p, q]) => (x[0] === p && y[0] === q) || (x[0] === q && y[0] === p))) return true;
  // "red flags" / "any red flag": a noun counted or not is the same thing asked about.
  const words = (t: string) => normalise(t).split(' ').filter((w) => w && !CONDITION_FILLER.has(w) && !NEGATION.test(w)).map((w) => w.replace(/(?<=[^su])s$/, ''));
  const a = words(first);
  const b = words(second);
  if (b.length === 0 || a.join(' ') === b.join(' ') && NEGATION.test(first) === NEGATION.test(second)) return false;
  if (NEGATION.test(second) !== NEGATION.test(first) && b.every((w) => a.includes(w))) return true;
  // "if crystals appear, ...; if none appear after 7 days, ...": the same words negated, with when it is judged.
  const unqualified = words(second.replace(JUDGED_WHEN, ''));
  if (NEGATION.test(second) !== NEGATION.test(first) && unqualified.length > 0 && unqualified.every((w) => a.includes(w))) return true;
  // "valid" / "invalid", "stable" / "unstable", "normal" / "abnormal": one word and its opposite by prefix.
  const opposite = (x: string, y: string) => new RegExp(`^(?:in|im|un|non-?|ab|dis)${y.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).test(x);
  if (a.length === 1 && b.length === 1 && (opposite(a[0]!, b[0]!) || opposite(b[0]!, a[0]!))) return true;
  // "if positive, ...; if negative at 42 days, ...", "if high risk ...; if low risk ...": led by a result and its opposite.
  if (x[0] !== undefined && y[0] !== undefined && areOpposites(x[0], y[0])) return true;
  // "if positive and resistant, ...; if it is positive and sensitive, ...": conditions of two parts name more than two outcomes.
  if (/\band\b/i.test(first) || /\band\b/i.test(second)) return false;
  if (SUBJECT_PRONOUN.test(second.trim())) return true;
  return a[0] !== undefined && a[0] === b[0];
}

/** Where an "if" clause's condition ends: "then", a comma or a colon. */
export function conditionSplit(rest: string): { index: number; length: number } | null {
  const split = firstMatch(rest, /\s*,?\s*\bthen\b[\s,]*|\s*[,:]\s*/i);
  return bareConditionEnd(split ? rest.slice(0, split.index) : rest) ?? split;
}

/** Words a condition said without its subject is made of: "valid", "not clean", "under 80%", "> 5". */
const BARE_CONDITION_POS = new Set(['ADJ', 'ADV', 'PART', 'NUM', 'SYM', 'ADP', 'CCONJ']);

/**
 * "if valid load into Postgres", "if invalid write an error log": a condition of a few words
 * with no subject nor verb, then a step's verb, with no comma between; where the condition
 * ends, or null. "If cells look healthy" has a subject, so its words are no such condition.
 */
function bareConditionEnd(text: string): { index: number; length: number } | null {
  const words = tokens(text.slice(0, 80));
  for (let k = 1; k <= 3 && k < words.length; k++) {
    if (!words.slice(0, k).every((t) => BARE_CONDITION_POS.has(t.pos) || /^[<>≤≥=%]+$/.test(t.text))) return null;
    const after = text.slice(words[k]!.start);
    if (startsWithVerb(after) && words[k]!.pos !== 'ADJ') return { index: words[k - 1]!.end, length: words[k]!.start - words[k - 1]!.end };
  }
  return null;
}

export function firstMatch(text: string, pattern: RegExp): { index: number; length: number } | null {
  const m = pattern.exec(text);
  return m ? { index: m.index, length: m[0].length } : null;
}

/** "Provided that X", "As long as X", "Where they disagree, ...": words that open a condition as "if" does ("where possible" is no condition). */
const IF_LEAD = /^(?:where(?=\s+(?!(?:possible|needed|necessary|appropriate|available|applicable|relevant|indicated|required|feasible)\b)\S+\s+\S+[^,]*,)|provided\s+that|providing\s+that|(?:provided|providing)(?=\s+(?:the|a|an|all|no|each|it|they|there|he|she)\b)|as\s+long\s+as|so\s+long\s+as|on\s+condition\s+that)\s+/i;

/**
 * A condition opened by words other than "if" said with "if", so that it is read as every "if"
 * is: "Provided that the gel is intact, image it" -> "If the gel is intact, image it"; "Should the
 * sample be haemolysed, request ..." -> "If the sample is haemolysed, request ...". Only a clause
 * before a comma, never a question ("Should the plate be sealed?").
 */
export function withIfLead(text: string): string {
  const lead = IF_LEAD.exec(text);
  if (lead && text.includes(',')) return `If ${text.slice(lead[0].length)}`;
  const inverted = /^should\s+([^,?]{2,60}?)\s+(be|have)\s+([^,?]+,\s*\S[^?]*)$/i.exec(text);
  if (!inverted || tokens(inverted[1]!).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return text;
  const head = tokens(inverted[1]!).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON').at(-1)?.lower ?? '';
  const plural = isPlural(head) || /^(?:they|we|you)$/.test(head);
  const verb = inverted[2]!.toLowerCase() === 'be' ? (plural ? 'are' : 'is') : plural ? 'have' : 'has';
  return `If ${inverted[1]} ${verb} ${inverted[3]}`;
}

/**
 * "allergic patients get clarithromycin" after "Unless the patient is allergic to penicillin, ...":
 * a subject described by the word the condition says of its subject ("is allergic") is those for
 * whom the condition holds. Whether `text` opens so.
 */
export function opensWithConditionHolding(text: string, condition: string): boolean {
  const said = /\b(?:is|are|was|were)\s+(?:not\s+)?([a-z-]{3,})\b/i.exec(condition);
  const opening = /^(?:the\s+|all\s+|any\s+)?([a-z-]{3,})\s+[a-z-]+s\b/i.exec(text.trim());
  if (!said || !opening || /\bnot\b/i.test(said[0])) return false;
  const [a] = tokens(said[1]!);
  const [b] = tokens(opening[1]!);
  return a !== undefined && b !== undefined && sameWord({ lower: b.lower, lemma: b.lemma }, { lower: a.lower, lemma: a.lemma });
}

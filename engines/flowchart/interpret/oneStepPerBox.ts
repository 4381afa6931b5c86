// What a box read from words must not hold, checked on the finished graph whatever rule made the
// box: two actions (each verb with its own object), outcomes or actors read as steps in a row
// ("Grade 1: ...", "Grade 2: ..."), or a sentence that describes rather than does something.
// Each is found from the words' grammar, not from any phrase, so it holds on texts nobody wrote yet.
import { attributesOf, tokens, type Token } from '../../language/index.ts';
import { isVerb, leadingVerb, namesAThing, pastToBase, startsWithVerb } from './verbs.ts';
import { isTerminatorWords } from './words.ts';

/** Where one clause of a box ends and another may begin. */
const CLAUSE_BREAK = /\s*,(?!\d)\s*(?:and\s+then\s+|and\s+|then\s+|finally\s+)?|\s*;\s*|\s+and\s+(?:then\s+)?|\s+then\s+/gi;
/** Verbs that make structure (jumps, loops, ends): other checks look after them. */
const STRUCTURE = /^(?:return|go|loop|proceed|continue|repeat|redo|retry|restart|come|move|end|stop|finish|exit|merge|join|rejoin)$/;

/** A step verb of the text in its base form ("logs" -> "log", "centrifuged" -> "centrifuge"), or undefined. */
function stepVerb(token: Token): string | undefined {
  if (token.pos !== 'VERB' || /ing$/i.test(token.lower)) return undefined;
  const thirdPerson = token.lower.replace(/(?<=(?:ss|sh|ch|x|z|o))es$|(?<!s)s$/, '');
  return [token.lemma, token.lower, pastToBase(token.lower), thirdPerson].find((w) => isVerb(w));
}

/**
 * Whether the word at `k` is a step verb acting here: a listed verb the English model reads as a
 * verb, or one followed by a determiner or pronoun ("aliquot the plasma", "store them"), which a
 * noun seldom is; a verb the list lacks, read as a verb and followed by its object. "insert with NotI", "assay interference" and "test sets" are things.
 */
export function actsAt(words: Token[], k: number): boolean {
  const word = words[k];
  if (!word) return false;
  const before = /^(?:DET|PRON)$/.test(words[k + 1]?.pos ?? '');
  // "and refresh the dashboard": a verb the list lacks acts when the model reads it as one and its object follows.
  if (stepVerb({ ...word, pos: 'VERB' }) === undefined) return word.pos === 'VERB' && before && /^[a-z-]+$/.test(word.lower) && !/ing$/.test(word.lower);
  return word.pos === 'VERB' || before;
}

/** Offsets of the text inside brackets, where no clause begins. */
function bracketed(text: string): boolean[] {
  const inside: boolean[] = [];
  let depth = 0;
  for (const c of text) {
    if (c === '(' || c === '[') depth++;
    inside.push(depth > 0);
    if ((c === ')' || c === ']') && depth > 0) depth--;
  }
  return inside;
}

/**
 * "Reception logs it in the LIMS and passes it to the lab", "do a full assessment and refer to
 * the falls team", "segment nuclei, measure intensity and plot": a clause that does something to
 * something, then another that does something else to something else, are two steps in one box.
 * "Label and bag the sample" (a bare verb shares the object), "stop and re-bleed", "mix A, B and C"
 * and "incubate, changing the medium every 2 days" stay one. Returns the second action's verb.
 */
export function secondAction(label: string): string | undefined {
  const words = tokens(label);
  const inside = bracketed(label);
  const breaks: Array<{ at: number; end: number }> = [];
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(label); m; m = CLAUSE_BREAK.exec(label)) if (!inside[m.index]) breaks.push({ at: m.index, end: m.index + m[0].length });
  let clauseStart = 0;
  let previousActs = false;
  let ordered = false;
  let passiveBefore = false;
  for (const [k, cut] of [...breaks, { at: label.length, end: label.length }].entries()) {
    const clause = words.filter((t) => t.start >= clauseStart && t.end <= cut.at && t.pos !== 'PUNCT');
    // A clause opening with a step verb is an order whatever the model tags it ("Segment nuclei",
    // "measure intensity"); "do" opens one when a thing follows ("do a full assessment").
    // "..., collecting 20 mL fractions": an -ing clause says how the step is done, no order of its own.
    const led = leadingVerb(label.slice(clauseStart, cut.at));
    const opening = (led !== undefined && /ing$/i.test(led) ? undefined : led) ?? (clause[0]?.lower === 'do' && /^(?:DET|NOUN|ADJ)$/.test(clause[1]?.pos ?? '') ? 'do' : undefined);
    // "The assistant measures the vital signs": a listed verb before a determiner or pronoun acts, whatever the model tags it.
    const verbAt = opening !== undefined ? 0 : clause.findIndex((t) => stepVerb(t) !== undefined || actsAt(words, words.indexOf(t)));
    // An action: a step verb with words after it in its clause (its object, where or how long).
    // A passive participle is done to its subject, no object needed ("6,200 households were sampled").
    const passive = verbAt > 0 && /^(?:is|are|was|were|been)$/i.test(clause[verbAt - 1]!.lower);
    const acts = verbAt >= 0 && (verbAt < clause.length - 1 || passive) && !isTerminatorWords(clause.map((t) => t.text).join(' '));
    const verb = opening ?? (verbAt >= 0 ? (stepVerb({ ...clause[verbAt]!, pos: 'VERB' }) ?? clause[verbAt]!.lower) : undefined);
    // Only a clause that opens with its verb (or its subject, then the verb) starts a step of its own.
    const opens = verbAt >= 0 && !namesAThing(label.slice(clauseStart, cut.at)) && clause.slice(0, verbAt).every((t) => inside[t.start] || /^(?:DET|NOUN|PROPN|PRON|ADJ|ADV|AUX|NUM)$/.test(t.pos)) && clause.slice(0, verbAt).filter((t) => !inside[t.start]).length <= 5;
    // After the first action, a clause's verb must act there, not name a thing ("and insert with NotI").
    // "Cut plasmid and insert with NotI": after a bare "and" the word may be a second thing, so it must act there.
    const bareAnd = k > 0 && /^\s+and\s+$/i.test(label.slice(breaks[k - 1]!.at, breaks[k - 1]!.end));
    const actsHere = verbAt >= 0 && (!bareAnd || actsAt(words, words.indexOf(clause[verbAt]!)) || (verbAt === 0 && actsAfterPlace(words, words.indexOf(clause[0]!), label.slice(0, breaks[k - 1]!.at))));
    // A verb the list lacks ("and refresh the dashboard") starts a second action only after an order; "Zenodo archives the release and mints a DOI" tells what happens.
    const listed = verbAt >= 0 && stepVerb({ ...clause[verbAt]!, pos: 'VERB' }) !== undefined;
    if (k > 0 && previousActs && acts && opens && actsHere && !STRUCTURE.test(verb!) && (listed || ordered)) return clause[verbAt]!.text;
    // "Swabs are collected at the clinic and couriered to the lab": after a passive step with its
    // own words, a participle with words of its own after a bare "and" is done to the same subject, a second step.
    const participle = clause[0];
    if (bareAnd && passiveBefore && participle && /^(?:VERB|ADJ)$/.test(participle.pos) && /(?:ed|en)$/.test(participle.lower) && clause.length > 1 && !STRUCTURE.test(pastToBase(participle.lower))) return participle.text;
    passiveBefore = passive && verbAt < clause.length - 1;
    if (acts && !previousActs) ordered = opening !== undefined;
    if (acts) previousActs = true;
    clauseStart = cut.end;
  }
  return undefined;
}

/**
 * "Resuspend in 1 ml PBS | and count on the Countess": after an order that ended on where or with
 * what it is done, a listed verb the model tags as a noun, opening its clause and followed by a
 * preposition, acts: a second thing added ("Add PBS | and sample to the well") comes after an
 * order with no preposition of its own, and a plural ("and samples in ...") is a thing.
 */
export function actsAfterPlace(words: Token[], k: number, before: string): boolean {
  const word = words[k];
  if (!word || /s$/i.test(word.lower) || stepVerb({ ...word, pos: 'VERB' }) === undefined) return false;
  return words[k + 1]?.pos === 'ADP' && startsWithVerb(before) && tokens(before).slice(1).some((t) => t.pos === 'ADP');
}

/** Words before a colon that name a time or a place in a sequence: "Day 2:", "Visit 3 (week 4):", "Step 4:". */
export const SEQUENCE_NAME = /^(?:day|days|week|weeks|month|months|year|hour|hours|h|min|minute|minutes|visit|step|stage|phase|part|round|cycle|session|dose|time|timepoint|morning|afternoon|evening|night|baseline|screening|follow-up|t|d|wk)\b/i;

/** "Grade 1", "Score 0–1", "Patient": the short name before a box's colon, or undefined. */
function namePrefix(label: string): string | undefined {
  // "Records identified: 1,204" is a step and its count; "Score 0–1: no antibiotic" names an outcome and its step.
  const m = /^([^:]{1,40}):\s+(?=[^:]*\p{L})(?![\d.,\s]+$)\S/u.exec(label);
  if (!m) return undefined;
  const name = m[1]!.trim();
  if (name.split(/\s+/).length > 4 || (startsWithVerb(name) && !/^\S+\s+(?:[\d<>≤≥]|\p{Lu}(?:\s|$))/u.test(name)) || isTerminatorWords(name) || /^(?:note|nb|title)$/i.test(name)) return undefined;
  return name;
}

/**
 * "Green", "Amber", "Red"; "Mild", "Severe": single words that are values of one measure (hue,
 * degree), by WordNet's attribute pointers, name the outcomes of one question about it.
 */
function sameMeasure(a: string, b: string): boolean {
  if (/\s/.test(a.trim()) || /\s/.test(b.trim())) return false;
  const measures = new Set(attributesOf(a.toLowerCase()));
  return attributesOf(b.toLowerCase()).some((m) => measures.has(m));
}

/**
 * "Score 0–1: no antibiotic. Score 2–3: back-up prescription.", "Grade 1: ... Grade 2: ...":
 * how many sentences from `from` on are outcomes of one question, each a name before a colon
 * and its step (names sharing their first word, or each a value, range or outcome word); 0 when
 * fewer than two. "Day 1: ... Day 2: ..." are times in sequence, not outcomes.
 */
export function outcomeRun(sentences: string[], from: number, isOutcome: (name: string) => boolean): number {
  const names: string[] = [];
  for (const sentence of sentences.slice(from)) {
    const name = namePrefix(sentence);
    if (name === undefined || SEQUENCE_NAME.test(name)) break;
    names.push(name);
  }
  let run = 0;
  const first = (name: string) => name.split(/\s+/)[0]!.toLowerCase();
  while (run < names.length && (first(names[run]!) === first(names[0]!) || (isOutcome(names[run]!) && isOutcome(names[0]!)) || sameMeasure(names[run]!, names[0]!))) run++;
  return run >= 2 ? run : 0;
}

/**
 * "Score 0–1: no antibiotic" then "Score 2–3: back-up prescription", "Patient: checks in" twice:
 * boxes whose words start with a name and a colon, the same name for two boxes or a range or
 * comparison in it, are a question's outcomes or lanes read as steps in a row. Times and steps
 * in sequence ("Day 1:", "Visit 2:") are steps in a row. Returns the first such box's label.
 */
export function outcomeAsStep(labels: string[]): string | undefined {
  const named = labels.map((label) => ({ label, name: namePrefix(label) })).filter((x): x is { label: string; name: string } => x.name !== undefined && !SEQUENCE_NAME.test(x.name));
  for (const x of named) {
    // "Score 0–1", "K+ ≥ 6.5", "> 4": a value or a range names an outcome, not a step.
    if (/\d\s*(?:[–-]|to)\s*\d|[<>≤≥]/.test(x.name)) return x.label;
    const first = x.name.split(/\s+/)[0]!.toLowerCase();
    if (named.some((y) => y !== x && y.name.split(/\s+/)[0]!.toLowerCase() === first)) return x.label;
    // "Out of range" beside "In range", "No growth" beside "Growth": one name negating the other.
    if (named.some((y) => y !== x && y.name.toLowerCase() !== x.name.toLowerCase() && unnegated(y.name) === unnegated(x.name))) return x.label;
  }
  return undefined;
}

/** A name without the word that negates or places it: "out of range", "in range" -> "range". */
function unnegated(name: string): string {
  return name.toLowerCase().replace(/^(?:out\s+of|outside(?:\s+of)?|inside|within|in|not|no|non-?|un(?=\w{4}))\s*/, '').trim();
}

/** A subject that is the flow itself or points back at it: what follows it describes the flow. */
const THE_FLOW = /^(?:it|this|that|the whole(?:\s+\w+)?|(?:the|this|our)\s+(?:pipeline|protocol|process|workflow|pathway|procedure|algorithm|sop|flow(?:chart)?|service|guideline|rota))\s+(?!is\b|are\b)?/i;

/**
 * "The whole assay is about three hours long", "This pathway was agreed in 2021", "It runs on
 * the cluster overnight": a sentence whose only verb is "be", "take" or "have", or whose subject is
 * the flow itself, says what something is, not what to do. List items are the author's steps and
 * are not asked.
 */
export function describes(label: string): boolean {
  const words = tokens(label);
  if (/\?$/.test(label.trim()) || words.length < 3) return false;
  const text = label.trim();
  // "Each wash takes 5 min", "Sample prep takes about 2 h": how long something lasts, said of it.
  if (/^(?!take\b|takes\b)(?:[\w-]+\s+){1,4}(?:takes|took|lasts|lasted)\s+(?:about\s+|around\s+|approximately\s+|roughly\s+|up\s+to\s+|~\s*)?\d[\d.,]*\s*(?:s|sec|seconds?|min|mins|minutes?|h|hrs?|hours?|days?|weeks?)\b[^,;]*$/i.test(text)) return true;
  // "Reagents are listed in Table 1", "Primer sequences are given in the supplement": where something is written down.
  if (/\b(?:is|are|was|were)\s+(?:listed|given|shown|described|provided|detailed|summari[sz]ed|tabulated)\s+(?:in\s+(?:the\s+)?(?:table|fig(?:ure)?|supplement\w*|appendix|section|box|panel|ref\w*|methods?)\b|below\b|above\b|elsewhere\b|previously\b)/i.test(text)) return true;
  const verbs = words.filter((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verbs.length === 0) return false;
  // The verb follows a subject, as a statement does; "Is X?" asks and "Check X" orders.
  if (words.indexOf(verbs[0]!) === 0 || startsWithVerb(label)) return false;
  // "It is then resuspended in 1 mL": something done to what the flow carries, not the flow described.
  const done = /^(?:it|this|that|they)\s+(?:is|are|was|were)\s+(?:then\s+|next\s+|finally\s+)?([a-z]+(?:ed|en|wn|un|t))\b/i.exec(label.trim());
  if (done && isVerb(pastToBase(done[1]!.toLowerCase()))) return false;
  if (THE_FLOW.test(label.trim()) && /^(?:PRON|DET)$/.test(words[0]!.pos)) return true;
  // "Patients are randomised", "we were unable to lyse the cells": a step verb in any form, or after "to", says what is done.
  const doing = words.some((t, k) => (/^(?:VERB|ADJ)$/.test(t.pos) || words[k - 1]?.lower === 'to') && stepVerb({ ...t, pos: 'VERB' }) !== undefined);
  if (doing) return false;
  const stative = verbs.filter((t) => /^(?:is|are|was|were|takes|take|took|has|have|had|lasts|last|consists|involves|includes)$/i.test(t.lower));
  if (stative.length === 0) return false;
  // Nothing but the stative verb: "The whole assay is about three hours long". A participle after
  // it ("are deleted", "were tiled") is something done, though no listed verb names it.
  const passive = words.some((t, k) => k > 0 && /^(?:is|are|was|were|be|been)$/i.test(words[k - 1]!.lower) && /(?:ed|en|wn)$/i.test(t.lower));
  return !passive && verbs.every((t) => stative.includes(t) || /^(?:be|been|being)$/i.test(t.lower));
}

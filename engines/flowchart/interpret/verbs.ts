// Imperative verbs of protocols, pipelines and clinical workflows. They let the reader tell a
// list of steps ("draw blood, label the tube, send to lab") from a list of things ("mix A, B and
// C"), and narration ("We first screen compounds") from a step. A closed list, so the reading is
// the same every time, widened by the English model's part-of-speech tags for verbs it lacks.
import { tokens } from '../../language/index.ts';
import { isTerminatorWords } from './words.ts';
import { CLAUSE_COMMA, splitOutsideBrackets } from './brackets.ts';

export const IMPERATIVE_VERBS: ReadonlySet<string> = new Set(
  (
    'acquire activate add adjust administer admit advance aliquot align allocate amplify analyse analyze annotate anneal apply approve aspirate ' +
    'archive arrange ask aspirate assay assemble assess assign attach audit autoclave back-up balance bank bin blot boil book ' +
    'calculate calibrate call cap capture centrifuge change check chill choose classify clean clear collect combine compare ' +
    'complete compute concentrate confirm consent consult contact convert cool copy correct count cover crosslink culture cut ' +
    'decant decide decontaminate define defrost degas deliver deploy deposit describe design detect determine develop digest dilute discard ' +
    'discharge discuss dispatch dispense dissolve distribute document download drain draw dry dump elute email embed encode ' +
    'enrol enroll enter equilibrate estimate evaluate examine exclude execute expand export expose extract feed fetch file ' +
    'fill filter finalise finalize fit fix flag flush follow format freeze generate give grow harvest heat hold identify image ' +
    'immunostain implement import incubate infuse inform inject inoculate insert inspect install interpret interview invert ' +
    'isolate keep label lay ligate list load lock log lyse maintain make map mark match measure merge mix model monitor mount ' +
    'move normalise normalize note notify observe obtain open order pack package pass passage pellet perform pick pipette ' +
    'place plan plate plot pool post pour precipitate prepare prescribe present preserve press print process produce program ' +
    'publish pull purify put quality-check quantify quantitate quench query randomise randomize rank read receive record ' +
    'recruit reduce refer refrigerate register reject release remove rename repeat replace report request resuspend retrieve ' +
    'return review rinse run sample save scan schedule score screen seal search section seed select send separate sequence ' +
    'set shake ship sign sonicate sort spin split spot spray stain start stimulate stir stop store submit summarise summarize ' +
    'supply swab synthesise synthesize take tag test thaw titrate track train transcribe transfer transfect transform translate transport treat ' +
    'triage trim tune type update upload use validate verify vortex wait warm wash weigh withdraw write ' +
    'acclimatise acclimatize amend anaesthetise anesthetize block dehydrate dissect euthanise euthanize gel-purify hand homogenise ' +
    'homogenize incise miniprep neutralise neutralize quench genotype permeabilise permeabilize perfuse sacrifice sterilise sterilize suture wean'
  ).split(' '),
);

/** Verbs that are as often nouns before another noun ("wash buffer", "stain solution", "spin column"). */
const NOUN_TOO = new Set('wash stain spin mix culture sample store plate pool filter test sequence record report map plot log file score screen image lysis transfer'.split(' '));
/** Nouns after such a word that make the phrase a thing, not a step. */
const NOUN_AFTER = /^(?:buffers?|solutions?|reagents?|media|medium|kits?|steps?|cycles?|columns?|bottles?|mix(?:es)?)$/i;

/** The verb a clause starts with, in its base form, or undefined. */
export function leadingVerb(clause: string): string | undefined {
  const words = clause.trim().split(/\s+/);
  const first = (words[0] ?? '').toLowerCase();
  if (!isVerb(first) && !taggedAsVerb(clause)) return undefined;
  if (namesAThing(clause)) return undefined;
  return first;
}

/** "wash buffer", "stain solution", "spin column": a verb that is as often a noun, before a thing it names. */
export function namesAThing(clause: string): boolean {
  const words = clause.trim().split(/\s+/);
  return NOUN_TOO.has((words[0] ?? '').toLowerCase()) && words[1] !== undefined && NOUN_AFTER.test(words[1].replace(/[.,;:]$/, ''));
}

/** A listed verb, or one with "re" before it ("reassess", "re-run", "recalibrate"). */
export function isVerb(word: string): boolean {
  return IMPERATIVE_VERBS.has(word) || (/^re-?[a-z]{3,}$/.test(word) && IMPERATIVE_VERBS.has(word.replace(/^re-?/, '')));
}

/**
 * A verb the list lacks, by the English model's reading of the clause ("neutralise with 9 mL",
 * "quench with glycine"): the list decides what it knows, the model only adds to it.
 */
function taggedAsVerb(clause: string): boolean {
  const first = tokens(clause.trim().slice(0, 80))[0];
  return first !== undefined && first.pos === 'VERB' && /^[a-z-]+$/i.test(first.text);
}

/** True when the clause is a step by its first word: an imperative verb, or a start/end word. */
export function startsWithVerb(clause: string): boolean {
  return leadingVerb(clause) !== undefined || isTerminatorWords(clause);
}

/**
 * Whether a short phrase opens with a step's verb when it may be a name or an outcome (a title,
 * a branch's label): a listed verb ("Run the pipeline"), or a word only the model calls a verb
 * when what follows it can begin its object or complement ("Quench with glycine", "Dialyse
 * overnight"). "Ward anaphylaxis pathway", "Grant submission", "Glucose ≥ 11": a capitalised
 * noun the model tags as a verb at a line's start, before a noun or a sign, names a thing.
 */
export function leadsWithStepVerb(text: string): boolean {
  if (!startsWithVerb(text)) return false;
  const first = text.trim().split(/\s+/)[0]!.toLowerCase();
  if (isVerb(first) || isTerminatorWords(text)) return true;
  const next = tokens(text.trim().slice(0, 80))[1];
  return next === undefined || /^(?:DET|PRON|ADP|NUM|ADV|PART)$/.test(next.pos);
}

/**
 * "draw blood into EDTA tube, label the tube, send to lab": comma-separated clauses that each
 * start with an imperative verb are steps in order. When few do ("mix A, B and C"), or a comma
 * is inside brackets only, the text is one step.
 */
export function imperativeClauses(text: string): string[] {
  const clauses: string[] = [];
  for (const clause of splitOutsideBrackets(text, CLAUSE_COMMA).map((c) => c.replace(/^\s*and\s+/i, '').trim())) {
    if (clause === '') continue;
    // "elute with 10% EtOAc, collecting 20 mL fractions": an -ing clause says how the step before is done.
    if (clauses.length > 0 && /^[a-z]{3,}ing\b/.test(clause)) clauses[clauses.length - 1] += `, ${clause}`;
    else clauses.push(clause);
  }
  if (clauses.length < 2) return [text];
  // "aspirate medium, wash with PBS, ..., back in the incubator": a list led by steps, most of them
  // verbs, is a list of steps; "mix A, B and C" (one verb) is one step.
  const verbs = clauses.filter(startsWithVerb).length;
  return startsWithVerb(clauses[0]!) && verbs >= 2 && verbs * 3 >= clauses.length * 2 ? clauses : [text];
}

/** "we first", "we then", "we", "I": a narrating subject before the step's verb. */
const NARRATION = /^(?:we|i)\s+(?:(?:first|then|next|also|finally|subsequently|now|initially)\s+)?(\S+)\s+(\S.*)$/i;

/** "Before each run", "On the day,", "At each quadrat": a short phrase of when or where before a narrating "we". */
const WHEN_OR_WHERE = /^((?:before|after|on|at|in|during|each|every|for\s+each|within|by|once\s+a|twice\s+a|the\s+next)\s[^,;:]{1,40}?),?\s+(?=(?:we|i)\s)/i;

/**
 * "We first screen compounds in a primary assay" -> "screen compounds in a primary assay": the
 * narrating subject is dropped only when a listed verb follows it (in its base form or with
 * -ed), so "We were unable to ..." and "We hypothesise that ..." keep every word.
 */
export function withoutNarration(text: string): string {
  const lead = WHEN_OR_WHERE.exec(text.trim());
  if (lead) {
    const rest = text.trim().slice(lead[0].length);
    const narrated = withoutNarration(rest);
    return narrated === rest ? text : `${lead[1]}, ${narrated}`;
  }
  const m = NARRATION.exec(text.trim());
  if (!m) return text;
  const verb = m[1]!.toLowerCase();
  if (!isVerb(verb) && !isVerb(pastToBase(verb))) return text;
  return `${m[1]} ${m[2]}`;
}

/** "screened" -> "screen", "diluted" -> "dilute", "plotted" -> "plot"; other words unchanged. */
export function pastToBase(word: string): string {
  if (!word.endsWith('ed')) return word;
  const stem = word.slice(0, -2);
  for (const candidate of [stem, `${stem}e`, stem.slice(0, -1), stem.replace(/i$/, 'y')]) if (isVerb(candidate)) return candidate;
  return word;
}

const SUBJECT_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PRON']);

/**
 * "Passing compounds are triaged by chemists, and the best series enter hit-to-lead": clauses
 * joined by ", and" (or ", then", ", so") that each have their own verb are steps one after the
 * other. The clause after the comma must start with a verb or with a subject and its verb;
 * "mix A, B and C" and "wash, and dry" stay as they are written.
 */
export function coordinateClauses(text: string): string[] {
  const joins = [...text.matchAll(/,\s+(?:and|then|so|and then)\s+/gi)];
  if (joins.length === 0) return [text];
  const words = tokens(text);
  const hasVerb = (from: number, to: number) => words.some((t) => t.start >= from && t.end <= to && (t.pos === 'VERB' || t.pos === 'AUX'));
  const out: string[] = [];
  let start = 0;
  for (const join of joins) {
    const at = join.index + join[0].length;
    // "the primary outcome (WOMAC pain) is analysed": words in brackets are no part of the subject's length.
    const after = words.filter((t) => t.start >= at && !insideBrackets(text, t.start) && !/^[()[\]]$/.test(t.text)).slice(0, 6);
    const subjectLength = after.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const ownVerb = subjectLength >= 0 && after.slice(0, subjectLength).every((t) => SUBJECT_POS.has(t.pos));
    if (!ownVerb || !hasVerb(start, join.index) || subjectLength === 0 && !startsWithVerb(text.slice(at))) continue;
    out.push(text.slice(start, join.index).trim());
    start = at;
  }
  out.push(text.slice(start).trim());
  return out.filter((c) => c !== '');
}

/** Whether the character at `at` is inside brackets. */
function insideBrackets(text: string, at: number): boolean {
  let depth = 0;
  for (let i = 0; i < at; i++) {
    if (text[i] === '(' || text[i] === '[') depth++;
    else if ((text[i] === ')' || text[i] === ']') && depth > 0) depth--;
  }
  return depth > 0;
}

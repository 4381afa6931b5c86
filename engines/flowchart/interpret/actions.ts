// Several actions written as one clause, each a step of its own: two verbs joined by "and", each
// with its object ("expand clones and extract gDNA"); a comma list of steps that opens with a
// noun ("PCR across the cut site, Sanger sequence, run the traces through ICE"); a passive
// sentence and its list of participles ("Negative lines are expanded, banked and moved to the
// main incubator"). One action stays one step: "label and bag the sample" shares its object,
// "mix A, B and C" lists things.
import { tokens, verbKind } from '../../language/index.ts';
import { CLAUSE_COMMA, splitOutsideBrackets } from './brackets.ts';
import { actsAfterPlace, actsAt } from './oneStepPerBox.ts';
import { isVerb, leadingVerb, pastToBase, startsWithVerb } from './verbs.ts';
import { capitalise, isTerminatorWords } from './words.ts';

/** Participles that do not end in -ed, as methods write them ("were spun", "are kept"). */
const IRREGULAR: Readonly<Record<string, string>> = {
  sent: 'send', kept: 'keep', frozen: 'freeze', spun: 'spin', taken: 'take', put: 'put', run: 'run', held: 'hold', made: 'make',
  split: 'split', cut: 'cut', set: 'set', fed: 'feed', given: 'give', drawn: 'draw', written: 'write', grown: 'grow', chosen: 'choose',
  read: 'read', shaken: 'shake', thrown: 'throw', undergone: 'undergo', sought: 'seek', brought: 'bring',
};

/** "expanded" -> "expand", "spun" -> "spin"; undefined when the word is no participle of a step verb. */
function participleBase(word: string): string | undefined {
  const lower = word.toLowerCase();
  const again = /^re-?(?=[a-z]{3})/.exec(lower)?.[0] ?? '';
  for (const [prefix, rest] of [['', lower], [again, lower.slice(again.length)]] as const) {
    const base = IRREGULAR[rest] ?? (rest.endsWith('ed') ? pastToBase(rest) : undefined);
    // "regrown" is "regrow": a step verb done again.
    if (base !== undefined && isVerb(base)) return `${prefix}${base}`;
  }
  return undefined;
}

/** A clause led by a step verb and saying what it acts on ("extract gDNA", not "mix"). */
function actionWithObject(clause: string): boolean {
  const words = clause.trim().split(/\s+/);
  return words.length >= 2 && isVerb(words[0]!.toLowerCase()) && leadingVerb(clause) !== undefined && !isTerminatorWords(clause);
}

/** "go back to the feature branch and fix them there": a jump and what is done there are not two steps in order. */
const JUMP = /^(?:go|goes|return|loop|back|proceed|continue|jump|skip|move on|restart|start again)\b/i;

/**
 * "expand clones and extract gDNA": where both sides of an "and" are a step verb with its object,
 * two steps. The word after "and" must be a listed step verb that the English model also reads
 * as a verb there ("digest vector and insert with EcoRI": "insert" is a noun). "Label and bag the
 * sample", "centrifuge and resuspend" (a bare verb shares the object after it), "add A and B"
 * and a jump with what is done there ("go back to X and fix it") stay one.
 */
export function verbAndVerb(clause: string): string[] {
  const parts = splitOutsideBrackets(clause, /\s+and\s+/i);
  if (parts.length < 2) return [clause];
  const words = tokens(clause);
  const out = [parts[0]!.trim()];
  let at = parts[0]!.length;
  for (const part of parts.slice(1)) {
    const start = clause.indexOf(part, at);
    at = start + part.length;
    const before = out.at(-1)!;
    const first = words.findIndex((t) => t.start >= start);
    const verbHere = actsAt(words, first) || actsAfterPlace(words, first, out.join(' and '));
    const led = verbHere && startsWithVerb(before) && !JUMP.test(out[0]!) && before.split(/\s+/).length >= 2;
    const actor = verbHere && out.length === 1 && !led ? sameFiniteVerb(before, part) : undefined;
    if (led && actionWithObject(part)) out.push(part.trim());
    // "The nurse takes the observations and calculates NEWS2": the second action keeps who does it.
    else if (actor !== undefined && actionWithObject(asBaseForm(part))) out.push(`${actor} ${part.trim()}`);
    else out[out.length - 1] = `${before} and ${part.trim()}`;
  }
  return out;
}

/** "sends it via e-RS" -> "send it via e-RS", "notifies the team" -> "notify the team": the first verb in its base form, when the list has it. */
function asBaseForm(clause: string): string {
  const [first = '', ...rest] = clause.trim().split(/\s+/);
  const lower = first.toLowerCase();
  const base = [lower.endsWith('ies') ? `${lower.slice(0, -3)}y` : '', lower.slice(0, -1), lower.slice(0, -2)].find((b) => b !== '' && lower.endsWith('s') && isVerb(b));
  return [base ?? first, ...rest].join(' ');
}

/**
 * "The GP completes the referral form | and sends it via e-RS", "Staff record a deviation | and
 * notify the manager": a subject (a noun phrase) and its verb in the present, then "and" and a
 * verb in the same form with its own object: one actor's two actions in turn. Returns the
 * subject ("The GP"). Participles ("was resolved ... and transferred") and past tenses are not read so.
 */
function sameFiniteVerb(first: string, second: string): string | undefined {
  const words = tokens(first);
  const verb = words.findIndex((t) => t.pos === 'VERB');
  if (verb < 1 || !words.slice(0, verb).every((t) => /^(?:DET|NOUN|PROPN|ADJ|NUM)$/.test(t.pos)) || !words.slice(0, verb).some((t) => /^(?:NOUN|PROPN)$/.test(t.pos))) return undefined;
  const next = tokens(second)[0];
  if (!next || next.pos !== 'VERB') return undefined;
  const form = (w: string) => (/(?:ed|ing|en)$/i.test(w) ? 'other' : /[^s]s$/i.test(w) ? 'third' : 'base');
  const a = form(words[verb]!.text);
  return a !== 'other' && a === form(next.text) ? first.slice(0, words[verb]!.start).trim() : undefined;
}

/**
 * "PCR across the cut site, Sanger sequence, run the traces through ICE": three clauses or more,
 * the first led by a noun, the last by a step verb with its object, no "and"/"or" before the
 * last (that lists things: "buffer, salt and water"), none a bare word or a quantity ("0.1%
 * BSA"): steps in order.
 */
export function nounLedSteps(text: string): string[] {
  if (/,\s*(?:and|or)\s+/i.test(text)) return [text];
  const clauses = splitOutsideBrackets(text, CLAUSE_COMMA).map((c) => c.trim()).filter((c) => c !== '');
  if (clauses.length < 3 || startsWithVerb(clauses[0]!)) return [text];
  if (!actionWithObject(clauses.at(-1)!)) return [text];
  if (clauses.some((c) => c.split(/\s+/).length < 2 || /^[\p{N}\p{S}\uE000-\uE005<>≤≥~]/u.test(c))) return [text];
  return clauses;
}

/** "are expanded", "were lysed", "gets sent": the passive's auxiliary. */
const PASSIVE = /^(.{1,60}?)\s+(?:is|are|was|were|gets?|got)\s+(?:then\s+|also\s+|each\s+)?([a-z]+)\b(.*)$/i;
/** A subject that says nothing to keep in the box: the items the flow carries, named again. */
const WHEN_FIRST = /^((?:the\s+)?next\s+(?:morning|day|week|evening)|on\s+day\s+\d+|at\s+\d+\s*(?:h|hours?|min|minutes?|days?|weeks?)|after\s+\d+\s*(?:h|hours?|min|minutes?|days?|weeks?)|overnight)\s*,?\s+(?=\S)/i;
const EMPTY_SUBJECT = /^(?:the\s+)?(?:rest|others|remainder|remaining\s+\w+|it|they|these|those|this|that|all|both|each|everything)$/i;

/**
 * "Negative lines are expanded, banked (10 vials) and moved to the main incubator": the actions
 * of a passive sentence as steps ("Expand", "Bank (10 vials)", "Move to the main incubator");
 * undefined when the text is no such sentence. The subject is left out of the steps when the
 * caller says it only names the branch the steps are on, or it names nothing ("the rest").
 */
export function passiveSteps(text: string, subjectIsBranch: (subject: string) => boolean): string[] | undefined {
  const m = PASSIVE.exec(text.trim());
  if (!m) return undefined;
  // "Next morning it is embedded", "On day 3, cells are harvested": when, said before the subject, is the first step's too.
  const when = WHEN_FIRST.exec(m[1]!.trim());
  const subject = (when ? m[1]!.trim().slice(when[0].length) : m[1]!).trim();
  const first = participleBase(m[2]!);
  // The subject is a noun phrase: no verb of its own ("if X is ...", "we were").
  if (!first || /^(?:if|when|unless|once|after|before|we|i|you|there|which|who)\b/i.test(subject)) return undefined;
  if (tokens(subject).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'SCONJ')) return undefined;
  const rest = m[3]!;
  // "Protein was quantified by BCA, and 20 µg was resolved ...": a second clause with a subject of its own is no list of this one.
  if (/\b(?:is|are|was|were)\b/i.test(rest)) return undefined;
  // "expanded, banked (...) and moved to X": participles joined by commas and "and", each with what follows it.
  const actions: Array<{ verb: string; words: string }> = [];
  for (const { separator, text: piece } of piecesOf(rest)) {
    const [word, ...after] = piece.trim().split(/\s+/);
    const base = actions.length > 0 && word ? (participleBase(word) ?? anyParticipleActing(word, after[0], separator)) : undefined;
    if (actions.length === 0) actions.push({ verb: first, words: piece.trim() });
    else if (base) actions.push({ verb: base, words: after.join(' ') });
    // "received, logged and barcoded": a bare participle after one that had no words either is the list's next action, listed verb or not.
    else if (word && after.length === 0 && separator !== '' && actions.at(-1)!.words === '' && /^[a-z-]{3,}ed$/i.test(word)) actions.push({ verb: anyVerbsBase(word.toLowerCase()) ?? word.toLowerCase(), words: '' });
    // "were lysed in RIPA with A and B": words with no participle of their own belong to the one before, as written.
    else actions.at(-1)!.words += `${separator}${piece}`;
  }
  // One participle is one action: the author's words are kept as written ("417 patients were randomised").
  if (actions.length < 2) return undefined;
  const named = subject.replace(/^(?:the|all|any|each)\s+/i, '');
  // "Cells were lysed" -> "lyse cells": a capital that only opened the sentence goes; "DNA", "HeLa" keep theirs.
  const object = EMPTY_SUBJECT.test(subject) || subjectIsBranch(subject) ? '' : /^\p{Lu}\p{Ll}+\b/u.test(named) ? named[0]!.toLowerCase() + named.slice(1) : named;
  const time = when ? when[1]!.trim().replace(/^\p{Lu}/u, (c) => c.toLowerCase()) : '';
  return actions.map(({ verb, words }, k) => [verb, k === 0 && object ? object : '', words, k === 0 ? time : ''].filter((w) => w !== '').join(' '));
}

/** The text cut at commas and "and" outside brackets, each piece with the separator before it. */
function piecesOf(text: string): Array<{ separator: string; text: string }> {
  const out: Array<{ separator: string; text: string }> = [];
  const cut = /\s*,\s*(?:and\s+)?|\s+and\s+/i;
  const sticky = new RegExp(cut.source, 'iy');
  let at = 0;
  let separator = '';
  for (const piece of splitOutsideBrackets(text, cut)) {
    out.push({ separator, text: piece });
    at += piece.length;
    sticky.lastIndex = at;
    separator = sticky.exec(text)?.[0] ?? '';
    at += separator.length;
  }
  return out;
}

/** Words that may follow a participle that acts ("coded in NVivo", "dried overnight"); a noun after it would make it a thing's name ("distilled water"). */
const AFTER_ACTING = /^(?:in|on|at|by|with|for|to|into|onto|from|under|over|overnight|again|twice|once|using|via|before|after|until|through|at|for|\(|\d)/i;

/**
 * "and coded in NVivo", ", air-dried": a past participle of any verb (WordNet; "air-dried" by its
 * last part) that a listed step verb lacks, as a list's next action: only after "and" or a comma
 * and before a preposition, a number or nothing, so "and distilled water" stays a thing.
 */
function anyParticipleActing(word: string, next: string | undefined, separator: string): string | undefined {
  if (separator === '' || (next !== undefined && !AFTER_ACTING.test(next))) return undefined;
  const lower = word.toLowerCase().replace(/[.,;]+$/, '');
  const hyphen = lower.lastIndexOf('-');
  const base = anyVerbsBase(lower.slice(hyphen + 1)) ?? (lower.endsWith('ied') ? anyVerbsBase(`${lower.slice(hyphen + 1, -3)}yed`) : undefined);
  return base === undefined ? undefined : `${lower.slice(0, hyphen + 1)}${base}`;
}

/** "accepted" -> "accept", "triaged" -> "triage": a past participle of any English verb (WordNet), not only a step verb. */
function anyVerbsBase(word: string): string | undefined {
  if (!word.endsWith('ed')) return undefined;
  const stem = word.slice(0, -2);
  // "coded" is "code", not "cod": a stem ending consonant-vowel-consonant takes back its "e" first.
  const silentE = /(?:^|[^aeiou])[aeiou][^aeiouwxy]$/.test(stem);
  return [...(silentE ? [`${stem}e`, stem] : [stem, `${stem}e`]), stem.slice(0, -1), stem.replace(/i$/, 'y')].find((c) => c.length >= 2 && verbKind(c) !== undefined);
}

/**
 * "are accepted" -> "Accept", "are booked routinely" -> "Book routinely", "goes to the clinic" ->
 * "Go to the clinic": what is said to be done to something, as the order to do it. Other words
 * are kept as written.
 */
export function asOrder(predicate: string): string {
  const text = predicate.trim();
  const passive = /^(?:are|is|were|was|gets?|got)\s+(?:then\s+)?([a-z]+)\b(.*)$/i.exec(text);
  const base = passive ? (participleBase(passive[1]!) ?? anyVerbsBase(passive[1]!.toLowerCase())) : undefined;
  if (passive && base) return capitalise(`${base}${passive[2]!}`);
  return capitalise(text.replace(/^goes\b/i, 'go'));
}

/**
 * "Receptionist: confirms identity and books the slot": under a lane's name the steps are said
 * of the actor; each clause's third-person verb ("confirms", "books") is the step's verb
 * ("confirm", "book") when it is a step verb acting there. Other words are kept as written.
 */
export function asOrders(text: string): string {
  const words = tokens(text);
  let out = '';
  let at = 0;
  for (const [k, word] of words.entries()) {
    const opensClause = k === 0 || /(?:[,;]\s*|\s(?:and|then)\s+)$/i.test(text.slice(0, word.start));
    const base = word.lower.replace(/(?<=(?:ss|sh|ch|x|z|o))es$|(?<!s)s$/, '');
    if (!opensClause || base === word.lower || !/^\p{L}+$/u.test(word.text)) continue;
    // The line's first word follows the actor's name, so it is the verb; later, it must act there.
    const verb = (isVerb(base) && (k === 0 || actsAt(words, k))) || (word.pos === 'VERB' && word.lemma === base);
    if (!verb) continue;
    out += text.slice(at, word.start) + (/^\p{Lu}/u.test(word.text) ? base[0]!.toUpperCase() + base.slice(1) : base);
    at = word.end;
  }
  return out + text.slice(at);
}

/**
 * "increase to 50%, then to 100%", "dilute the stock to 1 mM, then to 10 µM": a step that opens
 * with a preposition the order before it also has leaves out the order's words up to it, and
 * takes them again ("Increase to 100%", "Dilute the stock to 10 µM"); any other step is returned
 * as written.
 */
export function withVerbLeftOut(step: string, before: string): string {
  const preposition = /^(to|into|onto|at|by)\s+(?=\S)/i.exec(step.trim())?.[1]?.toLowerCase();
  // Only an order's words are taken again: "eligible ones go to X, then to Y" names who, not what is done.
  const first = /^[\p{L}-]+/u.exec(before.trim())?.[0].toLowerCase() ?? '';
  if (!preposition || (leadingVerb(before) === undefined && verbKind(first) === undefined)) return step;
  const at = before.toLowerCase().lastIndexOf(` ${preposition} `);
  return at > 0 ? `${before.slice(0, at + 1)}${step.trim()}` : step;
}

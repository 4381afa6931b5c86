// Nouns as people write them in requests: plural to singular ("mice" -> "mouse", "petri
// dishes" -> "petri dish"), quantities ("three mice", "2 flasks"), the prepositions that end a
// noun phrase, and noun phrases chunked from the words' parts of speech (tokens.ts), so that
// "a mouse with an arrow to a petri dish" is two things and a relation, not one long name.
import type { Token } from './tokens.ts';

/** Plurals that the suffix rules get wrong. */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  mice: 'mouse',
  lice: 'louse',
  geese: 'goose',
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  teeth: 'tooth',
  feet: 'foot',
  mitochondria: 'mitochondrion',
  bacteria: 'bacterium',
  nuclei: 'nucleus',
  fungi: 'fungus',
  algae: 'alga',
  larvae: 'larva',
  vertebrae: 'vertebra',
  data: 'data',
  media: 'medium',
  criteria: 'criterion',
  phenomena: 'phenomenon',
  analyses: 'analysis',
  hypotheses: 'hypothesis',
  axes: 'axis',
  indices: 'index',
  matrices: 'matrix',
  vertices: 'vertex',
  leaves: 'leaf',
  wolves: 'wolf',
  halves: 'half',
  lives: 'life',
  knives: 'knife',
  species: 'species',
  series: 'series',
  viruses: 'virus',
  stimuli: 'stimulus',
  cacti: 'cactus',
  genera: 'genus',
  somata: 'soma',
  ganglia: 'ganglion',
  alveoli: 'alveolus',
  bronchi: 'bronchus',
  villi: 'villus',
  flagella: 'flagellum',
  cilia: 'cilium',
  protozoa: 'protozoan',
};

/** Words ending in s that are singular already. */
const SINGULAR_S = /(ss|us|is|os|as|ics|sis|ness|ous|ps)$/;

/** The singular of a lower-case word: irregular table, then the English suffix rules. */
export function singular(word: string): string {
  const known = IRREGULAR_PLURALS[word];
  if (known) return known;
  if (word.length <= 3 || SINGULAR_S.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Whether a lower-case noun is a plural form (its singular differs). */
export function isPlural(word: string): boolean {
  return singular(word) !== word;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  single: 1, pair: 2, couple: 2, dozen: 12,
};

/** The number a word states ("three", "3", "a pair"), or null. Numbers with units ("12 h") are not quantities. */
export function quantityOf(word: string): number | null {
  const lower = word.toLowerCase();
  if (/^\d{1,3}$/.test(lower)) return Number(lower);
  return NUMBER_WORDS[lower] ?? null;
}

/** Prepositions: a noun phrase ends before them ("model of sepsis": "model" is the head). */
export const PREPOSITIONS = new Set(
  'of with without in on at by for from to into onto towards toward under over above below beside besides near inside outside within through across along among around between behind beyond via after before during against upon per than like unlike'.split(' '),
);

/** Words that only point at something already named, never a thing of their own. */
const DETERMINERS = new Set('a an the this that these those its their his her our my your each every some any another other'.split(' '));

export function isDeterminer(word: string): boolean {
  return DETERMINERS.has(word.toLowerCase());
}

/** "is oxidised", "are fixed", "gets reduced": a participle after a form of be or get, whatever its tag, is a verb. */
export function isPassiveParticiple(toks: readonly Token[], j: number): boolean {
  const t = toks[j]!;
  const prev = toks[j - 1];
  return (t.pos === 'ADJ' || t.pos === 'VERB') && /(?:ed|en)$/.test(t.lower) && prev !== undefined && /^(?:is|are|was|were|be|been|being|get|gets|got|getting)$/.test(prev.lower);
}

/** Parts of speech that may be a word of a noun phrase's name ("high-fat diet", "T cells", "guide RNA"). */
const NAMING = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'X']);

/** Whether a token can be a word of a noun phrase: a naming part of speech, or a letters-and-digits name the model did not know ("ER", "CD8+"). */
export function isNamingToken(t: Token): boolean {
  if (NAMING.has(t.pos)) return /[\p{L}\p{N}]/u.test(t.text);
  // Abbreviations and symbols the model calls interjections or symbols: "ER", "IL-6", "CD8+".
  return (t.pos === 'INTJ' || t.pos === 'SYM' || t.pos === 'VERB' || t.pos === 'AUX') && /^[A-Z][A-Za-z0-9+]*$/.test(t.text) && /[A-Z].*[A-Z0-9]|^[A-Z]{2,}/.test(t.text);
}

/**
 * A verb's -ing form used as a noun: "from design to sequencing", "then imaging". It names
 * an activity when no noun comes before it and no object after it ("T cells attacking cancer
 * cells" is a verb).
 */
function isGerund(toks: readonly Token[], j: number): boolean {
  const t = toks[j]!;
  if (t.pos !== 'VERB' || !/^[a-z]{3,}ing$/.test(t.lower)) return false;
  const before = toks[j - 1];
  const after = toks[j + 1];
  // "all pointing to a slaughterhouse", "going into the cell": a verb of motion, not a noun.
  if (after && /^(?:to|into|onto|towards|toward|at|from|back|up|down|out)$/.test(after.lower)) return false;
  return (!before || !isNamingToken(before)) && (!after || !(isNamingToken(after) || isDeterminer(after.lower)));
}

function isTrailingGerund(toks: readonly Token[], j: number): boolean {
  const t = toks[j]!;
  const after = toks[j + 1];
  return t.pos === 'VERB' && /^[a-z]{3,}ing$/.test(t.lower) && j > 0 && isNamingToken(toks[j - 1]!) && (!after || !(isNamingToken(after) || isDeterminer(after.lower)));
}

/**
 * A word the tagger took for a verb where it can only be a noun: the last word of a name before
 * a comma, "and" or the end ("the Fc stem,", "patient blood draw,", "a 96-well plate"), or a
 * word after "to" that follows a noun and comes before a noun ("from culture to drug
 * screening"). Verb forms in -ing, -ed and -en are left to the gerund and participle rules.
 */
function isMistaggedNoun(toks: readonly Token[], j: number): boolean {
  const t = toks[j]!;
  if (t.pos !== 'VERB' || /(?:ing|ed|en)$/.test(t.lower)) return false;
  const prev = toks[j - 1];
  const next = toks[j + 1];
  // "the aptamer folds and binds thrombin", "cells grow and divide": a verb joined by "and" to a verb of the same form is a verb, not the end of a name.
  const sForm = (x: Token) => /[^s]s$/.test(x.lower);
  const coordinated = next?.pos === 'CCONJ' && toks[j + 2]?.pos === 'VERB' && !/(?:ing|ed|en)$/.test(toks[j + 2]!.lower) && sForm(toks[j + 2]!) === sForm(t);
  const ends = !next || next.pos === 'PUNCT' || (next.pos === 'CCONJ' && !coordinated);
  const joined = prev !== undefined && prev.end === t.start && /^[-/]$/.test(prev.text);
  if (prev && ends && (isNamingToken(prev) || joined || prev.pos === 'ADV' && toks[j - 2]?.text === '-')) return true;
  const before = toks[j - 2];
  return prev?.lower === 'to' && before !== undefined && (before.pos === 'NOUN' || before.pos === 'PROPN' || (before.pos === 'VERB' && /ed$/.test(before.lower)) || isPassiveParticiple(toks, j - 2) || /^(?:back|up|down|out|over|across)$/.test(before.lower)) && (!next || ends || next.pos === 'NOUN');
}

export interface NounPhrase {
  /** Index of its first and last token (inclusive) in the token list. */
  first: number;
  last: number;
  /** The quantity before it ("three mice": 3), or null. */
  count: number | null;
  /** Index of the head noun: the last naming word before a preposition. */
  head: number;
}

/**
 * Noun phrases in a run of tokens: a determiner or quantity, then naming words joined by
 * hyphens, ending at the last noun. A verb form directly between a determiner and a noun is a
 * modifier ("the fixed cells"). `stop` marks tokens that may never be inside a phrase (words
 * the caller reads as relations, such as "arrow" or "labelled").
 */
export function nounPhrases(toks: readonly Token[], stop: (t: Token, i: number) => boolean = () => false): NounPhrase[] {
  const out: NounPhrase[] = [];
  let i = 0;
  while (i < toks.length) {
    let start = i;
    let count: number | null = null;
    // "the O, A, B and C horizons": a capital letter tagged as a name is that name, never the article "a".
    while (start < toks.length && isDeterminer(toks[start]!.lower) && !(toks[start]!.pos === 'PROPN' && /^[A-Z]$/.test(toks[start]!.text)) && !stop(toks[start]!, start)) start++;
    const q = start < toks.length ? quantityOf(toks[start]!.lower) : null;
    // "three mice", "2 flasks": a quantity directly before a naming word.
    if (q !== null && start + 1 < toks.length && isNamingToken(toks[start + 1]!) && !/^\d/.test(toks[start + 1]!.text) && !stop(toks[start + 1]!, start + 1)) {
      count = q;
      start++;
    }
    let end = start - 1;
    let j = start;
    for (; j < toks.length; j++) {
      const t = toks[j]!;
      if (stop(t, j) || isPassiveParticiple(toks, j)) break;
      const joined = j > start && toks[j - 1]!.end === t.start && /^[-/]$/.test(toks[j - 1]!.text);
      const hyphen = /^[-/]$/.test(t.text) && j > start && toks[j - 1]!.end === t.start && j + 1 < toks.length && toks[j + 1]!.start === t.end;
      const modifier = (t.pos === 'VERB' || t.pos === 'ADV') && j === start && j > i && isDeterminer(toks[j - 1]!.lower) && j + 1 < toks.length && isNamingToken(toks[j + 1]!);
      // "variant calling", "hit calling": an -ing form ending a phrase, with no object, is its head.
      const named = isNamingToken(t) || isMistaggedNoun(toks, j) || (j === start ? isGerund(toks, j) : isTrailingGerund(toks, j)) || (j > start && t.pos === 'ADV' && toks[j - 1]!.end === t.start && toks[j - 1]!.text === '-');
      // "unusually long names": an adverb inside a phrase, before the word it grades.
      const grading = t.pos === 'ADV' && j + 1 < toks.length && toks[j + 1]!.pos === 'ADJ' && end >= start;
      if (grading) continue;
      if (named || hyphen || joined || modifier) {
        if (named || joined) end = j;
        continue;
      }
      break;
    }
    if (end >= start) {
      out.push({ first: start, last: end, count, head: end });
      i = end + 1;
    } else i = Math.max(j, i + 1);
  }
  return out;
}

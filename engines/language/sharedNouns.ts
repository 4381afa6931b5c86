// One noun shared by the words listed before it: "the north and south poles" names a north pole
// and a south pole, "left and right ventricles" a left ventricle and a right ventricle. Spelt out,
// each name is whole wherever a reader cuts the list; a tagger that takes "north" or "south" for
// an adverb would otherwise lose the word.
import { nounKind } from './wordnet.ts';
import { singular } from './nouns.ts';

/** "W1, W2 and W3 Ns" (plain lower-case words, "and" or "or" before the last). */
const LISTED_BEFORE_NOUN = /\b((?:[a-z]+,\s+)*[a-z]+,?\s+(?:and|or)\s+)([a-z]+)\s+([a-z]+s)\b/g;

/** "W1 and W2 M Ns": the same with a name of two words ("red and white blood cells"). */
const LISTED_BEFORE_COMPOUND = /\b((?:[a-z]+,\s+)*[a-z]+,?\s+(?:and|or)\s+)([a-z]+)\s+([a-z]+)\s+([a-z]+s)\b/g;

/**
 * The text with each noun shared by a list of single words spelt out for every word, where
 * WordNet knows every word with the noun as one name ("north pole", "south pole"): then the
 * words name kinds of that noun and are no things of their own.
 */
export function spellOutSharedNouns(text: string): string {
  // "red and white blood cells": the shared name may be two words, WordNet knowing each whole ("red blood cell").
  text = text.replace(LISTED_BEFORE_COMPOUND, (m, lead: string, last: string, middle: string, plural: string) => {
    const noun = singular(plural);
    if (noun === plural) return m;
    const listed = [...lead.split(/,?\s+(?:and|or)\s+|,\s+/).filter(Boolean), last];
    const joiner = /\bor\s+$/.test(lead) ? 'or' : 'and';
    if (listed.length < 2 || !listed.every((w) => nounKind(`${w}_${middle}_${noun}`) !== undefined)) return m;
    const names = listed.map((w) => `${w} ${middle} ${noun}`);
    return `${names.slice(0, -1).join(', ')} ${joiner} ${names.at(-1)}`;
  });
  return text.replace(LISTED_BEFORE_NOUN, (m, lead: string, last: string, plural: string) => {
    const noun = singular(plural);
    if (noun === plural) return m;
    const listed = [...lead.split(/,?\s+(?:and|or)\s+|,\s+/).filter(Boolean), last];
    const joiner = /\bor\s+$/.test(lead) ? 'or' : 'and';
    if (listed.length < 2 || !listed.every((w) => nounKind(`${w}_${noun}`) !== undefined)) return m;
    const names = listed.map((w) => `${w} ${noun}`);
    return `${names.slice(0, -1).join(', ')} ${joiner} ${names.at(-1)}`;
  });
}

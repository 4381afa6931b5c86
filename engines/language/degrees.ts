// Adjectives of degree: comparatives ("older", "rounder than", "more variable") and superlatives
// ("largest", "most powerful"). They compare or rank, so a reader may never take one for a word
// that only describes a thing named beside it.
import type { Token } from './tokens.ts';
import { isAdjective } from './wordnet.ts';

/** Adjectives and adverbs ending as comparatives and superlatives do, that are neither. */
const NOT_INFLECTED: ReadonlySet<string> = new Set(['after', 'ever', 'never', 'however', 'whatever', 'whenever', 'wherever', 'together', 'rather', 'further', 'other', 'either', 'neither', 'over', 'under', 'upper', 'inner', 'outer', 'former', 'latter', 'proper', 'sober', 'clever', 'eager', 'honest', 'modest', 'earnest', 'forest', 'west', 'northwest', 'southwest', 'manifest', 'interest', 'number']);

/** Whether the word at `i` compares or ranks: an inflected adjective, a word before "than", or one after "more"/"most"/"less"/"least". */
export function isDegreeWord(words: readonly Token[], i: number): boolean {
  const t = words[i];
  if (!t) return false;
  // Taggers call "longer" an adverb and "rounder" a noun: the ending decides, less the words that only look inflected.
  if (['ADJ', 'ADV'].includes(t.pos) && /^[a-z]{2,}(?:er|est)$/.test(t.lower) && !NOT_INFLECTED.has(t.lower)) return true;
  if (['better', 'best', 'worse', 'worst'].includes(t.lower)) return true;
  // "the rounder cells": taggers call it a noun, and before a noun it is an adjective's degree.
  if (t.pos === 'NOUN' && words[i + 1]?.pos === 'NOUN' && /^[a-z]{2,}(?:er|est)$/.test(t.lower) && !NOT_INFLECTED.has(t.lower) && comparedAdjective(t.lower)) return true;
  if (words[i + 1]?.lower === 'than' && /er$/.test(t.lower)) return true;
  return ['ADJ', 'ADV'].includes(t.pos) && /^(more|most|less|least)$/.test(words[i - 1]?.lower ?? '');
}

/** Whether a word ending in -er or -est is an adjective's degree: "rounder" of round, "heavier" of heavy, "bigger" of big. */
function comparedAdjective(word: string): boolean {
  return adjectiveOfDegree(word) !== undefined;
}

/** The adjective a comparative or superlative is a degree of ("heavier": heavy, "bigger": big, "widest": wide), or undefined. */
export function adjectiveOfDegree(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (!/^[a-z]{2,}(?:er|est)$/.test(lower) || NOT_INFLECTED.has(lower)) return undefined;
  const stem = lower.replace(/(?:er|est)$/, '');
  return [stem, stem.replace(/i$/, 'y'), stem.replace(/(.)\1$/, '$1'), `${stem}e`].find((s) => s.length >= 2 && isAdjective(s));
}

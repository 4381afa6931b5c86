// Steps named by what they are rather than by their label: "the exclusion box", "the blocking
// step", "the lysis", "the three arms". The description's content words (the language layer's
// parts of speech; articles, prepositions and nouns like "step" or "box" say nothing about
// which step) must each be a word of the step's label, in any form (wordFamilies.ts), or name
// its role ("the decision about consent"). Every word must be found: a description is never
// matched by some of its words, so "the blocking step and make it red" names nothing.
import { tokens as languageTokens } from '../../language/index.ts';
import type { FlowGraph, FlowNode } from '../model.ts';
import { joinTokens, type Token } from './tokens.ts';
import { describedRole, GENERIC_STEP_NOUNS } from './vocabulary.ts';
import { sameWord, type Word } from './wordFamilies.ts';

export interface Description {
  /** As written. */
  text: string;
  /** The words a step's label (or role) must have. */
  words: Word[];
  /** "the arms", "the arm boxes": any number of steps, every one that fits. */
  plural: boolean;
  /** "the three arms", "both arms": how many steps it names. */
  count?: number;
  /** "the second wash" (2), "the last step" (-1): which of the steps it fits, in model order. */
  ordinal?: number;
}

/** A description names a step in a few words; a longer slot is some other reading. */
const MAX_WORDS = 12;
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM', 'X']);
const NUMBER_WORDS: Readonly<Record<string, number>> = { both: 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, last: -1 };

/** The description `tokens` make, or undefined when they are no description (quoted, empty, long). */
export function readDescription(tokens: readonly Token[]): Description | undefined {
  if (tokens.length === 0 || tokens.length > MAX_WORDS || tokens.some((t) => t.quoted)) return undefined;
  const text = joinTokens(tokens);
  const said = languageTokens(text).filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  if (said.length === 0) return undefined;
  const last = said[said.length - 1]!;
  const plural = last.pos === 'NOUN' && last.lower !== last.lemma && last.lower.endsWith('s');
  let count: number | undefined;
  let ordinal: number | undefined;
  const words: Word[] = [];
  for (const [k, t] of said.entries()) {
    const first = words.length === 0 && count === undefined && ordinal === undefined;
    // A number before the other words of a plural says how many: "the three arms", "both arms".
    const number = NUMBER_WORDS[t.lower] ?? (/^\d{1,2}$/.test(t.lower) ? Number(t.lower) : undefined);
    if (first && number !== undefined && (plural || t.lower === 'both') && k < said.length - 1) {
      count = number;
      continue;
    }
    // An ordinal before the other words of a singular says which: "the second wash".
    if (first && !plural && ORDINALS[t.lower] !== undefined) {
      ordinal = ORDINALS[t.lower];
      continue;
    }
    if (!CONTENT_POS.has(t.pos) || GENERIC_STEP_NOUNS.has(t.lower) || GENERIC_STEP_NOUNS.has(t.lemma)) continue;
    words.push({ lower: t.lower, lemma: t.lemma });
  }
  if (words.length === 0 && ordinal === undefined) return undefined;
  if (count !== undefined) return { text, words, plural: true, count };
  return ordinal === undefined ? { text, words, plural } : { text, words, plural, ordinal };
}

/**
 * The step an ordinal description picks among the steps it fits, in model order (notes are
 * not counted unless the description is of notes); undefined when there are too few.
 */
export function pickOrdinal(fitting: readonly FlowNode[], description: Description): FlowNode | undefined {
  const steps = description.words.some((w) => describedRole(w.lemma) === 'note') ? fitting : fitting.filter((n) => n.role !== 'note');
  return steps[description.ordinal! > 0 ? description.ordinal! - 1 : steps.length + description.ordinal!];
}

/** The steps the description fits, in model order. */
export function stepsFitting(graph: FlowGraph, description: Description): FlowNode[] {
  return graph.nodes.filter((node) => {
    const label = labelWords(node.label);
    return description.words.every((w) => describedRole(w.lemma) === node.role || label.some((v) => sameWord(w, v)));
  });
}

/** Labels' words, kept: a clause's readings ask for the same labels again and again. */
const labelCache = new Map<string, Word[]>();
const LABEL_CACHE_SIZE = 2000;

function labelWords(label: string): Word[] {
  let words = labelCache.get(label);
  if (!words) {
    words = languageTokens(label)
      .filter((t) => /[\p{L}\p{N}]/u.test(t.text))
      .map((t) => ({ lower: t.lower, lemma: t.lemma }));
    if (labelCache.size >= LABEL_CACHE_SIZE) labelCache.clear();
    labelCache.set(label, words);
  }
  return words;
}

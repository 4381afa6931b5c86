// Clauses that say how the image is rather than what to do: "the photo came out a bit dark",
// "it looks slightly out of focus", "there's a stray caption from the draft". They are never
// read as an edit ("dark" there is no request to darken). Such a clause is context, set aside,
// when it names nothing an edit acts on, or when the state it describes is what another clause
// of the request corrects ("came out a bit dark" beside "brighten it"); otherwise it is
// refused with the rest of what was not understood.
import { parseColour } from './colours.ts';
import { readIntent } from './intents.ts';
import { roleOf, vocabulary, wordsOf, type Word } from './lexicon.ts';
import type { Clause } from './normalise.ts';
import type { Step } from './steps.ts';

const DESCRIBES = new RegExp(
  String.raw`^(?:(?:but|and|so|well|ok|okay|also|because|since)\s+)?(?:there's|theres|there is|there are|it's|its|it is|it was|it looks|it seems|this is|that's|that is|i know|i think|i'm|im|i am|we're|they're|(?:the|this|that|my|our|your|all the|these|those) (?:[\w'-]+ ){0,3}(?:is|are|was|were|looks?|seems?|came|comes|charges?|has|have|got|gets|appears?))\b`,
);

/** Nouns of things an edit acts on: a description that names one may be a request in disguise. */
const EDIT_NOUNS = vocabulary('background', 'border', 'margin', 'margins', 'whitespace', 'space', 'padding', 'panel', 'panels', 'row', 'column', 'label', 'labels', 'text', 'legend', 'axis', 'title', 'arrow', 'caption', 'side', 'edge', 'corner', 'half', 'size', 'ratio', 'orientation', 'upside', 'sideways', 'tilted', 'crooked', 'rotated', 'mirrored', 'flipped');

export function describes(said: string): boolean {
  return DESCRIBES.test(said);
}

function editWords(words: Word[]): Word[] {
  return words.filter((w) => {
    const role = roleOf(w);
    return role?.kind === 'quality' || (parseColour(w.lower) !== null && w.lower !== 'transparent') || EDIT_NOUNS.includes(w.lower) || /^(?:left|right|top|bottom|topleft|topright|bottomleft|bottomright|panel_\w+)$/.test(w.lower);
  });
}

/** Whether a describing clause is context for these steps (see the file's comment). */
export function isContext(clause: Clause, steps: Step[]): boolean {
  const words = wordsOf(clause.core);
  const named = editWords(words);
  if (named.length === 0) return true;
  if (named.some((w) => roleOf(w)?.kind !== 'quality')) return false;
  // Only qualities: the state described ("dark") is the opposite of a step's direction (brighten).
  const state = readIntent(named, clause).step;
  if (!state || !['brightness', 'contrast', 'sharpen', 'blur'].includes(state.op)) return false;
  const sign = (s: Step) => (s.op === 'brightness' || s.op === 'contrast' ? Math.sign(s.amount) : s.op === 'sharpen' ? 1 : s.op === 'blur' ? -1 : 0);
  const family = (s: Step) => (s.op === 'sharpen' || s.op === 'blur' ? 'sharpness' : s.op);
  return steps.some((s) => family(s) === family(state) && sign(s) === -sign(state));
}

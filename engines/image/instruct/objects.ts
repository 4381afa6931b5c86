// An adjustment aimed at one thing of the picture: "blur the cat's face", "sharpen the gauge",
// "brighten the label on the bottle". The thing is not found by the local editor; it is the
// area the mask marks, so the step applies under the mask, and without one the edit fails
// with MASK_REQUIRED naming the thing. Only adjustments read whole but for the thing's words
// qualify, and only when those words name a thing: nouns (with their adjectives and
// possessives), never a part of the image said by place (a half, a side, a panel, a margin),
// never data (erasing or changing data is refused elsewhere), never a word read as something else.
import { tokens } from '../../language/index.ts';
import { baseForms, MARKS, roleOf, vocabulary, type Word } from './lexicon.ts';
import type { Step } from './steps.ts';

/** Parts of the image by place: an adjustment limited to one needs a mask too, but is not a thing to name. */
const PLACES = vocabulary('half', 'halves', 'third', 'quarter', 'side', 'sides', 'edge', 'edges', 'corner', 'corners', 'margin', 'margins', 'border', 'top', 'bottom', 'left', 'right', 'middle', 'centre', 'center', 'area', 'region', 'part', 'panel', 'panels', 'row', 'column', 'everything', 'whole', 'rest');
/** The colours are no thing of the picture: "brighten the colours" asks about their strength (refusals.ts). */
const COLOURS = vocabulary('color', 'colors', 'colour', 'colours', 'tones', 'hues');
const DATA = vocabulary('outlier', 'outliers', 'data', 'datapoint', 'value', 'values', 'error', 'errorbar', 'measurement', 'measurements');
const ADJUSTMENTS: ReadonlySet<string> = new Set(['brightness', 'contrast', 'sharpen', 'blur']);

/**
 * The step aimed at the thing the unread words name, or null. `partial` is the adjustment the
 * clause's other words make; `unused` the words no reader took, as written.
 */
export function onObject(partial: Step | null, unused: string[], words: Word[], core: string, said: string = core): Step | null {
  if (!partial || !ADJUSTMENTS.has(partial.op) || unused.length === 0 || unused.length > 5) return null;
  const unread = new Set(unused.map((u) => u.toLowerCase()));
  // Tagged as said, articles and all: "blur faces" alone reads "faces" as a verb, "blur the faces" as a noun.
  const kinds = tokens(said).filter((t) => unread.has(t.lower) || unread.has(t.lower.replace(/'s$/, '')));
  if (kinds.length === 0 || !kinds.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return null;
  if (!kinds.every((t) => ['NOUN', 'PROPN', 'ADJ', 'PART'].includes(t.pos) || /'s$/.test(t.lower))) return null;
  // Exact forms only: a thing's name is often near a word of these lists ("bottle", "bottom").
  const among = (w: Word, list: readonly string[]) => baseForms(w).some((f) => list.includes(f));
  const thingWords = words.filter((w) => unread.has(w.lower));
  if (thingWords.some((w) => among(w, PLACES) || among(w, DATA) || among(w, MARKS) || among(w, COLOURS))) return null;
  // A quality said of the thing ("a dark background", "the blurry part") describes it; only a quality done to it aims at it.
  const first0 = words.findIndex((w) => unread.has(w.lower));
  const before = words[first0 - 1];
  if (before && roleOf(before)?.kind === 'quality' && !/(?:en|ify|ise|ize)$/.test(before.lower) && !['blur', 'sharpen', 'soften', 'smooth'].includes(before.lower)) return null;
  // The thing as said, from its first word to its last ("the label on the reagent bottle").
  const first = words.findIndex((w) => unread.has(w.lower));
  const last = words.findLastIndex((w) => unread.has(w.lower));
  const object = `the ${words.slice(first, last + 1).map((w) => w.text).join(' ')}`;
  return { ...partial, inMask: true, object } as Step;
}

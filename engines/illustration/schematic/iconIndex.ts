// Which icon shows a phrase. Two sources, in order of trust: the curated table of scientific
// words (vocabulary.ts), then an icon whose whole name is the words ("blood vessel" ->
// healthicons:blood-vessel, "microscope" -> healthicons:microscope). Longer word groups win
// over single words, and within a phrase the head noun is tried first. Matching a word to the
// last part of an icon's name was tried and dropped: "dish" found satellite-dish, "paper"
// toilet-paper. No match leaves the phrase without an icon: it is drawn as a labelled box,
// never as a look-alike.
import { findIcon, iconNames, type IconSetName } from './iconSets.ts';
import { nounKind } from '../../language/index.ts';
import { singular, SYNONYMS } from './vocabulary.ts';

export interface IconMatch {
  /** `set:name` of the icon drawn. */
  ref: string;
  /** The words of the phrase that matched. */
  word: string;
  via: 'curated' | 'name';
}

/** Icon name variants that are the same drawing again (the renderer picks the variant). */
const VARIANT = /-(?:outline|negative|24px|alt\d*|\d+)(?=-|$)/;
/** Names that would mislead if matched by a word: a computer mouse is not a mouse. */
const MISLEADING = new Set(['lucide:mouse', 'lucide:cast', 'lucide:shell', 'lucide:tablet', 'lucide:crop', 'lucide:table', 'lucide:plug', 'lucide:drum', 'lucide:dock', 'lucide:vault', 'lucide:badge', 'lucide:pin', 'lucide:slice', 'lucide:tag', 'lucide:ticket', 'lucide:frame', 'lucide:cross', 'lucide:key', 'lucide:lock', 'lucide:nut', 'lucide:ghost', 'lucide:crown', 'lucide:satellite-dish', 'lucide:scale', 'lucide:target', 'lucide:component', 'lucide:option', 'lucide:command', 'lucide:shapes', 'lucide:layers', 'lucide:gem', 'lucide:library', 'lucide:podium', 'lucide:spade', 'lucide:club']);
/** Name tokens too generic to stand for the icon, and sets' abbreviations. */
const GENERIC = new Set('a b c d alt ui logo level bars result test care unit center centre department worker meeting program policy gaps system sign no yes ok default negative positive info entry stop health symptom tally peace star pound euro dollar yen won rupee peso ruble naira tac imm rmnh sti msm pwid ancv loinc icd hpv vih circle square triangle large medium small x y z off plus minus check'.split(' '));

let index: Map<string, string> | null = null;

/** Icon names as words ("test tube" for lucide:test-tubes), the first set's icon winning. */
function nameIndex(): Map<string, string> {
  if (index) return index;
  const whole = new Map<string, string>();
  for (const set of ['healthicons', 'lucide'] as IconSetName[]) {
    for (const name of iconNames(set).sort()) {
      if (VARIANT.test(name) || MISLEADING.has(`${set}:${name}`)) continue;
      const tokens = name.split('-');
      if (tokens.some((t) => /^\d|^.$/.test(t))) continue;
      const key = tokens.map(singular).join(' ');
      if (!whole.has(key)) whole.set(key, `${set}:${name}`);
    }
  }
  index = whole;
  return index;
}

function curated(key: string): string | null {
  for (const ref of SYNONYMS[key] ?? []) if (findIcon(ref)) return ref;
  return null;
}

/** Word groups of two and three contiguous words, longest first. */
function groups(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const n of [3, 2]) for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n).join(' '));
  return out;
}

/** The icon for a phrase, or null when nothing in the sets shows it. */
export function matchIcon(phrase: { words: readonly string[]; lookup: readonly string[] }): IconMatch | null {
  const whole = nameIndex();
  const multi = groups(phrase.words);
  for (const key of multi) {
    const ref = curated(key);
    if (ref) return { ref, word: key, via: 'curated' };
  }
  for (const key of multi) {
    const ref = whole.get(key);
    if (ref) return { ref, word: key, via: 'name' };
  }
  // "light bulb" is a word of its own (WordNet names it): a word before its head names another
  // thing ("light" is no bulb), so only the head may give its icon; "mouse model" is no such
  // word, and the mouse shows the model.
  const fixed = phrase.words.length >= 2 && phrase.words.length <= 3 && nounKind(phrase.words.join('_')) !== undefined;
  const tried = fixed ? phrase.lookup.slice(0, 1) : phrase.lookup;
  for (const word of tried) {
    const ref = curated(word);
    if (ref) return { ref, word, via: 'curated' };
  }
  for (const word of tried) {
    const ref = whole.get(word);
    if (ref && !GENERIC.has(word)) return { ref, word, via: 'name' };
  }
  return null;
}

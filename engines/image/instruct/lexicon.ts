// What the words of an edit instruction mean, by meaning rather than by phrase: each word is
// looked up by its forms (as written, its lemma, its adjective base: "brighter" -> bright,
// "blurrier" -> blurry, "slightly" -> slight) and, when no entry has it exactly, by word
// family and typo through the shared language layer ("lighten" ~ light, "sharpen" ~ sharp,
// "shapren" ~ sharpen). A reader (intents.ts) then builds one typed intent from the roles.
import { nounKind, root, sameWord, tokens, verbKind } from '../../language/index.ts';

/** The adjustable qualities of an image; a word of one says which way it points. */
export type Quality = 'brightness' | 'contrast' | 'sharpness' | 'blur';

export type Role =
  /** `polar`: the word itself says which way (brighten, darker); a noun (brightness) needs a direction word. */
  | { kind: 'quality'; quality: Quality; sign: 1 | -1; polar: boolean }
  | { kind: 'direction'; sign: 1 | -1 }
  | { kind: 'intensity'; level: 'slight' | 'normal' | 'strong' }
  /** Verbs that carry no meaning of their own here: "make it brighter", "give it more contrast". */
  | { kind: 'light verb' }
  /** Grammar: prepositions, pronouns, particles. */
  | { kind: 'grammar' }
  | { kind: 'word'; meaning: string };

export interface Word {
  text: string;
  lower: string;
  lemma: string;
}

const ENTRIES: ReadonlyArray<readonly [string, Role]> = [
  ...(['bright', 'light', 'brighten', 'lighten'] as const).map((w) => [w, { kind: 'quality', quality: 'brightness', sign: 1, polar: true }] as const),
  ...(['brightness', 'lightness', 'exposure', 'luminosity'] as const).map((w) => [w, { kind: 'quality', quality: 'brightness', sign: 1, polar: false }] as const),
  ...(['dark', 'dim', 'darken'] as const).map((w) => [w, { kind: 'quality', quality: 'brightness', sign: -1, polar: true }] as const),
  ['darkness', { kind: 'quality', quality: 'brightness', sign: -1, polar: false }],
  ['contrasty', { kind: 'quality', quality: 'contrast', sign: 1, polar: true }],
  ['contrast', { kind: 'quality', quality: 'contrast', sign: 1, polar: false }],
  ...(['sharp', 'sharpen', 'crisp', 'crispen'] as const).map((w) => [w, { kind: 'quality', quality: 'sharpness', sign: 1, polar: true }] as const),
  ...(['sharpness', 'crispness', 'acutance'] as const).map((w) => [w, { kind: 'quality', quality: 'sharpness', sign: 1, polar: false }] as const),
  ...(['unblur', 'deblur'] as const).map((w) => [w, { kind: 'quality', quality: 'sharpness', sign: 1, polar: true }] as const),
  ...(['blur', 'blurry', 'soften', 'soft', 'smooth', 'smoothen', 'fuzzy', 'defocus', 'blurred', 'smudge', 'smear'] as const).map((w) => [w, { kind: 'quality', quality: 'blur', sign: 1, polar: true }] as const),
  ...(['blurriness', 'softness', 'smoothness', 'fuzziness'] as const).map((w) => [w, { kind: 'quality', quality: 'blur', sign: 1, polar: false }] as const),
  ...['increase', 'raise', 'boost', 'up', 'more', 'high', 'enhance', 'add', 'amplify', 'heighten', 'strengthen', 'bump', 'crank', 'push', 'improve', 'maximise', 'maximize', 'intensify', 'extra'].map(
    (w) => [w, { kind: 'direction', sign: 1 }] as const,
  ),
  ...['decrease', 'reduce', 'lower', 'low', 'down', 'less', 'lessen', 'weaken', 'diminish', 'drop', 'cut', 'minimise', 'minimize', 'remove', 'fewer', 'tone down', 'undo'].map(
    (w) => [w, { kind: 'direction', sign: -1 }] as const,
  ),
  ...['slight', 'little', 'bit', 'touch', 'tad', 'hint', 'somewhat', 'gentle', 'gently', 'mild', 'subtle', 'lightly', 'small', 'smidge', 'smidgen', 'notch', 'marginal', 'fraction', 'wee', 'tiny', 'teeny', 'weeny'].map(
    (w) => [w, { kind: 'intensity', level: 'slight' }] as const,
  ),
  ...['moderate', 'medium', 'some', 'bit more', 'normal', 'standard'].map((w) => [w, { kind: 'intensity', level: 'normal' }] as const),
  ...['lot', 'lots', 'much', 'very', 'really', 'strong', 'heavy', 'significant', 'considerable', 'substantial', 'dramatic', 'great', 'far', 'way', 'huge', 'massive', 'extreme', 'drastic', 'super', 'ton', 'tons', 'aggressive', 'hard'].map(
    (w) => [w, { kind: 'intensity', level: 'strong' }] as const,
  ),
  ...['make', 'turn', 'render', 'get', 'give', 'apply', 'set', 'go', 'do', 'look', 'use', 'put', 'bring', 'tone', 'adjust', 'knock', 'dial', 'nudge', 'take', 'pull', 'kick', 'pump', 'jack', 'change', 'tweak', 'correct', 'fix', 'appear', 'seem', 'need', 'want', 'could', 'should', 'would', 'can', 'will', 'be', 'is', 'are', 'slightly-'].map(
    (w) => [w, { kind: 'light verb' }] as const,
  ),
  ...['to', 'by', 'of', 'in', 'on', 'with', 'for', 'it', 'its', 'so', 'that', 'this', 'overall', 'uniformly', 'evenly', 'globally', 'throughout', 'whole', 'everything', 'all', 'bit', 'too', 'just', 'only', 'little', 'amount', 'level', 'effect', 'filter', 'mask', 'gaussian', 'unsharp', 'up', 'out', 'as', 'well', 'also', 'please', 'me', 'we', 'i', 'you', 'again', 'then', 'and', 'but', 'at', 'least', 'even', 'maybe', 'perhaps', 'simply', 'our', 'my', 'them', 'their', 'completely', 'entirely', 'fully', 'totally', 'altogether', 'radius', 'sigma', 'strength', 'kernel', 'quite', 'rather', 'fairly', 'pretty'].map(
    (w) => [w, { kind: 'grammar' }] as const,
  ),
];

const EXACT = new Map<string, Role>();
for (const [w, role] of ENTRIES) if (!EXACT.has(w)) EXACT.set(w, role);

/**
 * Every word some reader lists. A word that is one of them is that word, never a misspelling
 * of another: "decrease" is not a typo of "increase", nor "right" of "light".
 */
const KNOWN = new Set<string>(EXACT.keys());

/** A reader's list of words, registered as known words. */
export function vocabulary(...list: string[]): readonly string[] {
  for (const w of list) KNOWN.add(w);
  return list;
}

/** Whether a word, in one of its forms, is a word some reader lists. */
export function isListed(word: Word): boolean {
  return baseForms(word).some((f) => KNOWN.has(f));
}

/** The forms a word may be listed under: as written, its lemma, and without a degree or manner ending. */
export function baseForms(word: Word): string[] {
  const out = [word.lower, word.lemma];
  for (const w of [word.lower, word.lemma]) {
    // Comparatives and superlatives: brighter, dimmer, blurrier, crispest.
    let m = /^(.{2,}?)(?:ier|iest)$/.exec(w);
    if (m) out.push(`${m[1]}y`);
    m = /^(.{3,}?)(?:er|est)$/.exec(w);
    if (m) out.push(m[1]!, m[1]!.replace(/([b-df-hj-np-tv-z])\1$/, '$1'), `${m[1]}e`);
    m = /^(.{3,}?)(?:ly)$/.exec(w);
    if (m) out.push(m[1]!, m[1]!.replace(/i$/, 'y'));
  }
  return [...new Set(out)];
}

/**
 * Whether a word is an entry in another form or misspelt. A word the dictionary has is never a
 * misspelling of another ("drain" is not "grain", "theme" not "them"), nor of a word whose root
 * it only begins like ("instrument" is not "insta"): only its own root counts.
 */
function near(form: string, entry: string): boolean {
  if (!sameWord({ lower: form, lemma: form }, { lower: entry, lemma: entry })) return false;
  if (root(form) === root(entry)) return true;
  // Roots that only share their beginning ("instrument" ~ "insta"), or a typo's letters: a word the dictionary has is its own word.
  return nounKind(form) === undefined && verbKind(form) === undefined;
}

/** The role of one word: its exact entry under any of its forms, else the entry of its family (or of the word it misspells). */
export function roleOf(word: Word): Role | null {
  for (const form of baseForms(word)) {
    const role = EXACT.get(form);
    if (role) return role;
  }
  if (/\d/.test(word.lower) || word.lower.length < 4 || isListed(word)) return null;
  for (const [entry, role] of ENTRIES) {
    // Function words and light verbs are short and common: a word near one ("theme", "them") is another word, not a typo of it.
    if (entry.includes(' ') || role.kind === 'grammar' || role.kind === 'light verb') continue;
    if (baseForms(word).some((form) => near(form, entry))) return role;
  }
  return null;
}

/** Things of a chart whose colours a recolour changes: "make the bars navy", "the cluster colours". */
export const MARKS = vocabulary('bar', 'bars', 'line', 'lines', 'point', 'points', 'dot', 'dots', 'marker', 'markers', 'series', 'curve', 'curves', 'cluster', 'clusters', 'group', 'groups', 'category', 'categories', 'condition', 'conditions', 'trace', 'traces');

/** Whether a word is one of these, by its forms, family or a typo. */
export function isWord(word: Word, entries: readonly string[]): boolean {
  const forms = baseForms(word);
  if (entries.some((e) => forms.includes(e))) return true;
  if (word.lower.length < 4 || /\d/.test(word.lower) || isListed(word)) return false;
  return entries.some((e) => e.length >= 4 && forms.some((f) => near(f, e)));
}

/** The words of a clause, with their lemmas from the shared tokenizer; numbers with units ("20%", "3px", "16:9") stay one word. */
export function wordsOf(core: string): Word[] {
  if (core.trim() === '') return [];
  const lemmas = new Map<number, string>();
  for (const t of tokens(core)) lemmas.set(t.start, t.lemma);
  const out: Word[] = [];
  let at = 0;
  for (const text of core.split(' ')) {
    const start = core.indexOf(text, at);
    at = start + text.length;
    if (text === '') continue;
    out.push({ text, lower: text.toLowerCase(), lemma: lemmas.get(start) ?? text.toLowerCase() });
  }
  return out;
}

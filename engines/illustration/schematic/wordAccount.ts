// The account of every word: each content word of the prompt (noun, proper noun, verb,
// adjective, adverb, number) must end in exactly one role that the drawn scene shows or that a
// rule sets aside. The reader (scene.ts, clause.ts) says what it made of each word; this file
// checks that claim against the scene itself: a word said to be a thing is in a thing's label,
// a part in a part, a caption in a caption, a relation in a scene that has arrows, and a word
// that became nothing ("function") is no content word. Words with no role, or a role the scene
// does not show, are returned so that the request is refused naming them.
import { isContent, sameWord, singular, type Token } from '../../language/index.ts';
import { readTokens } from './words.ts';
import { HOLDING } from './vocabulary.ts';
import type { Scene, SceneWord, WordUse } from './sceneTypes.ts';

/** Roles that set a word aside by rule: it asks for the figure, describes its look or tells the story behind it. */
const SET_ASIDE: ReadonlySet<WordUse> = new Set(['style', 'figure', 'request', 'context', 'denied', 'quantity']);
/** Words that ask for labels: accounted for when the scene has any part or caption. */
const LABEL_FAMILY = /^(?:label|labels|labelled|labeled|labelling|labeling|lablled|labled|annotated?|annotations?|marked|highlighted|shaded|coloured|colored|circled|outlined|indicated|captioned|captions?|tagged|named|called|names?|reading)$/;
/** Words that introduce the title: accounted for when the scene has one. */
const TITLE_FAMILY = /^(?:title|titled|entitled|heading|headed|called|caption)$/;
/** Words that set one thing beside another, with no arrow: "next to", "beside". */
const PLACE_FAMILY = /^(?:next|close|adjacent|beside|near|opposite|alongside|surrounded|flanked|encircled|ringed|bordered|lined|covered|filled|coated)$/;
/** Words that place the two sides of a comparison. */
const SIDE_WORDS = /^(?:left|right|top|bottom|half|side)$/;

/** A word as compared across the reader's pieces: lower case, letters and digits, singular. */
export function wordKey(text: string): string {
  return singular(text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''));
}

/** The keys of every word in a piece of drawn text. */
function keysOf(text: string | null | undefined): Set<string> {
  const out = new Set<string>();
  for (const w of (text ?? '').split(/[\s\-–—/'’"“”‘«»(),.:;!?+]+/)) {
    const k = wordKey(w);
    if (k) out.add(k);
  }
  return out;
}

/** Parts of speech whose words carry a meaning the scene must show or set aside. */
const ACCOUNTABLE = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'X']);
/** Words tagged as content that only point at something named ("the normal one"). */
const POINTERS = new Set(['one', 'ones', 'other', 'others', 'same']);

/** Whether a token is a word whose meaning must be drawn or set aside: a noun, proper noun, verb or adjective. */
export function isAccountable(t: Token): boolean {
  return (ACCOUNTABLE.has(t.pos) && isContent(t) && /\p{L}/u.test(t.text) && !POINTERS.has(t.lower)) || isStandIn(t);
}

/** Pronouns that stand for a thing named elsewhere ("and it is cleared by the kidneys"): the scene must say which, or the prompt is refused. */
const STAND_INS = /^(?:it|they|them)$/;
/** Words of place before a pronoun that points at the thing just named. */
const PLACED_BY = /^(?:beside|to|under|over|above|below|behind|near|around|inside|within|by|on|in|into|from|of|label|mark|caption|call|name)$/;
function isStandIn(t: Token): boolean {
  return t.pos === 'PRON' && STAND_INS.test(t.lower);
}

/** The words of `before` that a rewrite left out of `after`, as written: the reader must say what became of them. */
export function droppedWords(before: string, after: string): string[] {
  const left = new Map<string, number>();
  for (const w of after.split(/[\s\-–—/]+/)) {
    const k = wordKey(w);
    if (k) left.set(k, (left.get(k) ?? 0) + 1);
  }
  const out: string[] = [];
  for (const w of before.split(/[\s\-–—/]+/)) {
    const k = wordKey(w);
    if (!k) continue;
    const n = left.get(k) ?? 0;
    if (n > 0) left.set(k, n - 1);
    else out.push(w);
  }
  return out;
}

/**
 * A verb that says what a thing does, inside what was read as a thing's name: "a robot that
 * bakes bread" read as "Bakes bread", "fibroblasts deposit collagen" as one thing. Participles
 * and gerunds name things ("activated fibroblast", "variant calling"), and a verb at the end of
 * a name is a noun the tagger mistook ("patient blood draw").
 */
function isClauseVerb(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  if (t.pos !== 'VERB' || /(?:ing|ed|en)$/.test(t.lower)) return false;
  const prev = toks[i - 1];
  const next = toks[i + 1];
  const naming = (x: Token | undefined) => x !== undefined && (x.pos === 'NOUN' || x.pos === 'PROPN' || x.pos === 'X');
  if (/^(?:that|which|who)$/.test(prev?.lower ?? '')) return true;
  return naming(prev) && (naming(next) || next?.pos === 'DET' || next?.pos === 'ADJ');
}

export interface Unplaced {
  word: string;
  why: string;
}

/** Whether the role a word was given is one the scene shows. */
function shown(use: WordUse, key: string, lemma: string, scene: Scene, drawn: Record<'subject' | 'part' | 'caption' | 'title' | 'arrow', Set<string>>): boolean {
  const labelled = scene.subjects.some((s) => s.parts.length > 0 || s.caption !== null);
  switch (use) {
    case 'subject':
    case 'setting':
      return drawn.subject.has(key);
    case 'part':
      // An instruction names its host by the words the prompt used for it ("on the translocated one").
      // An instruction gives parts or a caption ("the cactus labelled 'desert'").
      // "on the e-cig": a host named by its name clipped to its start (instructions.ts, findReferent).
      return drawn.part.has(key) || drawn.caption.has(key) || (LABEL_FAMILY.test(key) && labelled) || drawn.subject.has(key) || [...drawn.subject].some((w) => sameWord({ lower: key, lemma }, { lower: w, lemma: w })) || (key.length >= 3 && scene.subjects.some((s) => s.label.toLowerCase().split(/\s+/).some((w) => wordKey(w).startsWith(key))));
    case 'labelling':
      // "each with its name under it": every thing is drawn with its name.
      return labelled || /^names?$/.test(key);
    case 'caption':
      return drawn.caption.has(key) || (LABEL_FAMILY.test(key) && labelled);
    case 'title':
      return drawn.title.has(key) || (TITLE_FAMILY.test(key) && scene.title !== null);
    case 'arrow':
      return scene.arrows.length > 0 || (PLACE_FAMILY.test(key) && scene.subjects.length > 1);
    case 'relation':
      // A verb that relates two things names the arrow it drew; a verb on no arrow was lost.
      // A thing an arrow moves ("takes nitrate back to N2") is drawn as the arrow's start.
      return drawn.arrow.has(key) || drawn.subject.has(key) || ((PLACE_FAMILY.test(key) || HOLDING.test(lemma)) && scene.subjects.length > 1);
    case 'layout':
      // "on the left", "right half": side words place a comparison, and nothing else.
      // A flow's start placed "on the left" says where its arrows begin.
      // Three things "on the left", "in the middle" and "on the right" are a row in the order named, as a set is drawn.
      return !SIDE_WORDS.test(key) || scene.layout === 'comparison' || ((scene.arrows.length > 0 || (scene.layout === 'set' && scene.subjects.length === 3)) && /^(?:left|right)$/.test(key));
    case 'function':
      return false;
    default:
      return SET_ASIDE.has(use);
  }
}

/** The prompt's content words that no role of the scene accounts for, each with why. */
export function unplacedWords(text: string, scene: Scene): Unplaced[] {
  const drawn = {
    subject: new Set(scene.subjects.flatMap((s) => [...keysOf(s.label), ...keysOf(s.noun)])),
    part: new Set(scene.subjects.flatMap((s) => s.parts.flatMap((p) => [...keysOf(p)]))),
    caption: new Set(scene.subjects.flatMap((s) => [...keysOf(s.caption)])),
    title: keysOf(scene.title),
    arrow: new Set(scene.arrows.flatMap((a) => [...keysOf(a.label)])),
  };
  // Each word the reader accounted for, by key: the roles it was given, one per mention.
  const roles = new Map<string, WordUse[]>();
  const add = (w: SceneWord) => {
    for (const piece of w.text.split(/[\s\-–—/]+/)) {
      const k = wordKey(piece);
      if (k) roles.set(k, [...(roles.get(k) ?? []), w.use]);
    }
  };
  scene.words.forEach(add);
  const mentions = new Map<string, Token[]>();
  const all = readTokens(text);
  const out: Unplaced[] = [];
  // A step named by its action ("Virus infects cell") is drawn as its words, verb and all.
  const steps = new Set(scene.subjects.filter((s) => s.step).flatMap((s) => [...keysOf(s.label)]));
  all.forEach((t, i) => {
    if (isClauseVerb(all, i) && !steps.has(wordKey(t.text)) && (roles.get(wordKey(t.text)) ?? []).every((u) => u === 'subject')) out.push({ word: t.text, why: 'a verb read as part of the name of a thing' });
  });
  for (const [i, t] of all.entries()) {
    if (!isAccountable(t)) continue;
    // "beside it", "next to it", "with its name under it": a pronoun after a word of place is the thing just named, placing another by it;
    // "Label them 'Before' and 'After'": after a word of labelling, the things it labels.
    if (isStandIn(t) && PLACED_BY.test(all[i - 1]?.lower ?? '')) continue;
    for (const piece of t.text.split(/[-–—/]+/)) {
      const k = wordKey(piece);
      if (k) mentions.set(k, [...(mentions.get(k) ?? []), t]);
    }
  }
  for (const [key, toks] of mentions) {
    if (out.some((u) => wordKey(u.word) === key)) continue;
    const given = roles.get(key) ?? [];
    const lemma = toks[0]!.lemma;
    const good = given.filter((u) => shown(u, key, lemma, scene, drawn)).length;
    if (good >= toks.length) continue;
    const word = toks[0]!.text;
    if (given.length < toks.length && good === given.length) out.push({ word, why: 'read as nothing' });
    else out.push({ word, why: `read as ${given.find((u) => !shown(u, key, lemma, scene, drawn)) ?? 'nothing'}, which the scene does not show` });
  }
  return out;
}

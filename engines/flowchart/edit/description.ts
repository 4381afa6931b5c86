// Steps named by what they are rather than by their label: "the exclusion box", "the blocking
// step", "the lysis", "the three arms". The description's content words (the language layer's
// parts of speech; articles, prepositions and nouns like "step" or "box" say nothing about
// which step) must each be a word of the step's label, in any form (wordFamilies.ts), or name
// its role ("the decision about consent"). Every word must be found: a description is never
// matched by some of its words, so "the blocking step and make it red" names nothing.
import { tokens as languageTokens } from '../../language/index.ts';
import type { FlowGraph, FlowNode } from '../model.ts';
import { fanOutTargets, isBranchWord } from './fans.ts';
import { joinTokens, type Token } from './tokens.ts';
import { describedRole, GENERIC_STEP_NOUNS } from './vocabulary.ts';
import { isTypo, nounKind, root, sameWord, verbKind, type Word } from '../../language/index.ts';

export interface Description {
  /** As written. */
  text: string;
  /** The words a step's label (or role) must have. */
  words: Word[];
  /** "the arms", "the arm boxes": any number of steps, every one that fits. */
  plural: boolean;
  /** "the three arms", "both arms": how many steps it names. */
  count?: number;
  /**
   * "the second wash" (2), "the last step" (-1): which of the steps it fits, in model order;
   * with a count, from which end the steps are counted ("the first three steps", "the last two").
   */
  ordinal?: number;
  /** "the steps done on ice or at 4 °C": a step fits when it has all the words of one of these too. */
  anyOf?: Word[][];
  /** Words written in capitals ("CXR"): each also fits a label whose words' initials spell it ("Chest X-ray"). */
  initialisms?: Set<string>;
}

/** An initialism of three to five capitals; two are too often a word's start ("ED", "IV"). */
const INITIALISM = /^[A-Z]{3,5}$/;

/** Whether words of a label, one after another, start with the letters of an initialism ("cxr": Chest X-ray). */
function spellsInitials(label: string, letters: string): boolean {
  const initials = label
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .map((w) => w[0]!.toLowerCase())
    .join('');
  return initials.includes(letters);
}

/** A description names a step in a few words; a longer slot is some other reading. */
const MAX_WORDS = 12;
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM', 'X']);
const NUMBER_WORDS: Readonly<Record<string, number>> = { both: 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, last: -1 };

/**
 * Verbs of a clause after the step noun that say only that the steps are done ("the steps done
 * by the nurse", "the steps carried out on ice", "the ones that happen at 4 °C"): the clause's
 * other words describe the steps, these say nothing about which.
 */
const CLAUSE_VERBS = new Set(['do', 'perform', 'carry', 'conduct', 'handle', 'execute', 'undertake', 'happen', 'occur', 'involve', 'mention', 'need', 'require', 'run']);
/** Words that ask for a step again ("add more NaOH" is "Add NaOH ..."): they say nothing about which. */
const REPEATING = new Set(['more', 'again', 'further', 'once more']);
/** Words that place a step by another rather than describe it. */
const PLACING = new Set(['after', 'before', 'following', 'preceding', 'between', 'behind', 'ahead']);
/** Words that take steps out of those named. */
const EXCLUDING = new Set(['except', 'excluding', 'but', 'apart', 'besides', 'save', 'other']);
/** Particles of those verbs ("carried out"). */
const CLAUSE_PARTICLES = new Set(['out']);

/** The description `tokens` make, or undefined when they are no description (quoted, empty, long). */
export function readDescription(tokens: readonly Token[]): Description | undefined {
  if (tokens.length === 0 || tokens.length > MAX_WORDS || tokens.some((t) => t.quoted)) return undefined;
  // "the step after the wash" places a step by another, "all steps except the lysis" takes
  // steps out: neither describes the steps named.
  if (tokens.some((t) => PLACING.has(t.lower) || EXCLUDING.has(t.lower))) return undefined;
  const text = joinTokens(tokens);
  const said = languageTokens(text).filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  if (said.length === 0) return undefined;
  // A step noun followed by more words heads a clause ("the steps done by the nurse"): the
  // noun says how many, the clause which.
  const head = said.findIndex((t, k) => k < said.length - 1 && GENERIC_STEP_NOUNS.has(t.lower));
  const last = said[head >= 0 ? head : said.length - 1]!;
  // "each wash", "every antibody step" name every step they fit, as a plural does.
  const distributive = /^(?:each|every)$/.test(said[0]!.lower);
  const plural = distributive || (last.pos === 'NOUN' && last.lower !== last.lemma && last.lower.endsWith('s'));
  const alternatives: Word[][] = [];
  let count: number | undefined;
  let ordinal: number | undefined;
  const words: Word[] = [];
  for (const [k, t] of said.entries()) {
    const first = words.length === 0 && count === undefined && ordinal === undefined && (head < 0 || k < head);
    // A number before the other words of a plural says how many: "the three arms", "both arms",
    // also after "first" or "last": "the first three steps".
    const number = NUMBER_WORDS[t.lower] ?? (/^\d{1,2}$/.test(t.lower) ? Number(t.lower) : undefined);
    const counting = first || (words.length === 0 && count === undefined && (ordinal === 1 || ordinal === -1) && said[k - 1]?.lower === (ordinal === 1 ? 'first' : 'last'));
    if (counting && number !== undefined && (plural || t.lower === 'both') && k < said.length - 1) {
      count = number;
      continue;
    }
    // An ordinal before the other words of a singular says which: "the second wash"; "first" or
    // "last" before a number of a plural says from which end: "the last two steps".
    const countFollows = NUMBER_WORDS[said[k + 1]?.lower ?? ''] !== undefined || /^\d{1,2}$/.test(said[k + 1]?.lower ?? '');
    if (first && ORDINALS[t.lower] !== undefined && (!plural || ((t.lower === 'first' || t.lower === 'last') && countFollows))) {
      ordinal = ORDINALS[t.lower];
      continue;
    }
    if (head >= 0 && k > head) {
      // The clause: "or" starts another alternative; the verbs of doing say nothing.
      if (alternatives.length === 0) alternatives.push([]);
      if (t.lower === 'or') alternatives.push([]);
      if (CLAUSE_VERBS.has(t.lemma) || (CLAUSE_PARTICLES.has(t.lower) && CLAUSE_VERBS.has(said[k - 1]!.lemma))) continue;
      if (CONTENT_POS.has(t.pos) && !GENERIC_STEP_NOUNS.has(t.lower)) alternatives[alternatives.length - 1]!.push({ lower: t.lower, lemma: t.lemma });
      continue;
    }
    if (!CONTENT_POS.has(t.pos) || GENERIC_STEP_NOUNS.has(t.lower) || GENERIC_STEP_NOUNS.has(t.lemma) || REPEATING.has(t.lower)) continue;
    words.push({ lower: t.lower, lemma: abstractNounBase(t.lemma) });
  }
  if (alternatives.some((a) => a.length === 0)) return undefined;
  if (alternatives.length === 1) words.push(...alternatives[0]!);
  if (words.length === 0 && ordinal === undefined && alternatives.length < 2) return undefined;
  const description: Description = { text, words, plural };
  const initialisms = said.filter((t) => INITIALISM.test(t.text)).map((t) => t.lower);
  if (initialisms.length > 0) description.initialisms = new Set(initialisms);
  if (alternatives.length > 1) description.anyOf = alternatives;
  if (ordinal !== undefined) description.ordinal = ordinal;
  if (count !== undefined) return { ...description, plural: true, count };
  return description;
}

/**
 * An abstract noun in "-ity" said for the adjective of a label ("the severity question" for
 * "Still severe?", "the eligibility check" for "Eligible?"): the word without its ending, whose
 * root the word families compare ("sever" / "severe", "eligibil" / "eligible").
 */
function abstractNounBase(lemma: string): string {
  return /^[a-z]{4,}ity$/.test(lemma) ? lemma.slice(0, -3) : lemma;
}

/** The words of a description, for a message: "'ice' or '4', 'c'". */
export function saidWords(description: Description): string {
  const list = (words: readonly Word[]) => words.map((w) => `'${w.lower}'`).join(', ');
  const alternatives = description.anyOf?.map(list).join(' or ');
  return [list(description.words), alternatives].filter((s) => s !== undefined && s !== '').join(' and ');
}

/**
 * The step an ordinal description picks among the steps it fits, in model order (notes are
 * not counted unless the description is of notes); undefined when there are too few.
 */
export function pickOrdinal(fitting: readonly FlowNode[], description: Description): FlowNode | undefined {
  const steps = description.words.some((w) => describedRole(w.lemma) === 'note') ? fitting : fitting.filter((n) => n.role !== 'note');
  return steps[description.ordinal! > 0 ? description.ordinal! - 1 : steps.length + description.ordinal!];
}

/** Whether a word is in the dictionary (WordNet knows it as a noun or a verb). */
function known(word: string): boolean {
  return nounKind(word) !== undefined || verbKind(word) !== undefined;
}

/**
 * Whether a word said is a word of a label (wordFamilies.ts), except that two different words of
 * the dictionary are never one word misspelt: "black" is not a typo of "Block", nor "glue" of
 * "blue"; "antibdy" still is of "antibody".
 */
export function saidIn(said: Word, label: Word): boolean {
  if (!sameWord(said, label)) return false;
  if (said.lower === label.lower || said.lemma === label.lemma) return true;
  const misspelt = (isTypo(said.lower, label.lower) || isTypo(said.lemma, label.lemma)) && root(said.lemma) !== root(label.lemma);
  return !(misspelt && known(said.lemma) && known(label.lemma));
}

/** The steps the description fits, in model order. */
export function stepsFitting(graph: FlowGraph, description: Description): FlowNode[] {
  // "the placebo arm": beside a word of the label, "arm" (or "branch" ...) is met by a step
  // one step fans out to.
  const said = [...description.words, ...(description.anyOf?.flat() ?? [])];
  const arms = said.some((w) => isBranchWord(w.lemma)) && said.some((w) => !isBranchWord(w.lemma)) ? fanOutTargets(graph) : undefined;
  return graph.nodes.filter((node) => {
    const label = labelWords(node.label);
    const own = (w: Word) =>
      (describedRole(w.lemma) === node.role && atItsEnd(graph, node, w.lemma)) ||
      label.some((v) => saidIn(w, v)) ||
      (arms?.has(node.id) === true && isBranchWord(w.lemma)) ||
      (description.initialisms?.has(w.lower) === true && spellsInitials(node.label, w.lower));
    // A word may be met by the lane or group the step stands in ("the ward bagging" for "Label
    // and bag sample" in lane Ward), so long as some word is the step's own.
    const around = laneWords(graph, node);
    const fits = (w: Word) => own(w) || around.some((v) => saidIn(w, v));
    const all = [...description.words, ...(description.anyOf?.flat() ?? [])];
    if (around.length > 0 && all.length > 0 && !all.some(own)) return false;
    return description.words.every(fits) && (description.anyOf === undefined || description.anyOf.some((words) => words.every(fits)));
  });
}

/** The words of the labels of the lanes and groups a step stands in. */
function laneWords(graph: FlowGraph, node: FlowNode): Word[] {
  const words: Word[] = [];
  const seen = new Set<string>();
  for (let id = node.group; id !== undefined && !seen.has(id); ) {
    seen.add(id);
    const group = graph.groups.find((g) => g.id === id);
    if (!group) break;
    words.push(...labelWords(group.label));
    id = group.parent;
  }
  return words;
}

/** "start" is a terminator nothing leads to, "end" one that leads nowhere; other roles hold anywhere. */
function atItsEnd(graph: FlowGraph, node: FlowNode, lemma: string): boolean {
  const flow = (e: { from: string; to: string }) => graph.nodes.find((n) => n.id === (e.from === node.id ? e.to : e.from))?.role !== 'note';
  if (lemma === 'start') return !graph.edges.some((e) => e.to === node.id && flow(e));
  if (lemma === 'end') return !graph.edges.some((e) => e.from === node.id && flow(e));
  return true;
}

/** Labels' words, kept: a clause's readings ask for the same labels again and again. */
const labelCache = new Map<string, Word[]>();
const LABEL_CACHE_SIZE = 2000;

export function labelWords(label: string): Word[] {
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

// Pieces of prompt text as phrases to label and match icons with (a flow's action step keeps
// its words), and the forms of a comparison ("X vs Y"). The scene reader (scene.ts) decides
// which piece is what.
import { capitalise } from './words.ts';
import { FIGURE_WORDS, singular, STOP_WORDS, SYNONYMS } from './vocabulary.ts';

export type Structure = 'flow' | 'compare' | 'cycle' | 'grid';

export interface Phrase {
  /** The words as the prompt wrote them, trimmed of words that name nothing. */
  label: string;
  /** Lower-case singular content words, in order, for matching icons. */
  words: string[];
  /** The same words, head noun first: the order in which to look for an icon. */
  lookup: string[];
  /** In a comparison, which side, counted from 0 (left or top). */
  side?: number;
}

/** Most elements each structure draws; a prompt naming more is refused, naming the rest. */
export const MAX_ELEMENTS: Readonly<Record<Structure, number>> = { flow: 10, compare: 8, cycle: 9, grid: 12 };

/** Prepositions and short verbs that end a noun phrase's main part ("model of sepsis": "model" is the head). */
const PHRASE_BREAK = new Set(
  'of with in for from on by at to into under after during via fed given grown kept bred taken held become becomes became is are was were has have'.split(' '),
);

const MAX_LABEL = 90;
/** Words that only join one step to the next; a step's label starts after them. */
const CONNECTIVES = new Set('then and next finally afterwards subsequently later lastly also so'.split(' '));
const VERB_FORM = /^[a-z]{3,}(?:ed|ing)$/;

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'+.]*(?<!\.)/gu;


/**
 * One piece of prompt text as a phrase, or null when it names nothing. A flow's step keeps all
 * its words ("followed for 12 months" is not "12 months"): only leading connectives go.
 */
export function toPhrase(piece: string, step = false): Phrase | null {
  // "Scientific illustration of X" is about X.
  const about = /^.*?\b(?:illustration|diagram|figure|graphic|schematic|overview|representation|picture|image|abstract)\s+(?:of|showing|for|about|on)\s+/i;
  const text = piece.replace(about, '').trim();
  const all = [...text.matchAll(TOKEN)].map((m) => ({ raw: m[0], start: m.index, end: m.index + m[0].length, lower: m[0].toLowerCase() }));
  const lead = step ? all.findIndex((t) => !CONNECTIVES.has(t.lower)) : 0;
  const tokens = lead < 0 ? [] : all.slice(lead);
  const content = (t: { lower: string }) => !STOP_WORDS.has(t.lower) && !FIGURE_WORDS.has(t.lower);
  const first = tokens.findIndex(content);
  if (first < 0) return null;
  let last = tokens.length - 1;
  while (!content(tokens[last]!)) last--;
  let label = text.slice(tokens[step ? 0 : first]!.start, tokens[last]!.end).replace(/\s+/g, ' ');
  if ((label.match(/\(/g) ?? []).length > (label.match(/\)/g) ?? []).length) label += ')';
  // A label is read under an icon: a long piece of prose is cut at a word.
  if (label.length > MAX_LABEL) label = `${label.slice(0, label.lastIndexOf(' ', MAX_LABEL) > 20 ? label.lastIndexOf(' ', MAX_LABEL) : MAX_LABEL)}…`;
  label = capitalise(label);
  const words: string[] = [];
  const main: string[] = [];
  const rest: string[] = [];
  let inMain = true;
  for (const t of tokens.slice(first, last + 1)) {
    // A preposition or a verb form ("mice fed a diet", "T cells attacking") ends the main part.
    if (PHRASE_BREAK.has(t.lower) || (words.length > 0 && VERB_FORM.test(t.lower) && !SYNONYMS[t.lower])) inMain = false;
    if (!content(t)) continue;
    for (const part of t.lower.split(/[-']/).filter((p) => p.length > 0)) {
      const word = singular(part.replace(/\.$/, ''));
      words.push(word);
      (inMain ? main : rest).push(word);
    }
  }
  if (words.length === 0) return null;
  // Head noun first, then its modifiers nearest first, then what follows a preposition.
  const lookup = [...main.reverse(), ...rest];
  return { label, words, lookup };
}

/** Words opening a comparison of the things after them: "a comparison of", "compare", "contrast", "the differences between". */
export const COMPARING = /^(?:an?\s+)?(?:comparison (?:of|between)|comparing|compare|contrast(?:ing)?|(?:the\s+)?(?:main\s+|key\s+)?differences?\s+between)\s+/i;

export function comparison(body: string): [string, string] | null {
  const patterns = [
    /^(.+?)\s+(?:vs\.?|versus|compared (?:with|to)|against)\s+(.+?)(?:\s+compared)?$/i,
    new RegExp(`${COMPARING.source}(.+?)\\s+(?:and|with|to)\\s+(.+)$`, 'i'),
    /^(.+?)\s+and\s+(.+?)\s+compared\b.*$/i,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(body);
    if (m) return [m[1]!, m[2]!];
  }
  return null;
}

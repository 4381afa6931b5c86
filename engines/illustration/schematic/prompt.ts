// A small deterministic reader of illustration prompts: what the figure is called, how its
// parts relate (a flow of steps, two things compared, a cycle, or a set of things), and the
// noun phrases to draw. No language model: separators, a stop-word list and suffix rules.
import { FIGURE_WORDS, KNOWN_CYCLES, singular, STOP_WORDS, SYNONYMS } from './vocabulary.ts';

export type Structure = 'flow' | 'compare' | 'cycle' | 'grid';

export interface Phrase {
  /** The words as the prompt wrote them, trimmed of words that name nothing. */
  label: string;
  /** Lower-case singular content words, in order, for matching icons. */
  words: string[];
  /** The same words, head noun first: the order in which to look for an icon. */
  lookup: string[];
  /** In a comparison, which side (0 left or top, 1 right or bottom). */
  side?: 0 | 1;
}

export interface ParsedPrompt {
  title: string | null;
  structure: Structure;
  phrases: Phrase[];
}

/** Most elements each structure draws; a longer prompt keeps its first ones. */
export const MAX_ELEMENTS: Readonly<Record<Structure, number>> = { flow: 10, compare: 8, cycle: 9, grid: 12 };

const STEP = '\u0001';
const ARROWS = /\s*(?:-{1,2}>|=+>|[→⟶➔➜➝⇒⟹]|\s>\s)\s*/g;
const STYLE_WORDS = /\b(?:in|with)\s+(?:an?\s+|the\s+)?[a-z0-9. -]{1,24}?\s+(?:style|look|aesthetic)\b|\b[a-z0-9.-]+\s+style\b/gi;
const FLOW_WORDS = /\b(?:workflow|pipeline|steps?|process|protocol|procedure|timeline|then|followed by)\b/i;
const LIST_SPLIT = /\s*(?:[,;\n•]|\.\s|\band then\b|\bthen\b|\bfollowed by\b|\bfinally\b|\band\b|&)\s*/i;
const GRID_SPLIT = /\s*(?:[,;\n•]|\.\s|\band\b|&|\bwith\b|\bplus\b)\s*/i;
/** Prepositions and short verbs that end a noun phrase's main part ("model of sepsis": "model" is the head). */
const PHRASE_BREAK = new Set(
  'of with in for from on by at to into under after during via fed given grown kept bred taken held become becomes became is are was were has have'.split(' '),
);

const MAX_LABEL = 90;
/** Words that only join one step to the next; a step's label starts after them. */
const CONNECTIVES = new Set('then and next finally afterwards subsequently later lastly also so'.split(' '));
const VERB_FORM = /^[a-z]{3,}(?:ed|ing)$/;

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'+.]*(?<!\.)/gu;

function capitalise(text: string): string {
  return text.length > 0 && text[0] === text[0]!.toLowerCase() ? text[0]!.toUpperCase() + text.slice(1) : text;
}

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

function phrasesOf(pieces: string[], side?: 0 | 1, steps = false): Phrase[] {
  const out: Phrase[] = [];
  for (const piece of pieces) {
    const phrase = toPhrase(piece, steps);
    if (phrase) out.push(side === undefined ? phrase : { ...phrase, side });
  }
  return out;
}

function dedupe(phrases: Phrase[]): Phrase[] {
  const seen = new Set<string>();
  return phrases.filter((p) => {
    const key = `${p.side ?? ''}/${p.label.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "healthy vs diseased lung": the lone adjective borrows the other side's noun. */
function shareHeadNoun(a: Phrase[], b: Phrase[]): void {
  const [x, y] = [a[0], b[0]];
  if (a.length !== 1 || b.length !== 1 || !x || !y) return;
  const lastWordOf = (p: Phrase) => p.label.split(' ').at(-1)!;
  const size = (p: Phrase) => p.label.split(' ').length;
  if (size(x) === 1 && size(y) >= 2) a[0] = toPhrase(`${x.label} ${lastWordOf(y)}`)!;
  else if (size(y) === 1 && size(x) >= 2) b[0] = toPhrase(`${y.label} ${lastWordOf(x)}`)!;
  a[0] = { ...a[0]!, side: 0 };
  b[0] = { ...b[0]!, side: 1 };
}

function comparison(body: string): [string, string] | null {
  const patterns = [
    /^(.+?)\s+(?:vs\.?|versus|compared (?:with|to)|against)\s+(.+?)(?:\s+compared)?$/i,
    /^(?:a\s+)?(?:comparison (?:of|between)|comparing)\s+(.+?)\s+(?:and|with|to)\s+(.+)$/i,
    /^(.+?)\s+and\s+(.+?)\s+compared\b.*$/i,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(body);
    if (m) return [m[1]!, m[2]!];
  }
  return null;
}

/** Reads the prompt into a title, a structure and the phrases to draw. */
export function parsePrompt(prompt: string): ParsedPrompt {
  let text = prompt.normalize('NFC').replace(STYLE_WORDS, ' ').replace(ARROWS, ` ${STEP} `).replace(/[ \t]+/g, ' ').trim();
  let title: string | null = null;
  const heading = /^([^:\n.]{2,60}):\s*([\s\S]+)$/.exec(text);
  if (heading && heading[1]!.split(' ').length <= 8) {
    title = capitalise(heading[1]!.trim());
    text = heading[2]!.trim();
  }
  const body = text.replace(/[.\s]+$/, '');
  const lower = body.toLowerCase();

  for (const [name, stages] of Object.entries(KNOWN_CYCLES)) {
    const rest = lower.replace(name, '').replace(/\b(?:the|a|an|of|showing|diagram|illustration|figure|schematic)\b/g, '').trim();
    if (lower.includes(name) && ![',', ';', STEP].some((c) => rest.includes(c)) && rest.split(/\s+/).filter(Boolean).length <= 3) {
      return { title: title ?? capitalise(`the ${name}`), structure: 'cycle', phrases: phrasesOf([...stages]) };
    }
  }

  const sides = comparison(body.replace(new RegExp(STEP, 'g'), ','));
  if (sides) {
    const a = dedupe(phrasesOf(sides[0].split(LIST_SPLIT), 0)).slice(0, MAX_ELEMENTS.compare / 2);
    const b = dedupe(phrasesOf(sides[1].split(LIST_SPLIT), 1)).slice(0, MAX_ELEMENTS.compare / 2);
    if (a.length > 0 && b.length > 0) {
      shareHeadNoun(a, b);
      return { title, structure: 'compare', phrases: [...a, ...b] };
    }
  }

  if (/\b(?:cycle|loop|circular)\b/i.test(body)) {
    const phrases = dedupe(phrasesOf(body.split(new RegExp(`\\s*${STEP}\\s*|${LIST_SPLIT.source}`, 'i'))));
    if (phrases.length >= 3) return { title, structure: 'cycle', phrases: phrases.slice(0, MAX_ELEMENTS.cycle) };
  }

  const fromTo = /^(.*?)\bfrom\s+(.+?)\s+(?:to|until|into)\s+(.+)$/i.exec(body);
  const isFlow = body.includes(STEP) || FLOW_WORDS.test(`${title ?? ''} ${body}`) || fromTo !== null || /^\s*1[.)]\s/m.test(body);
  if (isFlow) {
    let steps = body;
    if (fromTo) {
      const lead = toPhrase(fromTo[1]!);
      // "CRISPR workflow from A to B": the words before "from" name the figure.
      const leadText = fromTo[1]!.trim().replace(/[,;:]$/, '');
      if (lead && title === null) {
        title = capitalise(leadText);
        steps = `${fromTo[2]!} ${STEP} ${fromTo[3]!}`;
      } else steps = `${fromTo[1]!} ${STEP} ${fromTo[2]!} ${STEP} ${fromTo[3]!}`;
      if (!lead) steps = `${fromTo[2]!} ${STEP} ${fromTo[3]!}`;
    }
    const pieces = steps.split(new RegExp(`\\s*${STEP}\\s*|\\s*\\b\\d+[.)]\\s+|${LIST_SPLIT.source}`, 'i'));
    const phrases = dedupe(phrasesOf(pieces, undefined, true)).slice(0, MAX_ELEMENTS.flow);
    if (phrases.length >= 2) return { title, structure: 'flow', phrases };
    if (phrases.length === 1) return { title, structure: 'grid', phrases };
  }

  return { title, structure: 'grid', phrases: dedupe(phrasesOf(body.split(new RegExp(`\\s*${STEP}\\s*|${GRID_SPLIT.source}`, 'i')))).slice(0, MAX_ELEMENTS.grid) };
}

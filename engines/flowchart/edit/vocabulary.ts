// Words the edit forms share: node roles and the shapes that name them, directions, and the
// collective names of steps ("decisions", "all steps").
import type { Direction, NodeRole } from '../model.ts';

/** A role named as a kind of step ("a decision") or by its shape ("a diamond"). */
export const ROLE_WORDS: Readonly<Record<string, NodeRole>> = {
  step: 'process',
  process: 'process',
  task: 'process',
  action: 'process',
  box: 'process',
  rectangle: 'process',
  decision: 'decision',
  question: 'decision',
  condition: 'decision',
  check: 'decision',
  diamond: 'decision',
  terminator: 'terminator',
  stadium: 'terminator',
  start: 'terminator',
  end: 'terminator',
  data: 'data',
  input: 'data',
  output: 'data',
  parallelogram: 'data',
  document: 'document',
  report: 'document',
  subprocess: 'subprocess',
  'sub-process': 'subprocess',
  'predefined process': 'subprocess',
  database: 'database',
  cylinder: 'database',
  preparation: 'preparation',
  hexagon: 'preparation',
  connector: 'connector',
  circle: 'connector',
  note: 'note',
  comment: 'note',
};
export const ROLE_ALTERNATIVES = Object.keys(ROLE_WORDS).join('|');

/** The role a new step gets from the word naming it ("add a decision ..."); a plain step is a process. */
export const NEW_STEP_WORDS = 'step|process|task|action|box|node|decision|question|check|document|report|database|data|input|output|subprocess|preparation|terminator|connector';

export function roleOf(words: string): NodeRole {
  if (words === 'check') return 'decision';
  if (words === 'node') return 'process';
  return ROLE_WORDS[words] ?? 'process';
}

/** Plural names of a kind of step: "colour decisions blue". Undefined role: every step but notes. */
export const COLLECTIVES: Readonly<Record<string, NodeRole | undefined>> = {
  steps: undefined,
  nodes: undefined,
  boxes: undefined,
  shapes: undefined,
  everything: undefined,
  processes: 'process',
  tasks: 'process',
  decisions: 'decision',
  questions: 'decision',
  terminators: 'terminator',
  documents: 'document',
  databases: 'database',
  inputs: 'data',
  outputs: 'data',
  subprocesses: 'subprocess',
  preparations: 'preparation',
  connectors: 'connector',
  notes: 'note',
};

/** The nouns that name any step: "all steps", "the decision boxes". */
const ANY_STEP = new Set(['step', 'node', 'box', 'shape']);

/**
 * The kind of step a collective name names ('any': every step but notes), or undefined: a plural
 * ("decisions", "diamonds", "boxes"), a role word before a plural step noun ("the decision
 * boxes", "process steps"), or after "every"/"each" a singular ("every decision step").
 */
export function collectiveKind(tokens: readonly { lower: string; quoted: boolean }[], quantifier?: string): NodeRole | 'any' | undefined {
  if (tokens.length === 0 || tokens.length > 2 || tokens.some((t) => t.quoted)) return undefined;
  const singularAllowed = quantifier === 'every' || quantifier === 'each';
  const noun = (word: string): NodeRole | 'any' | undefined => {
    if (word in COLLECTIVES) return COLLECTIVES[word] ?? 'any';
    for (const singular of [word.replace(/es$/, ''), word.replace(/s$/, '')]) {
      if (singular !== word && singular in ROLE_WORDS) return ANY_STEP.has(singular) ? 'any' : ROLE_WORDS[singular];
    }
    if (singularAllowed && word in ROLE_WORDS) return ANY_STEP.has(word) ? 'any' : ROLE_WORDS[word];
    if (singularAllowed && ANY_STEP.has(word)) return 'any';
    return undefined;
  };
  const head = noun(tokens[tokens.length - 1]!.lower);
  if (tokens.length === 1 || head === undefined) return head;
  const role = ROLE_WORDS[tokens[0]!.lower];
  if (role === undefined || ANY_STEP.has(tokens[0]!.lower)) return undefined;
  return head === 'any' || head === role ? role : undefined;
}

export const DIRECTION_WORDS: Readonly<Record<string, Direction>> = {
  'left to right': 'LR',
  'left-to-right': 'LR',
  horizontal: 'LR',
  horizontally: 'LR',
  lr: 'LR',
  'top to bottom': 'TB',
  'top-to-bottom': 'TB',
  vertical: 'TB',
  vertically: 'TB',
  tb: 'TB',
  td: 'TB',
  'top down': 'TB',
  'top-down': 'TB',
  'from the top down': 'TB',
  downwards: 'TB',
  downward: 'TB',
  portrait: 'TB',
  landscape: 'LR',
  'bottom up': 'BT',
  'bottom-up': 'BT',
  'from the bottom up': 'BT',
  upwards: 'BT',
  upward: 'BT',
  'bottom to top': 'BT',
  'bottom-to-top': 'BT',
  bt: 'BT',
  'right to left': 'RL',
  'right-to-left': 'RL',
  rl: 'RL',
};
export const DIRECTION_ALTERNATIVES = Object.keys(DIRECTION_WORDS).join('|');

/**
 * Nouns that say "a step" and nothing about which: "the exclusion box", "the blocking step".
 * A name is also tried without them at either end, and a description ignores them.
 */
export const GENERIC_STEP_NOUNS = new Set(['step', 'steps', 'node', 'nodes', 'box', 'boxes', 'stage', 'stages', 'shape', 'shapes', 'item', 'items', 'one', 'ones', 'bit', 'part']);

/** Role words that say nothing about the role either ("a box" is any step, not a process). */
const GENERIC_ROLE_WORDS = new Set(['step', 'process', 'task', 'action', 'box', 'rectangle']);

/** The role a word of a description names ("the decision about consent"), if it names one. */
export function describedRole(lemma: string): NodeRole | undefined {
  return GENERIC_ROLE_WORDS.has(lemma) ? undefined : ROLE_WORDS[lemma];
}

/**
 * The verbs an edit starts with. A part that does not read whole is tried as several edits,
 * split at an unquoted "and" or comma followed by one of these ("title it 'X' and make all
 * edges thick"). Nouns and adjectives that open some forms ("no title", "larger text") are
 * left out on purpose: after "and" they are far more often part of a label or a branch.
 */
export const EDIT_VERBS = new Set([
  'make', 'add', 'insert', 'append', 'remove', 'delete', 'drop', 'erase', 'rename', 'relabel', 'retitle', 'change', 'set',
  'title', 'call', 'name', 'colour', 'color', 'paint', 'fill', 'shade', 'highlight', 'move', 'put', 'place', 'connect',
  'link', 'disconnect', 'unlink', 'use', 'turn', 'label', 'group', 'ungroup', 'bold', 'unbold', 'lay', 'draw', 'arrange',
  'increase', 'decrease', 'reduce', 'enlarge', 'shrink', 'spread', 'flip', 'rotate', 'switch', 'align', 'give',
]);

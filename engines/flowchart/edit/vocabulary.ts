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
  'bottom to top': 'BT',
  'bottom-to-top': 'BT',
  bt: 'BT',
  'right to left': 'RL',
  'right-to-left': 'RL',
  rl: 'RL',
};
export const DIRECTION_ALTERNATIVES = Object.keys(DIRECTION_WORDS).join('|');

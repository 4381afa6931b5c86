// Edits (SPEC "POST /flowcharts/edits"): an instruction applied to the previous version's
// graph by the grammar of docs/flowchart-edits.md. The instruction is split into clauses
// applied in order to a copy of the graph; each clause must read as exactly one form (or as
// several edits joined by "and" or commas, each reading as one form), with every step it names
// found exactly once, or the whole edit fails. Never a guess.
import { FlowchartError } from '../errors.ts';
import { said } from '../../shared/said.ts';
import type { FlowGraph } from '../model.ts';
import { eachStepNumbered, isEditVerb, splitClauses, splitJoinedEdits } from './clauses.ts';
import type { Change, Form } from './form.ts';
import { ADD_FORMS } from './forms/add.ts';
import { ADD_SEVERAL_FORMS } from './forms/addSeveral.ts';
import { APPEARANCE_FORMS } from './forms/appearance.ts';
import { ARRANGEMENT_FORMS } from './forms/arrangement.ts';
import { BRANCHING_FORMS, QUOTED_DECISION_FORMS } from './forms/branching.ts';
import { CONNECT_FORMS } from './forms/connect.ts';
import { DIRECTION_FORMS } from './forms/direction.ts';
import { GROUP_FORMS } from './forms/groups.ts';
import { LABEL_FORMS } from './forms/labels.ts';
import { LANE_ORDER_FORMS } from './forms/laneOrder.ts';
import { MERGE_FORMS } from './forms/merge.ts';
import { mermaidChange } from './forms/mermaid.ts';
import { MOVE_FORMS } from './forms/move.ts';
import { NEIGHBOUR_FORMS } from './forms/neighbours.ts';
import { PARALLEL_STEPS_FORMS } from './forms/parallelSteps.ts';
import { REMOVE_FORMS } from './forms/remove.ts';
import { REWIRE_FORMS } from './forms/rewire.ts';
import { SPLIT_FORMS } from './forms/split.ts';
import { STATEMENT_FORMS } from './forms/statement.ts';
import { STYLE_FORMS } from './forms/style.ts';
import { SWAP_FORMS } from './forms/swap.ts';
import { TITLE_FORMS } from './forms/title.ts';
import { inexactNames, ReferenceFailure, referents } from './references.ts';
import { matchPattern, tokenize } from './tokens.ts';

/**
 * In the order they are tried: the first form with a reading that resolves decides, so the
 * more specific forms ("remove the edge from A to B", "make X a decision", "remove the title",
 * "put A and B side by side") come before the general ones ("remove X", "change A to B", "put
 * X after Y").
 */
const FORMS: readonly Form[] = [
  ...DIRECTION_FORMS,
  ...TITLE_FORMS,
  ...APPEARANCE_FORMS,
  ...ARRANGEMENT_FORMS,
  ...LANE_ORDER_FORMS,
  ...SWAP_FORMS,
  ...MOVE_FORMS,
  ...BRANCHING_FORMS,
  ...PARALLEL_STEPS_FORMS,
  ...ADD_SEVERAL_FORMS,
  ...ADD_FORMS,
  ...QUOTED_DECISION_FORMS,
  ...SPLIT_FORMS,
  ...MERGE_FORMS,
  ...REMOVE_FORMS,
  ...NEIGHBOUR_FORMS,
  ...CONNECT_FORMS,
  ...REWIRE_FORMS,
  ...GROUP_FORMS,
  ...STYLE_FORMS,
  ...LABEL_FORMS,
  ...STATEMENT_FORMS,
];

/** A statement that named a step for a later part, and has had no part after it yet. */
const pending: { context: string | undefined } = { context: undefined };

/** The most clauses one instruction may hold (an 8,000-character instruction holds fewer sensible ones). */
const MAX_CLAUSES = 400;
const QUOTED_CLAUSE_CHARS = 120;

export function applyEdit(graph: FlowGraph, instruction: string): FlowGraph {
  referents.last = [];
  referents.all = [];
  referents.removed = new Map();
  referents.correction = undefined;
  referents.doer = undefined;
  referents.original = graph;
  const clauses = splitClauses(instruction).map(eachStepNumbered);
  if (clauses.length === 0) throw notUnderstood('The instruction says nothing to do.');
  if (clauses.length > MAX_CLAUSES) throw notUnderstood(`The instruction has more than ${MAX_CLAUSES} parts.`);
  let next = structuredClone(graph);
  pending.context = undefined;
  for (const clause of clauses) next = applyJoined(next, clause);
  if (pending.context !== undefined) throw notUnderstood(`${said(shorten(pending.context), 'A clause of the instruction')} says what is wrong but not what to change; say the edit ("move that box to ...").`);
  return next;
}

/**
 * A clause that joins several edits is read as those edits when every one of them reads, each
 * on the graph the previous one made:
 *  - joined before a verb that starts an edit ("title it 'X' and make all edges thick"), even
 *    when the clause would also read whole: a label rarely ends in "and" followed by a whole
 *    edit that fits this graph, and a title that swallowed the second edit would be a silent
 *    misreading;
 *  - joined before any word ("larger font and thicker arrows", "make discharge green and PICU
 *    red"), only when the clause does not read whole; a part without a verb of its own may take
 *    the verb of the part before it (the "make" of "make A green and B red").
 * When nothing reads, the refusal is the verb-joined edit that failed if one before it read
 * (that is where the reader stopped), else the clause's own.
 */
function applyJoined(graph: FlowGraph, clause: string): FlowGraph {
  // Every reading of the clause starts from the steps the clause before named.
  const before = referents.last;
  const named = referents.all;
  const attempt = <T>(read: () => T): T => {
    referents.last = before;
    referents.all = named;
    return read();
  };
  const parts = splitJoinedEdits(clause, isEditVerb);
  let joined: unknown;
  let read = 0;
  if (parts.length > 1 && parts.length <= MAX_CLAUSES) {
    try {
      return attempt(() => applyClauses(structuredClone(graph), parts, () => read++));
    } catch (error) {
      if (!(error instanceof FlowchartError)) throw error;
      joined = error;
    }
  }
  let whole: unknown;
  try {
    const read = attempt(() => applyClauses(structuredClone(graph), [clause]));
    if (!swallowsAnEdit(graph, read, clause)) return read;
    // "change the excluded box to n = 28 and the randomised box to n = 272": the text written
    // holds what reads as a second edit, so the clause is those edits when they all read.
    for (const commasOnly of [true, false]) {
      const pieces = splitJoinedEdits(clause, () => true, commasOnly);
      if (pieces.length < 2 || pieces.length > MAX_CLAUSES) continue;
      try {
        return attempt(() => applyClauses(structuredClone(graph), pieces, undefined, true));
      } catch (error) {
        if (!(error instanceof FlowchartError)) throw error;
      }
    }
    return attempt(() => applyClauses(structuredClone(graph), [clause]));
  } catch (error) {
    if (!(error instanceof FlowchartError)) throw error;
    whole = error;
  }
  // Joined at commas and dashes only ("get rid of A and B, everyone starts at C"), then at
  // "and" too ("larger font and thicker arrows").
  // A part with no verb at all: "the vortex box light green".
  const first = clause.split(/\s+/, 1)[0]!.toLowerCase();
  if (!isEditVerb(first) && pieces0(clause)) {
    try {
      return attempt(() => applyClauses(structuredClone(graph), [`make ${clause}`]));
    } catch (error) {
      if (!(error instanceof FlowchartError)) throw error;
    }
  }
  // A piece that failed after others read says best where reading stopped.
  let stopped: unknown;
  for (const commasOnly of [true, false]) {
    const pieces = splitJoinedEdits(clause, () => true, commasOnly);
    if (pieces.length > 1 && pieces.length <= MAX_CLAUSES) {
      let readPieces = 0;
      try {
        return attempt(() => applyClauses(structuredClone(graph), pieces, () => readPieces++, true));
      } catch (error) {
        if (!(error instanceof FlowchartError)) throw error;
        if (readPieces > 0) stopped ??= error;
      }
    }
  }
  referents.last = before;
  referents.all = named;
  if (read > 0) throw joined;
  // A piece read as an edit that failed on what it names says more than the whole clause.
  throw stopped !== undefined && (stopped as Error).message.startsWith('Cannot apply') ? stopped : whole;
}

/**
 * Applies the clauses in order to `graph` itself, which is returned. With `gapped`, a clause
 * that does not read and has no verb of its own is read again with the verb of the clause
 * before it.
 */
function applyClauses(graph: FlowGraph, clauses: readonly string[], applied?: () => void, gapped = false): FlowGraph {
  let verb: string | undefined;
  for (const clause of clauses) {
    const first = clause.split(/\s+/, 1)[0]!.toLowerCase();
    let change: Change;
    let own = true;
    try {
      change = readClause(graph, clause);
    } catch (error) {
      if (!(error instanceof FlowchartError)) throw error;
      change = readGapped(graph, clause, verb, gapped && !isEditVerb(first), error);
      own = false;
    }
    // A part read with the verb before it ("bold" as "make it bold") leaves that verb for the next.
    if (own) verb = leadingVerb(clause) ?? verb;
    const had = new Set(graph.nodes.map((n) => n.id));
    try {
      change.run();
    } catch (error) {
      if (error instanceof ReferenceFailure) throw notUnderstood(`Cannot apply ${said(shorten(clause), 'a clause of the instruction')}: ${error.message}.`);
      throw error;
    }
    pending.context = change.context ? clause : undefined;
    // A later "it" is the step this part added, else the steps it named.
    const added = graph.nodes.filter((n) => !had.has(n.id)).map((n) => n.id);
    if (added.length > 0) referents.last = added;
    else if (change.named && change.named.length > 0) referents.last = [...new Set(change.named)];
    referents.all = [...referents.all, ...added, ...(change.named ?? [])];
    applied?.();
  }
  return graph;
}

/** Verbs of several words that start an edit: "take out the loop and the check". */
const PHRASAL_VERBS = /^(?:get rid of|take out|take away|cut out|leave out)\b/i;

/** The verb a clause starts with, for a joined part after it that has none. */
function leadingVerb(clause: string): string | undefined {
  const phrasal = PHRASAL_VERBS.exec(clause)?.[0];
  if (phrasal) return phrasal.toLowerCase();
  const first = clause.split(/\s+/, 1)[0]!.toLowerCase();
  return isEditVerb(first) ? first : undefined;
}

/** A joined part said with no steps of its own is at most this long: "bold", "dashed and bold". */
const MAX_LOOK_WORDS = 3;

/**
 * A joined part that does not read alone, read with what the part before it left out: its verb
 * ("make A green and B red", or else "make": "start box green, end box red"), when `borrowVerb`;
 * then, for a short look with no steps of its own, its steps too ("make A red and bold" is
 * "make it bold"). When neither reads, the part's own failure says why (or the one with the
 * verb borrowed, which says more).
 */
function readGapped(graph: FlowGraph, clause: string, verb: string | undefined, borrowVerb: boolean, error: FlowchartError): Change {
  let failure = error;
  if (borrowVerb) {
    try {
      return readClause(graph, `${verb ?? 'make'} ${clause}`);
    } catch (again) {
      if (!(again instanceof FlowchartError)) throw again;
      // A verb of several words ("take out A and B") is borrowed for lists of steps; when the
      // part is no step, its own failure says more ("everyone starts at C" is a statement).
      if (verb !== undefined && !verb.includes(' ')) failure = again;
    }
  }
  if (verb !== undefined && referents.last.length > 0 && clause.split(/\s+/).length <= MAX_LOOK_WORDS) {
    try {
      return readClause(graph, `${verb} ${referents.last.length === 1 ? 'it' : 'them'} ${clause}`);
    } catch (again) {
      if (!(again instanceof FlowchartError)) throw again;
    }
  }
  throw failure;
}

/** "the transfer box should be blue", "the decisions need to be orange": a look said of steps. */
const SHOULD_BE = /^(?!if\b|when\b)(.+?)\s+(?:should|must|needs? to|has to|have to|could|can|ought to|would look better|might)\s+(?:be|become|look|get|turn)\s+(?!(?:moved|placed|put|removed|deleted|connected|linked|labelled|labeled|called|named|renamed|split|merged|combined|after|before|between)\b)(.+)$/i;

/** "after the blocking, add a wash", "between A and B, notify public health": the place said first. */
const FRONTED_PLACE = /^((?:right |just |straight |directly |immediately )?(?:after|before|following)|between)\s+(['"‘“][^'"‘’“”]+['"’”]|[^,'"‘“]+?)\s*,\s*(.+)$/i;
const ADDING = /^(?:add|insert|put|include|append)\b/i;
/** "after discharge add 'GP follow-up'", "after 'Continue dose' add ...": with no comma, the place ends at the verb that adds. */
const FRONTED_ADDING = /^((?:right |just |straight |directly |immediately )?(?:after|before|following)|between)\s+(['"‘“][^'"‘’“”]+['"’”]|[^,'"‘“]+?)\s+((?:add|insert|put|include|append)\b.+)$/i;
/**
 * Verbs that change the chart and never open a step of a protocol; other edit verbs may
 * ("give aspirin", "draw bloods", "label the tubes").
 */
const CHART_VERBS = new Set(['make', 'colour', 'color', 'paint', 'shade', 'highlight', 'remove', 'delete', 'drop', 'erase', 'rename', 'relabel', 'retitle', 'change', 'set', 'title', 'connect', 'link', 'disconnect', 'unlink', 'move', 'swap', 'merge', 'bold', 'unbold', 'group', 'ungroup', 'lay', 'arrange', 'flip', 'rotate', 'switch', 'align', 'increase', 'decrease', 'reduce', 'enlarge', 'shrink', 'turn', 'call', 'name']);

/** The clause with its fronted place moved after what is added, or undefined. */
function placedLast(clause: string): string | undefined {
  const m = FRONTED_PLACE.exec(clause) ?? FRONTED_ADDING.exec(clause);
  if (!m) return undefined;
  const [, place, anchor, rest] = m as unknown as [string, string, string, string];
  if (ADDING.test(rest)) return `${rest} ${place} ${anchor}`;
  // A step said as an order of its own ("notify public health"): its words are the label.
  const first = rest.split(/\s+/, 1)[0]!.toLowerCase();
  if (CHART_VERBS.has(first) || /['"‘“]/.test(rest)) return undefined;
  return `add '${rest.charAt(0).toUpperCase()}${rest.slice(1)}' ${place} ${anchor}`;
}

/**
 * "just average the readings straight after the second one": a step said by its own words with
 * the place it should stand, read as putting that step there (a no-op when it stands there
 * already). Only a step drawn is put: words naming none are refused by the move.
 */
const IN_PLACE = /^(?:(?:just|simply|then|and)\s+)*(?!(?:add|insert|append|include|put|place|move)\b)(.+?)\s+((?:straight|right|directly|immediately|just)\s+(?:after|before))\s+(.+)$/i;

function orderedInPlace(clause: string): string | undefined {
  const m = IN_PLACE.exec(clause);
  return m ? `put ${m[1]} ${m[2]} ${m[3]}` : undefined;
}

/** "can the text be bigger", "could the decisions be orange": a look asked as a question. */
const CAN_BE = /^(?:can|could|would|will)\s+(.+?)\s+(?:be|become|look)\s+(.+?)\??$/i;
/** "I'd like the placebo box to be grey": a look wished for. */
const WISH_BE = /^(?:i|we)(?:'d|’d|\s+would|\s+will)?\s+(?:really\s+)?(?:like|love|want|need|prefer)\s+(.+?)\s+to\s+(?:be|become|look)\s+(.+)$/i;
/** "I'd like the whole thing to run left to right", "can it go top to bottom": a way of running wished for or asked. */
const WISH_RUN = /^(?:(?:i|we)(?:'d|’d|\s+would|\s+will)?\s+(?:really\s+)?(?:like|love|want|need|prefer)\s+(.+?)\s+to|(?:can|could|would|will)\s+(.+?))\s+(go|run|read|flow)\s+(.+?)(?:\s+instead)?\??$/i;
/** "I'd like the DAB step in red": what is wished for, said as an edit without a verb. */
const WISH = /^(?:i|we)(?:'d|’d|\s+would|\s+will)?\s+(?:really\s+)?(?:like|love|want|need|prefer)\s+(?!to\b)(.+)$/i;

/** "the cath lab should be followed by 'CCU'": a step added after it. */
const FOLLOWED_BY = /^(.+?)\s+(?:should|must|needs to|has to|could|can)\s+be\s+(?:followed|succeeded)\s+by\s+(.+)$/i;
/** "the usual care analysis should be n = 143": a count, the step's new count. */
const COUNT_ALONE = /^\(?n\s*=\s*[\d,.]+\)?$/i;
/** A text wholly in quotes: "'ST elevation on ECG?'". */
const QUOTED_ALONE = /^(['"‘“])[^'"‘’“”]+['"’”]$/;
/** "give the decisions a yellow fill": a colour given as a fill. */
const GIVE_FILL = /^give\s+(.+?)\s+an?\s+(.+?)\s+(?:fill|background|fill colou?r|background colou?r|colou?r)$/i;

/** A clause said as a wish or a question, as the edit it asks for; undefined when it is not one. */
function asked(clause: string): string[] {
  const readings: string[] = [];
  for (const look of [CAN_BE, SHOULD_BE, WISH_BE]) {
    const m = look.exec(clause);
    // "the first decision should be 'ST elevation on ECG?'": a quoted text is the step's new label.
    if (m && (QUOTED_ALONE.test(m[2]!.trim()) || COUNT_ALONE.test(m[2]!.trim()))) readings.push(`rename ${m[1]} to ${m[2]}`);
    else if (m) readings.push(`make ${m[1]} ${m[2]}`);
  }
  const followed = FOLLOWED_BY.exec(clause);
  if (followed) readings.push(`add ${followed[2]} after ${followed[1]}`);
  const fill = GIVE_FILL.exec(clause);
  if (fill) readings.push(`make ${fill[1]} ${fill[2]}`);
  const run = WISH_RUN.exec(clause);
  if (run) readings.push(`have ${run[1] ?? run[2]} ${run[3]} ${run[4]}`);
  const wish = WISH.exec(clause);
  if (wish) readings.push(wish[1]!);
  return readings;
}

function readClause(graph: FlowGraph, clause: string): Change {
  for (const reading of asked(clause)) {
    try {
      return readClause(graph, reading);
    } catch (error) {
      if (!(error instanceof FlowchartError)) throw error;
    }
  }
  try {
    return readWords(graph, clause);
  } catch (error) {
    const moved = error instanceof FlowchartError ? (placedLast(clause) ?? orderedInPlace(clause)) : undefined;
    if (moved === undefined) throw error;
    try {
      return readWords(graph, moved);
    } catch (again) {
      if (!(again instanceof FlowchartError)) throw again;
      throw error;
    }
  }
}

function readWords(graph: FlowGraph, clause: string): Change {
  const tokens = tokenize(clause);
  // The first failure of a plausible reading says best what could not be read; one of a
  // reading that took a bare "the" for a name only when there is no other.
  let failure: ReferenceFailure | undefined;
  const keep = (error: ReferenceFailure) => {
    if (failure === undefined || (failure.implausible && !error.implausible) || (!error.implausible && error.ambiguous && !failure.ambiguous)) failure = error;
  };
  for (const form of FORMS) {
    const changes = new Map<string, Change>();
    let fewestInexact = Infinity;
    for (const pattern of form.patterns) {
      for (const slots of matchPattern(pattern, tokens)) {
        try {
          inexactNames.count = 0;
          referents.named = [];
          const change = { ...form.resolve(graph, slots) };
          change.named = referents.named;
          if (inexactNames.count > fewestInexact) continue;
          if (inexactNames.count < fewestInexact) changes.clear();
          fewestInexact = inexactNames.count;
          changes.set(change.key, change);
        } catch (error) {
          if (!(error instanceof ReferenceFailure)) throw error;
          keep(error);
        }
      }
    }
    if (changes.size === 1) return [...changes.values()][0]!;
    if (changes.size > 1) {
      throw notUnderstood(`${said(shorten(clause), 'A clause of the instruction')} can be read in more than one way; put each step's name in quotes ('like this').`);
    }
  }
  try {
    const mermaid = mermaidChange(graph, clause);
    if (mermaid) return mermaid;
  } catch (error) {
    if (!(error instanceof ReferenceFailure)) throw error;
    keep(error);
  }
  if (failure !== undefined) throw notUnderstood(`Cannot apply ${said(shorten(clause), 'a clause of the instruction')}: ${failure.message}.`);
  throw notUnderstood(`${said(shorten(clause), 'A clause of the instruction')} is not an edit this grammar reads (add, insert, remove, rename, connect, disconnect, move into a lane, group, change direction, restyle).`);
}

/**
 * Whether the text a clause wrote (a label, a title, an edge's or a group's name, new or
 * changed) holds one of the clause's later joined parts of two words or more: a part that may
 * be an edit of its own, swallowed ("... to n = 28 and the randomised box to n = 272").
 */
function swallowsAnEdit(before: FlowGraph, after: FlowGraph, clause: string): boolean {
  const pieces = splitJoinedEdits(clause, () => true)
    .slice(1)
    .map((p) => p.toLowerCase().replace(/\s+/g, ' ').trim())
    .filter((p) => p.split(' ').length >= 2);
  if (pieces.length === 0) return false;
  const old = new Set([before.title, ...before.nodes.map((n) => n.label), ...before.edges.map((e) => e.label), ...before.groups.map((g) => g.label)]);
  const written = [after.title, ...after.nodes.map((n) => n.label), ...after.edges.map((e) => e.label), ...after.groups.map((g) => g.label)].filter((t): t is string => t !== undefined && !old.has(t));
  return written.some((t) => {
    const text = t.toLowerCase().replace(/\s+/g, ' ');
    return pieces.some((p) => text.includes(p));
  });
}

/** Whether a clause is one part (no comma or "and" joining others): only such a part takes "make". */
function pieces0(clause: string): boolean {
  return splitJoinedEdits(clause, () => true).length === 1;
}

function shorten(clause: string): string {
  return clause.length <= QUOTED_CLAUSE_CHARS ? clause : `${clause.slice(0, QUOTED_CLAUSE_CHARS - 1)}…`;
}

function notUnderstood(message: string): FlowchartError {
  return new FlowchartError('INSTRUCTION_NOT_UNDERSTOOD', message);
}

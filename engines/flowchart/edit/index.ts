// Edits (SPEC "POST /flowcharts/edits"): an instruction applied to the previous version's
// graph by the grammar of docs/flowchart-edits.md. The instruction is split into clauses
// applied in order to a copy of the graph; each clause must read as exactly one form, with
// every step it names found exactly once, or the whole edit fails. Never a guess.
import { FlowchartError } from '../errors.ts';
import type { FlowGraph } from '../model.ts';
import { splitClauses } from './clauses.ts';
import type { Change, Form } from './form.ts';
import { ADD_FORMS } from './forms/add.ts';
import { CONNECT_FORMS } from './forms/connect.ts';
import { DIRECTION_FORMS } from './forms/direction.ts';
import { GROUP_FORMS } from './forms/groups.ts';
import { LABEL_FORMS } from './forms/labels.ts';
import { mermaidChange } from './forms/mermaid.ts';
import { REMOVE_FORMS } from './forms/remove.ts';
import { STYLE_FORMS } from './forms/style.ts';
import { inexactNames, ReferenceFailure } from './references.ts';
import { matchPattern, tokenize } from './tokens.ts';

/**
 * In the order they are tried: the first form with a reading that resolves decides, so the
 * more specific forms ("remove the edge from A to B", "make X a decision") come before the
 * general ones ("remove X", "change A to B").
 */
const FORMS: readonly Form[] = [...DIRECTION_FORMS, ...ADD_FORMS, ...REMOVE_FORMS, ...CONNECT_FORMS, ...GROUP_FORMS, ...STYLE_FORMS, ...LABEL_FORMS];

/** The most clauses one instruction may hold (an 8,000-character instruction holds fewer sensible ones). */
const MAX_CLAUSES = 400;
const QUOTED_CLAUSE_CHARS = 120;

export function applyEdit(graph: FlowGraph, instruction: string): FlowGraph {
  const clauses = splitClauses(instruction);
  if (clauses.length === 0) throw notUnderstood('The instruction says nothing to do.');
  if (clauses.length > MAX_CLAUSES) throw notUnderstood(`The instruction has more than ${MAX_CLAUSES} parts.`);
  const next = structuredClone(graph);
  for (const clause of clauses) {
    const change = readClause(next, clause);
    try {
      change.run();
    } catch (error) {
      if (error instanceof ReferenceFailure) throw notUnderstood(`Cannot apply "${shorten(clause)}": ${error.message}.`);
      throw error;
    }
  }
  return next;
}

function readClause(graph: FlowGraph, clause: string): Change {
  const tokens = tokenize(clause);
  let failure: string | undefined;
  for (const form of FORMS) {
    const changes = new Map<string, Change>();
    let fewestInexact = Infinity;
    for (const pattern of form.patterns) {
      for (const slots of matchPattern(pattern, tokens)) {
        try {
          inexactNames.count = 0;
          const change = form.resolve(graph, slots);
          if (inexactNames.count > fewestInexact) continue;
          if (inexactNames.count < fewestInexact) changes.clear();
          fewestInexact = inexactNames.count;
          changes.set(change.key, change);
        } catch (error) {
          if (!(error instanceof ReferenceFailure)) throw error;
          failure ??= error.message;
        }
      }
    }
    if (changes.size === 1) return [...changes.values()][0]!;
    if (changes.size > 1) {
      throw notUnderstood(`"${shorten(clause)}" can be read in more than one way; put each step's name in quotes ('like this').`);
    }
  }
  try {
    const mermaid = mermaidChange(graph, clause);
    if (mermaid) return mermaid;
  } catch (error) {
    if (!(error instanceof ReferenceFailure)) throw error;
    failure ??= error.message;
  }
  if (failure !== undefined) throw notUnderstood(`Cannot apply "${shorten(clause)}": ${failure}.`);
  throw notUnderstood(`"${shorten(clause)}" is not an edit this grammar reads (add, insert, remove, rename, connect, disconnect, move into a lane, group, change direction, restyle).`);
}

function shorten(clause: string): string {
  return clause.length <= QUOTED_CLAUSE_CHARS ? clause : `${clause.slice(0, QUOTED_CLAUSE_CHARS - 1)}…`;
}

function notUnderstood(message: string): FlowchartError {
  return new FlowchartError('INSTRUCTION_NOT_UNDERSTOOD', message);
}

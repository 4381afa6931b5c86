// What one edit form is: the word patterns it reads and how it resolves them against the graph.
import type { FlowGraph } from '../model.ts';
import type { Pattern, Slots } from './tokens.ts';

/** A resolved change: `key` says what it does (two readings with the same key are one reading). */
export interface Change {
  key: string;
  run(): void;
  /** The steps the reading named (ids), for a later "it". */
  named?: readonly string[];
  /** Changes nothing, only names a step for a later part ("the nurse takes the blood, not the doctor"). */
  context?: boolean;
}

export interface Form {
  patterns: readonly Pattern[];
  /** Resolves the slots of one reading against the graph, without changing it; throws ReferenceFailure. */
  resolve(graph: FlowGraph, slots: Slots): Change;
}

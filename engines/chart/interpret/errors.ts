import { forOwner } from '../../shared/said.ts';
/** An instruction the reader cannot apply: the job fails with this reason and is refunded. */
export class InstructionError extends Error {
  readonly reason: string;
  /** The message with the request's words marked (engines/shared/said.ts). */
  readonly marked: string;
  /** What the client needs to rephrase: the data's columns, the words that named none. */
  readonly details: Record<string, unknown> | undefined;
  constructor(reason: string, message: string, details?: Record<string, unknown>) {
    super(forOwner(message));
    this.marked = message;
    this.name = 'InstructionError';
    this.reason = reason;
    this.details = details;
  }
}

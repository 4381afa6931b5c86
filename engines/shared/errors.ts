// Bad input is the caller's problem, not a transient failure: the activity layer turns an
// EngineError into a non-retryable failure whose `reason` becomes the job's
// `error.details.reason` (SPEC: TASK_FAILED carries the engine code there).
import { forJob, forOwner } from './said.ts';

export class EngineError extends Error {
  readonly reason: string;
  /** The message with the request's words marked (said.ts): a message built on this one keeps them marked. */
  readonly marked: string;

  /** `message` may mark words of the request with `said`: `message` quotes them, `jobMessage` does not. */
  constructor(reason: string, message: string) {
    super(forOwner(message));
    this.name = 'EngineError';
    this.reason = reason;
    this.marked = message;
  }

  /** What a failed job says: none of the request's or its inputs' words (SPEC "Resources / Job"). */
  get jobMessage(): string {
    return forJob(this.marked);
  }
}

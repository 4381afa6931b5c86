// Bad input is the caller's problem, not a transient failure: the activity layer turns an
// EngineError into a non-retryable failure whose `reason` becomes the job's
// `error.details.reason` (SPEC: TASK_FAILED carries the engine code there).

export class EngineError extends Error {
  readonly reason: string;

  constructor(reason: string, message: string) {
    super(message);
    this.name = 'EngineError';
    this.reason = reason;
  }
}

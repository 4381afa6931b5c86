import { EngineError } from '../shared/errors.ts';

/** The data or the request cannot make this chart: the job fails with this reason, refunded. */
export class ChartError extends EngineError {
  constructor(reason: string, message: string) {
    super(reason, message);
    this.name = 'ChartError';
  }
}

/**
 * A failure the engine did not foresee (a bug, or an input case no check names yet). The engine
 * is deterministic: the same input fails the same way every time, so the job fails at once,
 * refunded, instead of being retried; the original error is kept as `cause` for the worker's
 * log and never shown to the client.
 */
export function unforeseen(cause: unknown): ChartError {
  const error = new ChartError('CHART_ENGINE_FAILED', 'The chart could not be drawn from this data and request; the same request would fail again.');
  error.cause = cause;
  return error;
}

// The public error of a failed job, from what its engine activity threw.
import { ActivityFailure, ApplicationFailure } from '@temporalio/workflow';
import type { StoredJobError } from '../../core/db/entities.ts';

export function timedOut(): StoredJobError {
  return {
    code: 'TASK_TIMED_OUT',
    message: 'The task did not finish in time and was refunded. Its result may still arrive, free, until late_delivery_until.',
    details: {},
  };
}

/** Engine failures are TASK_FAILED with the engine's reason; anything else is ENGINE_UNAVAILABLE. */
export function jobError(err: unknown): StoredJobError {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure && cause.type === 'EngineError') {
    const reason = typeof cause.details?.[0] === 'string' ? cause.details[0] : 'ENGINE_ERROR';
    if (reason === 'CONTENT_REJECTED') return { code: 'CONTENT_REJECTED', message: cause.message, details: {} };
    return { code: 'TASK_FAILED', message: cause.message, details: { reason } };
  }
  return { code: 'TASK_FAILED', message: 'The task failed; its credits were refunded.', details: { reason: 'ENGINE_UNAVAILABLE' } };
}

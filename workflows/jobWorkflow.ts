// One workflow per job: admit (reserve credits), run the engine, settle (charge or refund).
import {
  ApplicationFailure,
  CancellationScope,
  condition,
  isCancellation,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
  allHandlersFinished,
  ActivityFailure,
} from '@temporalio/workflow';
import type * as activities from '../activities/index.ts';
import type { AdmissionResult, JobInput, Settlement } from '../core/jobTypes.ts';
import type { StoredJobError } from '../core/db/entities.ts';
import { admitUpdate, statusQuery } from './definitions.ts';
import { JOB_STATUS } from './searchAttributes.ts';

// Bookkeeping activities touch only the database: quick, and retried until the database answers.
const bookkeeping = proxyActivities<typeof activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '200 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds' },
});

// Admission answers a waiting HTTP request: a few quick tries, then the request gets a 503.
const admission = proxyActivities<typeof activities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '100 milliseconds', maximumAttempts: 3 },
});

const engines = proxyActivities<typeof activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', maximumAttempts: 3, nonRetryableErrorTypes: ['EngineError'] },
});

/** How long a started workflow waits for its admission update before giving up. */
const ADMISSION_WAIT = '1 minute';

export async function jobWorkflow(input: JobInput): Promise<string> {
  let status = 'admitting';
  let admitted: Promise<AdmissionResult> | undefined;
  let result: AdmissionResult | undefined;

  setHandler(statusQuery, () => status);
  setHandler(admitUpdate, async (requestHash: string): Promise<AdmissionResult> => {
    if (requestHash !== input.requestHash) return { outcome: 'conflict', jobId: input.jobId };
    // Racing requests with one key all land here; the first starts admission, all await it.
    admitted ??= admission.admitJob(input).then(
      (r) => (result = r),
      // Admission could not reach the database: nothing was written, the client retries.
      (): AdmissionResult => (result = { outcome: 'unavailable' }),
    );
    return admitted;
  });

  if (!(await condition(() => result !== undefined, ADMISSION_WAIT))) return 'never admitted';
  if (result?.outcome !== 'admitted') {
    await condition(allHandlersFinished);
    return result?.outcome ?? 'never admitted';
  }

  const setStatus = (next: string) => {
    status = next;
    upsertSearchAttributes([{ key: JOB_STATUS, value: next }]);
  };
  setStatus('queued');

  let settlement: Settlement;
  try {
    await bookkeeping.markProcessing(input.jobId);
    setStatus('processing');
    const engineResult = await runEngine(input);
    settlement = { outcome: 'succeeded', outputs: engineResult.outputs };
  } catch (err) {
    settlement = isCancellation(err) ? { outcome: 'canceled' } : { outcome: 'failed', error: jobError(err) };
  }
  // Settlement must happen even when an operator cancels the workflow.
  await CancellationScope.nonCancellable(() => bookkeeping.settleJob(input.jobId, settlement));
  setStatus(settlement.outcome);
  await condition(allHandlersFinished);
  return settlement.outcome;
}

function runEngine(input: JobInput) {
  switch (input.params.engine) {
    case 'conversion':
      return engines.runConversion(input.jobId, input.accountId, input.params);
  }
}

/** The public error of a failed job: engine failures are TASK_FAILED with the engine's reason. */
function jobError(err: unknown): StoredJobError {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure && cause.type === 'EngineError') {
    const reason = typeof cause.details?.[0] === 'string' ? cause.details[0] : 'ENGINE_ERROR';
    return { code: 'TASK_FAILED', message: cause.message, details: { reason } };
  }
  return { code: 'TASK_FAILED', message: 'The task failed; its credits were refunded.', details: { reason: 'ENGINE_UNAVAILABLE' } };
}

// One workflow per job: admit (reserve credits), run the engine, settle (charge or refund).
// Illustrations may outlive their deadline: the job then fails with TASK_TIMED_OUT and the
// workflow keeps waiting until late_delivery_until, when a late result is delivered free.
import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  allHandlersFinished,
  condition,
  isCancellation,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type * as activities from '../activities/index.ts';
import type { AdmissionResult, EngineResult, JobInput, LateDelivery, Settlement } from '../core/jobTypes.ts';
import type { StoredJobError } from '../core/db/entities.ts';
import { admitUpdate, statusQuery } from './definitions.ts';
import { JOB_STATUS } from './searchAttributes.ts';

// Bookkeeping touches only the database and takes milliseconds: local activities run inside
// the workflow task that asks for them, saving a round trip through the server each (about
// 40 ms here, bench/), and are retried until the database answers.
const bookkeeping = proxyLocalActivities<typeof activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '200 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds' },
});

// Admission answers a waiting HTTP request: a few quick tries, then the request gets a 503.
const admission = proxyLocalActivities<typeof activities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '100 milliseconds', maximumAttempts: 5 },
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

  const setStatus = (next: string) => {
    status = next;
    upsertSearchAttributes([{ key: JOB_STATUS, value: next }]);
  };

  if (!(await condition(() => result !== undefined, ADMISSION_WAIT))) return 'never admitted';
  if (result?.outcome !== 'admitted') {
    setStatus(result?.outcome === 'refused' ? 'failed' : 'not admitted');
    await condition(allHandlersFinished);
    return result?.outcome ?? 'never admitted';
  }
  setStatus('queued');

  let settlement: Settlement;
  let late: LateResult | undefined;
  try {
    await bookkeeping.markProcessing(input.jobId);
    setStatus('processing');
    const outcome = await runEngine(input);
    if ('lateUntil' in outcome) {
      late = outcome;
      settlement = { outcome: 'failed', error: timedOut(), lateDeliveryUntil: new Date(outcome.lateUntil).toISOString() };
    } else {
      settlement = { outcome: 'succeeded', outputs: outcome.outputs };
    }
  } catch (err) {
    settlement = isCancellation(err) ? { outcome: 'canceled' } : { outcome: 'failed', error: jobError(err) };
  }
  // Settlement must happen even when an operator cancels the workflow.
  await CancellationScope.nonCancellable(() => bookkeeping.settleJob(input.jobId, settlement));
  setStatus(settlement.outcome);

  if (late) {
    // The job has failed and been refunded; the result may still arrive, free, until lateUntil.
    const result = await awaitIllustration(input, late.providerJobId, late.lateUntil).catch(() => undefined);
    if (result?.state === 'succeeded' && (await bookkeeping.deliverLate(input.jobId, result.outputs))) setStatus('succeeded');
  }
  await condition(allHandlersFinished);
  return status;
}

/** An illustration still running at its deadline: where to ask for it, and until when. */
interface LateResult {
  providerJobId: string;
  lateUntil: number;
}

async function runEngine(input: JobInput): Promise<EngineResult | LateResult> {
  switch (input.engine) {
    case 'conversion':
      return engines.runConversion(input.jobId, input.accountId, input.inputId);
    case 'illustration':
      return runIllustration(input, input.lateDelivery ?? { deadlineSeconds: 180, windowSeconds: 3600 });
    case 'chart':
      return engines.runChart(input.jobId, input.accountId, input.inputId);
  }
}

async function runIllustration(input: JobInput, timing: LateDelivery): Promise<EngineResult | LateResult> {
  const providerJobId = await engines.submitIllustration(input.accountId, input.inputId);
  // Workflow time is deterministic: Date.now() here is the time of the current workflow task.
  const first = await awaitIllustration(input, providerJobId, Date.now() + timing.deadlineSeconds * 1000);
  if (first.state === 'succeeded') return { outputs: first.outputs };
  return { providerJobId, lateUntil: Date.now() + timing.windowSeconds * 1000 };
}

/** Waits for the provider's result until `until`, inside one heartbeating activity. */
function awaitIllustration(input: JobInput, providerJobId: string, until: number) {
  return proxyActivities<typeof activities>({
    startToCloseTimeout: Math.max(60_000, until - Date.now() + 60_000),
    heartbeatTimeout: '30 seconds',
    retry: { initialInterval: '1 second', maximumInterval: '30 seconds', nonRetryableErrorTypes: ['EngineError'] },
  }).awaitIllustration(input.jobId, input.accountId, input.inputId, providerJobId, until);
}

function timedOut(): StoredJobError {
  return {
    code: 'TASK_TIMED_OUT',
    message: 'The task did not finish in time and was refunded. Its result may still arrive, free, until late_delivery_until.',
    details: {},
  };
}

/** The public error of a failed job: engine failures are TASK_FAILED with the engine's reason. */
function jobError(err: unknown): StoredJobError {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure && cause.type === 'EngineError') {
    const reason = typeof cause.details?.[0] === 'string' ? cause.details[0] : 'ENGINE_ERROR';
    if (reason === 'CONTENT_REJECTED') return { code: 'CONTENT_REJECTED', message: cause.message, details: {} };
    return { code: 'TASK_FAILED', message: cause.message, details: { reason } };
  }
  return { code: 'TASK_FAILED', message: 'The task failed; its credits were refunded.', details: { reason: 'ENGINE_UNAVAILABLE' } };
}

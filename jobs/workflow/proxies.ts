// How workflows call activities: timeouts and retries, one place for all of them.
import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type * as activities from '../activities/index.ts';
import type { JobInput } from '../types.ts';
import type { EngineBudget } from '../catalogue/engines.ts';

// Bookkeeping touches only the database and takes milliseconds: local activities run inside
// the workflow task that asks for them, saving a round trip through the server each (about
// 40 ms here, bench/), and are retried until the database answers. A job row that is not
// there (JobMissing) is never retried: the workflow ends instead of looping.
export const bookkeeping = proxyLocalActivities<typeof activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '200 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds', nonRetryableErrorTypes: ['JobMissing'] },
});

// Admission is the workflow's first step. It is retried while the database is away (the
// waiting request answers IDEMPOTENCY_IN_PROGRESS after 15 s and its retry finds this run);
// after ten minutes the run gives up and the key is free again.
export const admission = proxyLocalActivities<typeof activities>({
  startToCloseTimeout: '10 seconds',
  scheduleToCloseTimeout: '10 minutes',
  retry: { initialInterval: '100 milliseconds', backoffCoefficient: 2, maximumInterval: '5 seconds' },
});

// Engines beat every 2 s (jobs/activities/heartbeat.ts): a worker killed mid-job is noticed after
// 10 s and its job retried on the next worker, long before the two-minute budget runs out.
export const engines = proxyActivities<typeof activities>({
  startToCloseTimeout: '2 minutes',
  heartbeatTimeout: '10 seconds',
  retry: { initialInterval: '1 second', maximumAttempts: 3, nonRetryableErrorTypes: ['EngineError'] },
});

// Upscaling to 8k and tracing a large figure take minutes of CPU: the same beats, a longer budget.
export const longEngines = proxyActivities<typeof activities>({
  startToCloseTimeout: '15 minutes',
  heartbeatTimeout: '10 seconds',
  retry: { initialInterval: '1 second', maximumAttempts: 3, nonRetryableErrorTypes: ['EngineError'] },
});

/** The budgets an engine activity may run under, named by the job catalogue (jobs/catalogue/engines.ts). */
export const ENGINE_BUDGETS = { engines, longEngines } satisfies Record<EngineBudget, typeof engines>;

/** Waits for the provider's result until `until`, inside one heartbeating activity. */
export function awaitIllustration(input: JobInput, providerJobId: string, until: number) {
  return proxyActivities<typeof activities>({
    startToCloseTimeout: Math.max(60_000, until - Date.now() + 60_000),
    heartbeatTimeout: '10 seconds',
    retry: { initialInterval: '1 second', maximumInterval: '30 seconds', nonRetryableErrorTypes: ['EngineError'] },
  }).awaitIllustration(input.jobId, input.accountId, input.inputId, providerJobId, until);
}

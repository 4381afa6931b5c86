// Illustrations as the job workflow runs them: submitted to the provider, awaited until the
// deadline; past it the job fails TASK_TIMED_OUT (refunded) with late_delivery_until, and the
// late-delivery workflow it starts listens for the result until then, turning the job
// succeeded, free, if it arrives. The deadline (3 minutes) and the window (an hour) pass in
// skipped server time: each test takes about a second of wall-clock time.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { Context } from '@temporalio/activity';
import type { WorkflowHandle } from '@temporalio/client';
import { engineFailure } from '../../jobs/activities/engineFailure.ts';
import type { AwaitResult, JobInput, LateDelivery } from '../../jobs/types.ts';
import type { lateDeliveryWorkflow } from '../../jobs/workflow/lateDelivery.ts';
import { JOB_ID } from '../../jobs/workflow/searchAttributes.ts';
import { admit, jobInput, startJobEnvironment, statusAttribute, withWorker, type JobEnvironment } from './jobEnvironment.ts';
import { fakeActivities, Ledger, output, type Script } from './fakeActivities.ts';

/** How often the fake provider's wait beats, in server time: within proxies.ts's 10 s heartbeat timeout, as the real wait (every poll). */
const BEAT_MS = 8_000;

/** The service's timing (core/config.ts defaults, as the API passes them): a 3-minute deadline, an hour's late window. */
const TIMING: LateDelivery = { deadlineSeconds: 180, windowSeconds: 3600 };
const MINUTE = 60_000;

let je: JobEnvironment;
beforeEach(async () => {
  je = await startJobEnvironment();
}, 120_000);
afterEach(async () => {
  await je?.env.teardown();
});

function illustration(): JobInput {
  return jobInput({ kind: 'image_generation', operation: 'images.generations', engine: 'illustration', price: 40, lateDelivery: TIMING });
}

/**
 * The provider: its result is ready `readyAfterMs` of server time after submission, or never.
 * Awaiting it behaves as jobs/activities/illustration.ts: the result once it is there, else
 * `running` once `until` has passed; meanwhile the attempt sleeps in server time.
 */
/**
 * Waits `ms` of server time inside an activity attempt. The beats go to the server by RPC,
 * each recorded before time moves on: the worker's own would be throttled in wall-clock
 * time, and the attempt would time out in skipped time between them.
 */
async function beatingSleep(ms: number): Promise<void> {
  const { taskToken } = Context.current().info;
  for (let left = ms; left > 0; left -= BEAT_MS) {
    await je.env.asyncCompletionClient.heartbeat(taskToken);
    await je.env.sleep(Math.min(left, BEAT_MS));
  }
}

function provider(readyAfterMs: number | undefined): Pick<Script, 'submitIllustration' | 'awaitIllustration'> {
  let readyAt = Infinity;
  return {
    submitIllustration: async () => {
      if (readyAfterMs !== undefined) readyAt = (await je.env.currentTimeMs()) + readyAfterMs;
      return 'provider-job-1';
    },
    awaitIllustration: async (jobId, _accountId, _inputId, _providerJobId, until): Promise<AwaitResult> => {
      for (;;) {
        const now = await je.env.currentTimeMs();
        if (now >= readyAt) return { state: 'succeeded', outputs: [output(jobId)] };
        if (now >= until) return { state: 'running' };
        await beatingSleep(Math.min(readyAt, until) - now);
      }
    },
  };
}

function lateHandle(parent: WorkflowHandle): WorkflowHandle<typeof lateDeliveryWorkflow> {
  return je.env.client.workflow.getHandle(`${parent.workflowId}-late`);
}

test('a result before the deadline: the workflow marks the job processing and settles it succeeded', async () => {
  const ledger = new Ledger();
  const input = illustration();
  await withWorker(je, fakeActivities(ledger, provider(2 * MINUTE)), async (taskQueue) => {
    const { handle } = await admit(je, taskQueue, input);
    expect(await handle.result()).toBe('succeeded');
    expect(await statusAttribute(handle)).toBe('succeeded');
  });
  expect(ledger.calls.map((c) => c.name)).toEqual(['admitJob', 'markProcessing', 'submitIllustration', 'awaitIllustration', 'settleJob']);
  expect(ledger.settlements(input.jobId)).toEqual([{ outcome: 'succeeded', outputs: [output(input.jobId)] }]);
});

test('past the deadline the job fails TASK_TIMED_OUT with late_delivery_until; a result 20 minutes later is delivered', async () => {
  const ledger = new Ledger();
  const input = illustration();
  const wallStart = Date.now();
  await withWorker(je, fakeActivities(ledger, provider(20 * MINUTE)), async (taskQueue) => {
    const { handle } = await admit(je, taskQueue, input);
    const started = (await handle.describe()).startTime.getTime();
    expect(await handle.result()).toBe('failed');
    expect(await statusAttribute(handle)).toBe('failed');

    const [settlement] = ledger.settlements(input.jobId);
    expect(settlement).toEqual({
      outcome: 'failed',
      error: {
        code: 'TASK_TIMED_OUT',
        message: 'The task did not finish in time and was refunded. Its result may still arrive, free, until late_delivery_until.',
        details: {},
      },
      lateDeliveryUntil: expect.any(String),
    });
    const lateUntil = Date.parse((settlement as { lateDeliveryUntil: string }).lateDeliveryUntil);
    const [deadlineWait] = ledger.named('awaitIllustration');
    // The first wait ends at the deadline; the window runs an hour from there.
    expect(deadlineWait!.until - started).toBeGreaterThanOrEqual(TIMING.deadlineSeconds * 1000);
    expect(deadlineWait!.until - started).toBeLessThan(TIMING.deadlineSeconds * 1000 + 5_000);
    expect(lateUntil - deadlineWait!.until).toBeGreaterThanOrEqual(TIMING.windowSeconds * 1000);
    expect(lateUntil - deadlineWait!.until).toBeLessThan(TIMING.windowSeconds * 1000 + 5_000);

    // The late-delivery workflow waits on the same provider job until late_delivery_until.
    const late = lateHandle(handle);
    expect(await late.result()).toBe('delivered');
    const [, lateWait] = ledger.named('awaitIllustration');
    expect(lateWait).toMatchObject({ providerJobId: 'provider-job-1', until: lateUntil, workflowId: late.workflowId });
    const described = await late.describe();
    expect(described.typedSearchAttributes.get(JOB_ID)).toBe(input.jobId);
    expect(await statusAttribute(late)).toBe('succeeded');
  });
  expect(ledger.named('deliverLate')).toEqual([{ name: 'deliverLate', jobId: input.jobId, outputs: [output(input.jobId)] }]);
  // An hour and more of server time, in seconds of wall clock.
  expect(Date.now() - wallStart).toBeLessThan(30_000);
});

test('a provider that never answers: the window closes, nothing is delivered, the job stays failed', async () => {
  const ledger = new Ledger();
  const input = illustration();
  await withWorker(je, fakeActivities(ledger, provider(undefined)), async (taskQueue) => {
    const { handle } = await admit(je, taskQueue, input);
    expect(await handle.result()).toBe('failed');
    const late = lateHandle(handle);
    expect(await late.result()).toBe('not delivered');
    expect(await statusAttribute(late)).toBe('failed');
  });
  expect(ledger.named('deliverLate')).toEqual([]);
  expect(ledger.settlements(input.jobId)).toHaveLength(1);
});

test('a late result the job can no longer take (deliverLate refuses) is not delivered', async () => {
  const ledger = new Ledger();
  await withWorker(je, fakeActivities(ledger, { ...provider(10 * MINUTE), deliverLate: async () => false }), async (taskQueue) => {
    const { handle } = await admit(je, taskQueue, illustration());
    expect(await handle.result()).toBe('failed');
    const late = lateHandle(handle);
    expect(await late.result()).toBe('too late');
    expect(await statusAttribute(late)).toBe('failed');
  });
  expect(ledger.named('deliverLate')).toHaveLength(1);
});

test('a provider that refuses the prompt fails the job CONTENT_REJECTED at once, with nothing to wait for', async () => {
  const ledger = new Ledger();
  const input = illustration();
  const script: Script = {
    submitIllustration: async () => {
      throw engineFailure(Object.assign(new Error('The provider refused the prompt.'), { reason: 'CONTENT_REJECTED' }), {});
    },
  };
  await withWorker(je, fakeActivities(ledger, script), async (taskQueue) => {
    const { handle } = await admit(je, taskQueue, input);
    expect(await handle.result()).toBe('failed');
  });
  expect(ledger.settlements(input.jobId)).toEqual([{ outcome: 'failed', error: { code: 'CONTENT_REJECTED', message: 'The provider refused the prompt.', details: {} } }]);
  expect(ledger.named('awaitIllustration')).toEqual([]);
});

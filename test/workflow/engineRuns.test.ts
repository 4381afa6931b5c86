// An admitted job's engine run as the workflow drives it: success settled by the engine
// activity or by the workflow, an engine's refusal (final), failures retried up to the
// budget, a worker that stops beating, and an operator's cancel. Server time is skipped: a
// heartbeat timeout and retry backoffs cost no wall-clock time.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { CancelledFailure, Context } from '@temporalio/activity';
import { WorkflowFailedError } from '@temporalio/client';
import { engineFailure } from '../../jobs/activities/engineFailure.ts';
import { statusQuery } from '../../jobs/workflow/definitions.ts';
import { admit, jobInput, startJobEnvironment, statusAttribute, withWorker, type JobEnvironment } from './jobEnvironment.ts';
import { fakeActivities, Ledger, output } from './fakeActivities.ts';
import { gate, until } from './gates.ts';

let je: JobEnvironment;
beforeEach(async () => {
  je = await startJobEnvironment();
}, 120_000);
afterEach(async () => {
  await je?.env.teardown();
});

/** The engine's own refusal, as jobs/activities/engineFailure.ts makes it. */
function refusal(reason: string, message: string) {
  return engineFailure(Object.assign(new Error(message), { reason }), {});
}

/**
 * An attempt whose worker stops beating: server time runs on past the 10 s heartbeat timeout
 * (jobs/workflow/proxies.ts), but not into the next attempt, retried a second later: the test
 * server holds time while an attempt runs, and overlapping sleeps leave it held.
 */
async function silent(): Promise<never> {
  await je.env.sleep('10500 ms');
  throw new Error('this attempt was given up by the server already');
}

test('an engine that settles its own job: the workflow writes nothing, the run closes succeeded', async () => {
  const ledger = new Ledger();
  const input = jobInput();
  await withWorker(je, fakeActivities(ledger), async (taskQueue) => {
    const { answer, handle } = await admit(je, taskQueue, input);
    expect(answer).toMatchObject({ outcome: 'admitted', jobId: input.jobId });
    expect(await handle.result()).toBe('succeeded');
    expect(await statusAttribute(handle)).toBe('succeeded');
  });
  // markProcessing and settleJob here are the engine activity's own (runsJob), not the workflow's.
  expect(ledger.calls.map((c) => c.name)).toEqual(['admitJob', 'engine', 'markProcessing', 'settleJob']);
  expect(ledger.settlements(input.jobId)).toEqual([{ outcome: 'succeeded', outputs: [output(input.jobId)] }]);
});

test('each engine runs under its own activity', async () => {
  const ledger = new Ledger();
  const engines = [
    ['conversion', 'runConversion'],
    ['vectorize', 'runVectorize'],
    ['upscale', 'runUpscale'],
    ['chart', 'runChart'],
    ['image_edit', 'runImageEdit'],
    ['flowchart', 'runFlowchart'],
  ] as const;
  await withWorker(je, fakeActivities(ledger), async (taskQueue) => {
    for (const [engine] of engines) {
      const { handle } = await admit(je, taskQueue, jobInput({ engine }));
      expect(await handle.result()).toBe('succeeded');
    }
  });
  expect(ledger.named('engine').map((c) => c.activity)).toEqual(engines.map(([, activity]) => activity));
});

test('an engine result the activity did not settle is settled by the workflow', async () => {
  const ledger = new Ledger();
  const input = jobInput();
  const outputs = [output('a'), output('b')];
  await withWorker(je, fakeActivities(ledger, { engine: async () => ({ outputs }) }), async (taskQueue) => {
    const { handle } = await admit(je, taskQueue, input);
    expect(await handle.result()).toBe('succeeded');
  });
  expect(ledger.calls.map((c) => c.name)).toEqual(['admitJob', 'engine', 'settleJob']);
  expect(ledger.settlements(input.jobId)).toEqual([{ outcome: 'succeeded', outputs }]);
});

test('an engine that refuses fails the job at once with its reason; a content refusal keeps its own code', async () => {
  const ledger = new Ledger();
  const unreadable = jobInput();
  const rejected = jobInput();
  const script = {
    engine: async (_attempt: number, jobId: string) => {
      throw jobId === unreadable.jobId ? refusal('UNREADABLE_INPUT', 'The file is not an image.') : refusal('CONTENT_REJECTED', 'The provider refused the content.');
    },
  };
  await withWorker(je, fakeActivities(ledger, script), async (taskQueue) => {
    for (const input of [unreadable, rejected]) {
      const { handle } = await admit(je, taskQueue, input);
      expect(await handle.result()).toBe('failed');
      expect(await statusAttribute(handle)).toBe('failed');
    }
  });
  expect(ledger.settlements(unreadable.jobId)).toEqual([
    { outcome: 'failed', error: { code: 'TASK_FAILED', message: 'The file is not an image.', details: { reason: 'UNREADABLE_INPUT' } } },
  ]);
  expect(ledger.settlements(rejected.jobId)).toEqual([{ outcome: 'failed', error: { code: 'CONTENT_REJECTED', message: 'The provider refused the content.', details: {} } }]);
  // Final: no second attempt.
  expect(ledger.named('engine').map((c) => c.attempt)).toEqual([1, 1]);
});

test('an engine that keeps failing is tried three times, then the job fails ENGINE_UNAVAILABLE', async () => {
  const ledger = new Ledger();
  const input = jobInput();
  const attemptsAt: number[] = [];
  await withWorker(
    je,
    fakeActivities(ledger, {
      engine: async () => {
        attemptsAt.push(await je.env.currentTimeMs());
        throw new Error('worker lost its model');
      },
    }),
    async (taskQueue) => {
      const { handle } = await admit(je, taskQueue, input);
      expect(await handle.result()).toBe('failed');
    },
  );
  expect(ledger.named('engine').map((c) => c.attempt)).toEqual([1, 2, 3]);
  expect(ledger.settlements(input.jobId)).toEqual([
    { outcome: 'failed', error: { code: 'TASK_FAILED', message: 'The task failed; its credits were refunded.', details: { reason: 'ENGINE_UNAVAILABLE' } } },
  ]);
  // The retry policy's backoffs (1 s, then 2 s), kept in server time.
  const [first, second, third] = attemptsAt as [number, number, number];
  expect(second - first).toBeGreaterThanOrEqual(1_000);
  expect(third - second).toBeGreaterThanOrEqual(2_000);
});

test('a failure that a retry cures: the second attempt succeeds', async () => {
  const ledger = new Ledger();
  const input = jobInput();
  await withWorker(
    je,
    fakeActivities(ledger, {
      engine: async (attempt) => {
        if (attempt === 1) throw new Error('out of memory');
        return { outputs: [output('second')] };
      },
    }),
    async (taskQueue) => {
      const { handle } = await admit(je, taskQueue, input);
      expect(await handle.result()).toBe('succeeded');
    },
  );
  expect(ledger.settlements(input.jobId)).toEqual([{ outcome: 'succeeded', outputs: [output('second')] }]);
});

test('a worker that stops beating loses its attempt after the heartbeat timeout; the next attempt runs the job', async () => {
  const ledger = new Ledger();
  const input = jobInput();
  const started = Date.now();
  await withWorker(
    je,
    fakeActivities(ledger, {
      engine: async (attempt) => (attempt === 1 ? silent() : { outputs: [output('retried')] }),
    }),
    async (taskQueue) => {
      const { handle } = await admit(je, taskQueue, input);
      expect(await handle.result()).toBe('succeeded');
    },
  );
  expect(ledger.named('engine').map((c) => c.attempt)).toEqual([1, 2]);
  expect(ledger.settlements(input.jobId)).toEqual([{ outcome: 'succeeded', outputs: [output('retried')] }]);
  // Sooner than the 10 s the attempt was given up after: that time was skipped.
  expect(Date.now() - started).toBeLessThan(10_000);
});

test('an engine silent on every attempt fails the job ENGINE_UNAVAILABLE', async () => {
  const ledger = new Ledger();
  const input = jobInput();
  await withWorker(je, fakeActivities(ledger, { engine: silent }), async (taskQueue) => {
    const { handle } = await admit(je, taskQueue, input);
    expect(await handle.result()).toBe('failed');
  });
  expect(ledger.named('engine').map((c) => c.attempt)).toEqual([1, 2, 3]);
  expect(ledger.settlements(input.jobId)).toEqual([
    { outcome: 'failed', error: { code: 'TASK_FAILED', message: 'The task failed; its credits were refunded.', details: { reason: 'ENGINE_UNAVAILABLE' } } },
  ]);
});

test('a canceled job is still settled, as canceled, and its run closes cancelled', async () => {
  const ledger = new Ledger();
  const input = jobInput();
  const stopped = gate();
  await withWorker(
    je,
    fakeActivities(ledger, {
      engine: async () => {
        const ctx = Context.current();
        const beat = setInterval(() => ctx.heartbeat(), 50);
        try {
          await ctx.cancelled;
          return { outputs: [] };
        } finally {
          clearInterval(beat);
          stopped.open();
        }
      },
    }),
    async (taskQueue) => {
      const { handle } = await admit(je, taskQueue, input);
      await until(() => ledger.named('engine').length === 1, 'the engine to start');
      expect(await handle.query(statusQuery)).toBe('processing');
      await handle.cancel();
      const closed = await handle.result().then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(closed).toBeInstanceOf(WorkflowFailedError);
      expect((closed as WorkflowFailedError).cause).toBeInstanceOf(CancelledFailure);
      expect((await handle.describe()).status.name).toBe('CANCELLED');
      expect(await statusAttribute(handle)).toBe('canceled');
      // The engine activity heard the cancel too.
      await stopped.passed;
    },
  );
  expect(ledger.settlements(input.jobId)).toEqual([{ outcome: 'canceled' }]);
});

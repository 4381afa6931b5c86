// Admission as the job workflow runs it: the admit update answers what admission decided, to
// every caller of the key; a refusal kept for the key closes the run completed, anything not
// kept fails it so that the key may start afresh; an edit admitted after its parent finished
// runs under the same key. Time-skipping server, activities at the Temporal boundary.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { ApplicationFailure } from '@temporalio/activity';
import { WorkflowExecutionAlreadyStartedError, WorkflowFailedError, type WorkflowHandle } from '@temporalio/client';
import type { AdmissionResult, JobInput } from '../../jobs/types.ts';
import { statusQuery } from '../../jobs/workflow/definitions.ts';
import { admit, jobInput, startJobEnvironment, statusAttribute, withWorker, type JobEnvironment } from './jobEnvironment.ts';
import { fakeActivities, Ledger } from './fakeActivities.ts';
import { gate, until } from './gates.ts';

let je: JobEnvironment;
beforeEach(async () => {
  je = await startJobEnvironment();
}, 120_000);
afterEach(async () => {
  await je?.env.teardown();
});

const rateLimited: AdmissionResult = {
  outcome: 'rejected',
  error: { code: 'RATE_LIMITED', message: 'At most 100 tasks start per hour.', details: { reason: 'HOURLY_LIMIT_REACHED' } },
  retryAfter: 30,
};

/** The run's failure when it closes without admitting: its type and message. */
async function failureOf(handle: WorkflowHandle): Promise<{ type?: string; message: string }> {
  const err = await handle.result().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WorkflowFailedError);
  const cause = (err as WorkflowFailedError).cause;
  expect(cause).toBeInstanceOf(ApplicationFailure);
  return { type: (cause as ApplicationFailure).type ?? undefined, message: (cause as ApplicationFailure).message };
}

test('a refusal kept for the key (402) completes the run as refused: no engine, no settlement, status failed', async () => {
  const ledger = new Ledger();
  const input = jobInput({ price: 500 });
  const refusal: AdmissionResult = {
    outcome: 'refused',
    jobId: input.jobId,
    error: { code: 'INSUFFICIENT_CREDITS', message: 'This request needs 500 credits; the balance is 10.', details: { top_up_url: 'https://figures.example.com/billing' } },
  };
  await withWorker(je, fakeActivities(ledger, { admit: async () => refusal }), async (taskQueue) => {
    const { answer, handle } = await admit(je, taskQueue, input);
    expect(answer).toEqual(refusal);
    expect(await handle.result()).toBe('refused');
    expect((await handle.describe()).status.name).toBe('COMPLETED');
    expect(await statusAttribute(handle)).toBe('failed');
  });
  expect(ledger.calls.map((c) => c.name)).toEqual(['admitJob']);
});

test('a rejection (limits) fails the run not admitted, and a caller racing the first gets the same answer', async () => {
  const ledger = new Ledger();
  const decide = gate();
  const input = jobInput();
  await withWorker(
    je,
    fakeActivities(ledger, {
      admit: async () => {
        await decide.passed;
        return rateLimited;
      },
    }),
    async (taskQueue) => {
      const first = admit(je, taskQueue, input);
      await until(() => ledger.named('admitJob').length === 1, 'admission to start');
      const second = admit(je, taskQueue, input);
      // Both updates are with the server before admission answers.
      await new Promise((r) => setTimeout(r, 300));
      decide.open();
      const [a, b] = await Promise.all([first, second]);
      expect(a.answer).toEqual(rateLimited);
      expect(b.answer).toEqual(rateLimited);
      expect(b.handle.workflowId).toBe(a.handle.workflowId);
      expect(await failureOf(a.handle)).toEqual({ type: 'NotAdmitted', message: 'not admitted: RATE_LIMITED' });
      expect(await statusAttribute(a.handle)).toBe('not admitted');
    },
  );
  // One run answered both callers. Its admission may have run twice: the server refuses a
  // task that would close the run while an update waits, and the task runs again
  // (jobs/activities/admission.ts answers the same to its own run).
  expect(new Set(ledger.named('admitJob').map((c) => c.runId)).size).toBe(1);
  expect(ledger.calls.every((c) => c.name === 'admitJob')).toBe(true);
});

test('admission that cannot be done (its activity gives up) answers unavailable and fails the run', async () => {
  const ledger = new Ledger();
  await withWorker(
    je,
    fakeActivities(ledger, {
      admit: async () => {
        throw ApplicationFailure.nonRetryable('database away', 'DatabaseAway');
      },
    }),
    async (taskQueue) => {
      const { answer, handle } = await admit(je, taskQueue, jobInput());
      expect(answer).toEqual({ outcome: 'unavailable' });
      expect(await failureOf(handle)).toEqual({ type: 'NotAdmitted', message: 'not admitted: unavailable' });
    },
  );
  expect(ledger.named('settleJob')).toEqual([]);
});

test('admission is retried while its activity fails, and the job then runs', async () => {
  const ledger = new Ledger();
  await withWorker(
    je,
    fakeActivities(ledger, {
      admit: async (input, attempt) => {
        if (attempt < 3) throw new Error('connection refused');
        return { outcome: 'admitted', jobId: input.jobId, runId: 'run' };
      },
    }),
    async (taskQueue) => {
      const { answer, handle } = await admit(je, taskQueue, jobInput());
      expect(answer.outcome).toBe('admitted');
      expect(await handle.result()).toBe('succeeded');
    },
  );
  expect(ledger.named('admitJob').map((c) => c.attempt)).toEqual([1, 2, 3]);
});

test('another request under the same key is a conflict; the first job runs on, and its status is queryable meanwhile', async () => {
  const ledger = new Ledger();
  const engine = gate();
  const input = jobInput();
  await withWorker(
    je,
    fakeActivities(ledger, {
      engine: async () => {
        await engine.passed;
        return { outputs: [] };
      },
    }),
    async (taskQueue) => {
      const { answer, handle } = await admit(je, taskQueue, input);
      expect(answer.outcome).toBe('admitted');
      await until(() => ledger.named('engine').length === 1, 'the engine to start');
      expect(await handle.query(statusQuery)).toBe('processing');
      expect(await statusAttribute(handle)).toBe('processing');
      const other = await admit(je, taskQueue, input, 'hash-of-another-body');
      expect(other.answer).toEqual({ outcome: 'conflict', jobId: input.jobId });
      engine.open();
      expect(await handle.result()).toBe('succeeded');
    },
  );
  expect(ledger.named('admitJob')).toHaveLength(1);
});

test('a replay (another run made the key\'s job) completes without running anything', async () => {
  const ledger = new Ledger();
  await withWorker(je, fakeActivities(ledger, { admit: async (input) => ({ outcome: 'replay', jobId: input.jobId }) }), async (taskQueue) => {
    const { answer, handle } = await admit(je, taskQueue, jobInput());
    expect(answer.outcome).toBe('replay');
    expect(await handle.result()).toBe('replay');
  });
  expect(ledger.calls.map((c) => c.name)).toEqual(['admitJob']);
});

test('an edit refused while its parent runs fails its run; the same key later starts a new run that edits', async () => {
  const ledger = new Ledger();
  const parentJobId = 'chart-parent';
  let parentRunning = true;
  const input = jobInput({ kind: 'chart', operation: 'charts.edits', engine: 'chart', editOf: parentJobId });
  const parentRuns: AdmissionResult = {
    outcome: 'rejected',
    error: { code: 'REVISION_CONFLICT', message: 'The chart is still being made.', details: { reason: 'PARENT_JOB_RUNNING' } },
    retryAfter: 5,
  };
  await withWorker(
    je,
    fakeActivities(ledger, {
      // Admission's edit-chain check (jobs/activities/editChain.ts) sees the parent's row.
      admit: async (edit) => (edit.editOf === parentJobId && parentRunning ? parentRuns : { outcome: 'admitted', jobId: edit.jobId, runId: 'run' }),
    }),
    async (taskQueue) => {
      const refused = await admit(je, taskQueue, input);
      expect(refused.answer).toEqual(parentRuns);
      expect(await failureOf(refused.handle)).toEqual({ type: 'NotAdmitted', message: 'not admitted: REVISION_CONFLICT' });

      parentRunning = false;
      const retried = await admit(je, taskQueue, input);
      expect(retried.answer.outcome).toBe('admitted');
      expect(await retried.handle.result()).toBe('succeeded');
      expect(retried.handle.workflowId).toBe(refused.handle.workflowId);
    },
  );
  const runs = ledger.named('admitJob').map((c) => c.runId);
  expect(runs).toHaveLength(2);
  expect(runs[1]).not.toBe(runs[0]);
  expect(ledger.named('engine').map((c) => [c.activity, c.jobId])).toEqual([['runChart', input.jobId]]);
});

test('a key whose run admitted or refused its job is never run again: a later request finds the run closed', async () => {
  const ledger = new Ledger();
  const admitted = jobInput();
  const refused = jobInput({ requiredPlanLevel: 2 });
  const planRequired: AdmissionResult = {
    outcome: 'refused',
    jobId: refused.jobId,
    error: { code: 'PLAN_REQUIRED', message: 'This option needs the pro plan or higher.', details: { reason: 'PLAN_REQUIRED', required_plan: 'pro' } },
  };
  const script = { admit: async (input: JobInput): Promise<AdmissionResult> => (input.jobId === refused.jobId ? planRequired : { outcome: 'admitted', jobId: input.jobId, runId: 'run' }) };
  await withWorker(je, fakeActivities(ledger, script), async (taskQueue) => {
    expect(await (await admit(je, taskQueue, admitted)).handle.result()).toBe('succeeded');
    expect(await (await admit(je, taskQueue, refused)).handle.result()).toBe('refused');
    // jobs/requests/admit.ts answers these from the key's row.
    await expect(admit(je, taskQueue, admitted)).rejects.toThrow(WorkflowExecutionAlreadyStartedError);
    await expect(admit(je, taskQueue, refused)).rejects.toThrow(WorkflowExecutionAlreadyStartedError);
  });
  expect(ledger.named('admitJob').map((c) => c.jobId)).toEqual([admitted.jobId, refused.jobId]);
  expect(ledger.named('engine').map((c) => c.jobId)).toEqual([admitted.jobId]);
});

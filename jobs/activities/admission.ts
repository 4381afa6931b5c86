// Admission: the one place where a create request becomes a job. In one transaction it
// checks the account's limits and balance, then either reserves the credits and writes the
// queued job, or writes the refusal as a failed job with no credits. Every admission of an
// account waits on its lock, so the transaction is a few plain statements (core/db/sql.ts).
import { Context } from '@temporalio/activity';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { em as newEm } from '../../core/db/orm.ts';
import { lockRow } from '../../core/db/lock.ts';
import { numberOf, placeholders, rows } from '../../core/db/sql.ts';
import { checkEditChain } from './editChain.ts';
import type { StoredJobError } from '../../core/db/entities.ts';
import { jobForKey } from '../rows.ts';
import { insertQueued, insertRefused, type NewJob } from '../transitions.ts';
import { isVersioned } from '../../core/jobKinds.ts';
import { balances, jobEntryKey, post } from '../../core/ledger.ts';
import { DAY, HOUR, incrementEach, windowOf } from '../../core/counters.ts';
import { LIMITS } from '../../core/limits.ts';
import { PLAN_NAMES, PLANS, type PlanName } from '../../core/plans.ts';
import { topUpUrl } from '../../core/topUp.ts';
import { type AdmissionResult, type JobInput } from '../types.ts';
import { RUNNING_STATUSES } from '../../core/jobStatuses.ts';

export async function admitJob(input: JobInput): Promise<AdmissionResult> {
  const { runId } = ownRun();
  const em = await newEm();
  return em.transactional(async (tx) => {
    // Serialises admissions of one account, so two requests cannot both take the last slot.
    const account = await lockRow(tx, 'accounts', input.accountId);
    const existing = await jobForKey(tx, input.accountId, input.operation, input.idempotencyKey);
    if (existing) {
      // Another run made this key's job (an earlier run was terminated, or Temporal forgot it
      // after retention): this run must not run it a second time; the row is the answer.
      if (existing.runId !== runId) return { outcome: 'replay', jobId: existing.id };
      // This run's own admission, retried after its workflow task was lost: same answer.
      if (existing.refused && existing.error) return { outcome: 'refused', jobId: existing.id, error: existing.error };
      return { outcome: 'admitted', jobId: existing.id, runId };
    }

    if (!account) throw new Error(`account ${input.accountId} vanished during admission`);
    const plan = account.plan as PlanName;
    const now = Date.now();
    // A refused prompt takes no task slot and no credits: it is answered before the limits.
    if (input.contentRefusal) {
      return refuse(tx, input, now, { code: 'CONTENT_REJECTED', message: input.contentRefusal.message, details: { reason: input.contentRefusal.reason } });
    }
    const limited = await checkLimits(tx, input, plan, now);
    if (limited) return limited;
    const chain = input.editOf ? await checkEditChain(tx, input.accountId, input.editOf, input.kind) : { chartId: input.jobId };
    if ('outcome' in chain) return chain;

    const { available, pack } = await balances(tx, input.accountId);
    const packLevel = input.creditPackLevel !== undefined && pack > 0 ? input.creditPackLevel : 0;
    if (Math.max(PLANS[plan].level, packLevel) < input.requiredPlanLevel) {
      return refuse(tx, input, now, {
        code: 'PLAN_REQUIRED',
        message: `This option needs the ${planAtLevel(input.requiredPlanLevel)} plan or higher.`,
        details: { reason: 'PLAN_REQUIRED', required_plan: planAtLevel(input.requiredPlanLevel) },
      });
    }
    if (input.price > available) {
      return refuse(tx, input, now, {
        code: 'INSUFFICIENT_CREDITS',
        message: `This request needs ${input.price} credits; the balance is ${available}.`,
        details: { top_up_url: topUpUrl(input.channel) },
      });
    }

    await insertQueued(tx, { ...newJob(input, now), ...(isVersioned(input.kind) ? chain : {}) });
    if (input.price > 0) {
      await post(tx, { key: jobEntryKey(input.jobId, 'reserve'), accountId: input.accountId, jobId: input.jobId, kind: 'reserve', amount: input.price });
    }
    await incrementEach(tx, [
      { key: `tasks:${input.accountId}`, window: windowOf(now, HOUR) },
      ...(input.freeConversion ? [{ key: `conversions:${input.accountId}`, window: windowOf(now, DAY) }] : []),
    ]);
    return { outcome: 'admitted', jobId: input.jobId, runId, createdAt: new Date(now).toISOString() };
  });
}

/** The workflow run admitting the job: the one run that may work on it. */
function ownRun(): { workflowId: string; runId: string } {
  const run = Context.current().info.workflowExecution;
  if (!run) throw new Error('admission runs only as a workflow activity');
  return { workflowId: run.workflowId, runId: run.runId };
}

/** A refusal is kept as a failed job with no credits, and is the key's answer from now on. */
async function refuse(tx: SqlEntityManager, input: JobInput, now: number, error: StoredJobError): Promise<AdmissionResult> {
  await insertRefused(tx, newJob(input, now), error);
  return { outcome: 'refused', jobId: input.jobId, error };
}

function planAtLevel(level: number): string {
  return PLAN_NAMES.find((name) => PLANS[name].level === level) ?? 'paid';
}

function newJob(input: JobInput, now: number): NewJob {
  return {
    id: input.jobId,
    accountId: input.accountId,
    kind: input.kind,
    operation: input.operation,
    idempotencyKey: input.idempotencyKey,
    requestHash: input.requestHash,
    ...ownRun(),
    parentJobId: input.editOf ?? null,
    inputId: input.inputId,
    chartId: null,
    outputs: [],
    lateDeliveryUntil: null,
    createdAt: new Date(now),
    updatedAt: new Date(now),
  };
}

async function checkLimits(tx: SqlEntityManager, input: JobInput, plan: PlanName, now: number): Promise<AdmissionResult | undefined> {
  const hour = windowOf(now, HOUR);
  const day = windowOf(now, DAY);
  const [usage] = await rows(
    tx,
    `select (select count(*) from jobs where account_id = ? and status in (${placeholders(RUNNING_STATUSES.length)})) as running,
            (select count from usage_counters where counter_key = ? and window_start = ?) as tasks,
            (select count from usage_counters where counter_key = ? and window_start = ?) as conversions`,
    [input.accountId, ...RUNNING_STATUSES, `tasks:${input.accountId}`, hour.start, `conversions:${input.accountId}`, day.start],
  );
  const running = numberOf(usage?.running);
  if (running >= PLANS[plan].concurrentTasks) {
    return limited('CONCURRENCY_LIMITED', `The account already runs ${running} tasks, the most its plan allows.`, {}, 30);
  }
  if (numberOf(usage?.tasks) >= LIMITS.tasksPerHour) {
    return limited('RATE_LIMITED', `At most ${LIMITS.tasksPerHour} tasks start per hour.`, { reason: 'HOURLY_LIMIT_REACHED' }, 30);
  }
  if (input.freeConversion && numberOf(usage?.conversions) >= LIMITS.freeConversionsPerDay) {
    return limited(
      'RATE_LIMITED',
      `The ${LIMITS.freeConversionsPerDay} free conversions of today are used.`,
      { reason: 'DAILY_CONVERSION_LIMIT', limit: LIMITS.freeConversionsPerDay },
      Math.max(1, Math.ceil((day.end - now) / 1000)),
    );
  }
  return undefined;
}

function limited(code: string, message: string, details: Record<string, unknown>, retryAfter: number): AdmissionResult {
  return { outcome: 'rejected', error: { code, message, details }, retryAfter };
}

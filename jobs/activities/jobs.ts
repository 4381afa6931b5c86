// The bookkeeping activities that carry a job's row along its workflow: each takes the job's
// lock where money moves, and has jobs/transitions.ts write the move, so reads and lists
// outlive Temporal's retention.
import { ApplicationFailure } from '@temporalio/activity';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { em as newEm } from '../../core/db/orm.ts';
import type { StoredOutput } from '../../core/db/entities.ts';
import { numberOf, rows } from '../../core/db/sql.ts';
import { jobById, jobFromRow } from '../rows.ts';
import { deliverLate as deliverLateRow, finish, startProcessing } from '../transitions.ts';
import { jobEntryKey, post } from '../../core/ledger.ts';
import { lockRow } from '../../core/db/lock.ts';
import { type Settlement } from '../types.ts';
import { isFinal } from '../../core/jobStatuses.ts';

/**
 * A workflow only ever works on the job its own admission wrote; a row that is not there is
 * a fault no retry can mend, and the workflow must end rather than retry for ever.
 */
function missing(jobId: string): ApplicationFailure {
  return ApplicationFailure.nonRetryable(`job ${jobId} has no row`, 'JobMissing');
}

/** Moves a queued job to processing; false when it had already moved on (a retried attempt). */
export async function markProcessing(jobId: string): Promise<boolean> {
  const em = await newEm();
  const started = await startProcessing(em, jobId);
  if (!started && !(await jobById(em, jobId))) throw missing(jobId);
  return started;
}

/** Charges or refunds the reservation and writes the final state, in one transaction. */
export async function settleJob(jobId: string, settlement: Settlement): Promise<void> {
  const em = await newEm();
  await em.transactional(async (tx) => {
    const locked = await lockRow(tx, 'jobs', jobId);
    if (!locked) throw missing(jobId);
    const job = jobFromRow(locked);
    if (isFinal(job.status)) return; // a retried activity after its commit
    const reserved = await reservedAmount(tx, jobId);
    const kind = settlement.outcome === 'succeeded' ? 'charge' : 'refund';
    if (reserved > 0) await post(tx, { key: jobEntryKey(jobId, kind), accountId: job.accountId, jobId, kind, amount: reserved });
    await finish(tx, jobId, job.status, settlement);
  });
}

/**
 * A result that arrived after TASK_TIMED_OUT but before late_delivery_until: the job turns
 * succeeded and stays refunded (a late result is free).
 */
export async function deliverLate(jobId: string, outputs: StoredOutput[]): Promise<boolean> {
  const em = await newEm();
  return em.transactional(async (tx) => {
    const locked = await lockRow(tx, 'jobs', jobId);
    if (!locked) throw missing(jobId);
    return deliverLateRow(tx, jobFromRow(locked), outputs);
  });
}

async function reservedAmount(tx: SqlEntityManager, jobId: string): Promise<number> {
  const [row] = await rows(tx, `select coalesce(sum(amount), 0) as total from ledger_entries where job_id = ? and kind = 'reserve'`, [jobId]);
  return numberOf(row?.total);
}

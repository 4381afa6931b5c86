// The job's row in the database follows the workflow: every transition is written here, so
// reads and lists outlive Temporal's retention.
import { ApplicationFailure } from '@temporalio/activity';
import { em as newEm } from '../core/db/orm.ts';
import { Job, type StoredOutput } from '../core/db/entities.ts';
import { jobEntryKey, post } from '../core/ledger.ts';
import { lockRow } from '../core/db/lock.ts';
import { isFinal, type Settlement } from '../core/jobTypes.ts';

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
  const updated = await em.nativeUpdate(Job, { id: jobId, status: 'queued' }, { status: 'processing', updatedAt: new Date() });
  if (updated === 0 && !(await em.count(Job, { id: jobId }))) throw missing(jobId);
  return updated > 0;
}

/** Charges or refunds the reservation and writes the final state, in one transaction. */
export async function settleJob(jobId: string, settlement: Settlement): Promise<void> {
  const em = await newEm();
  await em.transactional(async (tx) => {
    await lockRow(tx, 'jobs', jobId);
    const job = await tx.findOne(Job, { id: jobId });
    if (!job) throw missing(jobId);
    if (isFinal(job.status)) return; // a retried activity after its commit
    const reserved = await reservedAmount(tx, jobId);
    const kind = settlement.outcome === 'succeeded' ? 'charge' : 'refund';
    if (reserved > 0) await post(tx, { key: jobEntryKey(jobId, kind), accountId: job.accountId, jobId, kind, amount: reserved });
    job.status = settlement.outcome;
    job.updatedAt = new Date();
    if (settlement.outcome === 'succeeded') job.outputs = settlement.outputs;
    if (settlement.outcome === 'failed') {
      job.error = settlement.error;
      if (settlement.lateDeliveryUntil) job.lateDeliveryUntil = new Date(settlement.lateDeliveryUntil);
    }
    await tx.flush();
  });
}

/**
 * A result that arrived after TASK_TIMED_OUT but before late_delivery_until: the job turns
 * succeeded and stays refunded (a late result is free).
 */
export async function deliverLate(jobId: string, outputs: StoredOutput[]): Promise<boolean> {
  const em = await newEm();
  return em.transactional(async (tx) => {
    await lockRow(tx, 'jobs', jobId);
    const job = await tx.findOne(Job, { id: jobId });
    if (!job) throw missing(jobId);
    if (job.status !== 'failed' || job.error?.code !== 'TASK_TIMED_OUT' || !job.lateDeliveryUntil) return false;
    if (job.lateDeliveryUntil.getTime() <= Date.now()) return false;
    job.status = 'succeeded';
    job.outputs = outputs;
    job.error = null;
    job.updatedAt = new Date();
    await tx.flush();
    return true;
  });
}

async function reservedAmount(tx: Awaited<ReturnType<typeof newEm>>, jobId: string): Promise<number> {
  const rows = (await tx.getConnection().execute(
    `select coalesce(sum(amount), 0) as total from ledger_entries where job_id = ? and kind = 'reserve'`,
    [jobId],
    'all',
    tx.getTransactionContext(),
  )) as Array<{ total: number | string }>;
  return Number(rows[0]?.total ?? 0);
}

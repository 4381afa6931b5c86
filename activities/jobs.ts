// The job's row in the database follows the workflow: every transition is written here, so
// reads and lists outlive Temporal's retention.
import { em as newEm } from '../core/db/orm.ts';
import { Job, type StoredOutput } from '../core/db/entities.ts';
import { jobEntryKey, post } from '../core/ledger.ts';
import { lockRow } from '../core/db/lock.ts';
import type { Settlement } from '../core/jobTypes.ts';

const FINAL = ['succeeded', 'failed', 'canceled'];

export async function markProcessing(jobId: string): Promise<void> {
  const em = await newEm();
  await em.nativeUpdate(Job, { id: jobId, status: 'queued' }, { status: 'processing', updatedAt: new Date() });
}

/** Charges or refunds the reservation and writes the final state, in one transaction. */
export async function settleJob(jobId: string, settlement: Settlement): Promise<void> {
  const em = await newEm();
  await em.transactional(async (tx) => {
    await lockRow(tx, 'jobs', jobId);
    const job = await tx.findOneOrFail(Job, { id: jobId });
    if (FINAL.includes(job.status)) return; // a retried activity after its commit
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
    const job = await tx.findOneOrFail(Job, { id: jobId });
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

// A job's status is written here and nowhere else: the row is created queued (or failed, for a
// refusal kept for its key), and each later move is one function below, allowed only along
// MOVES. Callers hold the transaction, the account's or the job's lock and the ledger entries
// that go with a move (jobs/activities/admission.ts and jobs.ts); this module keeps the row.
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { StoredJobError, StoredOutput } from '../core/db/entities.ts';
import { changed, insertRow, updateRow } from '../core/db/sql.ts';
import { isFinal, type JobStatus } from '../core/jobStatuses.ts';
import type { JobRow } from './rows.ts';
import type { Settlement } from './types.ts';

/**
 * Where a job's status may go from each status (SPEC, States and transitions). A running job
 * ends succeeded, failed or canceled; queued straight to an end is a job that never started
 * (canceled, refunded by the lost-job checker) or whose start was not recorded. The one move
 * out of an end: a TASK_TIMED_OUT job whose result arrives before late_delivery_until.
 */
export const MOVES = {
  queued: ['processing', 'succeeded', 'failed', 'canceled'],
  processing: ['succeeded', 'failed', 'canceled'],
  failed: ['succeeded'],
  succeeded: [],
  canceled: [],
} as const satisfies Record<JobStatus, readonly JobStatus[]>;

export function mayMove(from: JobStatus, to: JobStatus): boolean {
  return (MOVES[from] as readonly JobStatus[]).includes(to);
}

/** A job's row as admission writes it, before its status is chosen. */
export type NewJob = Omit<JobRow, 'status' | 'refused' | 'error'>;

/** An admitted job: queued, its price reserved by the caller in the same transaction. */
export function insertQueued(tx: SqlEntityManager, job: NewJob): Promise<void> {
  return insertJob(tx, { ...job, status: 'queued', refused: false, error: null });
}

/** A refusal kept as the key's answer: a failed job with no credits (SPEC: "Refusal at creation"). */
export function insertRefused(tx: SqlEntityManager, job: NewJob, error: StoredJobError): Promise<void> {
  return insertJob(tx, { ...job, status: 'failed', refused: true, error });
}

/** queued to processing; false when the job was not queued (a retried attempt found it moved on). */
export async function startProcessing(em: SqlEntityManager, jobId: string): Promise<boolean> {
  return (await changed(em, `update jobs set status = 'processing', updated_at = ? where id = ? and status = 'queued'`, [new Date(), jobId])) > 0;
}

/**
 * A running job to its end, with its outputs or its error; false (and nothing written) when
 * `from`, the status read under the job's lock, may not move there (already final: a retry).
 */
export async function finish(tx: SqlEntityManager, jobId: string, from: JobStatus, settlement: Settlement): Promise<boolean> {
  if (isFinal(from) || !mayMove(from, settlement.outcome)) return false;
  await updateRow(tx, 'jobs', jobId, {
    status: settlement.outcome,
    updated_at: new Date(),
    ...(settlement.outcome === 'succeeded' ? { outputs: JSON.stringify(settlement.outputs) } : {}),
    ...(settlement.outcome === 'failed' ? { error: JSON.stringify(settlement.error) } : {}),
    ...(settlement.outcome === 'failed' && settlement.lateDeliveryUntil ? { late_delivery_until: new Date(settlement.lateDeliveryUntil) } : {}),
  });
  return true;
}

/**
 * A TASK_TIMED_OUT job whose result arrived before late_delivery_until turns succeeded (it
 * stays refunded: a late result is free); false for any other job, or once the window closed.
 */
export async function deliverLate(tx: SqlEntityManager, job: JobRow, outputs: StoredOutput[], now = Date.now()): Promise<boolean> {
  if (job.status !== 'failed' || !mayMove(job.status, 'succeeded')) return false;
  if (job.error?.code !== 'TASK_TIMED_OUT' || !job.lateDeliveryUntil || job.lateDeliveryUntil.getTime() <= now) return false;
  await updateRow(tx, 'jobs', job.id, { status: 'succeeded', outputs: JSON.stringify(outputs), error: null, updated_at: new Date(now) });
  return true;
}

async function insertJob(em: SqlEntityManager, job: JobRow): Promise<void> {
  await insertRow(em, 'jobs', {
    id: job.id,
    account_id: job.accountId,
    kind: job.kind,
    operation: job.operation,
    idempotency_key: job.idempotencyKey,
    request_hash: job.requestHash,
    status: job.status,
    refused: job.refused,
    workflow_id: job.workflowId,
    run_id: job.runId,
    parent_job_id: job.parentJobId,
    input_id: job.inputId,
    chart_id: job.chartId,
    error: job.error === null ? null : JSON.stringify(job.error),
    outputs: JSON.stringify(job.outputs),
    late_delivery_until: job.lateDeliveryUntil,
    created_at: job.createdAt,
    updated_at: job.updatedAt,
  });
}

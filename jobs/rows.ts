// A job's row (the `jobs` table of core/db/entities.ts) on the path every job takes, in plain
// statements (core/db/sql.ts says why): written by admission, moved on by the engine or the
// workflow, read by the API's answers.
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Job, StoredJobError, StoredOutput } from '../core/db/entities.ts';
import { boolOf, dateOf, dateOrNull, insertRow, jsonOf, rows, updateRow, type Row } from '../core/db/sql.ts';

export type JobRow = InstanceType<typeof Job.class>;

export function jobFromRow(r: Row): JobRow {
  return {
    id: r.id as string,
    accountId: r.account_id as string,
    kind: r.kind as string,
    operation: r.operation as string,
    idempotencyKey: r.idempotency_key as string,
    requestHash: r.request_hash as string,
    status: r.status as string,
    refused: boolOf(r.refused),
    workflowId: r.workflow_id as string,
    runId: (r.run_id as string | null) ?? null,
    parentJobId: (r.parent_job_id as string | null) ?? null,
    inputId: (r.input_id as string | null) ?? null,
    chartId: (r.chart_id as string | null) ?? null,
    error: r.error === null || r.error === undefined ? null : jsonOf<StoredJobError>(r.error),
    outputs: jsonOf<StoredOutput[]>(r.outputs),
    lateDeliveryUntil: dateOrNull(r.late_delivery_until),
    createdAt: dateOf(r.created_at),
    updatedAt: dateOf(r.updated_at),
  } as JobRow;
}

export async function jobById(em: SqlEntityManager, id: string): Promise<JobRow | null> {
  const [row] = await rows(em, `select * from jobs where id = ?`, [id]);
  return row ? jobFromRow(row) : null;
}

/** The job a key of this account and operation made, if any. */
export async function jobForKey(em: SqlEntityManager, accountId: string, operation: string, key: string): Promise<JobRow | null> {
  const [row] = await rows(em, `select * from jobs where account_id = ? and operation = ? and idempotency_key = ?`, [accountId, operation, key]);
  return row ? jobFromRow(row) : null;
}

export async function insertJob(em: SqlEntityManager, job: JobRow): Promise<void> {
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

/** Sets columns of a job's row, named as in the table, JSON columns as text. */
export function updateJob(em: SqlEntityManager, id: string, columns: Row): Promise<void> {
  return updateRow(em, 'jobs', id, columns);
}

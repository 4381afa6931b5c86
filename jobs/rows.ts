// A job's row (the `jobs` table of core/db/entities.ts) as every reader sees it, in plain
// statements (core/db/sql.ts says why). Rows are written by jobs/transitions.ts alone.
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Job, StoredJobError, StoredOutput } from '../core/db/entities.ts';
import { boolOf, dateOf, dateOrNull, jsonOf, rows, type Row } from '../core/db/sql.ts';
import type { JobKind } from '../core/jobKinds.ts';
import type { JobStatus } from '../core/jobStatuses.ts';

export type JobRow = InstanceType<typeof Job.class>;

export function jobFromRow(r: Row): JobRow {
  return {
    id: r.id as string,
    accountId: r.account_id as string,
    kind: r.kind as JobKind,
    operation: r.operation as string,
    idempotencyKey: r.idempotency_key as string,
    requestHash: r.request_hash as string,
    status: r.status as JobStatus,
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

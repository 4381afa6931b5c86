// The status of a job that is still running is its workflow's, read by query (a query adds
// nothing to the workflow's history); once the job is final, its stored row answers alone.
import { WorkflowNotFoundError } from '@temporalio/client';
import { ApiError } from '../../core/errors.ts';
import { em } from '../../core/db/orm.ts';
import { isFinal, isRunning, type JobStatus } from '../../core/jobStatuses.ts';
import { temporalClient } from '../temporal.ts';
import { statusQuery } from '../workflow/definitions.ts';
import { jobById, type JobRow } from '../rows.ts';
import type { WorkflowStatus } from '../types.ts';

/** A query is answered by a worker in milliseconds; past this, the job cannot be read now. */
const QUERY_DEADLINE_MS = 3_000;

function unreadable(): ApiError {
  return new ApiError('SERVICE_UNAVAILABLE', 'A running job could not be read right now. Retry the request.');
}

/**
 * The rows with each running job's status replaced by its workflow's. A job that turned final
 * meanwhile is read again from the database. Any query that fails fails the whole read (503,
 * Retry-After: 3): a job is never shown in a state nobody could confirm.
 */
export async function withLiveStatus(rows: JobRow[]): Promise<JobRow[]> {
  return Promise.all(rows.map(async (row) => (isFinal(row.status) ? row : live(row))));
}

async function live(row: JobRow): Promise<JobRow> {
  const status = await workflowStatus(row);
  if (status === undefined) return row;
  if (isFinal(status)) return (await jobById(await em(), row.id)) ?? row;
  return { ...row, status } as JobRow;
}

/** The workflow's word for a running job, or undefined when only the row can tell. */
async function workflowStatus(row: JobRow): Promise<JobStatus | undefined> {
  let answer: WorkflowStatus;
  try {
    const client = await temporalClient();
    const handle = client.workflow.getHandle(row.workflowId, row.runId ?? undefined);
    answer = await client.withDeadline(Date.now() + QUERY_DEADLINE_MS, () => handle.query(statusQuery));
  } catch (err) {
    // A workflow Temporal no longer knows is the lost-job checker's to settle (worker/reconciler.ts).
    if (err instanceof WorkflowNotFoundError) return undefined;
    console.error(`status query of job ${row.id} failed:`, err instanceof Error ? err.message : err);
    throw unreadable();
  }
  // Admission wrote the row before the workflow moved on: the job waits to start.
  if (answer === 'admitting') return 'queued';
  return isRunning(answer) || isFinal(answer) ? answer : undefined;
}

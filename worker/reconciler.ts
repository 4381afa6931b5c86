// Finds jobs whose workflow Temporal no longer knows (its state was lost, or it was
// terminated by hand) and settles them: failed with TASK_NOT_FOUND, credits refunded. Without
// this, such a job would hold its reservation for ever.
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { Job } from '../core/db/entities.ts';
import { em } from '../core/db/orm.ts';
import { settleJob } from '../jobs/activities/jobs.ts';
import { RUNNING_STATUSES } from '../core/jobStatuses.ts';

/** A workflow younger than this may not be visible yet; leave its job alone. */
const GRACE_MS = 60_000;

export async function reconcileLostJobs(client: Client, now = Date.now()): Promise<number> {
  const stale = await (await em()).find(
    Job,
    { status: { $in: [...RUNNING_STATUSES] }, updatedAt: { $lt: new Date(now - GRACE_MS) } },
    { limit: 100, orderBy: { updatedAt: 'asc' } },
  );
  let settled = 0;
  for (const job of stale) {
    try {
      // The job's own run: a later run under the same id (a replay) is not its workflow.
      const description = await client.workflow.getHandle(job.workflowId, job.runId ?? undefined).describe();
      if (description.status.name === 'RUNNING') continue;
      // Closed without settling (terminated by an operator, or timed out): the job is lost.
    } catch (err) {
      if (!(err instanceof WorkflowNotFoundError)) continue; // Temporal unreachable: try later
    }
    await settleJob(job.id, {
      outcome: 'failed',
      error: { code: 'TASK_NOT_FOUND', message: 'The task can no longer be found; its credits were refunded.', details: {} },
    });
    settled += 1;
  }
  return settled;
}

export function startReconciler(client: Client, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileLostJobs(client)
      .then((n) => n > 0 && console.warn(`reconciler: settled ${n} lost job(s) as TASK_NOT_FOUND`))
      .catch((err: unknown) => console.error('reconciler:', err))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

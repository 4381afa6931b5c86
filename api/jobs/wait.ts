// `Prefer: wait=N`: hold the response until the job is final or N seconds pass. It reads the
// job's row, never the workflow, so waiting adds nothing to the workflow's history.
import { Job } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { invalidRequest } from '../../core/errors.ts';
import { LIMITS } from '../../core/limits.ts';
import type { AppContext } from '../state.ts';

export const FINAL_STATUSES = new Set(['succeeded', 'failed', 'canceled']);

/** Seconds asked for by `Prefer: wait=N`, or 0 when the header is absent. */
export function preferredWait(ctx: AppContext): number {
  const header = ctx.get('Prefer');
  if (!header) return 0;
  const match = /(?:^|[,;\s])wait\s*=\s*"?([^",;\s]*)"?/i.exec(header);
  if (!match) return 0;
  const n = Number(match[1]);
  const { min, max } = LIMITS.preferWaitSeconds;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw invalidRequest('VALIDATION_FAILED', `Prefer: wait=N takes an integer N from ${min} to ${max}.`, 'Prefer');
  }
  return n;
}

export async function waitUntilFinal(jobId: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  let delay = 20;
  for (;;) {
    const job = await (await em()).findOne(Job, { id: jobId }, { fields: ['status'] });
    if (!job || FINAL_STATUSES.has(job.status)) return;
    const left = deadline - Date.now();
    if (left <= 0) return;
    await new Promise((r) => setTimeout(r, Math.min(delay, left)));
    delay = Math.min(delay * 1.5, 100);
  }
}

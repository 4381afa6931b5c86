// The edit-chain rules of the spec: which version of a chart or flowchart may be edited now.
// Runs inside admission's transaction, after the account's lock, so two edits of one version
// are decided one after the other. A chart's versions share `chartId` (its first job's id).
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Job } from '../core/db/entities.ts';
import { isRunning, type AdmissionResult } from '../core/jobTypes.ts';

/** Seconds before retrying an edit whose parent is still running. */
const PARENT_RETRY_AFTER = 5;

function rejected(code: 'INVALID_REQUEST' | 'REVISION_CONFLICT', reason: string, message: string, retryAfter?: number): AdmissionResult {
  return { outcome: 'rejected', error: { code, message, details: { reason, ...(code === 'INVALID_REQUEST' ? { field: 'job' } : {}) } }, ...(retryAfter ? { retryAfter } : {}) };
}

export async function checkEditChain(tx: SqlEntityManager, accountId: string, parentId: string): Promise<AdmissionResult | { chartId: string }> {
  const parent = await tx.findOne(Job, { id: parentId, accountId, refused: false });
  if (!parent || !parent.chartId) return rejected('INVALID_REQUEST', 'JOB_NOT_FOUND', 'job is not one of your chart jobs.');
  if (isRunning(parent.status)) {
    return rejected('REVISION_CONFLICT', 'PARENT_JOB_RUNNING', 'The chart is still being made. Retry with the same Idempotency-Key when it has finished.', PARENT_RETRY_AFTER);
  }
  if (parent.status !== 'succeeded') return rejected('INVALID_REQUEST', 'JOB_NOT_SUCCEEDED', 'Only a succeeded chart can be edited.');
  const versions = await tx.find(Job, { chartId: parent.chartId, accountId, refused: false, id: { $ne: parent.id } });
  const running = versions.filter((v) => isRunning(v.status));
  if (running.some((v) => v.parentJobId === parent.id)) {
    return rejected('REVISION_CONFLICT', 'EDIT_IN_PROGRESS', 'An edit of this version is still running; edit its result when it has finished.');
  }
  const newer = versions.some((v) => v.status === 'succeeded' && v.createdAt.getTime() > parent.createdAt.getTime()) || running.length > 0;
  if (newer) return rejected('REVISION_CONFLICT', 'NOT_LATEST_REVISION', 'A newer version of this chart exists; edit the latest version with a new Idempotency-Key.');
  return { chartId: parent.chartId };
}

// The edit-chain rules of the spec: which version of a chart or flowchart may be edited now.
// Runs inside admission's transaction, after the account's lock, so two edits of one version
// are decided one after the other. The versions of one chart or flowchart share `chartId`
// (the first job's id); an edit's parent must be of the edit's own kind.
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Job } from '../../core/db/entities.ts';
import { type AdmissionResult, type JobKind } from '../types.ts';
import { isRunning } from '../../core/jobStatuses.ts';

/** Seconds before retrying an edit whose parent is still running. */
const PARENT_RETRY_AFTER = 5;

function rejected(code: 'INVALID_REQUEST' | 'REVISION_CONFLICT', reason: string, message: string, retryAfter?: number): AdmissionResult {
  return { outcome: 'rejected', error: { code, message, details: { reason, ...(code === 'INVALID_REQUEST' ? { field: 'job' } : {}) } }, ...(retryAfter ? { retryAfter } : {}) };
}

/** `kind` is the edit's kind, `chart` or `flowchart`: the word the messages use too. */
export async function checkEditChain(tx: SqlEntityManager, accountId: string, parentId: string, kind: JobKind): Promise<AdmissionResult | { chartId: string }> {
  const parent = await tx.findOne(Job, { id: parentId, accountId, kind, refused: false });
  if (!parent || !parent.chartId) return rejected('INVALID_REQUEST', 'JOB_NOT_FOUND', `job is not one of your ${kind} jobs.`);
  if (isRunning(parent.status)) {
    return rejected('REVISION_CONFLICT', 'PARENT_JOB_RUNNING', `The ${kind} is still being made. Retry with the same Idempotency-Key when it has finished.`, PARENT_RETRY_AFTER);
  }
  if (parent.status !== 'succeeded') return rejected('INVALID_REQUEST', 'JOB_NOT_SUCCEEDED', `Only a succeeded ${kind} can be edited.`);
  const versions = await tx.find(Job, { chartId: parent.chartId, accountId, refused: false, id: { $ne: parent.id } });
  const running = versions.filter((v) => isRunning(v.status));
  if (running.some((v) => v.parentJobId === parent.id)) {
    return rejected('REVISION_CONFLICT', 'EDIT_IN_PROGRESS', 'An edit of this version is still running; edit its result when it has finished.');
  }
  const newer = versions.some((v) => v.status === 'succeeded' && v.createdAt.getTime() > parent.createdAt.getTime()) || running.length > 0;
  if (newer) return rejected('REVISION_CONFLICT', 'NOT_LATEST_REVISION', `A newer version of this ${kind} exists; edit the latest version with a new Idempotency-Key.`);
  return { chartId: parent.chartId };
}

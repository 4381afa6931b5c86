// Edits of charts and flowcharts, one function per operation, whoever asks: the API's routes
// and the website's workspace call these, so a page edit is admitted, priced, chained and
// recorded exactly as an API edit is.
import { invalidRequest } from '../../core/errors.ts';
import type { VersionedKind } from '../../core/jobKinds.ts';
import { em } from '../../core/db/orm.ts';
import { JOB_TYPES, type EditRequest } from '../catalogue/jobTypes.ts';
import { isCurrentSpec } from '../../engines/chart/index.ts';
import { editedVersion } from '../inputs.ts';
import { admitJob, type JobAnswer, type Requester } from './admit.ts';

/** Why a succeeded version cannot be edited from its stored parameters, if it cannot. */
export function notEditableReason(kind: VersionedKind, params: Record<string, unknown> | undefined): string | undefined {
  if (kind === 'chart') return isCurrentSpec(params) ? undefined : 'This chart was made before the current chart format and cannot be edited.';
  return params?.graph ? undefined : 'This flowchart has no stored graph and cannot be edited.';
}

/** The checks an edit's parent needs before any job exists: it is the requester's, and editable. */
async function checkParent(accountId: string, kind: VersionedKind, parentId: string): Promise<void> {
  const parent = await editedVersion(await em(), kind, parentId, accountId);
  if (!parent) throw invalidRequest('JOB_NOT_FOUND', `job is not one of your ${kind} jobs.`, 'job');
  // A job whose creation was refused (402, say) is a failed job: it has nothing to edit.
  if (parent.job.refused) throw invalidRequest('JOB_NOT_SUCCEEDED', `The ${kind} job did not succeed; only a succeeded ${kind} can be edited.`, 'job');
  if (parent.job.status !== 'succeeded') return; // the edit-chain rules at admission answer a running or failed parent
  const reason = notEditableReason(kind, isRecord(parent.params) ? parent.params : undefined);
  if (reason) throw invalidRequest('JOB_NOT_EDITABLE', reason, 'job');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createChartEdit(requester: Requester, body: EditRequest): Promise<JobAnswer> {
  return admitJob(requester, JOB_TYPES.chartEdit, {
    body,
    params: { parentJobId: body.job, instruction: body.instruction },
    preflight: () => checkParent(requester.accountId, 'chart', body.job),
  });
}

export function createFlowchartEdit(requester: Requester, body: EditRequest): Promise<JobAnswer> {
  return admitJob(requester, JOB_TYPES.flowchartEdit, {
    body,
    params: { parentJobId: body.job, instruction: body.instruction },
    preflight: () => checkParent(requester.accountId, 'flowchart', body.job),
  });
}

// How a create request starts (or meets) its job's workflow: update-with-start on a workflow id
// derived from (account, operation, key), so that racing requests with one key meet at one run.
import { createHash } from 'node:crypto';
import { WithStartWorkflowOperation } from '@temporalio/client';
import type { JobInput } from '../types.ts';
import type { jobWorkflow } from '../workflow/jobWorkflow.ts';
import { ACCOUNT_ID, JOB_ID, JOB_KIND, JOB_STATUS } from '../workflow/searchAttributes.ts';

/** The workflow id is derived from (account, operation, key): racing requests meet there. */
export function workflowIdFor(input: JobInput): string {
  const keyHash = createHash('sha256').update(input.idempotencyKey).digest('base64url').slice(0, 32);
  return `job-${input.accountId}-${input.operation}-${keyHash}`;
}

/** The start half of the key's update-with-start, on `taskQueue`. */
export function jobStartOperation(input: JobInput, taskQueue: string): WithStartWorkflowOperation<typeof jobWorkflow> {
  return new WithStartWorkflowOperation<typeof jobWorkflow>('jobWorkflow', {
    workflowId: workflowIdFor(input),
    taskQueue,
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
    // A run that admitted (or refused) the key is its only run; one that failed before
    // admitting wrote nothing, and a retry with the same key may start afresh.
    workflowIdReusePolicy: 'ALLOW_DUPLICATE_FAILED_ONLY',
    typedSearchAttributes: [
      { key: JOB_ID, value: input.jobId },
      { key: ACCOUNT_ID, value: input.accountId },
      { key: JOB_KIND, value: input.kind },
      { key: JOB_STATUS, value: 'admitting' },
    ],
  });
}

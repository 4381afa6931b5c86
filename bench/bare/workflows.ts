// The baseline's workflows: the least Temporal can do that has the shape of a job.
import { allHandlersFinished, condition, defineUpdate, proxyActivities, setHandler } from '@temporalio/workflow';
import type * as activities from './activities.ts';

const { noop } = proxyActivities<typeof activities>({ startToCloseTimeout: '10 seconds' });

/** start -> one no-op activity -> complete: the baseline of a job's create-to-final. */
export async function bareWorkflow(n: number): Promise<number> {
  return noop(n);
}

export const bareAdmit = defineUpdate<string, [string]>('admit');

/**
 * Update-with-start whose update handler runs one no-op activity, then completes: the bare
 * shape of the service's admission (the API answers a create after its admit update).
 */
export async function bareAdmitWorkflow(): Promise<string> {
  let admitted = false;
  setHandler(bareAdmit, async (token: string) => {
    const answer = String(await noop(token.length));
    admitted = true;
    return answer;
  });
  await condition(() => admitted);
  await condition(allHandlersFinished);
  return 'done';
}

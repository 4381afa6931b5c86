// An illustration that missed its deadline: its job has failed with TASK_TIMED_OUT and been
// refunded. This workflow outlives the job's own (which closes when the job is final, so
// that waiting clients are answered) and listens for the result until late_delivery_until;
// a result in time turns the job succeeded, free.
import { upsertSearchAttributes } from '@temporalio/workflow';
import type { JobInput } from '../types.ts';
import { awaitIllustration, bookkeeping } from './proxies.ts';
import { JOB_STATUS } from './searchAttributes.ts';

export async function lateDeliveryWorkflow(input: JobInput, providerJobId: string, lateUntil: number): Promise<string> {
  const result = await awaitIllustration(input, providerJobId, lateUntil).catch(() => undefined);
  if (result?.state !== 'succeeded') return 'not delivered';
  if (!(await bookkeeping.deliverLate(input.jobId, result.outputs))) return 'too late';
  upsertSearchAttributes([{ key: JOB_STATUS, value: 'succeeded' }]);
  return 'delivered';
}

import { Job } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';

export type JobRow = InstanceType<typeof Job.class>;

/** The job a key of this account and operation already made, if any. */
export async function jobForKey(accountId: string, operation: string, key: string): Promise<JobRow | null> {
  return (await em()).findOne(Job, { accountId, operation, idempotencyKey: key });
}

// An engine activity writes its job's move from queued to processing itself, as it starts:
// the workflow's first task then ends with admission, and the API's answer to a create does
// not wait for one more write (workflows/jobWorkflow.ts). A retried attempt writes nothing new.
import { markProcessing } from './jobs.ts';

export function startsJob<A extends [jobId: string, ...rest: unknown[]], R>(activity: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A): Promise<R> => {
    await markProcessing(args[0]);
    return activity(...args);
  };
}

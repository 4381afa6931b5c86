// An engine activity carries its job from queued to succeeded itself: it marks the job
// processing as it starts and, when the engine succeeds, settles it (charge, outputs, final
// status) before it answers. The workflow's first task then ends with admission and its
// second closes the run, neither waiting on a write of its own (jobs/workflow/jobWorkflow.ts).
// Failures, cancellations and late illustrations are still settled by the workflow. A
// retried attempt writes nothing twice: a job already succeeded answers with its outputs.
import { em as newEm } from '../../core/db/orm.ts';
import { jobById } from '../rows.ts';
import type { EngineResult } from '../types.ts';
import { markProcessing, settleJob } from './jobs.ts';

export function runsJob<A extends [jobId: string, ...rest: unknown[]]>(activity: (...args: A) => Promise<EngineResult>): (...args: A) => Promise<EngineResult> {
  return async (...args: A): Promise<EngineResult> => {
    const jobId = args[0];
    if (!(await markProcessing(jobId))) {
      const job = await jobById(await newEm(), jobId);
      if (job?.status === 'succeeded') return { outputs: job.outputs, settled: true };
    }
    const result = await activity(...args);
    await settleJob(jobId, { outcome: 'succeeded', outputs: result.outputs });
    return { ...result, settled: true };
  };
}

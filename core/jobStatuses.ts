// A job's statuses, the one list every layer reads: the API's schema, the store, the workflow.

/** A job's statuses (SPEC, States and transitions): the first two run, the rest are final. */
export const JOB_STATUSES = ['queued', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const RUNNING_STATUSES: readonly JobStatus[] = ['queued', 'processing'];
export const FINAL_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'canceled'];

export function isFinal(status: string): status is JobStatus {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

export function isRunning(status: string): status is JobStatus {
  return (RUNNING_STATUSES as readonly string[]).includes(status);
}

// The public shape of a job. Nothing of the request (prompt, inputs) nor any internal id
// (workflow, account, key) is ever part of it.
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { JobCredits } from '../../core/ledger.ts';
import { jobsWithCredits } from '../snapshot.ts';
import { isFinal, RUNNING_STATUSES, type JobStatus } from '../../core/jobStatuses.ts';
import { signedDownload } from '../../core/signing.ts';
import { config } from '../../core/config.ts';
import type { StoredJobError } from '../../core/db/entities.ts';
import type { JobRow } from '../rows.ts';
import { isVersioned, type JobKind } from '../../core/jobKinds.ts';

/** Outputs made of pixels, whose size the Output reports. */
const RASTER = new Set(['png', 'tiff', 'jpeg', 'webp']);

export interface JobJson {
  id: string;
  kind: JobKind;
  status: JobStatus;
  created_at: string;
  credits: JobCredits;
  outputs: Array<Record<string, unknown>>;
  error: StoredJobError | null;
  late_delivery_until?: string;
}

/** What the public shape shows of a job's row. */
export type PresentedRow = Pick<JobRow, 'id' | 'kind' | 'status' | 'createdAt' | 'outputs' | 'error' | 'lateDeliveryUntil'>;

export function presentJob(job: PresentedRow, credits: JobCredits, now = Date.now()): JobJson {
  // A row damaged in storage is never shown as something it is not: the read fails (503).
  if (!Array.isArray(job.outputs) || !(job.createdAt instanceof Date)) throw new Error(`job ${job.id} has an unreadable row`);
  const outputs = job.status === 'succeeded' ? job.outputs : [];
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    created_at: job.createdAt.toISOString(),
    credits,
    outputs: outputs.map((o) => {
      const link = signedDownload(o.fileId, now);
      return {
        file_id: o.fileId,
        format: o.format,
        download_url: link.url,
        expires_at: link.expiresAt.toISOString(),
        ...(RASTER.has(o.format) && o.width && o.height ? { width: o.width, height: o.height } : {}),
        ...(isVersioned(job.kind) ? { editor_url: `${config().websiteUrl}/workspace/${job.kind}s/${job.id}` } : {}),
      };
    }),
    error: job.status === 'failed' ? (job.error ?? null) : null,
    ...(job.lateDeliveryUntil && job.status === 'failed' && job.error?.code === 'TASK_TIMED_OUT'
      ? { late_delivery_until: job.lateDeliveryUntil.toISOString() }
      : {}),
  };
}

/**
 * Each job as one snapshot of its row and its ledger entries gives it. The status a caller
 * passes (a running workflow's, which may run ahead of the row) is kept only while the
 * snapshot's row is not final yet; a final row answers with its own status and settlement.
 */
export async function presentJobs(db: SqlEntityManager, jobs: JobRow[]): Promise<JobJson[]> {
  const snapshot = await jobsWithCredits(db, jobs.map((j) => j.id));
  const now = Date.now();
  return jobs.map((job) => {
    const read = snapshot.get(job.id);
    if (!read) throw new Error(`job ${job.id} has no row`);
    if (isFinal(read.job.status)) return presentJob(read.job, read.credits, now);
    // Of two running states, the later one: a job that has started is not shown queued.
    const status = RUNNING_STATUSES.indexOf(job.status) > RUNNING_STATUSES.indexOf(read.job.status) ? job.status : read.job.status;
    return presentJob({ ...read.job, status }, read.credits, now);
  });
}

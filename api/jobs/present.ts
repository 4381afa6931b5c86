// The public shape of a job. Nothing of the request (prompt, inputs) nor any internal id
// (workflow, account, key) is ever part of it.
import type { SqlEntityManager } from '@mikro-orm/sql';
import { creditsForJobs, type JobCredits } from '../../core/ledger.ts';
import { signedDownload } from '../../core/signing.ts';
import { config } from '../../core/config.ts';
import type { StoredJobError } from '../../core/db/entities.ts';
import type { JobRow } from '../../core/jobRows.ts';

/** Outputs made of pixels, whose size the Output reports. */
const RASTER = new Set(['png', 'tiff', 'jpeg', 'webp']);
const EDITABLE = new Set(['chart', 'flowchart']);

export interface JobJson {
  id: string;
  kind: string;
  status: string;
  created_at: string;
  credits: JobCredits;
  outputs: Array<Record<string, unknown>>;
  error: StoredJobError | null;
  late_delivery_until?: string;
}

export function presentJob(job: JobRow, credits: JobCredits, now = Date.now()): JobJson {
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
        ...(EDITABLE.has(job.kind) ? { editor_url: `${config().websiteUrl}/workspace/${job.kind}s/${job.id}` } : {}),
      };
    }),
    error: job.status === 'failed' ? (job.error ?? null) : null,
    ...(job.lateDeliveryUntil && job.status === 'failed' && job.error?.code === 'TASK_TIMED_OUT'
      ? { late_delivery_until: job.lateDeliveryUntil.toISOString() }
      : {}),
  };
}

export async function presentJobs(db: SqlEntityManager, jobs: JobRow[]): Promise<JobJson[]> {
  const credits = await creditsForJobs(db, jobs.map((j) => j.id));
  const now = Date.now();
  return jobs.map((job) => presentJob(job, credits.get(job.id) ?? { reserved: 0, charged: 0, refunded: 0 }, now));
}

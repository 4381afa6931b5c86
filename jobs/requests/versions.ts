// The versions of one chart or flowchart: the jobs of its edit chain (same chartId), oldest
// first, each with its live status, its stored parameters and its credits. Only the given
// account's rows are ever read.
import { Job, JobInput } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import type { VersionedKind } from '../../core/jobKinds.ts';
import { creditsForJobs, type JobCredits } from '../../core/ledger.ts';
import type { JobRow } from '../rows.ts';
import { withLiveStatus } from './liveStatus.ts';

export interface StoredVersion {
  job: JobRow;
  /** Its status, the workflow's while it runs. */
  status: string;
  params: Record<string, unknown> | undefined;
  credits: JobCredits;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The account's job of this kind with this id, or undefined: another account's job is not found either. */
export async function versionedJob(accountId: string, kind: VersionedKind, id: string): Promise<JobRow | undefined> {
  const lower = id.toLowerCase();
  if (!UUID.test(lower)) return undefined;
  return (await (await em()).findOne(Job, { id: lower, accountId, kind })) ?? undefined;
}

/** Every version of the chain `opened` belongs to, refusals left out. */
export async function versionsOf(accountId: string, kind: VersionedKind, opened: JobRow): Promise<StoredVersion[]> {
  const db = await em();
  const rows = opened.chartId
    ? await db.find(Job, { accountId, kind, chartId: opened.chartId, refused: false }, { orderBy: { createdAt: 'asc', id: 'asc' } })
    : [opened];
  // A running job's status is its workflow's; when Temporal cannot answer, the stored one is shown.
  const live = await withLiveStatus(rows).catch(() => rows);
  const inputIds = rows.flatMap((r) => (r.inputId ? [r.inputId] : []));
  const inputs = new Map((inputIds.length ? await db.find(JobInput, { id: { $in: inputIds }, accountId }) : []).map((i) => [i.id, i.params]));
  const credits = await creditsForJobs(db, rows.map((r) => r.id));
  return rows.map((job, i) => ({
    job,
    status: live[i]?.status ?? job.status,
    params: job.inputId ? inputs.get(job.inputId) : undefined,
    credits: credits.get(job.id) ?? { reserved: 0, charged: 0, refunded: 0 },
  }));
}

// The versions of one chart or flowchart as the workspace shows them: the chain's jobs (same
// chartId), oldest first, each with what asked for it, who, its status, credits and outputs.
// Only the signed-in account's rows are ever read.
import { ApiKey, Job, JobInput, OAuthModel, User } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { creditsForJobs, type JobCredits } from '../../core/ledger.ts';
import { isRunning } from '../../core/jobStatuses.ts';
import { withLiveStatus } from '../../jobs/requests/liveStatus.ts';
import { madeByOf } from '../../jobs/requests/madeBy.ts';
import { notEditableReason } from '../../jobs/requests/edits.ts';
import type { JobRow } from '../../jobs/rows.ts';

export type FigureKind = 'chart' | 'flowchart';

export interface Version {
  job: JobRow;
  /** Its status, the workflow's while it runs. */
  status: string;
  params: Record<string, unknown> | undefined;
  credits: JobCredits;
  /** "API key Lab pipeline", "assistant app Claude", "the website", or unknown for older jobs. */
  maker: string | undefined;
}

export interface Workspace {
  kind: FigureKind;
  /** The job the page was opened for. */
  opened: JobRow;
  versions: Version[];
  /** The latest succeeded version: the figure shown and the one an edit starts from. */
  latest: Version | undefined;
  /** A version still being made: the page shows its progress and takes no edit meanwhile. */
  running: Version | undefined;
  /** Why the latest version cannot be edited (made before the current chart format), if so. */
  notEditable: string | undefined;
}

/** A job's credits in words: charged once it succeeded, refunded once it failed, reserved while it runs. */
export function creditsText(c: JobCredits | undefined): string {
  if (!c) return 'no credits';
  if (c.charged) return `${c.charged} credits`;
  if (c.refunded) return `no credits (${c.refunded} refunded)`;
  return c.reserved ? `${c.reserved} credits reserved` : 'no credits';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The account's job of this kind with this id, or undefined: another account's job is not found either. */
export async function figureJob(accountId: string, kind: FigureKind, id: string): Promise<JobRow | undefined> {
  const lower = id.toLowerCase();
  if (!UUID.test(lower)) return undefined;
  return (await (await em()).findOne(Job, { id: lower, accountId, kind })) ?? undefined;
}

/** The workspace of the chain the job belongs to. */
export async function loadWorkspace(accountId: string, kind: FigureKind, opened: JobRow): Promise<Workspace> {
  const db = await em();
  const rows = opened.chartId
    ? await db.find(Job, { accountId, kind, chartId: opened.chartId, refused: false }, { orderBy: { createdAt: 'asc', id: 'asc' } })
    : [opened];
  // A running job's status is its workflow's; when Temporal cannot answer, the stored one is shown.
  const live = await withLiveStatus(rows).catch(() => rows);
  const inputIds = rows.flatMap((r) => (r.inputId ? [r.inputId] : []));
  const inputs = new Map((inputIds.length ? await db.find(JobInput, { id: { $in: inputIds }, accountId }) : []).map((i) => [i.id, i.params]));
  const credits = await creditsForJobs(db, rows.map((r) => r.id));
  const makers = await makerNames(accountId, [...inputs.values()]);
  const versions = rows.map((job, i): Version => {
    const params = job.inputId ? inputs.get(job.inputId) : undefined;
    const made = madeByOf(params);
    return {
      job,
      status: live[i]?.status ?? job.status,
      params,
      credits: credits.get(job.id) ?? { reserved: 0, charged: 0, refunded: 0 },
      maker: made ? makers.get(makerKey(made)) : undefined,
    };
  });
  const latest = versions.findLast((v) => v.status === 'succeeded');
  return {
    kind,
    opened,
    versions,
    latest,
    running: versions.find((v) => isRunning(v.status)),
    notEditable: latest ? notEditableReason(kind, latest.params) : undefined,
  };
}

function makerKey(made: NonNullable<ReturnType<typeof madeByOf>>): string {
  return made.kind === 'api_key' ? `k:${made.id}` : made.kind === 'oauth' ? `o:${made.clientId}` : `w:${made.userId}`;
}

/** Names of the keys, apps and users that made the versions, looked up in the account only. */
async function makerNames(accountId: string, params: Array<Record<string, unknown>>): Promise<Map<string, string>> {
  const db = await em();
  const made = params.flatMap((p) => {
    const m = madeByOf(p);
    return m ? [m] : [];
  });
  const names = new Map<string, string>();
  const keyIds = [...new Set(made.flatMap((m) => (m.kind === 'api_key' ? [m.id] : [])))];
  for (const key of keyIds.length ? await db.find(ApiKey, { id: { $in: keyIds }, accountId }) : []) names.set(`k:${key.id}`, `API key “${key.name}”`);
  const clientIds = [...new Set(made.flatMap((m) => (m.kind === 'oauth' ? [m.clientId] : [])))];
  const clients = clientIds.length ? await db.find(OAuthModel, { kind: 'Client', id: { $in: clientIds } }) : [];
  for (const id of clientIds) {
    const name = clients.find((c) => c.id === id)?.payload.client_name;
    names.set(`o:${id}`, typeof name === 'string' ? `assistant app “${name}”` : 'an assistant app');
  }
  const userIds = [...new Set(made.flatMap((m) => (m.kind === 'web' ? [m.userId] : [])))];
  for (const user of userIds.length ? await db.find(User, { id: { $in: userIds }, accountId }) : []) names.set(`w:${user.id}`, `the website (${user.email})`);
  for (const m of made) if (!names.has(makerKey(m))) names.set(makerKey(m), m.kind === 'web' ? 'the website' : m.kind === 'api_key' ? 'an API key since deleted' : 'an assistant app');
  return names;
}

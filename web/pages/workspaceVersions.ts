// The versions of one chart or flowchart as the workspace shows them (jobs/requests/versions.ts
// reads them), each with who made it in words. Only the signed-in account's rows are ever read.
import { ApiKey, OAuthModel, User } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import type { VersionedKind } from '../../core/jobKinds.ts';
import type { JobCredits } from '../../core/ledger.ts';
import { isRunning } from '../../core/jobStatuses.ts';
import { madeByOf } from '../../jobs/requests/madeBy.ts';
import { notEditableReason } from '../../jobs/requests/edits.ts';
import { versionsOf, type StoredVersion } from '../../jobs/requests/versions.ts';
import type { JobRow } from '../../jobs/rows.ts';

export interface Version extends StoredVersion {
  /** "API key Lab pipeline", "assistant app Claude", "the website", or unknown for older jobs. */
  maker: string | undefined;
}

export interface Workspace {
  kind: VersionedKind;
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

/** The workspace of the chain the job belongs to. */
export async function loadWorkspace(accountId: string, kind: VersionedKind, opened: JobRow): Promise<Workspace> {
  const stored = await versionsOf(accountId, kind, opened);
  const params = stored.flatMap((v) => (v.params ? [v.params] : []));
  const makers = await makerNames(accountId, params);
  const versions = stored.map((v): Version => {
    const made = madeByOf(v.params);
    return { ...v, maker: made ? makers.get(makerKey(made)) : undefined };
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

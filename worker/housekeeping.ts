// Rows nobody reads again, dropped now and then by the worker: rate and usage windows that
// have ended, the stored parameters of requests that never became a job (refused before
// admission, or given up by their client), audit-trail rows past their retention, and OAuth
// codes, tokens and sessions past their expiry.
import { Job, JobInput } from '../core/db/entities.ts';
import { em } from '../core/db/orm.ts';
import { DAY, HOUR, prune } from '../core/counters.ts';
import { pruneAuditTrail } from '../core/audit.ts';
import { pruneExpired as pruneOAuth } from '../auth/adapter.ts';

/** A request whose parameters are this old without a job will not become one. */
const UNCLAIMED_INPUT_MS = DAY;
const BATCH = 1000;

export async function pruneUnclaimedInputs(now: number): Promise<number> {
  const db = await em();
  const old = await db.find(JobInput, { createdAt: { $lt: new Date(now - UNCLAIMED_INPUT_MS) } }, { fields: ['id'], limit: BATCH });
  if (old.length === 0) return 0;
  const ids = old.map((row) => row.id);
  const claimed = new Set((await db.find(Job, { inputId: { $in: ids } }, { fields: ['inputId'] })).map((job) => job.inputId));
  const unclaimed = ids.filter((id) => !claimed.has(id));
  if (unclaimed.length > 0) await db.nativeDelete(JobInput, { id: { $in: unclaimed } });
  return unclaimed.length;
}

/** One round of housekeeping, as if the time were `now`. */
export async function runHousekeeping(now: number): Promise<void> {
  await prune(await em(), now);
  await pruneUnclaimedInputs(now);
  await pruneAuditTrail(await em(), now);
  await pruneOAuth(new Date(now));
}

export function startHousekeeping(): () => void {
  const run = () => runHousekeeping(Date.now());
  const timer = setInterval(() => void run().catch((err: unknown) => console.error('housekeeping:', err)), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}

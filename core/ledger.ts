// The credit ledger. Buckets of an account: `available` (spendable), `reserved` (held for
// running jobs), `spent` (charged). Credits flow in from `external` in two kinds: credit
// packs (`top_up`, bought) and a subscription's credits (`grant`). Every movement is one row;
// a bucket's balance is inflow minus outflow, so inflow = available + reserved + spent holds
// by construction and is checked by the tests.
import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';

export type Bucket = 'external' | 'available' | 'reserved' | 'spent';
export type EntryKind = 'top_up' | 'grant' | 'reserve' | 'charge' | 'refund';

const MOVES: Record<EntryKind, { from: Bucket; to: Bucket }> = {
  top_up: { from: 'external', to: 'available' },
  grant: { from: 'external', to: 'available' },
  reserve: { from: 'available', to: 'reserved' },
  charge: { from: 'reserved', to: 'spent' },
  refund: { from: 'reserved', to: 'available' },
};

/**
 * Posts one movement unless a movement with the same key exists. Returns whether it was posted.
 * Job movements are keyed `job:<id>:<kind>`: a job is reserved, charged and refunded at most once.
 */
export async function post(
  em: SqlEntityManager,
  entry: { key: string; accountId: string; jobId: string | null; kind: EntryKind; amount: number },
): Promise<boolean> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw new Error(`ledger amount must be a positive integer, got ${entry.amount}`);
  const move = MOVES[entry.kind];
  const rows = await em.getConnection().execute(
    `insert into ledger_entries (id, entry_key, account_id, job_id, kind, from_bucket, to_bucket, amount, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (entry_key) do nothing returning id`,
    [randomUUID(), entry.key, entry.accountId, entry.jobId, entry.kind, move.from, move.to, entry.amount, new Date()],
    'all',
    em.getTransactionContext(),
  );
  return (rows as unknown[]).length > 0;
}

export function jobEntryKey(jobId: string, kind: EntryKind): string {
  return `job:${jobId}:${kind}`;
}

export interface Balances {
  available: number;
  reserved: number;
  spent: number;
  /** Credit packs bought. */
  toppedUp: number;
  /** A subscription's credits. */
  granted: number;
  /** What is left of the credit packs: a subscription's credits are spent first (decisions.md). */
  pack: number;
}

export async function balances(em: SqlEntityManager, accountId: string): Promise<Balances> {
  const rows = (await em.getConnection().execute(
    `select kind, coalesce(sum(amount), 0) as total from ledger_entries where account_id = ? group by kind`,
    [accountId],
    'all',
    em.getTransactionContext(),
  )) as Array<{ kind: EntryKind; total: number | string }>;
  const sum: Record<EntryKind, number> = { top_up: 0, grant: 0, reserve: 0, charge: 0, refund: 0 };
  for (const row of rows) sum[row.kind] = Number(row.total);
  const available = sum.top_up + sum.grant - sum.reserve + sum.refund;
  const used = sum.reserve - sum.refund;
  return {
    toppedUp: sum.top_up,
    granted: sum.grant,
    available,
    reserved: sum.reserve - sum.charge - sum.refund,
    spent: sum.charge,
    pack: Math.max(0, Math.min(available, sum.top_up - Math.max(0, used - sum.grant))),
  };
}

export interface JobCredits {
  reserved: number;
  charged: number;
  refunded: number;
}

/** Each job's `credits`, read from the ledger, for a page of jobs at once. */
export async function creditsForJobs(em: SqlEntityManager, jobIds: string[]): Promise<Map<string, JobCredits>> {
  const result = new Map<string, JobCredits>(jobIds.map((id) => [id, { reserved: 0, charged: 0, refunded: 0 }]));
  if (jobIds.length === 0) return result;
  const rows = (await em.getConnection().execute(
    `select job_id, kind, sum(amount) as total from ledger_entries where job_id in (${jobIds.map(() => '?').join(', ')}) group by job_id, kind`,
    jobIds,
  )) as Array<{ job_id: string; kind: EntryKind; total: number | string }>;
  for (const row of rows) {
    const credits = result.get(row.job_id);
    if (!credits) continue;
    if (row.kind === 'reserve') credits.reserved = Number(row.total);
    if (row.kind === 'charge') credits.charged = Number(row.total);
    if (row.kind === 'refund') credits.refunded = Number(row.total);
  }
  return result;
}

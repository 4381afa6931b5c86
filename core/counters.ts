// Fixed-window counters in the database, so that every API and worker process shares them.
import type { SqlEntityManager } from '@mikro-orm/sql';

export interface Window {
  /** Window start, Unix milliseconds. */
  start: number;
  /** Window end, Unix milliseconds. */
  end: number;
}

export function windowOf(now: number, lengthMs: number): Window {
  const start = Math.floor(now / lengthMs) * lengthMs;
  return { start, end: start + lengthMs };
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** Adds to each of `rows` counters (key, window start, amount), creating those not there yet. */
function upsert(rows: number): string {
  return `insert into usage_counters (counter_key, window_start, count) values ${Array.from({ length: rows }, () => '(?, ?, ?)').join(', ')}
     on conflict (counter_key, window_start) do update set count = usage_counters.count + excluded.count`;
}

/** Adds one to the counter and returns the new count. */
export async function increment(em: SqlEntityManager, key: string, window: Window, by = 1): Promise<number> {
  const rows = (await em.getConnection().execute(`${upsert(1)} returning count`, [key, window.start, by], 'all', em.getTransactionContext())) as Array<{
    count: number | string;
  }>;
  return Number(rows[0]?.count ?? by);
}

/** Adds one to each counter, in one statement (each key once). */
export async function incrementEach(em: SqlEntityManager, counters: ReadonlyArray<{ key: string; window: Window }>): Promise<void> {
  if (counters.length === 0) return;
  await em.getConnection().execute(upsert(counters.length), counters.flatMap((c) => [c.key, c.window.start, 1]), 'run', em.getTransactionContext());
}

export async function current(em: SqlEntityManager, key: string, window: Window): Promise<number> {
  const rows = (await em.getConnection().execute(
    `select count from usage_counters where counter_key = ? and window_start = ?`,
    [key, window.start],
    'all',
    em.getTransactionContext(),
  )) as Array<{ count: number | string }>;
  return Number(rows[0]?.count ?? 0);
}

/** Drops windows that ended more than a day ago; called now and then, not on every request. */
export async function prune(em: SqlEntityManager, now: number): Promise<void> {
  await em.getConnection().execute(`delete from usage_counters where window_start < ?`, [now - 2 * DAY]);
}

// Jobs and their credits as one statement reads them: a statement sees one snapshot of the
// database, and a job's final state and its charge or refund are written in one transaction
// (jobs/activities/jobs.ts settleJob), so a job read here is never shown final without its
// settlement, nor running with it.
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { JobCredits } from '../core/ledger.ts';
import { jobFromRow, type JobRow } from './rows.ts';
import { numberOf, rows } from '../core/db/sql.ts';

export interface JobWithCredits {
  job: JobRow;
  credits: JobCredits;
}

const sumOf = (kind: string) => `(select coalesce(sum(l.amount), 0) from ledger_entries l where l.job_id = j.id and l.kind = '${kind}')`;

/** The jobs with these ids that exist, by id. */
export async function jobsWithCredits(em: SqlEntityManager, ids: readonly string[]): Promise<Map<string, JobWithCredits>> {
  const found = new Map<string, JobWithCredits>();
  if (ids.length === 0) return found;
  const read = await rows(
    em,
    `select j.*, ${sumOf('reserve')} as credits_reserved, ${sumOf('charge')} as credits_charged, ${sumOf('refund')} as credits_refunded
       from jobs j where j.id in (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  for (const r of read) {
    const job = jobFromRow(r);
    found.set(job.id, { job, credits: { reserved: numberOf(r.credits_reserved), charged: numberOf(r.credits_charged), refunded: numberOf(r.credits_refunded) } });
  }
  return found;
}

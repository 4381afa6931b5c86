// The credit ledger after the run, as a client sees it (GET /credits against every job's
// credits) and as the database holds it (each job's own entries).
import { EXAMPLES, type Evidence } from './evidence.ts';
import { FINAL } from './tracker.ts';

export function ledgerSection(e: Evidence) {
  const differences: Array<Record<string, unknown>> = [];
  // As a client sees it: GET /credits against the credits of every job GET /jobs lists.
  for (const account of e.accounts) {
    const view = e.views.get(account.accountId);
    if (!view) {
      differences.push({ check: 'account read through the API', account: account.accountId });
      continue;
    }
    const { balance, reserved } = view.credits;
    const credits = view.jobs.map((j) => j.credits ?? { reserved: 0, charged: 0, refunded: 0 });
    const charged = credits.reduce((n, c) => n + c.charged, 0);
    const held = credits.reduce((n, c) => n + c.reserved - c.charged - c.refunded, 0);
    if (balance + reserved + charged !== account.toppedUp) {
      differences.push({ check: 'top-ups = balance + reserved + charged', account: account.accountId, toppedUp: account.toppedUp, balance, reserved, charged });
    }
    if (reserved !== held) differences.push({ check: 'reserved = what unfinished jobs hold', account: account.accountId, reserved, held });
    for (const job of view.jobs) {
      const c = job.credits;
      if (c && FINAL.has(job.status) && c.reserved !== c.charged + c.refunded) differences.push({ check: 'final job shows reserved = charged + refunded', job: job.id, status: job.status, ...c });
    }
  }
  // In the database: each job's own entries.
  for (const job of e.db.jobs) {
    const { reserve, charge, refund, entries, kinds } = job.ledger;
    if (entries > kinds) differences.push({ check: 'one entry per job and kind', job: job.id, entries, kinds });
    if (job.refused && entries > 0) differences.push({ check: 'a refusal moves no credits', job: job.id, reserve, charge, refund });
    if (FINAL.has(job.status) && reserve !== charge + refund) differences.push({ check: 'final job: reserve = charge + refund', job: job.id, status: job.status, reserve, charge, refund });
    if (job.status !== 'succeeded' && charge > 0) differences.push({ check: 'only a succeeded job is charged', job: job.id, status: job.status, charge });
    if (job.status === 'succeeded' && refund > 0) differences.push({ check: 'a succeeded job is not refunded', job: job.id, refund });
  }
  for (const jobId of e.db.entriesWithoutJob) differences.push({ check: 'ledger entry of an existing job', job: jobId });
  return { differences: differences.length, examples: differences.slice(0, EXAMPLES) };
}


// After the load: every account's jobs and credits as a client reads them (GET /jobs, every
// page; GET /credits) held against what the clients were told. A job is lost when an answer
// named it and it is not final, or when the list lacks it; a job the list shows that no answer
// named is a second job for some key. Credits spent must be the price of the jobs that
// succeeded, each charged once.
import { send, type Route } from './client.ts';
import { FINAL, type LoadAccount, type LoadLog } from './load.ts';

export interface Accounting {
  admitted: number;
  final: number;
  /** Named by an answer, and not final (or missing from the list). */
  lost: string[];
  /** Listed, but named by no answer. */
  unnamed: string[];
  succeeded: number;
  failed: Map<string, number>;
  spent: number;
  succeededPrices: number;
  reservedLeft: number;
  /** Jobs whose own credits are not their price (succeeded) or zero (failed). */
  chargedWrong: string[];
}

interface ListedJob {
  id: string;
  status: string;
  credits: { reserved: number; charged: number; refunded: number };
  error: { code: string; details?: { reason?: string } } | null;
}

async function listAll(r: Route, key: string, until: number): Promise<ListedJob[]> {
  const jobs: ListedJob[] = [];
  let cursor: string | null = null;
  do {
    const page = await send(r, `/jobs?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, () => ({ headers: { Authorization: `Bearer ${key}` } }), { until });
    if (page.status !== 200) throw new Error(`GET /jobs answered ${page.status}`);
    jobs.push(...(page.body.data as ListedJob[]));
    cursor = page.body.next_cursor as string | null;
  } while (cursor);
  return jobs;
}

export async function account(log: LoadLog, accounts: LoadAccount[], r: Route, until: number): Promise<Accounting> {
  const named = new Map(log.jobs.filter((j) => j.id).map((j) => [j.id as string, j]));
  const out: Accounting = { admitted: named.size, final: 0, lost: [], unnamed: [], succeeded: 0, failed: new Map(), spent: 0, succeededPrices: 0, reservedLeft: 0, chargedWrong: [] };
  const listed = new Set<string>();
  for (const a of accounts) {
    const key = a.keys[0] as string;
    const credits = await send(r, '/credits', () => ({ headers: { Authorization: `Bearer ${key}` } }), { until });
    if (credits.status !== 200) throw new Error(`GET /credits answered ${credits.status}`);
    out.reservedLeft += credits.body.reserved as number;
    out.spent += a.toppedUp - (credits.body.balance as number) - (credits.body.reserved as number);
    for (const job of await listAll(r, key, until)) {
      listed.add(job.id);
      const mine = named.get(job.id);
      if (!mine) {
        out.unnamed.push(job.id);
        continue;
      }
      if (!FINAL.has(job.status)) {
        out.lost.push(job.id);
        continue;
      }
      out.final += 1;
      if (job.status === 'succeeded') {
        out.succeeded += 1;
        out.succeededPrices += mine.price;
      } else {
        const code = `${mine.kind} ${job.error?.code ?? job.status}${job.error?.details?.reason ? ` ${job.error.details.reason}` : ''}`;
        out.failed.set(code, (out.failed.get(code) ?? 0) + 1);
      }
      const owed = job.status === 'succeeded' ? mine.price : 0;
      if (job.credits.charged !== owed || job.credits.reserved !== job.credits.charged + job.credits.refunded) out.chargedWrong.push(job.id);
    }
  }
  for (const id of named.keys()) if (!listed.has(id)) out.lost.push(id);
  return out;
}

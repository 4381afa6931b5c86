// What the clients know of their jobs: every job id an answer named, read back through
// GET /jobs/{id} until final, and the moment each was first seen final. It also lists each
// account's jobs (GET /jobs) to find jobs that no answer named. Reads are spread over the
// account's keys, within their per-minute read window.
import type { LoadAccount } from './accounts.ts';
import type { JobBody } from './request.ts';

export const FINAL = new Set(['succeeded', 'failed', 'canceled']);

export interface TrackedJob {
  id: string;
  accountId: string;
  /** How the clients learned of it: from an answer, or only from the account's job list. */
  source: 'answer' | 'list';
  status: string;
  body?: JobBody;
  firstSeenAt: number;
  finalSeenAt?: number;
  /** GET /jobs/{id} answered 404 (the id an answer named does not exist). */
  notFound: number;
  lastPolledAt: number;
}

export interface Tracker {
  jobs: Map<string, TrackedJob>;
  learn(accountId: string, id: string, body?: JobBody): void;
  /** Adds the jobs of each account's list that no answer named. */
  discover(): Promise<void>;
  pending(): TrackedJob[];
  stop(): void;
}

const TICK_MS = 500;
/** Reads per account per tick: 3 keys x 120 a minute allow 6 a second; leave room for lists. */
const READS_PER_TICK = 2;
const REPOLL_MS = 1000;

export function createTracker(base: string, accounts: LoadAccount[]): Tracker {
  const jobs = new Map<string, TrackedJob>();
  const byAccount = new Map(accounts.map((a) => [a.accountId, a]));
  const turn = new Map<string, number>();

  const keyOf = (accountId: string): string => {
    const account = byAccount.get(accountId);
    if (!account) throw new Error(`unknown account ${accountId}`);
    const n = (turn.get(accountId) ?? 0) + 1;
    turn.set(accountId, n);
    return account.keys[n % account.keys.length] as string;
  };

  const update = (job: TrackedJob, body: JobBody) => {
    job.body = body;
    job.status = body.status;
    if (FINAL.has(body.status)) job.finalSeenAt ??= Date.now();
  };

  function learn(accountId: string, id: string, body?: JobBody): void {
    let job = jobs.get(id);
    if (!job) {
      job = { id, accountId, source: 'answer', status: 'unknown', firstSeenAt: Date.now(), notFound: 0, lastPolledAt: 0 };
      jobs.set(id, job);
    }
    if (body) update(job, body);
  }

  async function poll(job: TrackedJob): Promise<void> {
    job.lastPolledAt = Date.now();
    try {
      const res = await fetch(`${base}/jobs/${job.id}`, { headers: { Authorization: `Bearer ${keyOf(job.accountId)}` }, signal: AbortSignal.timeout(10_000) });
      if (res.status === 200) update(job, (await res.json()) as JobBody);
      else {
        if (res.status === 404) job.notFound += 1;
        await res.arrayBuffer();
      }
    } catch {
      // the API is down or slow: the next tick asks again
    }
  }

  const pending = () => [...jobs.values()].filter((j) => !FINAL.has(j.status));

  let stopped = false;
  const timer = setInterval(() => {
    const now = Date.now();
    for (const account of accounts) {
      const due = pending()
        .filter((j) => j.accountId === account.accountId && now - j.lastPolledAt >= REPOLL_MS)
        .sort((a, b) => a.lastPolledAt - b.lastPolledAt)
        .slice(0, READS_PER_TICK);
      for (const job of due) void poll(job);
    }
  }, TICK_MS);

  async function discover(): Promise<void> {
    await Promise.all(
      accounts.map(async (account) => {
        let cursor: string | null = null;
        for (let page = 0; page < 500 && !stopped; page++) {
          const url = `${base}/jobs?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
          let body: { data: JobBody[]; next_cursor: string | null } | undefined;
          for (let attempt = 0; attempt < 20 && !body; attempt++) {
            try {
              const res = await fetch(url, { headers: { Authorization: `Bearer ${keyOf(account.accountId)}` }, signal: AbortSignal.timeout(10_000) });
              if (res.status === 200) body = (await res.json()) as typeof body;
              else await res.arrayBuffer();
            } catch {
              // try again below
            }
            if (!body) await new Promise((r) => setTimeout(r, 1000));
          }
          if (!body) throw new Error(`GET /jobs of account ${account.accountId} did not answer`);
          for (const listed of body.data) {
            if (!jobs.has(listed.id)) {
              jobs.set(listed.id, { id: listed.id, accountId: account.accountId, source: 'list', status: 'unknown', firstSeenAt: Date.now(), notFound: 0, lastPolledAt: 0 });
            }
            const job = jobs.get(listed.id);
            if (job) update(job, listed);
          }
          cursor = body.next_cursor;
          if (!cursor) return;
        }
      }),
    );
  }

  return {
    jobs,
    learn,
    discover,
    pending,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

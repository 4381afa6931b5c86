// The mixed load: clients that convert uploaded PNGs (png, pdf, tiff, pptx) and plot charts
// from CSV data, each logical request under its own Idempotency-Key and sent until it has a
// final answer (request.ts). One client per pro account; the free account's client sends
// bursts of three at once, above its plan's two running tasks, to meet CONCURRENCY_LIMITED.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { LoadAccount } from './accounts.ts';
import { accountPace } from './pace.ts';
import type { Random } from './random.ts';
import { sendUntilFinal, type Answer, type LogicalRequest, type Send } from './request.ts';
import type { Tracker } from './tracker.ts';

export interface Load {
  requests: LogicalRequest[];
  uploads: LogicalRequest[];
  /** No new logical request from now on; those under way go on. */
  stop(): void;
  /** Waits for the requests under way; those still without a final answer at `until` end unanswered. */
  drain(until: number): Promise<void>;
}

const CONVERSION_FORMATS = ['png', 'pdf', 'tiff', 'pptx'] as const;
const DPIS = [undefined, 300, 600] as const;
const CHART_SHARE = 0.3;
const NEW_UPLOAD_SHARE = 0.3;
/**
 * Logical job requests per account in a run, below the 200 tasks an hour and the 200 free
 * conversions a day of one account: a refusal for those would be the load's fault, not the
 * service's. A longer run needs more accounts (--accounts).
 */
const JOBS_PER_ACCOUNT = 180;

async function pngs(): Promise<Buffer[]> {
  const colors = ['#3366aa', '#aa3366', '#66aa33', '#999999'];
  return Promise.all(colors.map((background, i) => sharp({ create: { width: 80 + 40 * i, height: 60 + 30 * i, channels: 4, background } }).png().toBuffer()));
}

function csv(random: Random): string {
  const groups = ['control', 'low', 'medium', 'high', 'very high', 'max'].slice(0, random.int(3, 6));
  return ['group,value', ...groups.map((g) => `${g},${(random.between(1, 100)).toFixed(2)}`)].join('\n');
}

function preferWait(random: Random): Record<string, string> {
  return random.chance(0.5) ? { Prefer: `wait=${random.int(1, 10)}` } : {};
}

export async function startLoad(opts: { base: string; accounts: LoadAccount[]; random: Random; tracker: Tracker }): Promise<Load> {
  const { base, accounts, random, tracker } = opts;
  const images = await pngs();
  const requests: LogicalRequest[] = [];
  const uploads: LogicalRequest[] = [];
  const underWay = new Set<Promise<unknown>>();
  let stopped = false;
  let giveUpAt = Number.POSITIVE_INFINITY;
  const paces = new Map(accounts.map((a) => [a.accountId, accountPace()]));
  const optsFor = (account: LoadAccount) => ({ random, giveUpAt: () => giveUpAt, pace: paces.get(account.accountId) ?? accountPace() });

  const logical = (account: LoadAccount, operation: LogicalRequest['operation']): LogicalRequest => ({
    accountId: account.accountId,
    operation,
    idempotencyKey: `faults-${randomUUID()}`,
    startedAt: Date.now(),
    answers: [],
    ids: [],
    races: 0,
  });

  const post = (account: LoadAccount, credential: string, path: string, key: string, body: () => { body: NonNullable<RequestInit['body']>; type?: string }, headers: Record<string, string> = {}): Send => {
    return (signal) => {
      const made = body();
      return fetch(`${base}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${credential}`, 'Idempotency-Key': key, ...(made.type ? { 'Content-Type': made.type } : {}), ...headers },
        body: made.body,
        signal,
      });
    };
  };

  const track = (request: LogicalRequest) => (answer: Answer) => {
    if (answer.id) tracker.learn(request.accountId, answer.id, answer.job);
  };

  // Keys in turn: the per-credential window (half the account's) then never fills first.
  const turns = new Map<string, number>();
  const nextKey = (account: LoadAccount): string => {
    const n = (turns.get(account.accountId) ?? 0) + 1;
    turns.set(account.accountId, n);
    return account.keys[n % account.keys.length] as string;
  };

  const filesOf = new Map<string, string[]>(accounts.map((a) => [a.accountId, []]));

  async function imageFor(account: LoadAccount, credential: string): Promise<string | undefined> {
    const pool = filesOf.get(account.accountId) ?? [];
    if (pool.length > 0 && !random.chance(NEW_UPLOAD_SHARE)) return random.pick(pool);
    const upload = logical(account, 'files');
    uploads.push(upload);
    const bytes = random.pick(images);
    await sendUntilFinal(
      upload,
      post(account, credential, '/files', upload.idempotencyKey, () => {
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'figure.png');
        return { body: form };
      }),
      optsFor(account),
    );
    const fileId = upload.outcome === 'created' ? upload.ids[0] : undefined;
    if (fileId) pool.push(fileId);
    return fileId;
  }

  async function conversion(account: LoadAccount): Promise<void> {
    const credential = nextKey(account);
    const image = await imageFor(account, credential);
    if (!image) return;
    const dpi = random.pick(DPIS);
    const json = JSON.stringify({ image, format: random.pick(CONVERSION_FORMATS), ...(dpi ? { dpi } : {}) });
    const request = logical(account, 'images.conversions');
    requests.push(request);
    await sendUntilFinal(request, post(account, credential, '/images/conversions', request.idempotencyKey, () => ({ body: json, type: 'application/json' }), preferWait(random)), {
      ...optsFor(account),
      onAnswer: track(request),
    });
  }

  async function chart(account: LoadAccount): Promise<void> {
    const credential = nextKey(account);
    const data = csv(random);
    const request = logical(account, 'charts.generations');
    requests.push(request);
    const form = () => {
      const body = new FormData();
      body.set('request', 'bar chart of value by group');
      body.set('data', new Blob([data], { type: 'text/csv' }), 'data.csv');
      return { body };
    };
    await sendUntilFinal(request, post(account, credential, '/charts/generations', request.idempotencyKey, form, preferWait(random)), { ...optsFor(account), onAnswer: track(request) });
  }

  const sent = new Map<string, number>();
  const one = (account: LoadAccount): Promise<void> => {
    sent.set(account.accountId, (sent.get(account.accountId) ?? 0) + 1);
    return random.chance(CHART_SHARE) ? chart(account) : conversion(account);
  };
  const budgetLeft = (account: LoadAccount) => (sent.get(account.accountId) ?? 0) < JOBS_PER_ACCOUNT;

  async function client(account: LoadAccount, burst: number): Promise<void> {
    while (!stopped && budgetLeft(account)) {
      await Promise.all(Array.from({ length: burst }, () => one(account)));
      await new Promise((r) => setTimeout(r, random.between(2000, 5000)));
    }
  }

  for (const account of accounts) {
    const clients = account.plan === 'free' ? [3] : [1];
    for (const burst of clients) {
      const run = client(account, burst);
      underWay.add(run);
      void run.finally(() => underWay.delete(run));
    }
  }

  return {
    requests,
    uploads,
    stop: () => {
      stopped = true;
    },
    drain: async (until) => {
      stopped = true;
      giveUpAt = until;
      await Promise.all([...underWay]);
    },
  };
}

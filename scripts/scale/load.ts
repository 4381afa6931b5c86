// The mixed load of the scale run: conversions of an uploaded figure, charts from a small CSV,
// flowcharts from Mermaid text, text detections, reads (GET /jobs, GET /credits) and the
// download of every succeeded job's output through the API that did not create it (the
// other API's signature and the shared file store). Each job is followed from its first
// send to the moment its client sees it final: that span is its latency.
import { randomUUID } from 'node:crypto';
import { PRICES } from '../../core/prices.ts';
import { accountPace, type Pace } from '../../test/faults/pace.ts';
import { GaveUp, send, type Api, type Route } from './client.ts';

export interface LoadAccount {
  accountId: string;
  keys: string[];
  toppedUp: number;
  /** An uploaded PNG figure with text: the source of conversions and text detections. */
  fileId: string;
  pace: Pace;
  detections: number;
}

export type JobKind = 'conversion' | 'chart' | 'flowchart';

export interface JobRecord {
  accountId: string;
  kind: JobKind;
  idempotencyKey: string;
  /** What the price table says this job costs when it succeeds. */
  price: number;
  sentAt: number;
  id?: string;
  status?: string;
  finalAt?: number;
  /** The API that answered the create, the one whose answer gave the signed download link, and the one that served the download. */
  createdOn?: string;
  signedOn?: string;
  downloadedFrom?: string;
  downloadOk?: boolean;
  /** A create answered with a refusal (4xx other than a retry): its error code. */
  refused?: string;
  /** No final answer before the deadline. */
  gaveUp?: boolean;
}

export interface OtherRecord {
  what: 'text detection' | 'read';
  ok: boolean;
  ms: number;
}

export interface LoadLog {
  jobs: JobRecord[];
  others: OtherRecord[];
}

export const FINAL = new Set(['succeeded', 'failed', 'canceled']);
const FORMATS = ['png', 'pdf', 'tiff', 'pptx'] as const;
const PREFER_WAIT_S = 20;
const POLL_MS = 1000;
/** Per account per 15 minutes the service allows 20; the load stays below. */
const DETECTIONS_PER_ACCOUNT = 15;

let turn = 0;
const keyOf = (account: LoadAccount) => account.keys[turn++ % account.keys.length] as string;
const auth = (key: string) => ({ Authorization: `Bearer ${key}` });

function chartCsv(n: number): string {
  const groups = ['control', 'low dose', 'mid dose', 'high dose', 'washout'].slice(0, 3 + (n % 3));
  return ['group,response', ...groups.map((g, i) => `${g},${(10 + ((n * 7 + i * 13) % 50)).toFixed(1)}`)].join('\n');
}

function flowchartText(n: number): string {
  return `flowchart TD\n  A[Screen ${40 + (n % 20)} patients] --> B{Eligible?}\n  B -->|yes| C[Randomise]\n  B -->|no| D[Exclude]\n  C --> E[Treat and follow up]\n  E --> F[Analyse]`;
}

function createRequest(kind: JobKind, account: LoadAccount, n: number): { path: string; price: number; body: () => RequestInit['body']; type?: string } {
  if (kind === 'conversion') {
    const format = FORMATS[n % FORMATS.length] as (typeof FORMATS)[number];
    const json = JSON.stringify({ image: account.fileId, format });
    return { path: '/images/conversions', price: PRICES.image_conversion[format], body: () => json, type: 'application/json' };
  }
  if (kind === 'chart') {
    const data = chartCsv(n);
    return {
      path: '/charts/generations',
      price: PRICES.chart.generation,
      body: () => {
        const form = new FormData();
        form.set('request', 'bar chart of response by group');
        form.set('data', new Blob([data], { type: 'text/csv' }), 'data.csv');
        return form;
      },
    };
  }
  const json = JSON.stringify({ prompt: flowchartText(n) });
  return { path: '/flowcharts/generations', price: PRICES.flowchart.generation, body: () => json, type: 'application/json' };
}

/** Creates one job, follows it until final, then downloads its first output through the other API. */
export async function runJob(log: LoadLog, account: LoadAccount, r: Route, kind: JobKind, n: number, until: number): Promise<JobRecord> {
  const made = createRequest(kind, account, n);
  const job: JobRecord = { accountId: account.accountId, kind, idempotencyKey: `scale-${randomUUID()}`, price: made.price, sentAt: Date.now() };
  log.jobs.push(job);
  try {
    const created = await send(
      r,
      made.path,
      () => ({
        method: 'POST',
        headers: { ...auth(keyOf(account)), 'Idempotency-Key': job.idempotencyKey, Prefer: `wait=${PREFER_WAIT_S}`, ...(made.type ? { 'Content-Type': made.type } : {}) },
        body: made.body(),
      }),
      { until, pace: account.pace },
    );
    if (created.status >= 400) {
      job.refused = String(created.body?.error?.code ?? created.status);
      return job;
    }
    job.id = created.body.id;
    job.status = created.body.status;
    job.createdOn = created.api.name;
    let body = created.body;
    job.signedOn = created.api.name;
    while (!FINAL.has(String(job.status))) {
      await new Promise((done) => setTimeout(done, POLL_MS));
      const read = await send(r, `/jobs/${job.id}`, () => ({ headers: auth(keyOf(account)) }), { until });
      if (read.status !== 200) throw new Error(`GET /jobs/${job.id} answered ${read.status}`);
      body = read.body;
      job.signedOn = read.api.name;
      job.status = body.status;
    }
    job.finalAt = Date.now();
    const output = body.outputs?.[0] as { download_url?: string } | undefined;
    if (job.status === 'succeeded' && output?.download_url) {
      const link = new URL(output.download_url);
      // The other API first: it must accept this one's signature and find the file.
      const signer = r.apis.find((a) => a.name === job.signedOn) as Api;
      const there: Route = { apis: [...r.apis.filter((a) => a !== signer), signer], current: 0, failovers: 0 };
      const got = await send(there, link.pathname.replace(/^\/api\/v1/, '') + link.search, () => ({}), { until });
      job.downloadedFrom = got.api.name;
      job.downloadOk = got.status === 200 && Buffer.isBuffer(got.body) && got.body.length > 0;
    }
  } catch (err) {
    if (!(err instanceof GaveUp)) throw err;
    job.gaveUp = true;
  }
  return job;
}

export async function textDetection(log: LoadLog, account: LoadAccount, r: Route, until: number): Promise<void> {
  const key = `scale-${randomUUID()}`;
  const t0 = Date.now();
  account.detections += 1;
  const json = JSON.stringify({ image: account.fileId });
  const answer = await send(
    r,
    '/images/text-detections',
    () => ({ method: 'POST', headers: { ...auth(keyOf(account)), 'Idempotency-Key': key, 'Content-Type': 'application/json' }, body: json }),
    { until, pace: account.pace },
  );
  log.others.push({ what: 'text detection', ok: answer.status === 200 && Array.isArray(answer.body?.texts ?? answer.body?.data), ms: Date.now() - t0 });
}

export async function reads(log: LoadLog, account: LoadAccount, r: Route, until: number): Promise<void> {
  for (const path of ['/jobs?limit=10', '/credits']) {
    const t0 = Date.now();
    const answer = await send(r, path, () => ({ headers: auth(keyOf(account)) }), { until });
    log.others.push({ what: 'read', ok: answer.status === 200, ms: Date.now() - t0 });
  }
}

/** One virtual user: picks the next operation, waits for it to end, and goes on until `stopAt`. */
export async function user(log: LoadLog, account: LoadAccount, r: Route, n0: number, stopAt: number, until: number): Promise<void> {
  for (let n = n0; Date.now() < stopAt; n += 7) {
    const pick = n % 20;
    if (pick < 7) await runJob(log, account, r, 'conversion', n, until);
    else if (pick < 12) await runJob(log, account, r, 'chart', n, until);
    else if (pick < 16) await runJob(log, account, r, 'flowchart', n, until);
    else if (pick < 18 && account.detections < DETECTIONS_PER_ACCOUNT) await textDetection(log, account, r, until);
    else await reads(log, account, r, until);
  }
}

/** A batch of jobs sent at once: how fast the workers empty a queue. */
export async function batch(log: LoadLog, accounts: LoadAccount[], routes: Route[], perAccount: number, until: number): Promise<void> {
  const kinds: JobKind[] = ['conversion', 'chart', 'flowchart', 'conversion'];
  await Promise.all(
    accounts.flatMap((account, a) =>
      Array.from({ length: perAccount }, (_, j) => runJob(log, account, routes[(a * perAccount + j) % routes.length] as Route, kinds[j % kinds.length] as JobKind, a * 31 + j, until)),
    ),
  );
}

export function newAccount(accountId: string, keys: string[], toppedUp: number, fileId: string): LoadAccount {
  return { accountId, keys, toppedUp, fileId, pace: accountPace(), detections: 0 };
}

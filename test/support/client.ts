// What a test uses to act as a client: HTTP on loopback, the operator CLI, and SQL.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');

export const BASE = process.env.FIGURES_TEST_BASE ?? '';

export interface Reply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  bytes: Buffer;
}

export interface CallOptions {
  method?: string;
  key?: string;
  json?: unknown;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

export async function call(path: string, opts: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers.Authorization = `Bearer ${opts.key}`;
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  let body = opts.body;
  if (opts.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = typeof opts.json === 'string' ? opts.json : JSON.stringify(opts.json);
  }
  const res = await fetch(path.startsWith('http') ? path : `${BASE}${path}`, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  let parsed: unknown = undefined;
  if ((res.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(bytes.toString('utf8'));
  return { status: res.status, headers: res.headers, body: parsed, bytes };
}

async function node(args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--disable-warning=ExperimentalWarning', ...args], { cwd: ROOT, env: process.env });
  return stdout;
}

export async function admin(...args: string[]): Promise<Record<string, unknown>> {
  return JSON.parse(await node(['scripts/admin.ts', ...args, '--json'])) as Record<string, unknown>;
}

/** A time as the database column wants it: ISO text on PostgreSQL, Unix ms on SQLite. */
export function dbTime(date: Date): number | string {
  return process.env.DATABASE_URL?.startsWith('postgres') ? date.toISOString() : date.getTime();
}

export async function sql(query: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
  return JSON.parse(await node(['test/support/sql.ts', query, JSON.stringify(params)])) as Array<Record<string, unknown>>;
}

export interface TestAccount {
  accountId: string;
  key: string;
  keyId: string;
}

/**
 * A new account with one key; every scope and a 1,000-credit pack unless told otherwise.
 * `subscriptionCredits` are a subscription's credits instead (no pack): for plan rules.
 */
export async function newAccount(opts: { plan?: string; credits?: number; subscriptionCredits?: number; scopes?: string; expires?: string } = {}): Promise<TestAccount> {
  const pack = opts.subscriptionCredits !== undefined ? 0 : (opts.credits ?? 1000);
  const account = await admin('account', 'create', '--name', `test-${randomUUID().slice(0, 8)}`, '--plan', opts.plan ?? 'pro', ...(pack === 0 ? [] : ['--credits', String(pack)]));
  const accountId = account.account_id as string;
  if (opts.subscriptionCredits) await admin('grant', '--account', accountId, '--credits', String(opts.subscriptionCredits));
  const key = await admin('key', 'create', '--account', accountId, '--scopes', opts.scopes ?? 'all', '--expires', opts.expires ?? '30');
  return { accountId, key: key.key as string, keyId: key.key_id as string };
}

export async function newKey(accountId: string, scopes: string, expires = '30'): Promise<string> {
  return (await admin('key', 'create', '--account', accountId, '--scopes', scopes, '--expires', expires)).key as string;
}

export function png(width = 64, height = 48, color = '#3366aa'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } }).png().toBuffer();
}

export function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#aa6633' } }).jpeg().toBuffer();
}

export async function upload(key: string, bytes: Buffer, opts: { purpose?: string; name?: string; idempotencyKey?: string } = {}): Promise<Reply> {
  const form = new FormData();
  if (opts.purpose) form.set('purpose', opts.purpose);
  form.set('file', new Blob([new Uint8Array(bytes)]), opts.name ?? 'upload.bin');
  return call('/files', { key, body: form, ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}) });
}

export async function uploadedPng(key: string, width = 64, height = 48): Promise<string> {
  const reply = await upload(key, await png(width, height), { name: 'figure.png' });
  if (reply.status !== 201) throw new Error(`upload failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.file_id as string;
}

export function convert(key: string, body: Record<string, unknown>, idempotencyKey = randomUUID(), headers: Record<string, string> = {}): Promise<Reply> {
  return call('/images/conversions', { key, json: body, idempotencyKey, headers });
}

// ---- Added for the idempotency, jobs, conversions and ledger suites ----

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** A PNG of noise (so it does not compress away), cut in half inside its IDAT: the header reads, the pixels do not. */
export async function truncatedPng(width = 200, height = 150): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 4);
  let x = 12345;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    data[i] = x >>> 24;
  }
  const whole = await sharp(data, { raw: { width, height, channels: 4 } }).png().toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

export function webp(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#33aa66' } }).webp().toBuffer();
}

/** Uploads bytes as an image and returns the file_id; fails the test when the upload is refused. */
export async function uploadedImage(key: string, bytes: Buffer, name = 'figure.bin'): Promise<string> {
  const reply = await upload(key, bytes, { name });
  if (reply.status !== 201) throw new Error(`upload failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.file_id as string;
}

/** Every job of the caller, page by page (limit 20), newest first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function allJobs(key: string): Promise<any[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const jobs: any[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const reply: Reply = await call(`/jobs?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key });
    if (reply.status !== 200) throw new Error(`GET /jobs failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    jobs.push(...reply.body.data);
    cursor = reply.body.next_cursor;
    if (!cursor) return jobs;
  }
  throw new Error('GET /jobs did not end');
}

/**
 * Sets a usage counter (as the website's shared usage would) for the current window and the
 * next one, so that a window rolling over during the test changes nothing.
 */
export async function setCounter(counterKey: string, windowMs: number, count: number): Promise<void> {
  const start = Math.floor(Date.now() / windowMs) * windowMs;
  for (const windowStart of [start, start + windowMs]) {
    await sql(
      'insert into usage_counters (counter_key, window_start, count) values (?, ?, ?) on conflict (counter_key, window_start) do update set count = excluded.count',
      [counterKey, windowStart, count],
    );
  }
}

export function generate(key: string, body: Record<string, unknown>, idempotencyKey = randomUUID(), wait = 20): Promise<Reply> {
  return call('/images/generations', { key, json: body, idempotencyKey, headers: { Prefer: `wait=${wait}` } });
}

/** Reads the job until `done` says so (bounded: about 60 s). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pollJob(key: string, jobId: string, done: (job: any) => boolean): Promise<any> {
  for (let i = 0; i < 120; i++) {
    const job = (await call(`/jobs/${jobId}`, { key })).body;
    if (done(job)) return job;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`job ${jobId} never reached the expected state`);
}

/** The job a create request answered, once final; a refused create fails the test with its answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function finishedJob(key: string, reply: Reply, timeoutMs = 120_000): Promise<any> {
  if (reply.status !== 200 && reply.status !== 202) throw new Error(`create failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return finalJob(key, reply.body, timeoutMs);
}

/**
 * The job once final: read every 2 s (Retry-After is 3; the read limit allows it), for up to
 * `timeoutMs`, since CPU-heavy jobs (upscales, tracing) take minutes on a loaded machine.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function finalJob(key: string, job: any, timeoutMs = 600_000): Promise<any> {
  const until = Date.now() + timeoutMs;
  let current = job;
  while (current?.status === 'queued' || current?.status === 'processing') {
    if (Date.now() > until) throw new Error(`job ${job.id} still ${current.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 2000));
    const reply = await call(`/jobs/${job.id}`, { key });
    if (reply.status === 200) current = reply.body;
  }
  return current;
}

// What a benchmark needs: a private copy of the service started as the test suite starts it
// (test/support/globalSetup.ts: a Temporal dev server on free ports, the worker and the API
// as child processes, a throw-away data directory), accounts and keys made through the
// operator CLI, an uploaded PNG per account, and small helpers for timing and memory.
// Everything talks to 127.0.0.1 only.
import { execFile, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { postgresBin, startPostgres, type LocalPostgres } from '../scripts/scale/postgres.ts';
import { freePorts, ROOT, startNode, startTemporal, stopAll, waitForHttp, waitForWorker } from '../scripts/stack.ts';

const run = promisify(execFile);
const NODE_ARGS = ['--disable-warning=ExperimentalWarning'];
// temporal.api.enums.v1.TaskQueueType: WORKFLOW = 1, ACTIVITY = 2.
export const NAMESPACE = process.env.TEMPORAL_NAMESPACE ?? 'default';

export interface Stack {
  /** http://127.0.0.1:PORT/api/v1 */
  base: string;
  dataDir: string;
  temporalAddress: string;
  /** The service's task queue (TASK_QUEUE, `figures` by default). */
  taskQueue: string;
  temporal: ChildProcess;
  worker: ChildProcess;
  api: ChildProcess;
  /** The environment the service processes (and the operator CLI) run with. */
  env: NodeJS.ProcessEnv;
  /** Stops the processes and removes the data directory; safe to call twice. */
  stop(): Promise<void>;
}

/** The stop functions of stacks started in this process, also those still starting. */
const liveStacks = new Set<() => Promise<void>>();

/** Stops every stack of this process, started or still starting (for signal and deadline handlers). */
export async function stopStacks(): Promise<void> {
  await Promise.all([...liveStacks].map((stop) => stop()));
}

/** The service's database in this run: `BENCH_DATABASE=postgres` for a PostgreSQL server of its own. */
export const BENCH_DATABASE = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** Starts Temporal, the worker and the API; if one of them dies before stop(), the benchmark fails. */
export async function startStack(): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'figures-bench-'));
  const [temporalPort, apiPort, pgPort] = (await freePorts(3)) as [number, number, number];
  let temporal: ChildProcess | undefined;
  let worker: ChildProcess | undefined;
  let api: ChildProcess | undefined;
  let postgres: (LocalPostgres & { dir: string }) | undefined;
  let stopping: Promise<void> | undefined;
  const taskQueue = process.env.TASK_QUEUE ?? 'figures';
  // One stop for every caller: a second call (a signal during the first, say) waits for it.
  const stop = () =>
    (stopping ??= stopAll([api, worker, temporal]).then(() => {
      postgres?.stop();
      if (postgres) rmSync(postgres.dir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
      liveStacks.delete(stop);
    }));
  liveStacks.add(stop);
  try {
    if (BENCH_DATABASE === 'postgres') {
      // Its own directory: the cluster belongs to the postgres user, who cannot enter dataDir.
      const dir = mkdtempSync(join(tmpdir(), 'figures-bench-pg-'));
      const env = { POSTGRES_USER: 'figures', POSTGRES_PASSWORD: 'bench', POSTGRES_DB: 'figures' };
      postgres = { ...startPostgres({ bin: postgresBin(console.log), dir, port: pgPort, env }), dir };
    }
    temporal = await startTemporal({ port: temporalPort, dbFile: join(dataDir, 'temporal.db') });
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: postgres?.url ?? '',
      DATA_DIR: dataDir,
      PORT: String(apiPort),
      TEMPORAL_ADDRESS: `127.0.0.1:${temporalPort}`,
      SIGNING_SECRET: 'bench-signing-secret',
      WEBSITE_URL: 'https://figures.example.com',
    };
    worker = startNode('worker/main.ts', env, 'ignore');
    api = startNode('server/main.ts', env, 'ignore');
    for (const [name, child] of [
      ['temporal', temporal],
      ['worker', worker],
      ['api', api],
    ] as const) {
      child.once('exit', (code, signal) => {
        if (stopping) return;
        console.error(`bench: the ${name} process exited (${code ?? signal}) during the benchmark`);
        void stop().then(() => process.exit(1));
      });
    }
    const base = `http://127.0.0.1:${apiPort}/api/v1`;
    await waitForHttp(`${base}/pricing`, api);
    await waitForWorker(`127.0.0.1:${temporalPort}`, taskQueue, worker, NAMESPACE);
    return {
      base,
      dataDir,
      temporalAddress: `127.0.0.1:${temporalPort}`,
      taskQueue,
      temporal,
      worker,
      api,
      env: { ...process.env, ...env },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

export interface Credential {
  accountId: string;
  key: string;
  /** A PNG uploaded by this account (conversions accept only the caller's files). */
  fileId: string;
}

/** The operator CLI, as the suite runs it: `node scripts/admin.ts ... --json`. */
export async function admin(stack: Stack, ...args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, [...NODE_ARGS, 'scripts/admin.ts', ...args, '--json'], { cwd: ROOT, env: stack.env });
  return JSON.parse(stdout) as Record<string, unknown>;
}

async function newKey(stack: Stack, accountId: string): Promise<string> {
  return (await admin(stack, 'key', 'create', '--account', accountId, '--scopes', 'all', '--expires', '30')).key as string;
}

/**
 * `accounts` pro accounts with 1,000 credits and `keysPerAccount` all-scope keys each, the
 * PNG uploaded once per account with its first key. Returned account by account, key by key,
 * so that request i of a run can use credential floor(i / perKey).
 */
export async function credentials(stack: Stack, png: Buffer, accounts: number, keysPerAccount: number): Promise<Credential[]> {
  const perAccount = await Promise.all(
    Array.from({ length: accounts }, async () => {
      const account = await admin(stack, 'account', 'create', '--name', `bench-${randomUUID().slice(0, 8)}`, '--plan', 'pro', '--credits', '1000');
      const accountId = account.account_id as string;
      const keys: string[] = [];
      for (let k = 0; k < keysPerAccount; k++) keys.push(await newKey(stack, accountId));
      const fileId = await uploadPng(stack, keys[0] as string, png);
      return keys.map((key) => ({ accountId, key, fileId }));
    }),
  );
  return perAccount.flat();
}

export async function uploadPng(stack: Stack, key: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)]), 'figure.png');
  const res = await fetch(`${stack.base}/files`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: form });
  const body = (await res.json()) as { file_id?: string };
  if (res.status !== 201 || !body.file_id) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.file_id;
}

/** The fixture PNG, made by bench/fixturePng.ts in a child process (see there why). */
export async function fixturePng(width = 1024, height = 768): Promise<Buffer> {
  const { stdout } = await run(process.execPath, [...NODE_ARGS, resolve(ROOT, 'bench/fixturePng.ts'), String(width), String(height)], {
    cwd: ROOT,
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** Request sent to body read, in ms (performance.now()). */
  ms: number;
  /** Wall clock when the request was sent and when its body was read (Date.now()). */
  sentAt: number;
  doneAt: number;
}

export async function postJson(url: string, key: string, json: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const sentAt = Date.now();
  const t0 = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(json),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  const doneAt = Date.now();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the error message
  }
  return { status: res.status, body, ms, sentAt, doneAt };
}

// ---- figures ----

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  // nearest rank
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1] as number;
}

export const median = (values: number[]) => quantile(values, 0.5);

export function ratio(x: number, y: number): string {
  return y > 0 ? (x / y).toFixed(2) : 'n/a';
}

export function fmt(n: number, digits = 1): string {
  return Number.isFinite(n) ? n.toFixed(digits) : 'n/a';
}

/** Runs `count` tasks with `concurrency` in flight; returns the wall time in ms. */
export async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      for (let i = next++; i < count; i = next++) await task(i);
    }),
  );
  return performance.now() - t0;
}

// ---- memory (Linux /proc) ----

/** A field of /proc/<pid>/status in kB (VmRSS: resident now, VmHWM: resident peak). */
export function procStatusKb(pid: number | 'self' | undefined, field: 'VmRSS' | 'VmHWM'): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time (user + system, all threads) a process has used so far, in ms. */
export function cpuMs(pid: number | 'self' | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3; utime and stime are fields 14 and 15, in 1/100 s.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** CPU ms each process used between start() and the returned function's call. */
export function cpuMeter(pids: Record<string, number | 'self' | undefined>): () => Record<string, number> {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
  return () => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid) - (before[name] ?? NaN)]));
}

export const mb = (kb: number | undefined) => (kb === undefined ? NaN : kb / 1024);

/** Polls VmRSS of some processes every `everyMs`; stop() returns each one's highest sample in kB. */
export function sampleRss(pids: Record<string, number | 'self' | undefined>, everyMs = 100): { stop(): Record<string, number> } {
  const peaks: Record<string, number> = Object.fromEntries(Object.keys(pids).map((k) => [k, 0]));
  const take = () => {
    for (const [name, pid] of Object.entries(pids)) peaks[name] = Math.max(peaks[name] ?? 0, procStatusKb(pid, 'VmRSS') ?? 0);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return peaks;
    },
  };
}

/** Results go to $BENCH_RESULTS_DIR or <tmpdir>/figures-bench/, never into the repository. */
export function writeResults(name: string, results: unknown): string {
  const dir = process.env.BENCH_RESULTS_DIR ?? join(tmpdir(), 'figures-bench');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.json`);
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  return path;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Stops a bench, and its stack, on its deadline, on an uncaught error or on a signal, with
 * `shutdown` run once. `interrupted()` tells a failure caused by a signal from a real one.
 */
export function guardBench(name: string, deadlineMs: number, shutdown: () => Promise<void>, isStopping: () => boolean): { clear(): void; interrupted(): boolean } {
  let interrupted = false;
  const deadline = setTimeout(() => {
    console.error(`bench: ${name} did not finish in ${deadlineMs / 1000} s`);
    void shutdown().finally(() => process.exit(1));
  }, deadlineMs);
  // Once stopping, calls still in flight fail as their connections close: that is expected.
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (err: unknown) => {
      if (isStopping()) return;
      console.error(`bench: ${event}:`, err);
      void shutdown().finally(() => process.exit(1));
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`bench: ${signal}, stopping the stack`);
      void shutdown().finally(() => process.exit(1));
    });
  }
  return { clear: () => clearTimeout(deadline), interrupted: () => interrupted };
}

/** Runs a bench's `main` under its guard; the stack stops either way, and a failure exits 1. */
export async function runGuarded(name: string, main: () => Promise<void>, guard: { clear(): void; interrupted(): boolean }, shutdown: () => Promise<void>): Promise<void> {
  try {
    await main();
    guard.clear();
    await shutdown();
  } catch (err) {
    guard.clear();
    if (!guard.interrupted()) console.error(`bench: ${name} failed:`, err);
    await shutdown();
    process.exit(1);
  }
}

/**
 * Runs the service and the baseline in turns, alternating which goes first, so that a noisy
 * stretch of the machine hits both; the first `warmup` pairs are dropped.
 */
export async function interleaved<S, B>(count: number, warmup: number, service: (i: number) => Promise<S>, bare: () => Promise<B>): Promise<{ service: S[]; bare: B[] }> {
  const out = { service: [] as S[], bare: [] as B[] };
  for (let i = 0; i < warmup + count; i++) {
    let s: S;
    let b: B;
    if (i % 2 === 0) {
      b = await bare();
      s = await service(i);
    } else {
      s = await service(i);
      b = await bare();
    }
    if (i >= warmup) {
      out.service.push(s);
      out.bare.push(b);
    }
  }
  return out;
}

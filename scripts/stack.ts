// Starts the pieces of the service as child processes: the Temporal dev server, the worker
// and the API. `npm start` and the test suite both use it, so tests run what users run.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { Connection } from '@temporalio/client';
import { temporalCli } from './temporalCli.ts';

export const ROOT = resolve(import.meta.dirname, '..');
const NODE = process.execPath;

/** `count` distinct free ports: all are held open until every one is chosen. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((ok, fail) => {
          const server = createServer();
          server.on('error', fail);
          server.listen(0, '127.0.0.1', () => ok(server));
        }),
    ),
  );
  const ports = servers.map((s) => {
    const address = s.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return address.port;
  });
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  return ports;
}

export interface TemporalOptions {
  port: number;
  uiPort?: number;
  dbFile: string;
  log?: 'inherit' | 'ignore';
  /** Where the UI asks to decode payloads (the API's /codec); only with a UI. */
  uiCodecEndpoint?: string;
}

export async function startTemporal(opts: TemporalOptions): Promise<ChildProcess> {
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(opts.port), '--db-filename', opts.dbFile, '--log-level', 'error'];
  args.push(...(opts.uiPort ? ['--ui-port', String(opts.uiPort)] : ['--headless']));
  if (opts.uiPort && opts.uiCodecEndpoint) args.push('--ui-codec-endpoint', opts.uiCodecEndpoint);
  // Another server on the port would answer the readiness check while ours exits, and the
  // worker would then take jobs from someone else's Temporal.
  for (const port of [opts.port, ...(opts.uiPort ? [opts.uiPort] : [])]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} on 127.0.0.1 is in use (another Temporal?): set TEMPORAL_PORT (and TEMPORAL_UI_PORT), or TEMPORAL_ADDRESS to use that server`);
  }
  const child = spawn(temporalCli(), args, { stdio: ['ignore', opts.log ?? 'ignore', opts.log ?? 'inherit'] });
  await waitForTemporal(`127.0.0.1:${opts.port}`, child);
  return child;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

async function waitForTemporal(address: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the Temporal dev server exited with code ${child.exitCode}`);
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000 });
      await connection.workflowService.getSystemInfo({});
      await connection.close();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`Temporal at ${address} did not answer in 60 s: ${String(err)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Workflow and activity task queues, as describeTaskQueue names them. */
const TASK_QUEUE_TYPES = [1, 2];

/**
 * The worker bundles its workflow code before it polls; a job created before then only waits
 * in the queue (and, on a loaded machine, past a request's admission timeout). Wait until Temporal
 * sees pollers on both the workflow and the activity side of the queue (60 s at most).
 */
export async function waitForWorker(address: string, taskQueue: string, worker: ChildProcess, namespace = 'default'): Promise<void> {
  const connection = await Connection.connect({ address });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (worker.exitCode !== null) throw new Error(`the worker exited with code ${worker.exitCode}`);
      const polling = await Promise.all(
        TASK_QUEUE_TYPES.map(
          async (taskQueueType) =>
            ((await connection.workflowService.describeTaskQueue({ namespace, taskQueue: { name: taskQueue }, taskQueueType })).pollers ?? [])
              .length > 0,
        ),
      );
      if (polling.every(Boolean)) return;
      if (Date.now() > deadline) throw new Error(`no worker polls task queue ${taskQueue} after 60 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await connection.close();
  }
}

/**
 * Runs one of the service's entry points (server/main.ts, worker/main.ts) as a child process.
 * Its standard output is shown or dropped, and its errors shown; or both go to a log file.
 */
export function startNode(entry: string, env: NodeJS.ProcessEnv, log: 'inherit' | 'ignore' | { file: string } = 'inherit'): ChildProcess {
  const fd = typeof log === 'object' ? openSync(log.file, 'a') : undefined;
  // PROFILE_DIR=/some/dir: each process writes a V8 CPU profile there when it exits (where a
  // benchmark's time goes; NODE_OPTIONS may not carry --cpu-prof).
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
  try {
    return spawn(NODE, ['--disable-warning=ExperimentalWarning', ...profile, resolve(ROOT, entry)], {
      env: { ...process.env, ...env },
      stdio: fd === undefined ? ['ignore', log as 'inherit' | 'ignore', 'inherit'] : ['ignore', fd, fd],
    });
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function stopAll(children: Array<ChildProcess | undefined>): Promise<void> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return done();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            done();
          });
          child.kill('SIGTERM');
        }),
    ),
  ).then(() => undefined);
}

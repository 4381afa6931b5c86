// The service under fault: the Temporal dev server, the worker and the API as child processes
// on fixed ports over one data directory, so that each can be killed with SIGKILL and started
// again where it was (Temporal on the same SQLite file). A process that dies unasked is
// recorded and started again after a pause, as a supervisor (systemd, Kubernetes) would.
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection } from '@temporalio/client';
import { freePorts, startNode, startTemporal, stopAll, waitForHttp } from '../../scripts/stack.ts';

export type Part = 'temporal' | 'worker' | 'api';
export const PARTS: readonly Part[] = ['worker', 'api', 'temporal'];
/** The process each node part runs. */
const ENTRY = { worker: 'worker/main.ts', api: 'server/main.ts' } as const;

export interface ProcessEvent {
  part: Part;
  at: number;
  what: 'started' | 'ready' | 'killed' | 'exited unasked' | 'failed to start';
  pid?: number;
  detail?: string;
}

export interface FaultStack {
  /** http://127.0.0.1:PORT/api/v1 */
  base: string;
  temporalAddress: string;
  dataDir: string;
  /** The environment of the service processes, the operator CLI and the SQL helper. */
  env: NodeJS.ProcessEnv;
  events: ProcessEvent[];
  /** SIGKILL; false when the part was not running (then nothing was killed). */
  kill(part: Part): boolean;
  /** SIGKILL, resolving true once the process has died of it. */
  killAndConfirm(part: Part): Promise<boolean>;
  /**
   * Starts the part on its port and data, trying again after a failed start; resolves once the
   * part itself is up (the worker: spawned), rejects when it is not by `timeoutMs`.
   */
  start(part: Part, timeoutMs: number): Promise<void>;
  /** Resolves once Temporal answers, the API answers and the current worker polls both queues. */
  waitHealthy(timeoutMs: number): Promise<void>;
  /** Graceful stop of all three (SIGTERM, SIGKILL after 10 s); unasked exits are no longer restarted. */
  stop(): Promise<void>;
}

const TASK_QUEUE = 'figures';
/** temporal.api.enums.v1.TaskQueueType: WORKFLOW = 1, ACTIVITY = 2. */
const QUEUE_TYPES = [1, 2];
const FIRST_PAUSE_MS = 2_000;
const MAX_PAUSE_MS = 30_000;
const CRASH_MEMORY_MS = 120_000;

export async function createStack(log: (line: string) => void): Promise<FaultStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'figures-faults-'));
  mkdirSync(join(dataDir, 'logs'));
  const [temporalPort, apiPort] = (await freePorts(2)) as [number, number];
  const temporalAddress = `127.0.0.1:${temporalPort}`;
  const base = `http://127.0.0.1:${apiPort}/api/v1`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(apiPort),
    TEMPORAL_ADDRESS: temporalAddress,
    TASK_QUEUE,
    SIGNING_SECRET: 'faults-signing-secret',
    WEBSITE_URL: 'https://figures.example.com',
    // The reconciler is the last resort for a job whose workflow is gone; a sweep every 5 s
    // (not the default minute) keeps its own period out of the recovery time measured here.
    RECONCILE_INTERVAL_SECONDS: process.env.RECONCILE_INTERVAL_SECONDS ?? '5',
  };
  const events: ProcessEvent[] = [];
  const children = new Map<Part, ChildProcess>();
  /** Parts down on purpose (killed by the schedule, or stopping): their exit is expected. */
  const down = new Set<Part>();
  let stopping = false;

  const record = (event: Omit<ProcessEvent, 'at'>) => events.push({ at: Date.now(), ...event });

  // The worker and the API write to log files, not to this terminal: during an outage they
  // log every refused admission, which would bury the report.
  const spawnNode = (part: 'worker' | 'api'): ChildProcess => {
    const file = join(dataDir, 'logs', `${part}.log`);
    appendFileSync(file, `\n===== ${new Date().toISOString()} start =====\n`);
    return startNode(ENTRY[part], env, { file });
  };

  /** Parts being brought up: an exit then is that attempt's failure, not a crash. */
  const starting = new Set<Part>();
  /** Unasked exits per part, for the supervisor's growing pause. */
  const crashes = new Map<Part, number[]>();

  const watch = (part: Part, child: ChildProcess) => {
    children.set(part, child);
    record({ part, what: 'started', ...(child.pid ? { pid: child.pid } : {}) });
    child.once('exit', (code, signal) => {
      if (children.get(part) === child) children.delete(part);
      if (down.has(part) || stopping || starting.has(part)) return;
      record({ part, what: 'exited unasked', ...(child.pid ? { pid: child.pid } : {}), detail: `code ${code} signal ${signal}` });
      const recent = [...(crashes.get(part) ?? []), Date.now()].filter((t) => Date.now() - t < CRASH_MEMORY_MS);
      crashes.set(part, recent);
      const pause = Math.min(FIRST_PAUSE_MS * 2 ** (recent.length - 1), MAX_PAUSE_MS);
      log(`faults: the ${part} exited unasked (code ${code}, signal ${signal}); starting it again in ${pause / 1000} s`);
      setTimeout(() => {
        if (!stopping && !down.has(part) && !children.has(part) && !starting.has(part)) void bringUp(part, Number.POSITIVE_INFINITY).catch(() => undefined);
      }, pause);
    });
  };

  async function attempt(part: Part): Promise<void> {
    if (part === 'temporal') {
      // startTemporal returns the child once it answers; processes.ts sees it from its spawn.
      watch(part, await startTemporal({ port: temporalPort, dbFile: join(dataDir, 'temporal.db'), log: 'ignore' }));
      return;
    }
    const child = spawnNode(part);
    watch(part, child);
    if (part === 'api') await waitForHttp(`${base}/pricing`, child);
  }

  /** Starts the part, trying again after growing pauses until it is up or `deadline` has passed. */
  async function bringUp(part: Part, deadline: number): Promise<void> {
    down.delete(part);
    starting.add(part);
    try {
      for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
        try {
          return await attempt(part);
        } catch (err) {
          const why = err instanceof Error ? err.message : String(err);
          record({ part, what: 'failed to start', detail: why });
          if (stopping || Date.now() + pause > deadline) throw err;
          log(`faults: the ${part} failed to start (${why}); trying again in ${pause / 1000} s`);
          await new Promise((r) => setTimeout(r, pause));
        }
      }
    } finally {
      starting.delete(part);
    }
  }

  /** Pollers on both queues whose identity is the running worker's (`pid@host`, the SDK's default). */
  async function workerPolls(connection: Connection): Promise<boolean> {
    const pid = children.get('worker')?.pid;
    if (!pid) return false;
    const identity = `${pid}@${hostname()}`;
    const answers = await Promise.all(
      QUEUE_TYPES.map((taskQueueType) => connection.workflowService.describeTaskQueue({ namespace: 'default', taskQueue: { name: TASK_QUEUE }, taskQueueType })),
    );
    return answers.every((a) => (a.pollers ?? []).some((p) => p.identity === identity));
  }

  async function waitHealthy(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let connection: Connection | undefined;
      try {
        connection = await Connection.connect({ address: temporalAddress, connectTimeout: 1000 });
        await connection.workflowService.getSystemInfo({});
        const [apiUp, polling] = await Promise.all([
          fetch(`${base}/pricing`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok),
          workerPolls(connection),
        ]);
        if (apiUp && polling) return;
      } catch {
        // a part is still coming up
      } finally {
        await connection?.close().catch(() => undefined);
      }
      if (Date.now() > deadline) throw new Error(`the service was not healthy ${timeoutMs / 1000} s after a restart`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  function kill(part: Part): boolean {
    const child = children.get(part);
    down.add(part);
    if (!child || child.exitCode !== null || child.signalCode !== null) return false;
    const sent = child.kill('SIGKILL');
    if (sent) record({ part, what: 'killed', ...(child.pid ? { pid: child.pid } : {}) });
    return sent;
  }

  /** SIGKILL, then wait for the process to die of it: true proves the kill happened. */
  function killAndConfirm(part: Part): Promise<boolean> {
    const child = children.get(part);
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      down.add(part);
      return Promise.resolve(false);
    }
    const died = new Promise<boolean>((done) => {
      const timer = setTimeout(() => done(false), 10_000);
      child.once('exit', (_code, signal) => {
        clearTimeout(timer);
        done(signal === 'SIGKILL');
      });
    });
    return kill(part) ? died : Promise.resolve(false);
  }

  async function stop(): Promise<void> {
    stopping = true;
    await stopAll([...children.values()]);
  }

  return { base, temporalAddress, dataDir, env, events, kill, killAndConfirm, start: (part, timeoutMs) => bringUp(part, Date.now() + timeoutMs), waitHealthy, stop };
}

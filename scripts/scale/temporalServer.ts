// Temporal for the scale run, as docker-compose.yml's `temporal` service describes it: the
// server on PostgreSQL (what temporalio/auto-setup does: create the `temporal` and
// `temporal_visibility` databases, load the schema, start the server, register the default
// namespace). When the server cannot be built here, the Temporal CLI's dev server instead,
// and the report says which one ran.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time.js';
import { stringify } from 'yaml';
import { createServer } from 'node:net';
import { freePorts, startTemporal } from '../stack.ts';
import type { TemporalBuild } from './temporalBuild.ts';

export interface RunningTemporal {
  address: string;
  /** What ran, for the report. */
  which: string;
  child: ChildProcess;
}

export interface TemporalDb {
  port: number;
  user: string;
  password: string;
}

const DATABASES = [
  { name: 'temporal', schema: 'temporal' },
  { name: 'temporal_visibility', schema: 'visibility' },
];

function sqlTool(build: TemporalBuild, db: TemporalDb, args: string[]): void {
  const common = ['--endpoint', '127.0.0.1', '--port', String(db.port), '--user', db.user, '--password', db.password, '--plugin', 'postgres12'];
  const r = spawnSync(build.sqlTool, [...common, ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`temporal-sql-tool ${args.join(' ')}: ${(r.stderr || r.stdout).trim().split('\n').slice(-3).join(' | ')}`);
}

/** The schema, as auto-setup loads it: create, base version 0.0, then every versioned step. */
function setUpSchema(build: TemporalBuild, db: TemporalDb): void {
  for (const { name, schema } of DATABASES) {
    sqlTool(build, db, ['--database', name, 'create-database']);
    sqlTool(build, db, ['--database', name, 'setup-schema', '--version', '0.0']);
    sqlTool(build, db, ['--database', name, 'update-schema', '--schema-dir', join(build.schemaDir, schema, 'versioned')]);
  }
}

function serverConfig(db: TemporalDb, ports: number[], dynamicConfigFile: string): Record<string, unknown> {
  const [frontend, frontendMembership, frontendHttp, history, historyMembership, matching, matchingMembership, worker, workerMembership] = ports;
  const store = (database: string, conns: number) => ({
    sql: {
      pluginName: 'postgres12',
      databaseName: database,
      connectAddr: `127.0.0.1:${db.port}`,
      connectProtocol: 'tcp',
      user: db.user,
      password: db.password,
      maxConns: conns,
      maxIdleConns: conns,
      maxConnLifetime: '1h',
    },
  });
  const rpc = (grpcPort?: number, membershipPort?: number, httpPort?: number) => ({ rpc: { grpcPort, membershipPort, bindOnLocalHost: true, ...(httpPort ? { httpPort } : {}) } });
  return {
    log: { stdout: true, level: 'warn' },
    persistence: {
      defaultStore: 'default',
      visibilityStore: 'visibility',
      numHistoryShards: 4,
      datastores: { default: store('temporal', 20), visibility: store('temporal_visibility', 10) },
    },
    global: { membership: { maxJoinDuration: '30s', broadcastAddress: '127.0.0.1' } },
    services: {
      frontend: rpc(frontend, frontendMembership, frontendHttp),
      history: rpc(history, historyMembership),
      matching: rpc(matching, matchingMembership),
      worker: rpc(worker, workerMembership),
    },
    clusterMetadata: {
      enableGlobalNamespace: false,
      failoverVersionIncrement: 10,
      masterClusterName: 'active',
      currentClusterName: 'active',
      clusterInformation: { active: { enabled: true, initialFailoverVersion: 1, rpcName: 'frontend', rpcAddress: `127.0.0.1:${frontend}` } },
    },
    dcRedirectionPolicy: { policy: 'noop' },
    dynamicConfigClient: { filepath: dynamicConfigFile, pollInterval: '10s' },
  };
}

/** What the service needs beyond the defaults: update-with-start, and search attributes readable as soon as added. */
const DYNAMIC_CONFIG = {
  'frontend.enableExecuteMultiOperation': [{ value: true }],
  'frontend.enableUpdateWorkflowExecution': [{ value: true }],
  'system.forceSearchAttributesCacheRefreshOnRead': [{ value: true }],
  'limit.maxIDLength': [{ value: 255 }],
};

function canListen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/**
 * Free ports below 32768: the server stores its membership ports in a PostgreSQL smallint,
 * and the kernel's ephemeral ports (what freePorts gets) lie above it.
 */
async function lowFreePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (!ports.includes(port) && (await canListen(port))) ports.push(port);
  }
  return ports;
}

async function registerDefaultNamespace(address: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the Temporal server exited with code ${child.exitCode}`);
    let connection: Connection | undefined;
    try {
      connection = await Connection.connect({ address, connectTimeout: 1000 });
      try {
        // Other calls read the namespace from the frontend's cache, which sees a new one only
        // on its next refresh: ready is when a call that needs the namespace succeeds.
        await connection.workflowService.describeTaskQueue({ namespace: 'default', taskQueue: { name: 'scale-probe' }, taskQueueType: 1 });
        return;
      } catch {
        await connection.workflowService
          .registerNamespace({ namespace: 'default', workflowExecutionRetentionPeriod: msToTs('1 day') })
          .catch((err: unknown) => {
            if (!/already exists/i.test(String(err))) throw err;
          });
      }
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`Temporal at ${address} did not take the default namespace in 90 s: ${String(err)}`);
    } finally {
      await connection?.close().catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The built server on PostgreSQL; its log goes to `dir`/temporal.log. */
export async function startTemporalOnPostgres(build: TemporalBuild, db: TemporalDb, dir: string): Promise<RunningTemporal> {
  setUpSchema(build, db);
  const ports = await lowFreePorts(9);
  const dynamic = join(dir, 'temporal-dynamic-config.yaml');
  // Release 1.29 reads its configuration as <config dir>/<env>.yaml (no --config-file yet).
  const configDir = join(dir, 'temporal-config');
  mkdirSync(configDir, { recursive: true });
  writeFileSync(dynamic, stringify(DYNAMIC_CONFIG));
  writeFileSync(join(configDir, 'scale.yaml'), stringify(serverConfig(db, ports, dynamic)));
  const log = openSync(join(dir, 'temporal.log'), 'a');
  let child: ChildProcess;
  try {
    child = spawn(build.server, ['--root', dir, '--config', 'temporal-config', '--env', 'scale', '--allow-no-auth', 'start'], { stdio: ['ignore', log, log] });
  } finally {
    closeSync(log);
  }
  const address = `127.0.0.1:${ports[0]}`;
  try {
    await registerDefaultNamespace(address, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return { address, which: `Temporal server ${build.version} (built from go.temporal.io/server) on PostgreSQL`, child };
}

/** The fallback: the CLI's dev server (SQLite), as scripts/stack.ts runs it for the tests. */
export async function startDevServer(dir: string, why: string): Promise<RunningTemporal> {
  const [port] = (await freePorts(1)) as [number];
  const child = await startTemporal({ port, dbFile: join(dir, 'temporal-dev.db'), log: 'ignore' });
  return { address: `127.0.0.1:${port}`, which: `Temporal CLI dev server (SQLite), because the server on PostgreSQL could not run: ${why}`, child };
}

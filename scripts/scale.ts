// `npm run scale`: the service as docker-compose.yml lays it out, run as local processes
// without Docker: a PostgreSQL server per `postgres` service, Temporal on PostgreSQL (built
// from its Go module; the CLI's dev server when that cannot be done), both APIs and the
// workers with the environment the compose file gives them (one signing secret, one set of
// payload keys, one database, one file volume). It measures how fast 1, 2 and 3 workers
// empty a queue of jobs, then puts a mixed load on both APIs, kills one worker and one API
// with SIGKILL mid-run (neither is restarted), and checks that every admitted job ended and
// that the ledger charged each succeeded job once. `npm run scale -- --ci` is shorter.
// First: it registers every child process from the first spawn on.
import { cleanUpOnExit } from '../test/faults/processes.ts';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { operator } from '../test/faults/operator.ts';
import { labelledBars } from '../test/support/figures.ts';
import { installModels } from './models.ts';
import { freePorts, stopAll } from './stack.ts';
import { account } from './scale/accounting.ts';
import { route, send, type Api, type Route } from './scale/client.ts';
import { environmentOf, portsOf, readCompose, startSteps } from './scale/compose.ts';
import { nodeInstances, publishedAddresses, servicesWithRole, type NodeInstance, type Placement } from './scale/layout.ts';
import { killNine, startInstance, waitReady, type Running } from './scale/instances.ts';
import { batch, newAccount, user, type LoadAccount, type LoadLog } from './scale/load.ts';
import { postgresBin, startPostgres, type LocalPostgres } from './scale/postgres.ts';
import { accountingOk, accountingText, mainRunText, phaseFigures, scalingText, type PhaseFigures } from './scale/report.ts';
import { coresUsed, postgresPids, sample } from './scale/cpu.ts';
import { buildTemporal, temporalTagOf, type TemporalBuild } from './scale/temporalBuild.ts';
import { startDevServer, startTemporalOnPostgres, type RunningTemporal } from './scale/temporalServer.ts';

const CI = process.argv.includes('--ci');
if (process.argv.includes('--help')) {
  console.log('npm run scale [-- --ci] [-- --keep]: docker-compose.yml as local processes under load (README, "Scale-out").');
  process.exit(0);
}
const KEEP = process.argv.includes('--keep');
const PRESET = CI ? { accounts: 6, batchPerAccount: 6, users: 8, mainSeconds: 40, workerSteps: [1, 2, 3] } : { accounts: 8, batchPerAccount: 8, users: 12, mainSeconds: 90, workerSteps: [1, 2, 3, 3, 2, 1] };
const CREDITS = 1_000_000;
const CORES = availableParallelism();
const KEYS_PER_ACCOUNT = 2;
const SETTLE_MS = 150_000;

const log = (line: string) => void process.stderr.write(`${line}\n`);
const loadBefore = loadavg()[0] as number;
const startedAt = Date.now();
const runDir = mkdtempSync(join(tmpdir(), 'figures-scale-'));
// The PostgreSQL servers run as the postgres user, which must reach their directories.
chmodSync(runDir, 0o711);
const logDir = join(runDir, 'logs');
mkdirSync(logDir);

const databases: LocalPostgres[] = [];
let temporal: RunningTemporal | undefined;
const running: Running[] = [];
const stopEverything = async () => {
  await stopAll(running.map((r) => r.child));
  await stopAll([temporal?.child]);
  for (const db of databases) db.stop();
};
cleanUpOnExit('scale', stopEverything, log);

// The operator's variables: what `SIGNING_SECRET=... PAYLOAD_KEYS=... docker compose up` would get.
const vars = {
  ...process.env,
  SIGNING_SECRET: randomBytes(32).toString('hex'),
  PAYLOAD_KEYS: `scale-${new Date().toISOString().slice(0, 10)}:${randomBytes(32).toString('base64')}`,
};
const compose = readCompose(vars);
log(`scale: docker-compose.yml start order: ${startSteps(compose).map((step) => step.join(' + ')).join(' -> ')}; run directory ${runDir}`);

const [temporalService] = servicesWithRole(compose, 'temporal');
if (!temporalService) throw new Error('docker-compose.yml has no Temporal service');
const temporalSpec = compose.services[temporalService]!;
// The build takes minutes the first time: it runs while the databases start.
const building: Promise<TemporalBuild | Error> = buildTemporal(temporalTagOf(temporalSpec.image ?? ''), log).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));

const place: Placement = { addresses: new Map(), volumes: new Map(), ports: new Map() };
const pgByService = new Map<string, LocalPostgres>();
const bin = postgresBin(log);
for (const name of servicesWithRole(compose, 'postgres')) {
  const [port] = (await freePorts(1)) as [number];
  const db = startPostgres({ bin, dir: join(runDir, name), port, env: environmentOf(compose.services[name]!) });
  databases.push(db);
  pgByService.set(name, db);
  // 5432: where the postgres image listens in its container.
  place.addresses.set(`${name}:5432`, `127.0.0.1:${port}`);
}
log(`scale: PostgreSQL ${bin.split('/').at(-2)} for ${[...pgByService.keys()].join(', ')}`);

const built = await building;
const tenv = environmentOf(temporalSpec);
const temporalDb = pgByService.get(tenv.POSTGRES_SEEDS ?? '');
if (built instanceof Error || !temporalDb) {
  const why = built instanceof Error ? built.message : `POSTGRES_SEEDS=${tenv.POSTGRES_SEEDS} names no postgres service`;
  log(`scale: ${why}`);
  temporal = await startDevServer(runDir, why);
} else {
  try {
    temporal = await startTemporalOnPostgres(built, { port: temporalDb.port, user: tenv.POSTGRES_USER ?? 'temporal', password: tenv.POSTGRES_PWD ?? '' }, runDir);
  } catch (err) {
    const why = `the built server did not start: ${err instanceof Error ? err.message : String(err)} (log: ${join(runDir, 'temporal.log')})`;
    log(`scale: ${why}`);
    temporal = await startDevServer(runDir, why);
  }
}
for (const { container } of portsOf(temporalSpec)) place.addresses.set(`${temporalService}:${container}`, temporal.address);
log(`scale: ${temporal.which}, at ${temporal.address}`);
for (const name of servicesWithRole(compose, 'temporal-ui')) log(`scale: ${name} is not started (a browser UI; no part of the load)`);

const nodeServices = servicesWithRole(compose, 'node');
for (const name of nodeServices) {
  const published = portsOf(compose.services[name]!);
  const locals = await freePorts(published.length);
  place.ports.set(name, new Map(published.map((p, i) => [p.container, locals[i] as number])));
  for (const volume of compose.services[name]!.volumes ?? []) {
    const [vol] = volume.split(':') as [string];
    const dir = join(runDir, 'volumes', vol);
    mkdirSync(dir, { recursive: true });
    place.volumes.set(vol, dir);
  }
}
for (const [from, to] of publishedAddresses(compose, place.ports)) place.addresses.set(from, to);
const instances: NodeInstance[] = nodeServices.flatMap((name) => nodeInstances(compose, name, place));
const apiInstances = instances.filter((i) => i.base);
const workerInstances = instances.filter((i) => !i.base);
if (apiInstances.length < 2 || workerInstances.length < 3) throw new Error(`docker-compose.yml gives ${apiInstances.length} APIs and ${workerInstances.length} workers; the scale run needs 2 and 3`);

// What the image build does after `npm ci` (Dockerfile): the model weights, into its MODELS_DIR.
const modelsDir = instances[0]?.env.MODELS_DIR;
if (modelsDir) {
  process.env.MODELS_DIR = modelsDir;
  try {
    installModels();
  } catch (err) {
    log(`scale: the model weights could not be installed (${err instanceof Error ? err.message : String(err)}); the load does not use them`);
  }
}

const start = async (instance: NodeInstance): Promise<Running> => {
  const r = startInstance(instance, logDir);
  running.push(r);
  await waitReady(r);
  return r;
};
// The APIs and the first worker together (both migrate the database; the loser's retry is a no-op).
const t0 = Date.now();
const [apiA, apiB, worker1] = await Promise.all([start(apiInstances[0]!), start(apiInstances[1]!), start(workerInstances[0]!)]);
log(`scale: ${apiA.instance.name} and ${apiB.instance.name} answer, ${worker1.instance.name} polls (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
const apis: Api[] = [apiA, apiB].map((r) => ({ name: r.instance.name, base: r.instance.base as string }));

// Accounts through the operator CLI, with the services' environment (the database they share).
const op = operator({ ...process.env, ...apiA.instance.env });
const png = await labelledBars();
const accounts: LoadAccount[] = await Promise.all(
  Array.from({ length: PRESET.accounts }, async (_, i) => {
    const made = await op.admin('account', 'create', '--name', `scale-${i + 1}`, '--plan', 'pro', '--credits', String(CREDITS));
    const accountId = String(made.account_id);
    const keys: string[] = [];
    for (let k = 0; k < KEYS_PER_ACCOUNT; k++) keys.push(String((await op.admin('key', 'create', '--account', accountId, '--scopes', 'all', '--expires', '30')).key));
    // Uploaded through one API; the other converts and reads it from the shared volume.
    const form = () => {
      const body = new FormData();
      body.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'figure.png');
      return { method: 'POST', headers: { Authorization: `Bearer ${keys[0]}`, 'Idempotency-Key': `scale-upload-${accountId}` }, body };
    };
    const up = await send(route(apis, i), '/files', form, { until: Date.now() + 60_000 });
    if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${JSON.stringify(up.body)}`);
    return newAccount(accountId, keys, CREDITS, String(up.body.file_id));
  }),
);
log(`scale: ${accounts.length} pro accounts with ${KEYS_PER_ACCOUNT} keys each`);

const loadLog: LoadLog = { jobs: [], others: [] };
const routes = (n: number): Route[] => Array.from({ length: n }, (_, i) => route(apis, i));

// Warm-up (not timed, but accounted for): the first chart, flowchart and conversion of a process load fonts and code.
await batch(loadLog, accounts.slice(0, 3), routes(2), 3, Date.now() + 120_000);

const phases: PhaseFigures[] = [];
const workers: Running[] = [worker1];
const setWorkers = async (n: number) => {
  while (workers.length < n) workers.push(await start(workerInstances[workers.length]!));
  // Down by a graceful stop (SIGTERM): the batch before has ended, so no task is cut short.
  while (workers.length > n) await stopAll([workers.pop()!.child]);
};
// Up from one worker to three and back down: a drift of the shared machine's other load
// during the runs then weighs on every count alike.
for (const n of PRESET.workerSteps) {
  await setWorkers(n);
  const phaseLog: LoadLog = { jobs: [], others: [] };
  const groups = new Map([
    ['workers', () => workers.map((w) => w.child.pid as number)],
    ['APIs', () => [apiA, apiB].map((a) => a.child.pid as number)],
    ['Temporal', () => [temporal!.child.pid as number]],
    ['PostgreSQL', () => databases.flatMap((db) => postgresPids(db.dataDir))],
    ['load client', () => [process.pid]],
  ]);
  const before = sample(groups);
  await batch(phaseLog, accounts, routes(2), PRESET.batchPerAccount, Date.now() + 180_000);
  const cpu = coresUsed(before, sample(groups), CORES);
  loadLog.jobs.push(...phaseLog.jobs);
  phases.push({ ...phaseFigures(n, phaseLog.jobs), cpu });
  log(`scale: ${n} worker(s): ${phases.at(-1)!.jobsPerSecond.toFixed(2)} jobs/s`);
}
await setWorkers(3);

// The main run: users on both APIs; a worker, then an API, killed with SIGKILL.
log(`scale: main run, ${PRESET.users} users for ${PRESET.mainSeconds} s on ${apis.length} APIs and ${workers.length} workers`);
const mainLog: LoadLog = { jobs: [], others: [] };
const mainStart = Date.now();
const stopAt = mainStart + PRESET.mainSeconds * 1000;
const until = stopAt + SETTLE_MS;
const userRoutes = routes(PRESET.users);
const kills: string[] = [];
const chaos = (async () => {
  const at = (share: number) => new Promise((r) => setTimeout(r, mainStart + PRESET.mainSeconds * 1000 * share - Date.now()));
  await at(0.3);
  await killNine(workers[1]!);
  kills.push(`${workers[1]!.instance.name} at ${((Date.now() - mainStart) / 1000).toFixed(0)} s`);
  await at(0.5);
  await killNine(apiA);
  kills.push(`${apiA.instance.name} at ${((Date.now() - mainStart) / 1000).toFixed(0)} s`);
  log(`scale: killed ${kills.join(', ')} (not restarted)`);
})();
await Promise.all([chaos, ...userRoutes.map((r, i) => user(mainLog, accounts[i % accounts.length]!, r, i * 3, stopAt, until))]);
loadLog.jobs.push(...mainLog.jobs);
loadLog.others.push(...mainLog.others);

const survivor: Route = { apis: [apis[1]!], current: 0, failovers: 0 };
const books = await account(loadLog, accounts, survivor, Date.now() + 120_000);
const mainRun = { seconds: PRESET.mainSeconds, jobs: mainLog.jobs, others: mainLog.others, kills, failovers: userRoutes.reduce((n, r) => n + r.failovers, 0) };
const ok = accountingOk(books, mainRun);
await stopEverything();
if (!KEEP && ok) rmSync(runDir, { recursive: true, force: true });

process.stdout.write(
  [
    `npm run scale${CI ? ' --ci' : ''}: docker-compose.yml as processes on ${CORES} cores (load average ${loadBefore.toFixed(1)} before the run: the machine is shared), ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
    `  Temporal: ${temporal.which}`,
    `  service database: PostgreSQL (${[...pgByService.keys()].join(', ')}); ${apis.map((a) => a.name).join(' + ')}; ${workerInstances.map((w) => w.name).join(' + ')}; one SIGNING_SECRET, PAYLOAD_KEYS and file volume`,
    'Throughput with 1, 2 and 3 workers (each a batch of jobs sent at once, timed until the last is final; cores busy on average, the rest being other users of the machine):',
    scalingText(phases),
    `Main run (${PRESET.users} users, ${PRESET.mainSeconds} s, mixed load through both APIs, same key on the other API after a failure):`,
    mainRunText(mainRun),
    'Accounting (every job of every phase, read back through the surviving API):',
    accountingText(books),
    ok ? 'scale: every admitted job is final and accounted for' : `scale: FAILED; run directory kept: ${runDir}`,
    '',
  ].join('\n'),
);
process.exit(ok ? 0 : 1);

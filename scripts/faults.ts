// `npm run faults`: the fault suite. Starts a private copy of the service (Temporal dev
// server, worker, API; SQLite in a throw-away directory unless DATABASE_URL names a
// database), puts a mixed load of conversions and charts on it with same-key retries and
// races, kills one of its processes with SIGKILL at random moments, and then checks that no
// job, credit or workflow went astray. `npm run faults -- --help` for the options.
// First: it registers every child process from the first spawn on.
import { cleanUpOnExit } from '../test/faults/processes.ts';
import { rmSync } from 'node:fs';
import { createAccounts } from '../test/faults/accounts.ts';
import { plan, runChaos } from '../test/faults/chaos.ts';
import { judgeRun } from '../test/faults/checks.ts';
import { readAccountViews, readDatabase, readRuns } from '../test/faults/facts.ts';
import { startLoad } from '../test/faults/load.ts';
import { operator } from '../test/faults/operator.ts';
import { parseOptions, USAGE } from '../test/faults/options.ts';
import { seeded } from '../test/faults/random.ts';
import { asJson, asText, exitCode } from '../test/faults/report.ts';
import { createStack } from '../test/faults/stack.ts';
import { findStrays } from '../test/faults/strays.ts';
import { createTracker } from '../test/faults/tracker.ts';
import { temporalCli } from './temporalCli.ts';

const options = parseOptions(process.argv.slice(2));
if (options === 'help') {
  console.log(USAGE);
  process.exit(0);
}
// Progress goes to stderr, so that `--json` leaves stdout to the report alone.
const log = (line: string) => void process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

temporalCli();
const startedAt = Date.now();
const stack = await createStack(log);
cleanUpOnExit('faults', () => stack.stop().finally(() => log(`faults: data directory kept for inspection: ${stack.dataDir}`)), log);
log(`faults: seed ${options.seed}, ${options.cycles} cycles of ${options.cycleSeconds} s; data in ${stack.dataDir}`);

try {
  await stack.start('temporal', 120_000);
  await Promise.all([stack.start('worker', 120_000), stack.start('api', 120_000)]);
  await stack.waitHealthy(120_000);
  const op = operator(stack.env);
  const accounts = await createAccounts(op, options.proAccounts);
  log(`faults: service up at ${stack.base}; ${accounts.length} accounts; load starting`);

  const tracker = createTracker(stack.base, accounts);
  const load = await startLoad({ base: stack.base, accounts, random: seeded(options.seed + 1), tracker });
  const kills = await runChaos({
    stack,
    kills: plan(seeded(options.seed), options.cycles, options.cycleSeconds, options.maxDownSeconds),
    cycleSeconds: options.cycleSeconds,
    log,
    beforeLastRestart: () => load.stop(),
  });

  // A process that died unasked after the last planned restart moves "the last restart" later.
  let lastReadyAt = Math.max(...kills.map((k) => k.readyAt ?? k.restartedAt ?? 0));
  if (stack.events.some((e) => e.what === 'exited unasked' && e.at > lastReadyAt)) {
    await stack.waitHealthy(120_000);
    lastReadyAt = Date.now();
  }
  log(`faults: last restart done; waiting for the ${load.requests.filter((r) => !r.outcome).length} request(s) still under way`);
  await load.drain(lastReadyAt + options.drainSeconds * 1000);

  // Every job final through GET /jobs/{id}, jobs no answer named included, or the deadline.
  const deadline = Math.max(lastReadyAt + options.settleSeconds * 1000, Date.now() + 15_000);
  for (let pass = 0; pass < 2; pass++) {
    await tracker.discover();
    while (tracker.pending().length > 0 && Date.now() < deadline) await sleep(500);
  }
  tracker.stop();
  log(`faults: ${tracker.pending().length} job(s) not final; checking the database, Temporal and the ledger`);

  const db = await readDatabase(op, accounts);
  const strays = await findStrays(stack.temporalAddress, new Map(db.jobs.map((j) => [j.id, j])), log);
  const [runs, views] = await Promise.all([readRuns(stack.temporalAddress), readAccountViews(stack.base, accounts)]);
  const verdict = judgeRun({
    startedAt,
    accounts,
    requests: load.requests,
    uploads: load.uploads,
    tracked: tracker.jobs,
    db,
    runs,
    strays,
    views,
    kills,
    events: stack.events,
    lastReadyAt,
  });
  await stack.stop();
  const code = exitCode(verdict);
  const kept = code !== 0 || options.keep;
  if (!kept) rmSync(stack.dataDir, { recursive: true, force: true });
  const run = {
    seed: options.seed,
    preset: options.preset,
    cycles: options.cycles,
    cycleSeconds: options.cycleSeconds,
    database: stack.env.DATABASE_URL?.startsWith('postgres') ? ('postgresql' as const) : ('sqlite' as const),
    durationS: Math.round((Date.now() - startedAt) / 1000),
    dataDir: stack.dataDir,
    kept,
  };
  process.stdout.write(options.json ? `${asJson(run, verdict)}\n` : asText(run, verdict));
  process.exit(code);
} catch (err) {
  log(`faults: the run failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  log(`faults: data directory kept for inspection: ${stack.dataDir}`);
  await stack.stop().catch(() => undefined);
  process.exit(2);
}

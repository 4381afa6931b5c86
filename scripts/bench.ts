// `npm run bench [-- NAME...]`: runs every bench/*.bench.ts (or those whose name contains one
// of the NAMEs), one after another, each in its own process with its own private stack.
// Each prints its figures as ratios against a baseline measured in the same run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack.ts';
import { temporalCli } from './temporalCli.ts';

/** A bench that takes longer than this is killed and counts as failed. */
const TIMEOUT_MS = 240_000;
/** Benches whose figures depend on the service's database: run again on PostgreSQL (bench/support.ts). */
const ALSO_ON_POSTGRES = new Set(['conversion.bench.ts']);

temporalCli();
const filters = process.argv.slice(2);
const benches = readdirSync(join(ROOT, 'bench'))
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((f) => name.includes(f)))
  .sort();
if (benches.length === 0) {
  console.error(`no benchmark matches ${filters.join(' ')}`);
  process.exit(1);
}

const runs = benches.flatMap((name) => [
  { name, label: name, env: {} },
  ...(ALSO_ON_POSTGRES.has(name) ? [{ name, label: `${name} on PostgreSQL`, env: { BENCH_DATABASE: 'postgres' } }] : []),
]);
const failed: string[] = [];
for (const { name, label, env } of runs) {
  console.log(`\n# ${label}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', join(ROOT, 'bench', name)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    timeout: TIMEOUT_MS,
    killSignal: 'SIGTERM',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failed.push(label);
    console.error(`# ${label} FAILED after ${seconds} s (${result.error ? result.error.message : `exit ${result.status ?? result.signal}`})`);
  } else {
    console.log(`# ${label} done in ${seconds} s`);
  }
}
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${runs.length} benchmarks failed: ${failed.join(', ')}`);
  process.exit(1);
}

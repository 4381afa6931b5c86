// Command line of `npm run faults`: how long to torture the service, and how to report.
import { parseArgs } from 'node:util';

export interface FaultOptions {
  /** Kill-and-restart cycles; each kills one of worker, API, Temporal server. */
  cycles: number;
  /** Nominal length of a cycle; a long outage stretches its cycle. */
  cycleSeconds: number;
  /** Pro-plan accounts under load (one client each); one free-plan account is added. */
  proAccounts: number;
  /** Longest outage; Temporal's longest outage is always above 15 s once per run. */
  maxDownSeconds: number;
  /** After the load stops, how long a request still being retried may take to get its answer. */
  drainSeconds: number;
  /** After the last restart, how long every job has to turn final before it counts as lost. */
  settleSeconds: number;
  seed: number;
  json: boolean;
  /** Keep the data directory (databases and process logs) even when every target is met. */
  keep: boolean;
  preset: 'local' | 'ci';
}

export const USAGE = `Usage: npm run faults -- [--ci] [--cycles N] [--seconds S] [--accounts N] [--seed N] [--json] [--keep]

  --ci, --short   the preset of .ci/run: 3 cycles of 25 s, 4 pro accounts (2 to 4 minutes)
  --cycles N      kill-and-restart cycles (default 6); the victims rotate worker, API, Temporal
  --seconds S     nominal length of one cycle (default 30)
  --accounts N    pro-plan accounts under load, one client each (default 6), plus a free-plan account
  --max-down S    longest outage in seconds (default 25)
  --settle S      deadline for every job to be final after the last restart (default 120)
  --seed N        replay the choices (kill moments, outages, request mix) of an earlier run
  --json          print the report as JSON on stdout, progress on stderr (npm run --silent faults -- --json
                  keeps npm's own banner off stdout)
  --keep          keep the data directory (databases, process logs) even when all targets are met
Exit code 0 when every target is met, 1 when one is missed, 2 when the run itself failed.`;

const PRESETS = {
  local: { cycles: 6, cycleSeconds: 30, proAccounts: 6, drainSeconds: 60, settleSeconds: 120 },
  ci: { cycles: 3, cycleSeconds: 25, proAccounts: 4, drainSeconds: 45, settleSeconds: 60 },
} as const;

function count(raw: string | undefined, name: string, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} takes a whole number >= ${min}, got ${raw}`);
  return n;
}

export function parseOptions(argv: string[]): FaultOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      ci: { type: 'boolean', default: false },
      short: { type: 'boolean', default: false },
      cycles: { type: 'string' },
      seconds: { type: 'string' },
      accounts: { type: 'string' },
      'max-down': { type: 'string' },
      settle: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return 'help';
  const preset = values.ci || values.short ? 'ci' : 'local';
  const base = PRESETS[preset];
  return {
    preset,
    cycles: count(values.cycles, 'cycles', base.cycles, 1),
    cycleSeconds: count(values.seconds, 'seconds', base.cycleSeconds, 10),
    proAccounts: count(values.accounts, 'accounts', base.proAccounts, 1),
    maxDownSeconds: count(values['max-down'], 'max-down', 25, 1),
    drainSeconds: base.drainSeconds,
    settleSeconds: count(values.settle, 'settle', base.settleSeconds, 16),
    seed: count(values.seed, 'seed', Math.floor(Math.random() * 2 ** 31), 0),
    json: values.json,
    keep: values.keep,
  };
}

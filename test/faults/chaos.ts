// The kill schedule: cycles in which, at a random moment, one of the worker, the API and the
// Temporal server is killed with SIGKILL, stays down for a random 1 to 25 s and is started
// again on the same port and data. The victims rotate so that each is killed once every three
// cycles; one Temporal outage per run lasts longer than 15 s.
import { PARTS, type FaultStack, type Part } from './stack.ts';
import type { Random } from './random.ts';

export interface PlannedKill {
  cycle: number;
  part: Part;
  /** Seconds into the cycle. */
  killAfterS: number;
  downS: number;
}

export interface Kill extends PlannedKill {
  killedAt?: number;
  /** A running process died of the SIGKILL (false: there was none, or it did not die). */
  killed: boolean;
  restartedAt?: number;
  /** The whole service answered again (Temporal, API, worker polling). */
  readyAt?: number;
  error?: string;
}

const LONG_TEMPORAL_OUTAGE_S = 15;
const HEALTHY_TIMEOUT_MS = 120_000;
/** Load runs at least this long between one restart and the next kill. */
const CALM_AFTER_READY_MS = 3_000;

export function plan(random: Random, cycles: number, cycleSeconds: number, maxDownS: number): PlannedKill[] {
  const victims: Part[] = [];
  while (victims.length < cycles) victims.push(...random.shuffle(PARTS));
  const kills = victims.slice(0, cycles).map((part, cycle) => ({
    cycle: cycle + 1,
    part,
    killAfterS: round(random.between(0.2, 0.5) * cycleSeconds),
    downS: round(random.between(1, maxDownS)),
  }));
  const temporal = kills.filter((k) => k.part === 'temporal');
  if (temporal.length > 0 && maxDownS > LONG_TEMPORAL_OUTAGE_S && !temporal.some((k) => k.downS > LONG_TEMPORAL_OUTAGE_S)) {
    random.pick(temporal).downS = round(random.between(LONG_TEMPORAL_OUTAGE_S + 1, maxDownS));
  }
  return kills;
}

const round = (s: number) => Math.round(s * 10) / 10;
const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - Date.now())));

/**
 * Runs the cycles. `beforeLastRestart` runs as the last victim is started again (the load stops
 * taking new work there). Returns every kill with its times.
 */
export async function runChaos(opts: {
  stack: FaultStack;
  kills: PlannedKill[];
  cycleSeconds: number;
  log: (line: string) => void;
  beforeLastRestart: () => void;
}): Promise<Kill[]> {
  const done: Kill[] = [];
  for (const planned of opts.kills) {
    const kill: Kill = { ...planned, killed: false };
    done.push(kill);
    const cycleStart = Date.now();
    await sleepUntil(cycleStart + planned.killAfterS * 1000);
    kill.killedAt = Date.now();
    kill.killed = await opts.stack.killAndConfirm(planned.part);
    opts.log(`faults: cycle ${planned.cycle}/${opts.kills.length}: SIGKILL ${planned.part}${kill.killed ? '' : ' (it was not running)'}, down for ${planned.downS} s`);
    await sleepUntil(kill.killedAt + planned.downS * 1000);
    if (planned === opts.kills.at(-1)) opts.beforeLastRestart();
    kill.restartedAt = Date.now();
    try {
      await opts.stack.start(planned.part, HEALTHY_TIMEOUT_MS);
      await opts.stack.waitHealthy(HEALTHY_TIMEOUT_MS);
      kill.readyAt = Date.now();
      opts.stack.events.push({ part: planned.part, what: 'ready', at: kill.readyAt });
      opts.log(`faults: cycle ${planned.cycle}: ${planned.part} back, service healthy ${((kill.readyAt - kill.restartedAt) / 1000).toFixed(1)} s after the restart`);
    } catch (err) {
      kill.error = err instanceof Error ? err.message : String(err);
      opts.log(`faults: cycle ${planned.cycle}: ${kill.error}`);
    }
    if (planned !== opts.kills.at(-1)) await sleepUntil(Math.max(cycleStart + opts.cycleSeconds * 1000, Date.now() + CALM_AFTER_READY_MS));
  }
  return done;
}

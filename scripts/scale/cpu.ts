// Where the CPU went during a phase: the machine's busy time (/proc/stat, every process, ours
// and anyone else's) and the CPU time of chosen process groups (/proc/PID/stat), so the report
// can say whether more workers had any idle core to use.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TICKS_PER_SECOND = 100;

function processTicks(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const rest = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(rest[11]) + Number(rest[12]);
  } catch {
    return 0; // gone (killed): its time up to then is lost to the sample
  }
}

function machineTicks(): { busy: number; total: number } {
  const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** A PostgreSQL server's processes: the postmaster (postmaster.pid) and its children. */
export function postgresPids(dataDir: string): number[] {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return [];
  }
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export interface CpuSample {
  at: number;
  machine: { busy: number; total: number };
  groups: Map<string, number>;
}

export function sample(groups: Map<string, () => number[]>): CpuSample {
  return {
    at: Date.now(),
    machine: machineTicks(),
    groups: new Map([...groups].map(([name, pids]) => [name, pids().reduce((n, pid) => n + processTicks(pid), 0)])),
  };
}

/** Cores busy on average between two samples: the machine's, and each group's. */
export function coresUsed(before: CpuSample, after: CpuSample, cores: number): { machine: number; groups: Map<string, number> } {
  const seconds = (after.at - before.at) / 1000;
  const machine = ((after.machine.busy - before.machine.busy) / Math.max(1, after.machine.total - before.machine.total)) * cores;
  const groups = new Map([...after.groups].map(([name, ticks]) => [name, (ticks - (before.groups.get(name) ?? 0)) / TICKS_PER_SECOND / seconds]));
  return { machine, groups };
}

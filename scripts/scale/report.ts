// The figures of a scale run, as text.
import { quantile } from '../../bench/support.ts';
import type { Accounting } from './accounting.ts';
import type { JobRecord, OtherRecord } from './load.ts';

export interface PhaseFigures {
  workers: number;
  jobs: number;
  seconds: number;
  jobsPerSecond: number;
  p50: number;
  /** Cores busy on average during the phase: the whole machine's, and by process group. */
  cpu?: { machine: number; groups: Map<string, number> };
}

/** Jobs final over the span from the first create to the last final, and their latencies. */
export function phaseFigures(workers: number, jobs: JobRecord[]): PhaseFigures {
  const done = jobs.filter((j) => j.finalAt !== undefined);
  const start = Math.min(...jobs.map((j) => j.sentAt));
  const end = Math.max(...done.map((j) => j.finalAt as number));
  const seconds = (end - start) / 1000;
  return { workers, jobs: done.length, seconds, jobsPerSecond: done.length / seconds, p50: quantile(latencies(done), 0.5) / 1000 };
}

export function latencies(jobs: JobRecord[]): number[] {
  return jobs.filter((j) => j.finalAt !== undefined).map((j) => (j.finalAt as number) - j.sentAt);
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export interface MainRun {
  seconds: number;
  jobs: JobRecord[];
  others: OtherRecord[];
  kills: string[];
  failovers: number;
}

export function mainRunText(run: MainRun): string {
  const done = run.jobs.filter((j) => j.finalAt !== undefined);
  const lat = latencies(done);
  const byKind = (['conversion', 'chart', 'flowchart'] as const).map((k) => `${k}s ${done.filter((j) => j.kind === k).length}`).join(', ');
  const downloads = run.jobs.filter((j) => j.downloadOk !== undefined);
  const crossed = downloads.filter((j) => j.downloadedFrom !== j.signedOn);
  const detections = run.others.filter((o) => o.what === 'text detection');
  const reads = run.others.filter((o) => o.what === 'read');
  const last = Math.max(...done.map((j) => j.finalAt as number));
  const first = Math.min(...run.jobs.map((j) => j.sentAt));
  return [
    `  jobs final: ${done.length} (${byKind}) in ${((last - first) / 1000).toFixed(1)} s: ${(done.length / ((last - first) / 1000)).toFixed(2)} jobs/s`,
    `  create-to-final latency: p50 ${s(quantile(lat, 0.5))}, p95 ${s(quantile(lat, 0.95))}, p99 ${s(quantile(lat, 0.99))}, max ${s(Math.max(...lat))}`,
    `  downloads: ${downloads.filter((j) => j.downloadOk).length}/${downloads.length} ok, ${crossed.length} through the API that did not sign the link`,
    `  text detections: ${detections.filter((o) => o.ok).length}/${detections.length} ok (p50 ${s(quantile(detections.map((o) => o.ms), 0.5))}); reads: ${reads.filter((o) => o.ok).length}/${reads.length} ok`,
    `  kills: ${run.kills.join('; ')}`,
    `  moves of a client to the other API after a failure: ${run.failovers}; creates refused: ${run.jobs.filter((j) => j.refused).length}; given up: ${run.jobs.filter((j) => j.gaveUp).length}`,
  ].join('\n');
}

export function accountingText(a: Accounting): string {
  const failed = [...a.failed].map(([code, n]) => `${n} ${code}`).join(', ') || 'none';
  return [
    `  jobs admitted: ${a.admitted}; final: ${a.final}; jobs lost: ${a.lost.length}${a.lost.length ? ` (${a.lost.slice(0, 5).join(', ')})` : ''}`,
    `  jobs no answer named (a second job for a key): ${a.unnamed.length}`,
    `  succeeded ${a.succeeded}; failed: ${failed}`,
    `  credits spent (GET /credits): ${a.spent}; prices of the succeeded jobs: ${a.succeededPrices}; still reserved: ${a.reservedLeft}; jobs charged other than their price: ${a.chargedWrong.length}`,
  ].join('\n');
}

export function scalingText(phases: PhaseFigures[]): string {
  const counts = [...new Set(phases.map((p) => p.workers))].sort((a, b) => a - b);
  const mean = (n: number) => {
    const runs = phases.filter((p) => p.workers === n);
    return runs.reduce((sum, p) => sum + p.jobsPerSecond, 0) / runs.length;
  };
  const one = mean(counts[0] ?? 1);
  return counts
    .map((n) => {
      const runs = phases.filter((p) => p.workers === n);
      const each = runs.map((p) => {
        const cpu = p.cpu ? ` [cores busy ${p.cpu.machine.toFixed(2)}: ${[...p.cpu.groups].map(([name, c]) => `${name} ${c.toFixed(2)}`).join(', ')}]` : '';
        return `${p.jobs} jobs in ${p.seconds.toFixed(1)} s = ${p.jobsPerSecond.toFixed(2)} jobs/s, p50 ${p.p50.toFixed(1)} s${cpu}`;
      });
      return `  ${n} worker${n > 1 ? 's' : ' '}: ${mean(n).toFixed(2)} jobs/s (x${(mean(n) / one).toFixed(2)} of ${counts[0]})\n${each.map((e) => `      ${e}`).join('\n')}`;
    })
    .join('\n');
}

export function accountingOk(a: Accounting, run: MainRun): boolean {
  const downloadsOk = run.jobs.every((j) => j.downloadOk !== false);
  return a.lost.length === 0 && a.unnamed.length === 0 && a.spent === a.succeededPrices && a.reservedLeft === 0 && a.chargedWrong.length === 0 && downloadsOk && run.jobs.every((j) => !j.gaveUp);
}

// Workflows left running without a reason once every job is final: a run whose job is final,
// or whose job row does not exist. A run still waiting for its admission update has no row
// yet and closes by itself when the workflow's wait for admission ends, so such a run counts
// as stray only when it outlives that wait; a run whose job has just been settled gets a few
// seconds to close. Conversions and charts never wait for a late delivery.
import type { DbJob, Run } from './facts.ts';
import { readRuns } from './facts.ts';

/** jobs/workflow/jobWorkflow.ts waits 1 minute for its admission; a margin for a loaded machine. */
export const ADMISSION_WAIT_MS = 75_000;
const CLOSING_GRACE_MS = 10_000;
const FINAL = new Set(['succeeded', 'failed', 'canceled']);

export interface StrayRun extends Run {
  why: 'job final' | 'no job row' | 'admission never ended';
  jobRowStatus?: string;
}

/** What is wrong with a running run, if anything; `undefined` when it may still close by itself. */
export function judge(run: Run, jobs: Map<string, DbJob>, now: number, since: number): StrayRun | 'fine' | undefined {
  const row = run.jobId ? jobs.get(run.jobId) : undefined;
  if (row && !FINAL.has(row.status)) return 'fine'; // a pending job: counted as lost elsewhere if it stays so
  if (!row && (run.jobStatus ?? 'admitting') === 'admitting') {
    return now - run.startedAt >= ADMISSION_WAIT_MS ? { ...run, why: 'admission never ended' } : undefined;
  }
  if (now - since < CLOSING_GRACE_MS) return undefined;
  return row ? { ...run, why: 'job final', jobRowStatus: row.status } : { ...run, why: 'no job row' };
}

/** Lists running runs until each is judged, waiting as long as a run may still close by itself. */
export async function findStrays(temporalAddress: string, jobs: Map<string, DbJob>, log: (line: string) => void): Promise<StrayRun[]> {
  const since = Date.now();
  let told = false;
  for (;;) {
    const running = await readRuns(temporalAddress, "WorkflowType = 'jobWorkflow' AND ExecutionStatus = 'Running'");
    const now = Date.now();
    const verdicts = running.map((run) => judge(run, jobs, now, since));
    if (verdicts.every((v) => v !== undefined)) return verdicts.filter((v): v is StrayRun => v !== 'fine');
    if (!told) {
      told = true;
      log(`faults: ${verdicts.filter((v) => v === undefined).length} workflow run(s) still open; waiting for them to close`);
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}

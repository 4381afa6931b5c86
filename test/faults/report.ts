// How a run is told: a small table for a person, the whole verdict as JSON for a machine, and
// the exit code (0 every target met, 1 a target missed, 2 the run measured nothing trustworthy).
import type { Verdict } from './checks.ts';

export interface RunInfo {
  seed: number;
  preset: string;
  cycles: number;
  cycleSeconds: number;
  database: 'sqlite' | 'postgresql';
  durationS: number;
  dataDir: string;
  kept: boolean;
}

export function exitCode(verdict: Verdict): number {
  if (verdict.sanity.some((s) => !s.ok)) return 2;
  return verdict.targets.every((t) => t.met) ? 0 : 1;
}

export function asJson(run: RunInfo, verdict: Verdict): string {
  return JSON.stringify({ run, exitCode: exitCode(verdict), ...verdict }, null, 2);
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

export function asText(run: RunInfo, verdict: Verdict): string {
  const { load, jobs, workflows, chaos, recovery } = verdict;
  const lines: string[] = [];
  const row = (label: string, value: unknown) => lines.push(`  ${pad(label, 52)} ${String(value)}`);
  lines.push('', `Fault run: seed ${run.seed}, ${run.cycles} cycles of ${run.cycleSeconds} s, ${run.database}, ${run.durationS} s`);
  lines.push('', 'Kills');
  for (const k of chaos.kills) {
    lines.push(
      `  cycle ${k.cycle}: ${pad(k.part, 8)} at ${k.killedAtS} s, down ${k.downS} s, healthy ${k.readyAfterS ?? '-'} s after restart${k.killed ? '' : ' (NOT RUNNING)'}${k.error ? ` (${k.error})` : ''}`,
    );
    const told = Object.entries(k.answersWhileDown).sort((a, b) => b[1] - a[1]);
    lines.push(`    answers to tries sent meanwhile: ${told.map(([label, n]) => `${label} x${n}`).join(', ') || 'none (no try sent)'}`);
  }
  for (const x of chaos.unplannedExits) lines.push(`  ${x.part} ${x.what} at ${x.atS} s: ${x.detail ?? ''}`);
  lines.push('', 'Load');
  row('logical requests submitted', load.requests.submitted);
  row('  with a job / refused / unexpected / unanswered', `${load.requests.outcomes.created ?? 0} / ${load.requests.outcomes.refused ?? 0} / ${load.requests.outcomes.unexpected ?? 0} / ${load.requests.outcomes.unanswered ?? 0}`);
  row('uploads (answered / submitted)', `${load.uploads.outcomes.created ?? 0} / ${load.uploads.submitted}`);
  row('HTTP attempts (worth a retry)', `${load.attempts} (${load.retriedAnswers})`);
  row('race rounds (2 to 10 copies)', load.raceRounds);
  row('answers CONCURRENCY_LIMITED', verdict.notes.concurrencyLimitedAnswers);
  const answers = Object.entries(load.answers).sort((a, b) => b[1] - a[1]);
  lines.push(`  answers: ${answers.map(([label, n]) => `${label} x${n}`).join(', ')}`);
  lines.push('', 'Jobs');
  row('jobs created / final / lost', `${jobs.created} / ${jobs.final} / ${jobs.lost}`);
  row('statuses', Object.entries(jobs.statuses).map(([k, v]) => `${k} ${v}`).join(', '));
  row('failed by a fault', `${jobs.failedByFault.count}${jobs.failedByFault.count ? `: ${Object.entries(jobs.failedByFault.byCode).map(([k, v]) => `${k} ${v}`).join(', ')}` : ''}`);
  row('workflow runs / workflow ids / ids with >1 run', `${workflows.runs} / ${workflows.workflowIds} / ${workflows.idsWithSeveralRuns}`);
  row('recovery, from the database / as clients saw it (s)', `${recovery.seconds ?? '-'} / ${recovery.clientSeconds ?? '-'}`);
  if (recovery.lastJob) {
    const j = recovery.lastJob;
    row('  last job to turn final', `${j.id} (${j.kind}, ${j.status}${j.error ? ` ${j.error}` : ''}): created at ${j.createdAtS} s, final at ${j.finalAtS} s; last restart healthy at ${recovery.lastRestartReadyAtS} s`);
    row('  its request\'s last tries (sent at s: answer)', j.tries.join(', ') || 'none (no client asked for it)');
  }
  lines.push('', 'Targets');
  for (const t of verdict.targets) lines.push(`  ${t.met ? 'ok  ' : 'MISS'} ${pad(t.name, 56)} ${t.value ?? 'none'} (target ${t.target})`);
  lines.push('', 'Sanity (the run measured something)');
  for (const s of verdict.sanity) lines.push(`  ${s.ok ? 'ok  ' : 'FAIL'} ${pad(s.name, 56)} ${s.detail}`);
  const evidence = [
    ['lost jobs', jobs.lostJobs],
    ['keys with several jobs', verdict.keys.examples],
    ['workflow ids with several admitted runs', workflows.duplicates],
    ['stray workflow runs', workflows.strayRuns],
    ['ledger differences', verdict.ledger.examples],
    ['orphan outputs', verdict.outputs.orphanExamples],
    ['unexpected answers', load.unexpected.examples],
    ['unanswered requests', load.unanswered.slice(0, 10)],
    ['failed jobs', jobs.failedByFault.examples],
  ] as const;
  for (const [title, items] of evidence) {
    if (items.length === 0) continue;
    lines.push('', `Evidence: ${title} (first ${items.length})`);
    for (const item of items) lines.push(`  ${JSON.stringify(item)}`);
  }
  lines.push('', `Data directory (databases, process logs in logs/): ${run.dataDir}${run.kept ? '' : ' (removed)'}`);
  lines.push(`Result: ${['every target met', 'a target missed', 'the run is not trustworthy (see Sanity)'][exitCode(verdict)]}`, '');
  return lines.join('\n');
}

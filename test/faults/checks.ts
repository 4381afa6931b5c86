// The verdict of a run: from what the clients saw and what the service holds, count lost
// jobs, keys that gave more than one job, extra and stray workflow runs, orphan outputs and the
// time to recover (the ledger in ledgerCheck.ts); and check that the run measured something.
import type { Kill } from './chaos.ts';
import type { DbJob, DbOutputFile, Run } from './facts.ts';
import { answerLabel, count, EXAMPLES, runsOf, seconds, type Evidence } from './evidence.ts';
import { ledgerSection } from './ledgerCheck.ts';
import { isRetryable, isUnexpected, type Answer } from './request.ts';
import { FINAL } from './tracker.ts';

export const RECOVERY_TARGET_S = 15;
/** Job statuses a run reports before it has a job: it never admitted one. */
const BEFORE_ADMISSION = new Set(['admitting', 'not admitted']);

export interface Target {
  name: string;
  value: number | null;
  target: string;
  met: boolean;
}

export interface SanityCheck {
  name: string;
  ok: boolean;
  detail: string;
}

function loadSection(e: Evidence) {
  const answers = [...e.requests, ...e.uploads].flatMap((r) => r.answers);
  const unexpected = [...e.requests, ...e.uploads].flatMap((r) => r.answers.filter(isUnexpected).map((a) => ({ operation: r.operation, key: r.idempotencyKey, answer: answerLabel(a), atS: seconds(e, a.at) })));
  return {
    requests: {
      submitted: e.requests.length,
      outcomes: count(e.requests, (r) => r.outcome ?? 'unanswered'),
      byOperation: count(e.requests, (r) => r.operation),
    },
    uploads: { submitted: e.uploads.length, outcomes: count(e.uploads, (r) => r.outcome ?? 'unanswered') },
    attempts: answers.length,
    answers: count(answers, answerLabel),
    retriedAnswers: answers.filter(isRetryable).length,
    raceRounds: [...e.requests, ...e.uploads].reduce((n, r) => n + r.races, 0),
    unexpected: { count: unexpected.length, examples: unexpected.slice(0, EXAMPLES) },
    unanswered: e.requests
      .filter((r) => r.outcome === 'unanswered')
      .map((r) => ({ operation: r.operation, key: r.idempotencyKey, tries: r.answers.length, lastAnswer: r.answers.at(-1) ? answerLabel(r.answers.at(-1) as Answer) : null })),
  };
}

function jobsSection(e: Evidence) {
  const rows = new Map(e.db.jobs.map((j) => [j.id, j]));
  const ids = new Set([...e.tracked.keys(), ...rows.keys()]);
  // Final is what a client saw through GET /jobs/{id}; a row no client could see counts by its status.
  const isFinal = (id: string) => {
    const seen = e.tracked.get(id);
    return seen ? seen.finalSeenAt !== undefined : FINAL.has(rows.get(id)?.status ?? '');
  };
  const lost = [...ids].filter((id) => !isFinal(id));
  const failed = e.db.jobs.filter((j) => j.status === 'failed' && !j.refused);
  const byCode = count(failed, (j) => (j.error?.details?.reason ? `${j.error.code} (${j.error.details.reason})` : (j.error?.code ?? 'no error')));
  return {
    created: ids.size,
    final: ids.size - lost.length,
    lost: lost.length,
    lostJobs: lost.slice(0, EXAMPLES).map((id) => {
      const row = rows.get(id);
      const seen = e.tracked.get(id);
      return {
        id,
        kind: row?.kind ?? seen?.body?.kind ?? null,
        clientStatus: seen?.status ?? null,
        dbStatus: row?.status ?? 'no row',
        notFoundAnswers: seen?.notFound ?? 0,
        createdAtS: row ? seconds(e, row.createdAt) : null,
        lastChangeAtS: row ? seconds(e, row.updatedAt) : null,
        workflowId: row?.workflowId ?? null,
        runs: row ? runsOf(e, row.workflowId) : [],
      };
    }),
    statuses: count(e.db.jobs, (j) => (j.refused ? `refused ${j.error?.code ?? ''}`.trim() : j.status)),
    failedByFault: {
      count: failed.length,
      byCode,
      examples: failed.slice(0, EXAMPLES).map((j) => ({
        id: j.id,
        kind: j.kind,
        code: j.error?.code,
        reason: j.error?.details?.reason ?? null,
        createdAtS: seconds(e, j.createdAt),
        failedAtS: seconds(e, j.updatedAt),
        runs: runsOf(e, j.workflowId),
      })),
    },
    neverNamedToAClient: [...e.tracked.values()].filter((t) => t.source === 'list').length,
    invisibleToClients: e.db.jobs.filter((j) => !e.tracked.has(j.id)).map((j) => j.id),
  };
}

function keysSection(e: Evidence) {
  const rowsByKey = new Map<string, DbJob[]>();
  for (const job of e.db.jobs) {
    const k = `${job.accountId} ${job.operation} ${job.idempotencyKey}`;
    rowsByKey.set(k, [...(rowsByKey.get(k) ?? []), job]);
  }
  const several: Array<{ key: string; operation: string; clientIds: string[]; dbIds: string[] }> = [];
  const seenKeys = new Set<string>();
  for (const r of e.requests) {
    const k = `${r.accountId} ${r.operation} ${r.idempotencyKey}`;
    seenKeys.add(k);
    const dbIds = (rowsByKey.get(k) ?? []).map((j) => j.id);
    if (new Set([...r.ids, ...dbIds]).size > 1) several.push({ key: r.idempotencyKey, operation: r.operation, clientIds: r.ids, dbIds });
  }
  for (const [k, rows] of rowsByKey) {
    if (!seenKeys.has(k) && rows.length > 1) several.push({ key: k, operation: rows[0]?.operation ?? '', clientIds: [], dbIds: rows.map((j) => j.id) });
  }
  return { withSeveralJobs: several.length, examples: several.slice(0, EXAMPLES) };
}

function workflowsSection(e: Evidence) {
  const byId = new Map<string, Run[]>();
  for (const run of e.runs) byId.set(run.workflowId, [...(byId.get(run.workflowId) ?? []), run]);
  const several = [...byId.entries()].filter(([, runs]) => runs.length > 1);
  const admitted = (runs: Run[]) => runs.filter((r) => !BEFORE_ADMISSION.has(r.jobStatus ?? 'admitting'));
  const duplicates = several.filter(([, runs]) => admitted(runs).length > 1);
  const jobWorkflows = new Set(e.db.jobs.map((j) => j.workflowId));
  return {
    runs: e.runs.length,
    workflowIds: byId.size,
    running: e.runs.filter((r) => r.status === 'RUNNING').length,
    idsWithSeveralRuns: several.length,
    idsWithSeveralAdmittedRuns: duplicates.length,
    duplicates: duplicates.slice(0, EXAMPLES).map(([workflowId, runs]) => ({
      workflowId,
      runs: runs.map((r) => ({ runId: r.runId, status: r.status, jobId: r.jobId ?? null, jobStatus: r.jobStatus ?? null })),
    })),
    stray: e.strays.length,
    strayRuns: e.strays.slice(0, EXAMPLES).map((s) => ({ workflowId: s.workflowId, runId: s.runId, why: s.why, jobId: s.jobId ?? null, jobStatus: s.jobStatus ?? null, jobRowStatus: s.jobRowStatus ?? null })),
    jobsWithoutWorkflow: [...jobWorkflows].filter((id) => !byId.has(id)).length,
  };
}

function outputsSection(e: Evidence) {
  const rows = new Map(e.db.jobs.map((j) => [j.id, j]));
  // An unfinished job's outputs may still become its result; its job is counted as lost instead.
  const settled = (f: DbOutputFile) => !f.jobId || !rows.has(f.jobId) || FINAL.has(rows.get(f.jobId)?.status ?? '');
  const orphans = e.db.outputs.filter((f) => settled(f) && rows.get(f.jobId ?? '')?.status !== 'succeeded');
  const listed = new Set(e.db.jobs.flatMap((j) => j.outputs.map((o) => o.fileId)));
  const unlisted = e.db.outputs.filter((f) => f.jobId && rows.get(f.jobId)?.status === 'succeeded' && !listed.has(f.id));
  return {
    files: e.db.outputs.length,
    orphans: orphans.length,
    orphanExamples: orphans.slice(0, EXAMPLES).map((f) => ({ file: f.id, job: f.jobId, jobStatus: f.jobId ? (rows.get(f.jobId)?.status ?? 'no row') : 'none' })),
    ofUnfinishedJobs: e.db.outputs.filter((f) => !settled(f)).length,
    /** Outputs of a succeeded job that its `outputs` do not list (a second execution's). */
    unlistedOfSucceededJobs: unlisted.length,
  };
}

function recoverySection(e: Evidence, lost: number) {
  const after = (t: number) => Math.max(0, (t - e.lastReadyAt) / 1000);
  const lastFinalDb = Math.max(e.lastReadyAt, ...e.db.jobs.filter((j) => FINAL.has(j.status)).map((j) => j.updatedAt));
  const lastSeen = Math.max(e.lastReadyAt, ...[...e.tracked.values()].map((t) => t.finalSeenAt ?? 0));
  const lastJob = e.db.jobs.find((j) => j.updatedAt === lastFinalDb);
  return {
    // From the database's time of each job's final transition: exact, no polling lag.
    seconds: lost > 0 ? null : Number(after(lastFinalDb).toFixed(1)),
    // As the clients saw it (each unfinished job read about once a second).
    clientSeconds: lost > 0 ? null : Number(after(lastSeen).toFixed(1)),
    lastJob:
      lastJob && lastFinalDb > e.lastReadyAt
        ? {
            id: lastJob.id,
            kind: lastJob.kind,
            status: lastJob.status,
            error: lastJob.error?.code ?? null,
            createdAtS: seconds(e, lastJob.createdAt),
            finalAtS: seconds(e, lastJob.updatedAt),
            // How its request went: what held it up, when the job was created late.
            tries: tryLog(e, lastJob.id),
          }
        : null,
    lastRestartReadyAtS: seconds(e, e.lastReadyAt),
  };
}

/** The last tries of the request that named this job: `second-of-the-run answer`. */
function tryLog(e: Evidence, jobId: string): string[] {
  const request = e.requests.find((r) => r.ids.includes(jobId));
  return (request?.answers ?? []).slice(-EXAMPLES).map((a) => `${seconds(e, a.at)} ${answerLabel(a)}`);
}

function chaosSection(e: Evidence) {
  const rel = (t: number | undefined) => (t === undefined ? null : Number(((t - e.startedAt) / 1000).toFixed(1)));
  const answers = [...e.requests, ...e.uploads].flatMap((r) => r.answers);
  // What the clients were told while the part was down or coming back (by the time each try was sent).
  const whileDown = (k: Kill) => {
    const from = k.killedAt ?? Number.POSITIVE_INFINITY;
    const to = k.readyAt ?? k.restartedAt ?? from;
    return count(
      answers.filter((a) => a.at >= from && a.at <= to),
      answerLabel,
    );
  };
  return {
    kills: e.kills.map((k) => ({
      cycle: k.cycle,
      part: k.part,
      killed: k.killed,
      killedAtS: rel(k.killedAt),
      downS: k.restartedAt && k.killedAt ? Number(((k.restartedAt - k.killedAt) / 1000).toFixed(1)) : null,
      readyAfterS: k.readyAt && k.restartedAt ? Number(((k.readyAt - k.restartedAt) / 1000).toFixed(1)) : null,
      error: k.error ?? null,
      answersWhileDown: whileDown(k),
    })),
    unplannedExits: e.events.filter((ev) => ev.what === 'exited unasked' || ev.what === 'failed to start').map((ev) => ({ part: ev.part, what: ev.what, atS: rel(ev.at), detail: ev.detail ?? null })),
  };
}

export function judgeRun(e: Evidence) {
  const load = loadSection(e);
  const jobs = jobsSection(e);
  const keys = keysSection(e);
  const workflows = workflowsSection(e);
  const ledger = ledgerSection(e);
  const outputs = outputsSection(e);
  const recovery = recoverySection(e, jobs.lost);
  const chaos = chaosSection(e);

  const targets: Target[] = [
    { name: 'jobs lost (not final by the deadline)', value: jobs.lost, target: '0', met: jobs.lost === 0 },
    { name: 'keys mapped to more than one job', value: keys.withSeveralJobs, target: '0', met: keys.withSeveralJobs === 0 },
    { name: 'workflow ids with more than one admitted run', value: workflows.idsWithSeveralAdmittedRuns, target: '0', met: workflows.idsWithSeveralAdmittedRuns === 0 },
    { name: 'workflows running without a reason', value: workflows.stray, target: '0', met: workflows.stray === 0 },
    { name: 'ledger differences', value: ledger.differences, target: '0', met: ledger.differences === 0 },
    { name: 'orphan output files', value: outputs.orphans, target: '0', met: outputs.orphans === 0 },
    { name: 'unexpected answers to valid requests', value: load.unexpected.count, target: '0', met: load.unexpected.count === 0 },
    { name: 'requests never answered', value: load.unanswered.length, target: '0', met: load.unanswered.length === 0 },
    { name: 'seconds from the last restart until every job was final', value: recovery.seconds, target: `<= ${RECOVERY_TARGET_S}`, met: recovery.seconds !== null && recovery.seconds <= RECOVERY_TARGET_S },
  ];

  const rowIds = new Set(e.db.jobs.map((j) => j.id));
  const seenFinalWithoutRow = [...e.tracked.values()].filter((t) => t.finalSeenAt !== undefined && !rowIds.has(t.id)).map((t) => t.id);
  const listedIds = new Set(e.runs.map((r) => r.workflowId));
  const unlisted = e.db.jobs
    .filter((j) => !listedIds.has(j.workflowId) && j.error?.code !== 'TASK_NOT_FOUND' && FINAL.has(j.status) && !j.refused)
    .map((j) => j.id);
  const cycles = e.kills.length;
  const parts = new Set(e.kills.filter((k) => k.killed).map((k) => k.part));
  const succeeded = e.db.jobs.filter((j) => j.status === 'succeeded').length;
  const sanity: SanityCheck[] = [
    { name: 'load ran', ok: e.requests.length >= 5 * cycles && succeeded >= 3 * cycles, detail: `${e.requests.length} requests, ${succeeded} jobs succeeded (at least ${5 * cycles} and ${3 * cycles} expected)` },
    { name: 'every planned kill hit a running process', ok: e.kills.every((k) => k.killed), detail: `${e.kills.filter((k) => k.killed).length} of ${cycles}` },
    { name: 'worker, API and Temporal each killed', ok: cycles < 3 || parts.size === 3, detail: cycles < 3 ? `only ${cycles} cycle(s): not required` : [...parts].join(', ') },
    { name: 'service healthy after every restart', ok: e.kills.every((k) => k.readyAt !== undefined), detail: e.kills.filter((k) => k.error).map((k) => `cycle ${k.cycle}: ${k.error}`).join('; ') || 'yes' },
    { name: 'clients felt the faults (answers worth a retry)', ok: load.retriedAnswers > 0, detail: `${load.retriedAnswers} such answers` },
    { name: 'requests raced themselves', ok: load.raceRounds > 0, detail: `${load.raceRounds} rounds of 2 to 10 copies` },
    { name: 'the clients saw every job the service holds', ok: jobs.invisibleToClients.length === 0, detail: jobs.invisibleToClients.slice(0, EXAMPLES).join(', ') || 'yes' },
    // GET /jobs/{id} reads the database: a job a client saw final must be in what the SQL read.
    { name: 'the database read holds every job seen final', ok: e.db.jobs.length > 0 && seenFinalWithoutRow.length === 0, detail: `${e.db.jobs.length} rows; missing: ${seenFinalWithoutRow.slice(0, EXAMPLES).join(', ') || 'none'}` },
    // A job whose workflow Temporal forgot is failed TASK_NOT_FOUND or still unfinished (lost): both are counted.
    { name: "Temporal's visibility lists the jobs' workflows", ok: e.runs.length > 0 && unlisted.length === 0, detail: `${e.runs.length} runs; jobs without one: ${unlisted.slice(0, EXAMPLES).join(', ') || 'none'}` },
  ];
  const concurrencyLimited = Object.entries(load.answers)
    .filter(([label]) => label.includes('CONCURRENCY_LIMITED'))
    .reduce((n, [, c]) => n + c, 0);

  return { targets, sanity, notes: { concurrencyLimitedAnswers: concurrencyLimited }, load, jobs, keys, workflows, ledger, outputs, recovery, chaos };
}

export type Verdict = ReturnType<typeof judgeRun>;

// PNG -> TIFF conversions through the whole service (HTTP API, admission by update-with-start,
// worker, SQLite, files), each figure a ratio against bare Temporal measured in the same run
// on the same dev server, by a minimal worker inside this process on its own task queue:
//   (a) latency: create-to-final with `Prefer: wait=30`, vs. start + result of a workflow
//       that runs one no-op activity (start -> activity -> complete);
//   (b) throughput: creates per second, C clients, no Prefer (answered after admission), vs.
//       `client.workflow.start` with the same count and concurrency;
//   (c) worker memory: peak RSS of the service's worker vs. this process with the bare worker.
// Then where the time goes, from the workflow histories (bench/history.ts).
import { randomUUID } from 'node:crypto';
import { Client, Connection, WithStartWorkflowOperation, type WorkflowHandle } from '@temporalio/client';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { JOB_ID } from '../jobs/workflow/searchAttributes.ts';
import { BARE_QUEUE, startBareWorker, type BareWorker } from './bare/worker.ts';
import type { bareAdmitWorkflow, bareWorkflow } from './bare/workflows.ts';
import { breakdown, type Breakdown, type TimedRun } from './history.ts';
import {
  cpuMeter,
  credentials,
  fixturePng,
  fmt,
  mb,
  median,
  NAMESPACE,
  pool,
  postJson,
  procStatusKb,
  quantile,
  ratio,
  sampleRss,
  startStack,
  stopStacks,
  writeResults,
  type Credential,
  type Reply,
  type Stack,
  guardBench,
  interleaved,
  runGuarded,
  BENCH_DATABASE,
} from './support.ts';

const WARMUP = 3;
const SAMPLES = 30;
const THROUGHPUT_COUNT = 120;
/** The throughput runs alternate bare and service in rounds, so that drift hits both alike. */
const ROUNDS = 4;
const CONCURRENCY = 8;
/** Creates per key before the next key: the API allows 20 per key and 40 per account a minute. */
const PER_KEY = 15;
/** The whole benchmark, stack start included, or it fails. */
const DEADLINE_MS = 170_000;

Runtime.install({ logger: new DefaultLogger('WARN') });

let bare: BareWorker | undefined;
let connection: Connection | undefined;

let stopped: Promise<void> | undefined;

/** Stops the bare worker, the client and the stack, once, whoever asks first. */
function shutdown(): Promise<void> {
  stopped ??= (async () => {
    await bare?.stop().catch((err: unknown) => console.error('bench: bare worker stop:', err));
    await connection?.close().catch(() => undefined);
    await stopStacks();
  })();
  return stopped;
}

const guard = guardBench('conversion', DEADLINE_MS, shutdown, () => Boolean(stopped));

function conversion(s: Stack, cred: Credential, wait: boolean): Promise<Reply> {
  return postJson(
    `${s.base}/images/conversions`,
    cred.key,
    { image: cred.fileId, format: 'tiff' },
    { 'Idempotency-Key': randomUUID(), ...(wait ? { Prefer: 'wait=30' } : {}) },
  );
}

function credentialFor(creds: Credential[], i: number): Credential {
  const cred = creds[Math.floor(i / PER_KEY)];
  if (!cred) throw new Error(`no credential for request ${i}`);
  return cred;
}

interface Timed {
  ms: number;
  run: TimedRun;
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const [png, s] = await Promise.all([fixturePng(1024, 768), startStack()]);
  // Latency: WARMUP + SAMPLES sequential creates, 2 keys per account. Throughput: one key per
  // account, so that an account never has more running jobs (15) than a pro plan allows (16).
  const [latencyCreds, throughputCreds] = await Promise.all([
    credentials(s, png, Math.ceil((WARMUP + SAMPLES) / (2 * PER_KEY)), 2),
    credentials(s, png, Math.ceil(THROUGHPUT_COUNT / PER_KEY), 1),
  ]);

  connection = await Connection.connect({ address: s.temporalAddress });
  const client = new Client({ connection, namespace: NAMESPACE });
  const benchRssBefore = procStatusKb('self', 'VmRSS');
  bare = await startBareWorker(s.temporalAddress, NAMESPACE);
  const benchRssAfter = procStatusKb('self', 'VmRSS');
  const setupMs = performance.now() - t0;

  const processes = { api: s.api.pid, worker: s.worker.pid, temporal: s.temporal.pid, bench: 'self' as const };
  const rss = sampleRss({ worker: s.worker.pid, bench: 'self' });

  // ---- (a) latency, bare and service interleaved so that drift hits both alike ----
  const startBare = () =>
    client.workflow.start<typeof bareWorkflow>('bareWorkflow', { taskQueue: BARE_QUEUE, workflowId: `bare-${randomUUID()}`, args: [1] });
  const bareOnce = async (): Promise<Timed> => {
    const sentAt = Date.now();
    const start = performance.now();
    const handle = await startBare();
    await handle.result();
    const ms = performance.now() - start;
    return { ms, run: { workflowId: handle.workflowId, runId: handle.firstExecutionRunId, sentAt, doneAt: Date.now() } };
  };
  const serviceOnce = async (i: number): Promise<Reply> => {
    const reply = await conversion(s, credentialFor(latencyCreds, i), true);
    if (reply.status !== 200 || reply.body?.status !== 'succeeded' || reply.body.outputs?.[0]?.format !== 'tiff') {
      throw new Error(`conversion ${i}: expected 200 succeeded, got ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    return reply;
  };
  const { service: serviceSamples, bare: bareSamples } = await interleaved(SAMPLES, WARMUP, serviceOnce, bareOnce);

  // ---- (b) throughput: ROUNDS rounds of bare, bare update-with-start, service ----
  const perRound = THROUGHPUT_COUNT / ROUNDS;
  const times = { bareStart: 0, bareAllDone: 0, bareAdmit: 0, serviceCreate: 0, serviceAllDone: 0 };
  const bareCpuMs: Record<string, number> = {};
  const serviceCpuMs: Record<string, number> = {};
  const addCpu = (into: Record<string, number>, cpu: Record<string, number>) => {
    for (const [k, v] of Object.entries(cpu)) into[k] = (into[k] ?? 0) + v;
  };
  const creates: Reply[] = [];
  const bareAdmits: TimedRun[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bareCpu = cpuMeter(processes);
    const bareStarted = performance.now();
    const bareHandles: Array<WorkflowHandle<typeof bareWorkflow>> = [];
    times.bareStart += await pool(perRound, CONCURRENCY, async () => {
      bareHandles.push(await startBare());
    });
    await Promise.all(bareHandles.map((h) => h.result()));
    times.bareAllDone += performance.now() - bareStarted;
    addCpu(bareCpuMs, bareCpu());

    // Secondary baseline: the bare shape of the service's admission (update-with-start whose
    // update runs one no-op activity before it answers).
    times.bareAdmit += await pool(perRound, CONCURRENCY, async () => {
      const workflowId = `bare-admit-${randomUUID()}`;
      const sentAt = Date.now();
      const startWorkflowOperation = new WithStartWorkflowOperation<typeof bareAdmitWorkflow>('bareAdmitWorkflow', {
        workflowId,
        taskQueue: BARE_QUEUE,
        workflowIdConflictPolicy: 'USE_EXISTING',
        args: [],
      });
      await client.workflow.executeUpdateWithStart('admit', { args: ['x'], startWorkflowOperation });
      bareAdmits.push({ workflowId, sentAt, doneAt: Date.now() });
    });

    const serviceCpu = cpuMeter(processes);
    const serviceStarted = performance.now();
    times.serviceCreate += await pool(perRound, CONCURRENCY, async (j) => {
      const i = round * perRound + j;
      const reply = await conversion(s, credentialFor(throughputCreds, i), false);
      if (reply.status !== 202 && reply.status !== 200) throw new Error(`create ${i}: ${reply.status} ${JSON.stringify(reply.body)}`);
      creates.push(reply);
    });
    // Drain: every job of the round final before the next round (and before memory is read).
    const drainDeadline = Date.now() + 60_000;
    for (;;) {
      const running = (await client.workflow.count(`TaskQueue = "${s.taskQueue}" AND ExecutionStatus = "Running"`)).count;
      if (running === 0) break;
      if (Date.now() > drainDeadline) throw new Error(`${running} jobs still running 60 s after the throughput round`);
      await new Promise((r) => setTimeout(r, 50));
    }
    times.serviceAllDone += performance.now() - serviceStarted;
    addCpu(serviceCpuMs, serviceCpu());
  }

  // ---- (c) memory ----
  const peaks = rss.stop();
  const workerHwm = procStatusKb(s.worker.pid, 'VmHWM');
  const benchHwm = procStatusKb('self', 'VmHWM');

  // ---- where the time goes ----
  const workflows = new Map<string, { workflowId: string; runId: string }>();
  for await (const w of client.workflow.list({ query: `TaskQueue = "${s.taskQueue}"` })) {
    const jobId = w.typedSearchAttributes.get(JOB_ID);
    if (jobId) workflows.set(jobId, { workflowId: w.workflowId, runId: w.runId });
  }
  const runOf = (reply: Reply): TimedRun => {
    const w = workflows.get(reply.body.id as string);
    if (!w) throw new Error(`no workflow for job ${reply.body.id}`);
    return { ...w, sentAt: reply.sentAt, doneAt: reply.doneAt };
  };
  const serviceSplit = await breakdown(client, serviceSamples.map(runOf), 'runConversion completed');
  const bareSplit = await breakdown(
    client,
    bareSamples.map((b) => b.run),
    'workflow completed',
  );
  const createSplit = await breakdown(client, creates.map(runOf), 'update completed');
  const bareAdmitSplit = await breakdown(client, bareAdmits, 'update completed');

  // ---- figures ----
  const serviceLat = serviceSamples.map((x) => x.ms);
  const bareLat = bareSamples.map((x) => x.ms);
  const p50 = { service: median(serviceLat), bare: median(bareLat) };
  const p95 = { service: quantile(serviceLat, 0.95), bare: quantile(bareLat, 0.95) };
  const rate = (ms: number) => THROUGHPUT_COUNT / (ms / 1000);
  const throughput = {
    service: rate(times.serviceCreate),
    bareStart: rate(times.bareStart),
    bareUpdateWithStart: rate(times.bareAdmit),
    // from the first create of a round to its last job final
    serviceCompleted: rate(times.serviceAllDone),
    bareCompleted: rate(times.bareAllDone),
  };
  const createMs = creates.map((c) => c.ms);
  const perJob = (cpu: Record<string, number>) => Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, v / THROUGHPUT_COUNT]));
  const sum = (cpu: Record<string, number>) => Object.values(cpu).reduce((a, b) => a + b, 0);
  const cpuPerJob = { service: perJob(serviceCpuMs), bare: perJob(bareCpuMs) };

  const out: string[] = [];
  const say = (line: string) => out.push(line);
  say(`== conversion on ${BENCH_DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite'}: PNG 1024x768 -> TIFF; latency ${SAMPLES} sequential after ${WARMUP} warm-ups; throughput ${THROUGHPUT_COUNT} creates x ${CONCURRENCY} clients in ${ROUNDS} rounds`);
  say(`conversion create-to-final p50 ${fmt(p50.service)} ms vs bare workflow start+result ${fmt(p50.bare)} ms: ratio ${ratio(p50.service, p50.bare)} (target at most 1.5)`);
  say(`conversion create-to-final p95 ${fmt(p95.service)} ms vs bare workflow start+result ${fmt(p95.bare)} ms: ratio ${ratio(p95.service, p95.bare)}`);
  say(
    `conversion creates/s (${CONCURRENCY} clients, no Prefer) ${fmt(throughput.service)} vs bare workflow.start ${fmt(throughput.bareStart)}/s: ratio ${ratio(throughput.service, throughput.bareStart)}`,
  );
  say(
    `  vs bare update-with-start whose update runs 1 no-op activity ${fmt(throughput.bareUpdateWithStart)}/s: ratio ${ratio(throughput.service, throughput.bareUpdateWithStart)} (target at least 0.8)`,
  );
  say(`  one create under that load: p50 ${fmt(median(createMs))} ms, p95 ${fmt(quantile(createMs, 0.95))} ms, max ${fmt(Math.max(...createMs))} ms`);
  say(
    `  all ${THROUGHPUT_COUNT} jobs final at ${fmt(throughput.serviceCompleted)} jobs/s vs bare workflows completed ${fmt(throughput.bareCompleted)}/s: ratio ${ratio(throughput.serviceCompleted, throughput.bareCompleted)}`,
  );
  say(
    `CPU per conversion, create to final (all processes) ${fmt(sum(cpuPerJob.service))} ms vs bare workflow ${fmt(sum(cpuPerJob.bare))} ms: ratio ${ratio(sum(cpuPerJob.service), sum(cpuPerJob.bare))}`,
  );
  say(`  per conversion: ${Object.entries(cpuPerJob.service).map(([k, v]) => `${k} ${fmt(v)}`).join(', ')} ms; per bare workflow: ${Object.entries(cpuPerJob.bare).map(([k, v]) => `${k} ${fmt(v)}`).join(', ')} ms`);
  say(
    `worker peak RSS (VmHWM) ${fmt(mb(workerHwm))} MB vs bench process with the bare worker (VmHWM) ${fmt(mb(benchHwm))} MB: ratio ${ratio(mb(workerHwm), mb(benchHwm))}`,
  );
  say(
    `  during (a)+(b): worker RSS peak ${fmt(mb(peaks.worker))} MB vs bench process ${fmt(mb(peaks.bench))} MB: ratio ${ratio(peaks.worker ?? 0, peaks.bench ?? 0)}; ` +
      `starting the bare worker took the bench process from ${fmt(mb(benchRssBefore))} to ${fmt(mb(benchRssAfter))} MB`,
  );
  const describe = (title: string, b: Breakdown) => {
    say(`${title} (median of ${b.runs}, ms; client clock + workflow history):`);
    for (const step of b.steps) {
      say(`  ${step.label.padEnd(58)} ${fmt(step.medianMs, 0).padStart(5)}${step.seen < b.runs ? `  (in ${step.seen} of ${b.runs})` : ''}`);
    }
    say(
      `  = ${fmt(b.totalMs, 0)} ms; ${b.workflowTasks} workflow tasks on the path: waiting ${fmt(b.workflowTaskWaitMs, 0)} + in the worker ${fmt(b.workflowTaskWorkerMs, 0)} ms; activities ${fmt(b.activitiesMs, 0)} ms`,
    );
  };
  describe('where a conversion goes, create to final', serviceSplit);
  describe('where a bare workflow goes, start to result', bareSplit);
  describe(`where a create goes under load (${CONCURRENCY} clients, no Prefer)`, createSplit);
  describe(`where a bare update-with-start goes under the same load`, bareAdmitSplit);

  const path = writeResults(BENCH_DATABASE === 'postgres' ? 'conversion-postgres' : 'conversion', {
    at: new Date().toISOString(),
    setupMs,
    config: { WARMUP, SAMPLES, THROUGHPUT_COUNT, ROUNDS, CONCURRENCY, PER_KEY },
    latencyMs: { p50, p95, service: serviceLat, bare: bareLat },
    throughputPerSecond: throughput,
    createMsUnderLoad: createMs,
    cpuMsPerJob: cpuPerJob,
    memoryMb: {
      workerVmHWM: mb(workerHwm),
      benchVmHWM: mb(benchHwm),
      workerRssPeakDuringRun: mb(peaks.worker),
      benchRssPeakDuringRun: mb(peaks.bench),
      benchRssBeforeBareWorker: mb(benchRssBefore),
      benchRssAfterBareWorker: mb(benchRssAfter),
    },
    breakdown: { conversion: serviceSplit, bare: bareSplit, createUnderLoad: createSplit, bareAdmitUnderLoad: bareAdmitSplit },
  });
  say(`results: ${path} (bench ${fmt((performance.now() - t0) / 1000)} s, of which setup ${fmt(setupMs / 1000)} s)`);
  console.log(`\n${out.join('\n')}`);
}

await runGuarded('conversion', main, guard, shutdown);

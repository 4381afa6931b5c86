// What `Prefer: wait=N` costs the API while jobs run. Each waiting request is one long poll on
// Temporal for its run's close (jobs/requests/wait.ts), not a loop of reads: W requests held for
// N seconds should cost the API about what W single reads cost, not W x N x (reads a second).
//   figure: API CPU per waiting request over the whole wait, vs. API CPU per GET /jobs/{id},
//   both measured in this run on the same stack.
// The jobs are conversions of a large PNG to TIFF; once they are admitted the worker is
// paused (SIGSTOP), so every wait runs its full N seconds while its job stays unfinished.
import { randomUUID } from 'node:crypto';
import { cpuMeter, credentials, fixturePng, fmt, guardBench, pool, postJson, ratio, startStack, stopStacks, writeResults, type Stack } from './support.ts';

const ACCOUNTS = 10;
/** Jobs per account: under a pro plan's 16 concurrent tasks and a key's 20 creates a minute. */
const JOBS_PER_ACCOUNT = 9;
const WAIT_SECONDS = 10;
const DEADLINE_MS = 200_000;

const started: { stack?: Stack } = {};
let stopping = false;
const shutdown = async () => {
  stopping = true;
  if (started.stack?.worker.pid) process.kill(started.stack.worker.pid, 'SIGCONT');
  await stopStacks();
};
const guard = guardBench('wait', DEADLINE_MS, shutdown, () => stopping);

const s = await startStack();
started.stack = s;
const creds = await credentials(s, await fixturePng(4000, 3000), ACCOUNTS, 1);
const jobs: Array<{ key: string; idem: string; body: unknown; id: string }> = [];
// All at once, so that the worker is still busy with most of them when it is paused.
await pool(ACCOUNTS * JOBS_PER_ACCOUNT, ACCOUNTS * JOBS_PER_ACCOUNT, async (i) => {
  const cred = creds[i % ACCOUNTS];
  if (!cred) throw new Error('no credential');
  const idem = randomUUID();
  const body = { image: cred.fileId, format: 'tiff', dpi: 300 };
  let reply = await postJson(`${s.base}/images/conversions`, cred.key, body, { 'Idempotency-Key': idem });
  // Ninety admissions at once on two cores may outlast a request's 15 s: retry with the key.
  while (reply.status === 409 && reply.body?.error?.code === 'IDEMPOTENCY_IN_PROGRESS') {
    reply = await postJson(`${s.base}/images/conversions`, cred.key, body, { 'Idempotency-Key': idem });
  }
  if (reply.status !== 202 && reply.status !== 200) throw new Error(`create answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  jobs.push({ key: cred.key, idem, body, id: reply.body.id as string });
});
if (!s.worker.pid) throw new Error('no worker pid');
process.kill(s.worker.pid, 'SIGSTOP');

// Baseline: one read of each job (the row, and for a running job its workflow's status: the
// query cannot be answered by a paused worker, so reads are of a job made final beforehand).
const finalJob = jobs[0];
if (!finalJob) throw new Error('no job');
const readCpu = cpuMeter({ api: s.api.pid });
const READS = jobs.length;
await pool(READS, 8, async () => {
  const res = await fetch(`${s.base}/jobs/${finalJob.id}`, { headers: { Authorization: `Bearer ${finalJob.key}` } });
  await res.arrayBuffer();
});
const perRead = (readCpu().api ?? NaN) / READS;

// Every job again with its key and `Prefer: wait`: each request is held until the wait ends.
const waitCpu = cpuMeter({ api: s.api.pid });
const waitStarted = Date.now();
const answers = await Promise.all(
  jobs.map((job) => postJson(`${s.base}/images/conversions`, job.key, job.body, { 'Idempotency-Key': job.idem, Prefer: `wait=${WAIT_SECONDS}` })),
);
const held = answers.filter((a) => a.status === 202 && a.ms >= (WAIT_SECONDS - 1) * 1000).length;
const perWait = (waitCpu().api ?? NaN) / jobs.length;
const wallS = (Date.now() - waitStarted) / 1000;
process.kill(s.worker.pid, 'SIGCONT');

console.log(`${jobs.length} requests waited ${WAIT_SECONDS} s each (${held} held the whole time, ${fmt(wallS)} s wall)`);
console.log(`API CPU per waiting request: ${fmt(perWait, 2)} ms; per single read: ${fmt(perRead, 2)} ms`);
console.log(`ratio, one ${WAIT_SECONDS} s wait / one read: ${ratio(perWait, perRead)} (a read loop at 10 reads a second would be about ${WAIT_SECONDS * 10})`);
writeResults('wait', { waiting: jobs.length, held, waitSeconds: WAIT_SECONDS, apiCpuPerWaitMs: perWait, apiCpuPerReadMs: perRead, ratio: perWait / perRead });
if (held < jobs.length / 2) {
  console.error('bench: fewer than half the requests were held for the whole wait; the figure does not measure waiting');
  guard.clear();
  await shutdown();
  process.exit(1);
}
guard.clear();
await shutdown();

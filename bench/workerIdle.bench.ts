// Does the worker give memory back once large jobs are over? A private stack; the worker's
// resident memory (VmRSS) once idle after start-up and one small conversion is the baseline;
// then large jobs through the HTTP API one after another, each waited for until final: a
// 12000 x 12000 PNG converted to pdf, png, tiff and pptx, a chart of a 100,000-row CSV, an
// upscale to 4k, a vectorisation (SVG) of a large figure, a flowchart and its SVG converted at
// the largest long edge. After a short settle the worker's RSS is printed as a ratio against
// the idle baseline (the target: within about 1.2x), next to its peak during the jobs. A second
// baseline, idle again after one small job of each of those kinds, tells what large jobs leave
// from what any job of the kind leaves (code compiled, fonts parsed once per process).
//   npm run bench -- workerIdle
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../scripts/stack.ts';
import { admin, fixturePng, fmt, guardBench, mb, postJson, procStatusKb, ratio, runGuarded, sleep, startStack, stopStacks, uploadPng, writeResults, type Stack } from './support.ts';

const run = promisify(execFile);
const DEADLINE_MS = 230_000;
/** Idle means: RSS sampled over this long after the last job is final, the last sample kept. */
const SETTLE_MS = 10_000;
const SAMPLE_MS = 500;
const TARGET_RATIO = 1.2;
const CHART_ROWS = 100_000;
const FLOWCHART_STEPS = 24;

const dir = mkdtempSync(join(tmpdir(), 'figures-worker-idle-'));
let stopped = false;
const shutdown = async () => {
  stopped = true;
  await stopStacks();
  rmSync(dir, { recursive: true, force: true });
};
const guard = guardBench('workerIdle', DEADLINE_MS, shutdown, () => stopped);

const FINAL = new Set(['succeeded', 'failed', 'canceled']);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Job = any;

async function finalJob(s: Stack, key: string, created: { status: number; body: Job }, what: string): Promise<Job> {
  if (created.status !== 200 && created.status !== 201 && created.status !== 202) throw new Error(`${what}: ${created.status} ${JSON.stringify(created.body)}`);
  let job = created.body;
  while (!FINAL.has(job.status)) {
    await sleep(500);
    const res = await fetch(`${s.base}/jobs/${job.id}`, { headers: { Authorization: `Bearer ${key}`, Prefer: 'wait=20' } });
    job = await res.json();
  }
  if (job.status !== 'succeeded') throw new Error(`${what}: ${job.status} ${JSON.stringify(job.error)}`);
  return job;
}

function create(s: Stack, key: string, path: string, json: unknown) {
  return postJson(`${s.base}${path}`, key, json, { 'Idempotency-Key': randomUUID(), Prefer: 'wait=30' });
}

async function chart(s: Stack, key: string, rows = CHART_ROWS): Promise<{ status: number; body: Job }> {
  const lines = ['dose,response'];
  // Deterministic, figure-like: a noisy dose-response cloud.
  for (let i = 0; i < rows; i++) lines.push(`${((i * 7919) % 1000) / 10},${(50 + 40 * Math.sin(i / 5000) + ((i * 104729) % 97) / 10).toFixed(2)}`);
  const form = new FormData();
  form.set('request', 'Scatter plot of response against dose');
  form.set('chart_types', 'scatter');
  form.set('data', new Blob([`${lines.join('\n')}\n`]), 'data.csv');
  const res = await fetch(`${s.base}/charts/generations`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': randomUUID(), Prefer: 'wait=30' }, body: form });
  return { status: res.status, body: await res.json() };
}

/** The line-art figures of bench/largeImageChild.ts, made in a child so libvips stays out of this process. */
async function figure(side: number): Promise<Buffer> {
  const file = join(dir, `figure-${side}.png`);
  await run(process.execPath, ['--disable-warning=ExperimentalWarning', resolve(ROOT, 'bench/largeImageChild.ts'), 'figure', file, String(side)], { cwd: ROOT });
  return readFileSync(file);
}

const rssMb = (s: Stack) => mb(procStatusKb(s.worker.pid, 'VmRSS'));

/** The worker's RSS sampled for `ms`; the last sample and the lowest. */
async function settledRss(s: Stack, ms: number): Promise<{ last: number; low: number }> {
  let low = Infinity;
  let last = NaN;
  for (let waited = 0; waited <= ms; waited += SAMPLE_MS) {
    last = rssMb(s);
    low = Math.min(low, last);
    await sleep(SAMPLE_MS);
  }
  return { last, low };
}

async function main(): Promise<void> {
  const [big, vectorSource, small, upscaleSource, tiny] = await Promise.all([figure(12000), figure(3000), fixturePng(), fixturePng(256, 192), fixturePng(160, 120)]);
  const s = await startStack();
  const account = await admin(s, 'account', 'create', '--name', `idle-${randomUUID().slice(0, 8)}`, '--plan', 'pro', '--credits', '5000');
  // Two keys of one account: the API allows 20 creates a minute per key, and the run makes more.
  const newKey = async () => (await admin(s, 'key', 'create', '--account', account.account_id as string, '--scopes', 'all', '--expires', '30')).key as string;
  let key = await newKey();
  const largeJobsKey = await newKey();
  const [bigId, vectorId, smallId, upscaleId, tinyId] = await Promise.all([big, vectorSource, small, upscaleSource, tiny].map((png) => uploadPng(s, key, png)));

  await finalJob(s, key, await create(s, key, '/images/conversions', { image: smallId, format: 'tiff', dpi: 300 }), 'small conversion');
  const idle = await settledRss(s, SETTLE_MS);
  const out: string[] = [];
  out.push(`== worker RSS, idle after start-up and one small conversion: ${fmt(idle.last)} MB (lowest ${fmt(idle.low)} MB over ${SETTLE_MS / 1000} s)`);

  // The warm baseline: one small job of each kind, then idle again.
  await finalJob(s, key, await chart(s, key, 50), 'small chart');
  await finalJob(s, key, await create(s, key, '/images/upscales', { image: tinyId, scale: '2k' }), 'small upscale');
  await finalJob(s, key, await create(s, key, '/images/conversions', { image: tinyId, format: 'svg' }), 'small vectorisation');
  const smallFlowchart = (await finalJob(s, key, await create(s, key, '/flowcharts/generations', { prompt: '1. Collect\n2. Measure\n3. Report' }), 'small flowchart')).outputs[0].file_id as string;
  await finalJob(s, key, await create(s, key, '/images/conversions', { image: smallFlowchart, format: 'png', dpi: 300, width: 512 }), 'small flowchart conversion');
  const warm = await settledRss(s, SETTLE_MS);
  out.push(`   idle again after one small job of each kind below (warm): ${fmt(warm.last)} MB = ${ratio(warm.last, idle.last)} x idle`);

  key = largeJobsKey;
  const hwmBefore = mb(procStatusKb(s.worker.pid, 'VmHWM'));
  const steps: Array<{ name: string; seconds: number; rssAfterMb: number }> = [];
  const step = async (name: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    steps.push({ name, seconds: (performance.now() - t0) / 1000, rssAfterMb: rssMb(s) });
  };
  for (const format of ['pdf', 'png', 'tiff', 'pptx']) {
    await step(`12000x12000 png -> ${format}`, async () => finalJob(s, key, await create(s, key, '/images/conversions', { image: bigId, format, dpi: 300 }), `conversion to ${format}`));
  }
  await step(`chart of ${CHART_ROWS} rows`, async () => finalJob(s, key, await chart(s, key), 'chart'));
  await step('upscale 256x192 -> 4k', async () => finalJob(s, key, await create(s, key, '/images/upscales', { image: upscaleId, scale: '4k' }), 'upscale'));
  await step('vectorise 3000x3000 (editable_text)', async () => finalJob(s, key, await create(s, key, '/images/conversions', { image: vectorId, format: 'svg' }), 'vectorisation'));
  let flowchartSvg = '';
  await step(`flowchart of ${FLOWCHART_STEPS} steps`, async () => {
    const prompt = Array.from({ length: FLOWCHART_STEPS }, (_, i) => `${i + 1}. Step ${i + 1}: measure sample ${i + 1} and record the result`).join('\n');
    flowchartSvg = (await finalJob(s, key, await create(s, key, '/flowcharts/generations', { prompt }), 'flowchart')).outputs[0].file_id as string;
  });
  for (const format of ['png', 'pdf']) {
    await step(`flowchart svg at 4096 -> ${format}`, async () => finalJob(s, key, await create(s, key, '/images/conversions', { image: flowchartSvg, format, dpi: 300, width: 4096 }), `flowchart conversion to ${format}`));
  }
  const peak = mb(procStatusKb(s.worker.pid, 'VmHWM'));
  const after = await settledRss(s, SETTLE_MS);

  for (const st of steps) out.push(`  ${st.name.padEnd(38)} ${fmt(st.seconds).padStart(6)} s; worker RSS when final ${fmt(st.rssAfterMb).padStart(7)} MB = ${ratio(st.rssAfterMb, idle.last)} x idle`);
  out.push(`worker peak RSS during the jobs ${fmt(peak)} MB (${ratio(peak, idle.last)} x idle; before them ${fmt(hwmBefore)} MB)`);
  const verdict = after.last / idle.last <= TARGET_RATIO ? 'within' : 'ABOVE';
  out.push(
    `-> worker RSS ${SETTLE_MS / 1000} s after the last job: ${fmt(after.last)} MB vs idle ${fmt(idle.last)} MB: ratio ${ratio(after.last, idle.last)} (${verdict} the ${TARGET_RATIO}x target; lowest sample ${fmt(after.low)} MB = ${ratio(after.low, idle.low)} x the idle lowest)`,
  );
  out.push(`-> vs warm idle ${fmt(warm.last)} MB: ratio ${ratio(after.last, warm.last)}`);
  const path = writeResults('workerIdle', { at: new Date().toISOString(), idleMb: idle, warmIdleMb: warm, afterMb: after, peakMb: peak, steps });
  out.push(`results: ${path}`);
  console.log(out.join('\n'));
}

await runGuarded('workerIdle', main, guard, shutdown);

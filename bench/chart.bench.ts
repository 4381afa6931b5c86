// The chart engine, each figure a ratio against a baseline measured in the same run:
//   (1) render time per format of one figure (a scatter of 1,000 points in two groups, axes,
//       title, legend; 'default' journal, single column; rasters at 600 dpi), in this process,
//       vs. matplotlib drawing the same figure (same inches, dpi, points, fonts) and saving it
//       to the same format, timed inside Python (bench/matplotlib_baseline.py) so that
//       interpreter start and imports are not counted. matplotlib is installed for the user
//       if it is missing; if that fails the ratios are skipped, not the benchmark;
//   (2) data-to-final latency of a chart job over HTTP (multipart POST /charts/generations with
//       a 200-row CSV, `Prefer: wait=30`) vs. bare Temporal start + result (bench/bare/), and
//       vs. the spec's 30-120 s per chart job and our ~1 s aim;
//   (3) peak memory (VmHWM) of a child process that parses a 100,000-row CSV and draws a
//       histogram and a scatter of it, and of one that draws a 100,000-point line chart, vs.
//       the same child that only imports the engine (and vs. the issue's 500 MB); the 100,000-point scatter in all
//       four formats vs. matplotlib drawing the same figure to the same four formats with its
//       points rasterized=True, as ours are in PDF and EPS (and vs. the issue's 1.5 s).
// (1) and (3) run before the stack starts, so that its start-up does not share their CPU.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { CHARTS } from '../engines/chart/charts/index.ts';
import type { Table } from '../engines/chart/data/types.ts';
import { parseDataFile, renderChart, specFromRequest, type ChartSpec, type FigureOptions, RASTER_DPI } from '../engines/chart/index.ts';
import { themeFor, type Theme } from '../engines/chart/plot/theme.ts';
import { allFontFaces } from '../engines/chart/render/fonts.ts';
import { pngFromPixels, rasterize, tiffFromPixels, toEps, toPdf, withRasterLayers, type Scene } from '../engines/chart/render/index.ts';
import { mulberry32 } from '../engines/chart/stats/density.ts';
import { paletteColor } from '../engines/shared/palettes.ts';
import { ROOT } from '../scripts/stack.ts';
import { JOB_ID } from '../jobs/workflow/searchAttributes.ts';
import { BARE_QUEUE, startBareWorker, type BareWorker } from './bare/worker.ts';
import type { bareWorkflow } from './bare/workflows.ts';
import { breakdown, type Breakdown, type TimedRun } from './history.ts';
import { admin, fmt, mb, median, NAMESPACE, quantile, ratio, startStack, stopStacks, writeResults, type Reply, type Stack, guardBench, interleaved, runGuarded } from './support.ts';

const run = promisify(execFile);
const NODE_ARGS = ['--disable-warning=ExperimentalWarning'];

// (1)
const RENDER_POINTS = 1_000;
const RENDER_WARMUP = 3;
const RENDER_RUNS = 15;
/** The runs come in this many rounds, ours and matplotlib's in turn (RENDER_RUNS a multiple of it). */
const RENDER_ROUNDS = 3;
/** Untimed runs at the start of each Python process (its first draw loads fonts and caches). */
const RENDER_WARMUP_PYTHON = 2;
const FORMATS = ['png', 'pdf', 'eps', 'tiff'] as const;
type Format = (typeof FORMATS)[number];
const OPTIONS: FigureOptions = { journal: 'default', width: 'single', palette: 'okabe_ito' };
const SCATTER_REQUEST = 'y against x by group. Title "Bench scatter"';
const PYTHON = process.env.PYTHON ?? 'python3';
// (2)
const JOB_ROWS = 200;
const JOB_WARMUP = 2;
const JOB_SAMPLES = 10;
/** The job's figure drawn in this process, for the engine's share of a job. */
const ENGINE_JOB_RUNS = 5;
/** Creates per key before the next key: the API allows 20 per key and 40 per account a minute. */
const PER_KEY = 15;
const KEYS_PER_ACCOUNT = 2;
/** The spec's figure for one chart job, and ours. */
const SPEC_SECONDS = [30, 120] as const;
const AIM_MS = 1_000;
// (3)
const MEMORY_ROWS = 100_000;
/** Each child runs this many times; the figures are medians. */
const MEMORY_REPEATS = 2;
/** matplotlib's 100,000-point figure: untimed, then timed runs of each format (about 1.5 s each). */
const MPL_BIG_WARMUP = 0;
const MPL_BIG_RUNS = 1;
/** The issue's bounds for the 100,000-point chart in all four formats. */
const BIG_TARGET_MS = 1_500;
const BIG_TARGET_MB = 500;
/** The whole benchmark, stack start included, or it fails. */
const DEADLINE_MS = 175_000;

Runtime.install({ logger: new DefaultLogger('WARN') });

let bare: BareWorker | undefined;
let connection: Connection | undefined;
let stopped: Promise<void> | undefined;
const scratch = mkdtempSync(join(tmpdir(), 'figures-chart-bench-'));

/** Stops the bare worker, the client and the stack, once, whoever asks first. */
function shutdown(): Promise<void> {
  stopped ??= (async () => {
    await bare?.stop().catch(() => undefined);
    await connection?.close().catch(() => undefined);
    await stopStacks();
    rmSync(scratch, { recursive: true, force: true });
  })();
  return stopped;
}

const guard = guardBench('chart', DEADLINE_MS, shutdown, () => Boolean(stopped));

// ---- data ----

/** `rows` rows of x, y, group (two groups, shifted), from a fixed seed. */
function csvOf(rows: number, seed: number): string {
  const rand = mulberry32(seed);
  const z = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const lines = ['x,y,group'];
  for (let i = 0; i < rows; i++) {
    const treated = i % 2 === 1;
    const x = 50 + z() * 12;
    const y = (treated ? 20 : 5) + x * 0.8 + z() * 6;
    lines.push(`${x.toFixed(3)},${y.toFixed(3)},${treated ? 'treated' : 'control'}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `rows` rows of x (the row number: distinct, increasing), y, group: two random walks. */
function lineCsvOf(rows: number, seed: number): string {
  const rand = mulberry32(seed);
  const walk = [0, 20];
  const lines = ['x,y,group'];
  for (let i = 0; i < rows; i++) {
    const g = i % 2;
    walk[g] = (walk[g] as number) + rand() - 0.5;
    lines.push(`${Math.floor(i / 2)},${(walk[g] as number).toFixed(3)},${g === 1 ? 'treated' : 'control'}`);
  }
  return `${lines.join('\n')}\n`;
}

// ---- (1) render per format vs. matplotlib ----

interface RenderFigures {
  ours: Record<Format, number[]>;
  scene: number[];
  /** Drawn pixels to TIFF only (sharp: LZW-encode). */
  tiffFromPixels: number[];
  renderChart: number[];
  bytes: Record<Format, number>;
  pixels: { width: number; height: number };
  matplotlib: MatplotlibResult | { unavailable: string };
}

interface MatplotlibResult {
  matplotlib: string;
  font: string;
  ms: Record<Format, number[]>;
  bytes: Record<Format, number>;
}

/** Our side of (1): `chunk` adds `runs` timed runs of each format after `warmup` untimed ones. */
function ourRenderer(table: Table, spec: ChartSpec, theme: Theme) {
  const draw = CHARTS.scatter;
  if (!draw) throw new Error('the scatter chart is not available');
  const title = spec.title ?? spec.type;
  const scene = (): Scene => draw({ table, spec, theme });
  const figures: Omit<RenderFigures, 'matplotlib'> = {
    ours: Object.fromEntries(FORMATS.map((f) => [f, [] as number[]])) as Record<Format, number[]>,
    scene: [],
    tiffFromPixels: [],
    renderChart: [],
    bytes: {} as Record<Format, number>,
    pixels: { width: 0, height: 0 },
  };
  // Each run draws the scene from the table and writes one format, as matplotlib's run builds
  // its figure and saves it: the scene, its dense layers (none at this size: the check is
  // timed), then the format; the TIFF is the engine's path to it (pixels, then LZW).
  const layered = () => withRasterLayers(scene(), RASTER_DPI);
  const once: Record<Format, () => Promise<number>> = {
    png: async () => {
      const png = await pngFromPixels(await rasterize(await layered(), RASTER_DPI), RASTER_DPI);
      figures.pixels = { width: png.width, height: png.height };
      return png.bytes.length;
    },
    pdf: async () => (await toPdf(await layered(), { title })).length,
    eps: async () => toEps(await layered(), { title }).length,
    tiff: async () => (await tiffFromPixels(await rasterize(await layered(), RASTER_DPI), RASTER_DPI)).bytes.length,
  };
  return {
    figures,
    async chunk(warmup: number, runs: number): Promise<void> {
      for (let i = 0; i < warmup + runs; i++) {
        const timed = i >= warmup;
        // Round robin over the formats, as the Python side does.
        for (const format of FORMATS) {
          const t0 = performance.now();
          figures.bytes[format] = await once[format]();
          if (timed) figures.ours[format].push(performance.now() - t0);
        }
        const t0 = performance.now();
        const built = scene();
        if (timed) figures.scene.push(performance.now() - t0);
        const pixels = await rasterize(built, RASTER_DPI);
        const t1 = performance.now();
        await tiffFromPixels(pixels, RASTER_DPI);
        if (timed) figures.tiffFromPixels.push(performance.now() - t1);
        // renderChart as a job runs it: all four, the pixels drawn once for the PNG and the TIFF.
        const t2 = performance.now();
        await renderChart(table, spec, OPTIONS);
        if (timed) figures.renderChart.push(performance.now() - t2);
      }
    },
  };
}

async function matplotlibAvailable(): Promise<string | undefined> {
  const probe = () => run(PYTHON, ['-c', 'import matplotlib, PIL; print(matplotlib.__version__)'], { timeout: 60_000 });
  try {
    await probe();
    return undefined;
  } catch {
    // not installed: install it for this user
  }
  try {
    console.log(`bench: matplotlib is missing; ${PYTHON} -m pip install --user --quiet matplotlib`);
    await run(PYTHON, ['-m', 'pip', 'install', '--user', '--quiet', 'matplotlib'], { timeout: 90_000 });
    await probe();
    return undefined;
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return `matplotlib could not be installed (${message})`;
  }
}

/**
 * matplotlib's side of (1): `chunk` runs bench/matplotlib_baseline.py once (a fresh Python
 * process: `warmup` untimed runs, then `runs` timed ones, timed inside Python) and adds its
 * times; the first failure makes the baseline unavailable.
 */
async function matplotlibRenderer(table: Table, spec: ChartSpec, theme: Theme, rasterized = false) {
  let figures: MatplotlibResult | { unavailable: string } | undefined;
  const missing = await matplotlibAvailable();
  if (missing) figures = { unavailable: missing };
  const col = (name: string) => table.columns.find((c) => c.name === name)?.values ?? [];
  const config = {
    width_in: theme.width / 72,
    height_in: theme.height / 72,
    dpi: RASTER_DPI,
    formats: FORMATS,
    x: col('x'),
    y: col('y'),
    group: col('group'),
    font_files: allFontFaces().map((f) => f.file),
    font_size: theme.fontSize,
    title_size: theme.titleSize,
    axis_width: theme.axisWidth,
    tick_length: theme.tickLength,
    marker_radius_pt: theme.markerRadius,
    colors: [paletteColor(OPTIONS.palette, 0), paletteColor(OPTIONS.palette, 1)],
    title: spec.title ?? '',
    xlabel: 'x',
    ylabel: 'y',
    rasterized,
  };
  return {
    result: () => figures ?? { unavailable: 'the matplotlib baseline did not run' },
    async chunk(warmup: number, runs: number): Promise<void> {
      if (figures && 'unavailable' in figures) return;
      const path = join(scratch, 'matplotlib.json');
      writeFileSync(path, JSON.stringify({ ...config, warmup, runs }));
      try {
        const { stdout } = await run(PYTHON, [join(ROOT, 'bench/matplotlib_baseline.py'), path], { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 });
        const got = JSON.parse(stdout) as MatplotlibResult;
        if (!figures) figures = got;
        else for (const f of FORMATS) figures.ms[f].push(...got.ms[f]);
      } catch (err) {
        const message = err instanceof Error ? err.message.split('\n').slice(0, 3).join(' ') : String(err);
        figures = { unavailable: `the matplotlib baseline failed (${message})` };
      }
    },
  };
}

// ---- (3) peak memory of a child that parses and draws 100,000 rows ----

/**
 * The child: `full` parses the CSV and draws a histogram and a scatter of it through
 * renderChart (all four formats each), `line` parses the line CSV (x the row number: one line
 * of 50,000 points per group) and draws its line chart, `imports` only imports the engine;
 * each prints its VmHWM at the end. Plain JavaScript in a scratch .mjs file (not `node -e`: the parse worker
 * thread would inherit --input-type and fail), so that the child imports nothing of this file
 * (Temporal, the bench helpers).
 */
const MEMORY_CHILD = `
import { readFileSync } from 'node:fs';
const [mode, root, csvPath, lineCsvPath] = process.argv.slice(2);
const status = () => readFileSync('/proc/self/status', 'utf8');
const kb = (field) => Number(new RegExp('^' + field + ':\\\\s+(\\\\d+) kB', 'm').exec(status())?.[1]);
const engine = await import(new URL('engines/chart/index.ts', root).href);
const out = { mode, hwmKbAfter: { imports: kb('VmHWM') } };
let table;
const options = { journal: 'default', width: 'single', palette: 'okabe_ito' };
const parse = async (path, fileName) => {
  const bytes = readFileSync(path);
  const t0 = performance.now();
  table = await engine.parseDataFile(bytes, { fileName });
  out.parseMs = performance.now() - t0;
  out.hwmKbAfter.parse = kb('VmHWM');
  out.rows = table.rowCount;
  out.csvBytes = bytes.length;
};
if (mode === 'full') {
  await parse(csvPath, 'data.csv');
  for (const [name, request] of [['histogram', 'x'], ['scatter', 'y against x by group']]) {
    const t = performance.now();
    const spec = engine.specFromRequest(table, request, [name]);
    const files = await engine.renderChart(table, spec, options);
    out[name] = { ms: performance.now() - t, type: spec.type, bytes: Object.fromEntries(files.map((f) => [f.format, f.bytes.length])) };
    out.hwmKbAfter[name] = kb('VmHWM');
  }
}
if (mode === 'line') {
  await parse(lineCsvPath, 'line.csv');
  const t = performance.now();
  const spec = engine.specFromRequest(table, 'y against x by group', ['line']);
  const files = await engine.renderChart(table, spec, options);
  out.line = { ms: performance.now() - t, type: spec.type, bytes: Object.fromEntries(files.map((f) => [f.format, f.bytes.length])) };
  out.hwmKbAfter.line = kb('VmHWM');
}
out.vmHwmKb = kb('VmHWM');
out.vmRssKb = kb('VmRSS');
// 'steps': where the time and memory of the big scatter go, one renderer after the other,
// VmHWM read after each (a separate child, so that the figures above are renderChart's own).
if (mode === 'steps') {
  const { CHARTS } = await import(new URL('engines/chart/charts/index.ts', root).href);
  const { themeFor } = await import(new URL('engines/chart/plot/theme.ts', root).href);
  const render = await import(new URL('engines/chart/render/index.ts', root).href);
  table = await engine.parseDataFile(readFileSync(csvPath), { fileName: 'data.csv' });
  const spec = engine.specFromRequest(table, 'y against x by group', ['scatter']);
  const steps = {};
  const time = async (name, f) => { const t = performance.now(); const r = await f(); steps[name] = { ms: performance.now() - t, hwmKb: kb('VmHWM') }; return r; };
  const drawn = await time('scene', () => CHARTS.scatter({ table, spec, theme: themeFor(options.journal, options.width, options.palette) }));
  const scene = await time('layers', () => render.withRasterLayers(drawn, engine.RASTER_DPI));
  const pixels = await time('pixels', () => render.rasterize(scene, engine.RASTER_DPI));
  await time('png', () => render.pngFromPixels(pixels, engine.RASTER_DPI));
  await time('tiff', () => render.tiffFromPixels(pixels, engine.RASTER_DPI));
  await time('eps', () => render.toEps(scene, { title: 'scatter' }));
  await time('pdf', () => render.toPdf(scene, { title: 'scatter' }));
  out.steps = steps;
}
console.log(JSON.stringify(out));
`;

interface MemoryChild {
  mode: string;
  vmHwmKb: number;
  vmRssKb: number;
  /** VmHWM after each step: imports, parse, histogram, scatter (full); imports, parse, line (line). */
  hwmKbAfter: Record<string, number>;
  /** mode 'steps': each renderer of the big scatter in turn, its time and VmHWM after it. */
  steps?: Record<string, { ms: number; hwmKb: number }>;
  parseMs?: number;
  rows?: number;
  csvBytes?: number;
  histogram?: { ms: number; type: string; bytes: Record<string, number> };
  scatter?: { ms: number; type: string; bytes: Record<string, number> };
  line?: { ms: number; type: string; bytes: Record<string, number> };
}

async function memoryChild(mode: 'full' | 'imports' | 'steps' | 'line', csvPath: string, lineCsvPath: string): Promise<MemoryChild> {
  const script = join(scratch, 'memoryChild.mjs');
  writeFileSync(script, MEMORY_CHILD);
  const { stdout } = await run(process.execPath, [...NODE_ARGS, script, mode, pathToFileURL(`${ROOT}/`).href, csvPath, lineCsvPath], {
    cwd: ROOT,
    timeout: 60_000,
    maxBuffer: 1024 * 1024,
  });
  const child = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as MemoryChild;
  if ((mode === 'full' || mode === 'line') && child.rows !== MEMORY_ROWS) throw new Error(`the memory child read ${child.rows} rows, expected ${MEMORY_ROWS}`);
  return child;
}

// ---- (2) a chart job over HTTP ----

/** Keys for `creates` sequential creates, PER_KEY per key, KEYS_PER_ACCOUNT per account with the credits they need. */
async function chartKeys(s: Stack, creates: number): Promise<string[]> {
  const keysNeeded = Math.ceil(creates / PER_KEY);
  const accounts = Math.ceil(keysNeeded / KEYS_PER_ACCOUNT);
  const perAccount = await Promise.all(
    Array.from({ length: accounts }, async () => {
      const account = await admin(s, 'account', 'create', '--name', `bench-${randomUUID().slice(0, 8)}`, '--plan', 'pro', '--credits', String(100 * PER_KEY * KEYS_PER_ACCOUNT));
      const keys: string[] = [];
      for (let k = 0; k < KEYS_PER_ACCOUNT; k++) {
        keys.push((await admin(s, 'key', 'create', '--account', account.account_id as string, '--scopes', 'all', '--expires', '30')).key as string);
      }
      return keys;
    }),
  );
  return perAccount.flat();
}

async function createChart(s: Stack, key: string, csv: string): Promise<Reply> {
  const form = new FormData();
  form.set('request', SCATTER_REQUEST);
  form.set('chart_types', 'scatter');
  form.set('journal_style', 'default');
  form.set('figure_width', 'single');
  form.set('data', new Blob([csv]), 'data.csv');
  const sentAt = Date.now();
  const t0 = performance.now();
  const res = await fetch(`${s.base}/charts/generations`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': randomUUID(), Prefer: 'wait=30' },
    body: form,
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the error message
  }
  return { status: res.status, body, ms, sentAt, doneAt: Date.now() };
}

interface Timed {
  ms: number;
  run: TimedRun;
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const out: string[] = [];
  const say = (line: string) => out.push(line);

  // ---- (1) ----
  const table = await parseDataFile(Buffer.from(csvOf(RENDER_POINTS, 42)), { fileName: 'data.csv' });
  const spec = specFromRequest(table, SCATTER_REQUEST, ['scatter']);
  const theme = themeFor(OPTIONS.journal, OPTIONS.width, OPTIONS.palette);
  const load = { before: loadavg()[0] ?? NaN, after: NaN };
  const ourSide = ourRenderer(table, spec, theme);
  const mplSide = await matplotlibRenderer(table, spec, theme);
  // Rounds, the order alternating, so that drift (other work on the machine) hits both alike.
  for (let round = 0; round < RENDER_ROUNDS; round++) {
    const oursChunk = () => ourSide.chunk(round === 0 ? RENDER_WARMUP : 1, RENDER_RUNS / RENDER_ROUNDS);
    const mplChunk = () => mplSide.chunk(RENDER_WARMUP_PYTHON, RENDER_RUNS / RENDER_ROUNDS);
    if (round % 2 === 0) {
      await oursChunk();
      await mplChunk();
    } else {
      await mplChunk();
      await oursChunk();
    }
  }
  const ours = ourSide.figures;
  const mpl = mplSide.result();
  load.after = loadavg()[0] ?? NaN;

  // The engine's share of a job: the job's own data parsed and drawn in this process.
  const jobCsv = csvOf(JOB_ROWS, 3);
  const engineJob = { parse: [] as number[], render: [] as number[] };
  for (let i = 0; i < 1 + ENGINE_JOB_RUNS; i++) {
    const t0 = performance.now();
    const jobTable = await parseDataFile(Buffer.from(jobCsv), { fileName: 'data.csv' });
    const t1 = performance.now();
    await renderChart(jobTable, specFromRequest(jobTable, SCATTER_REQUEST, ['scatter']), OPTIONS);
    if (i > 0) {
      engineJob.parse.push(t1 - t0);
      engineJob.render.push(performance.now() - t1);
    }
  }
  const renderDoneAt = performance.now();

  // ---- (3) ----
  const bigCsvText = csvOf(MEMORY_ROWS, 7);
  const bigCsv = join(scratch, 'rows100k.csv');
  writeFileSync(bigCsv, bigCsvText);
  const lineCsv = join(scratch, 'line100k.csv');
  writeFileSync(lineCsv, lineCsvOf(MEMORY_ROWS, 11));
  const memBase: MemoryChild[] = [];
  const memFull: MemoryChild[] = [];
  const memLine: MemoryChild[] = [];
  for (let i = 0; i < MEMORY_REPEATS; i++) {
    memBase.push(await memoryChild('imports', bigCsv, lineCsv));
    memFull.push(await memoryChild('full', bigCsv, lineCsv));
    memLine.push(await memoryChild('line', bigCsv, lineCsv));
  }
  const memSteps = await memoryChild('steps', bigCsv, lineCsv);
  // The baseline of the 100,000-point scatter: matplotlib drawing the same figure to the same
  // four formats, its points rasterized=True as ours are in PDF and EPS (a fresh Python).
  const bigTable = await parseDataFile(Buffer.from(bigCsvText), { fileName: 'data.csv' });
  const mplBig = await matplotlibRenderer(bigTable, specFromRequest(bigTable, SCATTER_REQUEST, ['scatter']), theme, true);
  await mplBig.chunk(MPL_BIG_WARMUP, MPL_BIG_RUNS);
  const memoryDoneAt = performance.now();

  // ---- (2) ----
  const s = await startStack();
  const keys = await chartKeys(s, JOB_WARMUP + JOB_SAMPLES);
  connection = await Connection.connect({ address: s.temporalAddress });
  const client = new Client({ connection, namespace: NAMESPACE });
  bare = await startBareWorker(s.temporalAddress, NAMESPACE);
  const setupMs = performance.now() - memoryDoneAt;

  const bareOnce = async (): Promise<Timed> => {
    const sentAt = Date.now();
    const start = performance.now();
    const handle = await client.workflow.start<typeof bareWorkflow>('bareWorkflow', { taskQueue: BARE_QUEUE, workflowId: `bare-${randomUUID()}`, args: [1] });
    await handle.result();
    const ms = performance.now() - start;
    return { ms, run: { workflowId: handle.workflowId, runId: handle.firstExecutionRunId, sentAt, doneAt: Date.now() } };
  };
  const serviceOnce = async (i: number): Promise<Reply> => {
    const key = keys[Math.floor(i / PER_KEY)];
    if (!key) throw new Error(`no key for request ${i}`);
    const reply = await createChart(s, key, jobCsv);
    const formats = (reply.body?.outputs ?? []).map((o: { format: string }) => o.format).sort();
    if (reply.status !== 200 || reply.body?.status !== 'succeeded' || formats.join() !== 'eps,pdf,png,tiff') {
      throw new Error(`chart ${i}: expected 200 succeeded with 4 outputs, got ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    return reply;
  };
  const { service: serviceSamples, bare: bareSamples } = await interleaved(JOB_SAMPLES, JOB_WARMUP, serviceOnce, bareOnce);

  // Where the time goes, from the workflow histories.
  const workflows = new Map<string, { workflowId: string; runId: string }>();
  for await (const w of client.workflow.list({ query: `TaskQueue = "${s.taskQueue}"` })) {
    const jobId = w.typedSearchAttributes.get(JOB_ID);
    if (jobId) workflows.set(jobId, { workflowId: w.workflowId, runId: w.runId });
  }
  const runs: TimedRun[] = [];
  for (const reply of serviceSamples) {
    const w = workflows.get(reply.body.id as string);
    if (w) runs.push({ ...w, sentAt: reply.sentAt, doneAt: reply.doneAt });
  }
  const serviceSplit = runs.length > 0 ? await breakdown(client, runs, 'runChart completed') : undefined;

  // ---- figures ----
  const title = `== chart: scatter of ${RENDER_POINTS} points in 2 groups, 'default' single column (${fmt(theme.width / 72, 2)} x ${fmt(theme.height / 72, 2)} in), rasters at ${RASTER_DPI} dpi`;
  say(title);
  say(
    `(1) render, median of ${RENDER_RUNS} in ${RENDER_ROUNDS} rounds alternating with matplotlib, after warm-ups; each run draws the figure from the data and writes one format (1-min load average ${fmt(load.before, 1)} -> ${fmt(load.after, 1)} on ${availableParallelism()} CPUs)`,
  );
  const mplMs = 'ms' in mpl ? mpl.ms : undefined;
  const label: Record<Format, string> = { png: `png (${RASTER_DPI} dpi)`, pdf: 'pdf', eps: 'eps', tiff: `tiff (${RASTER_DPI} dpi)` };
  for (const format of FORMATS) {
    const m = median(ours.ours[format]);
    if (mplMs) {
      const b = median(mplMs[format]);
      say(`chart render ${label[format]} ${fmt(m, 0)} ms vs matplotlib ${fmt(b, 0)} ms: ratio ${ratio(m, b)}`);
    } else {
      say(`chart render ${label[format]} ${fmt(m, 0)} ms (matplotlib baseline unavailable: no ratio)`);
    }
  }
  const sumOf = (r: Record<Format, number[]>) => FORMATS.reduce((a, f) => a + median(r[f]), 0);
  const allMs = median(ours.renderChart);
  if (mplMs) {
    say(
      `chart renderChart (all four, as a job draws them; pixels drawn once for PNG and TIFF) ${fmt(allMs, 0)} ms vs matplotlib's four saves ${fmt(sumOf(mplMs), 0)} ms: ratio ${ratio(allMs, sumOf(mplMs))}`,
    );
  } else {
    say(`chart renderChart (all four, as a job draws them) ${fmt(allMs, 0)} ms`);
  }
  say(
    `  of each run: scene from the table ${fmt(median(ours.scene), 1)} ms; of the TIFF: pixels to TIFF (tiffFromPixels) ${fmt(median(ours.tiffFromPixels), 0)} ms; PNG ${ours.pixels.width}x${ours.pixels.height} px; bytes ours ${FORMATS.map((f) => `${f} ${ours.bytes[f]}`).join(', ')}` +
      ('bytes' in mpl ? `; matplotlib ${FORMATS.map((f) => `${f} ${mpl.bytes[f]}`).join(', ')}` : ''),
  );
  if ('unavailable' in mpl) say(`  matplotlib baseline unavailable: ${mpl.unavailable}`);
  else say(`  matplotlib ${mpl.matplotlib} (Agg), font ${mpl.font}, Type 42 fonts in PDF/EPS, LZW TIFF; timed inside Python (perf_counter), start-up and imports excluded`);

  const p50 = { service: median(serviceSamples.map((x) => x.ms)), bare: median(bareSamples.map((x) => x.ms)) };
  const p95 = { service: quantile(serviceSamples.map((x) => x.ms), 0.95), bare: quantile(bareSamples.map((x) => x.ms), 0.95) };
  say(`(2) chart job over HTTP: ${JOB_ROWS}-row CSV, scatter, Prefer: wait=30; ${JOB_SAMPLES} sequential after ${JOB_WARMUP} warm-ups, interleaved with the bare baseline`);
  say(`chart job data-to-final p50 ${fmt(p50.service)} ms vs bare workflow start+result ${fmt(p50.bare)} ms: ratio ${ratio(p50.service, p50.bare)}`);
  say(`chart job data-to-final p95 ${fmt(p95.service)} ms vs bare workflow start+result ${fmt(p95.bare)} ms: ratio ${ratio(p95.service, p95.bare)}`);
  say(
    `chart job data-to-final p50 ${fmt(p50.service / 1000, 2)} s vs the spec's ${SPEC_SECONDS[0]}-${SPEC_SECONDS[1]} s per chart job: ratio ${fmt(p50.service / (SPEC_SECONDS[0] * 1000), 3)}-${fmt(p50.service / (SPEC_SECONDS[1] * 1000), 3)} (${fmt((SPEC_SECONDS[0] * 1000) / p50.service, 0)}-${fmt((SPEC_SECONDS[1] * 1000) / p50.service, 0)}x faster); vs our ~${AIM_MS / 1000} s aim: ratio ${ratio(p50.service, AIM_MS)}`,
  );
  const engineMs = { parse: median(engineJob.parse), render: median(engineJob.render) };
  say(
    `  the engine's share: the same ${JOB_ROWS}-row CSV parsed (on this thread: under INLINE_TEXT_BYTES) ${fmt(engineMs.parse, 0)} ms + renderChart (4 formats) ${fmt(engineMs.render, 0)} ms in this process (before the stack started, median of ${ENGINE_JOB_RUNS}): ${fmt(((engineMs.parse + engineMs.render) / p50.service) * 100, 0)}% of the job's p50`,
  );
  if (serviceSplit) describe(say, 'where a chart job goes, data to final', serviceSplit);

  const hwm = (xs: MemoryChild[]) => median(xs.map((x) => x.vmHwmKb));
  const full = memFull[memFull.length - 1] as MemoryChild;
  say(`(3) ${MEMORY_ROWS.toLocaleString('en')}-row CSV (3 columns, ${fmt((full.csvBytes ?? 0) / 1024 / 1024, 1)} MB) in a child process, median of ${MEMORY_REPEATS}`);
  for (const [what, children] of [
    ['parse + histogram + scatter', memFull],
    ['line chart (parse + draw)', memLine],
  ] as const) {
    const peak = hwm(children);
    say(
      `chart ${what} peak RSS (VmHWM) ${fmt(mb(peak))} MB vs the same child importing the engine only ${fmt(mb(hwm(memBase)))} MB: ratio ${ratio(peak, hwm(memBase))} (+${fmt(mb(peak - hwm(memBase)))} MB); vs the ${BIG_TARGET_MB} MB bound: ratio ${ratio(mb(peak), BIG_TARGET_MB)}`,
    );
  }
  const bigMs = median(memFull.map((x) => x.scatter?.ms ?? NaN));
  const lineMs = median(memLine.map((x) => x.line?.ms ?? NaN));
  const mplBigResult = mplBig.result();
  const mplBigMs = 'ms' in mplBigResult ? FORMATS.reduce((a, f) => a + median(mplBigResult.ms[f]), 0) : undefined;
  say(
    `chart scatter of ${MEMORY_ROWS.toLocaleString('en')} points, all four formats (renderChart; dense layer an image in PDF/EPS) ${fmt(bigMs, 0)} ms` +
      (mplBigMs !== undefined
        ? ` vs matplotlib drawing the same figure (rasterized=True) to the same four formats ${fmt(mplBigMs, 0)} ms: ratio ${ratio(bigMs, mplBigMs)}`
        : ` (matplotlib baseline unavailable: ${'unavailable' in mplBigResult ? mplBigResult.unavailable : ''})`) +
      `; vs the ${BIG_TARGET_MS / 1000} s bound: ratio ${ratio(bigMs, BIG_TARGET_MS)}`,
  );
  if ('ms' in mplBigResult) say(`  matplotlib per format (median of ${MPL_BIG_RUNS}, ms): ${FORMATS.map((f) => `${f} ${fmt(median(mplBigResult.ms[f]), 0)}`).join(', ')}`);
  say(
    `chart line chart of ${MEMORY_ROWS.toLocaleString('en')} points (2 lines of ${(MEMORY_ROWS / 2).toLocaleString('en')}), all four formats ${fmt(lineMs, 0)} ms vs the ${BIG_TARGET_MS / 1000} s bound: ratio ${ratio(lineMs, BIG_TARGET_MS)}`,
  );
  say(
    `chart parse of ${MEMORY_ROWS.toLocaleString('en')} rows ${fmt(median(memFull.map((x) => x.parseMs ?? NaN)), 0)} ms; renderChart histogram ${fmt(median(memFull.map((x) => x.histogram?.ms ?? NaN)), 0)} ms (all four formats)`,
  );
  const steps = ['imports', 'parse', 'histogram', 'scatter'];
  say(
    `  peak after each step (MB, median): ${steps.map((k) => `${k} ${fmt(mb(median(memFull.map((x) => x.hwmKbAfter[k] ?? NaN))))}`).join(', ')}`,
  );
  if (memSteps.steps) {
    say(
      `  the ${MEMORY_ROWS.toLocaleString('en')}-point scatter renderer by renderer (another child, one run; ms, then peak MB after it): ${Object.entries(memSteps.steps)
        .map(([k, v]) => `${k} ${fmt(v.ms, 0)} ms ${fmt(mb(v.hwmKb), 0)} MB`)
        .join(', ')}`,
    );
  }
  say(`  scatter bytes: ${Object.entries(full.scatter?.bytes ?? {}).map(([f, n]) => `${f} ${n}`).join(', ')}; line bytes: ${Object.entries(memLine[memLine.length - 1]?.line?.bytes ?? {}).map(([f, n]) => `${f} ${n}`).join(', ')}`);

  const path = writeResults('chart', {
    at: new Date().toISOString(),
    config: { RENDER_POINTS, RENDER_WARMUP, RENDER_RUNS, RENDER_ROUNDS, RENDER_WARMUP_PYTHON, JOB_ROWS, JOB_WARMUP, JOB_SAMPLES, PER_KEY, MEMORY_ROWS, MEMORY_REPEATS, MPL_BIG_WARMUP, MPL_BIG_RUNS, OPTIONS, dpi: RASTER_DPI },
    render: { ...ours, matplotlib: mpl, loadAverage: load },
    job: { p50, p95, engineInProcessMs: engineJob, service: serviceSamples.map((x) => x.ms), bare: bareSamples.map((x) => x.ms), breakdown: serviceSplit },
    memory: { full: memFull, line: memLine, imports: memBase, steps: memSteps, matplotlib100k: mplBig.result() },
    seconds: { render: (renderDoneAt - t0) / 1000, memory: (memoryDoneAt - renderDoneAt) / 1000, stackSetup: setupMs / 1000 },
  });
  say(
    `results: ${path} (bench ${fmt((performance.now() - t0) / 1000)} s: render ${fmt((renderDoneAt - t0) / 1000)} s, memory ${fmt((memoryDoneAt - renderDoneAt) / 1000)} s, stack setup ${fmt(setupMs / 1000)} s)`,
  );
  console.log(`\n${out.join('\n')}`);
}

function describe(say: (line: string) => void, title: string, b: Breakdown): void {
  say(`${title} (median of ${b.runs}, ms; client clock + workflow history):`);
  for (const step of b.steps) {
    say(`  ${step.label.padEnd(58)} ${fmt(step.medianMs, 0).padStart(5)}${step.seen < b.runs ? `  (in ${step.seen} of ${b.runs})` : ''}`);
  }
  say(
    `  = ${fmt(b.totalMs, 0)} ms; ${b.workflowTasks} workflow tasks on the path: waiting ${fmt(b.workflowTaskWaitMs, 0)} + in the worker ${fmt(b.workflowTaskWorkerMs, 0)} ms; activities ${fmt(b.activitiesMs, 0)} ms`,
  );
}

await runGuarded('chart', main, guard, shutdown);

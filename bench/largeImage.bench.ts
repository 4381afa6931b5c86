// Memory of converting the largest image the upload probe admits (12000 x 12000 pixels, a
// line-art figure of about a megabyte) to each format, each conversion in a process of its
// own (bench/largeImageChild.ts), its peak resident memory a ratio against the baseline
// measured in the same run: a process that loads the same engine and reads the same file's
// header. For scale: the image's pixels alone are 576 MB as 8-bit RGBA. The reference row is
// PDF by pdf-lib's embedPng, the way the engine made PDFs before it streamed rows. Then a large
// flowchart's SVG (the flowchart engine's, 40 steps) drawn at the largest long edge the API
// takes (4096 px) to each format, against a process that loads the engine and reads the SVG's
// size. Each row says whether the peak stays under 1 GB (the target of issue 14).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../scripts/stack.ts';
import { fmt, guardBench, median, ratio, runGuarded, writeResults } from './support.ts';

const run = promisify(execFile);
const CHILD = resolve(ROOT, 'bench/largeImageChild.ts');
const FORMATS = ['pdf', 'png', 'tiff', 'pptx'] as const;
const SOURCES = ['rgb', 'rgba', 'rgba-interlaced'] as const;
/** Baseline runs; their median is the denominator of every ratio. */
const BASELINE_RUNS = 3;
const RAW_RGBA_MB = (12000 * 12000 * 4) / 1024 / 1024;
const DEADLINE_MS = 230_000;
/** The most a conversion may hold at its peak, whatever the source. */
const PEAK_LIMIT_MB = 1024;

interface Measured {
  peakMb: number;
  ms: number;
  outputBytes: number;
}

const dir = mkdtempSync(join(tmpdir(), 'figures-large-image-'));
let stopped = false;
const shutdown = async () => {
  stopped = true;
  rmSync(dir, { recursive: true, force: true });
};
const guard = guardBench('largeImage', DEADLINE_MS, shutdown, () => stopped);

async function child(...args: string[]): Promise<Measured> {
  const { stdout } = await run(process.execPath, ['--disable-warning=ExperimentalWarning', CHILD, ...args], { cwd: ROOT, maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Measured;
}

function row(label: string, m: Measured, baseline: number, extra = ''): string {
  const under = m.peakMb < PEAK_LIMIT_MB ? 'under 1 GB' : 'OVER 1 GB';
  return `  -> ${label.padEnd(4)} peak ${fmt(m.peakMb).padStart(7)} MB vs baseline ${fmt(baseline)} MB: ratio ${ratio(m.peakMb, baseline)}; ${under} (${ratio(m.peakMb, PEAK_LIMIT_MB)} of 1 GB)${extra}; ${fmt(m.ms / 1000)} s`;
}

async function baselineOf(mode: string, file: string): Promise<{ runs: number[]; median: number }> {
  const runs: number[] = [];
  for (let i = 0; i < BASELINE_RUNS; i++) runs.push((await child(mode, file)).peakMb);
  return { runs, median: median(runs) };
}

async function main(): Promise<void> {
  await child('make', dir);
  const out: string[] = [];
  const results: Record<string, unknown> = {};
  out.push('== large image: 12000x12000 PNG to pdf, png, tiff, pptx at 300 dpi; peak RSS (VmHWM) of each conversion in its own process');
  for (const source of SOURCES) {
    const file = join(dir, `${source}.png`);
    const { runs: baselines, median: baseline } = await baselineOf('header', file);
    const sizeMb = statSync(file).size / 1024 / 1024;
    out.push(`${source}.png (${fmt(sizeMb, 2)} MB): baseline, engine loaded and header read, ${fmt(baseline)} MB`);
    const rows: Record<string, Measured> = {};
    for (const format of FORMATS) {
      const m = await child('convert', file, format);
      rows[format] = m;
      out.push(row(format, m, baseline, `; above baseline ${fmt(m.peakMb - baseline)} MB = ${ratio(m.peakMb - baseline, RAW_RGBA_MB)} of the RGBA pixels`));
    }
    if (source === 'rgb') {
      const m = await child('pdf-lib', file);
      rows['pdf-lib'] = m;
      out.push(`  reference: pdf by pdf-lib's embedPng peak ${fmt(m.peakMb)} MB vs baseline ${fmt(baseline)} MB: ratio ${ratio(m.peakMb, baseline)}; ${fmt(m.ms / 1000)} s`);
    }
    results[source] = { sizeBytes: statSync(file).size, baselineMb: baselines, conversions: rows };
  }
  const svg = join(dir, 'flowchart.svg');
  const svgBaseline = await baselineOf('svg-header', svg);
  out.push(`flowchart.svg (${fmt(statSync(svg).size / 1024)} kB) drawn at a 4096 px long edge: baseline, engine loaded and the SVG's size read, ${fmt(svgBaseline.median)} MB`);
  const svgRows: Record<string, Measured> = {};
  for (const format of FORMATS) {
    svgRows[format] = await child('convert-svg', svg, format);
    out.push(row(format, svgRows[format], svgBaseline.median));
  }
  results.flowchartSvg = { sizeBytes: statSync(svg).size, baselineMb: svgBaseline.runs, conversions: svgRows };
  const all = Object.values(results).flatMap((r) => Object.entries((r as { conversions: Record<string, Measured> }).conversions).filter(([name]) => name !== 'pdf-lib'));
  const over = all.filter(([, m]) => m.peakMb >= PEAK_LIMIT_MB).length;
  out.push(`-> ${all.length - over} of ${all.length} conversions peak under 1 GB; highest ${fmt(Math.max(...all.map(([, m]) => m.peakMb)))} MB`);
  const path = writeResults('largeImage', { at: new Date().toISOString(), rawRgbaMb: RAW_RGBA_MB, results });
  out.push(`results: ${path}`);
  console.log(out.join('\n'));
}

await runGuarded('largeImage', main, guard, shutdown);

// Memory of converting the largest image the upload probe admits (12000 x 12000 pixels, a
// line-art figure of about a megabyte) to each format, each conversion in a process of its
// own (bench/largeImageChild.ts), its peak resident memory a ratio against the baseline
// measured in the same run: a process that loads the same engine and reads the same file's
// header. For scale: the image's pixels alone are 576 MB as 8-bit RGBA. The reference row is
// PDF by pdf-lib's embedPng, the way the engine made PDFs before it streamed rows.
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

async function main(): Promise<void> {
  await child('make', dir);
  const out: string[] = [];
  const results: Record<string, unknown> = {};
  out.push('== large image: 12000x12000 PNG to pdf, png, tiff, pptx at 300 dpi; peak RSS (VmHWM) of each conversion in its own process');
  for (const source of SOURCES) {
    const file = join(dir, `${source}.png`);
    const baselines: number[] = [];
    for (let i = 0; i < BASELINE_RUNS; i++) baselines.push((await child('header', file)).peakMb);
    const baseline = median(baselines);
    const sizeMb = statSync(file).size / 1024 / 1024;
    out.push(`${source}.png (${fmt(sizeMb, 2)} MB): baseline, engine loaded and header read, ${fmt(baseline)} MB`);
    const rows: Record<string, Measured> = {};
    for (const format of FORMATS) {
      const m = await child('convert', file, format);
      rows[format] = m;
      out.push(
        `  -> ${format.padEnd(4)} peak ${fmt(m.peakMb).padStart(7)} MB vs baseline ${fmt(baseline)} MB: ratio ${ratio(m.peakMb, baseline)}; ` +
          `above baseline ${fmt(m.peakMb - baseline)} MB = ${ratio(m.peakMb - baseline, RAW_RGBA_MB)} of the RGBA pixels; ${fmt(m.ms / 1000)} s`,
      );
    }
    if (source === 'rgb') {
      const m = await child('pdf-lib', file);
      rows['pdf-lib'] = m;
      out.push(`  reference: pdf by pdf-lib's embedPng peak ${fmt(m.peakMb)} MB vs baseline ${fmt(baseline)} MB: ratio ${ratio(m.peakMb, baseline)}; ${fmt(m.ms / 1000)} s`);
    }
    results[source] = { sizeBytes: statSync(file).size, baselineMb: baselines, conversions: rows };
  }
  const path = writeResults('largeImage', { at: new Date().toISOString(), rawRgbaMb: RAW_RGBA_MB, results });
  out.push(`results: ${path}`);
  console.log(out.join('\n'));
}

await runGuarded('largeImage', main, guard, shutdown);

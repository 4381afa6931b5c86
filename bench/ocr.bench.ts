// OCR time per megapixel: the service's engine (engines/ocr, tesseract.js in
// WebAssembly on one warm worker, with its upscale and its second looks) against Debian's
// `tesseract` CLI (native, run per image: its process start and model load are in its time,
// as they are what a CLI costs) on the same figure images in the same run, interleaved so that
// a noisy stretch of the machine hits both. Also how many of the drawn labels each one read.
// No pass/fail on time: the figures are printed and written to the results directory.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { closeOcr, detectText } from '../engines/ocr/index.ts';
import { twoPanelFigure } from '../test/support/figures.ts';
import { textImage } from '../test/support/textImage.ts';
import { fmt, interleaved, median, ratio, writeResults } from './support.ts';

const run = promisify(execFile);
const WARMUP = 1;
const SAMPLES = 5;

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Debian's tesseract-ocr (with its English data), installed as scripts/debianTools.ts does for poppler. */
function ensureTesseractCli(): void {
  if (has('tesseract')) return;
  if (process.getuid?.() !== 0 || !has('apt-get')) {
    console.error("bench: needs Debian's tesseract-ocr: apt-get install tesseract-ocr");
    process.exit(1);
  }
  console.log("installing tesseract-ocr from Debian's packages");
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] as ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  if (spawnSync('apt-get', ['update', '-qq'], quiet).status !== 0 || spawnSync('apt-get', ['install', '-y', '-qq', 'tesseract-ocr'], quiet).status !== 0) {
    console.error('bench: could not install tesseract-ocr');
    process.exit(1);
  }
}

interface Case {
  name: string;
  png: Buffer;
  labels: string[];
  megapixels: number;
}

async function cases(): Promise<Case[]> {
  const figure = twoPanelFigure(
    { letter: 'A', title: 'Growth of strain WT', yTitle: 'Optical density', xTitle: 'Time (hours)' },
    { letter: 'B', title: 'Growth of mutant', yTitle: 'Relative yield', xTitle: 'Dose (mg)' },
  );
  const base = await textImage(figure);
  const labels = figure.texts.map((t) => t.text);
  const out: Case[] = [];
  for (const [name, factor] of [
    ['figure 800x420', 1],
    ['figure 1600x840', 2],
    ['figure 4000x2100', 5],
  ] as const) {
    const png = factor === 1 ? base : await sharp(base).resize(800 * factor, 420 * factor, { kernel: 'cubic' }).png().toBuffer();
    out.push({ name, png, labels, megapixels: (800 * factor * 420 * factor) / 1e6 });
  }
  return out;
}

/** Drawn labels whose text appears in what was read (spaces ignored: tesseract drops some beside symbols). */
function recall(labels: string[], read: string): number {
  const squashed = read.replace(/\s+/g, '');
  let hits = 0;
  for (const label of labels) if (squashed.includes(label.replace(/\s+/g, ''))) hits++;
  return hits / labels.length;
}

async function main(): Promise<void> {
  ensureTesseractCli();
  const dir = mkdtempSync(join(tmpdir(), 'figures-ocr-bench-'));
  const rows: Array<Record<string, number | string>> = [];
  try {
    const all = await cases();
    await detectText(all[0]!.png); // the warm worker's start is not per image
    console.log('image              MP    engine ms  ms/MP   cli ms  ms/MP   engine/cli  read: engine  cli');
    for (const c of all) {
      const file = join(dir, `${c.name.replace(/\W+/g, '_')}.png`);
      writeFileSync(file, c.png);
      let engineText = '';
      let cliText = '';
      const { service, bare } = await interleaved(
        SAMPLES,
        WARMUP,
        async () => {
          const t0 = performance.now();
          const result = await detectText(c.png);
          const ms = performance.now() - t0;
          engineText = result.texts.map((t) => t.text).join('\n');
          return ms;
        },
        async () => {
          const t0 = performance.now();
          // --psm 11: sparse text, the mode a figure's scattered labels need (the default, 3, reads pages).
          const { stdout } = await run('tesseract', [file, 'stdout', '--psm', '11', '-l', 'eng'], { env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
          const ms = performance.now() - t0;
          cliText = stdout;
          return ms;
        },
      );
      const engineMs = median(service);
      const cliMs = median(bare);
      const row = {
        image: c.name,
        megapixels: c.megapixels,
        engineMs,
        engineMsPerMp: engineMs / c.megapixels,
        cliMs,
        cliMsPerMp: cliMs / c.megapixels,
        ratio: engineMs / cliMs,
        engineRecall: recall(c.labels, engineText),
        cliRecall: recall(c.labels, cliText),
      };
      rows.push(row);
      console.log(
        `${c.name.padEnd(18)} ${fmt(c.megapixels, 2).padStart(5)} ${fmt(engineMs, 0).padStart(9)} ${fmt(row.engineMsPerMp, 0).padStart(6)} ${fmt(cliMs, 0).padStart(8)} ${fmt(row.cliMsPerMp, 0).padStart(6)} ${ratio(engineMs, cliMs).padStart(11)}  ${fmt(row.engineRecall * 100, 0).padStart(11)}% ${fmt(row.cliRecall * 100, 0).padStart(4)}%`,
      );
    }
    console.log('(cli: tesseract --psm 11 on one thread (OMP_THREAD_LIMIT=1, as the WebAssembly engine has one), process start included; read: drawn labels found)');
    console.log(`results: ${writeResults('ocr', { samples: SAMPLES, rows })}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await closeOcr();
  }
}

main().catch((err: unknown) => {
  console.error('bench: ocr failed:', err);
  void closeOcr().finally(() => process.exit(1));
});

// white_background on a 4000x3000 image: time and peak resident memory (VmHWM), each run in
// a process of its own (this file, run as `child`), as ratios against a baseline measured in
// the same run on the same image: decoding it and encoding it again in its own format
// (engines/shared/raster.ts, i.e. sharp), which every edit does around its own work. Two images:
// a figure on a flat coloured background (PNG, the exact route) and a photograph-like scene on
// a textured background (JPEG, the U^2-Net route). Each child runs the operation twice: the
// first call pays the model's loading, the second is the warm figure.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { installModels } from '../scripts/models.ts';
import { ROOT } from '../scripts/stack.ts';
import { whiteBackground } from '../engines/image/edit/whiteBackground.ts';
import { decodeImage, encodeImage } from '../engines/shared/raster.ts';
import { fmt, guardBench, median, ratio, runGuarded, writeResults } from './support.ts';

const run = promisify(execFile);
const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 3;
const DEADLINE_MS = 220_000;

interface Measured {
  /** First call, then the second (warm) call, in ms. */
  coldMs: number;
  warmMs: number;
  peakMb: number;
}

function hwmMb(): number {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return Number(match?.[1]) / 1024;
}

/** A figure of the bench's size: axes, bars, circles, lines of 1 to 4 px and text, on a pale blue. */
function figureSvg(): string {
  const marks = Array.from({ length: 30 }, (_, i) => {
    const x = 300 + i * 120;
    return (
      `<rect x="${x}" y="${2600 - ((i * 337) % 1800)}" width="70" height="${(i * 337) % 1800}" fill="${['#d55e00', '#0072b2', '#009e73'][i % 3]}"/>` +
      `<circle cx="${x + 35}" cy="${400 + ((i * 173) % 600)}" r="${20 + (i % 5) * 8}" fill="#cc79a7" stroke="#222" stroke-width="3"/>` +
      `<line x1="${x}" y1="300" x2="${x + 500}" y2="2500" stroke="#333" stroke-width="${1 + (i % 4)}"/>`
    );
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#dce6f2"/>` +
    `<line x1="250.5" y1="200" x2="250.5" y2="2600.5" stroke="#000"/><line x1="250" y1="2600.5" x2="3900" y2="2600.5" stroke="#000"/>${marks}` +
    `<text x="300" y="2800" font-size="90" font-family="sans-serif">Concentration (mg/ml) by group, n = 12 per group</text></svg>`
  );
}

/** A photograph-like scene: a lit gradient with texture, and an object in the middle. */
function sceneSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs>` +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#35603a"/><stop offset="0.5" stop-color="#8fae7a"/><stop offset="1" stop-color="#d9c29a"/></linearGradient>` +
    `<radialGradient id="o"><stop offset="0" stop-color="#ffd84a"/><stop offset="1" stop-color="#c24e00"/></radialGradient>` +
    `<filter id="n"><feTurbulence baseFrequency="0.02" numOctaves="3"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.25 0"/><feComposite in2="SourceGraphic" operator="in"/></filter></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#g)" filter="url(#n)"/>` +
    `<circle cx="2000" cy="1500" r="900" fill="url(#o)"/></svg>`
  );
}

async function makeFixtures(dir: string): Promise<Record<string, string>> {
  const open = { limitInputPixels: false } as const;
  const figure = join(dir, 'figure.png');
  const scene = join(dir, 'scene.jpg');
  writeFileSync(figure, await sharp(Buffer.from(figureSvg()), open).removeAlpha().png({ compressionLevel: 6 }).toBuffer());
  writeFileSync(scene, await sharp(Buffer.from(sceneSvg()), open).removeAlpha().jpeg({ quality: 90 }).toBuffer());
  return { 'figure on a flat colour (PNG)': figure, 'photograph-like scene (JPEG, model)': scene };
}

/** One measurement, in this process: `baseline` (decode + encode) or `white` (white_background). */
async function child(mode: string, file: string): Promise<void> {
  const image = readFileSync(file);
  const once = async () => {
    const t0 = performance.now();
    if (mode === 'baseline') {
      const decoded = await decodeImage(image);
      await encodeImage(decoded, decoded.format, decoded.density);
    } else {
      await whiteBackground({ operation: 'white_background', image, quality: 'standard' });
    }
    return performance.now() - t0;
  };
  const coldMs = await once();
  const warmMs = await once();
  console.log(JSON.stringify({ coldMs, warmMs, peakMb: hwmMb() } satisfies Measured));
}

async function measure(mode: string, file: string): Promise<Measured> {
  const { stdout } = await run(process.execPath, ['--disable-warning=ExperimentalWarning', join(ROOT, 'bench/segmentation.bench.ts'), 'child', mode, file], {
    cwd: ROOT,
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Measured;
}

async function main(dir: string): Promise<void> {
  installModels();
  const fixtures = await makeFixtures(dir);
  const out: string[] = [`== segmentation: white_background on ${WIDTH}x${HEIGHT}, ${RUNS} runs each in its own process; baseline: decode + encode of the same image`];
  const results: Record<string, unknown> = {};
  for (const [name, file] of Object.entries(fixtures)) {
    const baseline: Measured[] = [];
    const white: Measured[] = [];
    // Alternating, so that a noisy stretch of the machine hits both.
    for (let i = 0; i < RUNS; i++) {
      baseline.push(await measure('baseline', file));
      white.push(await measure('white', file));
    }
    const m = (list: Measured[], key: keyof Measured) => median(list.map((x) => x[key]));
    out.push(`${name}:`);
    out.push(`  time (warm) ${fmt(m(white, 'warmMs'), 0)} ms vs baseline ${fmt(m(baseline, 'warmMs'), 0)} ms: ratio ${ratio(m(white, 'warmMs'), m(baseline, 'warmMs'))}`);
    out.push(`  time (first call, model loading included) ${fmt(m(white, 'coldMs'), 0)} ms vs baseline ${fmt(m(baseline, 'coldMs'), 0)} ms: ratio ${ratio(m(white, 'coldMs'), m(baseline, 'coldMs'))}`);
    out.push(`  peak RSS ${fmt(m(white, 'peakMb'))} MB vs baseline ${fmt(m(baseline, 'peakMb'))} MB: ratio ${ratio(m(white, 'peakMb'), m(baseline, 'peakMb'))}`);
    results[name] = { baseline, white };
  }
  out.push(`results: ${writeResults('segmentation', { at: new Date().toISOString(), width: WIDTH, height: HEIGHT, results })}`);
  console.log(out.join('\n'));
}

if (process.argv[2] === 'child') {
  await child(process.argv[3]!, process.argv[4]!);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'figures-segmentation-'));
  let stopped = false;
  const shutdown = async () => {
    stopped = true;
    rmSync(dir, { recursive: true, force: true });
  };
  const guard = guardBench('segmentation', DEADLINE_MS, shutdown, () => stopped);
  await runGuarded('segmentation', () => main(dir), guard, shutdown);
}

// The upscale engine against sharp's Lanczos, both measured in this run.
// Quality: photographs (scikit-image's samples) and figures (our chart engine's and the
// matplotlib fixtures) downscaled 4x, then brought back to the original size by each; PSNR
// (RGB) and SSIM (luma) against the original, their ratios ours / Lanczos, the method the
// engine chose, and per kind the worst ratio (the target: every ratio at least 1.00). Two
// downscales: bicubic, the usual degradation of super-resolution benchmarks (and the one the
// network was trained on), and point sampling (a resize without antialiasing), on which the
// network alone loses to Lanczos.
// Cost: a 1024 x 1024 figure taken to 8192 px (with `sizes`, also to 2048 and 4096): wall time
// and peak resident memory of the process (the upscale thread included), as ratios to a
// Lanczos resize of the same image to the same size.
//   npx node bench/upscale.bench.ts [sizes] [quality]   (`quality` skips the cost part)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { decodeImage } from '../engines/shared/raster.ts';
import { planUpscale, upscaleImage } from '../engines/image/upscale/index.ts';
import { psnr, ssim } from '../engines/image/quality.ts';
import { chartFigure, matplotlibFigures, MATPLOTLIB_FIXTURES } from '../test/engines/image/support/chartTruth.ts';
import { writeResults } from './support.ts';

type Kind = 'photo' | 'figure';

interface Sample {
  name: string;
  kind: Kind;
  png: Buffer;
}

const PHOTOS = ['photo_astronaut.png', 'photo_coffee.png', 'photo_chelsea.png'];
const MATPLOTLIB = ['ggplot_bars.png', 'heatmap.png', 'scatter_legend.jpg', 'panels_2x2.png'];

async function samples(): Promise<Sample[]> {
  const charts = [
    await chartFigure('bar', 'nature', 'single', 300),
    await chartFigure('scatter', 'default', 'single', 300),
    await chartFigure('line', 'science', 'single', 300),
    await chartFigure('heatmap', 'cell', 'single', 300),
    ...matplotlibFigures().filter((f) => MATPLOTLIB.includes(f.name)),
  ];
  return [
    ...PHOTOS.map((name) => ({ name, kind: 'photo' as const, png: readFileSync(join(MATPLOTLIB_FIXTURES, name)) })),
    ...charts.map((f) => ({ name: f.name, kind: 'figure' as const, png: f.png })),
  ];
}

interface Score {
  psnr: number;
  ssim: number;
}

type Degradation = 'bicubic' | 'point-sampled';

interface QualityRow {
  name: string;
  kind: Kind;
  degradation: Degradation;
  method: string;
  lanczos: Score;
  ours: Score;
  ratio: Score;
}

async function quality(sample: Sample, degradation: Degradation): Promise<QualityRow> {
  const decoded = await decodeImage(sample.png);
  const width = decoded.width - (decoded.width % 4);
  const height = decoded.height - (decoded.height % 4);
  const original = await sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } }).extract({ left: 0, top: 0, width, height }).raw().toBuffer();
  const small = await sharp(original, { raw: { width, height, channels: 4 } }).resize(width / 4, height / 4, { kernel: degradation === 'bicubic' ? 'cubic' : 'nearest' }).png().toBuffer();
  const lanczosPx = await sharp(small).resize(width, height, { kernel: 'lanczos3', fit: 'fill' }).ensureAlpha().raw().toBuffer();
  const result = await upscaleImage(small, Math.max(width, height));
  const oursPx = await sharp(result.bytes).ensureAlpha().raw().toBuffer();
  const score = (px: Buffer): Score => ({ psnr: psnr(original, px, 4), ssim: ssim(original, px, width, height, 4) });
  const lanczos = score(lanczosPx);
  const ours = score(oursPx);
  return { name: sample.name, kind: sample.kind, degradation, method: result.method, lanczos, ours, ratio: { psnr: ours.psnr / lanczos.psnr, ssim: ours.ssim / lanczos.ssim } };
}

/** Wall time and peak RSS (sampled every 20 ms) of `work`. */
async function measure(work: () => Promise<unknown>): Promise<{ seconds: number; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, peakMb: Math.max(peak, process.memoryUsage().rss) / 2 ** 20 };
}

const f2 = (x: number) => x.toFixed(2);

async function costs(): Promise<unknown[]> {
  const fig = await chartFigure('bar', 'nature', 'double', 300);
  // Square, the most pixels a 1024 px long edge can have.
  const source = await sharp(fig.png).resize(1024, 1024, { fit: 'contain', background: '#ffffff', kernel: 'lanczos3' }).png().toBuffer();
  const meta = await sharp(source).metadata();
  const plan = planUpscale(meta.width!, meta.height!);
  console.log(`cost: ${meta.width}x${meta.height} source, network ${plan.size} x${plan.factor} (estimated ${plan.seconds.toFixed(0)} s)`);
  const edges = process.argv.includes('sizes') ? [2048, 4096, 8192] : [8192];
  const cost: Array<{ edge: number; method: string; lanczos: { seconds: number; peakMb: number }; ours: { seconds: number; peakMb: number } }> = [];
  for (const edge of edges) {
    const lanczos = await measure(() => sharp(source).resize(edge, edge, { fit: 'inside', kernel: 'lanczos3' }).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer());
    let method = '';
    const ours = await measure(async () => {
      method = (await upscaleImage(source, edge)).method;
    });
    cost.push({ edge, method, lanczos, ours });
    console.log(
      `-> ${edge}: Lanczos ${lanczos.seconds.toFixed(1)} s ${lanczos.peakMb.toFixed(0)} MB; ours (${method}) ${ours.seconds.toFixed(1)} s ${ours.peakMb.toFixed(0)} MB; ratio time ${(ours.seconds / lanczos.seconds).toFixed(1)}, peak RSS ${(ours.peakMb / lanczos.peakMb).toFixed(2)}`,
    );
  }
  return cost;
}

async function main(): Promise<void> {
  // Cost first, while the process holds nothing else.
  const cost = process.argv.includes('quality') ? [] : await costs();
  const rows: QualityRow[] = [];
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  for (const degradation of ['bicubic', 'point-sampled'] as const) {
    console.log(`\nquality: 4x ${degradation} down, back up; PSNR dB and SSIM against the original`);
    console.log(`${'image'.padEnd(30)} ${'kind'.padEnd(6)} ${'Lanczos'.padStart(14)} ${'ours'.padStart(14)}   psnr ratio  ssim ratio  method`);
    const these: QualityRow[] = [];
    for (const sample of await samples()) {
      const row = await quality(sample, degradation);
      these.push(row);
      console.log(
        `${row.name.padEnd(30)} ${row.kind.padEnd(6)} ${f2(row.lanczos.psnr).padStart(6)} ${row.lanczos.ssim.toFixed(4)} ${f2(row.ours.psnr).padStart(6)} ${row.ours.ssim.toFixed(4)}   ${row.ratio.psnr.toFixed(3).padStart(10)}  ${row.ratio.ssim.toFixed(4).padStart(10)}  ${row.method}`,
      );
    }
    for (const kind of ['photo', 'figure'] as const) {
      const of = these.filter((r) => r.kind === kind);
      const worst = (key: keyof Score) => of.reduce((w, r) => (r.ratio[key] < w.ratio[key] ? r : w));
      const wp = worst('psnr');
      const ws = worst('ssim');
      console.log(
        `${degradation} ${kind}s (${of.length}): worst ratio PSNR ${wp.ratio.psnr.toFixed(3)} (${wp.name}), SSIM ${ws.ratio.ssim.toFixed(4)} (${ws.name}); mean gain PSNR ${f2(mean(of.map((r) => r.ours.psnr - r.lanczos.psnr)))} dB, SSIM ${mean(of.map((r) => r.ours.ssim - r.lanczos.ssim)).toFixed(4)}`,
      );
    }
    rows.push(...these);
  }
  const below = rows.filter((r) => r.ratio.psnr < 1 || r.ratio.ssim < 1);
  console.log(below.length === 0 ? '\nevery ratio >= 1.00' : `\nbelow Lanczos: ${below.map((r) => `${r.name} (${r.degradation})`).join(', ')}`);

  console.log(`results: ${writeResults('upscale', { quality: rows, cost })}`);
}

await main();
process.exit(0);

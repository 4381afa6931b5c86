// The upscale engine against sharp's Lanczos, both measured in this run.
// Quality: figures (our chart engine's and the matplotlib fixtures) bicubic-downscaled 4x, the
// usual degradation of super-resolution benchmarks, then brought back to the original size by
// each; PSNR (RGB) and SSIM (luma) against the original, and their ratios ours / Lanczos.
// Cost: a 1024 x 1024 figure taken to 8192 px (with `sizes`, also to 2048 and 4096): wall time
// and peak resident memory of the process (the upscale thread included), as ratios to a
// Lanczos resize of the same image to the same size.
//   npx node bench/upscale.bench.ts [sizes]
import sharp from 'sharp';
import { decodeImage } from '../engines/image/raster.ts';
import { planUpscale, upscaleImage } from '../engines/image/upscale/index.ts';
import { psnr, ssim } from '../engines/image/quality.ts';
import { chartFigure, matplotlibFigures, type ChartFigure } from '../test/engines/image/support/chartTruth.ts';
import { writeResults } from './support.ts';

async function figures(): Promise<ChartFigure[]> {
  return [
    await chartFigure('bar', 'nature', 'single', 300),
    await chartFigure('scatter', 'default', 'single', 300),
    await chartFigure('line', 'science', 'single', 300),
    await chartFigure('heatmap', 'cell', 'single', 300),
    ...matplotlibFigures().filter((f) => ['ggplot_bars.png', 'heatmap.png', 'scatter_legend.jpg', 'panels_2x2.png'].includes(f.name)),
  ];
}

interface QualityRow {
  name: string;
  lanczos: { psnr: number; ssim: number };
  ours: { psnr: number; ssim: number };
}

async function quality(figure: ChartFigure): Promise<QualityRow> {
  const decoded = await decodeImage(figure.png);
  const width = decoded.width - (decoded.width % 4);
  const height = decoded.height - (decoded.height % 4);
  const original = await sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } }).extract({ left: 0, top: 0, width, height }).raw().toBuffer();
  const small = await sharp(original, { raw: { width, height, channels: 4 } }).resize(width / 4, height / 4, { kernel: 'cubic' }).png().toBuffer();
  const lanczos = await sharp(small).resize(width, height, { kernel: 'lanczos3', fit: 'fill' }).ensureAlpha().raw().toBuffer();
  const ours = await sharp((await upscaleImage(small, Math.max(width, height))).bytes).ensureAlpha().raw().toBuffer();
  const score = (px: Buffer) => ({ psnr: psnr(original, px, 4), ssim: ssim(original, px, width, height, 4) });
  return { name: figure.name, lanczos: score(lanczos), ours: score(ours) };
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

async function main(): Promise<void> {
  // Cost first, while the process holds nothing else.
  const fig = await chartFigure('bar', 'nature', 'double', 300);
  // Square, the most pixels a 1024 px long edge can have.
  const source = await sharp(fig.png).resize(1024, 1024, { fit: 'contain', background: '#ffffff', kernel: 'lanczos3' }).png().toBuffer();
  const meta = await sharp(source).metadata();
  const plan = planUpscale(meta.width!, meta.height!);
  console.log(`cost: ${meta.width}x${meta.height} source, network ${plan.size} x${plan.factor} (estimated ${plan.seconds.toFixed(0)} s)`);
  const edges = process.argv.includes('sizes') ? [2048, 4096, 8192] : [8192];
  const cost: Array<{ edge: number; lanczos: { seconds: number; peakMb: number }; ours: { seconds: number; peakMb: number } }> = [];
  for (const edge of edges) {
    const lanczos = await measure(() => sharp(source).resize(edge, edge, { fit: 'inside', kernel: 'lanczos3' }).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer());
    const ours = await measure(() => upscaleImage(source, edge));
    cost.push({ edge, lanczos, ours });
    console.log(
      `-> ${edge}: Lanczos ${lanczos.seconds.toFixed(1)} s ${lanczos.peakMb.toFixed(0)} MB; ours ${ours.seconds.toFixed(1)} s ${ours.peakMb.toFixed(0)} MB; ratio time ${(ours.seconds / lanczos.seconds).toFixed(1)}, peak RSS ${(ours.peakMb / lanczos.peakMb).toFixed(2)}`,
    );
  }
  console.log('\nquality: 4x bicubic down, back up; PSNR dB and SSIM against the original');
  console.log(`${'figure'.padEnd(34)} ${'Lanczos'.padStart(14)} ${'ours'.padStart(14)}   psnr ratio  ssim ratio`);
  const rows: QualityRow[] = [];
  for (const figure of await figures()) {
    const row = await quality(figure);
    rows.push(row);
    console.log(
      `${row.name.padEnd(34)} ${f2(row.lanczos.psnr).padStart(6)} ${row.lanczos.ssim.toFixed(4)} ${f2(row.ours.psnr).padStart(6)} ${row.ours.ssim.toFixed(4)}   ${(row.ours.psnr / row.lanczos.psnr).toFixed(3).padStart(10)}  ${(row.ours.ssim / row.lanczos.ssim).toFixed(4).padStart(10)}`,
    );
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`mean gain over Lanczos: PSNR ${f2(mean(rows.map((r) => r.ours.psnr - r.lanczos.psnr)))} dB, SSIM ${mean(rows.map((r) => r.ours.ssim - r.lanczos.ssim)).toFixed(4)}`);

  console.log(`results: ${writeResults('upscale', { quality: rows, cost })}`);
}

await main();
process.exit(0);

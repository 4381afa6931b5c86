// Which tracer, and how well the vectorisation engine renders back. On our own chart figures, a
// matplotlib PNG and a JPEG, each candidate traces the same picture; the SVG is drawn again with
// resvg and compared with the source: mean colour error (OKLab x100, about 1 is just noticeable),
// SSIM of lightness, paths (subpaths), bytes and time. Candidates:
//   vtracer-spline / vtracer-polygon: the engine's own pipeline (our palette, stacked layers,
//     VTracer on 2-3x resampled masks), curve or straight-segment fitting;
//   imagetracerjs: the pure-JS tracer on the same palette (colour quantisation fixed to it),
//     at the source's resolution, as its authors use it; this is the baseline of the ratios.
// Then the engine end to end (editable_text: OCR, lifting texts, tracing in its thread) on a
// 2000x1500-class chart, timed.
//   npx node bench/vectorize.bench.ts
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { closeOcr } from '../engines/image/ocr/index.ts';
import { decodeImage, type Raster } from '../engines/image/raster.ts';
import { compareRasters, renderSvg, type Fidelity } from '../engines/vectorize/fidelity.ts';
import { vectorizeImage } from '../engines/vectorize/index.ts';
import { choosePalette } from '../engines/vectorize/palette.ts';
import { svgDocument } from '../engines/vectorize/svgDocument.ts';
import { traceRaster } from '../engines/vectorize/trace.ts';
import { DEFAULT_TRACE } from '../engines/vectorize/vtracer.ts';
import { chartFigure, MATPLOTLIB_FIXTURES } from '../test/engines/image/support/chartTruth.ts';
import { writeResults } from './support.ts';

interface ImageTracer {
  imagedataToSVG(image: { width: number; height: number; data: Uint8ClampedArray }, options: object): string;
}
const require = createRequire(import.meta.url);
const imagetracer = require('imagetracerjs') as ImageTracer;

type Candidate = 'vtracer-spline' | 'vtracer-polygon' | 'imagetracerjs';
const CANDIDATES: Candidate[] = ['imagetracerjs', 'vtracer-spline', 'vtracer-polygon'];

interface Row extends Fidelity {
  figure: string;
  candidate: Candidate;
  paths: number;
  bytes: number;
  seconds: number;
}

async function traceWith(candidate: Candidate, raster: Raster, lossy: boolean): Promise<string> {
  if (candidate === 'imagetracerjs') {
    const pal = choosePalette(raster, lossy).map((e) => {
      const a = e.p[3];
      const straight = (v: number) => Math.min(255, Math.round((v * 255) / a));
      return { r: straight(e.p[0]), g: straight(e.p[1]), b: straight(e.p[2]), a };
    });
    const svg = imagetracer.imagedataToSVG(
      { width: raster.width, height: raster.height, data: new Uint8ClampedArray(raster.data) },
      { pal, colorquantcycles: 1, numberofcolors: pal.length, viewbox: true, roundcoords: 1, pathomit: 4 },
    );
    return svg;
  }
  const mode = candidate === 'vtracer-spline' ? 'spline' : 'polygon';
  const { layers } = await traceRaster(raster, { params: { ...DEFAULT_TRACE, mode }, lossy });
  return svgDocument(raster.width, raster.height, layers, []);
}

async function figures(): Promise<Array<{ name: string; bytes: Buffer }>> {
  return [
    { name: 'bar 300dpi', bytes: (await chartFigure('bar', 'science', 'single', 300)).png },
    { name: 'scatter 300dpi', bytes: (await chartFigure('scatter', 'science', 'single', 300)).png },
    { name: 'heatmap 300dpi', bytes: (await chartFigure('heatmap', 'science', 'single', 300)).png },
    { name: 'kaplan_meier 150dpi', bytes: (await chartFigure('kaplan_meier', 'plos', 'double', 150)).png },
    { name: 'matplotlib whitegrid_lines.png', bytes: readFileSync(join(MATPLOTLIB_FIXTURES, 'whitegrid_lines.png')) },
    { name: 'matplotlib scatter_legend.jpg', bytes: readFileSync(join(MATPLOTLIB_FIXTURES, 'scatter_legend.jpg')) },
  ];
}

const fmt = (v: number, d = 2) => v.toFixed(d).padStart(8);

async function main(): Promise<void> {
  const rows: Row[] = [];
  console.log(`${'figure'.padEnd(32)}${'tracer'.padEnd(18)}${'ΔE'.padStart(8)}${'SSIM'.padStart(8)}${'paths'.padStart(8)}${'kB'.padStart(8)}${'s'.padStart(8)}`);
  for (const figure of await figures()) {
    const raster = await decodeImage(figure.bytes);
    for (const candidate of CANDIDATES) {
      const started = performance.now();
      const svg = await traceWith(candidate, raster, raster.format === 'jpeg');
      const seconds = (performance.now() - started) / 1000;
      const fidelity = compareRasters(raster, renderSvg(svg));
      const paths = (svg.match(/[Mm]/g) ?? []).length;
      const row: Row = { figure: figure.name, candidate, ...fidelity, paths, bytes: Buffer.byteLength(svg), seconds };
      rows.push(row);
      console.log(`${figure.name.padEnd(32)}${candidate.padEnd(18)}${fmt(row.deltaE)}${fmt(row.ssim, 3)}${String(paths).padStart(8)}${fmt(row.bytes / 1024, 0)}${fmt(seconds, 1)}`);
    }
  }
  console.log('\nagainst imagetracerjs (same figure, geometric mean): ΔE ratio (lower is better), 1-SSIM ratio (lower is better), bytes ratio, time ratio');
  const summary: Record<string, Record<string, number>> = {};
  for (const candidate of CANDIDATES.filter((c) => c !== 'imagetracerjs')) {
    const ratios = { deltaE: [] as number[], dissimilarity: [] as number[], bytes: [] as number[], time: [] as number[] };
    for (const row of rows.filter((r) => r.candidate === candidate)) {
      const base = rows.find((r) => r.figure === row.figure && r.candidate === 'imagetracerjs')!;
      ratios.deltaE.push(row.deltaE / base.deltaE);
      ratios.dissimilarity.push((1 - row.ssim) / (1 - base.ssim));
      ratios.bytes.push(row.bytes / base.bytes);
      ratios.time.push(row.seconds / base.seconds);
    }
    const geo = (v: number[]) => Math.exp(v.reduce((s, x) => s + Math.log(x), 0) / v.length);
    summary[candidate] = { deltaE: geo(ratios.deltaE), dissimilarity: geo(ratios.dissimilarity), bytes: geo(ratios.bytes), time: geo(ratios.time) };
    const s = summary[candidate]!;
    console.log(`  ${candidate.padEnd(18)} ΔE x${s.deltaE!.toFixed(2)}  1-SSIM x${s.dissimilarity!.toFixed(2)}  bytes x${s.bytes!.toFixed(2)}  time x${s.time!.toFixed(2)}`);
  }

  // End to end on a large chart, both modes (the first OCR call also starts the OCR worker).
  const big = await chartFigure('bar', 'nature', 'double', 300);
  const source = await decodeImage(big.png);
  const endToEnd: Record<string, unknown> = {};
  for (const mode of ['full_vector', 'editable_text'] as const) {
    const started = performance.now();
    const out = await vectorizeImage(big.png, mode);
    const seconds = (performance.now() - started) / 1000;
    const fidelity = compareRasters(source, renderSvg(out.svg));
    endToEnd[mode] = { width: out.width, height: out.height, texts: out.texts, bytes: out.svg.length, seconds, ...fidelity };
    console.log(`\n${mode} ${out.width}x${out.height}: ${seconds.toFixed(1)} s, ${out.texts} texts, ${(out.svg.length / 1024).toFixed(0)} kB, ΔE ${fidelity.deltaE.toFixed(2)}, SSIM ${fidelity.ssim.toFixed(3)}`);
  }
  await closeOcr();
  console.log(`results: ${writeResults('vectorize', { rows, summary, endToEnd })}`);
}

main().catch((err: unknown) => {
  console.error('bench: vectorize failed:', err);
  process.exitCode = 1;
});

// white_background against a border flood fill, both in this run, on figures the project did not
// draw (fixtures/matplotlib: flat tinted backgrounds, a JPEG, a gradient, a micrograph filling its
// frame) and on photographs. The flood fill is what an image editor's contiguous magic wand does:
// from every border pixel, into each 4-neighbour within a small colour step of the pixel it came
// from, and the filled pixels made white. For each image:
//   labels   the share of its texts (the truth's ink boxes) still visible on the result: a tenth
//            of the box at least 60 levels from white (dark text) or, for light text, not white
//            on white; a refusal keeps every label, and is counted apart;
//   border   the share of the border ring made pure white (the background was reached);
//   left     for a flat background (the border's commonest colour covers most of the border),
//            the share of pixels of that colour, wherever they are, not made white: enclosed
//            background (inside a legend, between letters) and tinted anti-aliased rims;
//   time     ours / flood fill.
//   npx node bench/whiteBackground.bench.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { labDistance, srgbToOklab } from '../engines/image/color/oklab.ts';
import { whiteBackground } from '../engines/image/edit/whiteBackground.ts';
import { closeOcr } from '../engines/ocr/index.ts';
import { decodeImage, type Raster } from '../engines/shared/raster.ts';
import { matplotlibFigures, MATPLOTLIB_FIXTURES, type ChartFigure } from '../test/engines/image/support/chartTruth.ts';
import { writeResults } from './support.ts';

/** OKLab step between neighbours the flood crosses: a gradient's, not an edge's. */
const FLOOD_STEP = 0.02;
const FIGURES = ['ggplot_bars.png', 'two_panels.jpg', 'ggplot_box.jpg', 'gradient_chart.png', 'micrograph.png', 'whitegrid_lines.png'];
const PHOTOS = ['photo_astronaut.png', 'photo_coffee.png', 'photo_chelsea.png'];

function floodFill(source: Raster): Raster {
  const { data, width, height } = source;
  const out = Buffer.from(data);
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const lab = (i: number) => srgbToOklab(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!);
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  for (const i of stack) seen[i] = 1;
  while (stack.length > 0) {
    const i = stack.pop()!;
    out[i * 4] = out[i * 4 + 1] = out[i * 4 + 2] = 255;
    const x = i % width;
    const here = lab(i);
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j < 0 || j >= width * height || seen[j]) continue;
      if (labDistance(here, lab(j)) <= FLOOD_STEP) {
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return { data: out, width, height };
}

/** White as delivered: a JPEG result is encoded again, which moves white by a level or two near edges. */
const isWhite = (d: Buffer, i: number) => d[i * 4]! >= 250 && d[i * 4 + 1]! >= 250 && d[i * 4 + 2]! >= 250;

const luminance = (d: Buffer, i: number) => 0.2126 * d[i * 4]! + 0.7152 * d[i * 4 + 1]! + 0.0722 * d[i * 4 + 2]!;

function labelsVisible(figure: ChartFigure | null, result: Raster): number | null {
  if (!figure || figure.texts.length === 0) return null;
  let visible = 0;
  for (const t of figure.texts) {
    let ink = 0;
    for (let y = t.box.y0; y < t.box.y1; y++) for (let x = t.box.x0; x < t.box.x1; x++) if (luminance(result.data, y * result.width + x) < 195) ink++;
    if (ink >= 0.1 * (t.box.x1 - t.box.x0) * (t.box.y1 - t.box.y0)) visible++;
  }
  return visible / figure.texts.length;
}

function borderWhite(result: Raster): number {
  const { data, width, height } = result;
  let white = 0;
  let all = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= 3 && y >= 3 && x < width - 3 && y < height - 3) continue;
      all++;
      if (isWhite(data, y * width + x)) white++;
    }
  }
  return white / all;
}

/** Pixels of the border's commonest colour (within a just-noticeable step), or null when it is not most of the border. */
function flatBackground(source: Raster): Uint8Array | null {
  const { data, width, height } = source;
  const counts = new Map<number, number>();
  const ring: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (x < 2 || y < 2 || x >= width - 2 || y >= height - 2) ring.push(y * width + x);
  for (const i of ring) {
    const key = (data[i * 4]! << 16) | (data[i * 4 + 1]! << 8) | data[i * 4 + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [mode, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  if (n < 0.5 * ring.length) return null;
  const bg = srgbToOklab(mode >> 16, (mode >> 8) & 255, mode & 255);
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = labDistance(srgbToOklab(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!), bg) <= 0.035 ? 1 : 0;
  return mask;
}

function backgroundLeft(mask: Uint8Array | null, result: Raster): number | null {
  if (!mask) return null;
  let all = 0;
  let left = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    all++;
    if (!isWhite(result.data, i)) left++;
  }
  return left / all;
}

const pct = (x: number | null) => (x === null ? '  n/a' : `${(100 * x).toFixed(0).padStart(4)}%`);

const truths = new Map(matplotlibFigures().map((f) => [f.name, f]));
const rows: unknown[] = [];
let oursSeconds = 0;
let floodSeconds = 0;
const lostByFlood: string[] = [];
const lostByOurs: string[] = [];
console.log('image                  ours: labels border   left      flood fill: labels border  left   time ours/flood');
for (const name of [...FIGURES, ...PHOTOS]) {
  const bytes = readFileSync(join(MATPLOTLIB_FIXTURES, name));
  const source = await decodeImage(bytes);
  const figure = truths.get(name) ?? null;
  const flat = flatBackground(source);
  let started = performance.now();
  const flooded = floodFill(source);
  const floodTime = (performance.now() - started) / 1000;
  started = performance.now();
  let ours: Raster | null = null;
  let refusal: string | null = null;
  try {
    const out = await whiteBackground({ operation: 'white_background', image: bytes, quality: 'standard' });
    const { data, info } = await sharp(out.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    ours = { data, width: info.width, height: info.height };
  } catch (e) {
    refusal = (e as { reason?: string }).reason ?? String(e);
  }
  const oursTime = (performance.now() - started) / 1000;
  oursSeconds += oursTime;
  floodSeconds += floodTime;
  const oursScore = ours ? { labels: labelsVisible(figure, ours), border: borderWhite(ours), left: backgroundLeft(flat, ours) } : null;
  const row = {
    name,
    ours: oursScore ?? { refused: refusal },
    flood: { labels: labelsVisible(figure, flooded), border: borderWhite(flooded), left: backgroundLeft(flat, flooded) },
    timeRatio: oursTime / floodTime,
  };
  rows.push(row);
  if (row.flood.labels !== null && row.flood.labels < 1) lostByFlood.push(name);
  if (oursScore && oursScore.labels !== null && oursScore.labels < 1) lostByOurs.push(name);
  const oursText = oursScore ? `${pct(oursScore.labels)} ${pct(oursScore.border)} ${pct(oursScore.left)}` : `refused (${refusal})`;
  console.log(`${name.padEnd(22)} ${oursText.padStart(24)}      ${pct(row.flood.labels)} ${pct(row.flood.border)} ${pct(row.flood.left)}   ${row.timeRatio.toFixed(1)}x`);
}
console.log(`labels lost: ours on ${lostByOurs.length} images (${lostByOurs.join(', ') || 'none'}), flood fill on ${lostByFlood.length} (${lostByFlood.join(', ') || 'none'})`);
console.log(`time: ours ${oursSeconds.toFixed(1)} s, flood fill ${floodSeconds.toFixed(1)} s (${(oursSeconds / floodSeconds).toFixed(1)}x)`);
console.log(`results: ${writeResults('whiteBackground', rows)}`);
await closeOcr();

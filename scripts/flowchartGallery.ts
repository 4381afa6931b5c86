// `npm run gallery:flowcharts`: sample flowcharts (protocols, decision rules with loops, CONSORT,
// swimlanes, nested groups, a 50-node pipeline, fixed wide and tall ratios) laid out, drawn and
// rasterised with the shipped fonts onto one contact sheet a person can look at:
// .data/gallery/flowcharts.png, each chart also alone in .data/gallery/flowcharts/<name>.{svg,png}.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { layoutFlowchart } from '../engines/flowchart/layout/index.ts';
import { renderSvg } from '../engines/flowchart/render/index.ts';
import { fontFiles } from '../engines/shared/fonts.ts';
import { SAMPLES } from '../test/engines/flowchart/layoutSamples.ts';

const OUT = resolve(import.meta.dirname, '..', '.data', 'gallery');
const DIR = join(OUT, 'flowcharts');
const THUMB = 600;
const COLUMNS = 4;
const LONG_EDGE = 2048;

function rasterise(svg: string, longEdge: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: 1 },
    font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: 'Arimo' },
    background: '#ffffff',
  });
  const scale = longEdge / Math.max(resvg.width, resvg.height);
  return new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: 'Arimo' },
    background: '#ffffff',
  })
    .render()
    .asPng();
}

async function main(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const tiles: Buffer[] = [];
  for (const sample of SAMPLES) {
    const file = sample.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
    const layout = await layoutFlowchart(sample.graph, sample.ratio);
    const svg = renderSvg(layout);
    writeFileSync(join(DIR, `${file}.svg`), svg);
    const png = rasterise(svg, LONG_EDGE);
    writeFileSync(join(DIR, `${file}.png`), png);
    const caption = `${sample.name} (${sample.ratio}, ${layout.direction}${layout.wrapped ? ', wrapped' : ''})`;
    const thumb = await sharp(png).resize(THUMB - 20, THUMB - 50, { fit: 'contain', background: '#ffffff' }).toBuffer();
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB}" height="${THUMB}"><rect width="100%" height="100%" fill="#ffffff" stroke="#cccccc"/><text x="10" y="24" font-family="Arimo" font-size="15">${caption.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`,
    );
    const labelPng = new Resvg(label.toString(), { font: { fontFiles: fontFiles(), loadSystemFonts: false } }).render().asPng();
    tiles.push(await sharp(labelPng).composite([{ input: thumb, left: 10, top: 40 }]).png().toBuffer());
    console.log(`${caption}: ${Math.round(layout.width)}x${Math.round(layout.height)}`);
  }
  const rows = Math.ceil(tiles.length / COLUMNS);
  const sheet = sharp({ create: { width: COLUMNS * THUMB, height: rows * THUMB, channels: 3, background: '#ffffff' } }).composite(
    tiles.map((input, i) => ({ input, left: (i % COLUMNS) * THUMB, top: Math.floor(i / COLUMNS) * THUMB })),
  );
  writeFileSync(join(OUT, 'flowcharts.png'), await sheet.png().toBuffer());
  console.log(`wrote ${join(OUT, 'flowcharts.png')}`);
}

await main();

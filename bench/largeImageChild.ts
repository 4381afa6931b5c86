// One measurement of bench/largeImage.bench.ts, in a process of its own so that its peak
// resident memory (VmHWM) is this conversion's alone. Prints one JSON line.
//   node bench/largeImageChild.ts make DIR            writes the fixture PNGs into DIR
//   node bench/largeImageChild.ts header FILE         baseline: the engine loaded, the header read
//   node bench/largeImageChild.ts convert FILE FORMAT the conversion engine
//   node bench/largeImageChild.ts pdf-lib FILE        reference: pdf-lib's embedPng, as before
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { claimedSize, convertImage, type ConversionFormat } from '../engines/conversion/index.ts';

const SIDE = 12000;

function hwmMb(): number {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return Number(match?.[1]) / 1024;
}

/** A line-art figure of the largest size the upload probe admits: a grid, a circle, text. */
function figureSvg(transparent: boolean): Buffer {
  const lines = Array.from({ length: 40 }, (_, i) => {
    const at = i * 300;
    return `<line x1="${at}" y1="0" x2="${at}" y2="${SIDE}" stroke="#336699" stroke-width="6"/><line x1="0" y1="${at}" x2="${SIDE}" y2="${at}" stroke="#993333" stroke-width="6"/>`;
  }).join('');
  const background = transparent ? '' : '<rect width="100%" height="100%" fill="white"/>';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">${background}${lines}` +
      `<circle cx="6000" cy="6000" r="4000" fill="#e0a020" fill-opacity="0.5" stroke="black" stroke-width="20"/>` +
      `<text x="600" y="1200" font-size="600">Figure 1</text></svg>`,
  );
}

async function make(dir: string): Promise<void> {
  const open = { limitInputPixels: false } as const;
  const opaque = await sharp(figureSvg(false), open).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
  const alpha = await sharp(figureSvg(true), open).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(join(dir, 'rgb.png'), opaque);
  writeFileSync(join(dir, 'rgba.png'), alpha);
  writeFileSync(join(dir, 'rgba-interlaced.png'), await sharp(alpha, open).png({ progressive: true, compressionLevel: 9 }).toBuffer());
}

const [mode, file, format] = process.argv.slice(2);
const started = performance.now();
let bytes = 0;
if (mode === 'make') {
  await make(file!);
} else {
  const source = readFileSync(file!);
  if (mode === 'header') {
    bytes = claimedSize(source, 'image/png')?.width ?? 0;
  } else if (mode === 'convert') {
    bytes = (await convertImage({ bytes: source, contentType: 'image/png', format: format as ConversionFormat, dpi: 300 })).bytes.length;
  } else if (mode === 'pdf-lib') {
    const doc = await PDFDocument.create();
    const image = await doc.embedPng(source);
    doc.addPage([SIDE / 300 * 72, SIDE / 300 * 72]).drawImage(image, { x: 0, y: 0, width: (SIDE / 300) * 72, height: (SIDE / 300) * 72 });
    bytes = (await doc.save()).length;
  } else {
    throw new Error(`unknown mode ${mode}`);
  }
}
console.log(JSON.stringify({ peakMb: hwmMb(), ms: performance.now() - started, outputBytes: bytes }));

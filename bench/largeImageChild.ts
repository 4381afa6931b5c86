// One measurement of bench/largeImage.bench.ts, in a process of its own so that its peak
// resident memory (VmHWM) is this conversion's alone. Prints one JSON line.
//   node bench/largeImageChild.ts make DIR            writes the fixture PNGs into DIR
//   node bench/largeImageChild.ts figure FILE SIDE    writes the opaque figure, SIDE pixels square
//   node bench/largeImageChild.ts header FILE         baseline: the engine loaded, the header read
//   node bench/largeImageChild.ts convert FILE FORMAT the conversion engine
//   node bench/largeImageChild.ts pdf-lib FILE        reference: pdf-lib's embedPng, as before
//   node bench/largeImageChild.ts svg-header FILE     baseline of a flowchart SVG: the engine loaded, the SVG's size read
//   node bench/largeImageChild.ts convert-svg FILE FORMAT  a flowchart SVG drawn at the largest long edge
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { claimedSize, convertImage, SVG_WIDTH_RANGE, svgSize, type ConversionFormat } from '../engines/conversion/index.ts';

const SIDE = 12000;
/** A large flowchart: this many steps, each a box with a label and an arrow to the next. */
const FLOWCHART_STEPS = 40;

function hwmMb(): number {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return Number(match?.[1]) / 1024;
}

/** A line-art figure `side` pixels square (by default the largest the upload probe admits): a grid, a circle, text. */
function figureSvg(transparent: boolean, side = SIDE): Buffer {
  const at = (x: number) => Math.round((x * side) / SIDE);
  const stroke = Math.max(2, at(6));
  const lines = Array.from({ length: 40 }, (_, i) => {
    const p = at(i * 300);
    return `<line x1="${p}" y1="0" x2="${p}" y2="${side}" stroke="#336699" stroke-width="${stroke}"/><line x1="0" y1="${p}" x2="${side}" y2="${p}" stroke="#993333" stroke-width="${stroke}"/>`;
  }).join('');
  const background = transparent ? '' : '<rect width="100%" height="100%" fill="white"/>';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">${background}${lines}` +
      `<circle cx="${at(6000)}" cy="${at(6000)}" r="${at(4000)}" fill="#e0a020" fill-opacity="0.5" stroke="black" stroke-width="${Math.max(2, at(20))}"/>` +
      `<text x="${at(600)}" y="${at(1200)}" font-size="${at(600)}">Figure 1</text></svg>`,
  );
}

async function make(dir: string): Promise<void> {
  const open = { limitInputPixels: false } as const;
  const opaque = await sharp(figureSvg(false), open).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
  const alpha = await sharp(figureSvg(true), open).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(join(dir, 'rgb.png'), opaque);
  writeFileSync(join(dir, 'rgba.png'), alpha);
  writeFileSync(join(dir, 'rgba-interlaced.png'), await sharp(alpha, open).png({ progressive: true, compressionLevel: 9 }).toBuffer());
  // Loaded here only, so that no measured process holds the flowchart engine.
  const { generateFlowchart } = await import('../engines/flowchart/index.ts');
  const prompt = Array.from({ length: FLOWCHART_STEPS }, (_, i) => `${i + 1}. Step ${i + 1}: measure sample ${i + 1} and record the result`).join('\n');
  writeFileSync(join(dir, 'flowchart.svg'), (await generateFlowchart({ prompt, attachments: [], aspectRatio: 'auto' })).svg);
}

// The third argument is the output format (convert) or the side in pixels (figure).
const [mode, file, third] = process.argv.slice(2);
const started = performance.now();
let bytes = 0;
if (mode === 'make') {
  await make(file!);
} else if (mode === 'figure') {
  writeFileSync(file!, await sharp(figureSvg(false, Number(third)), { limitInputPixels: false }).removeAlpha().png({ compressionLevel: 9 }).toBuffer());
} else {
  const source = readFileSync(file!);
  if (mode === 'header') {
    bytes = claimedSize(source, 'image/png')?.width ?? 0;
  } else if (mode === 'convert') {
    bytes = (await convertImage({ bytes: source, contentType: 'image/png', format: third as ConversionFormat, dpi: 300 })).bytes.length;
  } else if (mode === 'svg-header') {
    bytes = svgSize(source.toString('utf8')).width;
  } else if (mode === 'convert-svg') {
    bytes = (await convertImage({ bytes: source, contentType: 'image/svg+xml', format: third as ConversionFormat, dpi: 300, width: SVG_WIDTH_RANGE.max })).bytes.length;
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

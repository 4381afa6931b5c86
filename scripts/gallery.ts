// `npm run gallery`: every chart type the engine draws, from sample data, on contact sheets a
// person can look at: the default style at its single width, the narrowest sheet a journal
// asks for (Science, single column, 57 mm) and the widest (PLOS, two columns, 190.5 mm).
// Each figure is also written alone beside its sheet (.data/gallery/<sheet>/<type>.png).
// `npm run gallery -- --accept` also rewrites test/engines/chart/gallery.baseline.json from these
// drawings: the way to accept an intended change of pixels that gallery.test.ts reported;
// `--accept=boxplot,violin` rewrites those types' entries only and keeps the others.
import { join } from 'node:path';
import sharp from 'sharp';
import { CHART_TYPES } from '../engines/chart/chartTypes.ts';
import { availableTypes } from '../engines/chart/index.ts';
import {
  ACCEPTED_DIR,
  BASELINE_FILE,
  decodePixels,
  drawSheet,
  GALLERY_DIR,
  pixelHash,
  readBaseline,
  SHEETS,
  writeBaseline,
  writeFile,
  type Baseline,
  type GallerySheet,
} from './galleryFigures.ts';

const THUMB = 520;
const COLUMNS = 5;
const acceptArg = process.argv.find((a) => a === '--accept' || a.startsWith('--accept='));
const acceptOnly = acceptArg?.startsWith('--accept=') ? new Set(acceptArg.slice('--accept='.length).split(',')) : undefined;
const accepts = (type: string): boolean => acceptArg !== undefined && (!acceptOnly || acceptOnly.has(type));

const failed: string[] = [];
// Entries not accepted this time keep their old value; a full --accept starts from nothing so that removed types leave.
const baseline: Baseline = acceptOnly ? readBaseline() : {};

async function contactSheet(sheet: GallerySheet): Promise<string> {
  const dir = join(GALLERY_DIR, sheet.name);
  const drawn: Array<{ type: string; png: Buffer }> = [];
  for (const figure of await drawSheet(sheet)) {
    if ('error' in figure) {
      failed.push(`${sheet.name} ${figure.type}: ${figure.error}`);
      continue;
    }
    writeFile(join(dir, `${figure.type}.png`), figure.png);
    drawn.push(figure);
    if (accepts(figure.type)) {
      baseline[`${sheet.name}/${figure.type}`] = pixelHash(await decodePixels(figure.png));
      writeFile(join(ACCEPTED_DIR, sheet.name, `${figure.type}.png`), figure.png);
    }
  }
  const cell = THUMB + 40;
  const rows = Math.ceil(drawn.length / COLUMNS);
  const tiles = await Promise.all(
    drawn.map(async ({ type, png }, i) => {
      const image = await sharp(png).resize(THUMB, THUMB, { fit: 'contain', background: '#FFFFFF' }).toBuffer();
      const label = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB}" height="32"><text x="${THUMB / 2}" y="22" font-family="sans-serif" font-size="20" text-anchor="middle">${type}</text></svg>`,
      );
      const left = (i % COLUMNS) * cell + 20;
      const top = Math.floor(i / COLUMNS) * (cell + 20) + 20;
      return [
        { input: label, left, top },
        { input: image, left, top: top + 32 },
      ];
    }),
  );
  const path = join(GALLERY_DIR, `contact-sheet-${sheet.name}.png`);
  await sharp({ create: { width: COLUMNS * cell, height: Math.max(1, rows) * (cell + 20) + 20, channels: 3, background: '#FFFFFF' } })
    .composite(tiles.flat())
    .png()
    .toFile(path);
  console.log(`Drew ${drawn.length} chart types (${sheet.journal}, ${sheet.width}): ${path}`);
  return path;
}

for (const s of SHEETS) await contactSheet(s);
const missing = CHART_TYPES.filter((t) => !availableTypes().includes(t));
if (missing.length > 0) console.log(`Not available yet (${missing.length}): ${missing.join(', ')}`);
if (failed.length > 0) {
  console.error(`Failed:\n  ${failed.join('\n  ')}`);
  process.exitCode = 1;
} else if (acceptArg) {
  writeBaseline(baseline);
  console.log(`Baseline rewritten: ${BASELINE_FILE} (${Object.keys(baseline).length} figures)`);
}

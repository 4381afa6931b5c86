// `npm run gallery`: every chart type the engine draws, from sample data, on contact sheets a
// person can look at: the default style at its single width, the narrowest sheet a journal
// asks for (Science, single column, 57 mm) and the widest (PLOS, two columns, 190.5 mm).
// Each figure is also written alone beside its sheet (.data/gallery/<sheet>/<type>.png).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { CHART_TYPES } from '../engines/chart/chartTypes.ts';
import { availableTypes, renderChart, specFromRequest } from '../engines/chart/index.ts';
import { samples } from '../engines/chart/samples.ts';
import type { FigureWidth, JournalStyleName } from '../engines/chart/style/journals.ts';

const OUT = resolve(import.meta.dirname, '..', '.data', 'gallery');
const THUMB = 520;
const COLUMNS = 5;
const SHEETS: Array<{ name: string; journal: JournalStyleName; width: FigureWidth }> = [
  { name: 'default-single', journal: 'default', width: 'single' },
  { name: 'science-single', journal: 'science', width: 'single' },
  { name: 'plos-double', journal: 'plos', width: 'double' },
];

const all = samples();
const failed: string[] = [];

async function contactSheet(name: string, journal: JournalStyleName, width: FigureWidth): Promise<string> {
  const dir = join(OUT, name);
  mkdirSync(dir, { recursive: true });
  const drawn: Array<{ type: string; png: Buffer }> = [];
  for (const type of availableTypes()) {
    const sample = all[type];
    try {
      const spec = specFromRequest(sample.table, sample.request, [type]);
      const files = await renderChart(sample.table, spec, { journal, width, palette: 'okabe_ito' });
      const png = files.find((f) => f.format === 'png');
      if (!png) throw new Error('no png');
      writeFileSync(join(dir, `${type}.png`), png.bytes);
      drawn.push({ type, png: png.bytes });
    } catch (err) {
      failed.push(`${name} ${type}: ${err instanceof Error ? err.message : String(err)}`);
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
  const sheet = join(OUT, `contact-sheet-${name}.png`);
  await sharp({ create: { width: COLUMNS * cell, height: Math.max(1, rows) * (cell + 20) + 20, channels: 3, background: '#FFFFFF' } })
    .composite(tiles.flat())
    .png()
    .toFile(sheet);
  console.log(`Drew ${drawn.length} chart types (${journal}, ${width}): ${sheet}`);
  return sheet;
}

for (const s of SHEETS) await contactSheet(s.name, s.journal, s.width);
const missing = CHART_TYPES.filter((t) => !availableTypes().includes(t));
if (missing.length > 0) console.log(`Not available yet (${missing.length}): ${missing.join(', ')}`);
if (failed.length > 0) {
  console.error(`Failed:\n  ${failed.join('\n  ')}`);
  process.exitCode = 1;
}

// The gallery, pixel for pixel: every chart type drawn from its sample data on the three
// gallery sheets (scripts/galleryFigures.ts, as `npm run gallery` draws them) must decode to the
// same RGBA pixels as the committed baseline (gallery.baseline.json: sha256 of size and pixels).
// On a mismatch the failure names every changed figure and writes, for a person to look at,
// .data/gallery-diff/<sheet>/<type>.png (the new drawing) and <type>.diff.png (changed pixels in
// red over the last drawing that matched, when both have the same size).
// To accept an intended change: `npm run gallery -- --accept=<type>[,<type>...]` (or `--accept`
// for all), look at the new PNGs in .data/gallery/, and commit the baseline with the change.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCEPTED_DIR,
  decodePixels,
  DIFF_DIR,
  diffImage,
  drawSheet,
  pixelHash,
  readBaseline,
  SHEETS,
  writeFile,
} from '../../../scripts/galleryFigures.ts';

const baseline = readBaseline();

beforeAll(() => rmSync(DIFF_DIR, { recursive: true, force: true }));

describe.each(SHEETS)('gallery sheet $name', (sheet) => {
  test('every chart type draws the pixels of the baseline', async () => {
    const problems: string[] = [];
    const drawn = await drawSheet(sheet);
    for (const figure of drawn) {
      const key = `${sheet.name}/${figure.type}`;
      if ('error' in figure) {
        problems.push(`${key}: failed to draw (${figure.error})`);
        continue;
      }
      const pixels = await decodePixels(figure.png);
      const hash = pixelHash(pixels);
      const accepted = join(ACCEPTED_DIR, sheet.name, `${figure.type}.png`);
      if (hash === baseline[key]) {
        // Kept as the reference a later diff image is drawn against.
        if (!existsSync(accepted)) writeFile(accepted, figure.png);
        continue;
      }
      writeFile(join(DIFF_DIR, sheet.name, `${figure.type}.png`), figure.png);
      if (baseline[key] === undefined) {
        problems.push(`${key}: not in the baseline`);
        continue;
      }
      let note = 'no earlier matching drawing to diff against';
      if (existsSync(accepted)) {
        const before = await decodePixels(readFileSync(accepted));
        if (pixelHash(before) !== baseline[key]) note = 'the kept earlier drawing is not the baseline either';
        else if (before.width !== pixels.width || before.height !== pixels.height) note = `size ${before.width}x${before.height} -> ${pixels.width}x${pixels.height}`;
        else {
          const diff = await diffImage(before, pixels);
          writeFile(join(DIFF_DIR, sheet.name, `${figure.type}.diff.png`), diff.png);
          note = `${diff.changed} pixels changed`;
        }
      }
      problems.push(`${key}: pixels changed (${note})`);
    }
    const drawnKeys = new Set(drawn.map((f) => `${sheet.name}/${f.type}`));
    for (const key of Object.keys(baseline)) if (key.startsWith(`${sheet.name}/`) && !drawnKeys.has(key)) problems.push(`${key}: in the baseline but no longer drawn`);
    if (problems.length > 0) {
      throw new Error(`${problems.length} gallery figure(s) differ from the baseline; new drawings in ${DIFF_DIR}:\n  ${problems.join('\n  ')}`);
    }
  }, 300_000);
});

// The gallery's figures and their pixel baseline, shared by `npm run gallery` (which draws the
// contact sheets and, with --accept, rewrites the baseline) and test/engines/chart/gallery.test.ts
// (which draws the same figures and compares their pixels with the baseline).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { availableTypes, renderChart, specFromRequest } from '../engines/chart/index.ts';
import { samples } from '../engines/chart/samples.ts';
import type { FigureWidth, JournalStyleName } from '../engines/chart/style/journals.ts';

const ROOT = resolve(import.meta.dirname, '..');
export const GALLERY_DIR = join(ROOT, '.data', 'gallery');
/** Changed figures and their diff images, for a person to look at after a failed comparison. */
export const DIFF_DIR = join(ROOT, '.data', 'gallery-diff');
/** The last drawing of each figure that matched the baseline: what a diff image compares with. */
export const ACCEPTED_DIR = join(ROOT, '.data', 'gallery-accepted');
export const BASELINE_FILE = join(ROOT, 'test', 'engines', 'chart', 'gallery.baseline.json');

export interface GallerySheet {
  name: string;
  journal: JournalStyleName;
  width: FigureWidth;
}

/** The default style at its single width, the narrowest journal sheet (Science, 57 mm) and the widest (PLOS, 190.5 mm). */
export const SHEETS: GallerySheet[] = [
  { name: 'default-single', journal: 'default', width: 'single' },
  { name: 'science-single', journal: 'science', width: 'single' },
  { name: 'plos-double', journal: 'plos', width: 'double' },
];

export type Drawn = { type: string; png: Buffer } | { type: string; error: string };

/** Every available chart type drawn from its sample data on one sheet's style, palette okabe_ito. */
export async function drawSheet(sheet: GallerySheet): Promise<Drawn[]> {
  const all = samples();
  const drawn: Drawn[] = [];
  for (const type of availableTypes()) {
    const sample = all[type];
    try {
      const spec = specFromRequest(sample.table, sample.request, [type]);
      const files = await renderChart(sample.table, spec, { journal: sheet.journal, width: sheet.width, palette: 'okabe_ito' });
      const png = files.find((f) => f.format === 'png');
      if (!png) throw new Error('no png');
      drawn.push({ type, png: png.bytes });
    } catch (err) {
      drawn.push({ type, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return drawn;
}

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Buffer;
}

export async function decodePixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** What the baseline holds for a figure: the sha256 of its size and decoded RGBA pixels (not of the PNG's bytes, which an encoder change alters). */
export function pixelHash(pixels: Pixels): string {
  return createHash('sha256').update(`${pixels.width},${pixels.height}\n`).update(pixels.data).digest('hex');
}

/** Baseline keys are "<sheet>/<type>". */
export type Baseline = Record<string, string>;

export function readBaseline(): Baseline {
  return existsSync(BASELINE_FILE) ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline) : {};
}

export function writeBaseline(baseline: Baseline): void {
  const sorted = Object.fromEntries(Object.entries(baseline).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(BASELINE_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}

export function writeFile(path: string, bytes: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}

/** The new figure with every pixel that differs from the old painted red, the rest faded so the red stands out. */
export async function diffImage(before: Pixels, after: Pixels): Promise<{ png: Buffer; changed: number }> {
  const out = Buffer.alloc(after.data.length);
  let changed = 0;
  for (let i = 0; i < after.data.length; i += 4) {
    const same =
      before.data[i] === after.data[i] &&
      before.data[i + 1] === after.data[i + 1] &&
      before.data[i + 2] === after.data[i + 2] &&
      before.data[i + 3] === after.data[i + 3];
    if (same) {
      for (let c = 0; c < 3; c++) out[i + c] = 255 - Math.round((255 - (after.data[i + c] ?? 255)) * 0.25);
    } else {
      changed++;
      out[i] = 255;
      out[i + 1] = 0;
      out[i + 2] = 0;
    }
    out[i + 3] = 255;
  }
  const png = await sharp(out, { raw: { width: after.width, height: after.height, channels: 4 } }).png().toBuffer();
  return { png, changed };
}

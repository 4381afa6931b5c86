// tesseract.js as it comes: the same library and English data as the engine, the image's bytes
// as they are (no grey copy, no upscale, no cleaning, no second looks), read in one of its own
// page segmentation modes, each of its lines one text. What the OCR benches measure the engine
// against (bench/ocrForeign.bench.ts).
import { createRequire } from 'node:module';
import { createWorker, type Worker } from 'tesseract.js';
import type { DetectedText } from '../engines/image/types.ts';

const require = createRequire(import.meta.url);
const ENG = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** The page segmentation modes a figure could be read in: automatic (3), one block (6), sparse text (11). */
export const RAW_MODES = { auto: '3', block: '6', sparse: '11' } as const;
export type RawMode = keyof typeof RAW_MODES;

let worker: Promise<Worker> | null = null;

export async function readRaw(bytes: Buffer, mode: RawMode): Promise<DetectedText[]> {
  worker ??= createWorker('eng', 1, { langPath: ENG.langPath, gzip: ENG.gzip, cacheMethod: 'none', errorHandler: () => undefined });
  const w = await worker;
  await w.setParameters({ tessedit_pageseg_mode: RAW_MODES[mode] as never });
  const result = await w.recognize(bytes, {}, { blocks: true, text: false });
  const texts: DetectedText[] = [];
  for (const block of result.data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = line.text.trim();
        if (text === '') continue;
        const { x0, y0, x1, y1 } = line.bbox;
        texts.push({ index: texts.length, text, corners: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });
      }
    }
  }
  return texts;
}

export async function closeRaw(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await (await w).terminate();
}

// The one warm tesseract.js worker of this process. Loading the English model takes about a
// second, so the worker is made on first use and kept; recognitions run one at a time through
// a queue (tesseract.js handles one job per worker anyway, and a queue keeps memory flat).
// A worker that errs or stops answering is thrown away and the next call makes a new one.
import { createRequire } from 'node:module';
import { createWorker, type Worker } from 'tesseract.js';
import { EngineError } from '../shared/errors.ts';

const require = createRequire(import.meta.url);
/** The language data ships in the registry package: nothing is downloaded at run time. */
const ENG = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** Tesseract's page segmentation modes used here. */
export type SegmentationMode = 'sparse' | 'line';
const PSM: Record<SegmentationMode, string> = { sparse: '11', line: '7' };

/** A recognition that takes longer than this means a stuck worker (the biggest input is capped by the caller). */
const RECOGNIZE_TIMEOUT_MS = 180_000;

export interface OcrWord {
  text: string;
  /** 0 to 100, tesseract's confidence. */
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Its characters with their boxes, in the recognised image's pixels. */
  symbols?: OcrSymbol[];
}

export interface OcrSymbol {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrLine {
  words: OcrWord[];
  /** y of the baseline at the line's horizontal middle, in the recognised image's pixels. */
  baselineY: number;
}

/** An 8-bit grey image for tesseract. */
export interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
}

let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function startWorker(): Promise<Worker> {
  return createWorker('eng', 1 /* OEM LSTM only */, {
    langPath: ENG.langPath,
    gzip: ENG.gzip,
    cacheMethod: 'none',
    // An error inside the worker rejects the job it belongs to; there is nothing else to do with it.
    errorHandler: () => undefined,
  });
}

async function discardWorker(): Promise<void> {
  const dying = worker;
  worker = null;
  if (dying) await dying.then((w) => w.terminate()).catch(() => undefined);
}

/** PGM (P5): leptonica reads it without decompression, and making it costs one copy. */
function pgm(image: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`), image.data]);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('tesseract did not answer')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function recognizeNow(image: GreyImage, mode: SegmentationMode, only: string): Promise<OcrLine[]> {
  worker ??= startWorker();
  const w = await worker;
  await w.setParameters({
    tessedit_pageseg_mode: PSM[mode] as never,
    // Empty: every character the model knows.
    tessedit_char_whitelist: only,
    // The caller scales text to a size tesseract reads well; a fixed dpi stops it guessing
    // (and warning) from the image's size.
    user_defined_dpi: '300',
  });
  const result = await withTimeout(w.recognize(pgm(image), {}, { blocks: true, text: false }), RECOGNIZE_TIMEOUT_MS);
  const lines: OcrLine[] = [];
  for (const block of result.data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const b = line.baseline;
        const middle = (line.bbox.x0 + line.bbox.x1) / 2;
        const slope = b.x1 !== b.x0 ? (b.y1 - b.y0) / (b.x1 - b.x0) : 0;
        lines.push({
          baselineY: b.y0 + slope * (middle - b.x0),
          words: line.words.map((word) => ({
            text: word.text,
            confidence: word.confidence,
            x0: word.bbox.x0,
            y0: word.bbox.y0,
            x1: word.bbox.x1,
            y1: word.bbox.y1,
            symbols: word.symbols.map((c) => ({ text: c.text, confidence: c.confidence, x0: c.bbox.x0, y0: c.bbox.y0, x1: c.bbox.x1, y1: c.bbox.y1 })),
          })),
        });
      }
    }
  }
  return lines;
}

/**
 * Recognises one grey image on the warm worker, after every call queued before it; `only`, when
 * given, are the characters it may read (a superscript's digits and signs).
 */
export function recognize(image: GreyImage, mode: SegmentationMode, only = ''): Promise<OcrLine[]> {
  const run = queue.then(async () => {
    try {
      return await recognizeNow(image, mode, only);
    } catch {
      await discardWorker();
      throw new EngineError('TEXT_DETECTION_FAILED', 'The text recognition engine failed on this image; try again.');
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Stops the warm worker once queued calls have finished; the next recognize() starts a new one. */
export function closeWorker(): Promise<void> {
  const run = queue.then(discardWorker);
  queue = run.catch(() => undefined);
  return run;
}

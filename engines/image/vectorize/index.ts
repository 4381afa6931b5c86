// Vectorisation (SPEC "POST /images/conversions", format svg): a PNG, JPEG or WebP figure in, a
// standalone SVG document out. A plain function: bytes in, bytes out.
//  - full_vector: every colour region traced into paths (trace.ts: palette, stacked layers,
//    VTracer), one path per colour, no embedded raster, transparency kept.
//  - editable_text (the default): the texts OCR finds are lifted off first (texts.ts) and come
//    back as <text> elements on top of the traced shapes, so they can be edited.
// Tracing runs in a worker thread (traceWorker.ts); OCR has its own worker.
import sharp from 'sharp';
import { detectText } from '../../ocr/index.ts';
import { decodeImage, type Raster } from '../../shared/raster.ts';
import { EngineError } from '../../shared/errors.ts';
import { oneThread } from '../../shared/workerThread.ts';
import { svgDocument, type SvgText } from './svgDocument.ts';
import { liftTexts } from './texts.ts';
import type { TraceReply, TraceRequest } from './traceWorker.ts';

export type VectorMode = 'editable_text' | 'full_vector';

/** Tracing time and memory grow quickly with pixels: 16 megapixels is a 4000x4000 figure or a 300 dpi A4 page. */
export const MAX_SOURCE_PIXELS = 16_000_000;
/** An SVG this large is no longer a clean, editable figure (a photograph traced, or noise). */
export const MAX_SVG_BYTES = 40 * 1024 * 1024;

const thread = oneThread<TraceRequest, TraceReply>(new URL('./traceWorker.ts', import.meta.url));

function tooComplex(): EngineError {
  return new EngineError('SVG_TOO_COMPLEX', `The traced SVG would be larger than ${MAX_SVG_BYTES / 1024 / 1024} MB; the image has too much fine detail (a photograph or noise) to vectorise usefully.`);
}

function checkPixels(width: number, height: number): void {
  if (width * height > MAX_SOURCE_PIXELS) {
    throw new EngineError('SOURCE_TOO_LARGE_FOR_SVG', `The image has ${width}x${height} pixels; vectorisation accepts up to ${MAX_SOURCE_PIXELS / 1_000_000} megapixels.`);
  }
}

async function trace(raster: Raster, budget: number, lossy: boolean): Promise<TraceReply> {
  // A copy with an ArrayBuffer of its own goes to the thread: a decoded Buffer may share a pool.
  const data = new Uint8Array(raster.data);
  try {
    return await thread.call({ data, width: raster.width, height: raster.height, budget, lossy }, [data.buffer]);
  } catch {
    throw new EngineError('TRACE_FAILED', 'The image could not be traced into paths.');
  }
}

/** PNG, JPEG or WebP bytes in; a standalone SVG document out (UTF-8 bytes). */
export async function vectorizeImage(bytes: Buffer, mode: VectorMode): Promise<{ svg: Buffer; width: number; height: number; texts: number }> {
  if (mode !== 'editable_text' && mode !== 'full_vector') {
    throw new EngineError('UNSUPPORTED_VECTOR_MODE', 'The vector mode must be editable_text or full_vector.');
  }
  // The header is enough to refuse a huge image before decoding it.
  const meta = await sharp(bytes).metadata().catch(() => null);
  if (meta?.width && meta.height) checkPixels(meta.width, meta.height);
  const image = await decodeImage(bytes);
  checkPixels(image.width, image.height);

  let raster: Raster = image;
  let texts: SvgText[] = [];
  if (mode === 'editable_text') {
    const detection = await detectText(bytes);
    if (detection.width === image.width && detection.height === image.height && detection.texts.length > 0) {
      ({ raster, texts } = await liftTexts(image, detection.texts));
    }
  }
  const { layers, overBudget } = await trace(raster, MAX_SVG_BYTES, image.format === 'jpeg');
  if (overBudget) throw tooComplex();
  const svg = Buffer.from(svgDocument(image.width, image.height, layers, texts), 'utf8');
  if (svg.length > MAX_SVG_BYTES) throw tooComplex();
  return { svg, width: image.width, height: image.height, texts: texts.length };
}

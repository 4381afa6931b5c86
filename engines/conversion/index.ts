// Image conversion engine (SPEC "POST /images/conversions", formats png, pdf, tiff, pptx).
// A plain function: bytes in, bytes out; no Temporal, HTTP or storage. The dpi is written
// as metadata and sets the page size; the pixels are never resampled.

import { EngineError } from '../shared/errors.ts';
import { toPdf } from './pdf.ts';
import { toPng } from './png.ts';
import { slideTooLarge, toPptx } from './pptx.ts';
import { checkDecodes, inspectSource } from './source.ts';
import { toTiff } from './tiff.ts';

export { EngineError } from '../shared/errors.ts';
export { claimedSize } from './source.ts';

export type ConversionFormat = 'png' | 'pdf' | 'tiff' | 'pptx';
export type ConversionDpi = 300 | 600 | 1000;

export interface ConversionInput {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  format: ConversionFormat;
  dpi: ConversionDpi;
}

export interface ConversionOutput {
  bytes: Buffer;
  contentType: string;
  format: string;
  /** Pixel size of the image in the output, always the source's. */
  width: number;
  height: number;
}

const CONTENT_TYPES: Record<ConversionFormat, string> = {
  png: 'image/png',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const DPIS: readonly number[] = [300, 600, 1000];

export async function convertImage(input: ConversionInput): Promise<ConversionOutput> {
  const { format, dpi } = input;
  // The types say it already; callers outside TypeScript (workflow payloads) may not.
  if (!Object.hasOwn(CONTENT_TYPES, format)) throw new EngineError('UNSUPPORTED_FORMAT', `Unknown output format ${String(format)}.`);
  if (!DPIS.includes(dpi)) throw new EngineError('INVALID_DPI', `dpi must be one of ${DPIS.join(', ')}.`);
  if (input.contentType !== 'image/png' && input.contentType !== 'image/jpeg') {
    throw new EngineError('SOURCE_UNSUPPORTED', 'The source must be a PNG or JPEG image.');
  }
  if ((format === 'png' || format === 'tiff') && input.contentType !== 'image/png') {
    throw new EngineError('SOURCE_NOT_PNG', `${format.toUpperCase()} output needs a PNG source.`);
  }
  const source = await inspectSource(input.bytes, input.contentType);
  const tooLarge = pageProblem(format, source.width, source.height, dpi);
  if (tooLarge) throw tooLarge;
  let bytes: Buffer;
  switch (format) {
    case 'png':
      bytes = await toPng(source, dpi);
      break;
    case 'tiff':
      bytes = await toTiff(source, dpi);
      break;
    case 'pdf':
      // A PNG is checked row by row as it is embedded.
      if (source.contentType === 'image/jpeg') await checkDecodes(source);
      bytes = await toPdf(source, dpi);
      break;
    case 'pptx':
      await checkDecodes(source);
      bytes = await toPptx(source, dpi);
      break;
  }
  return { bytes, contentType: CONTENT_TYPES[format], format, width: source.width, height: source.height };
}

/**
 * A page the format cannot make at this size (PPTX slides stop at 56 in), or undefined. The API
 * asks this before a job exists; the engine asks again.
 */
export function pageProblem(format: ConversionFormat, width: number, height: number, dpi: number): EngineError | undefined {
  return format === 'pptx' ? slideTooLarge(width, height, dpi, DPIS) : undefined;
}

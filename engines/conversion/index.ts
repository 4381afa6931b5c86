// Image conversion engine (SPEC "POST /images/conversions", formats png, pdf, tiff, pptx).
// A plain function: bytes in, bytes out; no Temporal, HTTP or storage. The dpi is written
// as metadata and sets the page size; the pixels of a PNG or JPEG are never resampled. A
// flowchart's SVG is first drawn at the requested long edge (svgSource.ts); its PDF stays vector.

import { LIMITS } from '../../core/limits.ts';
import { EngineError } from '../shared/errors.ts';
import { toPdf } from './pdf.ts';
import { toPng } from './png.ts';
import { slideTooLarge, toPptx } from './pptx.ts';
import { checkDecodes, inspectSource } from './source.ts';
import { DEFAULT_SVG_WIDTH, renderSvgPdf, renderSvgPng, SVG_WIDTH_RANGE, svgTextProblem } from './svgSource.ts';
import { toTiff } from './tiff.ts';

export { EngineError } from '../shared/errors.ts';
export { claimedSize } from './source.ts';
export { DEFAULT_SVG_WIDTH, SVG_WIDTH_RANGE, svgSize, svgTextProblem } from './svgSource.ts';

export type ConversionFormat = 'png' | 'pdf' | 'tiff' | 'pptx';
export type ConversionDpi = 300 | 600 | 1000;

export interface ConversionInput {
  bytes: Buffer;
  /** An SVG source is a flowchart's output: the API refuses any other SVG before a job exists. */
  contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  format: ConversionFormat;
  dpi: ConversionDpi;
  /** SVG sources only: the long edge of the drawn figure in pixels (default 2048). */
  width?: number;
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
  if (input.contentType === 'image/svg+xml') return convertSvg(input);
  if (input.width !== undefined) throw new EngineError('WIDTH_NOT_APPLICABLE', 'width applies to flowchart SVG sources only.');
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
 * A flowchart's SVG drawn with the shipped fonts: PDF as vectors, the other formats from a PNG
 * of the requested long edge, which then goes the way of any PNG source (dpi metadata, page size).
 */
async function convertSvg(input: ConversionInput): Promise<ConversionOutput> {
  const longEdge = input.width ?? DEFAULT_SVG_WIDTH;
  if (!Number.isInteger(longEdge) || longEdge < SVG_WIDTH_RANGE.min || longEdge > SVG_WIDTH_RANGE.max) {
    throw new EngineError('INVALID_WIDTH', `width is an integer from ${SVG_WIDTH_RANGE.min} to ${SVG_WIDTH_RANGE.max}.`);
  }
  if (input.bytes.length > LIMITS.conversionSourceBytes) {
    throw new EngineError('FILE_TOO_LARGE', `The source is larger than ${LIMITS.conversionSourceBytes} bytes.`);
  }
  const svg = input.bytes.toString('utf8');
  const unsupported = svgTextProblem(svg);
  if (unsupported) throw unsupported;
  const drawn = renderSvgPng(svg, longEdge);
  if (input.format === 'pdf') {
    return { bytes: await renderSvgPdf(svg, longEdge, input.dpi), contentType: CONTENT_TYPES.pdf, format: 'pdf', width: drawn.width, height: drawn.height };
  }
  return convertImage({ bytes: drawn.png, contentType: 'image/png', format: input.format, dpi: input.dpi });
}

/**
 * A page the format cannot make at this size (PPTX slides stop at 56 in), or undefined. The API
 * asks this before a job exists; the engine asks again.
 */
export function pageProblem(format: ConversionFormat, width: number, height: number, dpi: number): EngineError | undefined {
  return format === 'pptx' ? slideTooLarge(width, height, dpi, DPIS) : undefined;
}

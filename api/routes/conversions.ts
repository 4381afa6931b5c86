import { invalidRequest } from '../../core/errors.ts';
import type { FileRow } from '../../core/files.ts';
import { LIMITS } from '../../core/limits.ts';
import { fileStorage } from '../../core/storage.ts';
import { claimedSize, DEFAULT_SVG_WIDTH, pageProblem, svgSize, svgTextProblem } from '../../engines/conversion/index.ts';
import { readJson } from '../body/json.ts';
import { createJob } from '../../jobs/requests/admit.ts';
import { checkedFile, checkedImage, sourceFile, svgSourceKind } from '../../jobs/requests/sourceFiles.ts';
import { ConversionRequest, type RasterConversionBody, type SvgConversionBody } from '../../contract/conversions.ts';
import { callerOf, type AppContext } from '../../http/state.ts';
import { JOB_TYPES } from '../../jobs/catalogue/jobTypes.ts';
import type { ConversionParams } from '../../jobs/catalogue/params.ts';
import { CREATE_ERRORS, JOB_RESPONSES, route } from './route.ts';

const DEFAULT_DPI = 300;

export const createConversion = route({
  method: 'post',
  path: '/images/conversions',
  summary: 'Convert an image or a flowchart SVG to PNG, PDF, TIFF or PPTX (free, 200 per day), or an image to SVG (150 credits)',
  tag: 'images',
  auth: { scope: 'images:convert', requestClass: 'create' },
  operation: JOB_TYPES.conversion.operation,
  idempotencyKey: 'required',
  preferWait: true,
  body: { contentType: 'application/json', schema: ConversionRequest },
  responses: JOB_RESPONSES,
  errors: CREATE_ERRORS,
  handler: async (ctx) => {
    const body = await readJson(ctx, ConversionRequest);
    // Read once: its kind picks the conversion here, and the admission's checks use the same row.
    const source = await sourceFile(callerOf(ctx).accountId, body.image);
    const file = source?.file ?? null;
    const svg = svgSourceKind(source);
    if (body.format === 'svg') {
      if (svg) throw invalidRequest('SOURCE_ALREADY_SVG', 'The source is already an SVG; convert it to png, pdf, tiff or pptx.', 'format');
      return createVectorization(ctx, body, file);
    }
    if (svg === 'flowchart') return createFlowchartConversion(ctx, body, body.format, file);
    if (svg === 'other') {
      throw invalidRequest('SOURCE_NOT_FLOWCHART_SVG', 'Of SVG files, only the SVG output of a flowchart job can be converted; this SVG is not one.', 'image');
    }
    const format = body.format;
    await createJob(ctx, JOB_TYPES.conversion, {
      // Defaults applied: a body that spells them out is the same request (decisions.md 6).
      body: { ...body, dpi: body.dpi ?? DEFAULT_DPI },
      params: { sourceFileId: body.image, format, dpi: body.dpi ?? DEFAULT_DPI },
      preflight: () => checkSource(body, file),
    });
  },
});

/** SVG: the source, a PNG, JPEG or WebP image, traced into paths (150 credits). */
async function createVectorization(ctx: AppContext, body: SvgConversionBody, file: FileRow | null): Promise<void> {
  await createJob(ctx, JOB_TYPES.vectorize, {
    body: { ...body, vector_mode: body.vector_mode ?? 'editable_text' },
    params: { sourceFileId: body.image, mode: body.vector_mode ?? 'editable_text' },
    preflight: async () => {
      await checkedImage(file, 'image');
    },
  });
}

/**
 * A flowchart's SVG output drawn on the server at `width` pixels on its long edge. Text the
 * shipped fonts cannot draw is refused here, before any job: nothing is charged or counted.
 */
async function createFlowchartConversion(ctx: AppContext, body: RasterConversionBody, format: ConversionParams['format'], source: FileRow | null): Promise<void> {
  const dpi = body.dpi ?? DEFAULT_DPI;
  const width = body.width ?? DEFAULT_SVG_WIDTH;
  await createJob(ctx, JOB_TYPES.conversion, {
    // Defaults applied: a body that spells them out is the same request (decisions.md 66).
    body: { ...body, dpi, width },
    params: { sourceFileId: body.image, format, dpi, width },
    preflight: async () => {
      const file = checkedFile(source, 'image', ['output']);
      if (file.sizeBytes > LIMITS.conversionSourceBytes) {
        throw invalidRequest('FILE_TOO_LARGE', `Conversion sources are limited to ${LIMITS.conversionSourceBytes} bytes.`, 'image');
      }
      const svg = (await fileStorage().get(file.id)).toString('utf8');
      const unsupported = svgTextProblem(svg);
      if (unsupported) throw invalidRequest(unsupported.reason, unsupported.message, 'image');
      if (format === 'pptx') {
        const size = svgSize(svg);
        const scale = width / Math.max(size.width, size.height);
        const problem = pageProblem('pptx', Math.round(size.width * scale), Math.round(size.height * scale), dpi);
        if (problem) throw invalidRequest(problem.reason, problem.message, 'dpi');
      }
    },
  });
}

/** The source must be the caller's usable PNG or JPEG (SVG sources are sorted out before); png and tiff need a PNG. */
async function checkSource(body: RasterConversionBody, source: FileRow | null): Promise<void> {
  const file = checkedFile(source, 'image', ['image', 'output']);
  if (file.contentType === 'image/webp') throw invalidRequest('UNSUPPORTED_SOURCE_FORMAT', 'WebP sources are not accepted; use PNG or JPEG.', 'image');
  if (!['image/png', 'image/jpeg'].includes(file.contentType)) {
    throw invalidRequest('UNSUPPORTED_SOURCE_FORMAT', 'The source must be a PNG or JPEG image.', 'image');
  }
  if ((body.format === 'png' || body.format === 'tiff') && file.contentType !== 'image/png') {
    throw invalidRequest('SOURCE_NOT_PNG', `Conversion to ${body.format} needs a PNG source.`, 'image');
  }
  if (file.sizeBytes > LIMITS.conversionSourceBytes) {
    throw invalidRequest('FILE_TOO_LARGE', `Conversion sources are limited to ${LIMITS.conversionSourceBytes} bytes.`, 'image');
  }
  if (body.width !== undefined) {
    throw invalidRequest('VALIDATION_FAILED', 'width applies to flowchart SVG sources only.', 'width');
  }
  if (body.format === 'pptx') {
    // Uploads do not record their size: the header says it without decoding anything.
    const size = file.width && file.height ? { width: file.width, height: file.height } : claimedSize(await fileStorage().get(file.id), file.contentType as 'image/png' | 'image/jpeg');
    const problem = size && pageProblem('pptx', size.width, size.height, body.dpi ?? DEFAULT_DPI);
    if (problem) throw invalidRequest(problem.reason, problem.message, 'dpi');
  }
}


import { invalidRequest } from '../../core/errors.ts';
import { LIMITS } from '../../core/limits.ts';
import { isFreeConversion, PRICES } from '../../core/prices.ts';
import { fileStorage } from '../../core/storage.ts';
import { claimedSize, pageProblem } from '../../engines/conversion/index.ts';
import { readJson } from '../body/json.ts';
import { createJob } from '../jobs/admit.ts';
import { usableFile, usableImage } from '../jobs/sourceFiles.ts';
import { ConversionRequest, type ConversionBody } from '../schemas/conversions.ts';
import { callerOf, type AppContext } from '../state.ts';
import type { ConversionParams, VectorizeParams } from '../../core/jobTypes.ts';
import { CREATE_ERRORS, JOB_RESPONSES, route } from './route.ts';

const DEFAULT_DPI = 300;

export const createConversion = route({
  method: 'post',
  path: '/images/conversions',
  summary: 'Convert an image to PNG, PDF, TIFF or PPTX (free, 200 per day) or SVG (150 credits)',
  tag: 'images',
  auth: { scope: 'images:convert', requestClass: 'create' },
  operation: 'images.conversions',
  idempotencyKey: 'required',
  preferWait: true,
  body: { contentType: 'application/json', schema: ConversionRequest },
  responses: JOB_RESPONSES,
  errors: CREATE_ERRORS,
  handler: async (ctx) => {
    const body = await readJson(ctx, ConversionRequest);
    if (body.format === 'svg') return createVectorization(ctx, body);
    const format = body.format;
    await createJob(ctx, {
      operation: 'images.conversions',
      kind: 'image_conversion',
      price: PRICES.image_conversion[format],
      freeConversion: isFreeConversion(format),
      // Defaults applied: a body that spells them out is the same request (decisions.md 6).
      body: { ...body, dpi: body.dpi ?? DEFAULT_DPI },
      engine: 'conversion',
      params: { sourceFileId: body.image, format, dpi: body.dpi ?? DEFAULT_DPI } satisfies ConversionParams,
      preflight: () => checkSource(ctx, body),
    });
  },
});

/** SVG: the source, a PNG, JPEG or WebP image, traced into paths (150 credits). */
async function createVectorization(ctx: AppContext, body: ConversionBody): Promise<void> {
  if (body.width !== undefined) throw invalidRequest('VALIDATION_FAILED', 'width applies to flowchart SVG sources only.', 'width');
  const accountId = callerOf(ctx).accountId;
  await createJob(ctx, {
    operation: 'images.conversions',
    kind: 'image_conversion',
    price: PRICES.image_conversion.svg,
    body: { ...body, vector_mode: body.vector_mode ?? 'editable_text' },
    engine: 'vectorize',
    params: { sourceFileId: body.image, mode: body.vector_mode ?? 'editable_text' } satisfies VectorizeParams,
    preflight: async () => {
      await usableImage(accountId, body.image, 'image');
    },
  });
}

/** The source must be the caller's usable PNG or JPEG; png and tiff need a PNG. */
async function checkSource(ctx: AppContext, body: ConversionBody): Promise<void> {
  const file = await usableFile(callerOf(ctx).accountId, body.image, 'image', ['image', 'output']);
  if (file.contentType === 'image/svg+xml') {
    throw invalidRequest('SOURCE_NOT_SUPPORTED', 'Flowchart SVG sources are not supported yet; use a PNG or JPEG image.', 'image');
  }
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


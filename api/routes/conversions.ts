import { invalidRequest } from '../../core/errors.ts';
import type { FileRow } from '../../core/files.ts';
import { readJson } from '../body/json.ts';
import { createJob } from '../../jobs/requests/admit.ts';
import { checkFlowchartSource, checkRasterSource, DEFAULT_SVG_WIDTH } from '../../jobs/checks/conversion.ts';
import { checkedImage, sourceFile, svgSourceKind } from '../../jobs/requests/sourceFiles.ts';
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
      preflight: () => checkRasterSource(file, body.format, body.dpi ?? DEFAULT_DPI, body.width),
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
    preflight: () => checkFlowchartSource(source, format, dpi, width),
  });
}

// generate_figure, edit_figure, detect_text, upscale_figure, convert_figure: the image
// endpoints, with file parameters that may also be https URLs or data URLs.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ConversionFields } from '../../contract/conversions.ts';
import { EditRequest } from '../../contract/edits.ts';
import { GenerationRequest } from '../../contract/generations.ts';
import { TextDetectionRequest } from '../../contract/textDetections.ts';
import { UpscaleRequest } from '../../contract/upscales.ts';
import { apiCall, ToolFailure } from '../apiClient.ts';
import { errorResult, toFailure } from '../errors.ts';
import { resolveFile } from '../inputs.ts';
import { IdempotencyKeyInput, ImageInput, JobResultShape, MaskInput, TextDetectionResultShape } from '../schemas.ts';
import { creationAnnotations } from '../annotations.ts';
import { create, defined, type ToolContext } from './context.ts';

const G = GenerationRequest.shape;
const [Instruct, , AspectRatioEdit, Recolor, ReplaceText] = EditRequest.options;
const EDIT_OPERATIONS = EditRequest.options.map((form) => {
  const operation = form.shape.operation;
  return ('unwrap' in operation ? operation.unwrap() : operation).value;
}) as [string, ...string[]];
const C = ConversionFields;

export function registerImageTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'generate_figure',
    {
      title: 'Generate a scientific illustration',
      description:
        'Draws an illustration from a text prompt (50 / 75 / 100 credits for standard / advanced / premium). Waits up to 25 s; a job still running is finished with get_job. Calling again creates and charges a new job unless the same idempotency_key is passed.',
      inputSchema: z.strictObject({
        prompt: G.prompt,
        aspect_ratio: G.aspect_ratio,
        quality: G.quality,
        style: G.style,
        palette: G.palette,
        reference_images: z.array(ImageInput).min(1).max(3).optional().describe('Up to 3 reference images: file_id, https URL or data URL each.'),
        idempotency_key: IdempotencyKeyInput,
      }),
      outputSchema: JobResultShape,
      annotations: creationAnnotations({ fetchesUrls: true }),
    },
    (args) =>
      create(ctx, {
        tool: 'generate_figure',
        path: '/images/generations',
        idempotencyKey: args.idempotency_key,
        fields: { reference_file_ids: 'reference_images' },
        body: async (_key, file) => {
          const references: string[] = [];
          for (const [i, value] of (args.reference_images ?? []).entries()) references.push(await file({ field: `reference_images[${i}]`, value, purpose: 'image' }));
          return {
            json: defined({
              prompt: args.prompt,
              aspect_ratio: args.aspect_ratio,
              quality: args.quality,
              style: args.style,
              palette: args.palette,
              reference_file_ids: references.length > 0 ? references : undefined,
            }),
          };
        },
      }),
  );

  server.registerTool(
    'edit_figure',
    {
      title: 'Edit an image',
      description:
        'Edits an image: instruct (default; instruction required, optional PNG mask), white_background, aspect_ratio (aspect_ratio required), recolor (optional palette of 1 to 8 colors), replace_text (text_detection from detect_text and replacements required; quality ignored). 50 / 75 / 100 credits by quality; 100 with a mask or for replace_text.',
      inputSchema: z.strictObject({
        image: ImageInput,
        operation: z.enum(EDIT_OPERATIONS).default('instruct'),
        instruction: Instruct.shape.instruction.optional().describe('Required for instruct: 1 to 2,000 characters.'),
        mask: MaskInput.optional().describe('instruct only: PNG up to 8 MB, white where the image may change (file_id, https URL or data URL).'),
        aspect_ratio: AspectRatioEdit.shape.aspect_ratio.optional().describe('Required for the aspect_ratio operation.'),
        palette: Recolor.shape.palette.describe('recolor only: 1 to 8 colors #RRGGBB; chosen when omitted.'),
        text_detection: ReplaceText.shape.text_detection.optional().describe('replace_text: the id detect_text returned for this image.'),
        replacements: ReplaceText.shape.replacements.optional().describe('replace_text: 1 to 256 {index, text}, each index at most once.'),
        quality: Instruct.shape.quality.unwrap().optional().describe('standard (default), advanced or premium; ignored by replace_text.'),
        idempotency_key: IdempotencyKeyInput,
      }),
      outputSchema: JobResultShape,
      annotations: creationAnnotations({ fetchesUrls: true }),
    },
    (args) =>
      create(ctx, {
        tool: 'edit_figure',
        path: '/images/edits',
        idempotencyKey: args.idempotency_key,
        body: async (_key, file) => {
          if (args.mask !== undefined && args.operation !== 'instruct') {
            throw new ToolFailure('INVALID_REQUEST', 'mask applies to the instruct operation only.', { reason: 'VALIDATION_FAILED', field: 'mask' });
          }
          const image = await file({ field: 'image', value: args.image, purpose: 'image' });
          const mask = args.mask === undefined ? undefined : await file({ field: 'mask', value: args.mask, purpose: 'mask' });
          return {
            json: defined({
              operation: args.operation,
              image,
              instruction: args.instruction,
              mask,
              aspect_ratio: args.aspect_ratio,
              palette: args.palette,
              text_detection: args.text_detection,
              replacements: args.replacements,
              quality: args.operation === 'replace_text' ? undefined : args.quality,
            }),
          };
        },
      }),
  );

  server.registerTool(
    'detect_text',
    {
      title: 'Detect the text in an image',
      description: 'Reads the text of an image, line by line in reading order, with each line\'s corners (free; 20 per 15 minutes). Its id and indexes feed edit_figure\'s replace_text.',
      inputSchema: z.strictObject({ image: ImageInput, idempotency_key: IdempotencyKeyInput }),
      outputSchema: TextDetectionResultShape,
      annotations: creationAnnotations({ fetchesUrls: true }),
    },
    async (args) => {
      const key = args.idempotency_key ?? randomUUID();
      try {
        const image = await resolveFile(ctx.caller, { field: 'image', value: args.image, purpose: 'image' }, key, 'detect_text', ctx.remote);
        const body: z.infer<typeof TextDetectionRequest> = { image };
        const reply = await apiCall(ctx.caller, '/images/text-detections', { json: body, idempotencyKey: key });
        const detection = reply.body as { id: string; width: number; height: number; texts: Array<{ index: number; text: string }> };
        const lines = detection.texts.map((t) => `${t.index}: ${t.text}`);
        return {
          content: [
            {
              type: 'text',
              text: `Text detection ${detection.id} of a ${detection.width}×${detection.height} image: ${detection.texts.length} lines.\n${lines.join('\n')}\nidempotency_key: ${key}`,
            },
          ],
          structuredContent: { ...reply.body, idempotency_key: key },
        };
      } catch (err) {
        return errorResult(toFailure(err), key);
      }
    },
  );

  server.registerTool(
    'upscale_figure',
    {
      title: 'Upscale an image',
      description: 'Enlarges an image to a long edge of 2048 (2k), 4096 (4k) or 8192 (8k) pixels: 50 / 100 / 150 credits. 4k needs Starter or higher, 8k Plus or higher.',
      inputSchema: z.strictObject({ image: ImageInput, scale: UpscaleRequest.shape.scale, idempotency_key: IdempotencyKeyInput }),
      outputSchema: JobResultShape,
      annotations: creationAnnotations({ fetchesUrls: true }),
    },
    (args) =>
      create(ctx, {
        tool: 'upscale_figure',
        path: '/images/upscales',
        idempotencyKey: args.idempotency_key,
        body: async (_key, file) => ({ json: { image: await file({ field: 'image', value: args.image, purpose: 'image' }), scale: args.scale } }),
      }),
  );

  server.registerTool(
    'convert_figure',
    {
      title: 'Convert an image',
      description:
        'Converts an image (or a flowchart SVG output, by file_id) to svg (150 credits; vector_mode editable_text or full_vector) or to png, pdf, tiff, pptx (free, 200 a day; dpi 300, 600 or 1000; width 256 to 4096 for flowchart SVG sources only).',
      inputSchema: z.strictObject({
        image: ImageInput,
        format: C.format,
        vector_mode: C.vector_mode.describe('svg only: editable_text (default) or full_vector.'),
        dpi: C.dpi.describe('png, pdf, tiff, pptx only: 300 (default), 600 or 1000.'),
        width: C.width.describe('png, pdf, tiff, pptx of a flowchart SVG output only: long edge, 256 to 4096 (default 2048).'),
        idempotency_key: IdempotencyKeyInput,
      }),
      outputSchema: JobResultShape,
      annotations: creationAnnotations({ fetchesUrls: true }),
    },
    (args) =>
      create(ctx, {
        tool: 'convert_figure',
        path: '/images/conversions',
        idempotencyKey: args.idempotency_key,
        body: async (_key, file) => ({
          json: defined({
            image: await file({ field: 'image', value: args.image, purpose: 'image' }),
            format: args.format,
            vector_mode: args.vector_mode,
            dpi: args.dpi,
            width: args.width,
          }),
        }),
      }),
  );
}

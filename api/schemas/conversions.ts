import { z } from 'zod';
import { Id } from './common.ts';

export const CONVERSION_FORMATS = ['svg', 'png', 'pdf', 'tiff', 'pptx'] as const;

export const ConversionRequest = z
  .strictObject({
    image: Id.meta({ description: "file_id of an upload or image output: PNG or JPEG (for svg also WebP), or a flowchart job's SVG output (not for svg)" }),
    format: z.enum(CONVERSION_FORMATS),
    vector_mode: z.enum(['editable_text', 'full_vector']).optional().meta({ description: 'For svg only. Default editable_text' }),
    dpi: z
      .union([z.literal(300), z.literal(600), z.literal(1000)])
      .optional()
      .meta({ description: 'For the other formats. Written as metadata and sets the page size; pixels are not resampled. Default 300' }),
    width: z.int().min(256).max(4096).optional().meta({ description: 'Long edge in pixels; applies to flowchart SVG sources only. Default 2048' }),
  })
  .superRefine((body, ctx) => {
    if (body.vector_mode !== undefined && body.format !== 'svg') {
      ctx.addIssue({ code: 'custom', path: ['vector_mode'], message: 'vector_mode applies to format svg only.' });
    }
    if (body.dpi !== undefined && body.format === 'svg') {
      ctx.addIssue({ code: 'custom', path: ['dpi'], message: 'dpi applies to png, pdf, tiff and pptx only.' });
    }
  })
  .meta({ id: 'ConversionRequest' });

export type ConversionBody = z.infer<typeof ConversionRequest>;

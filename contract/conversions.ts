// POST /images/conversions: one form per target format, chosen by `format`. Each form names
// only the options its format takes, so a body the service would refuse for an option of
// another format (dpi with svg, vector_mode with pdf) is already invalid against the schema.
import { z } from 'zod';
import { Id } from './common.ts';

export const CONVERSION_FORMATS = ['svg', 'png', 'pdf', 'tiff', 'pptx'] as const;
type RasterFormat = Exclude<(typeof CONVERSION_FORMATS)[number], 'svg'>;

/** The options, declared once: the forms below and the MCP tool take them from here. */
export const ConversionFields = {
  format: z.enum(CONVERSION_FORMATS),
  vector_mode: z.enum(['editable_text', 'full_vector']).optional().meta({ description: 'Default editable_text' }),
  dpi: z
    .union([z.literal(300), z.literal(600), z.literal(1000)])
    .optional()
    .meta({ description: 'Written as metadata and sets the page size; pixels are not resampled. Default 300' }),
  width: z
    .int()
    .min(256)
    .max(4096)
    .optional()
    .meta({ description: "Long edge in pixels, for a flowchart job's SVG output as the source only (refused with any other source). Default 2048" }),
};

/** The formats each option applies to, for the refusal of an option sent with another format. */
const OPTION_FORMATS: Record<string, string> = { vector_mode: 'svg', dpi: 'png, pdf, tiff and pptx', width: 'png, pdf, tiff and pptx (flowchart SVG sources)' };

/** An unknown key's message: what the option applies to, when every such key is an option of another format. */
const misplacedOption = {
  error: (issue: { code?: string; keys?: string[] }) => {
    const known = issue.code === 'unrecognized_keys' ? (issue.keys ?? []).filter((key) => OPTION_FORMATS[key]) : [];
    return known.length > 0 && known.length === issue.keys?.length ? known.map((key) => `${key} applies to ${OPTION_FORMATS[key]} only.`).join(' ') : undefined;
  },
};

const SvgConversion = z
  .strictObject({
    image: Id.meta({ description: 'file_id of an upload or image output: PNG, JPEG or WebP' }),
    format: z.literal('svg'),
    vector_mode: ConversionFields.vector_mode,
  }, misplacedOption)
  .meta({ id: 'SvgConversion', description: 'Trace the image into SVG paths (150 credits)' });

const SOURCES: Record<RasterFormat, string> = {
  png: "file_id of a PNG upload or image output, or a flowchart job's SVG output",
  tiff: "file_id of a PNG upload or image output, or a flowchart job's SVG output",
  pdf: "file_id of a PNG or JPEG upload or image output, or a flowchart job's SVG output",
  pptx: "file_id of a PNG or JPEG upload or image output, or a flowchart job's SVG output",
};

function rasterConversion<F extends RasterFormat>(format: F) {
  return z
    .strictObject({
      image: Id.meta({ description: SOURCES[format] }),
      format: z.literal(format),
      dpi: ConversionFields.dpi,
      width: ConversionFields.width,
    }, misplacedOption)
    .meta({ id: `${format[0]!.toUpperCase()}${format.slice(1)}Conversion`, description: `Convert to ${format.toUpperCase()} (free, 200 a day)` });
}

export const ConversionRequest = z
  .discriminatedUnion('format', [SvgConversion, rasterConversion('png'), rasterConversion('pdf'), rasterConversion('tiff'), rasterConversion('pptx')])
  .meta({ id: 'ConversionRequest' });

export type ConversionBody = z.infer<typeof ConversionRequest>;
export type SvgConversionBody = Extract<ConversionBody, { format: 'svg' }>;
export type RasterConversionBody = Exclude<ConversionBody, SvgConversionBody>;

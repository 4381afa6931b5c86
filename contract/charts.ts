import { z } from 'zod';
import { Id } from './common.ts';
import { CHART_TYPES, isChartType, type ChartType } from '../engines/chart/chartTypes.ts';

/** The chart types a request may name: the engine's list, as the interface spells it. */
export { CHART_TYPES };
import { FIGURE_WIDTHS, hasFigureWidth, JOURNAL_STYLES } from '../engines/chart/style/journals.ts';
import { PALETTE_NAMES } from '../engines/shared/palettes.ts';

/** chart_types: comma-separated, or a JSON array; each one of the 49 types, once. */
const ChartTypes = z
  .string()
  .max(2000)
  .transform((raw, ctx): ChartType[] => {
    let items: unknown;
    try {
      items = raw.trim().startsWith('[') ? JSON.parse(raw) : raw.split(',');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'chart_types is a comma-separated list or a JSON array.' });
      return z.NEVER;
    }
    if (!Array.isArray(items)) {
      ctx.addIssue({ code: 'custom', message: 'chart_types is a comma-separated list or a JSON array.' });
      return z.NEVER;
    }
    const names = items.map((i) => String(i).trim()).filter((i) => i.length > 0);
    const unknown = names.filter((n) => !isChartType(n));
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `Unknown chart types: ${unknown.join(', ')}.` });
    if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', message: 'A chart type is named twice.' });
    if (names.length === 0) ctx.addIssue({ code: 'custom', message: 'chart_types names no type.' });
    return names as ChartType[];
  })
  .meta({ description: `Comma-separated or a JSON array, from: ${CHART_TYPES.join(', ')}` });

const fieldsShape = {
  request: z.string().min(1).max(16_000),
  chart_types: ChartTypes.optional(),
  journal_style: z.enum(JOURNAL_STYLES).default('default'),
  figure_width: z.enum(FIGURE_WIDTHS).default('double'),
  color_palette: z.enum(PALETTE_NAMES).default('okabe_ito'),
  sheet_name: z.string().min(1).max(255).optional(),
};

/** The text fields of POST /charts/generations (the file `data` is read apart). */
export const ChartFields = z.strictObject(fieldsShape).superRefine((body, ctx) => {
  if (!hasFigureWidth(body.journal_style, body.figure_width)) {
    ctx.addIssue({ code: 'custom', path: ['figure_width'], message: `The ${body.journal_style} style has no ${body.figure_width} width.` });
  }
});

export const CHART_FIELD_NAMES = Object.keys(fieldsShape);

/** The whole multipart body, as OpenAPI shows it. */
export const ChartGenerationRequest = z
  .strictObject({
    data: z.string().meta({ format: 'binary', description: 'CSV, TSV, TXT, XLSX or XLS, up to 8 MB, with a header row' }),
    ...fieldsShape,
  })
  .meta({ id: 'ChartGenerationRequest' });

export const ChartEditRequest = z
  .strictObject({
    job: Id.meta({ description: 'The latest chart job of the chart' }),
    instruction: z.string().min(1).max(16_000),
  })
  .meta({ id: 'ChartEditRequest' });

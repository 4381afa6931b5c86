// What each engine's jobs keep in job_inputs, as schemas: the request path checks what it
// stores against its job type's, the activities read theirs back through jobs/inputs.ts. The
// engines' own structures (a chart spec, a parsed table, a flowchart graph) are typed here and
// checked by their engines: a spec's format by isCurrentSpec, a graph by the flowchart model.
import { z } from 'zod';
import { ASPECT_RATIOS } from '../../engines/shared/aspectRatios.ts';
import { PALETTE_NAMES } from '../../engines/shared/palettes.ts';
import { FIGURE_WIDTHS, JOURNAL_STYLES } from '../../engines/chart/style/journals.ts';
import { CHART_TYPES } from '../../engines/chart/chartTypes.ts';
import type { ChartSpec, Reading } from '../../engines/chart/index.ts';
import type { Table } from '../../engines/chart/data/types.ts';
import type { FlowGraph } from '../../engines/flowchart/model.ts';
import type { MadeBy } from '../requests/madeBy.ts';
import type { EngineName } from './engines.ts';

/** Who made the job, added to every job's parameters at admission (jobs/requests/madeBy.ts). */
const madeBy = z.custom<MadeBy>((v) => typeof v === 'object' && v !== null && typeof (v as { kind?: unknown }).kind === 'string').optional();
const quality = z.enum(['standard', 'advanced', 'premium']);

export const ConversionParams = z.object({
  sourceFileId: z.string(),
  format: z.enum(['png', 'pdf', 'tiff', 'pptx']),
  dpi: z.union([z.literal(300), z.literal(600), z.literal(1000)]),
  /** A flowchart SVG source only: the long edge it is drawn at, in pixels. */
  width: z.number().optional(),
  madeBy,
});
export type ConversionParams = z.infer<typeof ConversionParams>;

/** Conversion to SVG: the source traced into paths, its text kept as text or traced too. */
export const VectorizeParams = z.object({
  sourceFileId: z.string(),
  mode: z.enum(['editable_text', 'full_vector']),
  madeBy,
});
export type VectorizeParams = z.infer<typeof VectorizeParams>;

export const UpscaleParams = z.object({
  sourceFileId: z.string(),
  /** The output's long edge in pixels (2k 2048, 4k 4096, 8k 8192). */
  longEdge: z.number(),
  madeBy,
});
export type UpscaleParams = z.infer<typeof UpscaleParams>;

export const IllustrationParams = z.object({
  prompt: z.string(),
  aspectRatio: z.string(),
  quality,
  style: z.string().nullable(),
  palette: z.union([z.string(), z.array(z.string())]).nullable(),
  referenceFileIds: z.array(z.string()),
  madeBy,
});
export type IllustrationParams = z.infer<typeof IllustrationParams>;

/** An image edit as the job stores it: files by id, read by the activity. */
export const ImageEditParams = z.discriminatedUnion('operation', [
  z.object({ operation: z.literal('instruct'), imageFileId: z.string(), instruction: z.string(), maskFileId: z.string().nullable(), quality, madeBy }),
  z.object({ operation: z.literal('white_background'), imageFileId: z.string(), quality, madeBy }),
  z.object({ operation: z.literal('aspect_ratio'), imageFileId: z.string(), aspectRatio: z.enum(ASPECT_RATIOS), quality, madeBy }),
  z.object({ operation: z.literal('recolor'), imageFileId: z.string(), palette: z.array(z.string()).nullable(), quality, madeBy }),
  z.object({
    operation: z.literal('replace_text'),
    imageFileId: z.string(),
    textDetectionId: z.string(),
    replacements: z.array(z.object({ index: z.number(), text: z.string() })),
    madeBy,
  }),
]);
export type ImageEditParams = z.infer<typeof ImageEditParams>;

/** A chart that has its data and style: a generation, or an edit once it has been drawn. */
export const DrawnChartParams = z.object({
  dataFileId: z.string(),
  /** The uploaded name: it breaks ties between delimiters, so the job reads what the API read. */
  dataFileName: z.string().optional(),
  sheetName: z.string().optional(),
  journal: z.enum(JOURNAL_STYLES),
  width: z.enum(FIGURE_WIDTHS),
  palette: z.enum(PALETTE_NAMES),
  spec: z.custom<ChartSpec>((v) => typeof v === 'object' && v !== null).optional(),
  /** A generation's request, as written. */
  request: z.string().optional(),
  /** The chart types the request allowed (none: any), kept by its edits. */
  chartTypes: z.array(z.enum(CHART_TYPES)).optional(),
  /**
   * How the request (or the edit's instruction) was read into `spec`: which words made which
   * part, and by which reader. Jobs made before readings were kept have none.
   */
  reading: z.custom<Reading>((v) => typeof v === 'object' && v !== null).optional(),
  /**
   * A generation's table as the API parsed it, until the job has drawn it (then dropped: the
   * stored file stays the source, and job_inputs stays small for the version history).
   */
  table: z.custom<Table>((v) => typeof v === 'object' && v !== null).optional(),
  /** The format of `spec` (CHART_SPEC_VERSION when it was drawn); older or none: not editable. */
  specVersion: z.number().optional(),
  /** An edit's instruction and the version it edits. */
  instruction: z.string().optional(),
  parentJobId: z.string().optional(),
  madeBy,
});
export type DrawnChartParams = z.infer<typeof DrawnChartParams>;

/** An edit of a chart or flowchart as admitted: the version it edits and the instruction. */
export const AskedEditParams = z.object({ parentJobId: z.string(), instruction: z.string(), madeBy });
export type AskedEditParams = z.infer<typeof AskedEditParams>;

/** A chart job's parameters: drawn (or ready to draw), or an edit not drawn yet. */
export const ChartParams = z.union([DrawnChartParams, AskedEditParams]);
export type ChartParams = z.infer<typeof ChartParams>;

/**
 * A flowchart job as job_inputs keeps it. A generation is asked a prompt, a ratio and
 * attachments; an edit its parent and instruction. Once drawn, the graph and the ratio are
 * stored too: the next edit starts from them (SPEC: "an edit keeps the aspect ratio").
 */
export const FlowchartParams = z.object({
  prompt: z.string().optional(),
  aspectRatio: z.enum(['auto', ...ASPECT_RATIOS]).optional(),
  attachmentFileIds: z.array(z.string()).optional(),
  parentJobId: z.string().optional(),
  instruction: z.string().optional(),
  graph: z.custom<FlowGraph>((v) => typeof v === 'object' && v !== null).optional(),
  madeBy,
});
export type FlowchartParams = z.infer<typeof FlowchartParams>;

/** What each engine's activity reads from job_inputs (jobs/inputs.ts loadParams). */
export const ENGINE_PARAMS = {
  conversion: ConversionParams,
  vectorize: VectorizeParams,
  upscale: UpscaleParams,
  illustration: IllustrationParams,
  chart: ChartParams,
  image_edit: ImageEditParams,
  flowchart: FlowchartParams,
} as const satisfies Record<EngineName, z.ZodType>;

export type ParamsOf<E extends EngineName> = z.infer<(typeof ENGINE_PARAMS)[E]>;

// The tool fields the routes do not have, declared once; everything else comes from the
// routes' own schemas in contract/ (see tools/). And the tools' output schemas.
import { z } from 'zod';
import { LIMITS } from '../core/limits.ts';
import { CHART_TYPES } from '../contract/charts.ts';
import { CreditSummarySchema } from '../contract/account.ts';
import { JobPageSchema, JobSchema } from '../contract/common.ts';
import { TextDetectionSchema } from '../contract/textDetections.ts';

/** A data URL carries at most this many bytes (the request itself is at most 4 MB: SPEC "Limits"). */
export const DATA_URL_MAX_BYTES = 3_000_000;
/** Chart text or the CSV made from rows (SPEC "MCP tools"). */
export const CHART_TEXT_MAX_CHARS = 1_000_000;
export const CHART_CSV_MAX_BYTES = 1024 * 1024;
export const CHART_ROWS_MAX = 100_000;
export const CHART_TYPES_MAX = 46;
/** The MCP request body (SPEC "Limits": assistant-server request size). */
export const MCP_BODY_MAX_BYTES = 4 * 1024 * 1024;

export const IdempotencyKeyInput = z
  .string()
  .regex(LIMITS.idempotencyKey, '1 to 255 visible ASCII characters')
  .optional()
  .describe('Makes a retry safe: the same key with the same arguments returns the same job without a second charge. A fresh key is used when omitted.');

function fileInput(what: string) {
  return z
    .string()
    .min(1)
    .max(MCP_BODY_MAX_BYTES)
    .describe(`${what}: a file_id (uuid), an https URL, or a data URL (base64, up to about 3 MB). URLs and data URLs are uploaded through POST /files first (needs files:write).`);
}

export const ImageInput = fileInput('PNG, JPEG or WebP image up to 20 MB');
export const MaskInput = fileInput('PNG mask up to 8 MB, white where the image may change');
export const AttachmentInput = fileInput('PDF, DOC, DOCX, Markdown, text, SVG, PNG, JPEG or WebP up to 32 MB');

export const ChartTypesInput = z
  .array(z.enum(CHART_TYPES))
  .min(1)
  .max(CHART_TYPES_MAX)
  .refine((types) => new Set(types).size === types.length, 'a chart type is named twice')
  // The refinement above, said in the JSON Schema a client reads.
  .meta({ uniqueItems: true })
  .optional()
  .describe('Chart types to draw; chosen from the data when omitted.');

export const ChartDataInput = z
  .string()
  .min(1)
  .max(CHART_TEXT_MAX_CHARS)
  .optional()
  .describe('CSV or TSV text with a header row, up to 1,000,000 characters. Give either data or rows. Workbooks and files over 1 MB: use POST /charts/generations.');

export const ChartRowsInput = z
  .array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])))
  .min(1)
  .max(CHART_ROWS_MAX)
  .optional()
  .describe('1 to 100,000 rows, each an object of column name to value; sent as CSV of at most 1 MB. Give either rows or data.');

export const DataFormatInput = z.enum(['csv', 'tsv']).optional().describe('Format of data; read from its first line when omitted.');

// ---- Output schemas (structuredContent) ----

export const NEXT_STEPS = ['retry_same_key', 'get_job', 'new_key', 'fix_arguments', 'none'] as const;

/** A refused or failed call (mcp/errors.ts): the API's code, reason and message, and the way on. */
export const ToolErrorSchema = z
  .object({
    code: z.string().describe("The API's error code"),
    reason: z.string().optional(),
    message: z.string(),
    idempotency_key: z.string().optional().describe('The key the call was made with'),
    job_id: z.string().optional().describe('The job, when one exists'),
    next_step: z.enum(NEXT_STEPS),
    advice: z.string().describe('What to do next, in words'),
    retry_after_seconds: z.int().optional(),
    top_up_url: z.string().optional(),
    field: z.string().optional().describe('The tool parameter at fault'),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    sheet_names: z.array(z.string()).optional(),
    max_bytes: z.int().optional(),
    limit: z.int().optional(),
    scope: z.unknown().optional(),
    required_plan: z.unknown().optional(),
  })
  .describe('Why the call was refused (the result has isError), and what to do next');

/**
 * A tool's structuredContent: its result, or `error` alone when the call was refused. The
 * MCP client checks structuredContent against the output schema even on an error result, so
 * the schema admits both, and says which fields each has (oneOf).
 */
function resultOrError<S extends z.ZodRawShape>(shape: S) {
  const required = Object.entries(shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name);
  return z
    .object({ ...z.object(shape).partial().shape, error: ToolErrorSchema.optional() })
    .meta({ oneOf: [{ required }, { required: ['error'] }] });
}

/** A job as get_job shows it; `outputs` is left out when the credential lacks jobs:read. */
const ToolJob = JobSchema.omit({ outputs: true }).extend({ outputs: JobSchema.shape.outputs.optional() });

export const JobResultShape = resultOrError({
  job: ToolJob,
  idempotency_key: z.string().optional().describe('The key this creation was made with: retry with it to get the same job'),
  next_step: z.string().describe('What to do next'),
  outputs_withheld: z.boolean().optional().describe('True when the outputs are not shown because the credential lacks jobs:read'),
});

export const TextDetectionResultShape = resultOrError({ ...TextDetectionSchema.shape, idempotency_key: z.string() });
export const JobPageResultShape = resultOrError(JobPageSchema.shape);
export const CreditResultShape = resultOrError(CreditSummarySchema.shape);

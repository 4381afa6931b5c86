// Schemas of the responses every endpoint shares. They document (OpenAPI); the handlers
// build these shapes in jobs/requests/present.ts and the routes.
import { z } from 'zod';
import { ERROR_STATUS } from '../core/errors.ts';
import { JOB_KINDS } from '../core/jobKinds.ts';
import { JOB_STATUSES } from '../core/jobStatuses.ts';

/** An id a client sends: case-insensitive (RFC 9562), read in lower case as ids are stored. */
export const Id = z.uuid().toLowerCase();

/** A color as the spec writes it: #RRGGBB. */
export const Hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'a color is #RRGGBB');

export const ErrorEnvelope = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [string, ...string[]]),
      message: z.string(),
      request_id: z.uuid(),
      details: z
        .object({
          reason: z.string().optional(),
          field: z.string().optional(),
          issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
          top_up_url: z.url().optional(),
          max_bytes: z.int().optional(),
          job_id: z.uuid().optional(),
          sheet_names: z.array(z.string()).optional(),
          limit: z.int().optional(),
        })
        .optional(),
    }),
  })
  .meta({ id: 'Error' });

export const OutputSchema = z
  .object({
    file_id: z.uuid(),
    format: z.string().meta({ description: 'File extension of the output, for example png, pdf' }),
    download_url: z.url().meta({ description: 'Signed link; works without credentials for one hour' }),
    expires_at: z.iso.datetime(),
    width: z.int().min(1).optional(),
    height: z.int().min(1).optional(),
    editor_url: z.url().optional(),
  })
  .meta({ id: 'Output' });

export const JobSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(JOB_KINDS),
    status: z.enum(JOB_STATUSES),
    created_at: z.iso.datetime(),
    credits: z.object({ reserved: z.int(), charged: z.int(), refunded: z.int() }),
    outputs: z.array(OutputSchema),
    error: z.object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()) }).nullable(),
    late_delivery_until: z.iso.datetime().optional(),
  })
  .meta({ id: 'Job' });

export const JobPageSchema = z.object({ data: z.array(JobSchema), next_cursor: z.string().nullable() }).meta({ id: 'JobPage' });

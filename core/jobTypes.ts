// What the API hands to a job's workflow and what admission answers. Types only: the
// workflow bundle imports this file.
import type { StoredJobError, StoredOutput } from './db/entities.ts';

export type JobKind = 'image_generation' | 'image_edit' | 'image_upscale' | 'image_conversion' | 'chart' | 'flowchart';
export type JobStatus = 'queued' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface ConversionParams {
  engine: 'conversion';
  sourceFileId: string;
  format: 'png' | 'pdf' | 'tiff' | 'pptx';
  dpi: 300 | 600 | 1000;
}

/** One variant per engine; the workflow routes on `engine`. */
export type EngineParams = ConversionParams;

export interface JobInput {
  jobId: string;
  accountId: string;
  kind: JobKind;
  operation: string;
  idempotencyKey: string;
  requestHash: string;
  price: number;
  /** Where the request came from; refusals link to the top-up page with this utm_source. */
  channel: 'api' | 'mcp';
  /** The job counts against the daily allowance of free conversions. */
  freeConversion: boolean;
  params: EngineParams;
}

export type AdmissionResult =
  | { outcome: 'admitted'; jobId: string }
  | { outcome: 'refused'; jobId: string; error: StoredJobError }
  | { outcome: 'limited'; error: StoredJobError; retryAfter: number }
  | { outcome: 'conflict'; jobId: string }
  | { outcome: 'unavailable' };

export interface EngineResult {
  outputs: StoredOutput[];
}

export type Settlement =
  | { outcome: 'succeeded'; outputs: StoredOutput[] }
  | { outcome: 'failed'; error: StoredJobError }
  | { outcome: 'canceled' };

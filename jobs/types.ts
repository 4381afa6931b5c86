// What the API hands to a job's workflow and what admission answers. Types only: the
// workflow bundle imports this file.
import type { StoredJobError, StoredOutput } from '../core/db/entities.ts';
import type { EditAspectRatio, EditQuality } from '../engines/image/types.ts';
import type { FlowAspectRatio, FlowGraph } from '../engines/flowchart/model.ts';

export type JobKind = 'image_generation' | 'image_edit' | 'image_upscale' | 'image_conversion' | 'chart' | 'flowchart';

export interface ConversionParams {
  sourceFileId: string;
  format: 'png' | 'pdf' | 'tiff' | 'pptx';
  dpi: 300 | 600 | 1000;
  /** A flowchart SVG source only: the long edge it is drawn at, in pixels. */
  width?: number;
}

/** Conversion to SVG: the source traced into paths, its text kept as text or traced too. */
export interface VectorizeParams {
  sourceFileId: string;
  mode: 'editable_text' | 'full_vector';
}

export interface UpscaleParams {
  sourceFileId: string;
  /** The output's long edge in pixels (2k 2048, 4k 4096, 8k 8192). */
  longEdge: number;
}

export interface IllustrationParams {
  prompt: string;
  aspectRatio: string;
  quality: 'standard' | 'advanced' | 'premium';
  style: string | null;
  palette: string | string[] | null;
  referenceFileIds: string[];
}

/** An image edit as the job stores it: files by id, read by the activity. */
export type ImageEditParams =
  | { operation: 'instruct'; imageFileId: string; instruction: string; maskFileId: string | null; quality: EditQuality }
  | { operation: 'white_background'; imageFileId: string; quality: EditQuality }
  | { operation: 'aspect_ratio'; imageFileId: string; aspectRatio: EditAspectRatio; quality: EditQuality }
  | { operation: 'recolor'; imageFileId: string; palette: string[] | null; quality: EditQuality }
  | { operation: 'replace_text'; imageFileId: string; textDetectionId: string; replacements: Array<{ index: number; text: string }> };

/**
 * A flowchart job as job_inputs keeps it. A generation is asked a prompt, a ratio and
 * attachments; an edit its parent and instruction. Once drawn, the graph and the ratio are
 * stored too: the next edit starts from them (SPEC: "an edit keeps the aspect ratio").
 */
export interface FlowchartParams {
  prompt?: string;
  aspectRatio?: FlowAspectRatio;
  attachmentFileIds?: string[];
  parentJobId?: string;
  instruction?: string;
  graph?: FlowGraph;
}

export type EngineName = 'conversion' | 'vectorize' | 'upscale' | 'illustration' | 'chart' | 'image_edit' | 'flowchart';

/** Engines whose result may arrive after the job's deadline (submitted, then awaited). */
export interface LateDelivery {
  deadlineSeconds: number;
  windowSeconds: number;
}

export interface JobInput {
  jobId: string;
  accountId: string;
  kind: JobKind;
  operation: string;
  idempotencyKey: string;
  requestHash: string;
  price: number;
  /** Where the request came from; refusals link to the top-up page with this utm_source. */
  channel: 'api' | 'mcp' | 'web';
  /** The job counts against the daily allowance of free conversions. */
  freeConversion: boolean;
  /** Lowest plan level that may run this request (PLAN_REQUIRED below it). */
  requiredPlanLevel: number;
  /** Where a rule says so (upscales), a positive credit-pack balance counts as this plan level. */
  creditPackLevel?: number;
  /** The content policy refused the request: admission keeps the refusal for the key. */
  contentRefusal?: { reason: string; message: string };
  engine: EngineName;
  /** Row of job_inputs holding the engine's parameters. */
  inputId: string;
  lateDelivery?: LateDelivery;
  /** For an edit of a chart or flowchart: the job it edits. */
  editOf?: string;
}

export type AdmissionResult =
  /**
   * `createdAt` (ISO) when this admission wrote the job just now, queued with its price
   * reserved: the API answers from that without reading the row back.
   */
  | { outcome: 'admitted'; jobId: string; runId: string; createdAt?: string }
  /** Another run of the key's workflow made the job: this run does nothing; the row answers. */
  | { outcome: 'replay'; jobId: string }
  | { outcome: 'refused'; jobId: string; error: StoredJobError }
  /** Refused now but not kept for the key: limits and edit-chain conflicts; retry may succeed. */
  | { outcome: 'rejected'; error: StoredJobError; retryAfter?: number }
  | { outcome: 'conflict'; jobId: string }
  | { outcome: 'unavailable' };

export interface EngineResult {
  outputs: StoredOutput[];
  /** The engine activity settled the job itself (jobs/activities/runsJob.ts): the workflow has nothing to write. */
  settled?: boolean;
}

export type AwaitResult = { state: 'running' } | { state: 'succeeded'; outputs: StoredOutput[] };

export type Settlement =
  | { outcome: 'succeeded'; outputs: StoredOutput[] }
  | { outcome: 'failed'; error: StoredJobError; lateDeliveryUntil?: string }
  | { outcome: 'canceled' };

// What the API hands to a job's workflow and what admission answers. Types only: the
// workflow bundle imports this file.
import type { StoredJobError, StoredOutput } from '../core/db/entities.ts';
import type { JobKind } from '../core/jobKinds.ts';
import type { JobStatus } from '../core/jobStatuses.ts';
import type { EngineName, LateDelivery } from './catalogue/engines.ts';
import type { Operation } from './catalogue/jobTypes.ts';

export type { JobKind } from '../core/jobKinds.ts';
export type { EngineName } from './catalogue/engines.ts';
export type { Operation } from './catalogue/jobTypes.ts';
export type { LateDelivery } from './catalogue/engines.ts';

export interface JobInput {
  jobId: string;
  accountId: string;
  kind: JobKind;
  operation: Operation;
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
  /** Which engine runs the job, and so which activity under which budget (jobs/catalogue/engines.ts). */
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

/**
 * A job's status as its workflow sees it (the status query and the FigureJobStatus search
 * attribute): admitting until admission has answered, then the job's own status, or `not
 * admitted` when admission wrote nothing (a limit, an edit-chain conflict, the database away).
 */
export type WorkflowStatus = 'admitting' | 'not admitted' | JobStatus;

/** What a job's workflow run returns: the job's final status, or why the run had no job to run. */
export type WorkflowOutcome = JobStatus | 'refused' | 'replay';

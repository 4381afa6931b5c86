// A create request becomes a job here: replay from the key's record, or admission through
// the job's workflow (update-with-start), then the answer, after `Prefer: wait` if asked.
import { createHash, randomUUID } from 'node:crypto';
import { WithStartWorkflowOperation } from '@temporalio/client';
import { ApiError, ERROR_STATUS, type ErrorCode, type ErrorDetails } from '../../core/errors.ts';
import { config } from '../../core/config.ts';
import { em } from '../../core/db/orm.ts';
import { temporalClient } from '../../core/temporal.ts';
import type { AdmissionResult, EngineName, JobInput, JobKind, LateDelivery } from '../../core/jobTypes.ts';
import { Job, JobInput as JobInputRow, type StoredJobError } from '../../core/db/entities.ts';
import { admitUpdate } from '../../workflows/definitions.ts';
import { ACCOUNT_ID, JOB_ID, JOB_KIND, JOB_STATUS } from '../../workflows/searchAttributes.ts';
import type { jobWorkflow } from '../../workflows/jobWorkflow.ts';
import { callerOf, type AppContext } from '../state.ts';
import { jobForKey, type JobRow } from './lookup.ts';
import { presentJob, presentJobs } from './present.ts';
import { FINAL_STATUSES, preferredWait, waitUntilFinal } from './wait.ts';

/** How long a request waits for its admission before answering IDEMPOTENCY_IN_PROGRESS. */
const ADMISSION_TIMEOUT_MS = 15_000;

export interface CreateJob {
  operation: string;
  kind: JobKind;
  price: number;
  freeConversion?: boolean;
  /** The validated body: its hash tells a replay from another request under the same key. */
  body: unknown;
  engine: EngineName;
  /** What the engine needs; stored in job_inputs, never in the workflow's history. */
  params: object;
  /** Lowest plan level allowed to run it (PLAN_REQUIRED below), 0 by default. */
  requiredPlanLevel?: number;
  lateDelivery?: LateDelivery;
  /** For an edit: the job it edits (checked at admission against the edit-chain rules). */
  editOf?: string;
  /**
   * Checks and work that need the database or the inputs (the source file exists, the data
   * parses); run only for new keys. What it returns is added to `params`.
   */
  preflight?: () => Promise<object | void>;
}

export async function createJob(ctx: AppContext, spec: CreateJob): Promise<void> {
  const caller = callerOf(ctx);
  const key = ctx.state.idempotencyKey;
  if (!key) throw new Error('createJob needs the idempotency-key middleware');
  const wait = preferredWait(ctx);
  const requestHash = hashRequest(spec.operation, spec.body);

  const existing = await jobForKey(caller.accountId, spec.operation, key);
  if (existing) return answerReplay(ctx, existing, requestHash, wait);

  const found = await spec.preflight?.();
  const inputId = await storeParams(caller.accountId, { ...spec.params, ...(found ?? {}) });
  const input: JobInput = {
    jobId: randomUUID(),
    accountId: caller.accountId,
    kind: spec.kind,
    operation: spec.operation,
    idempotencyKey: key,
    requestHash,
    price: spec.price,
    channel: 'api',
    freeConversion: spec.freeConversion ?? false,
    requiredPlanLevel: spec.requiredPlanLevel ?? 0,
    engine: spec.engine,
    inputId,
    ...(spec.lateDelivery ? { lateDelivery: spec.lateDelivery } : {}),
    ...(spec.editOf ? { editOf: spec.editOf } : {}),
  };
  const result = await admit(input);
  switch (result.outcome) {
    case 'admitted':
      return answerJob(ctx, result.jobId, wait, input);
    case 'refused':
      throw storedError(result.error);
    case 'rejected':
      throw new ApiError(result.error.code as ErrorCode, result.error.message, result.error.details as ErrorDetails, result.retryAfter);
    case 'conflict':
      throw conflict();
    case 'unavailable':
      throw new ApiError('SERVICE_UNAVAILABLE', 'The job could not be admitted now. Retry with the same Idempotency-Key.');
  }
}

async function storeParams(accountId: string, params: object): Promise<string> {
  const db = await em();
  const row = db.create(JobInputRow, { id: randomUUID(), accountId, params: params as Record<string, unknown>, createdAt: new Date() });
  await db.flush();
  return row.id;
}

function hashRequest(operation: string, body: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(canonicalJson(body)).digest('hex');
}

/** JSON with sorted keys, so the same body in another key order hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The workflow id is derived from (account, operation, key): racing requests meet there. */
function workflowIdFor(input: JobInput): string {
  const keyHash = createHash('sha256').update(input.idempotencyKey).digest('base64url').slice(0, 32);
  return `job-${input.accountId}-${input.operation}-${keyHash}`;
}

async function admit(input: JobInput): Promise<AdmissionResult> {
  const client = await temporalClient().catch(() => {
    throw new ApiError('SERVICE_UNAVAILABLE', 'The job service is unavailable. Retry with the same Idempotency-Key.');
  });
  const startWorkflowOperation = new WithStartWorkflowOperation<typeof jobWorkflow>('jobWorkflow', {
    workflowId: workflowIdFor(input),
    taskQueue: config().taskQueue,
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: [
      { key: JOB_ID, value: input.jobId },
      { key: ACCOUNT_ID, value: input.accountId },
      { key: JOB_KIND, value: input.kind },
      { key: JOB_STATUS, value: 'admitting' },
    ],
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ApiError('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being admitted. Retry with the same key.')),
      ADMISSION_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([client.workflow.executeUpdateWithStart(admitUpdate, { args: [input.requestHash], startWorkflowOperation }), timeout]);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    console.error(`admission of ${input.operation} failed:`, err);
    throw new ApiError('SERVICE_UNAVAILABLE', 'The job service is unavailable. Retry with the same Idempotency-Key.');
  } finally {
    clearTimeout(timer);
  }
}

function conflict(): ApiError {
  return new ApiError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with a different request.');
}

function storedError(error: StoredJobError): ApiError {
  return new ApiError(error.code as ErrorCode, error.message, error.details as ErrorDetails);
}

async function answerReplay(ctx: AppContext, job: JobRow, requestHash: string, wait: number): Promise<void> {
  if (job.requestHash !== requestHash) throw conflict();
  if (job.refused && job.error && ERROR_STATUS[job.error.code as ErrorCode]) throw storedError(job.error);
  return answerJob(ctx, job.id, wait);
}

/** 200 with a final job; 202 with Location and Retry-After while it runs. */
async function answerJob(ctx: AppContext, jobId: string, wait: number, admitted?: JobInput): Promise<void> {
  if (wait > 0) await waitUntilFinal(jobId, wait).catch(() => undefined);
  let body;
  try {
    const db = await em();
    const row = await db.findOneOrFail(Job, { id: jobId });
    body = (await presentJobs(db, [row]))[0];
  } catch (err) {
    if (!admitted) throw err;
    // Accepted, but the job cannot be read back right now: the client still gets its id.
    console.error(`job ${jobId} admitted but unreadable:`, err);
    body = presentJob(
      { id: jobId, kind: admitted.kind, status: 'queued', createdAt: new Date(), outputs: [], error: null, lateDeliveryUntil: null } as unknown as JobRow,
      { reserved: admitted.price, charged: 0, refunded: 0 },
    );
  }
  if (!body) throw new Error(`job ${jobId} vanished`);
  if (wait > 0) ctx.set('Preference-Applied', `wait=${wait}`);
  if (FINAL_STATUSES.has(body.status)) {
    ctx.status = 200;
  } else {
    ctx.status = 202;
    ctx.set('Location', `/api/v1/jobs/${jobId}`);
    ctx.set('Retry-After', '3');
  }
  ctx.body = body;
}

// A create request becomes a job here: replay from the key's record, or admission through
// the job's workflow (update-with-start), then the answer, after `Prefer: wait` if asked.
// One key is one workflow run and one job for the key's whole life: racing copies share one
// admission (singleFlight), meet at one workflow id, and a closed run is never started again
// unless it failed before admitting anything (ALLOW_DUPLICATE_FAILED_ONLY).
import { createHash, randomUUID } from 'node:crypto';
import { ApiError, ERROR_STATUS, type ErrorCode, type ErrorDetails } from '../../core/errors.ts';
import { config } from '../../core/config.ts';
import type { Channel } from '../../core/channel.ts';
import { em } from '../../core/db/orm.ts';
import { uuidFrom } from '../../core/ids.ts';
import { temporalClient } from '../temporal.ts';
import type { AdmissionResult, JobInput } from '../types.ts';
import type { JobType, Operation } from '../catalogue/jobTypes.ts';
import { storeParams } from '../inputs.ts';
import { isFinal } from '../../core/jobStatuses.ts';
import type { StoredJobError } from '../../core/db/entities.ts';
import { admitUpdate } from '../workflow/definitions.ts';
import { callerOf, type AppContext } from '../../http/state.ts';
import type { MadeBy } from './madeBy.ts';
import { jobById, jobForKey, type JobRow } from '../rows.ts';
import { presentJob, presentJobs, type JobJson } from './present.ts';
import { singleFlight } from './singleFlight.ts';
import { jobStartOperation, workflowIdFor } from './startOperation.ts';
import { preferredWait, waitUntilFinal, type WorkflowRun } from './wait.ts';

/** How long a request waits for its admission before answering IDEMPOTENCY_IN_PROGRESS. */
const ADMISSION_TIMEOUT_MS = 15_000;

/** One request of a job type (jobs/catalogue/jobTypes.ts): its body and what job_inputs keeps of it. */
export type CreateRequest<Request, Params> = {
  /** The validated body: its hash tells a replay from another request under the same key; the entry prices it. */
  body: Request;
} & (
  | { params: Params; preflight?: (requestKey: string) => Promise<void> }
  | {
      params: Partial<Params>;
      /**
       * Checks and work that need the database or the inputs (the source file exists, the data
       * parses); run only while the key has no job. What it returns completes `params`. It
       * may run again when a request is retried before its job exists: what it stores must be
       * keyed by the request (`requestKey`), so a retry finds it instead of storing it twice.
       */
      preflight: (requestKey: string) => Promise<Partial<Params>>;
    }
);

/** What admission decided, shared by every copy of one request. */
type Admission = { row: JobRow } | { admitted: Admitted };

/** A job this request's admission wrote; `createdAt` when it was written just now (queued, its price reserved). */
interface Admitted {
  jobId: string;
  run: WorkflowRun;
  input: JobInput;
  createdAt?: Date;
}

/** Who asks for a job, however they reached the service: the API's caller or a website user. */
export interface Requester {
  accountId: string;
  channel: Channel;
  /** Scopes the key to (account, operation): one key is one job. */
  idempotencyKey: string;
  /** Seconds to hold the answer for the job to finish (`Prefer: wait`), 0 for none. */
  wait: number;
  /** Stored with the job's parameters: what the website's version history names as its maker. */
  madeBy: MadeBy;
}

/** The answer to a create request, for whichever front end asked. */
export interface JobAnswer {
  status: 200 | 202;
  job: JobJson;
  /** The key's earlier job answered (an idempotent replay). */
  replayed: boolean;
  /** The wait applied, when one was asked for. */
  waited: number;
}

/** The requester of an API request (after authentication and the idempotency-key middleware). */
export function requesterOf(ctx: AppContext): Requester {
  const caller = callerOf(ctx);
  const key = ctx.state.idempotencyKey;
  if (!key) throw new Error('createJob needs the idempotency-key middleware');
  const c = caller.credential;
  return {
    accountId: caller.accountId,
    channel: caller.channel,
    idempotencyKey: key,
    wait: preferredWait(ctx),
    madeBy: c.kind === 'api_key' ? { kind: 'api_key', id: c.id } : { kind: 'oauth', clientId: c.clientId },
  };
}

/** The API's answer: the job with its status code, and Location and Retry-After while it runs. */
export function sendJobAnswer(ctx: AppContext, answer: JobAnswer): void {
  if (answer.replayed) ctx.state.replayed = true;
  if (answer.waited > 0) ctx.set('Preference-Applied', `wait=${answer.waited}`);
  ctx.status = answer.status;
  if (answer.status === 202) {
    ctx.set('Location', `/api/v1/jobs/${answer.job.id}`);
    ctx.set('Retry-After', '3');
  }
  ctx.body = answer.job;
}

export async function createJob<Request, Params extends object>(ctx: AppContext, type: JobType<Operation, Request, Params>, request: CreateRequest<NoInfer<Request>, NoInfer<Params>>): Promise<void> {
  sendJobAnswer(ctx, await admitJob(requesterOf(ctx), type, request));
}

/** Replay or admission of one create request, then its job (after the requested wait). */
export async function admitJob<Request, Params extends object>(requester: Requester, type: JobType<Operation, Request, Params>, request: CreateRequest<NoInfer<Request>, NoInfer<Params>>): Promise<JobAnswer> {
  const { accountId, idempotencyKey: key, wait } = requester;
  const requestHash = hashRequest(type.operation, request.body);
  const requestKey = createHash('sha256').update([accountId, type.operation, key, requestHash].join('\n')).digest('hex');

  const admission = await singleFlight(requestKey, () => admitRequest(requester, requestHash, requestKey, type, request));
  if ('row' in admission) return answerReplay(admission.row, requestHash, wait);
  return answerJob(admission.admitted.jobId, wait, false, admission.admitted);
}

async function admitRequest<Request, Params extends object>(
  requester: Requester,
  requestHash: string,
  requestKey: string,
  type: JobType<Operation, Request, Params>,
  request: CreateRequest<Request, Params>,
): Promise<Admission> {
  const { accountId, idempotencyKey: key, channel } = requester;
  const existing = await jobForKey(await em(), accountId, type.operation, key);
  if (existing) return { row: existing };

  const found = await request.preflight?.(requestKey);
  const inputId = uuidFrom('job-input', requestKey);
  await storeParams(await em(), inputId, accountId, paramsOf(type, { ...request.params, ...(found ?? {}), madeBy: requester.madeBy }));
  const { body } = request;
  const contentRefusal = type.contentRefusal?.(body);
  const lateDelivery = type.lateDelivery?.();
  const editOf = type.editOf?.(body);
  const input: JobInput = {
    jobId: randomUUID(),
    accountId,
    kind: type.kind,
    operation: type.operation,
    idempotencyKey: key,
    requestHash,
    price: type.price(body),
    channel,
    freeConversion: type.freeConversion?.(body) ?? false,
    requiredPlanLevel: type.planLevel?.(body) ?? 0,
    ...(type.creditPackLevel !== undefined ? { creditPackLevel: type.creditPackLevel } : {}),
    ...(contentRefusal ? { contentRefusal } : {}),
    engine: type.engine,
    inputId,
    ...(lateDelivery ? { lateDelivery } : {}),
    ...(editOf ? { editOf } : {}),
  };
  const result = await admit(input);
  switch (result.outcome) {
    case 'admitted':
      return {
        admitted: { jobId: result.jobId, run: { workflowId: workflowIdFor(input), runId: result.runId }, input, ...(result.createdAt ? { createdAt: new Date(result.createdAt) } : {}) },
      };
    case 'replay':
      return { row: await rowOfReplay(input) };
    case 'refused':
      throw storedError(result.error);
    case 'rejected':
      throw new ApiError(result.error.code as ErrorCode, result.error.message, result.error.details as ErrorDetails, result.retryAfter);
    case 'conflict':
      throw conflict();
    case 'unavailable':
      throw unavailable();
  }
}

/**
 * The job's parameters as its type keeps them. The route built them from a validated request:
 * parameters that do not fit are the service's fault, never stored for an engine to misread.
 */
function paramsOf(type: JobType<Operation, never>, params: object): object {
  const parsed = type.params.safeParse(params);
  if (!parsed.success) throw new Error(`${type.operation}: the job's parameters do not fit its type at ${parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}`);
  return parsed.data;
}

export function hashRequest(operation: string, body: unknown): string {
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

async function admit(input: JobInput): Promise<AdmissionResult> {
  const client = await temporalClient().catch(() => {
    throw unavailable();
  });
  const startWorkflowOperation = jobStartOperation(input, config().taskQueue);
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
    // The key's run has closed (it admitted the job earlier and finished), or it closed while
    // this request waited: the key's row is the answer. Without a row, Temporal is away.
    const row = await jobForKey(await em(), input.accountId, input.operation, input.idempotencyKey).catch(() => null);
    if (row) return { outcome: 'replay', jobId: row.id };
    console.error(`admission of ${input.operation} failed:`, err instanceof Error ? err.message : err);
    throw unavailable();
  } finally {
    clearTimeout(timer);
  }
}

async function rowOfReplay(input: JobInput): Promise<JobRow> {
  const row = await jobForKey(await em(), input.accountId, input.operation, input.idempotencyKey);
  if (!row) throw unavailable();
  return row;
}

function unavailable(): ApiError {
  return new ApiError('SERVICE_UNAVAILABLE', 'The job service is unavailable. Retry with the same Idempotency-Key.');
}

function conflict(): ApiError {
  return new ApiError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with a different request.');
}

function storedError(error: StoredJobError): ApiError {
  return new ApiError(error.code as ErrorCode, error.message, error.details as ErrorDetails);
}

async function answerReplay(job: JobRow, requestHash: string, wait: number): Promise<JobAnswer> {
  if (job.requestHash !== requestHash) throw conflict();
  if (job.refused && job.error && ERROR_STATUS[job.error.code as ErrorCode]) throw storedError(job.error);
  return answerJob(job.id, wait, true);
}

/** 200 with a final job; 202 while it runs. */
async function answerJob(jobId: string, wait: number, replayed: boolean, admitted?: Admitted): Promise<JobAnswer> {
  // Without a wait, a job admitted just now is answered as admission wrote it.
  if (admitted?.createdAt && wait === 0) return { status: 202, job: queuedJob(admitted, admitted.createdAt), replayed, waited: 0 };
  const db = await em();
  const read = () => jobById(db, jobId);
  // A job admitted by this request has just been queued: a wait needs no look at its row first.
  let row = wait > 0 && admitted ? null : await read().catch(() => null);
  if (wait > 0 && !(row && isFinal(row.status))) {
    const run = row ? { workflowId: row.workflowId, runId: row.runId ?? null } : admitted?.run;
    if (run) {
      await waitUntilFinal(run, wait, async () => {
        row = await read().catch(() => null);
        return Boolean(row && isFinal(row.status));
      });
    }
    if (!(row && isFinal(row.status))) row = await read().catch(() => null);
  }
  let body;
  try {
    if (!row) throw new Error(`job ${jobId} has no readable row`);
    body = (await presentJobs(db, [row]))[0];
  } catch (err) {
    if (!admitted) throw err;
    // Accepted, but the job cannot be read back right now: the client still gets its id.
    console.error(`job ${jobId} admitted but unreadable:`, err);
    body = queuedJob(admitted, admitted.createdAt ?? new Date());
  }
  if (!body) throw new Error(`job ${jobId} vanished`);
  return { status: isFinal(body.status) ? 200 : 202, job: body, replayed, waited: wait };
}

/** An admitted job as admission left it: queued, its price reserved. */
function queuedJob(admitted: Admitted, createdAt: Date): JobJson {
  return presentJob(
    { id: admitted.jobId, kind: admitted.input.kind, status: 'queued', createdAt, outputs: [], error: null, lateDeliveryUntil: null },
    { reserved: admitted.input.price, charged: 0, refunded: 0 },
  );
}

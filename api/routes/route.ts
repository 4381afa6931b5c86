// A route is declared once: its method, path, credential and scope, request schemas,
// answers and errors. The router mounts it and the OpenAPI document is generated from it.
import type { z } from 'zod';
import type { ErrorCode } from '../../core/errors.ts';
import type { Scope } from '../../core/scopes.ts';
import type { AppContext, AppMiddleware } from '../../http/state.ts';
import type { RequestClass } from '../middleware/rateLimit.ts';
import { JobSchema } from '../../contract/common.ts';

export interface RouteSpec {
  method: 'get' | 'post';
  /** Path below /api/v1 in OpenAPI form: /jobs/{id}. */
  path: string;
  summary: string;
  tag: string;
  /** `public`: no credential. Otherwise the scope it needs (null: any valid credential). */
  auth: 'public' | { scope: Scope | null; requestClass: RequestClass };
  /** A public route that also takes a credential (downloads: signed link or owner's key), and the scope that credential needs. */
  optionalBearer?: { scope: Scope };
  /** For creates: the operation that scopes Idempotency-Key. */
  operation?: string;
  idempotencyKey?: 'required' | 'optional';
  preferWait?: boolean;
  body?: { contentType: 'application/json' | 'multipart/form-data'; schema: z.ZodType };
  params?: z.ZodObject;
  query?: z.ZodObject;
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string; headers?: string[] }>;
  errors: ErrorCode[];
  handler: (ctx: AppContext) => Promise<void>;
  /** Extra middleware run after the common chain and before the handler. */
  before?: AppMiddleware[];
}

export function route(spec: RouteSpec): RouteSpec {
  return spec;
}

/** Errors every authenticated endpoint may answer. */
export const AUTH_ERRORS: ErrorCode[] = ['UNAUTHORIZED', 'ACCOUNT_UNAVAILABLE', 'SCOPE_DENIED', 'RATE_LIMITED', 'INTERNAL_ERROR'];
/** Errors every endpoint that needs a write scope may answer (PLAN_REQUIRED: no subscription or balance). */
export const WRITE_ERRORS: ErrorCode[] = [...AUTH_ERRORS, 'PLAN_REQUIRED'];
/** Errors every create endpoint may answer on top of those. */
export const CREATE_ERRORS: ErrorCode[] = [
  ...WRITE_ERRORS,
  'INVALID_REQUEST',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_CONFLICT',
  'IDEMPOTENCY_IN_PROGRESS',
  'PAYLOAD_TOO_LARGE',
  'INSUFFICIENT_CREDITS',
  'CONCURRENCY_LIMITED',
  'SERVICE_UNAVAILABLE',
];

/** What every create endpoint answers: the job, final (200) or still running (202). */
export const JOB_RESPONSES: RouteSpec['responses'] = {
  200: { description: 'The job, final', schema: JobSchema },
  202: { description: 'The job, still running', schema: JobSchema, headers: ['Location', 'Retry-After'] },
};

// One table of the spec's error codes: each code has exactly one HTTP status. Everything a
// client sees as an error is an ApiError; anything else is logged and answered as 500.

export const ERROR_STATUS = {
  UNAUTHORIZED: 401,
  ACCOUNT_UNAVAILABLE: 401,
  SCOPE_DENIED: 403,
  INVALID_REQUEST: 400,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  NOT_FOUND: 404,
  REVISION_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  INSUFFICIENT_CREDITS: 402,
  CONTENT_REJECTED: 422,
  PLAN_REQUIRED: 403,
  RATE_LIMITED: 429,
  CONCURRENCY_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  TASK_FAILED: 502,
  INTERNAL_ERROR: 500,
  // Codes that only appear inside a failed job; their status is what a replayed create
  // request would answer if it carried one (it never does: these jobs were admitted).
  TASK_TIMED_OUT: 504,
  ADMISSION_INCOMPLETE: 503,
  TASK_NOT_FOUND: 404,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetails {
  reason?: string;
  field?: string;
  issues?: Array<{ field: string; message: string }>;
  top_up_url?: string;
  max_bytes?: number;
  job_id?: string;
  sheet_names?: string[];
  limit?: number;
  [key: string]: unknown;
}

/** Codes after which the client retries with the same key (they carry details.job_id once the job exists). */
export const RETRYABLE: ReadonlySet<ErrorCode> = new Set([
  'RATE_LIMITED',
  'CONCURRENCY_LIMITED',
  'SERVICE_UNAVAILABLE',
  'IDEMPOTENCY_IN_PROGRESS',
  'INTERNAL_ERROR',
]);

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetails | undefined;
  /** Seconds for the Retry-After header, when the client should come back later. */
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message: string, details?: ErrorDetails, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
    this.retryAfter = retryAfter ?? (this.status === 503 ? 3 : undefined);
  }

  withDetails(extra: ErrorDetails): ApiError {
    return new ApiError(this.code, this.message, { ...this.details, ...extra }, this.retryAfter);
  }
}

export function invalidRequest(reason: string, message: string, field?: string, extra?: ErrorDetails): ApiError {
  return new ApiError('INVALID_REQUEST', message, { reason, ...(field ? { field } : {}), ...extra });
}

export function notFound(what = 'resource'): ApiError {
  return new ApiError('NOT_FOUND', `No such ${what}.`);
}

export function payloadTooLarge(maxBytes: number, reason?: string): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `The body is larger than ${maxBytes} bytes.`, {
    max_bytes: maxBytes,
    ...(reason ? { reason } : {}),
  });
}

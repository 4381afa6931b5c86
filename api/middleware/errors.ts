import type { Next } from 'koa';
import { ApiError } from '../../core/errors.ts';
import type { AppContext } from '../../http/state.ts';

/** Maps every failure to the spec's envelope. Unknown failures are logged, never shown. */
export async function errorEnvelope(ctx: AppContext, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) throw new ApiError('NOT_FOUND', 'No such endpoint.');
  } catch (err) {
    const error = toApiError(err, ctx);
    ctx.status = error.status;
    if (error.retryAfter !== undefined) ctx.set('Retry-After', String(error.retryAfter));
    // An oversized body may not have been read to its end: this connection carries no more requests.
    if (error.code === 'PAYLOAD_TOO_LARGE') ctx.set('Connection', 'close');
    ctx.body = {
      error: {
        code: error.code,
        message: error.message,
        request_id: ctx.state.requestId,
        ...(error.details ? { details: error.details } : {}),
      },
    };
  }
}

function toApiError(err: unknown, ctx: AppContext): ApiError {
  if (err instanceof ApiError) return err;
  // Errors raised by Koa itself for malformed requests (bad URL encoding, say) carry a 4xx status.
  const status = (err as { status?: number })?.status;
  if (status === 413) return new ApiError('PAYLOAD_TOO_LARGE', 'The body is too large.');
  if (status && status >= 400 && status < 500) return new ApiError('INVALID_REQUEST', 'The request is malformed.', { reason: 'MALFORMED_REQUEST', field: 'request' });
  console.error(`[${ctx.state.requestId}] ${ctx.method} ${ctx.path}:`, err);
  return new ApiError('INTERNAL_ERROR', 'An internal error occurred. Retry with the same Idempotency-Key.');
}

import type { Next } from 'koa';
import { ApiError } from '../../core/errors.ts';
import { LIMITS } from '../../core/limits.ts';
import type { AppContext } from '../../http/state.ts';

export function validKey(value: string | undefined): value is string {
  return value !== undefined && LIMITS.idempotencyKey.test(value);
}

/** Idempotency-Key: 1 to 255 visible ASCII characters; required on every POST that creates. */
export function idempotencyKey(required: boolean) {
  return async function checkKey(ctx: AppContext, next: Next): Promise<void> {
    const value = ctx.get('Idempotency-Key') || undefined;
    if (value === undefined && !required) return next();
    if (!validKey(value)) {
      throw new ApiError('IDEMPOTENCY_KEY_REQUIRED', 'Send an Idempotency-Key header of 1 to 255 visible ASCII characters.');
    }
    ctx.state.idempotencyKey = value;
    await next();
  };
}

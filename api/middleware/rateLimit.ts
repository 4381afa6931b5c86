import type { Next } from 'koa';
import { ApiError } from '../../core/errors.ts';
import { increment, MINUTE, windowOf } from '../../core/counters.ts';
import { em } from '../../core/db/orm.ts';
import { LIMITS } from '../../core/limits.ts';
import type { AppContext } from '../state.ts';

export type RequestClass = 'create' | 'read';

/**
 * Per-minute windows: creates per credential and per account, reads per credential. The
 * headers describe the tightest window; a request over any window is answered 429.
 */
export function rateLimit(kind: RequestClass) {
  return async function limiter(ctx: AppContext, next: Next): Promise<void> {
    const caller = ctx.state.caller;
    if (!caller) throw new Error('rate limit before authentication');
    const now = Date.now();
    const window = windowOf(now, MINUTE);
    const windows =
      kind === 'create'
        ? [
            { key: `create:key:${caller.keyId}`, limit: LIMITS.perMinute.createsPerCredential },
            { key: `create:account:${caller.accountId}`, limit: LIMITS.perMinute.createsPerAccount },
          ]
        : [{ key: `read:key:${caller.keyId}`, limit: LIMITS.perMinute.readsPerCredential }];
    const db = await em();
    const counts = await db.transactional(async (tx) => Promise.all(windows.map((w) => increment(tx, w.key, window))));
    const remaining = windows.map((w, i) => w.limit - (counts[i] ?? 0));
    const tightest = remaining.indexOf(Math.min(...remaining));
    const reset = Math.ceil(window.end / 1000);
    ctx.set('X-RateLimit-Limit', String(windows[tightest]?.limit));
    ctx.set('X-RateLimit-Remaining', String(Math.max(0, remaining[tightest] ?? 0)));
    ctx.set('X-RateLimit-Reset', String(reset));
    if ((remaining[tightest] ?? 0) < 0) {
      throw new ApiError('RATE_LIMITED', 'Too many requests in this minute.', undefined, Math.max(1, reset - Math.floor(now / 1000)));
    }
    await next();
  };
}

import type { Next } from 'koa';
import { ApiError } from '../../core/errors.ts';
import { current, increment, MINUTE, windowOf } from '../../core/counters.ts';
import { em } from '../../core/db/orm.ts';
import { LIMITS } from '../../core/limits.ts';
import type { AppContext, Caller } from '../state.ts';

export type RequestClass = 'create' | 'read';

/**
 * Per-minute windows: creates per credential and per account, reads per credential. The
 * headers describe the tightest window; a request over any window is answered 429, and
 * counts only in the windows up to the one that refused it.
 */
export function rateLimit(kind: RequestClass) {
  return async function limiter(ctx: AppContext, next: Next): Promise<void> {
    const caller = ctx.state.caller;
    if (!caller) throw new Error('rate limit before authentication');
    const now = Date.now();
    const window = windowOf(now, MINUTE);
    const credential = credentialKey(caller);
    const windows =
      kind === 'create'
        ? [
            { key: `create:${credential}`, limit: LIMITS.perMinute.createsPerCredential },
            { key: `create:account:${caller.accountId}`, limit: LIMITS.perMinute.createsPerAccount },
          ]
        : [{ key: `read:${credential}`, limit: LIMITS.perMinute.readsPerCredential }];
    const db = await em();
    // Windows are counted in order (the credential's first): once one refuses, the request
    // uses none of the later ones, which are only read for the headers. A key going past its
    // own limit so leaves the account's window to the account's other keys. Each count is
    // one atomic statement: they need no transaction around them.
    const counts: number[] = [];
    for (const w of windows) {
      const refused = counts.some((count, i) => count > windows[i]!.limit);
      counts.push(refused ? await current(db, w.key, window) : await increment(db, w.key, window));
    }
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

/** A key counts by itself; an OAuth client by client and account (SPEC Limits), across its grants. */
function credentialKey(caller: Caller): string {
  const c = caller.credential;
  return c.kind === 'api_key' ? `key:${c.id}` : `oauth:${caller.accountId}:${c.clientId}`;
}

import type { Next } from 'koa';
import { ApiError } from '../../core/errors.ts';
import { current, increment, MINUTE, windowOf, type Window } from '../../core/counters.ts';
import { em } from '../../core/db/orm.ts';
import { LIMITS } from '../../core/limits.ts';
import type { AppContext, Caller } from '../../http/state.ts';

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
    const remaining = describe(ctx, windows, counts, window);
    if (remaining < 0) {
      const reset = Math.ceil(window.end / 1000);
      throw new ApiError('RATE_LIMITED', 'Too many requests in this minute.', undefined, Math.max(1, reset - Math.floor(now / 1000)));
    }
    try {
      await next();
    } finally {
      // An answer held past its window's end (`Prefer: wait`) describes the window it is sent in.
      const sent = windowOf(Date.now(), MINUTE);
      if (sent.start !== window.start) {
        const counted = await Promise.all(windows.map((w) => current(db, w.key, sent))).catch(() => undefined);
        if (counted) describe(ctx, windows, counted, sent);
      }
    }
  };
}

/** Sets the headers of the tightest of `windows` at `counts`; returns what it has left (negative: over). */
function describe(ctx: AppContext, windows: ReadonlyArray<{ limit: number }>, counts: number[], window: Window): number {
  const remaining = windows.map((w, i) => w.limit - (counts[i] ?? 0));
  const tightest = remaining.indexOf(Math.min(...remaining));
  ctx.set('X-RateLimit-Limit', String(windows[tightest]?.limit));
  ctx.set('X-RateLimit-Remaining', String(Math.max(0, remaining[tightest] ?? 0)));
  ctx.set('X-RateLimit-Reset', String(Math.ceil(window.end / 1000)));
  return remaining[tightest] ?? 0;
}

/** A key counts by itself; an OAuth client by client and account (SPEC Limits), across its grants. */
function credentialKey(caller: Caller): string {
  const c = caller.credential;
  return c.kind === 'api_key' ? `key:${c.id}` : `oauth:${caller.accountId}:${c.clientId}`;
}

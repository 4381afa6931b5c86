import type { Next } from 'koa';
import { ApiError, RETRYABLE } from '../../core/errors.ts';
import { em } from '../../core/db/orm.ts';
import { jobForKey } from '../../jobs/rows.ts';
import type { AppContext } from '../../http/state.ts';
import { validKey } from './idempotencyKey.ts';

/**
 * Once a key's job exists, a retryable failure names it in details.job_id, so the client
 * reads the job instead of making another one.
 */
export function jobIdOnRetry(operation: string) {
  return async function annotate(ctx: AppContext, next: Next): Promise<void> {
    try {
      await next();
    } catch (err) {
      const key = ctx.get('Idempotency-Key') || undefined;
      if (!(err instanceof ApiError) || !RETRYABLE.has(err.code) || err.details?.job_id || !validKey(key) || !ctx.state.caller) throw err;
      const job = await jobForKey(await em(), ctx.state.caller.accountId, operation, key).catch(() => null);
      throw job && !job.refused ? err.withDetails({ job_id: job.id }) : err;
    }
  };
}

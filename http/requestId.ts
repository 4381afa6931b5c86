import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import type { AppContext } from './state.ts';

/** Every response carries X-Request-Id; error bodies repeat it. */
export async function requestId(ctx: AppContext, next: Next): Promise<void> {
  ctx.state.requestId = randomUUID();
  ctx.set('X-Request-Id', ctx.state.requestId);
  await next();
}

// A router for website pages: its answers to refusals and failures are pages, not the API's
// JSON envelope, and they never show internals.
import Router from '@koa/router';
import type { Next } from 'koa';
import type { AppContext, AppState, ContextExtras } from '../http/state.ts';
import { WebError } from './errors.ts';
import { html } from '../http/html.ts';
import { sendPage } from './layout.ts';

export type WebRouter = Router<AppState, ContextExtras>;

/** A refusal page's heading, by status; the message below it says what to do. */
const REFUSAL_TITLES: Record<number, string> = {
  400: 'Not valid',
  401: 'Sign in first',
  403: 'Refused',
  404: 'Not found',
  413: 'Too large',
  415: 'Not valid',
  429: 'Too many requests',
};

/** Answers a website refusal or failure as a page (every web router runs it first). */
export async function webErrors(ctx: AppContext, next: Next): Promise<void> {
  try {
    await next();
  } catch (err) {
    if (err instanceof WebError) {
      if (err.status === 429 || err.status === 413) ctx.set('Connection', err.status === 413 ? 'close' : ctx.get('Connection') || 'keep-alive');
      return sendPage(ctx, { title: REFUSAL_TITLES[err.status] ?? 'Not done', status: err.status, body: html`<p class="error" role="alert">${err.message}</p>` });
    }
    console.error(`website: request ${ctx.state.requestId} failed:`, err);
    await sendPage(ctx, {
      title: 'Something went wrong',
      status: 500,
      body: html`<p class="error" role="alert">Something went wrong on our side. Try again; if it keeps failing, tell the operator this request id: <code>${ctx.state.requestId}</code>.</p>`,
    }).catch(() => {
      ctx.status = 500;
      ctx.type = 'text/plain';
      ctx.body = 'Something went wrong on our side.';
    });
  }
}

/** Routes registered here run only when their path matches; other requests pass on to the API. */
export function webRouter(): WebRouter {
  const router: WebRouter = new Router<AppState, ContextExtras>();
  router.use(webErrors);
  return router;
}

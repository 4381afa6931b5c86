// The Koa application: common middleware, then each declared route with the chain its
// declaration asks for.
import Koa from 'koa';
import Router from '@koa/router';
import { errorEnvelope } from './middleware/errors.ts';
import { requestId } from './middleware/requestId.ts';
import { authenticate, requirePlan, requireScope } from './middleware/auth.ts';
import { rateLimit } from './middleware/rateLimit.ts';
import { idempotencyKey } from './middleware/idempotencyKey.ts';
import { jobIdOnRetry } from './middleware/jobIdOnRetry.ts';
import { auditOperation, auditTrail } from './middleware/audit.ts';
import { ROUTES } from './routes/index.ts';
import { codecEndpoint } from './routes/codec.ts';
import { mcpEndpoint } from '../mcp/http.ts';
import { oauthEndpoint } from '../auth/mount.ts';
import { webApp } from '../web/app.ts';
import type { RouteSpec } from './routes/route.ts';
import type { AppMiddleware, AppState, ContextExtras } from './state.ts';

export const BASE_PATH = '/api/v1';

function chainFor(spec: RouteSpec): AppMiddleware[] {
  const chain: AppMiddleware[] = [auditOperation(spec)];
  if (spec.auth !== 'public') {
    chain.push(authenticate, requireScope(spec.auth.scope));
    if (spec.operation) chain.push(jobIdOnRetry(spec.operation));
    chain.push(rateLimit(spec.auth.requestClass), requirePlan(spec.auth.scope));
  }
  if (spec.idempotencyKey) chain.push(idempotencyKey(spec.idempotencyKey === 'required'));
  chain.push(...(spec.before ?? []));
  return chain;
}

export function createApp(): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: false });
  // Errors are answered by errorEnvelope; Koa's own logger would print client mistakes.
  app.silent = true;
  const router = new Router<AppState, ContextExtras>({ prefix: BASE_PATH });
  for (const spec of ROUTES) {
    const path = spec.path.replace(/\{(\w+)\}/g, ':$1');
    router[spec.method](path, ...chainFor(spec), (ctx) => spec.handler(ctx));
  }
  // The spec names the capabilities endpoint by its full path; relative to the base it
  // would read /api/v1/api/v1/capabilities. Both answer (decisions.md).
  const capabilities = ROUTES.find((r) => r.path === '/capabilities');
  if (capabilities) router.get('/api/v1/capabilities', ...chainFor(capabilities), (ctx) => capabilities.handler(ctx));

  app.use(requestId);
  // The OAuth authorization server (/oauth/..., its metadata under /.well-known): it answers in
  // OAuth's own error format.
  app.use(oauthEndpoint());
  // The MCP server (/mcp) and its protected-resource metadata, outside /api/v1: it answers in
  // JSON-RPC, not in the API's envelope, and its tools call the API over HTTP like any client.
  app.use(mcpEndpoint());
  // The website's pages answer their own refusals as pages; other paths pass on to the API.
  app.use(webApp());
  // Outside errorEnvelope: the audit trail records the final answer, refusals included.
  app.use(auditTrail);
  app.use(errorEnvelope);
  // For operators only, outside the interface: the one path with CORS (the Temporal UI's origin).
  app.use(codecEndpoint());
  // No CORS: no Access-Control-* header is ever sent, so browsers refuse cross-origin reads.
  app.use(router.routes());
  return app;
}

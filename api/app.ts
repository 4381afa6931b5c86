// The HTTP API under /api/v1: every declared route with the chain its declaration asks for,
// inside the audit trail and the error envelope, and the operators' codec endpoint.
import Router from '@koa/router';
import compose from 'koa-compose';
import { API_BASE_PATH } from '../http/mounts.ts';
import type { AppMiddleware, AppState, ContextExtras } from '../http/state.ts';
import { auditOperation, auditTrail } from './middleware/audit.ts';
import { authenticate, requirePlan, requireScope } from './middleware/auth.ts';
import { errorEnvelope } from './middleware/errors.ts';
import { idempotencyKey } from './middleware/idempotencyKey.ts';
import { jobIdOnRetry } from './middleware/jobIdOnRetry.ts';
import { rateLimit } from './middleware/rateLimit.ts';
import { codecEndpoint } from './routes/codec.ts';
import { ROUTES } from './routes/index.ts';
import type { RouteSpec } from './routes/route.ts';

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

export function apiApp(): AppMiddleware {
  const router = new Router<AppState, ContextExtras>({ prefix: API_BASE_PATH });
  for (const spec of ROUTES) {
    const path = spec.path.replace(/\{(\w+)\}/g, ':$1');
    router[spec.method](path, ...chainFor(spec), (ctx) => spec.handler(ctx));
  }
  // The spec names the capabilities endpoint by its full path; relative to the base it
  // would read /api/v1/api/v1/capabilities. Both answer (decisions.md).
  const capabilities = ROUTES.find((r) => r.path === '/capabilities');
  if (capabilities) router.get(`${API_BASE_PATH}/capabilities`, ...chainFor(capabilities), (ctx) => capabilities.handler(ctx));

  return compose<Parameters<AppMiddleware>[0]>([
    // Outside errorEnvelope: the audit trail records the final answer, refusals included.
    auditTrail,
    errorEnvelope,
    // For operators only, outside the interface: the one path with CORS (the Temporal UI's origin).
    codecEndpoint(),
    // No CORS: no Access-Control-* header is ever sent, so browsers refuse cross-origin reads.
    router.routes() as unknown as AppMiddleware,
  ]) as AppMiddleware;
}

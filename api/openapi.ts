// OpenAPI 3.1, generated from the route declarations and the zod schemas that validate
// the requests, so the document cannot drift from what the server does.
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../core/errors.ts';
import { ErrorEnvelope } from '../contract/common.ts';
import { API_BASE_PATH, OAUTH_PREFIX } from '../http/mounts.ts';
import type { RouteSpec } from './routes/route.ts';
import { config } from '../core/config.ts';
import { LIMITS } from '../core/limits.ts';

const wait = LIMITS.preferWaitSeconds;
/** `wait=N` with N in LIMITS.preferWaitSeconds (1 to 30), as a pattern a client can check. */
const PREFER_WAIT = new RegExp(`^wait=(${Array.from({ length: wait.max - wait.min + 1 }, (_, i) => i + wait.min).join('|')})$`);

interface HeaderDoc {
  description: string;
  schema: { type: 'string' | 'integer'; format?: string; minimum?: number };
}

const HEADER_DOCS: Record<string, HeaderDoc> = {
  'X-Request-Id': { description: 'Identifies this request; an error body repeats it in error.request_id', schema: { type: 'string', format: 'uuid' } },
  'X-RateLimit-Limit': { description: 'Requests allowed in the tightest current one-minute window', schema: { type: 'integer', minimum: 1 } },
  'X-RateLimit-Remaining': { description: 'Requests left in that window', schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Reset': { description: 'When that window resets, in Unix seconds', schema: { type: 'integer', minimum: 0 } },
  'Retry-After': { description: 'Seconds to wait before retrying with the same Idempotency-Key or polling again', schema: { type: 'integer', minimum: 1 } },
  Location: { description: 'Path of the job: /api/v1/jobs/{id}', schema: { type: 'string' } },
  'Preference-Applied': { description: 'wait=N, echoing the Prefer header that was honoured', schema: { type: 'string' } },
};

const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

/**
 * The headers a response carries, each with whether it is always sent. The middleware order
 * of server/app.ts decides: X-Request-Id comes first; the rate-limit headers are set once the
 * credential and its scope are accepted, so a 401 never has them, and a 403 (SCOPE_DENIED
 * before, PLAN_REQUIRED either side), a 429 (failed authentications from the address are
 * throttled before the key is looked up) or a 500 may lack them; a signed download has no
 * credential at all.
 */
function headersOf(spec: RouteSpec, status: number): Record<string, { $ref: string }> {
  const always = new Set<string>(['X-Request-Id', ...(spec.responses[status]?.headers ?? [])]);
  const sometimes = new Set<string>();
  if (spec.auth !== 'public' || spec.optionalBearer) {
    const certain = !spec.optionalBearer && ![403, 429, 500].includes(status);
    if (status !== 401) for (const h of RATE_LIMIT_HEADERS) (certain ? always : sometimes).add(h);
  }
  if (status === 429 || status === 503) always.add('Retry-After');
  // Only REVISION_CONFLICT with reason PARENT_JOB_RUNNING says when to retry.
  if (status === 409 && spec.errors.includes('REVISION_CONFLICT')) sometimes.add('Retry-After');
  if (spec.preferWait && (status === 200 || status === 202)) sometimes.add('Preference-Applied');
  const ref = (name: string, required: boolean) => [name, { $ref: `#/components/headers/${headerComponent(name, required)}` }] as const;
  return Object.fromEntries([...[...always].map((h) => ref(h, true)), ...[...sometimes].filter((h) => !always.has(h)).map((h) => ref(h, false))]);
}

/** A header is a component twice: always sent, and sent on some responses only. */
function headerComponent(name: string, required: boolean): string {
  return required ? name : `${name}.optional`;
}

function registerHeaders(registry: OpenAPIRegistry): void {
  for (const [name, doc] of Object.entries(HEADER_DOCS)) {
    for (const required of [true, false]) registry.registerComponent('headers', headerComponent(name, required), { ...doc, required });
  }
}

let cached: object | undefined;

/**
 * Creates and uploads are `figures:generate`; reads and downloads `figures:read`. An endpoint
 * that needs no operational scope (capabilities) asks for none.
 */
function securityOf(spec: RouteSpec): Array<Record<string, string[]>> {
  const needsScope = spec.auth === 'public' || spec.auth.scope !== null;
  const oauth = { oauth: needsScope ? [spec.method === 'post' ? 'figures:generate' : 'figures:read'] : [] };
  if (spec.auth !== 'public') return [{ bearer: [] }, oauth];
  return spec.optionalBearer ? [{}, { bearer: [] }, oauth] : [];
}

/** The description of the given routes (the API's whole table: api/routes/index.ts), made once. */
export function openApiDocument(routes: readonly RouteSpec[]): object {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'API key sk_live_... Each operation names the key scope it needs in `x-required-scope`.',
  });
  // The two scopes the description names for assistant (OAuth) clients.
  const site = config().websiteUrl;
  registry.registerComponent('securitySchemes', 'oauth', {
    type: 'oauth2',
    flows: {
      authorizationCode: {
        authorizationUrl: `${site}${OAUTH_PREFIX}/authorize`,
        tokenUrl: `${site}${OAUTH_PREFIX}/token`,
        refreshUrl: `${site}${OAUTH_PREFIX}/token`,
        scopes: { 'figures:generate': 'Create figures and upload files', 'figures:read': 'Read jobs, credits and downloads' },
      },
    },
  });
  registerHeaders(registry);
  for (const spec of routes) {
    const errorsByStatus = new Map<number, ErrorCode[]>();
    for (const code of spec.errors) errorsByStatus.set(ERROR_STATUS[code], [...(errorsByStatus.get(ERROR_STATUS[code]) ?? []), code]);
    const responses: RouteConfig['responses'] = {};
    for (const [status, r] of Object.entries(spec.responses)) {
      responses[status] = {
        description: r.description,
        ...(r.schema ? { content: { [r.contentType ?? 'application/json']: { schema: r.schema } } } : {}),
        ...(r.contentType && !r.schema ? { content: { [r.contentType]: { schema: { type: 'string', format: 'binary' } } } } : {}),
        headers: headersOf(spec, Number(status)),
      };
    }
    for (const [status, codes] of errorsByStatus) {
      responses[String(status)] = { description: codes.join(', '), headers: headersOf(spec, status), content: { 'application/json': { schema: ErrorEnvelope } } };
    }
    const headerShape: Record<string, z.ZodType> = {};
    if (spec.idempotencyKey) {
      const key = z.string().regex(LIMITS.idempotencyKey).meta({ description: '1 to 255 visible ASCII characters' });
      headerShape['Idempotency-Key'] = spec.idempotencyKey === 'required' ? key : key.optional();
    }
    if (spec.preferWait) headerShape.Prefer = z.string().regex(PREFER_WAIT).optional().meta({ description: `wait=N, N from ${wait.min} to ${wait.max} seconds` });
    const scope = spec.auth === 'public' ? spec.optionalBearer?.scope : spec.auth.scope;
    registry.registerPath({
      method: spec.method,
      path: spec.path,
      summary: spec.summary,
      tags: [spec.tag],
      security: securityOf(spec),
      ...(scope ? { description: `Scope: \`${scope}\`${spec.optionalBearer ? ' with a credential; a signed link needs none' : ''}`, 'x-required-scope': scope } : {}),
      request: {
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { query: spec.query } : {}),
        ...(Object.keys(headerShape).length > 0 ? { headers: z.object(headerShape) } : {}),
        ...(spec.body ? { body: { required: true, content: { [spec.body.contentType]: { schema: spec.body.schema } } } } : {}),
      },
      responses,
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  cached = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Figure service',
      version: '1.0.0',
      description: 'Scientific figures as durable jobs: every creation is a job, paid for in credits.',
    },
    servers: [{ url: API_BASE_PATH }],
    security: [{ bearer: [] }],
  });
  return cached;
}

// OpenAPI 3.1, generated from the route declarations and the zod schemas that validate
// the requests, so the document cannot drift from what the server does.
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../core/errors.ts';
import { ErrorEnvelope } from './schemas/common.ts';
import { ROUTES } from './routes/index.ts';
import type { RouteSpec } from './routes/route.ts';
import { config } from '../core/config.ts';

const HEADER_DOCS: Record<string, { description: string; schema: { type: 'string' | 'integer' } }> = {
  Location: { description: 'Path of the job: /api/v1/jobs/{id}', schema: { type: 'string' } },
  'Retry-After': { description: 'Seconds to wait before polling again (3)', schema: { type: 'integer' } },
};

let cached: object | undefined;

/** Creates and uploads are `figures:generate`; reads and downloads `figures:read`. */
function securityOf(spec: RouteSpec): Array<Record<string, string[]>> {
  const oauth = { oauth: [spec.method === 'post' ? 'figures:generate' : 'figures:read'] };
  if (spec.auth !== 'public') return [{ bearer: [] }, oauth];
  return spec.optionalBearer ? [{}, { bearer: [] }, oauth] : [];
}

export function openApiDocument(): object {
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
        authorizationUrl: `${site}/oauth/authorize`,
        tokenUrl: `${site}/oauth/token`,
        refreshUrl: `${site}/oauth/token`,
        scopes: { 'figures:generate': 'Create figures and upload files', 'figures:read': 'Read jobs, credits and downloads' },
      },
    },
  });
  for (const spec of ROUTES) {
    const errorsByStatus = new Map<number, ErrorCode[]>();
    for (const code of spec.errors) errorsByStatus.set(ERROR_STATUS[code], [...(errorsByStatus.get(ERROR_STATUS[code]) ?? []), code]);
    const responses: RouteConfig['responses'] = {};
    for (const [status, r] of Object.entries(spec.responses)) {
      responses[status] = {
        description: r.description,
        ...(r.schema ? { content: { [r.contentType ?? 'application/json']: { schema: r.schema } } } : {}),
        ...(r.contentType && !r.schema ? { content: { [r.contentType]: { schema: { type: 'string', format: 'binary' } } } } : {}),
        ...(r.headers ? { headers: Object.fromEntries(r.headers.map((h) => [h, HEADER_DOCS[h] ?? { schema: { type: 'string' } }])) } : {}),
      };
    }
    for (const [status, codes] of errorsByStatus) {
      responses[String(status)] = { description: codes.join(', '), content: { 'application/json': { schema: ErrorEnvelope } } };
    }
    const headerShape: Record<string, z.ZodType> = {};
    if (spec.idempotencyKey) {
      const key = z.string().min(1).max(255).meta({ description: '1 to 255 visible ASCII characters' });
      headerShape['Idempotency-Key'] = spec.idempotencyKey === 'required' ? key : key.optional();
    }
    if (spec.preferWait) headerShape.Prefer = z.string().optional().meta({ description: 'wait=N, N from 1 to 30 seconds' });
    const scope = spec.auth === 'public' ? undefined : spec.auth.scope;
    registry.registerPath({
      method: spec.method,
      path: spec.path,
      summary: spec.summary,
      tags: [spec.tag],
      security: securityOf(spec),
      ...(scope ? { description: `Scope: \`${scope}\``, 'x-required-scope': scope } : {}),
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
    servers: [{ url: '/api/v1' }],
    security: [{ bearer: [] }],
  });
  return cached;
}

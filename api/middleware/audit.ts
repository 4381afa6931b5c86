// Hands every authenticated API call to the audit trail (core/audit.ts) once its answer is
// final, errors included: it sits outside errorEnvelope and reads the envelope's code.
import type { Next } from 'koa';
import { hashKey, KEY_PREFIX } from '../../core/apiKeys.ts';
import { recordCall, toolCallOperation, type AuditCall, type AuditCredential } from '../../core/audit.ts';
import { CHANNEL_HEADER, relayOf } from '../../core/channel.ts';
import { ApiKey } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import type { RouteSpec } from '../routes/route.ts';
import type { AppContext, AppMiddleware, Credential } from '../../http/state.ts';
import { bearerToken } from './auth.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** First in a route's chain: names the call by its route, never by its raw path. */
export function auditOperation(spec: Pick<RouteSpec, 'method' | 'path'>): AppMiddleware {
  const operation = `${spec.method.toUpperCase()} ${spec.path}`;
  return async function nameOperation(ctx, next) {
    ctx.state.operation = operation;
    await next();
  };
}

export async function auditTrail(ctx: AppContext, next: Next): Promise<void> {
  await next();
  try {
    noteCall(ctx);
  } catch (err) {
    // Best effort: the answer stands whatever happens here.
    console.error(`[${ctx.state.requestId}] audit:`, err instanceof Error ? err.message : err);
  }
}

function noteCall(ctx: AppContext): void {
  if (!ctx.state.operation) return;
  const relay = relayOf(ctx.get(CHANNEL_HEADER) || undefined, ctx.get('Authorization'));
  // A request the MCP server made for a tool call stands for that tool call, or for nothing.
  const operation = relay?.toolCall ? toolCallOperation(relay.toolCall, ctx.status) : ctx.state.operation;
  if (!operation) return;
  const at = new Date();
  const body = ctx.body as { id?: unknown; kind?: unknown; credits?: unknown; error?: { code?: unknown; details?: { reason?: unknown; job_id?: unknown } } } | undefined;
  const error = typeof body === 'object' && body !== null ? body.error : undefined;
  const outcome = {
    at,
    operation,
    status: ctx.status,
    errorCode: typeof error?.code === 'string' ? error.code : null,
    errorReason: typeof error?.details?.reason === 'string' ? error.details.reason : null,
    requestId: ctx.state.requestId,
    jobId: jobIdOf(body),
    replayed: ctx.state.replayed === true,
  };
  const caller = ctx.state.caller;
  if (caller) {
    recordCall({ ...outcome, accountId: caller.accountId, credential: auditCredentialOf(caller.credential), channel: caller.channel });
    return;
  }
  const channel = relay?.channel ?? 'api';
  // A key or access token refused because its account cannot use the interface: authentication
  // already found whose it is.
  const refused = ctx.state.refusedCredential;
  if (refused) {
    recordCall({ ...outcome, accountId: refused.accountId, credential: auditCredentialOf(refused.credential), channel });
    return;
  }
  // Another refused key the service issued (expired, revoked) is recorded for its account. It
  // is looked up after the answer has gone; only its hash waits in the queue.
  const presented = bearerToken(ctx);
  if (!presented?.startsWith(KEY_PREFIX) || presented.length > 128) return;
  const keyHash = hashKey(presented);
  recordCall(async (): Promise<AuditCall | undefined> => {
    const key = await (await em()).findOne(ApiKey, { keyHash }, { fields: ['id', 'accountId'] });
    return key ? { ...outcome, accountId: key.accountId, credential: { kind: 'api_key', id: key.id }, channel } : undefined;
  });
}

/** What authenticated the call: the API key, or the OAuth client (never its grant or token). */
function auditCredentialOf(credential: Credential): AuditCredential {
  return credential.kind === 'oauth' ? { kind: 'oauth', clientId: credential.clientId } : { kind: 'api_key', id: credential.id };
}

/** The job a call made or read: a Job answer's id, or the `details.job_id` of an error. */
function jobIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const job = body as { id?: unknown; kind?: unknown; credits?: unknown; error?: { details?: { job_id?: unknown } } };
  if (typeof job.id === 'string' && typeof job.kind === 'string' && typeof job.credits === 'object' && UUID.test(job.id)) return job.id;
  const fromError = job.error?.details?.job_id;
  return typeof fromError === 'string' && UUID.test(fromError) ? fromError : null;
}

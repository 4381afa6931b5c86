// The MCP endpoint on the Koa app: POST /mcp in the Streamable HTTP transport, stateless (a
// new server and transport per request: nothing a session would keep is needed, and any API
// instance can answer any request). The credential is checked on `initialize` and
// `tools/call` only, through the API's capabilities endpoint; a credential the API refuses is
// refused here at the HTTP level (401 with a WWW-Authenticate challenge, 403 for an account
// that cannot use the interface), before the transport sees the request. Everything a tool
// call itself is refused for (scopes, limits, credits) is a tool error (mcp/errors.ts).
import type { IncomingMessage } from 'node:http';
import type { Next, ParameterizedContext } from 'koa';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from '../core/config.ts';
import { apiCall, ToolFailure } from './apiClient.ts';
import { MCP_PATH } from '../http/mounts.ts';
import { bearerChallenge, METADATA_PATHS, protectedResourceMetadata } from './protectedResource.ts';
import { MCP_BODY_MAX_BYTES } from './schemas.ts';
import { buildServer } from './server.ts';
import type { RemoteOverrides } from './inputs.ts';

/** JSON-RPC's "server error" range; the MCP SDK answers transport refusals with it too. */
const REFUSED = -32001;

interface Refusal {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

type KoaContext = ParameterizedContext;

export interface McpEndpointOptions {
  /** Tests only: where tools may fetch URLs from. */
  remote?: RemoteOverrides;
}

export function mcpEndpoint(opts: McpEndpointOptions = {}) {
  return async function mcp(ctx: KoaContext, next: Next): Promise<void> {
    if (METADATA_PATHS.includes(ctx.path) && ctx.method === 'GET') {
      ctx.body = protectedResourceMetadata();
      return;
    }
    if (ctx.path !== MCP_PATH) return next();
    try {
      await answer(ctx, opts);
    } catch (err) {
      // A client gone mid-body, or a fault of ours: logged, never shown.
      console.error('mcp request failed:', err instanceof Error ? err.message : err);
      if (ctx.respond !== false) refuse(ctx, { status: 500, code: 'INTERNAL_ERROR', message: 'Internal error.' }, -32603);
    }
  };
}

async function answer(ctx: KoaContext, opts: McpEndpointOptions): Promise<void> {
  if (ctx.method !== 'POST') {
    // Stateless: no server-initiated stream to offer (GET) and no session to end (DELETE).
    ctx.set('Allow', 'POST');
    return refuse(ctx, { status: 405, code: 'METHOD_NOT_ALLOWED', message: 'This MCP server is stateless: send JSON-RPC messages with POST.' });
  }
  const origin = ctx.get('Origin');
  if (origin && origin !== new URL(config().publicBaseUrl).origin) {
    // The transport spec's guard against DNS rebinding; browsers are not clients here.
    return refuse(ctx, { status: 403, code: 'ORIGIN_REFUSED', message: 'Requests from browser origins are not accepted.' });
  }
  const body = await readBody(ctx.req);
  if (body === 'too_large') {
    ctx.set('Connection', 'close');
    return refuse(ctx, { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `An MCP request is at most ${MCP_BODY_MAX_BYTES} bytes (4 MB). Pass large files by https URL or file_id.` });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return refuse(ctx, { status: 400, code: 'PARSE_ERROR', message: 'The body is not JSON.' }, -32700);
  }
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  const authorization = ctx.get('Authorization');
  // The API throttles failed authentications by this address, not by ours.
  const address = ctx.req.socket.remoteAddress;
  let scopes: readonly string[] = [];
  const call = callOf(messages);
  if (messages.some((m) => isMethod(m, 'initialize') || isMethod(m, 'tools/call'))) {
    const checked = await checkCredential(authorization, address, call);
    if ('refusal' in checked) return refuse(ctx, checked.refusal, REFUSED, idOf(parsed));
    scopes = checked.scopes;
  }
  const caller = { authorization, scopes, ...(address ? { address } : {}), ...(call ? { call } : {}) };
  const server = buildServer({ caller, ...(opts.remote ? { remote: opts.remote } : {}) });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  ctx.res.on('close', () => {
    void transport.close();
    void server.close();
  });
  ctx.respond = false;
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, parsed);
}

function isMethod(message: unknown, method: string): boolean {
  return typeof message === 'object' && message !== null && (message as { method?: unknown }).method === method;
}

/**
 * The one call this MCP request makes, as the audit trail names it: the tool of its
 * `tools/call`, or `initialize`. A batch of several calls has none: its requests are recorded
 * one by one, as any API call.
 */
function callOf(messages: unknown[]): string | undefined {
  const calls = messages.filter((m) => isMethod(m, 'tools/call') || isMethod(m, 'initialize'));
  if (calls.length !== 1) return undefined;
  const message = calls[0] as { method: string; params?: { name?: unknown } };
  if (message.method === 'initialize') return 'initialize';
  const name = message.params?.name;
  return typeof name === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(name) ? name : undefined;
}

function idOf(parsed: unknown): string | number | null {
  const id = !Array.isArray(parsed) && typeof parsed === 'object' && parsed !== null ? (parsed as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

function refuse(ctx: KoaContext, refusal: Refusal, rpcCode = REFUSED, id: string | number | null = null): void {
  ctx.status = refusal.status;
  for (const [name, value] of Object.entries(refusal.headers ?? {})) ctx.set(name, value);
  ctx.body = { jsonrpc: '2.0', error: { code: rpcCode, message: refusal.message, data: { code: refusal.code } }, id };
}

/** Past this much an oversized body is no longer read to its end: the connection is cut. */
const DRAIN_MAX_BYTES = 4 * MCP_BODY_MAX_BYTES;

async function readBody(req: IncomingMessage): Promise<Buffer | 'too_large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // An oversized body is read on and dropped so the client sees the 413, up to a bound.
    if (size <= MCP_BODY_MAX_BYTES) chunks.push(chunk);
    else if (size > DRAIN_MAX_BYTES) {
      req.destroy();
      break;
    }
  }
  return size > MCP_BODY_MAX_BYTES ? 'too_large' : Buffer.concat(chunks);
}

/** The API's judgement of the credential (GET /capabilities needs no operational scope). */
async function checkCredential(authorization: string, address: string | undefined, call: string | undefined): Promise<{ scopes: readonly string[] } | { refusal: Refusal }> {
  if (!/^Bearer +\S+\s*$/i.test(authorization)) {
    return {
      refusal: { status: 401, code: 'UNAUTHORIZED', message: 'Send an OAuth access token or an API key as `Authorization: Bearer ...`.', headers: { 'WWW-Authenticate': bearerChallenge() } },
    };
  }
  try {
    const reply = await apiCall({ authorization, scopes: [], ...(address ? { address } : {}), ...(call ? { call } : {}) }, '/capabilities', { part: 'check' });
    return { scopes: (reply.body as { granted_scopes: string[] }).granted_scopes };
  } catch (err) {
    const failure = err instanceof ToolFailure ? err : new ToolFailure('SERVICE_UNAVAILABLE', 'The credential could not be checked.');
    return { refusal: refusalOf(failure) };
  }
}

function refusalOf(failure: ToolFailure): Refusal {
  switch (failure.code) {
    case 'UNAUTHORIZED':
      return {
        status: 401,
        code: failure.code,
        message: 'The credential is invalid, expired or revoked.',
        headers: { 'WWW-Authenticate': bearerChallenge({ code: 'invalid_token', description: 'The credential is invalid, expired or revoked.' }) },
      };
    case 'ACCOUNT_UNAVAILABLE':
      return { status: 403, code: failure.code, message: 'This account cannot use the interface.' };
    case 'RATE_LIMITED':
      return { status: 429, code: failure.code, message: failure.message, headers: failure.retryAfter ? { 'Retry-After': String(failure.retryAfter) } : {} };
    default:
      return { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'The credential cannot be checked right now; retry shortly.', headers: { 'Retry-After': String(failure.retryAfter ?? 3) } };
  }
}

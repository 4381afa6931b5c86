// The tools are clients of the HTTP interface: every call is a request to the API with the
// caller's own credential, so prices, limits, scopes and errors are exactly the API's.
import { config } from '../core/config.ts';
import { CHANNEL_HEADER, mcpChannelHeader, type ToolCallPart } from '../core/channel.ts';

/** Who called the tool: their Authorization header as sent, the scopes it was granted, and where they connected from. */
export interface ToolCaller {
  authorization: string;
  scopes: readonly string[];
  address?: string;
  /** The tool this MCP request calls (or `initialize`): the API records its requests as that one call. */
  call?: string;
}

/** An answer of the API that is not a success, or a call that did not reach it. */
export class ToolFailure extends Error {
  readonly code: string;
  readonly details: Record<string, unknown>;
  readonly retryAfter: number | undefined;

  constructor(code: string, message: string, details: Record<string, unknown> = {}, retryAfter?: number) {
    super(message);
    this.name = 'ToolFailure';
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
  }

  get reason(): string | undefined {
    return typeof this.details.reason === 'string' ? this.details.reason : undefined;
  }
}

export interface ApiReply {
  status: number;
  // The API's JSON answer, described by the route's schema in contract/.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface ApiRequest {
  method?: 'GET' | 'POST';
  json?: unknown;
  form?: FormData;
  idempotencyKey?: string;
  /** What this request is to the tool call; its own operation unless said. */
  part?: ToolCallPart['part'];
}

/** A create request waits this long for its job (SPEC: the tools wait 25 seconds). */
export const TOOL_WAIT_SECONDS = 25;
/** The wait, the admission (up to 15 s) and the answer's way back. */
const CALL_TIMEOUT_MS = (TOOL_WAIT_SECONDS + 25) * 1000;

export function apiBase(): string {
  return config().mcpApiBaseUrl;
}

/**
 * The channel header on every call: whatever the API tags by channel (top-up links) says mcp,
 * an access token issued for the MCP server is accepted, and the audit trail records the tool
 * call rather than each request it took.
 */
function channelHeader(caller: ToolCaller, part: ToolCallPart['part']): string {
  return mcpChannelHeader(caller.authorization, caller.address, Date.now(), caller.call ? { call: caller.call, part } : undefined);
}

export async function apiCall(caller: ToolCaller, path: string, req: ApiRequest = {}): Promise<ApiReply> {
  const headers: Record<string, string> = { Authorization: caller.authorization, Accept: 'application/json', [CHANNEL_HEADER]: channelHeader(caller, req.part ?? 'main') };
  let body: string | FormData | undefined;
  if (req.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.json);
  } else if (req.form) {
    body = req.form;
  }
  if (req.idempotencyKey) {
    headers['Idempotency-Key'] = req.idempotencyKey;
    if (path !== '/files') headers.Prefer = `wait=${TOOL_WAIT_SECONDS}`;
  }
  let res: Response;
  try {
    res = await fetch(`${apiBase()}${path}`, { method: req.method ?? (body ? 'POST' : 'GET'), headers, body, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    throw new ToolFailure('SERVICE_UNAVAILABLE', timedOut ? 'The figure API did not answer in time.' : 'The figure API cannot be reached right now.', {
      reason: timedOut ? 'API_TIMEOUT' : 'API_UNREACHABLE',
    });
  }
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (res.ok) return { status: res.status, body: parsed, headers: res.headers };
  throw failureOf(res, parsed);
}

/** The download of a file the caller owns, with their credential: its bytes, `too_large` past `maxBytes`, or null when it failed. */
export async function apiDownload(caller: ToolCaller, fileId: string, maxBytes: number): Promise<Buffer | 'too_large' | null> {
  try {
    const headers = { Authorization: caller.authorization, [CHANNEL_HEADER]: channelHeader(caller, 'preview') };
    const res = await fetch(`${apiBase()}/files/${fileId}`, { headers, signal: AbortSignal.timeout(30_000) });
    const declared = Number(res.headers.get('content-length'));
    if (!res.ok || (Number.isFinite(declared) && declared > maxBytes)) {
      await res.body?.cancel();
      return res.ok ? 'too_large' : null;
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    return bytes.length > maxBytes ? 'too_large' : bytes;
  } catch {
    return null;
  }
}

function failureOf(res: Response, parsed: unknown): ToolFailure {
  const error = (parsed as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)?.error;
  const retryAfter = Number(res.headers.get('retry-after')) || undefined;
  if (error && typeof error.code === 'string') {
    const details = error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : {};
    return new ToolFailure(error.code, typeof error.message === 'string' ? error.message : error.code, details, retryAfter);
  }
  // Not the API's envelope (a proxy's page, a route that is not deployed): say what happened.
  if (res.status === 404) return new ToolFailure('NOT_FOUND', 'The figure API has no such endpoint here.', { reason: 'API_ENDPOINT_MISSING' });
  return new ToolFailure(res.status >= 500 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR', `The figure API answered HTTP ${res.status}.`, {}, retryAfter);
}


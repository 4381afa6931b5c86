// The one client of the OpenAI-compatible images API, shared by illustrations
// (`/v1/images/generations`, `/v1/images/edits` with reference images) and `instruct` edits
// (`/v1/images/edits` with a mask):
//   POST {base}/v1/images/{generations|edits}   JSON or multipart; Authorization: Bearer <key>
//   -> 200 {created, data: [{b64_json} | {url}]}  |  4xx/5xx {error: {message, type, code}}
// It owns the HTTP call, the key, the answer's size ceiling and the reading of errors. What a
// refusal means for a job differs by caller (an edit and an illustration name their reasons
// differently), so refusals come back classified (ImagesApiRefusal) and each caller names them.
import { cleanProviderText, readCapped } from './cappedBody.ts';
import { ProviderError } from './providerError.ts';

export interface ImagesEndpoint {
  /** Base URL; requests go to `{url}/v1/images/...`. */
  url: string;
  apiKey?: string | undefined;
}

export type ImagesOperation = 'generations' | 'edits';

export interface ImagesCallOptions {
  /** The whole call, answer included. */
  timeoutMs: number;
  /** The caller's own cancellation; its abort is rethrown as is (not as a provider failure). */
  signal?: AbortSignal | undefined;
  /** The largest answer accepted, base64 included. */
  maxResponseBytes: number;
}

/**
 * What a refusal (a 4xx other than 408/429) says, for the caller to name:
 * content_policy: the provider's moderation refused the prompt or the result;
 * auth: the key is missing, wrong or not allowed (401, 403);
 * not_found: wrong URL or model (404);
 * invalid_request: the request itself was refused (400, 422);
 * other: any other refusal.
 */
export type RefusalKind = 'content_policy' | 'auth' | 'not_found' | 'invalid_request' | 'other';

export class ImagesApiRefusal extends Error {
  readonly kind: RefusalKind;
  readonly status: number;
  /** The provider's own message, cleaned; may be empty. */
  readonly providerMessage: string;
  constructor(kind: RefusalKind, status: number, providerMessage: string) {
    super(`The image provider refused the request (${status})${providerMessage ? `: ${providerMessage}` : '.'}`);
    this.name = 'ImagesApiRefusal';
    this.kind = kind;
    this.status = status;
    this.providerMessage = providerMessage;
  }

  /** ": <provider message>" or ".", to end a sentence of the caller's. */
  get said(): string {
    return this.providerMessage ? `: ${this.providerMessage}` : '.';
  }
}

/** gpt-image models answer `moderation_blocked`; DALL-E answered `content_policy_violation`. */
function isContentPolicy(code: string, type: string, message: string): boolean {
  return /content_policy|moderation|safety/.test(`${code} ${type}`) || /safety system|content policy/i.test(message);
}

function classify(status: number, body: unknown): ImagesApiRefusal {
  const error = (body as { error?: { message?: unknown; code?: unknown; type?: unknown } } | null)?.error;
  const message = cleanProviderText(error?.message);
  const code = cleanProviderText(error?.code);
  const type = cleanProviderText(error?.type);
  if ((status === 400 || status === 422) && isContentPolicy(code, type, message)) return new ImagesApiRefusal('content_policy', status, message);
  if (status === 401 || status === 403) return new ImagesApiRefusal('auth', status, message);
  if (status === 404) return new ImagesApiRefusal('not_found', status, message);
  if (status === 400 || status === 422) return new ImagesApiRefusal('invalid_request', status, message);
  return new ImagesApiRefusal('other', status, message);
}

/** Downloads an answer given as a URL (DALL-E's default, some compatible servers' only way). */
async function download(url: string, opts: ImagesCallOptions, signal: AbortSignal): Promise<Buffer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ProviderError('PROVIDER_PROTOCOL', 'The image provider answered with an image address that is not a URL.', false);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new ProviderError('PROVIDER_PROTOCOL', 'The image provider answered with an image address that is not http(s).', false);
  const res = await fetch(parsed, { signal });
  if (!res.ok) {
    await res.body?.cancel();
    throw new ProviderError('PROVIDER_UNAVAILABLE', `The image provider's image could not be downloaded (${res.status}).`, true);
  }
  return readCapped(res, opts.maxResponseBytes, 'an image');
}

async function imageOf(body: unknown, opts: ImagesCallOptions, signal: AbortSignal): Promise<Buffer> {
  const first = (body as { data?: Array<{ b64_json?: unknown; url?: unknown }> } | null)?.data?.[0];
  if (typeof first?.b64_json === 'string' && first.b64_json.length > 0) return Buffer.from(first.b64_json, 'base64');
  if (typeof first?.url === 'string' && first.url.length > 0) return download(first.url, opts, signal);
  throw new ProviderError('PROVIDER_PROTOCOL', 'The image provider answered without an image (data[0].b64_json).', false);
}

/**
 * Makes one images call and answers the image's bytes (not yet decoded: the caller checks
 * them). Throws ProviderError for what a retry may cure (PROVIDER_UNAVAILABLE for 408, 429
 * and 5xx, PROVIDER_TIMEOUT, PROVIDER_UNREACHABLE) and for a broken answer (PROVIDER_REDIRECT,
 * PROVIDER_RESPONSE_TOO_LARGE, PROVIDER_PROTOCOL); ImagesApiRefusal for any other 4xx.
 */
export async function requestImage(endpoint: ImagesEndpoint, operation: ImagesOperation, body: Record<string, unknown> | FormData, opts: ImagesCallOptions): Promise<Buffer> {
  const url = `${endpoint.url.replace(/\/+$/, '')}/v1/images/${operation}`;
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const headers: Record<string, string> = endpoint.apiKey ? { Authorization: `Bearer ${endpoint.apiKey}` } : {};
  const json = !(body instanceof FormData);
  if (json) headers['Content-Type'] = 'application/json';
  let status: number;
  let text: string;
  try {
    const res = await fetch(url, { method: 'POST', body: json ? JSON.stringify(body) : body, headers, redirect: 'manual', signal });
    status = res.status;
    if (status >= 300 && status < 400) {
      await res.body?.cancel();
      throw new ProviderError('PROVIDER_REDIRECT', `The image provider answered with a redirect (${status}), which is not followed: check its configured URL.`, false);
    }
    text = (await readCapped(res, opts.maxResponseBytes, 'an image')).toString('utf8');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      if (status < 500 && status !== 429) throw new ProviderError('PROVIDER_PROTOCOL', `The image provider answered ${status} with something other than JSON.`, false);
    }
    if (status === 429 || status === 408 || status >= 500) {
      const said = cleanProviderText((parsed as { error?: { message?: unknown } } | null)?.error?.message);
      throw new ProviderError('PROVIDER_UNAVAILABLE', `The image provider is busy or failing (${status})${said ? `: ${said}` : '.'}`, true);
    }
    if (status !== 200 && status !== 201) throw classify(status, parsed);
    return await imageOf(parsed, opts, signal);
  } catch (err) {
    if (err instanceof ProviderError || err instanceof ImagesApiRefusal) throw err;
    if (opts.signal?.aborted) throw opts.signal.reason ?? err;
    const timedOut = timeout.aborted;
    throw new ProviderError(timedOut ? 'PROVIDER_TIMEOUT' : 'PROVIDER_UNREACHABLE', timedOut ? 'The image provider did not answer in time.' : 'The image provider could not be reached.', true);
  }
}

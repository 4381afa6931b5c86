// Illustrations from a model on Replicate, through its predictions API (docs/illustration-provider.md):
//   POST {base}/v1/models/{owner}/{name}/predictions  {input: {prompt, aspect_ratio, resolution,
//        output_format: 'png', image_input: [data URLs]}}   (owner/name:version: POST /v1/predictions {version, input})
//        -> 201 {id, status: 'starting', urls: {get}}
//   GET  {base}/v1/predictions/{id}
//        -> {status: starting | processing | succeeded | failed | canceled, output, error}
// Errors are problem details {title, detail, status}. The output is a URL (or a list of them)
// that is downloaded here, capped in size and time.
import { cleanProviderText, readCapped } from '../../shared/cappedBody.ts';
import { ProviderError } from '../../shared/providerError.ts';
import { pixelSize } from '../../shared/aspectRatios.ts';
import type { IllustrationProvider, IllustrationRequest, ProviderStatus } from '../types.ts';
import { fitToSize } from './fit.ts';
import { providerPrompt } from './prompt.ts';
import { sentReferences } from './references.ts';

export interface ReplicateOptions {
  /** Base URL; default https://api.replicate.com. */
  url?: string | undefined;
  apiKey?: string | undefined;
  /** `owner/name` of an official model, or `owner/name:version`. Default google/nano-banana-2. */
  model?: string | undefined;
  /** One HTTP request (create, poll or download); default 60 s. */
  requestTimeoutMs?: number | undefined;
}

const DEFAULT_URL = 'https://api.replicate.com';
const DEFAULT_MODEL = 'google/nano-banana-2';
const DEFAULT_TIMEOUT_MS = 60_000;
const MAX_JSON_BYTES = 4 * 1024 * 1024;
const MAX_IMAGE_BYTES = 64 * 1024 * 1024;

// Replicate drops inputs a model does not declare, so `resolution` reaches the models that
// have it (nano-banana-2, nano-banana-pro, seedream) and costs nothing elsewhere.
const RESOLUTION: Readonly<Record<IllustrationRequest['quality'], string>> = { standard: '1K', advanced: '2K', premium: '2K' };

/** Replicate's wording when its safety checker refuses an input or an output (error E005). */
const FLAGGED = /\bE005\b|flagged as sensitive|\bNSFW\b|safety (checker|filter|system)|content (policy|moderation)/i;

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

function modelPath(model: string): { path: string; version?: string } {
  const match = /^([\w.-]+)\/([\w.-]+)(?::([0-9a-f]{16,}))?$/i.exec(model);
  if (!match) throw new ProviderError('PROVIDER_MISCONFIGURED', `The configured Replicate model "${model}" is not owner/name or owner/name:version.`, false);
  return match[3] ? { path: '/v1/predictions', version: match[3] } : { path: `/v1/models/${match[1]}/${match[2]}/predictions` };
}

function problemText(body: Record<string, unknown> | null): string {
  return cleanProviderText(body?.detail) || cleanProviderText(body?.title) || cleanProviderText(body?.error);
}

/** Failures every call shares: what a retry may cure, and credentials. */
function commonFailure(answer: Answer): ProviderError | null {
  const said = problemText(answer.body);
  const tail = said ? `: ${said}` : '.';
  if (answer.status === 429 || answer.status === 408 || answer.status >= 500) return new ProviderError('PROVIDER_UNAVAILABLE', `Replicate is busy or failing (${answer.status})${tail}`, true);
  if (answer.status === 401 || answer.status === 403) return new ProviderError('PROVIDER_AUTH_FAILED', `Replicate refused the service's credentials (${answer.status}): check its key${tail}`, false);
  if (answer.status === 402) return new ProviderError('PROVIDER_PAYMENT_REQUIRED', `Replicate refused to run the model for the service's account (402)${tail}`, false);
  return null;
}

async function sendReferences(request: IllustrationRequest): Promise<string[]> {
  const refs = await sentReferences(request.references, 'jpeg');
  return refs.map((r) => `data:${r.contentType};base64,${r.bytes.toString('base64')}`);
}

export function replicateProvider(opts: ReplicateOptions): IllustrationProvider {
  const base = (opts.url || DEFAULT_URL).replace(/\/+$/, '');
  const model = opts.model || DEFAULT_MODEL;
  const timeoutMs = opts.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(path: string, init: RequestInit): Promise<Answer> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(opts.apiKey ? { Authorization: `Bearer ${opts.apiKey}` } : {}) };
    try {
      const res = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        throw new ProviderError('PROVIDER_REDIRECT', `Replicate answered with a redirect (${res.status}), which is not followed: check its configured URL.`, false);
      }
      const text = (await readCapped(res, MAX_JSON_BYTES, 'a prediction')).toString('utf8');
      let body: Record<string, unknown> | null = null;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        if (res.status < 500 && res.status !== 429) throw new ProviderError('PROVIDER_PROTOCOL', `Replicate answered ${res.status} with something other than JSON.`, false);
      }
      return { status: res.status, body };
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      const timedOut = (err as Error).name === 'TimeoutError';
      throw new ProviderError(timedOut ? 'PROVIDER_TIMEOUT' : 'PROVIDER_UNREACHABLE', timedOut ? 'Replicate did not answer in time.' : 'Replicate could not be reached.', true);
    }
  }

  async function download(output: unknown): Promise<Buffer> {
    const first = Array.isArray(output) ? output.find((o) => typeof o === 'string') : output;
    let url: URL;
    try {
      url = new URL(String(first));
    } catch {
      throw new ProviderError('PROVIDER_PROTOCOL', 'Replicate reported success without an image URL.', false);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ProviderError('PROVIDER_PROTOCOL', 'Replicate answered with an image address that is not http(s).', false);
    try {
      // No key goes with it: output files are served without one, often from another host.
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 404 || res.status === 410) throw new ProviderError('PROVIDER_LOST_TASK', 'Replicate no longer has the image it made.', false);
      if (!res.ok) throw new ProviderError('PROVIDER_UNAVAILABLE', `Replicate's image could not be downloaded (${res.status}).`, true);
      return await readCapped(res, MAX_IMAGE_BYTES, 'an image');
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      throw new ProviderError('PROVIDER_UNREACHABLE', "Replicate's image could not be downloaded.", true);
    }
  }

  return {
    name: 'replicate',
    async submit(request: IllustrationRequest): Promise<string> {
      const target = modelPath(model);
      const input = {
        prompt: providerPrompt(request),
        aspect_ratio: request.aspectRatio,
        resolution: RESOLUTION[request.quality],
        output_format: 'png',
        ...(request.references.length > 0 ? { image_input: await sendReferences(request) } : {}),
      };
      const answer = await call(target.path, { method: 'POST', body: JSON.stringify(target.version ? { version: target.version, input } : { input }) });
      const common = commonFailure(answer);
      if (common) throw common;
      const said = problemText(answer.body);
      if (answer.status === 404) throw new ProviderError('PROVIDER_MISCONFIGURED', `Replicate does not know the model ${model} (404): check the configured model${said ? `: ${said}` : '.'}`, false);
      if (answer.status === 422 || answer.status === 400) {
        if (FLAGGED.test(said)) throw new ProviderError('CONTENT_REJECTED', `Replicate refused this illustration under its content policy: ${said}`, false);
        throw new ProviderError('PROVIDER_REJECTED_REQUEST', `Replicate refused the request (${answer.status})${said ? `: ${said}` : '.'}`, false);
      }
      const id = answer.body?.id;
      if (answer.status >= 300 || typeof id !== 'string' || id.length === 0) throw new ProviderError('PROVIDER_PROTOCOL', `Replicate answered ${answer.status} without a prediction id.`, false);
      return id;
    },
    async status(id: string, request: IllustrationRequest): Promise<ProviderStatus> {
      const answer = await call(`/v1/predictions/${encodeURIComponent(id)}`, { method: 'GET' });
      const common = commonFailure(answer);
      if (common) throw common;
      if (answer.status === 404) throw new ProviderError('PROVIDER_LOST_TASK', 'Replicate no longer knows this prediction.', false);
      if (answer.status !== 200) throw new ProviderError('PROVIDER_PROTOCOL', `Replicate answered ${answer.status} to a prediction's status.`, false);
      const error = cleanProviderText(answer.body?.error);
      switch (answer.body?.status) {
        case 'starting':
        case 'processing':
          return { state: 'running' };
        case 'succeeded': {
          const { width, height } = pixelSize(request.aspectRatio, request.quality);
          return { state: 'succeeded', image: await fitToSize(await download(answer.body.output), width, height) };
        }
        case 'failed':
          if (FLAGGED.test(error)) return { state: 'failed', reason: 'CONTENT_REJECTED', message: `Replicate refused this illustration under its content policy: ${error}` };
          return { state: 'failed', reason: 'PROVIDER_FAILED', message: `The image model failed${error ? `: ${error}` : '.'}` };
        case 'canceled':
          return { state: 'failed', reason: 'PROVIDER_CANCELED', message: 'The prediction was canceled at Replicate before it finished.' };
        default:
          throw new ProviderError('PROVIDER_PROTOCOL', 'Replicate answered an unknown prediction status.', false);
      }
    },
  };
}

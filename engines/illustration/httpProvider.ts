// A configured image model over HTTP. The protocol (docs/illustration-provider.md):
//   POST {base}/v1/generations  {prompt, aspect_ratio, quality, style, palette, reference_images[base64]}
//        -> 202 {id}            (422 {reason, message}: the request is refused)
//   GET  {base}/v1/generations/{id}
//        -> 200 {status: running} | {status: succeeded, image_base64} | {status: failed, reason, message}
import type { IllustrationProvider, IllustrationRequest, ProviderStatus } from './types.ts';
import { ProviderError } from './types.ts';

/** Largest image a provider may answer with; more is refused instead of buffered. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

export function httpProvider(baseUrl: string, apiKey: string | undefined): IllustrationProvider {
  const base = baseUrl.replace(/\/$/, '');
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) };

  async function request(path: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(30_000), redirect: 'error' });
    } catch (err) {
      throw new ProviderError('PROVIDER_UNREACHABLE', `The image provider did not answer: ${(err as Error).message}`, true);
    }
    const text = await res.text();
    if (text.length > MAX_RESPONSE_BYTES * 1.4) throw new ProviderError('PROVIDER_RESPONSE_TOO_LARGE', 'The provider answered with too much data.', false);
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new ProviderError('PROVIDER_PROTOCOL', 'The provider answered with something other than JSON.', res.status >= 500);
    }
    if (res.status >= 500 || res.status === 429) throw new ProviderError('PROVIDER_UNAVAILABLE', `The provider answered ${res.status}.`, true);
    return { status: res.status, body };
  }

  return {
    name: 'http',
    async submit(req: IllustrationRequest): Promise<string> {
      const { status, body } = await request('/v1/generations', {
        method: 'POST',
        body: JSON.stringify({
          prompt: req.prompt,
          aspect_ratio: req.aspectRatio,
          quality: req.quality,
          style: req.style,
          palette: req.palette,
          reference_images: req.references.map((r) => r.toString('base64')),
        }),
      });
      if (status === 422) throw new ProviderError(String(body.reason ?? 'CONTENT_REJECTED'), String(body.message ?? 'The provider refused the request.'), false);
      if (status >= 400 || typeof body.id !== 'string') throw new ProviderError('PROVIDER_PROTOCOL', `The provider answered ${status} without an id.`, false);
      return body.id;
    },
    async status(id: string): Promise<ProviderStatus> {
      const { status, body } = await request(`/v1/generations/${encodeURIComponent(id)}`, { method: 'GET' });
      if (status === 404) throw new ProviderError('PROVIDER_LOST_TASK', 'The provider no longer knows this task.', false);
      if (body.status === 'running') return { state: 'running' };
      if (body.status === 'succeeded' && typeof body.image_base64 === 'string') return { state: 'succeeded', image: Buffer.from(body.image_base64, 'base64') };
      if (body.status === 'failed') return { state: 'failed', reason: String(body.reason ?? 'PROVIDER_FAILED'), message: String(body.message ?? 'The provider failed.') };
      throw new ProviderError('PROVIDER_PROTOCOL', 'The provider answered an unknown status.', false);
    },
  };
}

// Illustrations from an OpenAI-compatible images API (docs/illustration-provider.md):
//   POST {base}/v1/images/generations  JSON {model, prompt, n: 1, size, quality, output_format | response_format}
//   POST {base}/v1/images/edits        multipart, the same fields and image[] (the reference images)
// The protocol answers within the request, which can take minutes; the workflow instead asks
// "is it done?" until its deadline. So the first status() starts the call in the background and
// answers `running`; later ones answer `running` until the call has settled, then its result.
// A late-delivery poll on the same worker therefore picks up the call already under way; on
// another worker (or after a restart) it finds none and makes the call once more.
import { randomUUID } from 'node:crypto';
import { ImagesApiRefusal, requestImage } from '../../shared/openaiImages.ts';
import { ProviderError } from '../../shared/providerError.ts';
import { pixelSize } from '../../shared/aspectRatios.ts';
import type { IllustrationProvider, IllustrationRequest, ProviderStatus } from '../types.ts';
import { fitToSize } from './fit.ts';
import { modelProfile, requestedSize, type ModelProfile } from '../../shared/openaiModels.ts';
import { providerPrompt } from './prompt.ts';
import { sentReferences } from './references.ts';

export interface OpenAiImagesOptions {
  /** Base URL, e.g. https://api.openai.com; requests go to `{url}/v1/images/...`. */
  url: string;
  apiKey?: string | undefined;
  /** Sent as `model`; decides sizes and quality words (openaiModels.ts). Default gpt-image-1. */
  model?: string | undefined;
  /** One call, answer included; default 5 minutes (a high-quality image takes a model one or two). */
  callTimeoutMs?: number | undefined;
}

const DEFAULT_MODEL = 'gpt-image-1';
const DEFAULT_CALL_TIMEOUT_MS = 300_000;
/** A 1536x1024 PNG as base64 is about 9 MB; a 2048 one from an any-size server about 16 MB. */
const MAX_RESPONSE_BYTES = 48 * 1024 * 1024;
/** How long a settled call's answer waits to be collected (a retried activity asks again). */
const KEEP_SETTLED_MS = 15 * 60_000;

type Outcome = { ok: true; image: Buffer } | { ok: false; error: unknown };

interface Call {
  outcome: Outcome | null;
  settledAt: number;
}

/** Calls under way or settled, by the id submit() gave; shared by every provider object of this process. */
const calls = new Map<string, Call>();

function forgetOldCalls(now: number): void {
  for (const [id, call] of calls) if (call.outcome && now - call.settledAt > KEEP_SETTLED_MS) calls.delete(id);
}

/** What a refusal means for an illustration: the job's reason. */
function illustrationRefusal(refusal: ImagesApiRefusal): ProviderError {
  switch (refusal.kind) {
    case 'content_policy':
      return new ProviderError('CONTENT_REJECTED', `The image provider refused this illustration under its content policy${refusal.said}`, false);
    case 'auth':
      return new ProviderError('PROVIDER_AUTH_FAILED', `The image provider refused the service's credentials (${refusal.status}): check its key${refusal.said}`, false);
    case 'not_found':
      return new ProviderError('PROVIDER_MISCONFIGURED', `The image provider does not know this address or model (404): check its URL and model${refusal.said}`, false);
    case 'invalid_request':
      return new ProviderError('PROVIDER_REJECTED_REQUEST', `The image provider refused the request${refusal.said}`, false);
    default:
      return new ProviderError('PROVIDER_PROTOCOL', `The image provider answered ${refusal.status}${refusal.said}`, false);
  }
}

function checkReferences(request: IllustrationRequest, profile: ModelProfile, model: string): void {
  if (request.references.length > profile.maxReferences) {
    throw new ProviderError('REFERENCES_UNSUPPORTED', `The configured image model (${model}) cannot take reference images; ask without them or configure a model that can.`, false);
  }
}

async function callBody(request: IllustrationRequest, model: string, profile: ModelProfile): Promise<Record<string, unknown> | FormData> {
  const job = pixelSize(request.aspectRatio, request.quality);
  const size = requestedSize(profile, job.width, job.height);
  const shapes = size.width / size.height / (job.width / job.height);
  const fields: Record<string, string> = {
    model,
    prompt: providerPrompt(request, { croppedTo: Math.max(shapes, 1 / shapes) > 1.01 ? request.aspectRatio : undefined }),
    n: '1',
    size: `${size.width}x${size.height}`,
    ...(profile.quality ? { quality: profile.quality[request.quality] } : {}),
    ...(profile.outputFormat ? { output_format: 'png' } : {}),
    ...(profile.responseFormat ? { response_format: 'b64_json' } : {}),
  };
  if (request.references.length === 0) return { ...fields, n: 1 };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const references = await sentReferences(request.references, 'png');
  references.forEach((ref, i) => form.append('image[]', new Blob([new Uint8Array(ref.bytes)], { type: ref.contentType }), `reference-${i + 1}.png`));
  return form;
}

export function openAiImagesProvider(opts: OpenAiImagesOptions): IllustrationProvider {
  const model = opts.model || DEFAULT_MODEL;
  const profile = modelProfile(model);

  async function generate(request: IllustrationRequest): Promise<Buffer> {
    const body = await callBody(request, model, profile);
    let image: Buffer;
    try {
      image = await requestImage(opts, request.references.length > 0 ? 'edits' : 'generations', body, {
        timeoutMs: opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS,
        maxResponseBytes: MAX_RESPONSE_BYTES,
      });
    } catch (err) {
      throw err instanceof ImagesApiRefusal ? illustrationRefusal(err) : err;
    }
    const { width, height } = pixelSize(request.aspectRatio, request.quality);
    return fitToSize(image, width, height);
  }

  return {
    name: 'openai',
    async submit(request: IllustrationRequest): Promise<string> {
      // Nothing is sent yet; what can be refused without the model is refused now.
      checkReferences(request, profile, model);
      providerPrompt(request);
      return `openai-${randomUUID()}`;
    },
    async status(id: string, request: IllustrationRequest): Promise<ProviderStatus> {
      const now = Date.now();
      forgetOldCalls(now);
      let call = calls.get(id);
      if (!call) {
        const started: Call = { outcome: null, settledAt: 0 };
        calls.set(id, started);
        generate(request).then(
          (image) => Object.assign(started, { outcome: { ok: true, image }, settledAt: Date.now() }),
          (error: unknown) => Object.assign(started, { outcome: { ok: false, error }, settledAt: Date.now() }),
        );
        call = started;
      }
      const outcome = call.outcome;
      if (!outcome) return { state: 'running' };
      if (outcome.ok) return { state: 'succeeded', image: outcome.image };
      // A failure a retry may cure is forgotten, so that the retried activity calls again.
      if (!(outcome.error instanceof ProviderError) || outcome.error.retryable) calls.delete(id);
      throw outcome.error;
    },
  };
}

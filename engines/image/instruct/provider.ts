// `instruct` through a configured image-editing model speaking the OpenAI-compatible images
// edit protocol (docs/image-edits.md):
//   POST {base}/v1/images/edits   multipart: image (PNG), mask (PNG, transparent = edit),
//        prompt, model, n=1, size, response_format=b64_json; Authorization: Bearer <key>
//   -> 200 {created, data: [{b64_json}]}  |  4xx/5xx {error: {message, type, code}}
// The model works at one of a few fixed sizes, so the source is letterboxed into the size
// closest to its shape and the answer is cut back out and scaled to the source's size.
import sharp, { type Sharp } from 'sharp';
import { EngineError } from '../../shared/errors.ts';
import { ProviderError } from '../../illustration/types.ts';
import { decodeImage, encodeImage, type DecodedImage, type EncodedImage, type Raster } from '../raster.ts';
import { edgeColour } from './edgeColour.ts';
import type { InstructRequest } from './local.ts';
import { readMask } from './mask.ts';
import { blend } from './pixels.ts';

export interface EditProvider {
  /** Base URL; the request goes to `{url}/v1/images/edits`. */
  url: string;
  apiKey?: string | undefined;
  /** Sent as `model`, e.g. "gpt-image-1". */
  model: string;
  /** How long one request may take, answer included; default 180 s (an edit takes the model up to a minute or two). */
  timeoutMs?: number | undefined;
}

/** The sizes the protocol accepts for `size` (gpt-image-1's; all models accept 1024x1024). */
const PROVIDER_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1024, 1024],
  [1536, 1024],
  [1024, 1536],
];

const DEFAULT_TIMEOUT_MS = 180_000;
/** A 1536x1024 PNG as base64 is at most ~9 MB; much more is not an answer to this request. */
const MAX_RESPONSE_BYTES = 48 * 1024 * 1024;
const MAX_PROVIDER_MESSAGE = 300;

/** Where the source sits inside the provider's canvas. */
interface Letterbox {
  width: number;
  height: number;
  x: number;
  y: number;
  innerWidth: number;
  innerHeight: number;
}

/** The allowed size closest to the source's shape (by aspect ratio), and the source scaled to fit inside it. */
function letterbox(width: number, height: number): Letterbox {
  const ratio = Math.log(width / height);
  const [w, h] = PROVIDER_SIZES.reduce((best, size) => (Math.abs(Math.log(size[0] / size[1]) - ratio) < Math.abs(Math.log(best[0] / best[1]) - ratio) ? size : best));
  const scale = Math.min(w / width, h / height);
  const innerWidth = Math.max(1, Math.min(w, Math.round(width * scale)));
  const innerHeight = Math.max(1, Math.min(h, Math.round(height * scale)));
  return { width: w, height: h, x: Math.floor((w - innerWidth) / 2), y: Math.floor((h - innerHeight) / 2), innerWidth, innerHeight };
}

function placed(raw: Buffer, from: { width: number; height: number }, box: Letterbox, background: { r: number; g: number; b: number; alpha: number }, kernel: 'lanczos3' | 'linear'): Sharp {
  return sharp(raw, { raw: { width: from.width, height: from.height, channels: 4 } })
    .resize(box.innerWidth, box.innerHeight, { fit: 'fill', kernel })
    .extend({ left: box.x, top: box.y, right: box.width - box.innerWidth - box.x, bottom: box.height - box.innerHeight - box.y, background });
}

async function providerImage(source: DecodedImage, box: Letterbox): Promise<Buffer> {
  const [r, g, b, a] = edgeColour(source);
  // The padding is opaque: in this protocol transparent image pixels also mean "edit here".
  const background = a === 0 ? { r: 255, g: 255, b: 255, alpha: 1 } : { r, g, b, alpha: 1 };
  return placed(source.data, source, box, background, 'lanczos3').png().toBuffer();
}

/** Our mask (white = may change) as the protocol's (transparent = may change); the padding is kept. */
async function providerMask(mask: Uint8Array, source: Raster, box: Letterbox): Promise<Buffer> {
  const rgba = Buffer.alloc(mask.length * 4);
  for (let i = 0; i < mask.length; i++) rgba[i * 4 + 3] = 255 - mask[i]!;
  return placed(rgba, source, box, { r: 0, g: 0, b: 0, alpha: 1 }, 'linear').png().toBuffer();
}

function providerMessage(body: unknown): { message: string; code: string; type: string } {
  const error = (body as { error?: { message?: unknown; code?: unknown; type?: unknown } } | null)?.error;
  // Control characters would break the job's error message; \p{Cc} is every one of them.
  const clean = (v: unknown) => (typeof v === 'string' ? v.replace(/\p{Cc}+/gu, ' ').trim().slice(0, MAX_PROVIDER_MESSAGE) : '');
  return { message: clean(error?.message), code: clean(error?.code), type: clean(error?.type) };
}

async function readCapped(res: Response): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  const tooLarge = () => new ProviderError('PROVIDER_RESPONSE_TOO_LARGE', 'The image provider answered with more data than an edited image can take.', false);
  if (declared > MAX_RESPONSE_BYTES) {
    await res.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > MAX_RESPONSE_BYTES) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function post(provider: EditProvider, form: FormData): Promise<{ status: number; body: unknown }> {
  const url = `${provider.url.replace(/\/+$/, '')}/v1/images/edits`;
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: 'POST',
      body: form,
      headers: provider.apiKey ? { Authorization: `Bearer ${provider.apiKey}` } : {},
      redirect: 'manual',
      signal: AbortSignal.timeout(provider.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw new ProviderError('PROVIDER_REDIRECT', `The image provider answered with a redirect (${res.status}), which is not followed: check its configured URL.`, false);
    }
    text = await readCapped(res);
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    const timedOut = (err as Error).name === 'TimeoutError';
    throw new ProviderError(timedOut ? 'PROVIDER_TIMEOUT' : 'PROVIDER_UNREACHABLE', timedOut ? 'The image provider did not answer in time.' : 'The image provider could not be reached.', true);
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (res.status < 500 && res.status !== 429) throw new ProviderError('PROVIDER_PROTOCOL', `The image provider answered ${res.status} with something other than JSON.`, false);
  }
  return { status: res.status, body };
}

function refusal(status: number, body: unknown): Error {
  const { message, code, type } = providerMessage(body);
  const said = message ? `: ${message}` : '.';
  if (status === 429 || status === 408 || status >= 500) return new ProviderError('PROVIDER_UNAVAILABLE', `The image provider is busy or failing (${status})${said}`, true);
  if (status === 401 || status === 403 || status === 404) {
    return new ProviderError('PROVIDER_MISCONFIGURED', `The image provider refused the service's configuration (${status}): check its URL, key and model${said}`, false);
  }
  if (status === 400 && (/content_policy|moderation|safety/.test(`${code} ${type}`) || /safety system|content policy/i.test(message))) {
    return new EngineError('CONTENT_REJECTED', `The image provider refused this edit under its content policy${said}`);
  }
  if (status === 400) return new EngineError('PROVIDER_REFUSED', `The image provider refused this edit${said}`);
  return new ProviderError('PROVIDER_PROTOCOL', `The image provider answered ${status}${said}`, false);
}

async function answeredImage(body: unknown): Promise<DecodedImage> {
  const b64 = (body as { data?: Array<{ b64_json?: unknown }> } | null)?.data?.[0]?.b64_json;
  if (typeof b64 !== 'string' || b64.length === 0) throw new ProviderError('PROVIDER_PROTOCOL', 'The image provider answered without an image (data[0].b64_json).', false);
  try {
    return await decodeImage(Buffer.from(b64, 'base64'));
  } catch {
    throw new ProviderError('PROVIDER_BAD_IMAGE', 'The image provider answered with data that is not a readable image.', false);
  }
}

export async function editWithProvider(req: InstructRequest, provider: EditProvider): Promise<EncodedImage> {
  const source = await decodeImage(req.image);
  const mask = req.mask ? await readMask(req.mask, source.width, source.height) : null;
  const box = letterbox(source.width, source.height);

  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await providerImage(source, box))], { type: 'image/png' }), 'image.png');
  if (mask) form.append('mask', new Blob([new Uint8Array(await providerMask(mask, source, box))], { type: 'image/png' }), 'mask.png');
  form.append('prompt', req.instruction);
  form.append('model', provider.model);
  form.append('n', '1');
  form.append('size', `${box.width}x${box.height}`);
  form.append('response_format', 'b64_json');

  const { status, body } = await post(provider, form);
  if (status !== 200 && status !== 201) throw refusal(status, body);
  const answer = await answeredImage(body);

  // Back to the provider's canvas (in case it answered another size), out of the letterbox, to the source's size.
  // (Separate pipelines: sharp runs one resize per pipeline, and extract before it.)
  const canvas = await sharp(answer.data, { raw: { width: answer.width, height: answer.height, channels: 4 } })
    .resize(box.width, box.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const data = await sharp(canvas, { raw: { width: box.width, height: box.height, channels: 4 } })
    .extract({ left: box.x, top: box.y, width: box.innerWidth, height: box.innerHeight })
    .resize(source.width, source.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const edited: Raster = { data, width: source.width, height: source.height };
  // With a mask, what lay outside it is the source's own pixels at full resolution.
  const result = mask ? blend(source, edited, mask) : edited;
  return encodeImage(result, source.format, source.density);
}

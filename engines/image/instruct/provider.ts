// `instruct` through a configured image-editing model speaking the OpenAI-compatible images
// edit protocol (docs/image-edits.md; the HTTP call is engines/shared/openaiImages.ts):
//   POST {base}/v1/images/edits   multipart: image (PNG), mask (PNG, transparent = edit),
//        prompt, model, n=1, size, response_format=b64_json or output_format=png by model
//        (engines/shared/openaiModels.ts); Authorization: Bearer <key>
//   -> 200 {created, data: [{b64_json}]}  |  4xx/5xx {error: {message, type, code}}
// The model works at one of a few fixed sizes, so the source is letterboxed into the size
// closest to its shape and the answer is cut back out and scaled to the source's size.
import sharp, { type Sharp } from 'sharp';
import { EngineError } from '../../shared/errors.ts';
import { modelProfile, requestedSize } from '../../shared/openaiModels.ts';
import { ImagesApiRefusal, requestImage } from '../../shared/openaiImages.ts';
import { ProviderError } from '../../shared/providerError.ts';
import { decodeImage, encodeImage, type DecodedImage, type EncodedImage, type Raster } from '../../shared/raster.ts';
import { edgeColour } from '../color/edgeColour.ts';
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

/** Sizes for a server that takes any: gpt-image-1's, which every compatible model accepts. */
const COMMON_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1024, 1024],
  [1536, 1024],
  [1024, 1536],
];

const DEFAULT_TIMEOUT_MS = 180_000;
/** A 1536x1024 PNG as base64 is at most ~9 MB; much more is not an answer to this request. */
const MAX_RESPONSE_BYTES = 48 * 1024 * 1024;

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
function letterbox(width: number, height: number, sizes: ReadonlyArray<readonly [number, number]>): Letterbox {
  const { width: w, height: h } = requestedSize({ sizes }, width, height);
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

/** What a refusal means for an edit: its content or its wording is the caller's; the rest is ours. */
function editRefusal(refusal: ImagesApiRefusal): Error {
  if (refusal.kind === 'content_policy') return new EngineError('CONTENT_REJECTED', `The image provider refused this edit under its content policy${refusal.said}`);
  if (refusal.kind === 'auth' || refusal.kind === 'not_found') {
    return new ProviderError('PROVIDER_MISCONFIGURED', `The image provider refused the service's configuration (${refusal.status}): check its URL, key and model${refusal.said}`, false);
  }
  if (refusal.kind === 'invalid_request') return new EngineError('PROVIDER_REFUSED', `The image provider refused this edit${refusal.said}`);
  return new ProviderError('PROVIDER_PROTOCOL', `The image provider answered ${refusal.status}${refusal.said}`, false);
}

async function editedImage(provider: EditProvider, form: FormData): Promise<DecodedImage> {
  let bytes: Buffer;
  try {
    bytes = await requestImage(provider, 'edits', form, { timeoutMs: provider.timeoutMs ?? DEFAULT_TIMEOUT_MS, maxResponseBytes: MAX_RESPONSE_BYTES });
  } catch (err) {
    throw err instanceof ImagesApiRefusal ? editRefusal(err) : err;
  }
  try {
    return await decodeImage(bytes);
  } catch {
    throw new ProviderError('PROVIDER_BAD_IMAGE', 'The image provider answered with data that is not a readable image.', false);
  }
}

export async function editWithProvider(req: InstructRequest, provider: EditProvider): Promise<EncodedImage> {
  const source = await decodeImage(req.image);
  const mask = req.mask ? await readMask(req.mask, source.width, source.height) : null;
  const profile = modelProfile(provider.model);
  const box = letterbox(source.width, source.height, profile.sizes ?? COMMON_SIZES);

  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await providerImage(source, box))], { type: 'image/png' }), 'image.png');
  if (mask) form.append('mask', new Blob([new Uint8Array(await providerMask(mask, source, box))], { type: 'image/png' }), 'mask.png');
  form.append('prompt', req.instruction);
  form.append('model', provider.model);
  form.append('n', '1');
  form.append('size', `${box.width}x${box.height}`);
  // GPT image models answer base64 and refuse response_format; DALL-E answers a URL unless asked.
  if (profile.responseFormat) form.append('response_format', 'b64_json');
  if (profile.outputFormat) form.append('output_format', 'png');

  const answer = await editedImage(provider, form);

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

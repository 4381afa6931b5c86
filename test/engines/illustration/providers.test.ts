// The two illustration provider protocols, each driven against a small local server speaking
// it: every field reaches the provider, the answer comes back at the job's exact size, the
// slow path, and every provider failure named as the job will report it. (Through the whole
// stack, test/generations.test.ts runs the OpenAI-compatible protocol; Replicate is covered here.)
import { EngineError } from '../../../engines/shared/errors.ts';
import type { Server } from 'node:http';
import sharp from 'sharp';
import { illustrationProvider, pixelSize, ProviderError, type IllustrationProvider, type IllustrationRequest, type ProviderStatus } from '../../../engines/illustration/index.ts';
import { BANDS } from '../../support/fakeModelImage.ts';
import { startFakeOpenAiImages, type ReceivedImagesCall } from '../../support/fakeOpenAiImages.ts';
import { startFakeReplicate, type ReceivedPrediction } from '../../support/fakeReplicate.ts';

const KEY = 'sk-test-illustrations';
const OKABE_ITO = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#000000'];

function request(prompt: string, more: Partial<IllustrationRequest> = {}): IllustrationRequest {
  return { prompt, aspectRatio: '1:1', quality: 'standard', style: null, palette: null, references: [], ...more };
}

/** Submits, then asks for the status as the workflow does, until it is no longer running. */
async function run(provider: IllustrationProvider, req: IllustrationRequest): Promise<{ id: string; status: Exclude<ProviderStatus, { state: 'running' }>; polls: number }> {
  const id = await provider.submit(req);
  for (let polls = 1; polls < 300; polls++) {
    const status = await provider.status(id, req);
    if (status.state !== 'running') return { id, status, polls };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the provider never finished');
}

/** Asks for the status of one submitted id until it is no longer running. */
async function untilSettled(provider: IllustrationProvider, id: string, req: IllustrationRequest): Promise<ProviderStatus> {
  for (let polls = 0; polls < 300; polls++) {
    const status = await provider.status(id, req);
    if (status.state !== 'running') return status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the provider never finished');
}

async function succeeded(provider: IllustrationProvider, req: IllustrationRequest): Promise<Buffer> {
  const { status } = await run(provider, req);
  if (status.state !== 'succeeded') throw new Error(`expected success, got ${JSON.stringify(status)}`);
  return status.image;
}

async function providerError(work: Promise<unknown>): Promise<ProviderError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

async function image(bytes: Buffer): Promise<{ width: number; height: number; format: string; at: (x: number, y: number) => number[] }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const meta = await sharp(bytes).metadata();
  return { width: info.width, height: info.height, format: meta.format ?? '', at: (x, y) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)] };
}

const near = (actual: number[], expected: readonly number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 12);

async function reference(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffcc00' } }).jpeg().toBuffer();
}

describe('OpenAI-compatible images API', () => {
  let fake: { url: string; server: Server; requests: ReceivedImagesCall[] };
  const provider = (model = 'gpt-image-1', apiKey = KEY) => illustrationProvider({ protocol: 'openai', url: fake.url, apiKey, model });
  const last = () => fake.requests[fake.requests.length - 1]!;

  beforeAll(async () => {
    fake = await startFakeOpenAiImages({ apiKey: KEY });
  });
  afterAll(() => {
    fake.server.close();
  });

  test('every field reaches the model: size, quality, style and palette preset as instructions; the answer is the job\'s size', async () => {
    const req = request('a mitochondrion, cross-section', { style: 'flat', palette: 'okabe_ito' });
    const out = await image(await succeeded(provider(), req));
    const sent = last();
    expect(sent.path).toBe('/v1/images/generations');
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.fields).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1024x1024', quality: 'medium', output_format: 'png' });
    expect(sent.fields.response_format).toBeUndefined();
    expect(sent.fields.prompt).toBe(`a mitochondrion, cross-section\n\nStyle: flat vector illustration, solid colour fills, no gradients, no shadows.\nUse only these colours: ${OKABE_ITO.join(', ')}.`);
    expect([out.format, out.width, out.height]).toEqual(['png', 1024, 1024]);
  });

  test('a ratio the model cannot make is asked at the closest size, announced in the prompt, and cropped centrally (not stretched)', async () => {
    const req = request('a neuron', { aspectRatio: '9:16', quality: 'premium', palette: ['#112233', '#abcdef'] });
    const out = await image(await succeeded(provider(), req));
    expect(last().fields).toMatchObject({ size: '1024x1536', quality: 'high' });
    expect(last().fields.prompt).toContain('Use only these colours: #112233, #ABCDEF.');
    expect(last().fields.prompt).toContain('Compose for a 9:16 frame: the image will be cropped centrally to it.');
    expect([out.width, out.height]).toEqual([1152, 2048]);
    // 1024x1536 cropped to 864x1536 (80 px off each side), then scaled by 4/3: the first band
    // edge lands at (341.3 - 80) * 4/3 = 348; stretched, it would be at 384.
    expect(near(out.at(340, 1000), BANDS.left)).toBe(true);
    expect(near(out.at(357, 1000), BANDS.middle)).toBe(true);
    expect(near(out.at(1140, 1000), BANDS.right)).toBe(true);
  });

  test('DALL-E 3 gets its own sizes and quality words and asks for base64; a server of any size gets the exact size', async () => {
    await succeeded(provider('dall-e-3'), request('a synapse', { aspectRatio: '16:9', quality: 'advanced', style: 'watercolor' }));
    expect(last().fields).toMatchObject({ model: 'dall-e-3', size: '1792x1024', quality: 'hd', response_format: 'b64_json' });
    expect(last().fields.prompt).toContain('Style: watercolour illustration on white paper.');

    const out = await image(await succeeded(provider('flux-schnell-local'), request('a ribosome', { aspectRatio: '3:2', quality: 'premium', style: 'auto' })));
    expect(last().fields).toMatchObject({ model: 'flux-schnell-local', size: '2048x1368', quality: 'high', response_format: 'b64_json' });
    // `auto` leaves the style to the model: the prompt is the researcher's own.
    expect(last().fields.prompt).toBe('a ribosome');
    expect([out.width, out.height]).toEqual([2048, 1368]);
  });

  test('reference images go to the edits endpoint as image[] parts, at most 1536 px', async () => {
    const refs = [await reference(3000, 2000), await reference(400, 300)];
    const out = await image(await succeeded(provider(), request('the same cell, labelled', { references: refs, aspectRatio: '3:2' })));
    const sent = last();
    expect(sent.path).toBe('/v1/images/edits');
    expect(sent.fields).toMatchObject({ model: 'gpt-image-1', n: '1', size: '1536x1024', quality: 'medium', output_format: 'png' });
    expect(sent.fields.prompt).toContain('Use the 2 attached images as reference.');
    expect(sent.references).toEqual([
      { format: 'png', width: 1536, height: 1024 },
      { format: 'png', width: 400, height: 300 },
    ]);
    expect([out.width, out.height]).toEqual([1024, 680]);
  });

  test('a model that cannot take references, or a palette that is no preset, is refused at submission', async () => {
    const refused = await providerError(provider('dall-e-3').submit(request('a cell', { references: [await reference(64, 64)] })));
    expect([refused.reason, refused.retryable]).toEqual(['REFERENCES_UNSUPPORTED', false]);
    const palette: unknown = await provider()
      .submit(request('a cell', { palette: 'sunset' }))
      .catch((err: unknown) => err);
    expect(palette).toBeInstanceOf(EngineError);
    expect((palette as EngineError).reason).toBe('UNKNOWN_PALETTE');
  });

  test('the call runs in the background: status answers running until the slow answer comes, and the call is made once', async () => {
    const before = fake.requests.length;
    const { status, polls } = await run(provider(), request('a slow figure [provider:slow=1.5]'));
    expect(status.state).toBe('succeeded');
    expect(polls).toBeGreaterThan(5);
    expect(fake.requests.length - before).toBe(1);
  });

  test('provider refusals are named as the job reports them', async () => {
    const cases: Array<[string, string, boolean, string?]> = [
      ['[provider:reject]', 'CONTENT_REJECTED', false, 'safety system'],
      ['[provider:flag]', 'CONTENT_REJECTED', false, 'flagged'],
      ['[provider:auth]', 'PROVIDER_AUTH_FAILED', false],
      ['[provider:fail]', 'PROVIDER_REJECTED_REQUEST', false],
      ['[provider:busy]', 'PROVIDER_UNAVAILABLE', true],
      ['[provider:error]', 'PROVIDER_UNAVAILABLE', true],
      ['[provider:notimage]', 'PROVIDER_BAD_IMAGE', false],
    ];
    for (const [tag, reason, retryable, says] of cases) {
      const err = await providerError(run(provider(), request(`a figure ${tag}`)));
      expect([tag, err.reason, err.retryable]).toEqual([tag, reason, retryable]);
      if (says) expect(err.message).toContain(says);
    }
    const wrongKey = await providerError(run(provider('gpt-image-1', 'sk-wrong'), request('a figure')));
    expect([wrongKey.reason, wrongKey.retryable]).toEqual(['PROVIDER_AUTH_FAILED', false]);
    const down = await providerError(run(illustrationProvider({ protocol: 'openai', url: 'http://127.0.0.1:1', apiKey: KEY }), request('a figure')));
    expect([down.reason, down.retryable]).toEqual(['PROVIDER_UNREACHABLE', true]);
  });

  test('a retryable failure is forgotten, so the retried activity calls again; a refusal is kept', async () => {
    const p = provider();
    const busy = request('a figure [provider:busy]');
    const id = await p.submit(busy);
    const before = fake.requests.length;
    await providerError(run(p, busy));
    await providerError(untilSettled(p, id, busy));
    expect(fake.requests.length - before).toBeGreaterThanOrEqual(2);

    const refused = request('a figure [provider:reject]');
    const refusedId = await p.submit(refused);
    await providerError(untilSettled(p, refusedId, refused));
    const sent = fake.requests.length;
    expect((await providerError(p.status(refusedId, refused))).reason).toBe('CONTENT_REJECTED');
    expect(fake.requests.length).toBe(sent);
  });

  test('an answer at another size or given as a URL is read and fitted', async () => {
    const small = await image(await succeeded(provider(), request('a cell [provider:size=512x512]', { quality: 'advanced' })));
    expect([small.width, small.height]).toEqual([1536, 1536]);
    const byUrl = await image(await succeeded(provider('dall-e-3'), request('a cell [provider:url]')));
    expect([byUrl.width, byUrl.height]).toEqual([1024, 1024]);
  });
});

describe("Replicate's predictions API", () => {
  let fake: { url: string; server: Server; requests: ReceivedPrediction[] };
  const provider = (model?: string, apiKey = KEY) => illustrationProvider({ protocol: 'replicate', url: fake.url, apiKey, model });
  const creations = () => fake.requests.filter((r) => r.method === 'POST');
  const lastCreation = () => creations()[creations().length - 1]!;

  beforeAll(async () => {
    fake = await startFakeReplicate({ apiKey: KEY });
  });
  afterAll(() => {
    fake.server.close();
  });

  test('every field reaches the model: ratio as is, resolution by quality, style and palette as instructions; the answer is the job\'s size', async () => {
    const req = request('a capillary bed', { aspectRatio: '21:9', style: 'scientific', palette: ['#0072B2', '#D55E00'] });
    const out = await image(await succeeded(provider(), req));
    const sent = lastCreation();
    expect(sent.path).toBe('/v1/models/google/nano-banana-2/predictions');
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.input).toEqual({
      prompt: 'a capillary bed\n\nStyle: scientific textbook illustration, accurate and clearly structured, on a white background.\nUse only these colours: #0072B2, #D55E00.',
      aspect_ratio: '21:9',
      resolution: '1K',
      output_format: 'png',
    });
    expect(sent.imageInput).toEqual([]);
    expect(pixelSize('21:9', 'standard')).toEqual({ width: 1024, height: 440 });
    expect([out.format, out.width, out.height]).toEqual(['png', 1024, 440]);
    expect(near(out.at(100, 220), BANDS.left)).toBe(true);
    expect(near(out.at(1000, 220), BANDS.right)).toBe(true);
  });

  test('reference images travel as JPEG data URLs in image_input; a pinned version uses /v1/predictions', async () => {
    const refs = [await reference(2400, 1600), await reference(300, 300), await reference(100, 200)];
    await succeeded(provider(), request('like these', { references: refs, quality: 'premium' }));
    expect(lastCreation().input.resolution).toBe('2K');
    expect(lastCreation().imageInput).toEqual([
      { format: 'jpeg', width: 1536, height: 1024, dataUrl: true },
      { format: 'jpeg', width: 300, height: 300, dataUrl: true },
      { format: 'jpeg', width: 100, height: 200, dataUrl: true },
    ]);
    await succeeded(provider('acme/figure-model:5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca'), request('a cell'));
    expect([lastCreation().path, lastCreation().version]).toEqual(['/v1/predictions', '5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca']);
  });

  test('a slow prediction is running until it succeeds; a list of output URLs is read too', async () => {
    const { status, polls } = await run(provider(), request('a slow figure [provider:slow=1.2]', { quality: 'advanced' }));
    expect(status.state).toBe('succeeded');
    expect(polls).toBeGreaterThan(5);
    if (status.state === 'succeeded') expect((await image(status.image)).width).toBe(1536);
    const listed = await image(await succeeded(provider(), request('a figure [provider:array]', { aspectRatio: '4:5' })));
    expect({ width: listed.width, height: listed.height }).toEqual(pixelSize('4:5', 'standard'));
  });

  test('failures while running are named as the job reports them', async () => {
    const failed: Array<[string, string]> = [
      ['[provider:fail]', 'PROVIDER_FAILED'],
      ['[provider:flag]', 'CONTENT_REJECTED'],
      ['[provider:cancel]', 'PROVIDER_CANCELED'],
    ];
    for (const [tag, reason] of failed) {
      const { status } = await run(provider(), request(`a figure ${tag}`));
      expect([tag, status.state, status.state === 'failed' ? status.reason : '']).toEqual([tag, 'failed', reason]);
    }
    const lost = await providerError(run(provider(), request('a figure [provider:lost]')));
    expect([lost.reason, lost.retryable]).toEqual(['PROVIDER_LOST_TASK', false]);
  });

  test('refusals at creation are named as the job reports them', async () => {
    const cases: Array<[string, string, boolean]> = [
      ['[provider:reject]', 'CONTENT_REJECTED', false],
      ['[provider:invalid]', 'PROVIDER_REJECTED_REQUEST', false],
      ['[provider:auth]', 'PROVIDER_AUTH_FAILED', false],
      ['[provider:busy]', 'PROVIDER_UNAVAILABLE', true],
    ];
    for (const [tag, reason, retryable] of cases) {
      const err = await providerError(provider().submit(request(`a figure ${tag}`)));
      expect([tag, err.reason, err.retryable]).toEqual([tag, reason, retryable]);
    }
    const wrongKey = await providerError(provider(undefined, 'r8_wrong').submit(request('a figure')));
    expect(wrongKey.reason).toBe('PROVIDER_AUTH_FAILED');
    const down = await providerError(illustrationProvider({ protocol: 'replicate', url: 'http://127.0.0.1:1', apiKey: KEY }).submit(request('a figure')));
    expect([down.reason, down.retryable]).toEqual(['PROVIDER_UNREACHABLE', true]);
  });
});

describe('choosing the provider by configuration', () => {
  test('no URL and no protocol is the schematic engine; a URL alone is OpenAI-compatible; an unknown protocol is refused', () => {
    expect(illustrationProvider({}).name).toBe('schematic');
    expect(illustrationProvider({ url: 'http://127.0.0.1:9' }).name).toBe('openai');
    expect(illustrationProvider({ protocol: 'replicate', apiKey: 'k' }).name).toBe('replicate');
    expect(() => illustrationProvider({ protocol: 'midjourney', url: 'http://127.0.0.1:9' })).toThrow(ProviderError);
  });
});

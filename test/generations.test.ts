import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import sharp from 'sharp';
import { admin, call, generate, newAccount, pollJob, uploadedPng } from './support/client.ts';
import type { ReceivedImagesCall } from './support/fakeOpenAiImages.ts';

async function balance(key: string): Promise<{ balance: number; reserved: number }> {
  return (await call('/credits', { key })).body;
}

/** What the stack's fake image model (OpenAI-compatible, globalSetup.ts) received for prompts containing `marker`. */
async function receivedByModel(marker: string): Promise<ReceivedImagesCall[]> {
  const all = (await (await fetch(`${process.env.FAKE_IMAGE_MODEL_URL}/__received`)).json()) as ReceivedImagesCall[];
  return all.filter((r) => String(r.fields.prompt).includes(marker));
}

async function download(url: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(url)).arrayBuffer());
}

describe('POST /images/generations', () => {
  test('a succeeded generation is charged its price by quality (50, 75, 100)', async () => {
    const { key } = await newAccount({ credits: 1000 });
    for (const [quality, price] of [['standard', 50], ['advanced', 75], ['premium', 100]] as const) {
      const reply = await generate(key, { prompt: 'a mitochondrion, cross-section', quality });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ kind: 'image_generation', status: 'succeeded', credits: { reserved: price, charged: price, refunded: 0 } });
      // Square at 1024, 1536 and 2048: the model's answer fitted to the job's size.
      const edge = { standard: 1024, advanced: 1536, premium: 2048 }[quality];
      expect(reply.body.outputs[0]).toMatchObject({ format: 'png', width: edge, height: edge });
      expect(reply.body.outputs[0].editor_url).toBeUndefined();
    }
    expect(await balance(key)).toMatchObject({ balance: 1000 - 225, reserved: 0 });
  });

  test('a failed task is refunded and reports TASK_FAILED with the engine reason', async () => {
    const { key } = await newAccount({ credits: 100 });
    const reply = await generate(key, { prompt: 'a failing figure [provider:fail]' });
    expect(reply.body).toMatchObject({
      status: 'failed',
      credits: { reserved: 50, charged: 0, refunded: 50 },
      error: { code: 'TASK_FAILED', details: { reason: 'PROVIDER_REJECTED_REQUEST' } },
    });
    expect(await balance(key)).toMatchObject({ balance: 100, reserved: 0 });
  });

  test('every field reaches the image model: size and quality, style and palette preset in the prompt, reference images; the output is the job size', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const marker = randomUUID();
    const references = [await uploadedPng(key, 300, 200), await uploadedPng(key, 120, 120)];
    const reply = await generate(key, {
      prompt: `a kinase cascade ${marker}`,
      aspect_ratio: '16:9',
      quality: 'advanced',
      style: 'line-art',
      palette: 'okabe_ito',
      reference_file_ids: references,
    });
    expect(reply.body).toMatchObject({ status: 'succeeded', credits: { charged: 75 } });
    expect(reply.body.outputs[0]).toMatchObject({ format: 'png', width: 1536, height: 864 });
    const meta = await sharp(await download(reply.body.outputs[0].download_url)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1536, 864]);

    const [sent, ...more] = await receivedByModel(marker);
    expect(more).toEqual([]);
    expect(sent!.path).toBe('/v1/images/edits');
    expect(sent!.fields).toMatchObject({ model: 'gpt-image-1', size: '1536x1024', quality: 'high', output_format: 'png' });
    expect(sent!.fields.prompt).toContain('Style: clean line art, dark outlines on a white background, no fills.');
    expect(sent!.fields.prompt).toContain('Use only these colours: #E69F00, #56B4E9, #009E73, #F0E442, #0072B2, #D55E00, #CC79A7, #000000.');
    expect(sent!.fields.prompt).toContain('Compose for a 16:9 frame');
    expect(sent!.references).toEqual([
      { format: 'png', width: 300, height: 200 },
      { format: 'png', width: 120, height: 120 },
    ]);
  });

  test("the provider's content policy refusing the prompt fails the job with CONTENT_REJECTED, refunded", async () => {
    const { key } = await newAccount({ credits: 100 });
    const reply = await generate(key, { prompt: 'a refused figure [provider:reject]' });
    expect(reply.body).toMatchObject({ status: 'failed', credits: { reserved: 50, charged: 0, refunded: 50 }, error: { code: 'CONTENT_REJECTED' } });
    expect(reply.body.error.message).toContain('content policy');
    expect(await balance(key)).toMatchObject({ balance: 100, reserved: 0 });
  });

  test("the provider's moderation refusing the result while running fails the job with CONTENT_REJECTED, refunded", async () => {
    const { key } = await newAccount({ credits: 100 });
    const reply = await generate(key, { prompt: 'a figure whose result is flagged [provider:flag]' });
    expect(reply.body).toMatchObject({ status: 'failed', credits: { reserved: 50, charged: 0, refunded: 50 }, error: { code: 'CONTENT_REJECTED' } });
    expect(await balance(key)).toMatchObject({ balance: 100, reserved: 0 });
  });

  test('a provider refusing the service credentials (401) is TASK_FAILED with PROVIDER_AUTH_FAILED, refunded', async () => {
    const { key } = await newAccount({ credits: 100 });
    const reply = await generate(key, { prompt: 'a figure [provider:auth]' });
    expect(reply.body).toMatchObject({
      status: 'failed',
      credits: { reserved: 50, charged: 0, refunded: 50 },
      error: { code: 'TASK_FAILED', details: { reason: 'PROVIDER_AUTH_FAILED' } },
    });
    expect(JSON.stringify(reply.body)).not.toContain('sk-test');
  });

  test('late delivery (OpenAI-compatible protocol): TASK_TIMED_OUT with late_delivery_until, then succeeded for free', async () => {
    const { key } = await newAccount({ credits: 100 });
    const created = await generate(key, { prompt: 'a slow figure [provider:slow=10]' }, randomUUID(), 1);
    const timedOut = await pollJob(key, created.body.id, (job) => job.status !== 'processing' && job.status !== 'queued');
    expect(timedOut).toMatchObject({ status: 'failed', error: { code: 'TASK_TIMED_OUT' }, credits: { reserved: 50, charged: 0, refunded: 50 } });
    expect(Date.parse(timedOut.late_delivery_until)).toBeGreaterThan(Date.now());
    const delivered = await pollJob(key, created.body.id, (job) => job.status === 'succeeded');
    expect(delivered).toMatchObject({ error: null, credits: { reserved: 50, charged: 0, refunded: 50 } });
    expect(delivered.late_delivery_until).toBeUndefined();
    expect(delivered.outputs).toHaveLength(1);
    expect(delivered.outputs[0]).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    expect(await balance(key)).toMatchObject({ balance: 100, reserved: 0 });
  });

  test('INSUFFICIENT_CREDITS is 402 with top_up_url, kept for its key after a top-up, and listed as a failed job without credits', async () => {
    const { key, accountId } = await newAccount({ credits: 30 });
    const idempotencyKey = randomUUID();
    const body = { prompt: 'a ribosome' };
    const refused = await generate(key, body, idempotencyKey);
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('INSUFFICIENT_CREDITS');
    const topUpUrl = new URL(refused.body.error.details.top_up_url);
    expect(topUpUrl.searchParams.get('utm_source')).toBe('api');

    await admin('topup', '--account', accountId, '--credits', '100');
    const replay = await generate(key, body, idempotencyKey);
    expect(replay.status).toBe(402);
    expect(replay.body.error.code).toBe('INSUFFICIENT_CREDITS');

    const jobs = (await call('/jobs', { key })).body.data;
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'failed', error: { code: 'INSUFFICIENT_CREDITS' }, credits: { reserved: 0, charged: 0, refunded: 0 } });

    const fresh = await generate(key, body);
    expect(fresh.status).toBe(200);
    expect(fresh.body.status).toBe('succeeded');
  });

  test('PLAN_REQUIRED: premium quality and reference images need a paid plan; the refusal is kept for its key', async () => {
    const { key, accountId } = await newAccount({ plan: 'free', credits: 500 });
    const idempotencyKey = randomUUID();
    const refused = await generate(key, { prompt: 'a neuron', quality: 'premium' }, idempotencyKey);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PLAN_REQUIRED');
    await admin('account', 'plan', '--account', accountId, '--plan', 'starter');
    const replay = await generate(key, { prompt: 'a neuron', quality: 'premium' }, idempotencyKey);
    expect(replay.status).toBe(403);
    expect((await generate(key, { prompt: 'a neuron', quality: 'premium' })).status).toBe(200);
  });

  test('request validation: prompt length, aspect ratio, palette, reference count', async () => {
    const { key } = await newAccount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ prompt: 'ab' }, 'prompt'],
      [{ prompt: 'x'.repeat(20_001) }, 'prompt'],
      [{ prompt: 'a cell', aspect_ratio: '5:3' }, 'aspect_ratio'],
      [{ prompt: 'a cell', quality: 'ultra' }, 'quality'],
      [{ prompt: 'a cell', style: 'cubist' }, 'style'],
      [{ prompt: 'a cell', palette: ['#000000', '#111111', '#222222', '#333333', '#444444'] }, 'palette'],
      [{ prompt: 'a cell', palette: ['red'] }, 'palette.0'],
      [{ prompt: 'a cell', reference_file_ids: [randomUUID(), randomUUID(), randomUUID(), randomUUID()] }, 'reference_file_ids'],
    ];
    for (const [body, field] of cases) {
      const reply = await generate(key, body);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'VALIDATION_FAILED', field } });
    }
    const missing = await generate(key, { prompt: 'a cell', reference_file_ids: [randomUUID()] });
    expect(missing.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'FILE_NOT_FOUND', field: 'reference_file_ids.0' } });
  });

  test('prompts never reach a job response nor Temporal history; search attributes find the job', async () => {
    const { key, accountId } = await newAccount();
    const prompt = `a secret prompt ${randomUUID()}`;
    const reply = await generate(key, { prompt });
    expect(reply.body.status).toBe('succeeded');
    expect(JSON.stringify(reply.body)).not.toContain('secret prompt');
    expect(JSON.stringify((await call('/jobs', { key })).body)).not.toContain('secret prompt');

    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '' });
    try {
      const client = new Client({ connection });
      const found = [];
      for await (const wf of client.workflow.list({ query: `FigureJobId = "${reply.body.id}"` })) found.push(wf);
      expect(found).toHaveLength(1);
      const [wf] = found;
      expect(wf?.searchAttributes.FigureAccountId).toEqual([accountId]);
      expect(wf?.searchAttributes.FigureJobKind).toEqual(['image_generation']);
      const history = await client.workflow.getHandle(wf?.workflowId ?? '').fetchHistory();
      expect(JSON.stringify(history)).not.toContain(Buffer.from('secret prompt').toString('base64').slice(0, 12));
      expect(JSON.stringify(history)).not.toContain('secret prompt');
    } finally {
      await connection.close();
    }
  });
});

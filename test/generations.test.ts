import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { admin, call, generate, newAccount, pollJob } from './support/client.ts';

async function balance(key: string): Promise<{ balance: number; reserved: number }> {
  return (await call('/credits', { key })).body;
}

describe('POST /images/generations', () => {
  test('a succeeded generation is charged its price by quality (50, 75, 100)', async () => {
    const { key } = await newAccount({ credits: 1000 });
    for (const [quality, price] of [['standard', 50], ['advanced', 75], ['premium', 100]] as const) {
      const reply = await generate(key, { prompt: 'a mitochondrion, cross-section', quality });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ kind: 'image_generation', status: 'succeeded', credits: { reserved: price, charged: price, refunded: 0 } });
      expect(reply.body.outputs[0]).toMatchObject({ format: 'png', width: 96, height: 64 });
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
      error: { code: 'TASK_FAILED', details: { reason: 'MODEL_ERROR' } },
    });
    expect(await balance(key)).toMatchObject({ balance: 100, reserved: 0 });
  });

  test('late delivery: TASK_TIMED_OUT with late_delivery_until, then succeeded for free', async () => {
    const { key } = await newAccount({ credits: 100 });
    const created = await generate(key, { prompt: 'a slow figure [provider:slow=10]' }, randomUUID(), 1);
    const timedOut = await pollJob(key, created.body.id, (job) => job.status !== 'processing' && job.status !== 'queued');
    expect(timedOut).toMatchObject({ status: 'failed', error: { code: 'TASK_TIMED_OUT' }, credits: { reserved: 50, charged: 0, refunded: 50 } });
    expect(Date.parse(timedOut.late_delivery_until)).toBeGreaterThan(Date.now());
    const delivered = await pollJob(key, created.body.id, (job) => job.status === 'succeeded');
    expect(delivered).toMatchObject({ error: null, credits: { reserved: 50, charged: 0, refunded: 50 } });
    expect(delivered.late_delivery_until).toBeUndefined();
    expect(delivered.outputs).toHaveLength(1);
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

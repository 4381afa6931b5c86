// SPEC "POST /images/upscales": scales 2k, 4k, 8k are long edges of 2048, 4096 and 8192
// pixels at 50, 100 and 150 credits; 4k needs Starter, 8k Plus, and a credit pack counts as
// Pro; sources already that large, or too small, are refused before any job.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { admin, allJobs, call, finalJob, newAccount, uploadedImage, webp, type Reply } from './support/client.ts';
import { asJpeg, labelledBars, pixels } from './support/figures.ts';

const WAIT = { Prefer: 'wait=30' };

function upscale(key: string, body: unknown, idempotencyKey = randomUUID()): Promise<Reply> {
  return call('/images/upscales', { key, json: body, idempotencyKey, headers: WAIT });
}

function finished(key: string, reply: Reply): Promise<Reply['body']> {
  return finalJob(key, reply.body);
}

async function download(job: Reply['body']): Promise<Buffer> {
  expect(job.outputs).toHaveLength(1);
  const file = await call(job.outputs[0].download_url);
  expect(file.status).toBe(200);
  return file.bytes;
}

function expectInvalid(reply: Reply, reason: string, field: string): void {
  expect({ status: reply.status, code: reply.body?.error?.code, reason: reply.body?.error?.details?.reason, field: reply.body?.error?.details?.field }).toEqual({
    status: 400,
    code: 'INVALID_REQUEST',
    reason,
    field,
  });
}

describe('POST /images/upscales', () => {
  test('2k: a job of kind image_upscale, 50 credits, a PNG whose long edge is 2048 with the aspect kept', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await labelledBars(), 'bars.png');
    const job = await finished(key, await upscale(key, { image, scale: '2k' }));
    expect(job).toMatchObject({ kind: 'image_upscale', status: 'succeeded', credits: { reserved: 50, charged: 50, refunded: 0 } });
    // 640 x 420 -> 2048 x 1344.
    expect(job.outputs[0]).toMatchObject({ format: 'png', width: 2048, height: 1344 });
    const file = await download(job);
    const out = await pixels(file);
    expect([out.width, out.height]).toEqual([2048, 1344]);
    // What drew it is written in the file (the Job has no field for it): EXIF ImageDescription.
    const exif = (await sharp(file).metadata()).exif?.toString('latin1') ?? '';
    expect(exif).toMatch(/Upscaled 3\.20x by (Lanczos|network \(esrgan-[a-z]+ x\d\)[^,]*), chosen by a self-check: /);
    // The orange bar (x 150..260, y 140..340 at 1x) is still flat orange at 3.2x.
    const at = (x: number, y: number) => Array.from(out.data.subarray((y * out.width + x) * 4, (y * out.width + x) * 4 + 3));
    const [r, g, b] = at(Math.round(205 * 3.2), Math.round(240 * 3.2)) as [number, number, number];
    expect(Math.abs(r - 0xe6) + Math.abs(g - 0x9f) + Math.abs(b - 0x00)).toBeLessThan(12);
  }, 600_000);

  test('4k from a JPEG stays a JPEG and costs 100; 8k from a WebP stays a WebP and costs 150', async () => {
    const { key } = await newAccount();
    const jpegImage = await uploadedImage(key, await asJpeg(await labelledBars()), 'bars.jpg');
    const four = await finished(key, await upscale(key, { image: jpegImage, scale: '4k' }));
    expect(four).toMatchObject({ status: 'succeeded', credits: { charged: 100 } });
    expect(four.outputs[0]).toMatchObject({ format: 'jpeg', width: 4096, height: 2688 });
    expect((await sharp(await download(four)).metadata()).format).toBe('jpeg');

    const webpImage = await uploadedImage(key, await webp(600, 300), 'flat.webp');
    const eight = await finished(key, await upscale(key, { image: webpImage, scale: '8k' }));
    expect(eight).toMatchObject({ status: 'succeeded', credits: { charged: 150 } });
    expect(eight.outputs[0]).toMatchObject({ format: 'webp', width: 8192, height: 4096 });
    const meta = await sharp(await download(eight), { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 8192, 4096]);
  }, 600_000);

  test('plan rules: a Starter subscription may not ask for 8k (403 PLAN_REQUIRED, kept for its key); a credit pack counts as Pro', async () => {
    const { key, accountId } = await newAccount({ plan: 'starter', subscriptionCredits: 1000 });
    const image = await uploadedImage(key, await labelledBars(), 'bars.png');
    const idempotencyKey = randomUUID();
    const refused = await upscale(key, { image, scale: '8k' }, idempotencyKey);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'PLAN_REQUIRED', details: { reason: 'PLAN_REQUIRED', required_plan: 'plus' } });
    const listed = (await allJobs(key)).find((job) => job.kind === 'image_upscale');
    expect(listed).toMatchObject({ status: 'failed', error: { code: 'PLAN_REQUIRED' }, credits: { reserved: 0, charged: 0, refunded: 0 } });

    // A pack bought afterwards does not change the key's stored answer; a new key is admitted.
    await admin('topup', '--account', accountId, '--credits', '200');
    expect((await upscale(key, { image, scale: '8k' }, idempotencyKey)).status).toBe(403);
    const admitted = await call('/images/upscales', { key, json: { image, scale: '8k' }, idempotencyKey: randomUUID() });
    expect([200, 202]).toContain(admitted.status);
    expect(admitted.body).toMatchObject({ kind: 'image_upscale', credits: { reserved: 150 } });
    await finished(key, admitted);
  }, 600_000);

  test('plan rules: 4k needs Starter; a Free plan reaches it only through a credit pack', async () => {
    // A free account writes only with a pack (decisions.md 45), and a pack counts as Pro.
    const free = await newAccount({ plan: 'free', credits: 500 });
    const freeImage = await uploadedImage(free.key, await webp(300, 200), 'small.webp');
    const fromPack = await call('/images/upscales', { key: free.key, json: { image: freeImage, scale: '4k' }, idempotencyKey: randomUUID() });
    expect([200, 202]).toContain(fromPack.status);

    // A Plus subscription without a pack: 2k and 4k and 8k are all within its plan.
    const plus = await newAccount({ plan: 'plus', subscriptionCredits: 1000 });
    const plusImage = await uploadedImage(plus.key, await webp(600, 300), 'flat.webp');
    const eight = await call('/images/upscales', { key: plus.key, json: { image: plusImage, scale: '8k' }, idempotencyKey: randomUUID() });
    expect([200, 202]).toContain(eight.status);
    await finished(free.key, fromPack);
    await finished(plus.key, eight);
  }, 600_000);

  test('a source already at or above the scale, or too small for it, is refused before any job or credit', async () => {
    const { key } = await newAccount({ credits: 200 });
    const wide = await uploadedImage(key, await webp(2048, 64), 'wide.webp');
    expectInvalid(await upscale(key, { image: wide, scale: '2k' }), 'ALREADY_AT_SCALE', 'scale');
    const tiny = await uploadedImage(key, await webp(64, 48), 'tiny.webp');
    expectInvalid(await upscale(key, { image: tiny, scale: '2k' }), 'UPSCALE_FACTOR_TOO_LARGE', 'image');
    expectInvalid(await upscale(key, { image: wide, scale: '16k' }), 'VALIDATION_FAILED', 'scale');
    expectInvalid(await upscale(key, { image: randomUUID(), scale: '2k' }), 'FILE_NOT_FOUND', 'image');
    expectInvalid(await upscale(key, { image: wide, scale: '4k', quality: 'premium' }), 'VALIDATION_FAILED', 'quality');
    expect(await allJobs(key)).toEqual([]);
    expect((await call('/credits', { key })).body).toMatchObject({ balance: 200, reserved: 0 });
  }, 600_000);

  test('the price list names each scale', async () => {
    const pricing = await call('/pricing');
    const rows = pricing.body.operations.filter((row: { endpoint: string }) => row.endpoint === 'POST /images/upscales');
    expect(rows.map((row: { option: string; credits: number }) => [row.option, row.credits])).toEqual([
      ['scale=2k', 50],
      ['scale=4k', 100],
      ['scale=8k', 150],
    ]);
  });
});

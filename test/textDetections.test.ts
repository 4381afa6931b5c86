// SPEC "POST /images/text-detections": 200 with the TextDetection, free, idempotent, 20 per
// 15 minutes per account, and only on the caller's usable images.
import { randomUUID } from 'node:crypto';
import { call, dbTime, newAccount, newKey, png, setCounter, sql, upload, uploadedImage, type Reply } from './support/client.ts';
import { asJpeg, labelledBars } from './support/figures.ts';

const WINDOW_MS = 15 * 60_000;

/** `idempotencyKey` null: sent without the header. */
function detect(key: string, body: unknown, idempotencyKey: string | null = randomUUID()): Promise<Reply> {
  return call('/images/text-detections', { key, json: body, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

function expectError(reply: Reply, status: number, code: string, reason?: string): void {
  expect({ status: reply.status, code: reply.body?.error?.code }).toEqual({ status, code });
  if (reason) expect(reply.body.error.details.reason).toBe(reason);
}

describe('POST /images/text-detections', () => {
  test('answers 200 with the texts in reading order, each with its index and four corners in image pixels', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await labelledBars(), 'bars.png');
    const reply = await detect(key, { image });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ object: 'text_detection', width: 640, height: 420 });
    expect(reply.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const texts = reply.body.texts as Array<{ index: number; text: string; corners: Array<{ x: number; y: number }> }>;
    expect(texts.map((t) => t.index)).toEqual(texts.map((_, i) => i));
    for (const t of texts) expect(t.corners).toHaveLength(4);
    const words = texts.map((t) => t.text);
    expect(words).toEqual(expect.arrayContaining(['Control', 'Treatment', 'Expression']));
    // "Control" was drawn with its baseline at y = 372 from x = 165.
    const control = texts.find((t) => t.text === 'Control')!;
    const xs = control.corners.map((c) => c.x);
    const ys = control.corners.map((c) => c.y);
    expect(Math.min(...xs)).toBeGreaterThan(158);
    expect(Math.min(...xs)).toBeLessThan(172);
    expect(Math.max(...ys)).toBeGreaterThan(366);
    expect(Math.max(...ys)).toBeLessThan(380);
    // Reading order: the two bar names share a line, left to right.
    expect(words.indexOf('Control')).toBeLessThan(words.indexOf('Treatment'));
  });

  test('reads a JPEG too, is free, and needs no Prefer', async () => {
    const { key } = await newAccount({ credits: 100 });
    const image = await uploadedImage(key, await asJpeg(await labelledBars()), 'bars.jpg');
    const reply = await detect(key, { image });
    expect(reply.status).toBe(200);
    expect(reply.body.texts.map((t: { text: string }) => t.text)).toContain('Treatment');
    expect((await call('/credits', { key })).body).toMatchObject({ balance: 100, reserved: 0 });
  });

  test('a replay of the key answers the same detection; another body under it is 409 IDEMPOTENCY_CONFLICT', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await labelledBars(), 'bars.png');
    const other = await uploadedImage(key, await png(80, 60), 'plain.png');
    const idem = randomUUID();
    const [first, second] = await Promise.all([detect(key, { image }, idem), detect(key, { image }, idem)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const third = await detect(key, { image }, idem);
    expect(third.body).toEqual(first.body);
    expectError(await detect(key, { image: other }, idem), 409, 'IDEMPOTENCY_CONFLICT');
    const [rows] = await sql('select count(*) as n from text_detections where idempotency_key = ?', [idem]);
    expect(Number(rows?.n)).toBe(1);
  });

  test('needs an Idempotency-Key', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await png(), 'p.png');
    expectError(await detect(key, { image }, null), 400, 'IDEMPOTENCY_KEY_REQUIRED');
  });

  test('an image with no text gives an empty list', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await png(300, 200, '#ffffff'), 'blank.png');
    const reply = await detect(key, { image });
    expect(reply.status).toBe(200);
    expect(reply.body.texts).toEqual([]);
  });

  test('over 20 detections in 15 minutes is 429 RATE_LIMITED with Retry-After; a replay still answers', async () => {
    const { key, accountId } = await newAccount();
    const image = await uploadedImage(key, await png(), 'p.png');
    const idem = randomUUID();
    expect((await detect(key, { image }, idem)).status).toBe(200);
    await setCounter(`text-detections:account:${accountId}`, WINDOW_MS, 20);
    const refused = await detect(key, { image });
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect((await detect(key, { image }, idem)).status).toBe(200);
  });

  test("only the caller's usable images: another account's file, a mask, an expired upload and a non-image are refused", async () => {
    const owner = await newAccount();
    const { key } = await newAccount();
    const theirs = await uploadedImage(owner.key, await png(), 'p.png');
    expectError(await detect(key, { image: theirs }), 400, 'INVALID_REQUEST', 'FILE_NOT_FOUND');
    const mask = (await upload(key, await png(), { purpose: 'mask', name: 'm.png' })).body.file_id;
    expectError(await detect(key, { image: mask }), 400, 'INVALID_REQUEST', 'FILE_NOT_FOUND');
    const old = await uploadedImage(key, await png(), 'p.png');
    await sql('update files set expires_at = ? where id = ?', [dbTime(new Date(Date.now() - 1000)), old]);
    expectError(await detect(key, { image: old }), 400, 'INVALID_REQUEST', 'FILE_EXPIRED');
    expectError(await detect(key, { image: 'not-a-uuid' }), 400, 'INVALID_REQUEST');
    expectError(await detect(key, { image: old, extra: 1 }), 400, 'INVALID_REQUEST');
  });

  test('needs the images:edit scope', async () => {
    const { accountId } = await newAccount();
    const key = await newKey(accountId, 'files:write,jobs:read');
    const image = await uploadedImage(key, await png(), 'p.png');
    expectError(await detect(key, { image }), 403, 'SCOPE_DENIED');
  });
});

// SPEC "Endpoints / Common rules": Idempotency-Key on create requests. Conversions are the
// create operation that exists today, so they carry these rules.
import { randomUUID } from 'node:crypto';
import { allJobs, call, convert, DAY_MS, newAccount, newKey, setCounter, upload, png, uploadedPng, type Reply } from './support/client.ts';

const WAIT = { Prefer: 'wait=20' };

function expectJob(reply: Reply): void {
  if (![200, 202].includes(reply.status)) throw new Error(`expected a job, got ${reply.status} ${JSON.stringify(reply.body)}`);
  expect(reply.body.kind).toBe('image_conversion');
}

describe('Idempotency-Key', () => {
  test('Retrying with the same key and the same body returns the same job (no second job)', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    const idem = randomUUID();
    const first = await convert(key, { image, format: 'pdf' }, idem);
    expectJob(first);
    // Once while the job is fresh, once after it has finished.
    const early = await convert(key, { image, format: 'pdf' }, idem);
    expectJob(early);
    expect(early.body.id).toBe(first.body.id);
    const waited = await convert(key, { image, format: 'pdf' }, idem, WAIT);
    expect(waited.status).toBe(200);
    expect(waited.body.id).toBe(first.body.id);
    expect(waited.body.status).toBe('succeeded');
    const late = await convert(key, { image, format: 'pdf' }, idem);
    expect(late.status).toBe(200);
    expect(late.body.id).toBe(first.body.id);

    const jobs = await allJobs(key);
    expect(jobs.map((j) => j.id)).toEqual([first.body.id]);
  });

  test('The same key with a different body gives 409 IDEMPOTENCY_CONFLICT (while the first job is fresh and after it finished)', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    const idem = randomUUID();
    const first = await convert(key, { image, format: 'pdf' }, idem);
    expectJob(first);

    const fresh = await convert(key, { image, format: 'pptx' }, idem);
    expect(fresh.status).toBe(409);
    expect(fresh.body.error.code).toBe('IDEMPOTENCY_CONFLICT');

    const done = await convert(key, { image, format: 'pdf' }, idem, WAIT);
    expect(done.body.status).toBe('succeeded');
    for (const other of [{ image, format: 'pdf', dpi: 600 }, { image, format: 'tiff' }]) {
      const after = await convert(key, other, idem);
      expect(after.status).toBe(409);
      expect(after.body.error.code).toBe('IDEMPOTENCY_CONFLICT');
    }
    // A different source image is a different body too.
    const otherImage = await uploadedPng(key, 32, 32);
    const otherSource = await convert(key, { image: otherImage, format: 'pdf' }, idem);
    expect(otherSource.status).toBe(409);
    expect(otherSource.body.error.code).toBe('IDEMPOTENCY_CONFLICT');

    expect((await allJobs(key)).map((j) => j.id)).toEqual([first.body.id]);
  });

  test('The same key with the body properties in another order is a replay, not a conflict', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    const idem = randomUUID();
    const first = await call('/images/conversions', { key, idempotencyKey: idem, json: `{"image":"${image}","format":"tiff","dpi":600}`, headers: WAIT });
    expectJob(first);
    const reordered = await call('/images/conversions', { key, idempotencyKey: idem, json: `{"dpi":600,"format":"tiff","image":"${image}"}` });
    expectJob(reordered);
    expect(reordered.body.id).toBe(first.body.id);
    expect((await allJobs(key)).map((j) => j.id)).toEqual([first.body.id]);
  });

  test('A key belongs to its account: another account using the same key gets its own job', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const idem = randomUUID();
    const jobA = await convert(a.key, { image: await uploadedPng(a.key), format: 'pdf' }, idem, WAIT);
    const jobB = await convert(b.key, { image: await uploadedPng(b.key), format: 'pdf' }, idem, WAIT);
    expect(jobA.status).toBe(200);
    expect(jobB.status).toBe(200);
    expect(jobB.body.id).not.toBe(jobA.body.id);
    expect((await allJobs(a.key)).map((j) => j.id)).toEqual([jobA.body.id]);
    expect((await allJobs(b.key)).map((j) => j.id)).toEqual([jobB.body.id]);
  });

  test('A key belongs to its operation: the same key on POST /files does not conflict with a conversion', async () => {
    // DESIGN "Jobs on Temporal": keys are scoped to (account, operation, key); uploads keep their own scope (account, purpose, key).
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    const idem = randomUUID();
    const job = await convert(key, { image, format: 'pdf' }, idem, WAIT);
    expect(job.status).toBe(200);
    const uploaded = await upload(key, await png(20, 20), { name: 'x.png', idempotencyKey: idem });
    expect(uploaded.status).toBe(201);
    const replay = await convert(key, { image, format: 'pdf' }, idem);
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(job.body.id);
  });

  test('Simultaneous requests with the same key give the same job or 409 IDEMPOTENCY_IN_PROGRESS (twenty at once)', async () => {
    const { key, accountId } = await newAccount();
    // The twenty creates use one credential's whole per-minute window; uploads and reads use another.
    const helper = await newKey(accountId, 'all');
    const image = await uploadedPng(helper);
    const idem = randomUUID();
    const replies = await Promise.all(Array.from({ length: 20 }, () => convert(key, { image, format: 'pdf' }, idem)));

    const jobIds = new Set<string>();
    for (const reply of replies) {
      if (reply.status === 409) {
        expect(reply.body.error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
      } else {
        expectJob(reply);
        jobIds.add(reply.body.id);
      }
    }
    expect(jobIds.size).toBe(1);
    const jobs = await allJobs(helper);
    expect(jobs.map((j) => j.id)).toEqual([...jobIds]);
  });

  test('Simultaneous requests with one key and different bodies make one job; the others get 409 IDEMPOTENCY_CONFLICT or IDEMPOTENCY_IN_PROGRESS', async () => {
    const { key, accountId } = await newAccount();
    const helper = await newKey(accountId, 'all');
    const image = await uploadedPng(helper);
    const idem = randomUUID();
    const bodies = [
      { image, format: 'png' },
      { image, format: 'pdf' },
      { image, format: 'tiff' },
      { image, format: 'pptx' },
      { image, format: 'png', dpi: 600 },
      { image, format: 'pdf', dpi: 1000 },
      { image, format: 'tiff', dpi: 600 },
      { image, format: 'pptx', dpi: 1000 },
    ];
    const replies = await Promise.all(bodies.map((body) => convert(key, body, idem)));

    const winners: Array<{ body: Record<string, unknown>; id: string }> = [];
    replies.forEach((reply, i) => {
      if (reply.status === 409) {
        expect(['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_IN_PROGRESS']).toContain(reply.body.error.code);
      } else {
        expectJob(reply);
        winners.push({ body: bodies[i]!, id: reply.body.id });
      }
    });
    // Exactly one body wins; a job is never handed to a request with another body.
    expect(winners).toHaveLength(1);
    const jobs = await allJobs(helper);
    expect(jobs.map((j) => j.id)).toEqual([winners[0]!.id]);
    // The job that exists is the winner's request: its output has the winner's format.
    const done = await convert(helper, winners[0]!.body, idem, WAIT);
    expect(done.status).toBe(200);
    expect(done.body.id).toBe(winners[0]!.id);
    expect(done.body.outputs.map((o: { format: string }) => o.format)).toEqual([winners[0]!.body.format]);
  });

  test('A rate-limit refusal (429 DAILY_CONVERSION_LIMIT) is not kept for its key: the same key works once the limit allows', async () => {
    const { key, accountId } = await newAccount({ plan: 'pro' });
    const image = await uploadedPng(key);
    await setCounter(`conversions:${accountId}`, DAY_MS, 200);
    const idem = randomUUID();
    const refused = await convert(key, { image, format: 'pdf' }, idem);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(refused.body.error.details.reason).toBe('DAILY_CONVERSION_LIMIT');

    await setCounter(`conversions:${accountId}`, DAY_MS, 0);
    const retried = await convert(key, { image, format: 'pdf' }, idem, WAIT);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('succeeded');
    expect((await allJobs(key)).map((j) => j.id)).toEqual([retried.body.id]);
  });
});

// SPEC "Resources / Job", "GET /jobs/{id}", "GET /jobs", and `Prefer: wait` on create requests.
import { randomUUID } from 'node:crypto';
import { call, convert, generate, newAccount, newKey, sql, truncatedPng, uploadedImage, uploadedPng, type Reply } from './support/client.ts';

const WAIT = { Prefer: 'wait=20' };
const JOB_FIELDS = ['id', 'kind', 'status', 'created_at', 'credits', 'outputs', 'error', 'late_delivery_until'];
const ALWAYS = ['id', 'kind', 'status', 'created_at', 'credits', 'outputs', 'error'];
const OUTPUT_FIELDS = ['file_id', 'format', 'download_url', 'expires_at', 'width', 'height', 'editor_url'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function expectInvalid(reply: Reply, field: string): void {
  expect(reply.status).toBe(400);
  expect(reply.body.error.code).toBe('INVALID_REQUEST');
  expect(typeof reply.body.error.details.reason).toBe('string');
  expect(reply.body.error.details.field).toBe(field);
}

/** `n` conversions one after another (so created_at grows), newest last. */
async function makeJobs(key: string, n: number): Promise<string[]> {
  const image = await uploadedPng(key);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const reply = await convert(key, { image, format: 'pdf' });
    if (![200, 202].includes(reply.status)) throw new Error(`create failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    ids.push(reply.body.id);
  }
  return ids;
}

/**
 * Puts a JSON string where the array of outputs belongs: valid JSON (PostgreSQL jsonb takes
 * it), but not a job. Returns what puts the row back as it was.
 */
async function damageOutputs(jobId: string): Promise<() => Promise<void>> {
  const [row] = await sql('select outputs from jobs where id = ?', [jobId]);
  const raw = row?.outputs;
  const original = typeof raw === 'string' ? raw : JSON.stringify(raw);
  await sql('update jobs set outputs = ? where id = ?', ['"corrupt"', jobId]);
  return async () => {
    await sql('update jobs set outputs = ? where id = ?', [original, jobId]);
  };
}

/** The unreadable job was not replaced by a failed result: whole again, it reads as before. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function expectUnchanged(key: string, original: any): Promise<void> {
  const one = await call(`/jobs/${original.id}`, { key });
  expect(one.status).toBe(200);
  expect(one.body).toMatchObject({ id: original.id, status: 'succeeded', error: null, outputs: [{ file_id: original.outputs[0].file_id }] });
  const list = await call('/jobs', { key });
  expect(list.status).toBe(200);
  expect(list.body.data.map((j: { id: string }) => j.id)).toEqual([original.id]);
}

describe('GET /jobs/{id}', () => {
  test('An own job reads 200 with exactly the Job fields and no prompt, inputs or internal ids', async () => {
    const { key, accountId } = await newAccount();
    const image = await uploadedPng(key, 120, 80);
    const idem = randomUUID();
    const created = await convert(key, { image, format: 'png', dpi: 600 }, idem, WAIT);
    expect(created.status).toBe(200);

    const reply = await call(`/jobs/${created.body.id}`, { key });
    expect(reply.status).toBe(200);
    const job = reply.body;
    expect(JOB_FIELDS).toEqual(expect.arrayContaining(Object.keys(job)));
    expect(Object.keys(job)).toEqual(expect.arrayContaining(ALWAYS));
    expect(job.id).toMatch(UUID);
    expect(job.id).toBe(created.body.id);
    expect(job.kind).toBe('image_conversion');
    expect(job.status).toBe('succeeded');
    expect(Number.isNaN(Date.parse(job.created_at))).toBe(false);
    expect(Object.keys(job.credits).sort()).toEqual(['charged', 'refunded', 'reserved']);
    for (const v of Object.values(job.credits)) expect(Number.isInteger(v)).toBe(true);
    expect(job.error).toBeNull();
    expect(job).not.toHaveProperty('late_delivery_until');

    expect(job.outputs).toHaveLength(1);
    const [output] = job.outputs;
    expect(OUTPUT_FIELDS).toEqual(expect.arrayContaining(Object.keys(output)));
    expect(output.file_id).toMatch(UUID);
    expect(output.format).toBe('png');
    expect(output).toMatchObject({ width: 120, height: 80 });
    expect(Number.isNaN(Date.parse(output.expires_at))).toBe(false);
    expect(new URL(output.download_url).protocol).toMatch(/^https?:$/);
    expect(output).not.toHaveProperty('editor_url'); // conversions have none

    // Nothing of the request or of the service's internals leaks into the job.
    const text = JSON.stringify(job);
    for (const secret of [image, idem, accountId]) expect(text).not.toContain(secret);
  });

  test("A job of another account gives 404 NOT_FOUND", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const created = await convert(owner.key, { image: await uploadedPng(owner.key), format: 'pdf' });
    expect([200, 202]).toContain(created.status);
    const reply = await call(`/jobs/${created.body.id}`, { key: other.key });
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('NOT_FOUND');
    // The owner can read it.
    expect((await call(`/jobs/${created.body.id}`, { key: owner.key })).status).toBe(200);
  });

  test('A job read while it finishes is never running with its credits already settled: status and credits come from one read', async () => {
    const { accountId, key } = await newAccount();
    const readers = await Promise.all([1, 2, 3, 4].map(() => newKey(accountId, 'jobs:read')));
    const seen: Array<{ status: string; credits: { reserved: number; charged: number; refunded: number } }> = [];
    for (let n = 0; n < 4; n++) {
      // A paid job (50 credits) that the test provider answers in about a second.
      const created = await call('/images/generations', { key, json: { prompt: 'a cell [provider:slow=1]' }, idempotencyKey: randomUUID() });
      expect([200, 202]).toContain(created.status);
      let final = created.status === 200;
      // Readers with a key each (each key has its own read window), as fast as answers come.
      await Promise.all(
        readers.map(async (reader) => {
          for (let i = 0; i < 25 && !final; i++) {
            const read = await call(`/jobs/${created.body.id}`, { key: reader });
            if (read.status !== 200) continue;
            seen.push(read.body);
            if (['succeeded', 'failed', 'canceled'].includes(read.body.status)) final = true;
          }
        }),
      );
    }
    expect(seen.filter((job) => job.status === 'succeeded')).not.toHaveLength(0);
    const running = seen.filter((job) => job.status === 'queued' || job.status === 'processing');
    expect(running.filter((job) => job.credits.charged !== 0 || job.credits.refunded !== 0)).toEqual([]);
    for (const job of seen.filter((j) => j.status === 'succeeded')) expect(job.credits.charged).toBe(job.credits.reserved);
  });

  test('A uuid is case-insensitive: ids in capitals name the same file and read the same job', async () => {
    const { key } = await newAccount();
    const created = await convert(key, { image: (await uploadedPng(key)).toUpperCase(), format: 'pdf' });
    expect([200, 202]).toContain(created.status);
    const reply = await call(`/jobs/${String(created.body.id).toUpperCase()}`, { key });
    expect(reply.status).toBe(200);
    expect(reply.body.id).toBe(created.body.id);
  });

  test('An unknown id gives 404 NOT_FOUND, also when it is not a uuid', async () => {
    const { key } = await newAccount();
    for (const id of [randomUUID(), 'not-a-uuid', '12345']) {
      const reply = await call(`/jobs/${id}`, { key });
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('NOT_FOUND');
    }
  });

  test('A job that cannot be read gives 503 SERVICE_UNAVAILABLE with Retry-After 3, not a fake result', async () => {
    const { key } = await newAccount();
    const created = await convert(key, { image: await uploadedPng(key), format: 'pdf' }, undefined, WAIT);
    expect(created.body.status).toBe('succeeded');
    const restore = await damageOutputs(created.body.id);

    const reply = await call(`/jobs/${created.body.id}`, { key });
    expect(reply.status).toBe(503);
    expect(reply.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(reply.headers.get('retry-after')).toBe('3');
    await restore();
    await expectUnchanged(key, created.body);
  });
});

describe('GET /jobs', () => {
  test('Lists the caller’s jobs newest first, 10 by default', async () => {
    const { key } = await newAccount();
    const other = await newAccount();
    await makeJobs(other.key, 1); // someone else's job never shows
    const ids = await makeJobs(key, 11);
    const reply = await call('/jobs', { key });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['data', 'next_cursor']);
    expect(reply.body.data.map((j: { id: string }) => j.id)).toEqual(ids.slice().reverse().slice(0, 10));
    expect(typeof reply.body.next_cursor).toBe('string');
    const rest = await call(`/jobs?cursor=${encodeURIComponent(reply.body.next_cursor)}`, { key });
    expect(rest.status).toBe(200);
    expect(rest.body.data.map((j: { id: string }) => j.id)).toEqual([ids[0]]);
    expect(rest.body.next_cursor).toBeNull();
  });

  test('limit is 1 to 20: 1 and 20 are accepted; 0, 21 and abc give 400 INVALID_REQUEST field limit', async () => {
    const { key } = await newAccount();
    await makeJobs(key, 2);
    const one = await call('/jobs?limit=1', { key });
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(1);
    expect(typeof one.body.next_cursor).toBe('string');
    const twenty = await call('/jobs?limit=20', { key });
    expect(twenty.status).toBe(200);
    expect(twenty.body.data).toHaveLength(2);
    expect(twenty.body.next_cursor).toBeNull();
    for (const bad of ['0', '21', 'abc', '-1', '2.5']) expectInvalid(await call(`/jobs?limit=${bad}`, { key }), 'limit');
  });

  test('Paging with next_cursor visits every job once: 5 jobs at limit 2 give pages of 2, 2 and 1', async () => {
    const { key } = await newAccount();
    const ids = await makeJobs(key, 5);
    const sizes: number[] = [];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const reply: Reply = await call(`/jobs?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key });
      expect(reply.status).toBe(200);
      sizes.push(reply.body.data.length);
      seen.push(...reply.body.data.map((j: { id: string }) => j.id));
      cursor = reply.body.next_cursor;
    } while (cursor && sizes.length < 10);
    expect(sizes).toEqual([2, 2, 1]);
    expect(cursor).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(ids.slice().reverse());
  });

  test('A cursor the service did not give gives 400 INVALID_REQUEST field cursor', async () => {
    const { key } = await newAccount();
    const forged = Buffer.from(JSON.stringify({ t: 'yesterday', id: 'x' })).toString('base64url');
    for (const bad of ['garbage', forged, '%%%']) expectInvalid(await call(`/jobs?cursor=${encodeURIComponent(bad)}`, { key }), 'cursor');
  });

  test('A page with a job that cannot be read gives 503 SERVICE_UNAVAILABLE with Retry-After 3', async () => {
    const { key } = await newAccount();
    const created = await convert(key, { image: await uploadedPng(key), format: 'pdf' }, undefined, WAIT);
    expect(created.body.status).toBe('succeeded');
    const fine = await call('/jobs', { key });
    expect(fine.status).toBe(200);
    const restore = await damageOutputs(created.body.id);

    const reply = await call('/jobs', { key });
    expect(reply.status).toBe(503);
    expect(reply.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(reply.headers.get('retry-after')).toBe('3');
    await restore();
    await expectUnchanged(key, created.body);
  });
});

describe('Create responses and Prefer: wait', () => {
  test('X-RateLimit-Reset of an answer held by Prefer: wait across a minute is not in the past when the answer arrives', async () => {
    const { key } = await newAccount({ credits: 100 });
    // Hold the answer from before a minute's end to after it: the test provider answers late,
    // so the job is held until its deadline (3 s in tests) turns it TASK_TIMED_OUT.
    const left = 60_000 - (Date.now() % 60_000);
    await new Promise((r) => setTimeout(r, left > 1_500 ? left - 1_500 : left + 58_500));
    const boundary = Math.ceil(Date.now() / 60_000) * 60_000;
    const reply = await generate(key, { prompt: 'a held figure [provider:slow=8]' }, randomUUID(), 10);
    const arrived = Date.now();
    expect(arrived).toBeGreaterThan(boundary);
    expect([200, 202]).toContain(reply.status);
    expect(Number(reply.headers.get('x-ratelimit-reset'))).toBeGreaterThanOrEqual(Math.ceil(arrived / 1000));
    expect(Number(reply.headers.get('x-ratelimit-remaining'))).toBeGreaterThanOrEqual(0);
  }, 90_000);

  test('Prefer: wait=N on a create answers 200 with the final job', async () => {
    const { key } = await newAccount();
    const reply = await convert(key, { image: await uploadedPng(key), format: 'tiff' }, undefined, WAIT);
    expect(reply.status).toBe(200);
    expect(['succeeded', 'failed', 'canceled']).toContain(reply.body.status);
    expect(reply.body.status).toBe('succeeded');
  });

  test('Without Prefer a create answers 200 (final) or 202 with Location /api/v1/jobs/{id} and Retry-After 3', async () => {
    const { key } = await newAccount();
    const reply = await convert(key, { image: await uploadedPng(key), format: 'pdf' });
    expect([200, 202]).toContain(reply.status);
    if (reply.status === 202) {
      expect(['queued', 'processing']).toContain(reply.body.status);
      expect(reply.headers.get('location')).toBe(`/api/v1/jobs/${reply.body.id}`);
      expect(reply.headers.get('retry-after')).toBe('3');
    } else {
      expect(['succeeded', 'failed', 'canceled']).toContain(reply.body.status);
    }
    // The job named in the answer is readable at that path.
    const read = await call(`/jobs/${reply.body.id}`, { key });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(reply.body.id);
  });

  test('A failed engine run: the job is failed with TASK_FAILED, the engine code in details.reason, and refunded', async () => {
    const { key } = await newAccount();
    // The upload reads only the header, which is intact; the pixels end halfway.
    const image = await uploadedImage(key, await truncatedPng(), 'broken.png');
    const reply = await convert(key, { image, format: 'pdf' }, undefined, WAIT);
    expect(reply.status).toBe(200);
    const job = reply.body;
    expect(job.status).toBe('failed');
    expect(job.outputs).toEqual([]);
    expect(job.error.code).toBe('TASK_FAILED');
    expect(typeof job.error.message).toBe('string');
    expect(job.error.details.reason).toBe('IMAGE_UNREADABLE');
    expect(job.credits.charged).toBe(0);
    expect(job.credits.refunded).toBe(job.credits.reserved);

    const read = await call(`/jobs/${job.id}`, { key });
    expect(read.body).toMatchObject({ status: 'failed', error: { code: 'TASK_FAILED', details: { reason: 'IMAGE_UNREADABLE' } } });
  });
});

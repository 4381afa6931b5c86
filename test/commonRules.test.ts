// "Common rules" of SPEC.md (Endpoints), the error envelope, the JSON body limit, CORS,
// Idempotency-Key and Prefer syntax, and the per-minute request limits, as a client sees them.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { BASE, call, convert, newAccount, newKey, uploadedPng, type Reply } from './support/client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FINAL = ['succeeded', 'failed', 'canceled'];
const JSON_LIMIT = 262144;

/**
 * The per-minute windows are counted per wall-clock minute or per sliding minute; either way a
 * burst that starts right after a minute boundary stays inside one window. Waits (never more
 * than `neededMs`) when the current minute has less than that left.
 */
async function roomInThisMinute(neededMs: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < neededMs) await new Promise((r) => setTimeout(r, left + 100));
}

/**
 * POST with Transfer-Encoding: chunked on a connection of its own: the server may answer
 * before it has read the whole body and then drop the connection, which must not break the
 * keep-alive connections other tests share.
 */
function chunkedPost(path: string, headers: Record<string, string>, chunks: string[]): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const url = new URL(`${BASE}${path}`);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: false, headers: { ...headers, 'Transfer-Encoding': 'chunked' } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) }));
      res.on('error', reject);
    });
    // Writing may fail once the server has answered and closed; the answer is what counts.
    req.on('error', (err) => setTimeout(() => reject(err), 2000).unref());
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

function expectError(reply: Reply, status: number, code: string): void {
  expect({ status: reply.status, code: reply.body?.error?.code }).toEqual({ status, code });
}

function expectEnvelope(reply: Reply): void {
  expect(reply.headers.get('content-type')).toMatch(/application\/json/);
  expect(Object.keys(reply.body)).toEqual(['error']);
  const error = reply.body.error;
  for (const key of Object.keys(error)) expect(['code', 'message', 'request_id', 'details']).toContain(key);
  expect(typeof error.code).toBe('string');
  expect(typeof error.message).toBe('string');
  expect(error.request_id).toMatch(UUID);
  if ('details' in error) {
    expect(typeof error.details).toBe('object');
    expect(Array.isArray(error.details)).toBe(false);
    expect(error.details).not.toBeNull();
  }
  expect(JSON.stringify(reply.body)).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack traces
}

function rateHeaders(reply: Reply): { limit: number; remaining: number; reset: number } {
  const read = (name: string) => {
    const value = reply.headers.get(name);
    expect(value).toMatch(/^\d+$/);
    return Number(value);
  };
  return { limit: read('x-ratelimit-limit'), remaining: read('x-ratelimit-remaining'), reset: read('x-ratelimit-reset') };
}

describe('Every response carries the header X-Request-Id (uuid); error bodies repeat it in error.request_id', () => {
  test.concurrent('public, authenticated, error and unknown-route responses all carry a distinct X-Request-Id', async () => {
    const { key } = await newAccount({ scopes: 'credits:read,images:convert' });
    const origin = new URL(BASE).origin;
    const replies: Array<[string, Reply]> = [
      ['GET /pricing', await call('/pricing')],
      ['GET /openapi.json', await call('/openapi.json')],
      ['GET /openapi.yaml', await call('/openapi.yaml')],
      ['GET /credits (200)', await call('/credits', { key })],
      ['401', await call('/credits')],
      ['403', await call('/jobs', { key })],
      ['400', await convert(key, { format: 'png' })],
      ['404 job', await call(`/jobs/${randomUUID()}`, { key: (await newAccount({ scopes: 'jobs:read' })).key })],
      ['404 unknown route', await call('/no-such-endpoint', { key })],
      ['404 unknown route, no credential', await call('/no/such/endpoint')],
      ['404 outside the base path (a website page)', await call(`${origin}/not-the-api`)],
      ['unsupported method', await call('/credits', { key, method: 'DELETE' })],
    ];
    const ids = new Set<string>();
    for (const [what, reply] of replies) {
      const id = reply.headers.get('x-request-id');
      expect({ what, id }).toEqual({ what, id: expect.stringMatching(UUID) });
      ids.add(id!);
      // A path outside the base path is the website's: its 404 is a page, not an API error body.
      if (reply.status >= 400 && reply.headers.get('content-type')?.startsWith('application/json')) {
        expect({ what, request_id: reply.body?.error?.request_id }).toEqual({ what, request_id: id });
      }
    }
    expect(ids.size).toBe(replies.length);
    const page = replies.find(([what]) => what.startsWith('404 outside'))![1];
    expect({ status: page.status, type: page.headers.get('content-type') }).toEqual({ status: 404, type: expect.stringMatching(/^text\/html/) });
  });

  test.concurrent('an unknown route is a 404 in the error envelope', async () => {
    const reply = await call('/no-such-endpoint');
    expect(reply.status).toBe(404);
    expectEnvelope(reply);
  });
});

describe('Error envelope: { error: { code, message, request_id, details } }', () => {
  test.concurrent('401, 400 and 404 answers use the envelope and nothing else', async () => {
    const { key } = await newAccount();
    const replies = [
      await call('/credits'),
      await convert(key, { image: randomUUID(), format: 'gif' }),
      await call('/images/conversions', { key, json: { image: randomUUID(), format: 'png' } }),
      await call(`/jobs/${randomUUID()}`, { key }),
    ];
    expect(replies.map((r) => r.status)).toEqual([401, 400, 400, 404]);
    for (const reply of replies) expectEnvelope(reply);
  });

  test.concurrent('INVALID_REQUEST always has details.reason and details.field or details.issues', async () => {
    const { key } = await newAccount();
    for (const body of [{ format: 'png' }, { image: 'not-a-uuid', format: 'png' }, { image: randomUUID(), format: 'bmp' }, []]) {
      const reply = await convert(key, body as Record<string, unknown>);
      expectError(reply, 400, 'INVALID_REQUEST');
      expect(typeof reply.body.error.details.reason).toBe('string');
      expect('field' in reply.body.error.details || Array.isArray(reply.body.error.details.issues)).toBe(true);
    }
  });
});

describe('JSON bodies with unknown properties are rejected', () => {
  test.concurrent('an unknown property gives 400 INVALID_REQUEST, reason VALIDATION_FAILED, naming the property in field and issues', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    const reply = await convert(key, { image, format: 'png', colour: 'red' });
    expectError(reply, 400, 'INVALID_REQUEST');
    expect(reply.body.error.details).toMatchObject({ reason: 'VALIDATION_FAILED', field: 'colour' });
    expect(reply.body.error.details.issues).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'colour' })]));
    // Without the extra property the same body is accepted.
    expect([200, 202]).toContain((await convert(key, { image, format: 'png' })).status);
  });

  test.concurrent('malformed JSON gives 400 INVALID_REQUEST with details.reason and details.field', async () => {
    const { key } = await newAccount();
    for (const text of ['{"image": ', '{image: 1}', "{'a': 1}", '']) {
      const reply = await call('/images/conversions', { key, method: 'POST', idempotencyKey: randomUUID(), body: text, headers: { 'Content-Type': 'application/json' } });
      expectError(reply, 400, 'INVALID_REQUEST');
      expect(typeof reply.body.error.details.reason).toBe('string');
      expect(typeof reply.body.error.details.field).toBe('string');
      expect(reply.body.error.request_id).toBe(reply.headers.get('x-request-id'));
    }
  });
});

describe('JSON request body: 256 KB', () => {
  const bodyOfSize = (bytes: number) => {
    const head = JSON.stringify({ image: randomUUID(), format: 'png', pad: '' });
    const json = head.replace('"pad":""', `"pad":"${'x'.repeat(bytes - head.length)}"`);
    expect(Buffer.byteLength(json)).toBe(bytes);
    return json;
  };

  test.concurrent('a body over 262144 bytes gives 413 PAYLOAD_TOO_LARGE with details.max_bytes 262144', async () => {
    const { key } = await newAccount();
    for (const size of [JSON_LIMIT + 1, 1024 * 1024]) {
      const reply = await call('/images/conversions', { key, idempotencyKey: randomUUID(), json: bodyOfSize(size) });
      expectError(reply, 413, 'PAYLOAD_TOO_LARGE');
      expect(reply.body.error.details.max_bytes).toBe(JSON_LIMIT);
      expect(reply.body.error.request_id).toBe(reply.headers.get('x-request-id'));
    }
  });

  test.concurrent('a body of exactly 262144 bytes is read (and judged on its content, not its size)', async () => {
    const { key } = await newAccount();
    const reply = await call('/images/conversions', { key, idempotencyKey: randomUUID(), json: bodyOfSize(JSON_LIMIT) });
    expectError(reply, 400, 'INVALID_REQUEST');
    expect(reply.body.error.details.field).toBe('pad');
  });

  test.concurrent('a chunked body without Content-Length over 262144 bytes gives 413 PAYLOAD_TOO_LARGE', async () => {
    const { key } = await newAccount();
    const reply = await chunkedPost('/images/conversions', { Authorization: `Bearer ${key}`, 'Idempotency-Key': randomUUID(), 'Content-Type': 'application/json' }, [
      `{"image":"${randomUUID()}","format":"png","pad":"`,
      ...Array<string>(8).fill('x'.repeat(64 * 1024)),
      '"}',
    ]);
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(reply.body.error.details.max_bytes).toBe(JSON_LIMIT);
  });
});

describe('The interface does not allow browser (CORS) access', () => {
  test.concurrent('a preflight OPTIONS and requests with an Origin header get no Access-Control-Allow-* header', async () => {
    const { key } = await newAccount({ scopes: 'credits:read' });
    const origin = 'https://evil.example';
    const replies = [
      await call('/images/conversions', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key' },
      }),
      await call('/credits', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' } }),
      await call('/pricing', { headers: { Origin: origin } }),
      await call('/credits', { key, headers: { Origin: origin } }),
      await call('/credits', { headers: { Origin: origin } }),
    ];
    expect(replies[3]!.status).toBe(200);
    for (const reply of replies) {
      const cors = [...reply.headers.keys()].filter((h) => h.startsWith('access-control-'));
      expect(cors).toEqual([]);
    }
  });
});

describe('Idempotency-Key: 1 to 255 visible ASCII characters, required on every POST that creates', () => {
  test.concurrent('a missing, empty, too long, or non-visible-ASCII key gives 400 IDEMPOTENCY_KEY_REQUIRED', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    const body = JSON.stringify({ image, format: 'png' });
    const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
    const cases: Array<[string, Record<string, string>]> = [
      ['missing', {}],
      ['empty', { 'Idempotency-Key': '' }],
      ['blank', { 'Idempotency-Key': '   ' }],
      ['256 characters', { 'Idempotency-Key': 'k'.repeat(256) }],
      ['inner space', { 'Idempotency-Key': 'two words' }],
      ['non-ASCII', { 'Idempotency-Key': 'clé-1' }],
      ['tab', { 'Idempotency-Key': 'a\tb' }],
    ];
    for (const [what, extra] of cases) {
      const reply = await call('/images/conversions', { body, headers: { ...headers, ...extra } });
      expect({ what, status: reply.status, code: reply.body?.error?.code }).toEqual({ what, status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' });
      expect(reply.body.error.request_id).toBe(reply.headers.get('x-request-id'));
    }
  });

  test.concurrent('a 255-character key of visible ASCII (and a 1-character key) works, and replays the same job', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    let visible = '';
    for (let c = 0x21; c <= 0x7e; c++) visible += String.fromCharCode(c);
    const longKey = visible.repeat(3).slice(0, 255);
    expect(longKey).toHaveLength(255);
    for (const idempotencyKey of [longKey, '~']) {
      const first = await call('/images/conversions', { key, json: { image, format: 'png' }, idempotencyKey });
      expect([200, 202]).toContain(first.status);
      expect(first.body.id).toMatch(UUID);
      const again = await call('/images/conversions', { key, json: { image, format: 'png' }, idempotencyKey });
      expect([200, 202]).toContain(again.status);
      expect(again.body.id).toBe(first.body.id);
    }
  });
});

describe('Prefer: wait=N, N integer 1 to 30', () => {
  test.concurrent('wait=0, wait=31 and wait=abc give 400 INVALID_REQUEST with field Prefer', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    for (const prefer of ['wait=0', 'wait=31', 'wait=abc', 'wait=1.5', 'wait=-1']) {
      const reply = await convert(key, { image, format: 'png' }, randomUUID(), { Prefer: prefer });
      expect({ prefer, status: reply.status, code: reply.body?.error?.code }).toEqual({ prefer, status: 400, code: 'INVALID_REQUEST' });
      expect(reply.body.error.details.field).toBe('Prefer');
      expect(typeof reply.body.error.details.reason).toBe('string');
    }
  });

  test.concurrent('wait=20 on a conversion answers 200 with the final job', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    const reply = await convert(key, { image, format: 'pdf' }, randomUUID(), { Prefer: 'wait=20' });
    expect(reply.status).toBe(200);
    expect(reply.body.kind).toBe('image_conversion');
    expect(FINAL).toContain(reply.body.status);
    expect(reply.body.status).toBe('succeeded');
    expect(reply.body.outputs).toHaveLength(1);
  });
});

describe('Rate-limit headers X-RateLimit-Limit, -Remaining, -Reset (Unix seconds) on responses past authentication', () => {
  test.concurrent('present on a 200 read, on a create refused by validation and on a 404, with Reset in the coming minute', async () => {
    const { key } = await newAccount();
    await roomInThisMinute(10_000);
    const before = Math.floor(Date.now() / 1000);
    const read = await call('/credits', { key });
    const create = await convert(key, { format: 'png' });
    const missing = await call(`/jobs/${randomUUID()}`, { key });
    const after = Math.ceil(Date.now() / 1000);
    expect([read.status, create.status, missing.status]).toEqual([200, 400, 404]);
    for (const reply of [read, create, missing]) {
      const { limit, remaining, reset } = rateHeaders(reply);
      expect(remaining).toBeLessThanOrEqual(limit);
      expect(reset).toBeGreaterThan(before);
      expect(reset).toBeLessThanOrEqual(after + 60);
    }
    // The tightest window: 120 reads per credential; 20 creates per credential (of 40 per account).
    expect(rateHeaders(read)).toMatchObject({ limit: 120, remaining: 119 });
    expect(rateHeaders(create)).toMatchObject({ limit: 20, remaining: 19 });
    expect(rateHeaders(missing)).toMatchObject({ limit: 120, remaining: 118 });
  });

  test.concurrent('absent on 401', async () => {
    for (const reply of [await call('/credits'), await call('/credits', { key: `sk_live_${'z'.repeat(40)}` }), await convert('sk_live_nope', { format: 'png' })]) {
      expect(reply.status).toBe(401);
      expect(reply.headers.get('x-ratelimit-limit')).toBeNull();
      expect(reply.headers.get('x-ratelimit-remaining')).toBeNull();
      expect(reply.headers.get('x-ratelimit-reset')).toBeNull();
    }
  });
});

describe('Limits: create requests 20 per minute per credential, 40 per minute per account; reads 120 per minute per credential', () => {
  test.concurrent('the 21st create request of one key in a minute gives 429 RATE_LIMITED with an integer Retry-After >= 1', async () => {
    const { key } = await newAccount();
    await roomInThisMinute(8_000);
    const replies: Reply[] = [];
    for (let i = 0; i < 21; i++) replies.push(await convert(key, { format: 'png' }));
    expect(replies.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(400));
    const last = replies[20]!;
    expectError(last, 429, 'RATE_LIMITED');
    expectEnvelope(last);
    expect(last.body.error.details?.reason).toBeUndefined();
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(last.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(rateHeaders(last)).toMatchObject({ limit: 20, remaining: 0 });
  });

  test.concurrent('uploads (POST /files) count as create requests of the credential', async () => {
    const { key } = await newAccount();
    await roomInThisMinute(8_000);
    const image = await uploadedPng(key);
    const replies: Reply[] = [];
    for (let i = 0; i < 20; i++) replies.push(await convert(key, { image, format: 'bmp' }));
    expect(replies.slice(0, 19).map((r) => r.status)).toEqual(Array(19).fill(400));
    expectError(replies[19]!, 429, 'RATE_LIMITED');
  });

  test.concurrent('the 41st create request of one account in a minute, across keys, gives 429 RATE_LIMITED', async () => {
    const { accountId, key: first } = await newAccount();
    const [second, third] = await Promise.all([newKey(accountId, 'images:convert'), newKey(accountId, 'images:convert')]);
    await roomInThisMinute(8_000);
    const statuses: number[] = [];
    for (const key of [first, second]) for (let i = 0; i < 20; i++) statuses.push((await convert(key, { format: 'png' })).status);
    expect(statuses).toEqual(Array(40).fill(400));
    // The third key has made no request yet: the account's window is the one that is full.
    const reply = await convert(third, { format: 'png' });
    expectError(reply, 429, 'RATE_LIMITED');
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(rateHeaders(reply)).toMatchObject({ limit: 40, remaining: 0 });
  });

  test.concurrent('the 121st read request of one key in a minute gives 429 RATE_LIMITED', async () => {
    const { key } = await newAccount({ scopes: 'jobs:read,credits:read' });
    await roomInThisMinute(10_000);
    const statuses: number[] = [];
    for (let batch = 0; batch < 12; batch++) {
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => call(i % 2 ? '/jobs' : '/credits', { key })));
      statuses.push(...replies.map((r) => r.status));
    }
    expect(statuses).toEqual(Array(120).fill(200));
    const reply = await call('/capabilities', { key });
    expectError(reply, 429, 'RATE_LIMITED');
    expect(reply.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(rateHeaders(reply)).toMatchObject({ limit: 120, remaining: 0 });
  });

  test.concurrent('reads and creates are counted apart: a full create window leaves reads allowed', async () => {
    const { key } = await newAccount();
    await roomInThisMinute(8_000);
    for (let i = 0; i < 21; i++) await convert(key, { format: 'png' });
    expectError(await convert(key, { format: 'png' }), 429, 'RATE_LIMITED');
    expect((await call('/credits', { key })).status).toBe(200);
  });
});

describe('Once the job exists, a retryable failure carries details.job_id', () => {
  test.concurrent('a replay refused with 429 (minute window full) names the job of its Idempotency-Key', async () => {
    const { key } = await newAccount();
    await roomInThisMinute(12_000);
    const image = await uploadedPng(key);
    const idempotencyKey = randomUUID();
    const created = await convert(key, { image, format: 'png' }, idempotencyKey);
    expect([200, 202]).toContain(created.status);
    const jobId = created.body.id as string;
    let filler: Reply | undefined;
    for (let i = 0; i < 25; i++) {
      filler = await convert(key, { format: 'png' });
      if (filler.status === 429) break;
    }
    expectError(filler!, 429, 'RATE_LIMITED');
    // A request that never made a job gets no job_id.
    expect(filler!.body.error.details?.job_id).toBeUndefined();
    const replay = await convert(key, { image, format: 'png' }, idempotencyKey);
    expectError(replay, 429, 'RATE_LIMITED');
    expect(replay.body.error.details.job_id).toBe(jobId);
    expect(Number(replay.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

// The HTTP edge as clients other than browsers meet it: multipart parts without their own
// Content-Type (python-requests, schemathesis), bodies over the limit sent chunked, requests
// Node's HTTP parser refuses, throttled failed authentication, write-scoped keys of accounts
// without a subscription or credit-pack balance, and the per-key and per-account windows.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync, execFile } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { AUTH_FAILURES } from '../core/limits.ts';
import { admin, BASE, call, convert, newAccount, newKey, png, upload, uploadedPng, type Reply } from './support/client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const api = new URL(BASE);

interface Part {
  name: string;
  /** Present: a Content-Disposition `filename` parameter. */
  filename?: string;
  contentType?: string;
  value: Buffer | string;
}

/** A multipart body written by hand, so that each part carries exactly the headers a client chose. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----edge${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function postParts(path: string, key: string, parts: Part[], headers: Record<string, string> = {}): Promise<Reply> {
  const { body, contentType } = multipart(parts);
  return call(path, { key, body: new Uint8Array(body), headers: { 'Content-Type': contentType, ...headers } });
}

/** A PNG of noise, so it does not compress below the 64 KB that text fields may use. */
function noisePng(width = 200, height = 150): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer();
}

const CSV = ['dose,response', ...Array.from({ length: 20 }, (_, i) => `${i},${(i * 1.5 + Math.cos(i)).toFixed(2)}`)].join('\n');

describe('multipart/form-data: a part is a file by its filename parameter, whatever its Content-Type (RFC 7578)', () => {
  test.concurrent('a file part without Content-Type is uploaded (201), its type read from the bytes', async () => {
    const { key } = await newAccount();
    const reply = await postParts('/files', key, [{ name: 'file', filename: 'figure.png', value: await noisePng() }]);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ purpose: 'image', content_type: 'image/png' });
  });

  test.concurrent('the file field without a filename and without Content-Type is still the file', async () => {
    const { key } = await newAccount();
    const bytes = await noisePng();
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    const reply = await postParts('/files', key, [
      { name: 'purpose', value: 'image' },
      { name: 'file', value: bytes },
    ]);
    expect(reply.status).toBe(201);
    expect(reply.body.size_bytes).toBe(bytes.length);
  });

  test.concurrent('a text field sent with its own Content-Type is read as text', async () => {
    const { key } = await newAccount();
    const reply = await postParts('/files', key, [
      { name: 'purpose', contentType: 'text/plain; charset=utf-8', value: 'mask' },
      { name: 'file', filename: 'mask.png', contentType: 'image/png', value: await png() },
    ]);
    expect(reply.status).toBe(201);
    expect(reply.body.purpose).toBe('mask');
  });

  test.concurrent('a file in a field the endpoint does not know gives 400 INVALID_REQUEST naming that field', async () => {
    const { key } = await newAccount();
    const reply = await postParts('/files', key, [
      { name: 'file', filename: 'a.png', value: await png() },
      { name: 'thumbnail', filename: 'b.png', value: await noisePng() },
    ]);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'VALIDATION_FAILED', field: 'thumbnail' } });
  });

  test.concurrent('the file sent twice gives 400 INVALID_REQUEST with field file', async () => {
    const { key } = await newAccount();
    const reply = await postParts('/files', key, [
      { name: 'file', filename: 'a.png', value: await png() },
      { name: 'file', filename: 'b.png', value: await png() },
    ]);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'VALIDATION_FAILED', field: 'file' } });
  });

  test.concurrent('chart data sent without Content-Type creates the chart job', async () => {
    const { key } = await newAccount({ credits: 500 });
    const reply = await postParts(
      '/charts/generations',
      key,
      [
        { name: 'request', value: 'response against dose' },
        { name: 'data', filename: 'dose.csv', value: CSV },
      ],
      { 'Idempotency-Key': randomUUID() },
    );
    expect([200, 202]).toContain(reply.status);
    expect(reply.body.kind).toBe('chart');
  });

  const hasRequests = spawnSync('python3', ['-c', 'import requests'], { stdio: 'ignore' }).status === 0;
  (hasRequests ? test.concurrent : test.concurrent.skip)('python-requests uploads a file and chart data with its defaults (no part Content-Type)', async () => {
    const { key } = await newAccount({ credits: 500 });
    const script = `
import json, sys, uuid, requests
base, key, png_path = sys.argv[1], sys.argv[2], sys.argv[3]
auth = {"Authorization": "Bearer " + key}
with open(png_path, "rb") as f:
    up = requests.post(base + "/files", headers=auth, files={"file": ("figure.png", f)}, data={"purpose": "image"})
ch = requests.post(base + "/charts/generations", headers={**auth, "Idempotency-Key": str(uuid.uuid4())},
                   files={"data": ("dose.csv", sys.stdin.read().encode())}, data={"request": "response against dose"})
print(json.dumps({"upload": [up.status_code, up.json()], "chart": [ch.status_code, ch.json()]}))
`;
    const dir = await mkdtemp(join(tmpdir(), 'edge-'));
    const pngPath = join(dir, 'figure.png');
    await writeFile(pngPath, await noisePng());
    const child = promisify(execFile)('python3', ['-c', script, BASE, key, pngPath]);
    child.child.stdin?.end(CSV);
    const out = JSON.parse((await child.finally(() => rm(dir, { recursive: true, force: true }))).stdout) as {
      upload: [number, Record<string, unknown>];
      chart: [number, Record<string, unknown>];
    };
    expect(out.upload[0]).toBe(201);
    expect(out.upload[1]).toMatchObject({ purpose: 'image', content_type: 'image/png' });
    expect([200, 202]).toContain(out.chart[0]);
    expect(out.chart[1].kind).toBe('chart');
  });
});

/** Raw bytes on a connection of its own; resolves with what the server sent before it closed. */
function rawExchange(write: (send: (data: string | Buffer) => Promise<void>) => Promise<void>): Promise<{ response: Buffer; writeError: string | null }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: api.hostname, port: Number(api.port) });
    const received: Buffer[] = [];
    let writeError: string | null = null;
    socket.on('data', (c: Buffer) => received.push(c));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      writeError = err.code ?? err.message;
    });
    socket.on('close', () => resolve({ response: Buffer.concat(received), writeError }));
    socket.on('connect', () => {
      const send = (data: string | Buffer) =>
        new Promise<void>((done, fail) => socket.write(data, (err) => (err ? fail(err) : done())));
      write(send).catch((err: NodeJS.ErrnoException) => {
        writeError = err.code ?? err.message;
      });
    });
    setTimeout(() => reject(new Error('no answer in 30 s')), 30_000).unref();
  });
}

function parseResponse(raw: Buffer): { status: number; headers: Record<string, string>; body: any } { // eslint-disable-line @typescript-eslint/no-explicit-any
  const text = raw.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = text.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    let out = '';
    for (let rest = body; ; ) {
      const lineEnd = rest.indexOf('\r\n');
      const size = parseInt(rest.slice(0, lineEnd), 16);
      if (!size) break;
      out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      rest = rest.slice(lineEnd + 2 + size + 2);
    }
    body = out;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : undefined };
}

describe('A JSON body over 256 KB sent chunked is read to its end before the 413', () => {
  test.concurrent('the client writes its whole 16 MB body without a broken pipe and reads 413 PAYLOAD_TOO_LARGE', async () => {
    const { key } = await newAccount();
    const piece = 'x'.repeat(64 * 1024);
    const { response, writeError } = await rawExchange(async (send) => {
      await send(
        `POST ${api.pathname}/images/conversions HTTP/1.1\r\nHost: ${api.host}\r\nAuthorization: Bearer ${key}\r\n` +
          `Idempotency-Key: ${randomUUID()}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = (s: string) => `${Buffer.byteLength(s).toString(16)}\r\n${s}\r\n`;
      await send(chunk(`{"image":"${randomUUID()}","format":"png","pad":"`));
      for (let i = 0; i < 256; i++) await send(chunk(piece));
      await send(chunk('"}') + '0\r\n\r\n');
    });
    expect(writeError).toBeNull();
    const reply = parseResponse(response);
    expect(reply.status).toBe(413);
    expect(reply.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { max_bytes: 262144 } });
    expect(reply.body.error.request_id).toBe(reply.headers['x-request-id']);
  });
});

describe("Requests refused by Node's HTTP parser get X-Request-Id and the error envelope", () => {
  const cases: Array<[string, string, string, string]> = [
    ['a 17 KB header', `X-Padding: ${'a'.repeat(17 * 1024)}\r\n`, 'HEADERS_TOO_LARGE', 'headers'],
    ['a DEL byte in a header name', 'X-Bad\x7fName: 1\r\n', 'MALFORMED_REQUEST', 'headers'],
  ];
  test.concurrent.each(cases)('%s gives 400 INVALID_REQUEST with its reason, a uuid X-Request-Id repeated in the body, and Connection: close', async (_what, header, reason, field) => {
    const { response } = await rawExchange(async (send) => {
      await send(`GET ${api.pathname}/pricing HTTP/1.1\r\nHost: ${api.host}\r\n${header}\r\n`);
    });
    const reply = parseResponse(response);
    expect(reply.status).toBe(400);
    expect(reply.headers['x-request-id']).toMatch(UUID);
    expect(reply.headers.connection).toBe('close');
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.body.error).toEqual({ code: 'INVALID_REQUEST', message: expect.any(String), request_id: reply.headers['x-request-id'], details: { reason, field } });
  });
});

/** A loopback address of its own (Linux routes all of 127/8 to lo), so this test's failures are its own. */
function ownLoopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}

function callFrom(localAddress: string, path: string, key: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: api.hostname, port: api.port, path: `${api.pathname}${path}`, localAddress, agent: false, headers: { Authorization: `Bearer ${key}` } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(parts);
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers, body: JSON.parse(bytes.toString('utf8')), bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Failed authentication is throttled per client address', () => {
  test.concurrent('past the allowance an address gets 429 RATE_LIMITED (AUTH_FAILURES, Retry-After); its valid keys and other addresses are unaffected', async () => {
    const { key } = await newAccount({ scopes: 'credits:read', expires: 'never' });
    const attacker = ownLoopbackAddress();
    expect((await callFrom(attacker, '/credits', key)).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < AUTH_FAILURES.perWindow; i++) statuses.push((await callFrom(attacker, '/credits', `sk_live_${randomUUID().replaceAll('-', '')}`)).status);
    expect(statuses).toEqual(Array(AUTH_FAILURES.perWindow).fill(401));

    const throttled = await callFrom(attacker, '/credits', `sk_live_${randomUUID().replaceAll('-', '')}`);
    expect(throttled.status).toBe(429);
    expect(throttled.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { reason: 'AUTH_FAILURES' } });
    expect(throttled.body.error.request_id).toBe(throttled.headers.get('x-request-id'));
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(AUTH_FAILURES.windowSeconds);

    expect((await callFrom(attacker, '/credits', key)).status).toBe(200);
    expect((await callFrom(ownLoopbackAddress(), '/credits', `sk_live_${randomUUID().replaceAll('-', '')}`)).status).toBe(401);
  });
});

describe('A key with any write scope requires an active subscription or a positive credit-pack balance', () => {
  test.concurrent('after the account drops to free with no balance its write-scoped key gets 403 PLAN_REQUIRED on writes; its reads and read-only keys work; a top-up or a plan restores it', async () => {
    const { accountId, key } = await newAccount({ plan: 'starter', credits: 0, scopes: 'images:convert,files:write,credits:read' });
    const reader = await newKey(accountId, 'credits:read', 'never');
    const image = await uploadedPng(key);
    const write = () => convert(key, { image, format: 'png' });
    expect([200, 202]).toContain((await write()).status);

    await admin('account', 'plan', '--account', accountId, '--plan', 'free');
    const refused = await write();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'PLAN_REQUIRED', details: { reason: 'SUBSCRIPTION_REQUIRED' } });
    // Past authentication and the scope check: the refusal carries the rate-limit headers.
    expect(refused.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(refused.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
    expect((await call('/credits', { key })).status).toBe(200);
    expect((await call('/credits', { key: reader })).status).toBe(200);

    await admin('topup', '--account', accountId, '--credits', '5');
    expect([200, 202]).toContain((await write()).status);

    const second = await newAccount({ plan: 'plus', credits: 0, scopes: 'credits:read,files:write' });
    await admin('account', 'plan', '--account', second.accountId, '--plan', 'free');
    expect((await upload(second.key, await png())).status).toBe(403);
    await admin('account', 'plan', '--account', second.accountId, '--plan', 'starter');
    expect((await upload(second.key, await png())).status).toBe(201);
  });
});

describe("Create requests refused by one key's window do not use the account's window", () => {
  test.concurrent("a key that keeps going past its 20 leaves the account's other 20 to another key", async () => {
    const { accountId, key: first } = await newAccount();
    const second = await newKey(accountId, 'images:convert');
    // Both keys' bursts must fall in one wall-clock minute.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 20_000) await new Promise((r) => setTimeout(r, left + 100));
    const firstStatuses: number[] = [];
    for (let i = 0; i < 30; i++) firstStatuses.push((await convert(first, { format: 'png' })).status);
    expect(firstStatuses).toEqual([...Array(20).fill(400), ...Array(10).fill(429)]);
    const secondStatuses: number[] = [];
    for (let i = 0; i < 20; i++) secondStatuses.push((await convert(second, { format: 'png' })).status);
    expect(secondStatuses).toEqual(Array(20).fill(400));
    const full = await convert(second, { format: 'png' });
    expect(full.status).toBe(429);
    // Both the key's and the account's windows are full; the headers describe one of them.
    expect(full.headers.get('x-ratelimit-remaining')).toBe('0');
  });
});

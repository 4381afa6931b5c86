// POST /files and GET /files/{file_id} of SPEC.md: the upload record, types read from bytes,
// size limits per purpose, idempotent uploads, and downloads by owner credential or signed link.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { admin, BASE, call, convert, dbTime, jpeg, newAccount, png, sql, upload, uploadedPng, type Reply } from './support/client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MB = 1024 * 1024;
const DAY_MS = 86_400_000;

/** A datetime value the suite's database accepts for a datetime(3) column: Unix ms in SQLite, ISO text in PostgreSQL. */
/** POST /files with any multipart fields, in order. */
function postForm(key: string, parts: Array<[string, string | { bytes: Buffer; name: string }]>, idempotencyKey?: string): Promise<Reply> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)]), value.name);
  }
  return call('/files', { key, body: form, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

function expectError(reply: Reply, status: number, code: string): void {
  expect({ status: reply.status, code: reply.body?.error?.code }).toEqual({ status, code });
}

function webp(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#33aa66' } }).webp().toBuffer();
}

/** A PNG signature followed by filler: the size check, not decoding, decides. */
function bigPng(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes, 0x41);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return buffer;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n');
const MARKDOWN = Buffer.from('# Process\n\n1. Collect samples\n2. Extract RNA\n3. Sequence\n');

/** A finished conversion job of this key, with its signed output link. */
async function convertedOutput(key: string): Promise<{ fileId: string; url: string }> {
  const image = await uploadedPng(key, 120, 80);
  const reply = await convert(key, { image, format: 'pdf' }, randomUUID(), { Prefer: 'wait=20' });
  expect(reply.status).toBe(200);
  expect(reply.body.status).toBe('succeeded');
  const output = reply.body.outputs[0];
  return { fileId: output.file_id, url: output.download_url };
}

/** The same link with one query parameter replaced. */
function withParam(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
}

describe('POST /files', () => {
  test.concurrent('answers 201 with the uploaded file record; the file is usable for 24 hours', async () => {
    const { key } = await newAccount();
    const bytes = await png(64, 48);
    const reply = await upload(key, bytes, { name: 'figure.png', purpose: 'image' });
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual(['content_type', 'created_at', 'expires_at', 'file_id', 'purpose', 'size_bytes']);
    expect(reply.body).toMatchObject({ purpose: 'image', content_type: 'image/png', size_bytes: bytes.length });
    expect(reply.body.file_id).toMatch(UUID);
    const created = Date.parse(reply.body.created_at);
    const expires = Date.parse(reply.body.expires_at);
    expect(Number.isNaN(created)).toBe(false);
    expect(reply.body.created_at).toBe(new Date(created).toISOString());
    expect(Math.abs(expires - created - DAY_MS)).toBeLessThanOrEqual(2000);
  });

  test.concurrent('purpose defaults to image', async () => {
    const { key } = await newAccount();
    const reply = await postForm(key, [['file', { bytes: await png(), name: 'a.png' }]]);
    expect(reply.status).toBe(201);
    expect(reply.body.purpose).toBe('image');
  });

  test.concurrent('the content type is read from the bytes, not from the file name', async () => {
    const { key } = await newAccount();
    const pngNamedJpg = await upload(key, await png(), { name: 'figure.jpg' });
    expect(pngNamedJpg.status).toBe(201);
    expect(pngNamedJpg.body.content_type).toBe('image/png');
    const jpegNamedPng = await upload(key, await jpeg(), { name: 'figure.png' });
    expect(jpegNamedPng.status).toBe(201);
    expect(jpegNamedPng.body.content_type).toBe('image/jpeg');
    const noName = await upload(key, await webp(), { name: 'blob' });
    expect(noName.status).toBe(201);
    expect(noName.body.content_type).toBe('image/webp');
  });

  test.concurrent('purpose image accepts PNG, JPEG and WebP', async () => {
    const { key } = await newAccount();
    for (const [bytes, type] of [
      [await png(), 'image/png'],
      [await jpeg(), 'image/jpeg'],
      [await webp(), 'image/webp'],
    ] as const) {
      const reply = await upload(key, bytes, { purpose: 'image', name: 'x' });
      expect({ type, status: reply.status, content_type: reply.body?.content_type }).toEqual({ type, status: 201, content_type: type });
    }
  });

  test.concurrent('purpose image refuses other types and bytes that are not an image (400 INVALID_REQUEST, field file)', async () => {
    const { key } = await newAccount();
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    for (const [what, bytes, name] of [
      ['binary garbage named .png', garbage, 'figure.png'],
      ['a PDF', PDF, 'figure.png'],
      ['an SVG', SVG, 'figure.svg'],
      ['text', MARKDOWN, 'figure.png'],
    ] as const) {
      const reply = await upload(key, bytes, { purpose: 'image', name });
      expect({ what, status: reply.status, code: reply.body?.error?.code, field: reply.body?.error?.details?.field }).toEqual({
        what,
        status: 400,
        code: 'INVALID_REQUEST',
        field: 'file',
      });
      expect(typeof reply.body.error.details.reason).toBe('string');
    }
  });

  test.concurrent('a mask must be PNG: a JPEG or WebP mask gives 400 INVALID_REQUEST, reason UNSUPPORTED_FILE_TYPE, field file', async () => {
    const { key } = await newAccount();
    for (const bytes of [await jpeg(), await webp()]) {
      const reply = await upload(key, bytes, { purpose: 'mask', name: 'mask.png' });
      expectError(reply, 400, 'INVALID_REQUEST');
      expect(reply.body.error.details).toMatchObject({ reason: 'UNSUPPORTED_FILE_TYPE', field: 'file' });
    }
    const ok = await upload(key, await png(64, 48, '#ffffff'), { purpose: 'mask', name: 'mask.png' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ purpose: 'mask', content_type: 'image/png' });
  });

  test.concurrent('flowchart_attachment accepts PDF, Markdown, text and SVG', async () => {
    const { key } = await newAccount();
    const pdf = await upload(key, PDF, { purpose: 'flowchart_attachment', name: 'paper.pdf' });
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ purpose: 'flowchart_attachment', content_type: 'application/pdf', size_bytes: PDF.length });
    const md = await upload(key, MARKDOWN, { purpose: 'flowchart_attachment', name: 'notes.md' });
    expect(md.status).toBe(201);
    expect(md.body.content_type).toMatch(/^text\/(markdown|plain)/);
    const txt = await upload(key, Buffer.from('Step one, then step two.\n'), { purpose: 'flowchart_attachment', name: 'notes.txt' });
    expect(txt.status).toBe(201);
    expect(txt.body.content_type).toMatch(/^text\/plain/);
    const svg = await upload(key, SVG, { purpose: 'flowchart_attachment', name: 'diagram.svg' });
    expect(svg.status).toBe(201);
    expect(svg.body.content_type).toBe('image/svg+xml');
  });

  test.concurrent('an image over 20 MB gives 413 PAYLOAD_TOO_LARGE with details.max_bytes 20971520', async () => {
    const { key } = await newAccount();
    const reply = await upload(key, bigPng(20 * MB + 1), { purpose: 'image', name: 'big.png' });
    expectError(reply, 413, 'PAYLOAD_TOO_LARGE');
    expect(reply.body.error.details.max_bytes).toBe(20 * MB);
  });

  test.concurrent('a mask over 8 MB gives 413 PAYLOAD_TOO_LARGE with details.max_bytes 8388608', async () => {
    const { key } = await newAccount();
    const reply = await upload(key, bigPng(8 * MB + 1), { purpose: 'mask', name: 'mask.png' });
    expectError(reply, 413, 'PAYLOAD_TOO_LARGE');
    expect(reply.body.error.details.max_bytes).toBe(8 * MB);
  });

  test.concurrent('an unknown purpose gives 400 INVALID_REQUEST with field purpose', async () => {
    const { key } = await newAccount();
    for (const purpose of ['avatar', 'IMAGE', '']) {
      const reply = await upload(key, await png(), { purpose: purpose || ' ', name: 'a.png' });
      expectError(reply, 400, 'INVALID_REQUEST');
      expect(reply.body.error.details.field).toBe('purpose');
    }
  });

  test.concurrent('an unknown multipart field gives 400 INVALID_REQUEST naming it', async () => {
    const { key } = await newAccount();
    const reply = await postForm(key, [
      ['purpose', 'image'],
      ['caption', 'hello'],
      ['file', { bytes: await png(), name: 'a.png' }],
    ]);
    expectError(reply, 400, 'INVALID_REQUEST');
    expect(reply.body.error.details.field).toBe('caption');
  });

  test.concurrent('a body without the file field gives 400 INVALID_REQUEST with field file', async () => {
    const { key } = await newAccount();
    const reply = await postForm(key, [['purpose', 'image']]);
    expectError(reply, 400, 'INVALID_REQUEST');
    expect(reply.body.error.details.field).toBe('file');
  });
});

describe('POST /files with Idempotency-Key', () => {
  test.concurrent('the same key, purpose and bytes return the first file with 201', async () => {
    const { key } = await newAccount();
    const bytes = await png(50, 50);
    const idempotencyKey = randomUUID();
    const first = await upload(key, bytes, { name: 'a.png', idempotencyKey });
    const again = await upload(key, bytes, { name: 'b.png', idempotencyKey });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const other = await upload(key, bytes, { name: 'a.png', idempotencyKey: randomUUID() });
    expect(other.status).toBe(201);
    expect(other.body.file_id).not.toBe(first.body.file_id);
  });

  test.concurrent('the same key and purpose with different bytes give 409 IDEMPOTENCY_CONFLICT', async () => {
    const { key } = await newAccount();
    const idempotencyKey = randomUUID();
    expect((await upload(key, await png(50, 50), { name: 'a.png', idempotencyKey })).status).toBe(201);
    const reply = await upload(key, await png(51, 50), { name: 'a.png', idempotencyKey });
    expectError(reply, 409, 'IDEMPOTENCY_CONFLICT');
  });

  test.concurrent('replaying an upload that has expired gives 400 INVALID_REQUEST, reason FILE_EXPIRED', async () => {
    const { key } = await newAccount();
    const bytes = await png(52, 50);
    const idempotencyKey = randomUUID();
    const first = await upload(key, bytes, { name: 'a.png', idempotencyKey });
    expect(first.status).toBe(201);
    await sql('update files set expires_at = ? where id = ?', [dbTime(new Date(Date.now() - 60_000)), first.body.file_id]);
    const replay = await upload(key, bytes, { name: 'a.png', idempotencyKey });
    expectError(replay, 400, 'INVALID_REQUEST');
    expect(replay.body.error.details.reason).toBe('FILE_EXPIRED');
    // Uploading again with a new key works.
    expect((await upload(key, bytes, { name: 'a.png', idempotencyKey: randomUUID() })).status).toBe(201);
  });
});

describe('GET /files/{file_id}', () => {
  test.concurrent("the owner's credential downloads the exact bytes, with X-Content-Type-Options: nosniff", async () => {
    const { key } = await newAccount();
    const bytes = await png(70, 30);
    const uploaded = await upload(key, bytes, { name: 'a.png' });
    const reply = await call(`/files/${uploaded.body.file_id}`, { key });
    expect(reply.status).toBe(200);
    expect(reply.bytes.equals(bytes)).toBe(true);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test.concurrent("another account's credential, an unknown id and a malformed id give 404 NOT_FOUND", async () => {
    const [owner, stranger] = await Promise.all([newAccount(), newAccount()]);
    const fileId = await uploadedPng(owner.key);
    expectError(await call(`/files/${fileId}`, { key: stranger.key }), 404, 'NOT_FOUND');
    expectError(await call(`/files/${randomUUID()}`, { key: owner.key }), 404, 'NOT_FOUND');
    expectError(await call('/files/not-a-uuid', { key: owner.key }), 404, 'NOT_FOUND');
  });

  test.concurrent('the signed download_url of a job output works without credentials, with nosniff', async () => {
    const { key } = await newAccount();
    const { fileId, url } = await convertedOutput(key);
    const reply = await call(url);
    expect(reply.status).toBe(200);
    expect(reply.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    const owner = await call(`/files/${fileId}`, { key });
    expect(owner.status).toBe(200);
    expect(owner.bytes.equals(reply.bytes)).toBe(true);
  });

  test.concurrent('an altered signed link gives 404 (sig or exp changed)', async () => {
    const { key } = await newAccount();
    const { url } = await convertedOutput(key);
    expect((await call(url)).status).toBe(200);
    const sig = new URL(url).searchParams.get('sig')!;
    const exp = Number(new URL(url).searchParams.get('exp'));
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    for (const altered of [
      withParam(url, 'sig', flipped),
      withParam(url, 'sig', ''),
      withParam(url, 'sig', sig.slice(0, -1)),
      withParam(url, 'exp', String(exp + 3600)),
      withParam(url, 'exp', String(exp - 1)),
      withParam(url, 'exp', 'never'),
      url.replace(/[?&]sig=[^&]*/, ''),
    ]) {
      const reply = await call(altered);
      expect({ altered, status: reply.status }).toEqual({ altered, status: 404 });
    }
    // The signature is bound to the file: another file id with the same sig and exp is refused.
    const other = await convertedOutput(key);
    const swapped = new URL(other.url);
    swapped.search = new URL(url).search;
    expect((await call(swapped.toString())).status).toBe(404);
  });

  test.concurrent('a correctly signed link that has expired gives 404', async () => {
    process.env.SIGNING_SECRET ??= 'test-signing-secret';
    const { signedDownload } = await import('../core/signing.ts');
    const { key } = await newAccount();
    const { fileId } = await convertedOutput(key);
    const link = (now: number) => `${BASE}/files/${fileId}${new URL(signedDownload(fileId, now).url).search}`;
    // Signed here with the suite's secret: a current link works, so the key is right...
    expect((await call(link(Date.now()))).status).toBe(200);
    // ...and one whose hour is over does not.
    const expired = await call(link(Date.now() - 2 * 3600_000));
    expect(expired.status).toBe(404);
    expect(expired.bytes.includes(Buffer.from('%PDF-'))).toBe(false);
  });

  test.concurrent('every link of a disabled account gives 404', async () => {
    const { key, accountId } = await newAccount();
    const { url } = await convertedOutput(key);
    expect((await call(url)).status).toBe(200);
    await admin('account', 'disable', '--account', accountId);
    const reply = await call(url);
    expect(reply.status).toBe(404);
    expect(reply.bytes.includes(Buffer.from('%PDF-'))).toBe(false);
  });
});

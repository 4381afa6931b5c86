import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import {
  allJobs,
  call,
  convert,
  DAY_MS,
  HOUR_MS,
  jpeg,
  newAccount,
  setCounter,
  sql,
  uploadedImage,
  uploadedPng,
  webp,
  type Reply,
} from './support/client.ts';
import { idatData } from './engines/pngWriter.ts';

describe('POST /images/conversions', () => {
  test('converts a PNG to TIFF and the job succeeds with a downloadable output', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key, 320, 200);
    const reply = await convert(key, { image, format: 'tiff', dpi: 600 }, undefined, { Prefer: 'wait=20' });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('succeeded');
    const [output] = reply.body.outputs;
    expect(output).toMatchObject({ format: 'tiff', width: 320, height: 200 });
    const file = await call(output.download_url);
    expect(file.status).toBe(200);
  });
});

// ---- SPEC "POST /images/conversions": formats, dpi, sources, and the limits on admission ----

const WAIT = { Prefer: 'wait=20' };

/** The finished job's only output, downloaded through its signed link. */
async function convertAndDownload(key: string, body: Record<string, unknown>): Promise<{ job: Reply['body']; bytes: Buffer }> {
  const reply = await convert(key, body, undefined, WAIT);
  if (reply.status !== 200 || reply.body.status !== 'succeeded') throw new Error(`conversion did not succeed: ${reply.status} ${JSON.stringify(reply.body)}`);
  expect(reply.body.outputs).toHaveLength(1);
  const file = await call(reply.body.outputs[0].download_url);
  expect(file.status).toBe(200);
  return { job: reply.body, bytes: file.bytes };
}

function pngChunks(bytes: Buffer): Array<{ type: string; data: Buffer }> {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    chunks.push({ type: bytes.toString('latin1', at + 4, at + 8), data: bytes.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/** The dpi a PNG's pHYs chunk states (pixels per metre, unit 1), or undefined without one. */
function pngDpi(bytes: Buffer): { x: number; y: number } | undefined {
  const phys = pngChunks(bytes).find((c) => c.type === 'pHYs');
  if (!phys) return undefined;
  expect(phys.data[8]).toBe(1); // unit: metre
  return { x: Math.round(phys.data.readUInt32BE(0) * 0.0254), y: Math.round(phys.data.readUInt32BE(4) * 0.0254) };
}

async function pdfPages(bytes: Buffer): Promise<Array<{ width: number; height: number }>> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((p) => p.getSize());
}

function expectInvalid(reply: Reply, reason: string | undefined, field: string): void {
  expect(reply.status).toBe(400);
  expect(reply.body.error.code).toBe('INVALID_REQUEST');
  if (reason) expect(reply.body.error.details.reason).toBe(reason);
  else expect(typeof reply.body.error.details.reason).toBe('string');
  expect(reply.body.error.details.field).toBe(field);
}

async function jobCount(key: string): Promise<number> {
  return (await allJobs(key)).length;
}

describe('POST /images/conversions: formats and dpi', () => {
  test('png: a PNG with a pHYs chunk stating the dpi, and the same pixel size', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key, 300, 140);
    const { job, bytes } = await convertAndDownload(key, { image, format: 'png', dpi: 600 });
    expect(job.kind).toBe('image_conversion');
    expect(job.outputs[0]).toMatchObject({ format: 'png', width: 300, height: 140 });
    expect(pngDpi(bytes)).toEqual({ x: 600, y: 600 });
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([300, 140]);
  });

  test('tiff: a TIFF whose resolution is the dpi', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key, 200, 100);
    const { job, bytes } = await convertAndDownload(key, { image, format: 'tiff', dpi: 1000 });
    expect(job.outputs[0]).toMatchObject({ format: 'tiff', width: 200, height: 100 });
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('tiff');
    expect(Math.round(meta.density ?? 0)).toBe(1000);
    expect([meta.width, meta.height]).toEqual([200, 100]);
  });

  test('pdf: one page, width/dpi*72 points wide', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key, 600, 300);
    const { job, bytes } = await convertAndDownload(key, { image, format: 'pdf', dpi: 300 });
    expect(job.outputs[0].format).toBe('pdf');
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(144, 3);
    expect(pages[0]!.height).toBeCloseTo(72, 3);
  });

  test('pptx: a presentation (zip with ppt/ parts)', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key, 320, 240);
    const { job, bytes } = await convertAndDownload(key, { image, format: 'pptx', dpi: 300 });
    expect(job.outputs[0].format).toBe('pptx');
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    // Zip entry names are stored uncompressed in the central directory.
    expect(bytes.includes(Buffer.from('ppt/presentation.xml'))).toBe(true);
    expect(bytes.includes(Buffer.from('[Content_Types].xml'))).toBe(true);
  });

  test.each([300, 600, 1000])('dpi %i is accepted and sets the page size', async (dpi) => {
    const { key } = await newAccount();
    const image = await uploadedPng(key, 1000, 500);
    const { bytes } = await convertAndDownload(key, { image, format: 'pdf', dpi });
    const [page] = await pdfPages(bytes);
    expect(page!.width).toBeCloseTo((1000 / dpi) * 72, 3);
    expect(page!.height).toBeCloseTo((500 / dpi) * 72, 3);
  });

  test('dpi outside 300, 600, 1000 gives 400 INVALID_REQUEST field dpi', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    for (const dpi of [72, 301, '300']) expectInvalid(await convert(key, { image, format: 'pdf', dpi }), undefined, 'dpi');
    expect(await jobCount(key)).toBe(0);
  });

  test('dpi defaults to 300', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key, 600, 300);
    const { bytes } = await convertAndDownload(key, { image, format: 'png' });
    expect(pngDpi(bytes)).toEqual({ x: 300, y: 300 });
    const pdf = await convertAndDownload(key, { image, format: 'pdf' });
    const [page] = await pdfPages(pdf.bytes);
    expect(page!.width).toBeCloseTo(144, 3);
  });
});

describe('POST /images/conversions: sources and fields', () => {
  test('A JPEG source converts to pdf', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await jpeg(600, 300), 'photo.jpg');
    const { bytes } = await convertAndDownload(key, { image, format: 'pdf', dpi: 600 });
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(72, 3);
  });

  test('png and tiff need a PNG source: a JPEG gives 400 INVALID_REQUEST reason SOURCE_NOT_PNG field image', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await jpeg(), 'photo.jpg');
    for (const format of ['png', 'tiff']) expectInvalid(await convert(key, { image, format }), 'SOURCE_NOT_PNG', 'image');
    expect(await jobCount(key)).toBe(0);
  });

  test('WebP is not accepted as a source: 400 INVALID_REQUEST reason UNSUPPORTED_SOURCE_FORMAT field image', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await webp(), 'figure.webp');
    for (const format of ['pdf', 'pptx', 'png']) expectInvalid(await convert(key, { image, format }), 'UNSUPPORTED_SOURCE_FORMAT', 'image');
    expect(await jobCount(key)).toBe(0);
  });

  test('vector_mode is for svg only: with png it gives 400 INVALID_REQUEST field vector_mode', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    expectInvalid(await convert(key, { image, format: 'png', vector_mode: 'editable_text' }), undefined, 'vector_mode');
    expect(await jobCount(key)).toBe(0);
  });

  test('width applies to flowchart SVG sources only: with a PNG source it gives 400 INVALID_REQUEST field width', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    expectInvalid(await convert(key, { image, format: 'pdf', width: 1024 }), undefined, 'width');
    expect(await jobCount(key)).toBe(0);
  });

  test("An unknown image id or another account's file gives 400 INVALID_REQUEST reason FILE_NOT_FOUND field image", async () => {
    const { key } = await newAccount();
    const other = await newAccount();
    const theirs = await uploadedPng(other.key);
    expectInvalid(await convert(key, { image: randomUUID(), format: 'pdf' }), 'FILE_NOT_FOUND', 'image');
    expectInvalid(await convert(key, { image: theirs, format: 'pdf' }), 'FILE_NOT_FOUND', 'image');
    expect(await jobCount(key)).toBe(0);
  });

  test('An expired upload gives 400 INVALID_REQUEST reason FILE_EXPIRED field image', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    // The upload's 24 hours are over: its expiry moved back to its creation.
    await sql('update files set expires_at = created_at where id = ?', [image]);
    expectInvalid(await convert(key, { image, format: 'pdf' }), 'FILE_EXPIRED', 'image');
    expect(await jobCount(key)).toBe(0);
  });
});

describe('POST /images/conversions: limits', () => {
  test('Free conversions are limited to 200 per day: then 429 RATE_LIMITED reason DAILY_CONVERSION_LIMIT, limit 200, Retry-After, no job', async () => {
    const { key, accountId } = await newAccount();
    const image = await uploadedPng(key);
    // The 200th conversion of the day is still allowed.
    await setCounter(`conversions:${accountId}`, DAY_MS, 199);
    const last = await convert(key, { image, format: 'pdf' }, undefined, WAIT);
    expect(last.status).toBe(200);
    expect(last.body.status).toBe('succeeded');

    await setCounter(`conversions:${accountId}`, DAY_MS, 200);
    const reply = await convert(key, { image, format: 'tiff' });
    expect(reply.status).toBe(429);
    expect(reply.body.error.code).toBe('RATE_LIMITED');
    expect(reply.body.error.details.reason).toBe('DAILY_CONVERSION_LIMIT');
    expect(reply.body.error.details.limit).toBe(200);
    const retryAfter = Number(reply.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect((await allJobs(key)).map((j) => j.id)).toEqual([last.body.id]);
  });

  test('At most 200 tasks start per hour: then 429 RATE_LIMITED reason HOURLY_LIMIT_REACHED, Retry-After 30', async () => {
    const { key, accountId } = await newAccount();
    const image = await uploadedPng(key);
    await setCounter(`tasks:${accountId}`, HOUR_MS, 200);
    const reply = await convert(key, { image, format: 'pdf' });
    expect(reply.status).toBe(429);
    expect(reply.body.error.code).toBe('RATE_LIMITED');
    expect(reply.body.error.details.reason).toBe('HOURLY_LIMIT_REACHED');
    expect(reply.headers.get('retry-after')).toBe('30');
    expect(await jobCount(key)).toBe(0);
  });

  test('Too many tasks running for the plan: 429 CONCURRENCY_LIMITED, Retry-After 30', async () => {
    const { key, accountId } = await newAccount({ plan: 'free' });
    const credits = await call('/credits', { key });
    expect(credits.status).toBe(200);
    const limit = credits.body.limits.concurrent_tasks as number;
    expect(limit).toBeGreaterThanOrEqual(1);
    expect(limit).toBeLessThan(15); // the setup below stays within the per-minute create window

    const image = await uploadedPng(key);
    const ids: string[] = [];
    for (let i = 0; i < limit; i++) {
      const done = await convert(key, { image, format: 'pdf' }, undefined, WAIT);
      expect(done.status).toBe(200);
      ids.push(done.body.id);
    }
    // As if they were still running (on the website, say).
    await sql(`update jobs set status = 'processing' where account_id = ?`, [accountId]);

    const reply = await convert(key, { image, format: 'pdf' });
    expect(reply.status).toBe(429);
    expect(reply.body.error.code).toBe('CONCURRENCY_LIMITED');
    expect(reply.headers.get('retry-after')).toBe('30');
    expect((await allJobs(key)).map((j) => j.id).sort()).toEqual(ids.sort());
  });
});

// ---- page sizes PowerPoint cannot make, and large images (docs/decisions.md) ----

/** One part of a zip, read through the central directory. */
function zipPart(zip: Buffer, name: string): Buffer {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
      return zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : data;
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`no ${name} in the zip`);
}

describe('POST /images/conversions: PPTX slide sizes and large images', () => {
  const EMU = 914400;

  test('pptx of a 600x400 PNG at 600 dpi: the picture keeps its 1 x 0.667 in, centred on a 1 x 1 in slide', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key, 600, 400);
    const { bytes } = await convertAndDownload(key, { image, format: 'pptx', dpi: 600 });
    const presentation = zipPart(bytes, 'ppt/presentation.xml').toString('utf8');
    expect(/<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(presentation)?.slice(1).map(Number)).toEqual([EMU, EMU]);
    const slide = zipPart(bytes, 'ppt/slides/slide1.xml').toString('utf8');
    const [x, y, cx, cy] = /<p:pic>[\s\S]*?<a:off x="(\d+)" y="(\d+)"\/>\s*<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(slide)!.slice(1).map(Number);
    expect([x, cx, cy]).toEqual([0, EMU, Math.round((400 / 600) * EMU)]);
    expect(Math.abs(y! - (EMU - cy!) / 2)).toBeLessThanOrEqual(1);
  });

  test('pptx of a picture over 56 in at that dpi: 400 INVALID_REQUEST reason PAGE_TOO_LARGE field dpi, no job; a dpi that fits converts', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await sharp({ create: { width: 20000, height: 1000, channels: 3, background: '#3366cc' } }).png().toBuffer(), 'wide.png');
    const reply = await convert(key, { image, format: 'pptx', dpi: 300 });
    expectInvalid(reply, 'PAGE_TOO_LARGE', 'dpi');
    expect(reply.body.error.message).toContain('600 or 1000');
    expect(await jobCount(key)).toBe(0);
    const { bytes } = await convertAndDownload(key, { image, format: 'pptx', dpi: 600 });
    const presentation = zipPart(bytes, 'ppt/presentation.xml').toString('utf8');
    expect(/<p:sldSz cx="(\d+)"/.exec(presentation)?.[1]).toBe(String(Math.round((20000 / 600) * EMU)));
  });

  test('pdf of an RGB PNG carries the PNG\'s compressed data as it is: nothing decoded into memory', async () => {
    const { key } = await newAccount();
    const noise = Buffer.alloc(300 * 200 * 3);
    for (let i = 0, x = 7; i < noise.length; i++) noise[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
    const source = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } }).png().toBuffer();
    const image = await uploadedImage(key, source, 'noise.png');
    const { bytes } = await convertAndDownload(key, { image, format: 'pdf', dpi: 300 });
    expect(bytes.includes(idatData(source))).toBe(true);
    const [page] = await pdfPages(bytes);
    expect([page!.width, page!.height]).toEqual([72, 48]);
  });
});

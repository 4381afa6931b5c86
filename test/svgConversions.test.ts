// SPEC "POST /images/conversions" with `format: svg`: 150 credits, PNG, JPEG or WebP sources,
// `vector_mode` editable_text (default: the text stays text) or full_vector (all paths).
import { randomUUID } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { allJobs, call, convert, finalJob, DAY_MS, newAccount, setCounter, uploadedImage, type Reply } from './support/client.ts';
import { asJpeg, labelledBars, pixels } from './support/figures.ts';

const WAIT = { Prefer: 'wait=30' };

function finished(key: string, reply: Reply): Promise<Reply['body']> {
  return finalJob(key, reply.body);
}

async function svgOf(job: Reply['body']): Promise<{ text: string; contentType: string | null }> {
  expect(job.outputs).toHaveLength(1);
  const file = await call(job.outputs[0].download_url);
  expect(file.status).toBe(200);
  return { text: file.bytes.toString('utf8'), contentType: file.headers.get('content-type') };
}

/** Mean absolute difference per RGB channel (0..255) between the source and the SVG drawn at its size. */
async function meanError(source: Buffer, svg: string): Promise<number> {
  const a = await pixels(await sharp(source).flatten({ background: '#ffffff' }).png().toBuffer());
  const drawn = new Resvg(svg, { background: '#ffffff', fitTo: { mode: 'width', value: a.width } }).render().asPng();
  const b = await pixels(drawn);
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4) sum += Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
  return sum / ((a.data.length / 4) * 3);
}

function texts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());
}

describe('POST /images/conversions, format svg', () => {
  test('editable_text (the default): 150 credits, an SVG at the source\'s size whose labels are <text>, drawn back close to the source', async () => {
    const { key } = await newAccount();
    const source = await labelledBars();
    const image = await uploadedImage(key, source, 'bars.png');
    const idempotencyKey = randomUUID();
    const job = await finished(key, await convert(key, { image, format: 'svg' }, idempotencyKey, WAIT));
    expect(job).toMatchObject({ kind: 'image_conversion', status: 'succeeded', credits: { reserved: 150, charged: 150, refunded: 0 } });
    expect(job.outputs[0].format).toBe('svg');
    expect(job.outputs[0].width).toBeUndefined();
    const { text, contentType } = await svgOf(job);
    expect(contentType).toContain('image/svg+xml');
    expect(text).toMatch(/viewBox="0 0 640 420"/);
    expect(text).not.toMatch(/<image\b/);
    expect(texts(text)).toEqual(expect.arrayContaining(['Control', 'Treatment', 'Expression']));
    expect(await meanError(source, text)).toBeLessThan(6);

    // The default spelled out is the same request: the same job, charged once.
    const replay = await convert(key, { image, format: 'svg', vector_mode: 'editable_text' }, idempotencyKey, WAIT);
    expect(replay.body.id).toBe(job.id);
    expect((await call('/credits', { key })).body.balance).toBe(1000 - 150);
  }, 600_000);

  test('full_vector from a JPEG: no <text> and no raster, every label traced into paths', async () => {
    const { key } = await newAccount();
    const source = await asJpeg(await labelledBars());
    const image = await uploadedImage(key, source, 'bars.jpg');
    const job = await finished(key, await convert(key, { image, format: 'svg', vector_mode: 'full_vector' }, randomUUID(), WAIT));
    expect(job).toMatchObject({ status: 'succeeded', credits: { charged: 150 } });
    const { text } = await svgOf(job);
    expect(text).not.toMatch(/<text\b/);
    expect(text).not.toMatch(/<image\b/);
    expect(text).toMatch(/<path\b/);
    expect(await meanError(source, text)).toBeLessThan(8);
  }, 600_000);

  test('a WebP source is accepted for svg (and only for svg)', async () => {
    const { key } = await newAccount();
    const source = await sharp(await labelledBars()).webp({ lossless: true }).toBuffer();
    const image = await uploadedImage(key, source, 'bars.webp');
    const job = await finished(key, await convert(key, { image, format: 'svg', vector_mode: 'full_vector' }, randomUUID(), WAIT));
    expect(job.status).toBe('succeeded');
    expect((await convert(key, { image, format: 'pdf' })).body.error.details.reason).toBe('UNSUPPORTED_SOURCE_FORMAT');
  }, 600_000);

  test('svg is paid, not free: the daily allowance of free conversions does not apply to it', async () => {
    const { key, accountId } = await newAccount();
    await setCounter(`conversions:${accountId}`, DAY_MS, 200);
    const image = await uploadedImage(key, await labelledBars(), 'bars.png');
    const reply = await convert(key, { image, format: 'svg', vector_mode: 'full_vector' }, randomUUID(), WAIT);
    expect([200, 202]).toContain(reply.status);
    await finished(key, reply);
  }, 600_000);

  test('dpi and width do not apply to svg; a non-image source is refused; nothing is charged', async () => {
    const { key } = await newAccount({ credits: 300 });
    const image = await uploadedImage(key, await labelledBars(), 'bars.png');
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ image, format: 'svg', dpi: 300 }, 'dpi'],
      [{ image, format: 'svg', width: 1024 }, 'width'],
      [{ image, format: 'svg', vector_mode: 'outline' }, 'vector_mode'],
      [{ image: randomUUID(), format: 'svg' }, 'image'],
    ];
    for (const [body, field] of refusals) {
      const reply = await convert(key, body);
      expect({ status: reply.status, code: reply.body.error?.code, field: reply.body.error?.details?.field }).toEqual({ status: 400, code: 'INVALID_REQUEST', field });
    }
    expect(await allJobs(key)).toEqual([]);
    expect((await call('/credits', { key })).body).toMatchObject({ balance: 300, reserved: 0 });
  });
});

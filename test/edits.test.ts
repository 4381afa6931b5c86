// SPEC "POST /images/edits": five forms, prices by quality (100 with a mask or for
// replace_text), outputs in the source's format, refusals before any job or credit.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { allJobs, call, newAccount, png, upload, uploadedImage, webp, type Reply } from './support/client.ts';
import { asJpeg, barFigure, labelledBars, pixels } from './support/figures.ts';
import { erasedLabel, inkTest, redrawnLabel } from './engines/image/support/labelInk.ts';

const WAIT = { Prefer: 'wait=30' };

function edit(key: string, body: unknown, idempotencyKey = randomUUID()): Promise<Reply> {
  return call('/images/edits', { key, json: body, idempotencyKey, headers: WAIT });
}

function detect(key: string, image: string): Promise<Reply> {
  return call('/images/text-detections', { key, json: { image }, idempotencyKey: randomUUID() });
}

function expectInvalid(reply: Reply, reason: string, field?: string): void {
  expect({ status: reply.status, code: reply.body?.error?.code, reason: reply.body?.error?.details?.reason }).toEqual({ status: 400, code: 'INVALID_REQUEST', reason });
  if (field) expect(reply.body.error.details.field).toBe(field);
}

async function download(job: Reply['body']): Promise<Buffer> {
  expect(job.outputs).toHaveLength(1);
  const file = await call(job.outputs[0].download_url);
  expect(file.status).toBe(200);
  return file.bytes;
}

/** A figure on a flat pale-grey background, as researchers often export them. */
function greyFigure(): Promise<Buffer> {
  return barFigure([{ text: 'Dose', x: 300, y: 400, size: 22 }], { background: '#e8e8e8' });
}

describe('POST /images/edits', () => {
  test('white_background: a job of kind image_edit, 50 credits, a PNG of the same size whose background is pure white', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await greyFigure(), 'grey.png');
    const reply = await edit(key, { operation: 'white_background', image });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ kind: 'image_edit', status: 'succeeded', credits: { reserved: 50, charged: 50, refunded: 0 } });
    expect(reply.body.outputs[0]).toMatchObject({ format: 'png', width: 640, height: 420 });
    const out = await pixels(await download(reply.body));
    const at = (x: number, y: number) => Array.from(out.data.subarray((y * out.width + x) * 4, (y * out.width + x) * 4 + 3));
    expect(at(5, 5)).toEqual([255, 255, 255]);
    expect(at(620, 20)).toEqual([255, 255, 255]);
    // The orange bar (x 150..260) stays orange.
    expect(at(200, 250)).toEqual([0xe6, 0x9f, 0x00]);
  });

  test('prices: 50, 75 and 100 by quality', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await greyFigure(), 'grey.png');
    for (const [quality, price] of [['standard', 50], ['advanced', 75], ['premium', 100]] as const) {
      const reply = await edit(key, { operation: 'aspect_ratio', image, aspect_ratio: '16:9', quality });
      expect(reply.body).toMatchObject({ status: 'succeeded', credits: { charged: price } });
    }
  });

  test('aspect_ratio reframes to the exact ratio without cropping, and a JPEG stays a JPEG', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await asJpeg(await greyFigure()), 'grey.jpg');
    const reply = await edit(key, { operation: 'aspect_ratio', image, aspect_ratio: '16:9' });
    expect(reply.body.status).toBe('succeeded');
    const bytes = await download(reply.body);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(reply.body.outputs[0]).toMatchObject({ format: 'jpeg', width: meta.width, height: meta.height });
    expect(meta.width! / meta.height!).toBeCloseTo(16 / 9, 2);
    expect(meta.width!).toBeGreaterThanOrEqual(640);
    expect(meta.height!).toBeGreaterThanOrEqual(420);
  });

  test('recolor maps the bars onto the palette and a WebP stays a WebP', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await sharp(await labelledBars()).webp({ lossless: true }).toBuffer(), 'bars.webp');
    const reply = await edit(key, { operation: 'recolor', image, palette: ['#1b9e77', '#7570b3'] });
    expect(reply.body.status).toBe('succeeded');
    const bytes = await download(reply.body);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    const out = await pixels(bytes);
    const at = (x: number, y: number) => Array.from(out.data.subarray((y * out.width + x) * 4, (y * out.width + x) * 4 + 3));
    const bars = [at(200, 250), at(380, 300)].map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`);
    expect(new Set(bars)).toEqual(new Set(['#1b9e77', '#7570b3']));
  });

  test('replace_text: 100 credits, and the new text is read where the old one was', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await labelledBars(), 'bars.png');
    const detection = (await detect(key, image)).body;
    const treatment = detection.texts.find((t: { text: string }) => t.text === 'Treatment');
    expect(treatment).toBeDefined();
    const reply = await edit(key, { operation: 'replace_text', image, text_detection: detection.id, replacements: [{ index: treatment.index, text: 'Placebo' }] });
    expect(reply.body).toMatchObject({ status: 'succeeded', credits: { charged: 100 } });
    const again = await uploadedImage(key, await download(reply.body), 'edited.png');
    const words = (await detect(key, again)).body.texts.map((t: { text: string }) => t.text);
    expect(words).toContain('Placebo');
    expect(words).not.toContain('Treatment');
    expect(words).toContain('Control');
  });

  test('replace_text on a figure matplotlib drew: a longer title keeps its size and centre; a legend entry with no room fails naming it, refunded', async () => {
    const { key } = await newAccount({ credits: 200 });
    const source = readFileSync(new URL('./engines/image/fixtures/matplotlib/whitegrid_lines.png', import.meta.url));
    const image = await uploadedImage(key, source, 'whitegrid_lines.png');
    const detection = (await detect(key, image)).body;
    const indexOf = (text: string) => detection.texts.find((t: { text: string }) => t.text === text).index as number;

    const tooLong = await edit(key, { operation: 'replace_text', image, text_detection: detection.id, replacements: [{ index: indexOf('Control'), text: 'Control (vehicle only)' }] });
    expect(tooLong.body).toMatchObject({ status: 'failed', error: { code: 'TASK_FAILED', details: { reason: 'TEXT_DOES_NOT_FIT' } }, credits: { reserved: 100, charged: 0, refunded: 100 } });
    // The job names the label by its index and the new text by its length, never their words (SPEC "Resources / Job").
    expect(tooLong.body.error.message).toMatch(new RegExp(`Text ${indexOf('Control')} cannot become its new text \\(22 characters\\) at its size .* needs \\d+ px after its end`));
    expect(tooLong.body.error.message).not.toMatch(/Control|vehicle/);

    const longer = await edit(key, { operation: 'replace_text', image, text_detection: detection.id, replacements: [{ index: indexOf('Cell viability'), text: 'Cell viability of HeLa cells after treatment' }] });
    expect(longer.body).toMatchObject({ status: 'succeeded', credits: { charged: 100 } });
    const before = await pixels(source);
    const after = await pixels(await download(longer.body));
    // The title's ink (matplotlib's truth: x 263..352, y 28..44) and the new one's, as a reader measures them.
    const ink = inkTest([0x26, 0x26, 0x26], [255, 255, 255]);
    const old = erasedLabel(before, after, { x0: 261, y0: 26, x1: 354, y1: 46 }, 0, ink)!;
    const now = redrawnLabel(before, after, old, 0, ink)!;
    expect(Math.abs(now.t1 - now.t0 - (old.t1 - old.t0))).toBeLessThanOrEqual(1);
    expect(Math.abs((now.s0 + now.s1) / 2 - (old.s0 + old.s1) / 2)).toBeLessThanOrEqual(1.5);
    expect(now.s1 - now.s0).toBeGreaterThan(2.5 * (old.s1 - old.s0));
    expect((await call('/credits', { key })).body.balance).toBe(100);
  });

  test('replace_text refuses, before any job: an unknown index, a duplicate index, a detection of another image or account, and a quality field', async () => {
    const { key } = await newAccount();
    const other = await newAccount();
    const image = await uploadedImage(key, await labelledBars(), 'bars.png');
    const second = await uploadedImage(key, await labelledBars(), 'copy.png');
    const detection = (await detect(key, image)).body;
    const theirs = (await detect(other.key, await uploadedImage(other.key, await labelledBars(), 'b.png'))).body;
    const n = detection.texts.length;
    expectInvalid(await edit(key, { operation: 'replace_text', image, text_detection: detection.id, replacements: [{ index: n, text: 'x' }] }), 'TEXT_INDEX_UNKNOWN', 'replacements.0.index');
    expectInvalid(
      await edit(key, { operation: 'replace_text', image, text_detection: detection.id, replacements: [{ index: 0, text: 'a' }, { index: 0, text: 'b' }] }),
      'DUPLICATE_INDEX',
      'replacements.1.index',
    );
    expectInvalid(await edit(key, { operation: 'replace_text', image: second, text_detection: detection.id, replacements: [{ index: 0, text: 'x' }] }), 'TEXT_DETECTION_OTHER_IMAGE', 'text_detection');
    expectInvalid(await edit(key, { operation: 'replace_text', image, text_detection: theirs.id, replacements: [{ index: 0, text: 'x' }] }), 'TEXT_DETECTION_NOT_FOUND', 'text_detection');
    expectInvalid(
      await edit(key, { operation: 'replace_text', image, text_detection: detection.id, replacements: [{ index: 0, text: 'Dose 漢字' }] }),
      'TEXT_CHARACTERS_UNSUPPORTED',
      'replacements.0.text',
    );
    const withQuality = await edit(key, { operation: 'replace_text', image, text_detection: detection.id, replacements: [{ index: 0, text: 'x' }], quality: 'premium' });
    expect(withQuality.status).toBe(400);
    expect((await allJobs(key)).length).toBe(0);
  });

  test('instruct (the default operation) runs the local interpreter: "flip horizontally" mirrors the image', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await greyFigure(), 'grey.png');
    const reply = await edit(key, { image, instruction: 'flip horizontally' });
    expect(reply.body).toMatchObject({ kind: 'image_edit', status: 'succeeded', credits: { charged: 50 } });
    const before = await pixels(await greyFigure());
    const after = await pixels(await download(reply.body));
    const px = (img: typeof before, x: number, y: number) => Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4));
    expect(px(after, 639 - 200, 250)).toEqual(px(before, 200, 250));
  });

  test('an instruction the interpreter cannot read fails the job with INSTRUCTION_NOT_UNDERSTOOD and refunds it', async () => {
    const { key } = await newAccount({ credits: 100 });
    const image = await uploadedImage(key, await greyFigure(), 'grey.png');
    const reply = await edit(key, { image, instruction: 'make the mouse in the picture look happier' });
    expect(reply.body).toMatchObject({ status: 'failed', error: { code: 'TASK_FAILED', details: { reason: 'INSTRUCTION_NOT_UNDERSTOOD' } }, credits: { reserved: 50, charged: 0, refunded: 50 } });
    expect((await call('/credits', { key })).body.balance).toBe(100);
  });

  test('instruct: "crop to panel B" on a lettered figure drawn by matplotlib keeps panel B; "remove the mouse" without a mask fails naming the mask and is refunded', async () => {
    const { key } = await newAccount({ credits: 100 });
    const figure = readFileSync(join(import.meta.dirname, 'engines/image/fixtures/matplotlib/panels_2x2.png'));
    const image = await uploadedImage(key, figure, 'panels.png');
    const reply = await edit(key, { image, instruction: 'crop to panel B' });
    expect(reply.body).toMatchObject({ status: 'succeeded', credits: { charged: 50 } });
    const out = await pixels(await download(reply.body));
    // Panel B is the top-right quadrant: its letter's box in the fixture's json starts at x 405, y 18,
    // and panel A's and C's labels (x < 400, or y > 300) are not in it: the crop is narrower and shorter than them.
    expect(out.width).toBeLessThan(400);
    expect(out.height).toBeLessThan(300);
    const source = await pixels(figure);
    const row = (img: typeof out, x: number, y: number, n: number) => Buffer.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x + n) * 4));
    // Pixel for pixel a part of the source's right half.
    let found = false;
    for (let y = 0; y + out.height <= source.height && !found; y++) {
      for (let x = source.width / 2; x + out.width <= source.width && !found; x++) found = row(source, x, y + 20, out.width).equals(row(out, 0, 20, out.width)) && row(source, x, y + 150, out.width).equals(row(out, 0, 150, out.width));
    }
    expect(found).toBe(true);
    const refused = await edit(key, { image, instruction: 'remove the mouse' });
    expect(refused.body).toMatchObject({ status: 'failed', error: { code: 'TASK_FAILED', details: { reason: 'MASK_REQUIRED' } }, credits: { reserved: 50, charged: 0, refunded: 50 } });
    expect(refused.body.error.message).toMatch(/mask/);
    expect((await call('/credits', { key })).body.balance).toBe(50);
  });

  test('a mask costs 100 and confines the edit; a mask of another size is refused at creation', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await greyFigure(), 'grey.png');
    // White over the left half only: "grayscale" may change only there.
    const maskPng = await sharp({ create: { width: 640, height: 420, channels: 3, background: '#000000' } })
      .composite([{ input: await png(320, 420, '#ffffff'), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const mask = (await upload(key, maskPng, { purpose: 'mask', name: 'mask.png' })).body.file_id;
    const reply = await edit(key, { image, instruction: 'convert to grayscale', mask });
    expect(reply.body).toMatchObject({ status: 'succeeded', credits: { charged: 100 } });
    const out = await pixels(await download(reply.body));
    const at = (x: number, y: number) => Array.from(out.data.subarray((y * out.width + x) * 4, (y * out.width + x) * 4 + 3));
    const left = at(200, 250);
    expect(left[0]).toBe(left[1]);
    expect(left[1]).toBe(left[2]);
    expect(at(380, 300)).toEqual([0x56, 0xb4, 0xe9]);

    const small = (await upload(key, await png(100, 100, '#ffffff'), { purpose: 'mask', name: 'small.png' })).body.file_id;
    expectInvalid(await edit(key, { image, instruction: 'convert to grayscale', mask: small }), 'MASK_SIZE_MISMATCH', 'mask');
    const notMask = await uploadedImage(key, await png(640, 420), 'img.png');
    expectInvalid(await edit(key, { image, instruction: 'convert to grayscale', mask: notMask }), 'FILE_NOT_FOUND', 'mask');
  });

  test('the forms are strict: fields of another operation, a missing field and an unknown operation are 400', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await webp(), 'w.webp');
    for (const body of [
      { operation: 'white_background', image, instruction: 'x' },
      { operation: 'aspect_ratio', image },
      { operation: 'aspect_ratio', image, aspect_ratio: '7:5' },
      { operation: 'recolor', image, palette: [] },
      { operation: 'recolor', image, palette: Array(9).fill('#000000') },
      { operation: 'recolor', image, palette: ['red'] },
      { operation: 'sharpen', image },
      { image, instruction: '' },
      { image, instruction: 'x'.repeat(2001) },
      { image, instruction: 'crop', mask: image, quality: 'ultra' },
    ]) {
      const reply = await edit(key, body);
      expect({ body, status: reply.status, code: reply.body.error?.code }).toEqual({ body, status: 400, code: 'INVALID_REQUEST' });
    }
    expect((await allJobs(key)).length).toBe(0);
  });

  test('the same key and body replay the job without a second charge', async () => {
    const { key } = await newAccount({ credits: 200 });
    const image = await uploadedImage(key, await greyFigure(), 'grey.png');
    const idem = randomUUID();
    const first = await edit(key, { operation: 'white_background', image }, idem);
    const second = await edit(key, { operation: 'white_background', image }, idem);
    expect(second.body.id).toBe(first.body.id);
    expect((await call('/credits', { key })).body.balance).toBe(150);
    const conflict = await edit(key, { operation: 'white_background', image, quality: 'premium' }, idem);
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

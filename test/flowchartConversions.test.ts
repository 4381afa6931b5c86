// SPEC "POST /images/conversions" with a flowchart's SVG output as the source: drawn on the
// server at `width` pixels on the long edge with the two shipped fonts; free within the daily
// allowance; other SVGs, svg-to-svg and text the fonts cannot draw refused before any job.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { call, convert, finishedJob, newAccount, upload, uploadedPng } from './support/client.ts';

const WAIT = { Prefer: 'wait=30' };
const STEPS = '1. Screen participants\n2. Obtain consent\n3. Randomise to treatment or placebo\n4. Follow up at 12 weeks';

/** A succeeded flowchart job's SVG output file_id. */
async function flowchartSvg(key: string, prompt = STEPS): Promise<string> {
  const job = await finishedJob(key, await call('/flowcharts/generations', { key, json: { prompt }, idempotencyKey: randomUUID(), headers: WAIT }));
  expect(job.status).toBe('succeeded');
  return job.outputs[0].file_id as string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function output(job: any): Promise<Buffer> {
  expect(job.status).toBe('succeeded');
  return (await call(job.outputs[0].download_url)).bytes;
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'flowchart-conversions-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('POST /images/conversions from a flowchart SVG', () => {
  test('png: the long edge is width exactly, the dpi is metadata; free, counted in the daily allowance; same request with defaults is one job', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const image = await flowchartSvg(key);
    const job = await finishedJob(key, await convert(key, { image, format: 'png', width: 1500, dpi: 600 }, randomUUID(), WAIT));
    expect(job).toMatchObject({ kind: 'image_conversion', status: 'succeeded', credits: { reserved: 0, charged: 0 } });
    const png = await output(job);
    const meta = await sharp(png).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1500);
    expect([job.outputs[0].width, job.outputs[0].height]).toEqual([meta.width, meta.height]);
    expect(meta.density).toBe(600);

    const idem = randomUUID();
    const byDefault = await finishedJob(key, await convert(key, { image, format: 'png' }, idem, WAIT));
    const size = await sharp(await output(byDefault)).metadata();
    expect(Math.max(size.width!, size.height!)).toBe(2048);
    expect(size.density).toBe(300);
    const spelled = await convert(key, { image, format: 'png', width: 2048, dpi: 300 }, idem, WAIT);
    expect(spelled.body.id).toBe(byDefault.id);
    expect((await call('/credits', { key })).body.balance).toBe(900);
  });

  test('pdf keeps the labels as text (pdftotext) on a page of width/dpi inches, and poppler draws it', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const image = await flowchartSvg(key);
    const job = await finishedJob(key, await convert(key, { image, format: 'pdf', width: 1200, dpi: 300 }, randomUUID(), WAIT));
    const pdf = await output(job);
    const file = join(dir, `${job.id}.pdf`);
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    for (const word of ['Screen participants', 'Obtain consent', 'Randomise', 'Placebo', 'Follow up']) expect(text).toContain(word);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(execFileSync('pdfinfo', [file]).toString());
    expect(Math.max(Number(size?.[1]), Number(size?.[2]))).toBeCloseTo(288, 0); // 1200 px at 300 dpi = 4 in
    execFileSync('pdftoppm', ['-r', '72', '-png', '-singlefile', file, join(dir, job.id)]);
    const { data } = await sharp(join(dir, `${job.id}.png`)).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(data.some((v) => v < 100)).toBe(true);
  });

  test('tiff carries the dpi; pptx holds the rendered picture', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const image = await flowchartSvg(key);
    const tiff = await sharp(await output(await finishedJob(key, await convert(key, { image, format: 'tiff', width: 800, dpi: 1000 }, randomUUID(), WAIT)))).metadata();
    expect(tiff).toMatchObject({ format: 'tiff', density: 1000 });
    expect(Math.max(tiff.width!, tiff.height!)).toBe(800);
    const pptx = await output(await finishedJob(key, await convert(key, { image, format: 'pptx', width: 1024 }, randomUUID(), WAIT)));
    const files = unzipSync(new Uint8Array(pptx));
    const media = Object.keys(files).filter((name) => name.startsWith('ppt/media/') && !name.endsWith('/'));
    expect(media).toHaveLength(1);
    const picture = await sharp(Buffer.from(files[media[0]!]!)).metadata();
    expect(Math.max(picture.width!, picture.height!)).toBe(1024);
  });

  test('text the shipped fonts cannot draw never reaches an SVG: the flowchart fails TEXT_CHARACTERS_UNSUPPORTED naming the characters by code point, refunded', async () => {
    // So every flowchart SVG converts; conversions still check each character (engine tests).
    const { key } = await newAccount({ credits: 1000 });
    const job = await finishedJob(key, await call('/flowcharts/generations', { key, json: { prompt: '1. Collect samples 样本\n2. Analyse ✓' }, idempotencyKey: randomUUID(), headers: WAIT }));
    expect(job).toMatchObject({ status: 'failed', outputs: [], error: { code: 'TASK_FAILED', details: { reason: 'TEXT_CHARACTERS_UNSUPPORTED' } }, credits: { charged: 0, refunded: 100 } });
    // By code point: the job keeps none of the prompt's text (SPEC "Resources / Job").
    expect(job.error.message).toContain('U+6837');
    expect(job.error.message).toContain('U+2713');
    expect(job.error.message).not.toMatch(/样|✓/);
  });

  test('other SVGs are refused (an uploaded SVG attachment), svg-to-svg is refused, width on a PNG is refused; no job', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const image = await flowchartSvg(key);
    const attachment = (await upload(key, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text x="1" y="5">Step</text></svg>'), { purpose: 'flowchart_attachment', name: 'a.svg' })).body.file_id as string;
    const notFlowchart = await convert(key, { image: attachment, format: 'png' });
    expect(notFlowchart.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'SOURCE_NOT_FLOWCHART_SVG', field: 'image' } });
    const toSvg = await convert(key, { image, format: 'svg' });
    expect(toSvg.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'SOURCE_ALREADY_SVG', field: 'format' } });
    const tooWide = await convert(key, { image, format: 'png', width: 4097 });
    expect(tooWide.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'width' } });
    expect((await call('/jobs', { key })).body.data).toHaveLength(1);
  });

  test("a traced image's SVG output is not a flowchart's: SOURCE_NOT_FLOWCHART_SVG, no job", async () => {
    const { key } = await newAccount({ credits: 1000 });
    const traced = await finishedJob(key, await convert(key, { image: await uploadedPng(key, 64, 48), format: 'svg', vector_mode: 'full_vector' }, randomUUID(), WAIT));
    expect(traced).toMatchObject({ status: 'succeeded', outputs: [{ format: 'svg' }] });
    const reply = await convert(key, { image: traced.outputs[0].file_id, format: 'pdf' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'SOURCE_NOT_FLOWCHART_SVG', field: 'image' } });
    expect((await call('/jobs', { key })).body.data).toHaveLength(1);
  });
});

// SPEC "POST /flowcharts/generations" and "/edits", through real HTTP: the job, its one SVG
// output as a client downloads it, the edit-chain rules, refunds of what the engine cannot draw.
import { randomUUID } from 'node:crypto';
import { call, dbTime, newAccount, finishedJob, sql, upload, uploadedPng, type Reply } from './support/client.ts';

const WAIT = { Prefer: 'wait=30' };
const PROTOCOL = '1. Collect blood samples\n2. Extract DNA\n3. Sequence the libraries\n4. Analyse the reads';

function generate(key: string, body: Record<string, unknown>, idempotencyKey = randomUUID()): Promise<Reply> {
  return call('/flowcharts/generations', { key, json: body, idempotencyKey, headers: WAIT });
}

function edit(key: string, job: string, instruction: string, idempotencyKey = randomUUID()): Promise<Reply> {
  return call('/flowcharts/edits', { key, json: { job, instruction }, idempotencyKey, headers: WAIT });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function svgOf(job: any): Promise<string> {
  const file = await call(job.outputs[0].download_url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toContain('image/svg+xml');
  return file.bytes.toString('utf8');
}

/** The words the SVG draws as <text>, lines of one label joined by spaces. */
function drawnText(svg: string): string {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)]
    .map((m) => m[1]!.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'))
    .join(' ')
    .replace(/\s+/g, ' ');
}

function viewBoxRatio(svg: string): number {
  const box = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number);
  if (!box || box.length !== 4) throw new Error('the SVG has no viewBox');
  return box[2]! / box[3]!;
}

async function balance(key: string): Promise<number> {
  return (await call('/credits', { key })).body.balance as number;
}

describe('POST /flowcharts/generations', () => {
  test('a flowchart job gives one SVG output with editor_url and no pixel size, for 100 credits; its labels are <text>', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const job = await finishedJob(key, await generate(key, { prompt: PROTOCOL }));
    expect(job).toMatchObject({ kind: 'flowchart', status: 'succeeded', credits: { reserved: 100, charged: 100, refunded: 0 }, error: null });
    expect(job.outputs).toHaveLength(1);
    const [output] = job.outputs;
    expect(output).toMatchObject({ format: 'svg', editor_url: `https://figures.example.com/workspace/flowcharts/${job.id}` });
    expect(output.width).toBeUndefined();
    expect(output.height).toBeUndefined();
    const svg = await svgOf(job);
    expect(svg).toMatch(/<svg\b[^>]*viewBox=/);
    expect(svg).not.toMatch(/<script|xlink:href="http|href="http/i);
    const text = drawnText(svg);
    for (const label of ['Collect blood samples', 'Extract DNA', 'Sequence the libraries', 'Analyse the reads']) expect(text).toContain(label);
    expect(await balance(key)).toBe(900);
  });

  test('the same key and body (defaults spelled out or not) is one job, charged once; another body under the key is a conflict', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const idem = randomUUID();
    const first = await finishedJob(key, await generate(key, { prompt: PROTOCOL }, idem));
    const replay = await generate(key, { prompt: PROTOCOL, aspect_ratio: 'auto', attachment_file_ids: [] }, idem);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ id: first.id, status: 'succeeded', credits: { charged: 100 } });
    const other = await generate(key, { prompt: PROTOCOL, aspect_ratio: '1:1' }, idem);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balance(key)).toBe(900);
  });

  test('invalid bodies are 400 INVALID_REQUEST with the field, and create no job', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ prompt: '' }, 'prompt'],
      [{ prompt: 'x'.repeat(8001) }, 'prompt'],
      [{}, 'prompt'],
      [{ prompt: PROTOCOL, aspect_ratio: '7:5' }, 'aspect_ratio'],
      [{ prompt: PROTOCOL, attachment_file_ids: ['not-a-uuid'] }, 'attachment_file_ids.0'],
      [{ prompt: PROTOCOL, attachment_file_ids: Array.from({ length: 9 }, () => randomUUID()) }, 'attachment_file_ids'],
      [{ prompt: PROTOCOL, style: 'fancy' }, 'style'],
    ];
    for (const [body, field] of cases) {
      const reply = await generate(key, body);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'VALIDATION_FAILED', field } });
      expect(reply.body.error.request_id).toBe(reply.headers.get('x-request-id'));
    }
    expect((await call('/jobs', { key })).body.data).toEqual([]);
  });

  test('attachments must be the caller\'s usable flowchart_attachment uploads, each once: refused before any job', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const other = await newAccount();
    const md = Buffer.from('# Steps\n\n1. Weigh the sample\n2. Dissolve in buffer\n');
    const mine = (await upload(key, md, { purpose: 'flowchart_attachment', name: 'steps.md' })).body.file_id as string;
    const theirs = (await upload(other.key, md, { purpose: 'flowchart_attachment', name: 'steps.md' })).body.file_id as string;
    const image = await uploadedPng(key);
    const expired = (await upload(key, md, { purpose: 'flowchart_attachment', name: 'old.md' })).body.file_id as string;
    await sql('update files set expires_at = ? where id = ?', [dbTime(new Date(Date.now() - 1000)), expired]);
    const cases: Array<[string[], string, string]> = [
      [[theirs], 'FILE_NOT_FOUND', 'attachment_file_ids.0'],
      [[mine, image], 'FILE_NOT_FOUND', 'attachment_file_ids.1'],
      [[randomUUID()], 'FILE_NOT_FOUND', 'attachment_file_ids.0'],
      [[mine, expired], 'FILE_EXPIRED', 'attachment_file_ids.1'],
      [[mine, mine], 'DUPLICATE_FILE', 'attachment_file_ids.1'],
    ];
    for (const [ids, reason, field] of cases) {
      const reply = await generate(key, { prompt: PROTOCOL, attachment_file_ids: ids });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason, field } });
    }
    expect((await call('/jobs', { key })).body.data).toEqual([]);
    expect(await balance(key)).toBe(1000);
  });

  test("an attachment's numbered steps are drawn after the prompt's", async () => {
    const { key } = await newAccount({ credits: 1000 });
    const md = Buffer.from('# Staining protocol\n\n1. Fix cells in paraformaldehyde\n2. Permeabilise with Triton\n3. Block with serum\n4. Incubate with antibody\n');
    const file = (await upload(key, md, { purpose: 'flowchart_attachment', name: 'staining.md' })).body.file_id as string;
    const job = await finishedJob(key, await generate(key, { prompt: 'Seed cells on coverslips, then culture overnight', attachment_file_ids: [file] }));
    expect(job.status).toBe('succeeded');
    const text = drawnText(await svgOf(job));
    for (const label of ['Seed cells on coverslips', 'Fix cells in paraformaldehyde', 'Permeabilise with Triton', 'Block with serum', 'Incubate with antibody']) {
      expect(text).toContain(label);
    }
  });

  test('a prompt with no steps fails the job TASK_FAILED, reason FLOWCHART_NO_GRAPH, refunded', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const job = await finishedJob(key, await generate(key, { prompt: 'Please draw a flowchart.' }));
    expect(job).toMatchObject({ status: 'failed', outputs: [], error: { code: 'TASK_FAILED', details: { reason: 'FLOWCHART_NO_GRAPH' } }, credits: { reserved: 100, charged: 0, refunded: 100 } });
    expect(job.error.message).toMatch(/steps/);
    expect(await balance(key)).toBe(1000);
  });
});

describe('POST /flowcharts/edits', () => {
  test('an edit renames a step, keeps the aspect ratio, and is charged 100; an instruction not understood fails refunded', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const v1 = await finishedJob(key, await generate(key, { prompt: PROTOCOL, aspect_ratio: '16:9' }));
    expect(v1.status).toBe('succeeded');
    const svg1 = await svgOf(v1);
    const v2 = await finishedJob(key, await edit(key, v1.id, 'rename Extract DNA to Extract genomic DNA'));
    expect(v2).toMatchObject({ kind: 'flowchart', status: 'succeeded', credits: { charged: 100 } });
    expect(v2.outputs[0].editor_url).toBe(`https://figures.example.com/workspace/flowcharts/${v2.id}`);
    const svg2 = await svgOf(v2);
    expect(drawnText(svg2)).toContain('Extract genomic DNA');
    expect(drawnText(svg1)).not.toContain('genomic');
    // The ratio of the generation, kept by the edit.
    expect(viewBoxRatio(svg1)).toBeCloseTo(16 / 9, 1);
    expect(viewBoxRatio(svg2)).toBeCloseTo(16 / 9, 1);

    const bad = await finishedJob(key, await edit(key, v2.id, 'make it sparkle'));
    expect(bad).toMatchObject({ status: 'failed', error: { code: 'TASK_FAILED', details: { reason: 'INSTRUCTION_NOT_UNDERSTOOD' } }, credits: { charged: 0, refunded: 100 } });
    // The failed edit neither blocks the version it started from nor can be edited itself.
    const onFailed = await edit(key, bad.id, 'rename Analyse the reads to Call variants');
    expect(onFailed.status).toBe(400);
    expect(onFailed.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'JOB_NOT_SUCCEEDED', field: 'job' } });
    const v3 = await finishedJob(key, await edit(key, v2.id, 'rename Analyse the reads to Call variants'));
    expect(v3.status).toBe('succeeded');
    expect(drawnText(await svgOf(v3))).toContain('Call variants');
    expect(await balance(key)).toBe(1000 - 300);
  });

  test('edit-chain rules: PARENT_JOB_RUNNING with Retry-After, EDIT_IN_PROGRESS, NOT_LATEST_REVISION, JOB_NOT_FOUND', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const v1 = await finishedJob(key, await generate(key, { prompt: PROTOCOL }));

    await sql("update jobs set status = 'processing' where id = ?", [v1.id]);
    const running = await edit(key, v1.id, 'rename Extract DNA to Extract RNA');
    expect(running.status).toBe(409);
    expect(running.body.error).toMatchObject({ code: 'REVISION_CONFLICT', details: { reason: 'PARENT_JOB_RUNNING' } });
    expect(Number(running.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await sql("update jobs set status = 'succeeded' where id = ?", [v1.id]);

    const v2 = await finishedJob(key, await edit(key, v1.id, 'rename Extract DNA to Extract RNA'));
    expect(v2.status).toBe('succeeded');
    await sql("update jobs set status = 'processing' where id = ?", [v2.id]);
    const busy = await edit(key, v1.id, 'rename Analyse the reads to Count reads');
    expect(busy.status).toBe(409);
    expect(busy.body.error).toMatchObject({ code: 'REVISION_CONFLICT', details: { reason: 'EDIT_IN_PROGRESS' } });
    await sql("update jobs set status = 'succeeded' where id = ?", [v2.id]);

    const stale = await edit(key, v1.id, 'rename Analyse the reads to Count reads');
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'REVISION_CONFLICT', details: { reason: 'NOT_LATEST_REVISION' } });

    for (const job of [randomUUID(), (await newAccountFlowchart()).id]) {
      const reply = await edit(key, job, 'rename Extract DNA to Extract RNA');
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'JOB_NOT_FOUND', field: 'job' } });
      expect(reply.body.error.message).toContain('flowchart');
    }
    expect(await balance(key)).toBe(800);
  });

  test('a chart job is not a flowchart (and a flowchart not a chart): JOB_NOT_FOUND both ways, no job', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const form = new FormData();
    form.set('request', 'weight against height, scatter');
    form.set('data', new Blob(['height,weight\n150,50\n160,58\n170,66\n180,74\n']), 'data.csv');
    const chart = await finishedJob(key, await call('/charts/generations', { key, body: form, idempotencyKey: randomUUID(), headers: WAIT }));
    expect(chart.status).toBe('succeeded');
    const flowchart = await finishedJob(key, await generate(key, { prompt: PROTOCOL }));
    const asFlowchart = await edit(key, chart.id, 'rename Extract DNA to Extract RNA');
    expect(asFlowchart.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'JOB_NOT_FOUND', field: 'job' } });
    const asChart = await call('/charts/edits', { key, json: { job: flowchart.id, instruction: 'title "x"' }, idempotencyKey: randomUUID(), headers: WAIT });
    expect(asChart.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'JOB_NOT_FOUND', field: 'job' } });
    expect((await call('/jobs', { key })).body.data).toHaveLength(2);
  });

  test('edit bodies are validated: job a uuid, instruction 1 to 8,000 characters', async () => {
    const { key } = await newAccount();
    for (const [body, field] of [
      [{ job: 'x', instruction: 'rename A to B' }, 'job'],
      [{ job: randomUUID(), instruction: '' }, 'instruction'],
      [{ job: randomUUID(), instruction: 'y'.repeat(8001) }, 'instruction'],
      [{ job: randomUUID() }, 'instruction'],
    ] as const) {
      const reply = await call('/flowcharts/edits', { key, json: body, idempotencyKey: randomUUID() });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'VALIDATION_FAILED', field } });
    }
  });
});

/** A succeeded flowchart of another account. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function newAccountFlowchart(): Promise<any> {
  const { key } = await newAccount({ credits: 1000 });
  return finishedJob(key, await generate(key, { prompt: PROTOCOL }));
}

// SPEC "Resources / Job": a Job never contains the prompt or the inputs. A failed job's
// error.message says what kind of thing was not understood (a clause, a side of the request, a
// step, a count of words), never the words: in the create answer, in GET /jobs/{id} and in
// GET /jobs. Each engine family is asked something it refuses, in words no message of the
// service would use of its own, and every answer is searched for each of them.
import { randomUUID } from 'node:crypto';
import { call, convert, generate, newAccount, truncatedPng, uploadedImage, uploadedPng, type Reply } from './support/client.ts';

const WAIT = { Prefer: 'wait=30' };

/** The words of the request found anywhere in the job's three answers (none, when the job keeps none). */
async function wordsShown(key: string, created: Reply, words: string[]): Promise<string[]> {
  expect(created.body.status).toBe('failed');
  const read = await call(`/jobs/${created.body.id}`, { key });
  const listed = await call('/jobs', { key });
  const answers = [created.body, read.body, listed.body].map((b) => JSON.stringify(b).toLowerCase());
  return words.filter((w) => answers.some((a) => a.includes(w.toLowerCase())));
}

describe('A failed job keeps none of the words of its request or its inputs', () => {
  test.concurrent('image edit (instruct): an instruction not understood names its clauses by position, not its words', async () => {
    const { key } = await newAccount({ credits: 100 });
    const image = await uploadedPng(key, 320, 240);
    const created = await call('/images/edits', {
      key,
      json: { image, instruction: 'flip horizontally, then make it sparkle with glittery unicorn dust' },
      idempotencyKey: randomUUID(),
      headers: WAIT,
    });
    expect(created.body.error).toMatchObject({ code: 'TASK_FAILED', details: { reason: 'INSTRUCTION_NOT_UNDERSTOOD' } });
    expect(created.body.error.message).toMatch(/the 2nd of its 2 clauses/);
    expect(await wordsShown(key, created, ['sparkle', 'glittery', 'unicorn', 'dust'])).toEqual([]);
  });

  test.concurrent('chart: an edit not understood and a log scale over zeros say so without the words, nor the data file’s column names', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const csv = ['zorblen,quixotic,grp', ...Array.from({ length: 20 }, (_, i) => `${i},${(i * 1.7).toFixed(1)},${i % 2 ? 'alpha' : 'beta'}`)].join('\n');
    const chart = (request: string) => {
      const form = new FormData();
      form.set('request', request);
      form.set('data', new Blob([csv]), 'measurements.csv');
      return call('/charts/generations', { key, body: form, idempotencyKey: randomUUID(), headers: WAIT });
    };
    const logScale = await chart('quixotic by grp, box plot, log scale');
    expect(logScale.body.error).toMatchObject({ code: 'TASK_FAILED', details: { reason: 'LOG_SCALE_NONPOSITIVE' } });
    expect(await wordsShown(key, logScale, ['zorblen', 'quixotic', 'alpha', 'beta'])).toEqual([]);

    const drawn = await chart('quixotic against zorblen');
    expect(drawn.body.status).toBe('succeeded');
    const edited = await call('/charts/edits', { key, json: { job: drawn.body.id, instruction: 'make the flamingo narwhal sparkle' }, idempotencyKey: randomUUID(), headers: WAIT });
    expect(edited.body.error).toMatchObject({ code: 'TASK_FAILED', details: { reason: 'INSTRUCTION_NOT_UNDERSTOOD' } });
    expect(edited.body.error.message).toMatch(/could not be applied: the whole instruction/);
    expect(await wordsShown(key, edited, ['flamingo', 'narwhal', 'sparkle', 'zorblen', 'quixotic'])).toEqual([]);
  });

  test.concurrent('flowchart: a step cut where it should not be is named by its place, and an edit not understood by its kind', async () => {
    const { key } = await newAccount({ credits: 300 });
    const created = await call('/flowcharts/generations', {
      key,
      json: { prompt: 'Steps: collect the quokka samples and the wombat (if needed, then measure; report.' },
      idempotencyKey: randomUUID(),
      headers: WAIT,
    });
    expect(created.body.error).toMatchObject({ code: 'TASK_FAILED', details: { reason: 'FLOWCHART_TEXT_UNPLACED' } });
    expect(created.body.error.message).toMatch(/^The 1st step opens a bracket/);
    expect(await wordsShown(key, created, ['quokka', 'wombat'])).toEqual([]);

    const drawn = await call('/flowcharts/generations', { key, json: { prompt: 'Thaw the pangolin serum -> Centrifuge -> Report' }, idempotencyKey: randomUUID(), headers: WAIT });
    expect(drawn.body.status).toBe('succeeded');
    const edited = await call('/flowcharts/edits', { key, json: { job: drawn.body.id, instruction: 'zigzag the pangolin box with marmalade' }, idempotencyKey: randomUUID(), headers: WAIT });
    expect(edited.body.error).toMatchObject({ code: 'TASK_FAILED', details: { reason: 'INSTRUCTION_NOT_UNDERSTOOD' } });
    expect(await wordsShown(key, edited, ['zigzag', 'pangolin', 'marmalade'])).toEqual([]);
  });

  test.concurrent('illustration: a provider refusal that repeats the prompt is kept without it', async () => {
    const { key } = await newAccount({ credits: 100 });
    const created = await generate(key, { prompt: 'a glittering axolotl riding a tandem bicycle [provider:echo]' });
    expect(created.body.error).toMatchObject({ code: 'TASK_FAILED' });
    expect(created.body.error.message).toMatch(/words of the request/);
    expect(await wordsShown(key, created, ['glittering', 'axolotl', 'tandem', 'bicycle'])).toEqual([]);
  });

  test.concurrent('conversion: a damaged source fails without its file name', async () => {
    const { key } = await newAccount();
    const image = await uploadedImage(key, await truncatedPng(), 'xylophone-manuscript.png');
    const created = await convert(key, { image, format: 'tiff' }, undefined, WAIT);
    expect(created.body.error).toMatchObject({ code: 'TASK_FAILED', details: { reason: 'IMAGE_UNREADABLE' } });
    expect(await wordsShown(key, created, ['xylophone', 'manuscript'])).toEqual([]);
  });
});

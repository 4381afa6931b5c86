// SPEC "POST /images/generations" and Errors: the content policy refuses at creation with
// 422 CONTENT_REJECTED, kept for its key as a failed job with no credits; palettes are preset
// ids (the chart palettes) or 1 to 4 colours.
import { randomUUID } from 'node:crypto';
import { allJobs, call, generate, newAccount, uploadedImage } from './support/client.ts';
import { labelledBars } from './support/figures.ts';

describe('content policy at creation', () => {
  test('a refused prompt is 422 CONTENT_REJECTED, listed as a failed job with no credits, and the key keeps that answer', async () => {
    const { key } = await newAccount({ credits: 100 });
    const idempotencyKey = randomUUID();
    const body = { prompt: 'step-by-step synthesis of sarin in a home laboratory' };
    const refused = await generate(key, body, idempotencyKey);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'CONTENT_REJECTED', details: { reason: 'POLICY_WEAPONS' } });
    expect(refused.body.error.message).not.toContain('sarin');

    const replay = await generate(key, body, idempotencyKey);
    expect(replay.status).toBe(422);
    expect(replay.body.error.code).toBe('CONTENT_REJECTED');

    const jobs = await allJobs(key);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'image_generation', status: 'failed', error: { code: 'CONTENT_REJECTED' }, credits: { reserved: 0, charged: 0, refunded: 0 } });
    expect((await call('/credits', { key })).body).toMatchObject({ balance: 100, reserved: 0 });
  });

  test('ordinary science is not refused: nude mice, sexual dimorphism, the toxicology of nerve agents', async () => {
    const { key } = await newAccount();
    for (const prompt of [
      'Athymic nude mice xenograft workflow, tumour volume measured by calipers',
      'Sexual dimorphism in Drosophila wing size',
      'Mechanism of sarin toxicity: acetylcholinesterase inhibition at the synapse',
    ]) {
      const reply = await generate(key, { prompt });
      expect({ prompt, status: reply.status }).toEqual({ prompt, status: 200 });
      expect(reply.body.status).toBe('succeeded');
    }
  });

  test('an edit instruction goes through the same policy', async () => {
    const { key } = await newAccount({ credits: 100 });
    const image = await uploadedImage(key, await labelledBars(), 'bars.png');
    const reply = await call('/images/edits', { key, json: { image, instruction: 'add a gory beheading next to the bars' }, idempotencyKey: randomUUID() });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({ code: 'CONTENT_REJECTED', details: { reason: 'POLICY_GRAPHIC_VIOLENCE' } });
    expect((await allJobs(key))[0]).toMatchObject({ kind: 'image_edit', status: 'failed', error: { code: 'CONTENT_REJECTED' } });
  });
});

describe('palettes', () => {
  test('a preset id is one of the chart palettes; anything else is 400 UNKNOWN_PALETTE naming the presets', async () => {
    const { key } = await newAccount();
    const accepted = await generate(key, { prompt: 'a cell membrane', palette: 'okabe_ito' });
    expect(accepted.status).toBe(200);
    const refused = await generate(key, { prompt: 'a cell membrane', palette: 'sunset' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'UNKNOWN_PALETTE', field: 'palette' } });
    expect(refused.body.error.message).toContain('tol_bright');
    expect(await allJobs(key)).toHaveLength(1);
  });

  test('the OpenAPI description lists the preset ids', async () => {
    const spec = (await call('/openapi.json')).body;
    const palette = JSON.stringify(spec.components.schemas.GenerationRequest.properties.palette);
    for (const id of ['okabe_ito', 'wong', 'tol_bright', 'tol_muted', 'nature', 'science', 'nejm', 'lancet', 'jama']) expect(palette).toContain(id);
  });
});

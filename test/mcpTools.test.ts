// Every MCP tool doing its work through the real API (SPEC "MCP tools"): results with the
// job, inline images, download and editor links, structuredContent; idempotency by key.
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { allJobs, call, newAccount, newKey, png, uploadedImage, uploadedPng } from './support/client.ts';
import { labelledBars } from './support/figures.ts';
import { callTool, finishedTool, mcpClient, structured, textOf, toolError } from './support/mcpClient.ts';
import * as oidc from 'openid-client';
import { authorize, Browser, MCP_RESOURCE, registerClient, signedInUser } from './support/oauthFlow.ts';

function images(result: CallToolResult) {
  return result.content.filter((c) => c.type === 'image') as Array<{ data: string; mimeType: string }>;
}

function links(result: CallToolResult) {
  return result.content.filter((c) => c.type === 'resource_link') as Array<{ uri: string; name: string; mimeType?: string }>;
}

const CSV = 'group,value\nControl,4.2\nTreatment,6.8\nPlacebo,3.9\n';

describe('MCP tools: creations', () => {
  test.concurrent('convert_figure by file_id: the finished job, the PNG inline, the download link', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const image = await uploadedPng(key, 120, 80);
    const result = await finishedTool(client, await callTool(client, 'convert_figure', { image, format: 'png', dpi: 600 }));
    expect(result.isError).toBeFalsy();
    const job = structured(result).job;
    expect(job).toMatchObject({ kind: 'image_conversion', status: 'succeeded' });
    expect(structured(result).idempotency_key ?? '').toBeDefined();
    const [inline] = images(result);
    expect(inline?.mimeType).toBe('image/png');
    expect((await sharp(Buffer.from(inline!.data, 'base64')).metadata()).width).toBe(120);
    expect(links(result).map((l) => l.uri)).toEqual([job.outputs[0].download_url]);
    // The link works without credentials, as the API's.
    expect((await fetch(links(result)[0]!.uri)).status).toBe(200);
    await client.close();
  });

  test.concurrent('an output over 1 MB is shown as a PNG preview of at most 1024 px and 1 MB, for an assistant signed in by OAuth too', async () => {
    const browser = new Browser();
    await signedInUser(browser);
    const config = await registerClient();
    const flow = await authorize(browser, config, { scope: 'images:convert files:write jobs:read' });
    const token = await oidc.authorizationCodeGrant(config, flow.callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state }, { resource: MCP_RESOURCE });
    // Noise does not compress: a 900x700 PNG of it is about 1.9 MB, and so is its conversion.
    const [width, height] = [900, 700];
    const source = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer();
    expect(source.length).toBeGreaterThan(1024 * 1024);
    const client = await mcpClient(token.access_token);
    const result = await finishedTool(client, await callTool(client, 'convert_figure', { image: `data:image/png;base64,${source.toString('base64')}`, format: 'png' }));
    expect(structured(result).job.status).toBe('succeeded');
    const [inline] = images(result);
    expect(inline?.mimeType).toBe('image/png');
    const preview = Buffer.from(inline!.data, 'base64');
    expect(preview.length).toBeLessThanOrEqual(1024 * 1024);
    const meta = await sharp(preview).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1024);
    expect(meta.width! / meta.height!).toBeCloseTo(width / height, 1);
    expect(textOf(result)).toMatch(/preview/);
    await client.close();
  });

  test.concurrent('convert_figure from a data URL: uploaded through POST /files, then converted', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const dataUrl = `data:image/png;base64,${(await png(90, 60)).toString('base64')}`;
    const result = await finishedTool(client, await callTool(client, 'convert_figure', { image: dataUrl, format: 'pdf' }));
    expect(structured(result).job.status).toBe('succeeded');
    expect(structured(result).job.outputs[0].format).toBe('pdf');
    expect(links(result)[0]?.mimeType).toBe('application/pdf');
    // No PDF is shown inline; only images are.
    expect(images(result)).toHaveLength(0);
    await client.close();
  });

  test.concurrent('the same idempotency_key returns the same job without a second charge; other arguments under it are a conflict', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const image = await uploadedPng(key);
    const idempotency_key = `mcp-test-${randomUUID()}`;
    const first = await callTool(client, 'convert_figure', { image, format: 'svg', idempotency_key });
    const second = await callTool(client, 'convert_figure', { image, format: 'svg', idempotency_key });
    expect(structured(second).job.id).toBe(structured(first).job.id);
    expect(structured(second).idempotency_key).toBe(idempotency_key);
    // One job, reserved or charged once.
    expect((await allJobs(key)).map((j) => j.id)).toEqual([structured(first).job.id]);
    expect((await call('/credits', { key })).body.balance).toBe(1000 - 150);
    const conflict = toolError(await callTool(client, 'convert_figure', { image, format: 'pdf', idempotency_key }));
    expect(conflict).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', idempotency_key, next_step: 'new_key' });
    await client.close();
  });

  test.concurrent('a data URL retried with the same idempotency_key is uploaded once and reaches the same job', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const dataUrl = `data:image/png;base64,${(await png(70, 50, '#22aa44')).toString('base64')}`;
    const idempotency_key = randomUUID();
    const first = await callTool(client, 'convert_figure', { image: dataUrl, format: 'png', idempotency_key });
    const again = await callTool(client, 'convert_figure', { image: dataUrl, format: 'png', idempotency_key });
    expect(structured(again).job.id).toBe(structured(first).job.id);
    await client.close();
  });

  test.concurrent('without an idempotency_key each call is a new job with a fresh key', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const image = await uploadedPng(key);
    const a = await callTool(client, 'convert_figure', { image, format: 'png' });
    const b = await callTool(client, 'convert_figure', { image, format: 'png' });
    expect(structured(a).job.id).not.toBe(structured(b).job.id);
    expect(structured(a).idempotency_key).not.toBe(structured(b).idempotency_key);
    await client.close();
  });

  test.concurrent('generate_figure: an illustration from the configured model, shown inline', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const result = await finishedTool(client, await callTool(client, 'generate_figure', { prompt: 'A cell membrane with ion channels', aspect_ratio: '4:3' }));
    expect(structured(result).job).toMatchObject({ kind: 'image_generation', status: 'succeeded' });
    expect(images(result)).toHaveLength(1);
    await client.close();
  });

  test.concurrent('edit_figure (white_background) and detect_text, file parameters as file_ids', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const image = await uploadedImage(key, await labelledBars({ background: '#f4e9d0' }), 'bars.png');
    const detection = await callTool(client, 'detect_text', { image });
    expect(detection.isError).toBeFalsy();
    expect(structured(detection).object).toBe('text_detection');
    expect(structured(detection).texts.map((t: { text: string }) => t.text).join(' ')).toMatch(/Control/);
    const edit = await finishedTool(client, await callTool(client, 'edit_figure', { image, operation: 'white_background' }));
    expect(structured(edit).job).toMatchObject({ kind: 'image_edit', status: 'succeeded' });
    expect(images(edit)).toHaveLength(1);
    await client.close();
  });

  test.concurrent('upscale_figure creates the upscale job (read back with get_job)', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const image = await uploadedPng(key, 256, 192);
    const result = await callTool(client, 'upscale_figure', { image, scale: '2k' });
    expect(result.isError).toBeFalsy();
    const job = structured(result).job;
    expect(job.kind).toBe('image_upscale');
    if (job.status !== 'succeeded') expect(structured(result).next_step).toMatch(/get_job/);
    const read = await callTool(client, 'get_job', { job_id: job.id });
    expect(structured(read).job.id).toBe(job.id);
    await client.close();
  });

  test.concurrent('generate_chart from rows, then edit_chart: PNG inline, four download links and the editor link', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const rows = [
      { group: 'Control', value: 4.2 },
      { group: 'Treatment', value: 6.8 },
      { group: 'Placebo', value: 3.9 },
    ];
    const chart = await finishedTool(client, await callTool(client, 'generate_chart', { rows, request: 'bar chart of value by group', chart_types: ['bar'] }));
    expect(structured(chart).job).toMatchObject({ kind: 'chart', status: 'succeeded' });
    expect(structured(chart).job.outputs.map((o: { format: string }) => o.format).sort()).toEqual(['eps', 'pdf', 'png', 'tiff']);
    expect(images(chart)).toHaveLength(1);
    const editor = links(chart).find((l) => l.name.startsWith('editor-'));
    expect(editor?.uri).toBe(structured(chart).job.outputs[0].editor_url);
    expect(textOf(chart)).toContain(editor!.uri);
    const edited = await finishedTool(client, await callTool(client, 'edit_chart', { job_id: structured(chart).job.id, instruction: 'use the title Expression by group' }));
    expect(structured(edited).job).toMatchObject({ kind: 'chart', status: 'succeeded' });
    await client.close();
  });

  test.concurrent('generate_chart from TSV text: the format is read from the first line', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const tsv = CSV.replace(/,/g, '\t');
    const chart = await finishedTool(client, await callTool(client, 'generate_chart', { data: tsv, request: 'bar chart of value by group' }));
    expect(structured(chart).job.status).toBe('succeeded');
    await client.close();
  });
});

describe('MCP tools: reads', () => {
  test.concurrent('get_job, list_figures and get_credit_balance answer as the API', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const image = await uploadedPng(key);
    const created = await callTool(client, 'convert_figure', { image, format: 'png' });
    const id = structured(created).job.id;
    const page = await callTool(client, 'list_figures', { limit: 5 });
    expect(structured(page).data.map((j: { id: string }) => j.id)).toContain(id);
    expect(structured(page).next_cursor).toBeNull();
    const read = await callTool(client, 'get_job', { job_id: id.toUpperCase() });
    expect(structured(read).job.id).toBe(id);
    const balance = await callTool(client, 'get_credit_balance');
    expect(structured(balance)).toMatchObject({ balance: 1000, plan: 'pro' });
    expect(new URL(structured(balance).top_up_url).searchParams.get('utm_source')).toBe('mcp');
    const missing = toolError(await callTool(client, 'get_job', { job_id: randomUUID() }));
    expect(missing.code).toBe('NOT_FOUND');
    await client.close();
  });

  test.concurrent('without jobs:read the creation still happens, and its outputs are withheld without asking for wider access', async () => {
    const { accountId, key: full } = await newAccount();
    const key = await newKey(accountId, 'images:convert,files:write');
    const client = await mcpClient(key);
    const image = await uploadedPng(full);
    const result = await callTool(client, 'convert_figure', { image, format: 'png' });
    expect(result.isError).toBeFalsy();
    expect(structured(result).outputs_withheld).toBe(true);
    expect(structured(result).job.outputs).toBeUndefined();
    expect(images(result)).toHaveLength(0);
    expect(links(result)).toHaveLength(0);
    expect(textOf(result)).toMatch(/jobs:read/);
    // The job exists: a key that may read jobs sees it.
    expect((await call(`/jobs/${structured(result).job.id}`, { key: full })).status).toBe(200);
    const read = toolError(await callTool(client, 'get_job', { job_id: structured(result).job.id }));
    expect(read.code).toBe('SCOPE_DENIED');
    await client.close();
  });
});

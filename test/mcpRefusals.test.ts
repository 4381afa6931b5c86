// Every way an MCP tool call is refused (SPEC "MCP tools" rules 1-5, "Authentication" 6,
// "Limits"): scopes, limits, bad URLs, oversize data URLs, both `data` and `rows`; each error
// result echoes the idempotency key and says what to do next.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { allJobs, call, newAccount, newKey, png, setCounter, uploadedPng } from './support/client.ts';
import { callTool, mcpClient, toolError } from './support/mcpClient.ts';

const ALL_BUT = (scope: string) =>
  ['images:generate', 'images:edit', 'images:convert', 'charts:generate', 'flowcharts:generate', 'files:write', 'jobs:read', 'credits:read'].filter((s) => s !== scope).join(',');

/** A TCP port on 127.0.0.1 that counts connections: a refused URL must never reach it. */
async function listeningPort(): Promise<{ port: number; connections: () => number; close: () => void }> {
  let count = 0;
  const server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  return { port, connections: () => count, close: () => server.close() };
}

describe('MCP refusals: scopes', () => {
  test.concurrent('a tool without its scope is a SCOPE_DENIED tool error echoing the idempotency key; no job is made', async () => {
    const { accountId, key: full } = await newAccount();
    const key = await newKey(accountId, ALL_BUT('images:convert'));
    const client = await mcpClient(key);
    const image = await uploadedPng(full);
    const idempotency_key = randomUUID();
    const error = toolError(await callTool(client, 'convert_figure', { image, format: 'png', idempotency_key }));
    expect(error).toMatchObject({ code: 'SCOPE_DENIED', idempotency_key, next_step: 'none' });
    expect(await allJobs(full)).toHaveLength(0);
    await client.close();
  });

  test.concurrent('a refusal carries its error as structuredContent too, valid against the tool\'s output schema', async () => {
    const { accountId } = await newAccount();
    const client = await mcpClient(await newKey(accountId, ALL_BUT('credits:read')));
    const result = await callTool(client, 'get_credit_balance');
    const error = toolError(result);
    expect(error).toMatchObject({ code: 'SCOPE_DENIED', next_step: 'none' });
    // The SDK client has already checked it against the declared output schema.
    expect(result.structuredContent).toEqual({ error });
    await client.close();
  });

  test.concurrent('get_credit_balance needs credits:read', async () => {
    const { accountId } = await newAccount();
    const client = await mcpClient(await newKey(accountId, 'jobs:read', 'never'));
    expect(toolError(await callTool(client, 'get_credit_balance')).code).toBe('SCOPE_DENIED');
    await client.close();
  });

  test.concurrent('a URL or data URL needs files:write, checked before anything is fetched; a file_id does not', async () => {
    const { accountId, key: full } = await newAccount();
    const key = await newKey(accountId, ALL_BUT('files:write'));
    const client = await mcpClient(key);
    const target = await listeningPort();
    try {
      const byUrl = toolError(await callTool(client, 'convert_figure', { image: `https://127.0.0.1:${target.port}/figure.png`, format: 'png' }));
      expect(byUrl).toMatchObject({ code: 'SCOPE_DENIED', scope: 'files:write', field: 'image' });
      const byData = toolError(await callTool(client, 'convert_figure', { image: `data:image/png;base64,${(await png()).toString('base64')}`, format: 'png' }));
      expect(byData.code).toBe('SCOPE_DENIED');
      expect(target.connections()).toBe(0);
      const byId = await callTool(client, 'convert_figure', { image: await uploadedPng(full), format: 'png' });
      expect(byId.isError).toBeFalsy();
    } finally {
      target.close();
      await client.close();
    }
  });
});

describe('MCP refusals: URLs', () => {
  test.concurrent('http, loopback by address and by name, and the service\'s own links are refused without a connection', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const target = await listeningPort();
    try {
      const cases: Array<[string, string]> = [
        [`http://example.com/figure.png`, 'REMOTE_URL_NOT_HTTPS'],
        [`https://127.0.0.1:${target.port}/figure.png`, 'REMOTE_ADDRESS_REFUSED'],
        [`https://[::1]:${target.port}/figure.png`, 'REMOTE_ADDRESS_REFUSED'],
        [`https://localhost:${target.port}/figure.png`, 'REMOTE_ADDRESS_REFUSED'],
        [`https://169.254.169.254/latest/meta-data`, 'REMOTE_ADDRESS_REFUSED'],
        [`https://10.0.0.1/figure.png`, 'REMOTE_ADDRESS_REFUSED'],
        [`ftp://example.com/figure.png`, 'REMOTE_URL_NOT_HTTPS'],
        ['not a url', 'VALIDATION_FAILED'],
      ];
      for (const [image, reason] of cases) {
        const idempotency_key = randomUUID();
        const error = toolError(await callTool(client, 'upscale_figure', { image, scale: '2k', idempotency_key }));
        expect({ image, code: error.code, reason: error.reason, field: error.field, key: error.idempotency_key }).toEqual({
          image,
          code: 'INVALID_REQUEST',
          reason,
          field: 'image',
          key: idempotency_key,
        });
      }
      expect(target.connections()).toBe(0);
      // A download link of the service itself: pass the file_id instead.
      const image = await uploadedPng(key);
      const converted = await callTool(client, 'convert_figure', { image, format: 'png' });
      const link = (converted.structuredContent as { job: { outputs?: Array<{ download_url: string }> } }).job.outputs?.[0]?.download_url;
      const ownLink = link ?? `${process.env.FIGURES_TEST_BASE}/files/${image}`;
      const error = toolError(await callTool(client, 'convert_figure', { image: ownLink, format: 'pdf' }));
      expect(error).toMatchObject({ code: 'INVALID_REQUEST', reason: 'REMOTE_URL_IS_SERVICE' });
      expect(error.message).toMatch(/file_id/);
    } finally {
      target.close();
      await client.close();
    }
  });

  test.concurrent('reference_images name the failing element', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const good = await uploadedPng(key);
    const error = toolError(await callTool(client, 'generate_figure', { prompt: 'A mitochondrion', reference_images: [good, 'http://example.com/a.png'] }));
    expect(error).toMatchObject({ code: 'INVALID_REQUEST', reason: 'REMOTE_URL_NOT_HTTPS', field: 'reference_images[1]' });
    await client.close();
  });

  test.concurrent('a refusal names the tool\'s parameter, not the HTTP field: reference_images[1], not reference_file_ids.1', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const good = await uploadedPng(key);
    const result = await callTool(client, 'generate_figure', { prompt: 'A mitochondrion', reference_images: [good, randomUUID()] });
    const error = toolError(result);
    expect(error).toMatchObject({ code: 'INVALID_REQUEST', reason: 'FILE_NOT_FOUND', field: 'reference_images[1]' });
    expect(error.message).toContain('reference_images[1]');
    expect(JSON.stringify(result)).not.toContain('reference_file_ids');
    await client.close();
  });
});

describe('MCP refusals: sizes and limits', () => {
  test.concurrent('a data URL over about 3 MB is PAYLOAD_TOO_LARGE; one that is not an image is the upload\'s refusal', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const big = `data:image/png;base64,${Buffer.alloc(3_050_000, 7).toString('base64')}`;
    expect(big.length).toBeLessThan(4 * 1024 * 1024);
    const error = toolError(await callTool(client, 'convert_figure', { image: big, format: 'png' }));
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', reason: 'DATA_URL_TOO_LARGE', field: 'image', max_bytes: 3_000_000 });
    const text = toolError(await callTool(client, 'convert_figure', { image: `data:text/plain;base64,${Buffer.from('hello').toString('base64')}`, format: 'png' }));
    expect(text).toMatchObject({ code: 'INVALID_REQUEST', reason: 'UNSUPPORTED_FILE_TYPE', field: 'image' });
    await client.close();
  });

  test.concurrent('generate_chart takes exactly one of data and rows; duplicates and oversize inputs are refused before any job', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const both = toolError(await callTool(client, 'generate_chart', { data: 'a,b\n1,2\n', rows: [{ a: 1, b: 2 }], request: 'scatter of b by a' }));
    expect(both).toMatchObject({ code: 'INVALID_REQUEST', reason: 'DATA_OR_ROWS_REQUIRED' });
    const neither = toolError(await callTool(client, 'generate_chart', { request: 'scatter of b by a' }));
    expect(neither.reason).toBe('DATA_OR_ROWS_REQUIRED');
    // Argument validation (the SDK's): a duplicate chart type, too many rows, too much text.
    for (const args of [
      { data: 'a,b\n1,2\n', request: 'x', chart_types: ['bar', 'bar'] },
      { rows: Array.from({ length: 100_001 }, () => ({ a: 1 })), request: 'x' },
      { data: `a\n${'1\n'.repeat(500_001)}`, request: 'x' },
    ]) {
      const result = await callTool(client, 'generate_chart', args);
      expect(result.isError).toBe(true);
    }
    // Rows whose CSV is over 1 MB.
    const wide = Array.from({ length: 20_000 }, (_, i) => ({ label: `row ${i} ${'x'.repeat(50)}`, value: i }));
    expect(toolError(await callTool(client, 'generate_chart', { rows: wide, request: 'bar of value by label' }))).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      reason: 'CHART_DATA_TOO_LARGE',
      field: 'rows',
    });
    // Unreadable data is the API's refusal, with no job and no credits.
    const unreadable = toolError(await callTool(client, 'generate_chart', { data: 'only a header line', request: 'bar' }));
    expect(unreadable.code).toBe('INVALID_REQUEST');
    expect(unreadable.field).toBe('data');
    expect(await allJobs(key)).toHaveLength(0);
    await client.close();
  });

  test.concurrent('limits are the API\'s: text detections over 20 per 15 minutes are RATE_LIMITED, retry with the same key', async () => {
    const { accountId, key } = await newAccount();
    const client = await mcpClient(key);
    const image = await uploadedPng(key);
    await setCounter(`text-detections:account:${accountId}`, 15 * 60 * 1000, 20);
    const idempotency_key = randomUUID();
    const error = toolError(await callTool(client, 'detect_text', { image, idempotency_key }));
    expect(error).toMatchObject({ code: 'RATE_LIMITED', idempotency_key, next_step: 'retry_same_key' });
    await client.close();
  });

  test.concurrent('INSUFFICIENT_CREDITS carries the top-up link tagged utm_source=mcp and asks for a new key', async () => {
    const { key } = await newAccount({ subscriptionCredits: 100 });
    const client = await mcpClient(key);
    const image = await uploadedPng(key);
    const idempotency_key = randomUUID();
    const error = toolError(await callTool(client, 'convert_figure', { image, format: 'svg', idempotency_key }));
    expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', idempotency_key, next_step: 'new_key' });
    expect(new URL(error.top_up_url).searchParams.get('utm_source')).toBe('mcp');
    // The refusal is kept for its key, as the API keeps it.
    const again = toolError(await callTool(client, 'convert_figure', { image, format: 'svg', idempotency_key }));
    expect(again.code).toBe('INSUFFICIENT_CREDITS');
    // The same refusal through the API directly is tagged api, even with a forged channel header.
    const direct = await call('/images/conversions', { key, json: { image, format: 'svg' }, idempotencyKey: randomUUID(), headers: { 'X-Figures-Channel': `mcp;t=${Math.floor(Date.now() / 1000)};sig=forged` } });
    expect(direct.status).toBe(402);
    expect(new URL(direct.body.error.details.top_up_url).searchParams.get('utm_source')).toBe('api');
    await client.close();
  });

  test.concurrent('argument limits come from the routes\' schemas: a 2-character prompt is refused as invalid arguments', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const result = await callTool(client, 'generate_figure', { prompt: 'ab' });
    expect(result.isError).toBe(true);
    // Refused as any other refusal: the error in structuredContent, with what to do next.
    expect(result.structuredContent).toEqual({ error: toolError(result) });
    expect(toolError(result)).toMatchObject({ code: 'INVALID_REQUEST', reason: 'VALIDATION_FAILED', next_step: 'fix_arguments' });
    expect(toolError(result).message).toMatch(/prompt/);
    expect(await allJobs(key)).toHaveLength(0);
    const unknown = await callTool(client, 'get_job', { job_id: randomUUID(), extra: 1 });
    expect(unknown.isError).toBe(true);
    await client.close();
  });
});

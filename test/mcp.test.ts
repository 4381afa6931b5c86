// The MCP server's protocol and credentials (SPEC "MCP tools", "Authentication" 6): the SDK's
// own client over real HTTP against the real stack.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { AUTH_FAILURES } from '../core/limits.ts';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { admin, BASE, dbTime, newAccount, newKey, sql } from './support/client.ts';
import { callTool, INITIALIZE, jsonOf, MCP_URL, mcpClient, rawPost } from './support/mcpClient.ts';

const TOOLS = [
  'convert_figure',
  'detect_text',
  'edit_chart',
  'edit_figure',
  'edit_flowchart',
  'generate_chart',
  'generate_figure',
  'generate_flowchart',
  'get_credit_balance',
  'get_job',
  'list_figures',
  'upscale_figure',
];

describe('MCP server: protocol', () => {
  test.concurrent('initialize negotiates the protocol and lists the twelve tools, each with an input and an output schema', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    expect(client.getServerVersion()?.name).toBe('figure-service');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
    }
    const generate = tools.find((t) => t.name === 'generate_figure')!;
    expect(generate.inputSchema.required).toEqual(['prompt']);
    // The limits come from the route's own schema.
    expect((generate.inputSchema.properties as Record<string, { minLength?: number; maxLength?: number }>).prompt).toMatchObject({ minLength: 3, maxLength: 20000 });
    await client.close();
  });

  test.concurrent('creation tools are annotated as creating without destroying, not idempotent by their arguments alone; reads as read-only', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const { tools } = await client.listTools();
    const reads = ['get_credit_balance', 'get_job', 'list_figures'];
    // File parameters that may be https URLs reach out to the web.
    const fetching = ['convert_figure', 'detect_text', 'edit_figure', 'generate_figure', 'generate_flowchart', 'upscale_figure'];
    for (const tool of tools) {
      const expected = reads.includes(tool.name)
        ? { readOnlyHint: true, openWorldHint: false }
        : { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: fetching.includes(tool.name) };
      expect({ tool: tool.name, annotations: tool.annotations }).toEqual({ tool: tool.name, annotations: expected });
      // Every creation takes the key that makes its retry safe.
      if (!reads.includes(tool.name)) expect(Object.keys(tool.inputSchema.properties ?? {})).toContain('idempotency_key');
    }
    const chartTypes = (tools.find((t) => t.name === 'generate_chart')!.inputSchema.properties as Record<string, { uniqueItems?: boolean }>).chart_types;
    expect(chartTypes?.uniqueItems).toBe(true);
    await client.close();
  });

  test.concurrent('an older protocol version is answered in that version; an unknown one in the latest', async () => {
    const { key } = await newAccount();
    const older = await jsonOf(await rawPost(INITIALIZE, { Authorization: `Bearer ${key}` }));
    expect(older.result.protocolVersion).toBe('2025-06-18');
    const unknown = await jsonOf(await rawPost({ ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion: '1999-01-01' } }, { Authorization: `Bearer ${key}` }));
    expect(unknown.result.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
  });

  test.concurrent('GET and DELETE on /mcp are 405 (stateless: no stream, no session) and no CORS header is sent', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(MCP_URL, { method, headers: { Accept: 'text/event-stream', Origin: 'https://evil.example' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const { key } = await newAccount();
    const fromBrowser = await rawPost(INITIALIZE, { Authorization: `Bearer ${key}`, Origin: 'https://evil.example' });
    expect(fromBrowser.status).toBe(403);
    expect(fromBrowser.headers.get('access-control-allow-origin')).toBeNull();
  });

  test.concurrent('the protected-resource metadata names the MCP resource and the scopes', async () => {
    const res = await fetch(BASE.replace(/\/api\/v1$/, '/.well-known/oauth-protected-resource/mcp'));
    expect(res.status).toBe(200);
    const body = await jsonOf(res);
    expect(body.resource).toMatch(/\/mcp$/);
    expect(body.scopes_supported).toContain('jobs:read');
  });

  test.concurrent('a request body over 4 MB is refused with 413 before it is read as JSON-RPC', async () => {
    const { key } = await newAccount();
    const res = await rawPost({ ...INITIALIZE, params: { ...INITIALIZE.params, padding: 'x'.repeat(4 * 1024 * 1024) } }, { Authorization: `Bearer ${key}` });
    expect(res.status).toBe(413);
  });

  test.concurrent('tools/list needs no credential; tools/call does', async () => {
    const list = await rawPost({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect(list.status).toBe(200);
    expect((await jsonOf(list)).result.tools).toHaveLength(12);
    const call = await rawPost({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'list_figures', arguments: {} } });
    expect(call.status).toBe(401);
  });
});

/** A distinct client address on this machine: the whole of 127.0.0.0/8 is loopback. */
function loopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** The status of an initialize sent from `localAddress`. */
function initializeFrom(localAddress: string, key: string): Promise<number> {
  const url = new URL(MCP_URL);
  const body = JSON.stringify(INITIALIZE);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, agent: false, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('MCP server: credentials are checked on initialize and tools/call', () => {
  async function expectRefused(authorization: string | undefined, status: number) {
    const res = await rawPost(INITIALIZE, authorization ? { Authorization: authorization } : {});
    expect(res.status).toBe(status);
    const body = await jsonOf(res);
    expect(body.error.code).toBeLessThan(0);
    return res;
  }

  test.concurrent('no credential: 401 with a Bearer challenge naming the resource metadata', async () => {
    const res = await expectRefused(undefined, 401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer resource_metadata="http[^"]+\/\.well-known\/oauth-protected-resource\/mcp"/);
  });

  test.concurrent('a garbage, revoked or expired key: 401 invalid_token', async () => {
    const garbage = await expectRefused(`Bearer sk_live_${'x'.repeat(40)}`, 401);
    expect(garbage.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
    const revoked = await newAccount();
    await admin('key', 'revoke', '--key', revoked.keyId);
    expect((await expectRefused(`Bearer ${revoked.key}`, 401)).headers.get('www-authenticate')).toMatch(/invalid_token/);
    const expired = await newAccount();
    await sql('update api_keys set expires_at = ? where id = ?', [dbTime(new Date(Date.now() - 60_000)), expired.keyId]);
    expect((await expectRefused(`Bearer ${expired.key}`, 401)).headers.get('www-authenticate')).toMatch(/invalid_token/);
  });

  test.concurrent('a disabled account: 403, on initialize and on a later tools/call', async () => {
    const { key, accountId } = await newAccount();
    const client = await mcpClient(key);
    await admin('account', 'disable', '--account', accountId);
    await expectRefused(`Bearer ${key}`, 403);
    await expect(callTool(client, 'list_figures')).rejects.toMatchObject({ code: 403 });
  });

  test.concurrent('a key revoked after initialize: the next tools/call is 401', async () => {
    const { key, keyId } = await newAccount();
    const client = await mcpClient(key);
    await admin('key', 'revoke', '--key', keyId);
    await expect(callTool(client, 'list_figures')).rejects.toMatchObject({ code: 401 });
  });

  test.concurrent('initialize needs no credits:read (nor any other scope)', async () => {
    const { accountId } = await newAccount();
    const jobsOnly = await newKey(accountId, 'jobs:read', 'never');
    const client = await mcpClient(jobsOnly);
    expect((await client.listTools()).tools).toHaveLength(12);
    await client.close();
  });

  test.concurrent("failed authentications are throttled by the MCP client's address, not by the MCP server's own", async () => {
    const { key } = await newAccount();
    const attacker = loopbackAddress();
    for (let i = 0; i < AUTH_FAILURES.perWindow; i++) expect(await initializeFrom(attacker, `sk_live_${randomUUID().replaceAll('-', '')}`)).toBe(401);
    expect(await initializeFrom(attacker, key)).toBe(429);
    // Every MCP call reaches the API from the same address: other clients are not locked out.
    expect(await initializeFrom(loopbackAddress(), key)).toBe(200);
  });

  test.concurrent('the SDK client sees a refused initialize as an error', async () => {
    await expect(mcpClient(`sk_live_${randomUUID()}`)).rejects.toThrow();
  });
});

// mcp/fetchRemote.ts against a local HTTPS server (a self-signed certificate made here with
// openssl). No public address is reachable from a test, so the success paths widen the
// address policy to 127.0.0.1 and trust the test's CA; the default policy's refusals of
// loopback and private addresses are tested through the real tool in mcpRefusals.test.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import Koa from 'koa';
import sharp from 'sharp';
import { fetchRemote, PUBLIC_ADDRESSES_ONLY, RemoteFetchError, type FetchRemoteOptions } from '../mcp/fetchRemote.ts';
import { mcpEndpoint } from '../mcp/http.ts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { newAccount, png } from './support/client.ts';
import { callTool, toolError } from './support/mcpClient.ts';

let server: Server;
let origin: string;
let ca: Buffer;
let figure: Buffer;
const dir = mkdtempSync(join(tmpdir(), 'mcp-tls-'));

beforeAll(async () => {
  figure = await png(80, 60, '#884422');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  ca = readFileSync(join(dir, 'cert.pem'));
  server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: ca }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://x');
    if (url.pathname === '/figure.png') return res.end(Buffer.from('PNGDATA'));
    if (url.pathname === '/real.png') return res.end(figure);
    if (url.pathname === '/big') {
      // No Content-Length: the limit has to hold while the body streams.
      res.write(Buffer.alloc(600_000));
      res.write(Buffer.alloc(600_000));
      return res.end();
    }
    if (url.pathname === '/declared-big') {
      res.setHeader('Content-Length', '5000000');
      return res.end();
    }
    if (url.pathname === '/slow') return setTimeout(() => res.end('late'), 3000);
    if (url.pathname === '/to-http') {
      res.writeHead(302, { Location: 'http://example.com/figure.png' });
      return res.end();
    }
    if (url.pathname === '/to-figure') {
      res.writeHead(301, { Location: '/figure.png' });
      return res.end();
    }
    if (url.pathname === '/loop') {
      res.writeHead(302, { Location: '/loop' });
      return res.end();
    }
    if (url.pathname === '/to-service') {
      res.writeHead(302, { Location: 'https://service.example/api/v1/files/x' });
      return res.end();
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const LOOPBACK_ALLOWED = { allows: (address: string) => address === '127.0.0.1' };

function options(extra: Partial<FetchRemoteOptions> = {}): FetchRemoteOptions {
  return { maxBytes: 1_000_000, ownOrigins: ['https://service.example'], policy: LOOPBACK_ALLOWED, ca, ...extra };
}

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof RemoteFetchError) return err.reason;
    throw err;
  }
  throw new Error('the fetch succeeded');
}

describe('fetchRemote: https only, public addresses only, sizes and time bounded', () => {
  test('fetches a file and names it after the URL', async () => {
    const file = await fetchRemote(`${origin}/figure.png`, options());
    expect(file.bytes.toString()).toBe('PNGDATA');
    expect(file.name).toBe('figure.png');
  });

  test('follows a redirect to another https address', async () => {
    expect((await fetchRemote(`${origin}/to-figure`, options())).bytes.toString()).toBe('PNGDATA');
  });

  test('refuses a redirect to http', async () => {
    expect(await reason(fetchRemote(`${origin}/to-http`, options()))).toBe('REMOTE_REDIRECT_NOT_HTTPS');
  });

  test('refuses a redirect to the service itself', async () => {
    expect(await reason(fetchRemote(`${origin}/to-service`, options()))).toBe('REMOTE_URL_IS_SERVICE');
  });

  test('stops after five redirects', async () => {
    expect(await reason(fetchRemote(`${origin}/loop`, options()))).toBe('REMOTE_TOO_MANY_REDIRECTS');
  });

  test('enforces the size limit while streaming and from Content-Length', async () => {
    expect(await reason(fetchRemote(`${origin}/big`, options()))).toBe('REMOTE_FILE_TOO_LARGE');
    expect(await reason(fetchRemote(`${origin}/declared-big`, options()))).toBe('REMOTE_FILE_TOO_LARGE');
  });

  test('gives up at the deadline', async () => {
    expect(await reason(fetchRemote(`${origin}/slow`, options({ timeoutMs: 500 })))).toBe('REMOTE_TIMEOUT');
  });

  test('an error status is not a file', async () => {
    expect(await reason(fetchRemote(`${origin}/missing`, options()))).toBe('REMOTE_HTTP_ERROR');
  });

  test('an untrusted certificate is refused', async () => {
    expect(await reason(fetchRemote(`${origin}/figure.png`, options({ ca: undefined })))).toBe('REMOTE_TLS_FAILED');
  });

  test('the default policy refuses the same server by address and by name (checked in the socket\'s own lookup)', async () => {
    expect(await reason(fetchRemote(`${origin}/figure.png`, options({ policy: PUBLIC_ADDRESSES_ONLY })))).toBe('REMOTE_ADDRESS_REFUSED');
    const byName = origin.replace('127.0.0.1', 'localhost');
    expect(await reason(fetchRemote(`${byName}/figure.png`, options({ policy: PUBLIC_ADDRESSES_ONLY })))).toBe('REMOTE_ADDRESS_REFUSED');
  });

  test('the default policy allows public unicast addresses only', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect({ address, allowed: PUBLIC_ADDRESSES_ONLY.allows(address) }).toEqual({ address, allowed: false });
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34']) {
      expect({ address, allowed: PUBLIC_ADDRESSES_ONLY.allows(address) }).toEqual({ address, allowed: true });
    }
  });
});

describe('URL inputs through the tools, with the address policy widened to the local HTTPS server', () => {
  // The MCP endpoint in this process, calling the suite's API (config: PORT, SIGNING_SECRET
  // from the suite's environment), with the one thing production cannot do: reach 127.0.0.1.
  let mcp: HttpServer;
  let mcpUrl: string;

  beforeAll(async () => {
    const app = new Koa();
    app.use(mcpEndpoint({ remote: { policy: LOOPBACK_ALLOWED, ca } }));
    mcp = createHttpServer(app.callback());
    await new Promise<void>((ok) => mcp.listen(0, '127.0.0.1', ok));
    mcpUrl = `http://127.0.0.1:${(mcp.address() as { port: number }).port}/mcp`;
  });

  afterAll(() => {
    mcp.close();
  });

  async function client(key: string): Promise<Client> {
    const c = new Client({ name: 'url-tests', version: '1' });
    await c.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    return c;
  }

  test('an https URL is fetched, uploaded through POST /files and converted', async () => {
    const { key } = await newAccount();
    const c = await client(key);
    const result = await callTool(c, 'convert_figure', { image: `${origin}/real.png`, format: 'png' });
    expect(result.isError).toBeFalsy();
    const job = (result.structuredContent as { job: { status: string; outputs: Array<{ width: number }> } }).job;
    expect(job.status).toBe('succeeded');
    expect(job.outputs[0]!.width).toBe(80);
    const inline = result.content.find((x) => x.type === 'image') as { data: string };
    expect((await sharp(Buffer.from(inline.data, 'base64')).metadata()).height).toBe(60);
    await c.close();
  });

  test('a redirect to http is refused through the tool, and a URL that is not an image is the upload\'s refusal', async () => {
    const { key } = await newAccount();
    const c = await client(key);
    expect(toolError(await callTool(c, 'convert_figure', { image: `${origin}/to-http`, format: 'png' }))).toMatchObject({ code: 'INVALID_REQUEST', reason: 'REMOTE_REDIRECT_NOT_HTTPS', field: 'image' });
    expect(toolError(await callTool(c, 'convert_figure', { image: `${origin}/figure.png`, format: 'png' }))).toMatchObject({ code: 'INVALID_REQUEST', reason: 'UNSUPPORTED_FILE_TYPE', field: 'image' });
    await c.close();
  });
});

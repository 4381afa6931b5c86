// mcp/fetchRemote.ts against a local HTTPS server (a self-signed certificate made here with
// openssl). No public address is reachable from a test, so the success paths widen the
// address policy to 127.0.0.1 and trust the test's CA; the default policy's refusals of
// loopback and private addresses are tested through the real tool in mcpRefusals.test.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchRemote, PUBLIC_ADDRESSES_ONLY, RemoteFetchError, type FetchRemoteOptions } from '../mcp/fetchRemote.ts';

let server: Server;
let origin: string;
let ca: Buffer;
const dir = mkdtempSync(join(tmpdir(), 'mcp-tls-'));

beforeAll(async () => {
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  ca = readFileSync(join(dir, 'cert.pem'));
  server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: ca }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://x');
    if (url.pathname === '/figure.png') return res.end(Buffer.from('PNGDATA'));
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

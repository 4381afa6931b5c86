// Client ID Metadata Documents: a client on the operator's allow-list authenticates with
// private_key_jwt against the keys its document publishes, and an assertion is accepted once.
// The authorization server runs in this process (same database as the suite's) with the one
// thing production does not allow: its metadata fetch reaches a local server.
import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { createProvider } from '../auth/provider.ts';
import { issuer } from '../auth/settings.ts';

const CLIENT_ID = 'https://assistant.example/oauth/client.json';
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const kid = randomUUID();

let documents: Server;
let server: Server;
let tokenUrl: string;
let revokeUrl: string;

beforeAll(async () => {
  const document = {
    client_id: CLIENT_ID,
    client_name: 'Allowed assistant',
    redirect_uris: ['https://assistant.example/callback'],
    token_endpoint_auth_method: 'private_key_jwt',
    token_endpoint_auth_signing_alg: 'ES256',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    jwks: { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' }] },
  };
  documents = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(document));
  });
  await new Promise<void>((ok) => documents.listen(0, '127.0.0.1', ok));
  const docs = `http://127.0.0.1:${(documents.address() as { port: number }).port}`;
  const provider = createProvider({
    cimdAllowList: [CLIENT_ID],
    fetch: (url, init) => fetch(`${docs}${new URL(url).pathname}`, { method: init.method, headers: init.headers, signal: init.signal }),
  });
  server = createServer(provider.callback());
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  tokenUrl = `${base}/oauth/token`;
  revokeUrl = `${base}/oauth/revoke`;
});

afterAll(() => {
  server.close();
  documents.close();
});

function assertion(key = privateKey): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${part({ alg: 'ES256', kid, typ: 'JWT' })}.${part({ iss: CLIENT_ID, sub: CLIENT_ID, aud: issuer(), jti: randomUUID(), iat: now, exp: now + 60 })}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `${input}.${signature}`;
}

function revoke(clientAssertion: string, clientId = CLIENT_ID): Promise<Response> {
  return fetch(revokeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: 'not-a-token',
      client_id: clientId,
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: clientAssertion,
    }),
  });
}

test('an allowed CIMD client authenticates with private_key_jwt; the same assertion a second time is refused', async () => {
  const once = assertion();
  expect((await revoke(once)).status).toBe(200);
  const replay = await revoke(once);
  expect(replay.status).toBe(401);
  expect(((await replay.json()) as { error: string }).error).toBe('invalid_client');
  // A fresh assertion still works: the refusal was the replay, not the client.
  expect((await revoke(assertion())).status).toBe(200);
});

test('an assertion signed by another key is refused', async () => {
  const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const res = await revoke(assertion(other));
  expect(res.status).toBe(401);
});

test('a token request with a valid assertion reaches the grant check (the code is unknown)', async () => {
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: 'unknown-code',
      redirect_uri: 'https://assistant.example/callback',
      code_verifier: 'a'.repeat(43),
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion(),
    }),
  });
  expect(((await res.json()) as { error: string }).error).toBe('invalid_grant');
});

// Authentication section of SPEC.md: credentials, scopes, key rules of the operator CLI and
// the capabilities endpoint, observed as a client over HTTP.
import { randomUUID } from 'node:crypto';
import { admin, call, convert, dbTime, newAccount, newKey, png, sql, upload, uploadedPng, type Reply } from './support/client.ts';

const ALL_SCOPES = [
  'images:generate',
  'images:edit',
  'images:convert',
  'charts:generate',
  'flowcharts:generate',
  'files:write',
  'jobs:read',
  'credits:read',
];

/** A datetime value the suite's database accepts for a datetime(3) column: Unix ms in SQLite, ISO text in PostgreSQL. */
/** Exit status of the operator CLI: 0 when it succeeded, the child's exit code otherwise. */
async function adminExit(...args: string[]): Promise<number> {
  try {
    await admin(...args);
    return 0;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    return typeof code === 'number' ? code : -1;
  }
}

function allBut(scope: string): string {
  return ALL_SCOPES.filter((s) => s !== scope).join(',');
}

function expectError(reply: Reply, status: number, code: string): void {
  expect({ status: reply.status, code: reply.body?.error?.code }).toEqual({ status, code });
}

describe('Authentication: 401 UNAUTHORIZED for a missing or invalid credential', () => {
  test.concurrent('a request without Authorization gets 401 UNAUTHORIZED on reads and creates', async () => {
    expectError(await call('/credits'), 401, 'UNAUTHORIZED');
    expectError(await call('/jobs'), 401, 'UNAUTHORIZED');
    expectError(await call('/capabilities'), 401, 'UNAUTHORIZED');
    expectError(await call('/images/conversions', { json: { image: randomUUID(), format: 'png' }, idempotencyKey: randomUUID() }), 401, 'UNAUTHORIZED');
    expectError(await call(`/files/${randomUUID()}`), 401, 'UNAUTHORIZED');
  });

  test.concurrent('a garbage credential gets 401 UNAUTHORIZED', async () => {
    for (const authorization of ['Bearer garbage', `Bearer sk_live_${'x'.repeat(40)}`, 'Bearer ', 'sk_live_abc', 'Basic dXNlcjpwYXNz']) {
      const reply = await call('/credits', { headers: { Authorization: authorization } });
      expectError(reply, 401, 'UNAUTHORIZED');
    }
  });

  test.concurrent('a well-formed key sent with another scheme than Bearer gets 401 UNAUTHORIZED', async () => {
    const { key } = await newAccount();
    expect((await call('/credits', { key })).status).toBe(200);
    expectError(await call('/credits', { headers: { Authorization: `Token ${key}` } }), 401, 'UNAUTHORIZED');
    expectError(await call('/credits', { headers: { Authorization: key } }), 401, 'UNAUTHORIZED');
  });

  test.concurrent('a revoked key gets 401 UNAUTHORIZED', async () => {
    const { key, keyId } = await newAccount();
    expect((await call('/credits', { key })).status).toBe(200);
    await admin('key', 'revoke', '--key', keyId);
    expectError(await call('/credits', { key }), 401, 'UNAUTHORIZED');
    expectError(await convert(key, { image: randomUUID(), format: 'png' }), 401, 'UNAUTHORIZED');
  });

  test.concurrent('an expired key gets 401 UNAUTHORIZED', async () => {
    const { key, keyId } = await newAccount();
    expect((await call('/credits', { key })).status).toBe(200);
    await sql('update api_keys set expires_at = ? where id = ?', [dbTime(new Date(Date.now() - 60_000)), keyId]);
    expectError(await call('/credits', { key }), 401, 'UNAUTHORIZED');
    expectError(await convert(key, { image: randomUUID(), format: 'png' }), 401, 'UNAUTHORIZED');
  });
});

describe('Authentication: 401 ACCOUNT_UNAVAILABLE when the account cannot use the interface', () => {
  test.concurrent('a valid key of a disabled account gets 401 ACCOUNT_UNAVAILABLE', async () => {
    const { key, accountId } = await newAccount();
    expect((await call('/credits', { key })).status).toBe(200);
    await admin('account', 'disable', '--account', accountId);
    expectError(await call('/credits', { key }), 401, 'ACCOUNT_UNAVAILABLE');
    expectError(await call('/capabilities', { key }), 401, 'ACCOUNT_UNAVAILABLE');
    expectError(await convert(key, { image: randomUUID(), format: 'png' }), 401, 'ACCOUNT_UNAVAILABLE');
  });
});

describe('Authentication: 403 SCOPE_DENIED when the credential lacks the permission', () => {
  test.concurrent('POST /images/conversions needs images:convert', async () => {
    const { accountId, key } = await newAccount({ scopes: allBut('images:convert') });
    const image = await uploadedPng(key);
    expectError(await convert(key, { image, format: 'png' }), 403, 'SCOPE_DENIED');
    // The same request with the scope is accepted: the refusal was the scope.
    const allowed = await convert(await newKey(accountId, 'images:convert'), { image, format: 'png' });
    expect([200, 202]).toContain(allowed.status);
  });

  test.concurrent('POST /files needs files:write', async () => {
    const { accountId, key } = await newAccount({ scopes: allBut('files:write') });
    expectError(await upload(key, await png(), { name: 'figure.png' }), 403, 'SCOPE_DENIED');
    expect((await upload(await newKey(accountId, 'files:write'), await png(), { name: 'figure.png' })).status).toBe(201);
  });

  test.concurrent('GET /jobs and GET /jobs/{id} need jobs:read', async () => {
    const { accountId, key } = await newAccount({ scopes: allBut('jobs:read') });
    const job = await convert(key, { image: await uploadedPng(key), format: 'png' });
    expect([200, 202]).toContain(job.status);
    expectError(await call('/jobs', { key }), 403, 'SCOPE_DENIED');
    expectError(await call(`/jobs/${job.body.id}`, { key }), 403, 'SCOPE_DENIED');
    const reader = await newKey(accountId, 'jobs:read');
    expect((await call('/jobs', { key: reader })).status).toBe(200);
    expect((await call(`/jobs/${job.body.id}`, { key: reader })).status).toBe(200);
  });

  test.concurrent('GET /credits needs credits:read (403 SCOPE_DENIED in the error envelope)', async () => {
    const { accountId, key } = await newAccount({ scopes: allBut('credits:read') });
    const reply = await call('/credits', { key });
    expectError(reply, 403, 'SCOPE_DENIED');
    expect(typeof reply.body.error.message).toBe('string');
    expect(reply.body.error.request_id).toBe(reply.headers.get('x-request-id'));
    expect((await call('/credits', { key: await newKey(accountId, 'credits:read') })).status).toBe(200);
  });

  test.concurrent('GET /files/{file_id} with a credential needs jobs:read', async () => {
    const { accountId, key } = await newAccount({ scopes: allBut('jobs:read') });
    const fileId = await uploadedPng(key);
    expectError(await call(`/files/${fileId}`, { key }), 403, 'SCOPE_DENIED');
    expect((await call(`/files/${fileId}`, { key: await newKey(accountId, 'jobs:read') })).status).toBe(200);
  });
});

describe('GET /api/v1/capabilities (answered at /capabilities and at the base-relative /api/v1/capabilities)', () => {
  const paths = ['/capabilities', '/api/v1/capabilities'];

  test.concurrent('returns only granted_scopes, equal to the scopes of the key', async () => {
    const { accountId, key: full } = await newAccount();
    const scopes = ['images:convert', 'jobs:read'];
    const partial = await newKey(accountId, scopes.join(','));
    for (const path of paths) {
      const all = await call(path, { key: full });
      expect(all.status).toBe(200);
      expect(Object.keys(all.body)).toEqual(['granted_scopes']);
      expect([...all.body.granted_scopes].sort()).toEqual([...ALL_SCOPES].sort());
      const some = await call(path, { key: partial });
      expect(some.status).toBe(200);
      expect(Object.keys(some.body)).toEqual(['granted_scopes']);
      expect([...some.body.granted_scopes].sort()).toEqual([...scopes].sort());
    }
  });

  test.concurrent('needs a valid credential and no operational scope', async () => {
    const { accountId, key } = await newAccount({ scopes: 'credits:read' });
    const uploader = await newKey(accountId, 'files:write');
    for (const path of paths) {
      expect(await call(path, { key })).toMatchObject({ status: 200, body: { granted_scopes: ['credits:read'] } });
      expect(await call(path, { key: uploader })).toMatchObject({ status: 200, body: { granted_scopes: ['files:write'] } });
      expectError(await call(path), 401, 'UNAUTHORIZED');
      expectError(await call(path, { key: `sk_live_${'y'.repeat(40)}` }), 401, 'UNAUTHORIZED');
    }
  });
});

describe('API keys: the operator CLI enforces the key rules', () => {
  test.concurrent('a key with a write scope that never expires is refused', async () => {
    const { accountId } = await newAccount();
    const exits = await Promise.all(
      ['images:convert', 'jobs:read,files:write', 'all'].map((scopes) => adminExit('key', 'create', '--account', accountId, '--scopes', scopes, '--expires', 'never')),
    );
    expect(exits.map((code) => code !== 0)).toEqual([true, true, true]);
    expect(await sql('select id from api_keys where account_id = ?', [accountId])).toHaveLength(1);
  });

  test.concurrent('a key expires after 30, 90 or 365 days; other lifetimes are refused', async () => {
    const { accountId } = await newAccount();
    const created = await Promise.all([30, 90, 365].map((days) => admin('key', 'create', '--account', accountId, '--scopes', 'images:convert', '--expires', String(days))));
    for (const [i, days] of [30, 90, 365].entries()) {
      const expiresAt = Date.parse(created[i]!.expires_at as string);
      // The key must expire on the chosen day, not earlier or later.
      expect(Math.round((expiresAt - Date.now()) / 86_400_000)).toBe(days);
      expect((await call('/capabilities', { key: created[i]!.key as string })).status).toBe(200);
    }
    const refused = await Promise.all(['7', '45', '366'].map((days) => adminExit('key', 'create', '--account', accountId, '--scopes', 'images:convert', '--expires', days)));
    expect(refused.map((code) => code !== 0)).toEqual([true, true, true]);
  });

  test.concurrent('a write-scoped key for a free-plan account with zero balance is refused; a read-only key without expiry works', async () => {
    const account = await admin('account', 'create', '--name', `test-${randomUUID().slice(0, 8)}`, '--plan', 'free');
    const accountId = account.account_id as string;
    const exits = await Promise.all([
      adminExit('key', 'create', '--account', accountId, '--scopes', 'images:convert', '--expires', '30'),
      adminExit('key', 'create', '--account', accountId, '--scopes', 'files:write,jobs:read', '--expires', '365'),
    ]);
    expect(exits.map((code) => code !== 0)).toEqual([true, true]);
    expect(await sql('select id from api_keys where account_id = ?', [accountId])).toHaveLength(0);

    const created = await admin('key', 'create', '--account', accountId, '--scopes', 'jobs:read,credits:read', '--expires', 'never');
    expect(created.expires_at).toBeNull();
    const key = created.key as string;
    const credits = await call('/credits', { key });
    expect(credits.status).toBe(200);
    expect(credits.body).toMatchObject({ balance: 0, plan: 'free' });
    expect((await call('/jobs', { key })).status).toBe(200);
    expect((await call('/capabilities', { key })).body).toEqual({ granted_scopes: expect.arrayContaining(['jobs:read', 'credits:read']) });
  });

  test.concurrent('a write-scoped key is allowed for a free-plan account with a positive credit-pack balance', async () => {
    const key = (await newAccount({ plan: 'free', credits: 10, scopes: 'images:convert,files:write' })).key;
    expect((await call('/capabilities', { key })).status).toBe(200);
  });

  test.concurrent('keys are stored hashed: no database row contains the key', async () => {
    const { key, keyId, accountId } = await newAccount({ scopes: 'jobs:read', expires: 'never' });
    const second = await newKey(accountId, 'images:convert', '90');
    const dump = JSON.stringify(await sql('select * from api_keys'));
    expect(dump).toContain(keyId);
    for (const k of [key, second]) {
      expect(k).toMatch(/^sk_live_/);
      expect(dump).not.toContain(k);
      expect(dump).not.toContain(k.slice('sk_live_'.length));
    }
  });
});

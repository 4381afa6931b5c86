// The audit trail (SPEC "Authentication" 8): every authenticated call is recorded as metadata,
// read back through historyPage as the website's history page reads it.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import * as oidc from 'openid-client';
import { admin, call, convert, DAY_MS, generate, newAccount, png, sql, uploadedPng, type Reply } from './support/client.ts';
import { callTool, finishedTool, INITIALIZE, mcpClient, rawPost } from './support/mcpClient.ts';
import { API_RESOURCE, authorize, Browser, MCP_RESOURCE, registerClient, signedInUser } from './support/oauthFlow.ts';

const ROOT = resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const POSTGRES = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

/** Runs module code against the suite's database, as the website's process would. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function inService(code: string): Promise<any> {
  const { stdout } = await run(process.execPath, ['--disable-warning=ExperimentalWarning', '--input-type=module', '-e', code], { cwd: ROOT, env: process.env });
  return JSON.parse(stdout);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function history(accountId: string, cursor: string | null = null): Promise<{ rows: any[]; nextCursor: string | null; spent: number }> {
  return inService(`
    import { historyPage, spentOn } from './core/audit.ts';
    import { closeOrm } from './core/db/orm.ts';
    const page = await historyPage(${JSON.stringify(accountId)}, { limit: 10, cursor: ${JSON.stringify(cursor)} });
    console.log(JSON.stringify({ ...page, spent: spentOn(page.rows) }));
    await closeOrm();`);
}

/** The account's history once it holds the rows of these requests (rows are written in batches, after the answer). */
async function historyWith(accountId: string, replies: Reply[]) {
  const ids = replies.map(requestIdOf);
  for (let i = 0; i < 40; i++) {
    const page = await history(accountId);
    if (ids.every((id) => page.rows.some((r) => r.requestId === id))) return page;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`requests ${ids.join(', ')} never appeared in the history`);
}

function requestIdOf(reply: Reply): string {
  const id = reply.headers.get('x-request-id');
  if (!id) throw new Error('no X-Request-Id');
  return id;
}

/** One SQL statement on the suite's database, without the schema update test/support/sql.ts runs first. */
async function rawSql(query: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
  return inService(`
    import { closeOrm, em } from './core/db/orm.ts';
    const rows = await (await em()).getConnection().execute(${JSON.stringify(query)}, ${JSON.stringify(params)});
    console.log(JSON.stringify(rows ?? []));
    await closeOrm();`);
}

describe('audit trail', () => {
  test('a create, its replay, a scope denial, a 402 and a 404 are recorded with their metadata and nothing secret', async () => {
    const prompt = `a ribosome for the audit ${randomUUID()}`;
    const { accountId, key, keyId } = await newAccount({ credits: 60 });
    const readOnly = await admin('key', 'create', '--account', accountId, '--scopes', 'jobs:read', '--expires', 'never');
    const idempotencyKey = randomUUID();

    const created = await generate(key, { prompt }, idempotencyKey);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'succeeded', credits: { reserved: 50, charged: 50, refunded: 0 } });
    const replay = await generate(key, { prompt }, idempotencyKey);
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(created.body.id);
    const denied = await generate(readOnly.key as string, { prompt });
    expect(denied.status).toBe(403);
    const poor = await generate(key, { prompt: `${prompt}, again` });
    expect(poor.status).toBe(402);
    const unknownJob = randomUUID();
    const missing = await call(`/jobs/${unknownJob}`, { key });
    expect(missing.status).toBe(404);

    const page = await historyWith(accountId, [created, replay, denied, poor, missing]);
    const row = (reply: Reply) => page.rows.find((r) => r.requestId === requestIdOf(reply));
    const byKey = { credential: { kind: 'api_key', id: keyId }, channel: 'api' };
    expect(row(created)).toMatchObject({
      ...byKey,
      operation: 'POST /images/generations',
      status: 200,
      errorCode: null,
      errorReason: null,
      jobId: created.body.id,
      credits: { reserved: 50, charged: 50, refunded: 0 },
      replayed: false,
    });
    expect(row(replay)).toMatchObject({ ...byKey, status: 200, jobId: created.body.id, credits: { charged: 50 }, replayed: true });
    expect(row(denied)).toMatchObject({
      credential: { kind: 'api_key', id: readOnly.key_id },
      operation: 'POST /images/generations',
      status: 403,
      errorCode: 'SCOPE_DENIED',
      errorReason: 'MISSING_SCOPE',
      jobId: null,
      credits: null,
      replayed: false,
    });
    expect(row(poor)).toMatchObject({ ...byKey, status: 402, errorCode: 'INSUFFICIENT_CREDITS', errorReason: poor.body.error.details?.reason ?? null, replayed: false });
    expect(row(missing)).toMatchObject({ ...byKey, operation: 'GET /jobs/{id}', status: 404, errorCode: 'NOT_FOUND', errorReason: missing.body.error.details?.reason ?? null, jobId: null });
    // Newest first.
    const times = page.rows.map((r) => Date.parse(r.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The job was paid once: its replay shows the settlement but is not spending.
    expect(page.spent).toBe(50);

    const stored = JSON.stringify(await sql('select * from audit_entries where account_id = ?', [accountId]));
    expect(stored).not.toContain('ribosome');
    expect(stored).not.toContain('sk_live_');
    expect(stored).not.toContain(key.slice(8));
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain(unknownJob);
    expect(stored).not.toContain(idempotencyKey);
  });

  test('a refused key the service issued is recorded for its account; an unknown credential is recorded nowhere', async () => {
    const { accountId, key, keyId } = await newAccount();
    const spare = await admin('key', 'create', '--account', accountId, '--scopes', 'credits:read', '--expires', '30');
    await admin('key', 'revoke', '--key', keyId);
    const revoked = await call('/credits', { key });
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.code).toBe('UNAUTHORIZED');
    const unknown = await call('/credits', { key: `sk_live_${'x'.repeat(40)}` });
    expect(unknown.status).toBe(401);
    const later = await call('/credits', { key: spare.key as string });
    expect(later.status).toBe(200);

    const page = await historyWith(accountId, [revoked, later]);
    expect(page.rows.find((r) => r.requestId === requestIdOf(revoked))).toMatchObject({
      credential: { kind: 'api_key', id: keyId },
      operation: 'GET /credits',
      status: 401,
      errorCode: 'UNAUTHORIZED',
    });
    // Written in order: the later call's row exists, so the unknown one would have been written by now.
    expect(await rawSql('select id from audit_entries where request_id = ?', [requestIdOf(unknown)])).toEqual([]);
  });

  test('a tool call through the MCP server is one row, named for the tool: its credential check, uploads and preview download add none', async () => {
    const { accountId, key, keyId } = await newAccount();
    const client = await mcpClient(key);
    try {
      expect((await callTool(client, 'get_credit_balance')).isError).toBeFalsy();
      const dataUrl = `data:image/png;base64,${(await png(90, 60)).toString('base64')}`;
      // Uploads the data URL, creates the job, and downloads the output for the inline image.
      const converted = await finishedTool(client, await callTool(client, 'convert_figure', { image: dataUrl, format: 'png' }));
      expect(converted.content.some((c) => c.type === 'image')).toBe(true);
    } finally {
      await client.close();
    }
    // Rows are written in order: once a later call's row is there, the tool calls' rows are too.
    // That call forges the MCP server's header claiming a preview download: only the MCP server
    // can fold a request into a tool call, so it is recorded as the API call it is.
    const forged = `mcp;a=;t=${Math.floor(Date.now() / 1000)};call=get_credit_balance;part=preview;sig=${'x'.repeat(43)}`;
    const later = await call('/credits', { key, headers: { 'X-Figures-Channel': forged } });
    const page = await historyWith(accountId, [later]);
    expect(page.rows.find((r) => r.requestId === requestIdOf(later))).toMatchObject({ operation: 'GET /credits', channel: 'api', status: 200 });
    const rows = page.rows.filter((r) => r.requestId !== requestIdOf(later));
    const operations = rows.map((r) => r.operation);
    expect(operations.filter((o) => o === 'MCP get_credit_balance')).toHaveLength(1);
    expect(operations.filter((o) => o === 'MCP convert_figure')).toHaveLength(1);
    expect(operations.filter((o) => !o.startsWith('MCP '))).toEqual([]);
    for (const row of rows) expect(row).toMatchObject({ credential: { kind: 'api_key', id: keyId }, channel: 'mcp' });
    expect(rows.find((r) => r.operation === 'MCP convert_figure')).toMatchObject({ status: expect.any(Number), errorCode: null, jobId: expect.any(String) });
  });

  test('a tool call refused at its credential check is recorded once, as that tool call', async () => {
    const { accountId, key, keyId } = await newAccount();
    const client = await mcpClient(key);
    await admin('key', 'revoke', '--key', keyId);
    await expect(callTool(client, 'get_credit_balance')).rejects.toThrow();
    await client.close().catch(() => undefined);
    for (let i = 0; i < 40; i++) {
      const { rows } = await history(accountId);
      const refused = rows.filter((r) => r.channel === 'mcp');
      if (refused.length > 0) {
        expect(refused).toEqual([expect.objectContaining({ operation: 'MCP get_credit_balance', status: 401, errorCode: 'UNAUTHORIZED', credential: { kind: 'api_key', id: keyId } })]);
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the refused tool call was not recorded');
  });

  test('history pages hold 10 rows, newest first, and their cursors reach every row once', async () => {
    const { accountId, key } = await newAccount();
    const replies: Reply[] = [];
    for (let i = 0; i < 12; i++) replies.push(await call('/credits', { key }));
    await historyWith(accountId, replies.slice(-1));
    let first = await history(accountId);
    for (let i = 0; i < 40 && first.rows.length < 10; i++) first = await history(accountId);
    expect(first.rows).toHaveLength(10);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await history(accountId, first.nextCursor);
    const seen = [...first.rows, ...second.rows].map((r) => r.requestId);
    expect(new Set(seen).size).toBe(12);
    expect(new Set(seen)).toEqual(new Set(replies.map(requestIdOf)));
    expect(second.nextCursor).toBeNull();
  });

  test('housekeeping prunes rows older than 30 days and keeps younger ones, and expired OAuth rows', async () => {
    const accountId = randomUUID();
    const insert = (id: string, ageDays: number) =>
      sql(
        `insert into audit_entries (id, account_id, created_at, credential_kind, credential_id, channel, operation, status, error_code, error_reason, request_id, job_id, replayed)
         values (?, ?, ?, 'api_key', ?, 'api', 'GET /credits', 200, null, null, ?, null, ?)`,
        [id, accountId, { $date: new Date(Date.now() - ageDays * DAY_MS).toISOString() }, randomUUID(), randomUUID(), false],
      );
    const old = randomUUID();
    const young = randomUUID();
    await insert(old, 31);
    await insert(young, 29);
    const oauth = (id: string, expiresInMs: number) =>
      sql(`insert into oauth_models (kind, id, payload, expires_at, created_at) values ('AccessToken', ?, '{}', ?, ?)`, [
        id,
        { $date: new Date(Date.now() + expiresInMs).toISOString() },
        { $date: new Date().toISOString() },
      ]);
    const expiredToken = randomUUID();
    const liveToken = randomUUID();
    await oauth(expiredToken, -60_000);
    await oauth(liveToken, 3_600_000);
    await inService(`
      import { runHousekeeping } from './worker/housekeeping.ts';
      import { closeOrm } from './core/db/orm.ts';
      await runHousekeeping(Date.now());
      console.log('{}');
      await closeOrm();`);
    const left = await sql('select id from audit_entries where account_id = ?', [accountId]);
    expect(left.map((r) => r.id)).toEqual([young]);
    const tokens = await sql('select id from oauth_models where id in (?, ?)', [expiredToken, liveToken]);
    expect(tokens.map((r) => r.id)).toEqual([liveToken]);
  });

  test('account delete: its keys answer 401 ACCOUNT_UNAVAILABLE (recorded) and its signed links 404', async () => {
    const { accountId, key, keyId } = await newAccount();
    const image = await uploadedPng(key, 90, 60);
    const converted = await convert(key, { image, format: 'pdf' }, randomUUID(), { Prefer: 'wait=20' });
    expect(converted.body.status).toBe('succeeded');
    const link = converted.body.outputs[0].download_url as string;
    expect((await call(link)).status).toBe(200);

    expect(await admin('account', 'delete', '--account', accountId)).toMatchObject({ ok: true, status: 'deleting' });
    const refused = await call('/credits', { key });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('ACCOUNT_UNAVAILABLE');
    expect((await call(link)).status).toBe(404);
    expect((await call(`/files/${image}`, { key })).body.error.code).toBe('ACCOUNT_UNAVAILABLE');
    expect((await admin('account', 'show', '--account', accountId)).status).toBe('deleting');

    const page = await historyWith(accountId, [refused]);
    expect(page.rows.find((r) => r.requestId === requestIdOf(refused))).toMatchObject({ credential: { kind: 'api_key', id: keyId }, status: 401, errorCode: 'ACCOUNT_UNAVAILABLE' });
  });

  test('OAuth access tokens of a disabled account are refused ACCOUNT_UNAVAILABLE and recorded under their client, on the API and through /mcp', async () => {
    const browser = new Browser();
    const { accountId } = await signedInUser(browser);
    const config = await registerClient();
    const clientId = config.clientMetadata().client_id;
    const apiFlow = await authorize(browser, config, { scope: 'credits:read', resource: API_RESOURCE });
    const apiToken = await oidc.authorizationCodeGrant(config, apiFlow.callback, { pkceCodeVerifier: apiFlow.verifier, expectedState: apiFlow.state }, { resource: API_RESOURCE });
    const mcpFlow = await authorize(browser, config, { scope: 'credits:read' });
    const mcpToken = await oidc.authorizationCodeGrant(config, mcpFlow.callback, { pkceCodeVerifier: mcpFlow.verifier, expectedState: mcpFlow.state }, { resource: MCP_RESOURCE });
    await admin('account', 'disable', '--account', accountId);

    const refused = await call('/credits', { key: apiToken.access_token });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('ACCOUNT_UNAVAILABLE');
    const viaMcp = await rawPost(INITIALIZE, { Authorization: `Bearer ${mcpToken.access_token}` });
    expect(viaMcp.status).toBe(403);

    const byClient = { kind: 'oauth', id: clientId };
    const page = await historyWith(accountId, [refused]);
    expect(page.rows.find((r) => r.requestId === requestIdOf(refused))).toMatchObject({
      credential: byClient,
      channel: 'api',
      operation: 'GET /credits',
      status: 401,
      errorCode: 'ACCOUNT_UNAVAILABLE',
    });
    // The MCP server checks the token on initialize; the refusal is recorded as that call, on the mcp channel.
    for (let i = 0; i < 40; i++) {
      const row = (await history(accountId)).rows.find((r) => r.channel === 'mcp');
      if (row) {
        expect(row).toMatchObject({ credential: byClient, operation: 'MCP initialize', status: 401, errorCode: 'ACCOUNT_UNAVAILABLE' });
        const stored = JSON.stringify(await sql('select * from audit_entries where account_id = ?', [accountId]));
        expect(stored).not.toContain(apiToken.access_token);
        expect(stored).not.toContain(mcpToken.access_token);
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the refusal through /mcp was not recorded');
  });

  test('a write the database refuses loses the audit row, not the request', async () => {
    const refusedAccount = await newAccount();
    const other = await newAccount();
    // The database itself refuses this account's audit rows: a real failing write, not a stand-in.
    const guard = `audit_refuse_${randomUUID().replaceAll('-', '')}`;
    if (POSTGRES) {
      await rawSql(`create or replace function ${guard}() returns trigger language plpgsql as $$ begin if new.account_id = '${refusedAccount.accountId}' then raise exception 'refused'; end if; return new; end $$`);
      await rawSql(`create trigger ${guard} before insert on audit_entries for each row execute function ${guard}()`);
    } else {
      await rawSql(`create trigger ${guard} before insert on audit_entries when new.account_id = '${refusedAccount.accountId}' begin select raise(abort, 'refused'); end`);
    }
    let refusedWrite = false;
    try {
      const answered = await call('/credits', { key: refusedAccount.key });
      expect(answered.status).toBe(200);
      expect(answered.body).toMatchObject({ balance: 1000, reserved: 0 });
      // Rows are written in the order of their calls: once this later call is recorded, the refused write has happened.
      const later = await call('/credits', { key: other.key });
      await historyWith(other.accountId, [later]);
      // Schema updates (each operator CLI call runs one) leave triggers alone (core/db/orm.ts).
      const guardExists = await rawSql(POSTGRES ? 'select tgname from pg_trigger where tgname = ?' : "select name from sqlite_master where type = 'trigger' and name = ?", [guard]);
      expect(guardExists).toHaveLength(1);
      expect(await rawSql('select id from audit_entries where request_id = ?', [requestIdOf(answered)])).toEqual([]);
      refusedWrite = true;
    } finally {
      await rawSql(`drop trigger if exists ${guard}${POSTGRES ? ' on audit_entries' : ''}`);
      if (POSTGRES) await rawSql(`drop function if exists ${guard}()`);
    }
    expect(refusedWrite).toBe(true);
    // The trail records the account again once the database accepts its rows.
    const after = await call('/credits', { key: refusedAccount.key });
    await historyWith(refusedAccount.accountId, [after]);
  });
});

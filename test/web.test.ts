// The website in real Chromium: sign-in and sign-out, CSRF refusals, API keys made and revoked
// through the pages and then used against the API, and the top-up page behind top_up_url.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { admin, call, newAccount, sql } from './support/client.ts';
import { browserPages, collectConsole, signIn, SITE } from './support/browser.ts';

const PASSWORD = 'a long enough passphrase';

const page = browserPages();

/** An account with a 1,000-credit pack (or none) and one website user. */
async function newUser(opts: { credits?: number; plan?: string } = {}): Promise<{ accountId: string; email: string }> {
  // Without credits the CLI's key may only read (a write scope needs a subscription or a pack).
  const { accountId } = await newAccount({ plan: opts.plan ?? 'pro', credits: opts.credits, ...(opts.credits === 0 ? { scopes: 'jobs:read,credits:read' } : {}) });
  const email = `user-${randomUUID().slice(0, 8)}@example.com`;
  await admin('user', 'create', '--account', accountId, '--email', email, '--password', PASSWORD);
  return { accountId, email };
}

async function keyCount(accountId: string): Promise<number> {
  return Number((await sql('select count(*) as n from api_keys where account_id = ?', [accountId]))[0]?.n);
}

/** Creates a key through the form and returns what the result page shows once. */
async function createKey(p: Page, name: string, scopes: string[], expires: string): Promise<string> {
  await p.goto('/settings/keys');
  await p.getByLabel('Name').fill(name);
  for (const scope of scopes) await p.getByLabel(scope).check();
  await p.getByLabel('Expires after').selectOption(expires);
  await p.getByRole('button', { name: 'Create key' }).click();
  await p.getByRole('heading', { name: 'Your new API key' }).waitFor();
  return p.locator('#new-key').inputValue();
}

describe('sign-in', () => {
  it('refuses a wrong password with a generic message, signs in with the right one, and sign-out ends the session', async () => {
    const { email } = await newUser();
    const p = await page();
    const consoleMessages = collectConsole(p);
    const first = await p.goto('/settings/keys');
    expect(new URL(p.url()).pathname).toBe('/sign-in');
    expect(first?.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    expect(first?.headers()['referrer-policy']).toBe('no-referrer');
    expect(first?.headers()['x-content-type-options']).toBe('nosniff');

    await p.getByLabel('Email').fill(email);
    await p.getByLabel('Password').fill('not the password at all');
    await p.getByRole('button', { name: 'Sign in' }).click();
    await expect(p.getByRole('alert').textContent()).resolves.toBe('That email and password do not match.');
    expect(new URL(p.url()).pathname).toBe('/sign-in');
    // An unknown email reads the same.
    await p.getByLabel('Email').fill(`nobody-${randomUUID().slice(0, 8)}@example.com`);
    await p.getByLabel('Password').fill(PASSWORD);
    await p.getByRole('button', { name: 'Sign in' }).click();
    await expect(p.getByRole('alert').textContent()).resolves.toBe('That email and password do not match.');

    await p.getByLabel('Email').fill(email.toUpperCase());
    await p.getByLabel('Password').fill(PASSWORD);
    await Promise.all([p.waitForURL('**/settings/keys'), p.getByRole('button', { name: 'Sign in' }).click()]);
    await expect(p.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('API keys');
    const cookie = (await p.context().cookies()).find((c) => c.name === 'figures_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // The refusals' 401s are logged as failed loads; nothing else (no CSP violation, no script error).
    expect(consoleMessages.filter((m) => !m.includes('status of 401'))).toEqual([]);

    await Promise.all([p.waitForURL('**/sign-in'), p.getByRole('button', { name: 'Sign out' }).click()]);
    await p.goto('/settings/keys');
    expect(new URL(p.url()).pathname).toBe('/sign-in');
    // The old cookie opens nothing: the session was deleted, not only forgotten by the browser.
    const replay = await fetch(`${SITE}/settings/keys`, { headers: { Cookie: `figures_session=${cookie!.value}` }, redirect: 'manual' });
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe('/sign-in?next=%2Fsettings%2Fkeys');
  });

  it('locks an email after 10 failed sign-ins, even for the right password', async () => {
    const { email } = await newUser();
    const p = await page();
    await p.goto('/sign-in');
    const token = await p.locator('input[name=csrf_token]').getAttribute('value');
    for (let i = 0; i < 10; i++) {
      const reply = await p.request.post('/sign-in', { form: { csrf_token: token!, email, password: `wrong guess ${i} here` }, maxRedirects: 0 });
      expect(reply.status()).toBe(401);
    }
    const locked = await p.request.post('/sign-in', { form: { csrf_token: token!, email, password: PASSWORD }, maxRedirects: 0 });
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await locked.text()).toContain('Too many failed sign-ins');
  });
});

describe('accounts that cannot use the website', () => {
  it('refuses sign-in to a disabled account after the password, as a wrong password before it, and ends a deleting account\'s session on its next request', async () => {
    const { accountId, email } = await newUser();
    await admin('account', 'disable', '--account', accountId);
    const p = await page();
    await p.goto('/sign-in');
    // A guesser learns nothing: a wrong password reads as for any account.
    await p.getByLabel('Email').fill(email);
    await p.getByLabel('Password').fill('not the password at all');
    await p.getByRole('button', { name: 'Sign in' }).click();
    await expect(p.getByRole('alert').textContent()).resolves.toBe('That email and password do not match.');
    await p.getByLabel('Password').fill(PASSWORD);
    const [refusal] = await Promise.all([p.waitForResponse((r) => r.request().method() === 'POST'), p.getByRole('button', { name: 'Sign in' }).click()]);
    expect(refusal.status()).toBe(403);
    await expect(p.getByRole('alert').textContent()).resolves.toBe('This account cannot use the website: it is disabled or being deleted. Ask the operator of this service.');
    expect((await p.context().cookies()).find((c) => c.name === 'figures_session')).toBeUndefined();

    // Enabled again, the same person signs in; once the account is being deleted, the next page asks for sign-in.
    await admin('account', 'enable', '--account', accountId);
    await signIn(p, email, PASSWORD);
    await expect(p.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('API keys');
    const cookie = (await p.context().cookies()).find((c) => c.name === 'figures_session');
    await admin('account', 'delete', '--account', accountId);
    await p.goto('/settings/history');
    expect(new URL(p.url()).pathname).toBe('/sign-in');
    // Its session is gone from the server, not only from this browser.
    await admin('account', 'enable', '--account', accountId);
    const replay = await fetch(`${SITE}/settings/keys`, { headers: { Cookie: `figures_session=${cookie!.value}` }, redirect: 'manual' });
    expect(replay.status).toBe(303);
  });
});

describe('CSRF', () => {
  it('refuses a POST without the form token, and a form posted from another origin, creating nothing', async () => {
    const { accountId, email } = await newUser();
    const p = await page();
    await signIn(p, email, PASSWORD);
    const before = await keyCount(accountId);
    // The browser's own cookies, but no token: what a forged request can send.
    const forged = await p.request.post('/settings/keys', { form: { name: 'forged', scopes: 'credits:read', expires: '30' }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain('did not come from this site');

    // A page on another origin (same host, another port: same site, so Lax sends the cookie).
    const evil: Server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<!doctype html><form method="post" action="${SITE}/settings/keys"><input name="name" value="evil"><input name="scopes" value="credits:read"><input name="expires" value="30"><input name="csrf_token" value="guess"><button>Go</button></form>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    try {
      await p.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
      const [response] = await Promise.all([p.waitForResponse(`${SITE}/settings/keys`), p.getByRole('button', { name: 'Go' }).click()]);
      expect(response.status()).toBe(403);
      await expect(p.getByRole('alert').textContent()).resolves.toContain('sent from another site');
    } finally {
      evil.close();
    }
    expect(await keyCount(accountId)).toBe(before);
  });
});

describe('API keys', () => {
  it('shows a new key once; it works against the API until revoked, then answers 401', async () => {
    const { accountId, email } = await newUser();
    const p = await page();
    await signIn(p, email, PASSWORD);
    const key = await createKey(p, 'browser key', ['credits:read', 'images:convert'], '30');
    expect(key).toMatch(/^sk_live_[0-9A-Za-z]{40}$/);
    const credits = await call('/credits', { key });
    expect(credits.status).toBe(200);

    await p.goto('/settings/keys');
    const html = await p.content();
    expect(html).not.toContain(key);
    const row = p.getByRole('row', { name: /browser key/ });
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe(`${key.slice(0, 14)}…`);
    await expect(row.getByRole('cell').nth(5).textContent()).resolves.toBe('Active');
    await Promise.all([p.waitForURL('**/settings/keys'), row.getByRole('button', { name: /Revoke/ }).click()]);
    await expect(p.getByRole('row', { name: /browser key/ }).getByRole('cell').nth(5).textContent()).resolves.toMatch(/^Revoked /);
    expect((await call('/credits', { key })).status).toBe(401);
    expect((await sql('select revoked_at from api_keys where account_id = ? and name = ?', [accountId, 'browser key']))[0]?.revoked_at).not.toBeNull();
  });

  it('refuses no expiry for a write scope, allows it for a read-only key, and lists keys 10 a page', async () => {
    const { email } = await newUser();
    const p = await page();
    await signIn(p, email, PASSWORD);
    await p.getByLabel('Name').fill('no expiry');
    await p.getByLabel('files:write', { exact: true }).check();
    await p.getByLabel('Expires after').selectOption('never');
    await p.getByRole('button', { name: 'Create key' }).click();
    await expect(p.locator('#key-error').textContent()).resolves.toContain('Only a read-only key');
    // The form keeps what was chosen.
    await expect(p.getByLabel('files:write', { exact: true }).isChecked()).resolves.toBe(true);
    const readOnly = await createKey(p, 'reader', ['jobs:read', 'credits:read'], 'never');
    expect((await call('/credits', { key: readOnly })).status).toBe(200);
    for (let i = 0; i < 10; i++) await createKey(p, `key ${i}`, ['jobs:read'], '30');
    await p.goto('/settings/keys');
    // The account's own CLI key plus 11 made here: 10 on the first page, 2 on the next.
    expect(await p.locator('tbody tr').count()).toBe(10);
    await p.getByRole('link', { name: 'Next page' }).click();
    expect(await p.locator('tbody tr').count()).toBe(2);
    await expect(p.getByRole('link', { name: 'Next page' }).count()).resolves.toBe(0);
  });

  it('says plainly why a write-scoped key is refused for an account without subscription or credit packs', async () => {
    const { accountId, email } = await newUser({ plan: 'free', credits: 0 });
    const p = await page();
    await signIn(p, email, PASSWORD);
    const before = await keyCount(accountId);
    await p.getByLabel('Name').fill('writer');
    await p.getByLabel('images:generate', { exact: true }).check();
    await p.getByRole('button', { name: 'Create key' }).click();
    const error = await p.locator('#key-error').textContent();
    expect(error).toContain('No key was created.');
    expect(error).toContain('needs an active subscription or a credit-pack balance');
    expect(await keyCount(accountId)).toBe(before);
    // A read-only key is still allowed.
    expect(await createKey(p, 'reader', ['credits:read'], '90')).toMatch(/^sk_live_/);
  });
});

describe('top-up page', () => {
  it('is where top_up_url leads: signed out it asks for sign-in and comes back with utm_source, then shows balance and plan without any card form', async () => {
    const { accountId, email } = await newUser({ plan: 'starter', credits: 1234 });
    const key = await admin('key', 'create', '--account', accountId, '--scopes', 'credits:read', '--expires', '30');
    const credits = await call('/credits', { key: key.key as string });
    const link = new URL(credits.body.top_up_url as string);
    expect(`${link.pathname}${link.search}`).toBe('/billing/top-up?utm_source=api');
    const p = await page();
    await p.goto(`${link.pathname}${link.search}`);
    expect(new URL(p.url()).pathname).toBe('/sign-in');
    await p.getByLabel('Email').fill(email);
    await p.getByLabel('Password').fill(PASSWORD);
    await Promise.all([p.waitForURL('**/billing/top-up?utm_source=api'), p.getByRole('button', { name: 'Sign in' }).click()]);
    await expect(p.locator('#available').textContent()).resolves.toBe('1,234 credits');
    await expect(p.locator('#plan').textContent()).resolves.toBe('starter (subscription)');
    await expect(p.locator('#payment-note').textContent()).resolves.toContain('Payment is handled by the operator of this service.');
    expect(await p.locator('input').count()).toBe(1); // the sign-out form's CSRF field only
    await expect(p.getByRole('link', { name: 'Top-up' }).getAttribute('aria-current')).resolves.toBe('page');
  });
});

describe('request history', () => {
  it('lists the API calls of the account with credential, operation, status and error, newest first', async () => {
    const { accountId, email } = await newUser();
    const reader = await admin('key', 'create', '--account', accountId, '--scopes', 'credits:read', '--expires', '30', '--name', 'history reader');
    const key = reader.key as string;
    expect((await call('/credits', { key })).status).toBe(200);
    expect((await call('/jobs', { key })).status).toBe(403);
    const p = await page();
    await signIn(p, email, PASSWORD, '/settings/history');
    // The trail is written in batches after the answers: wait for both rows.
    const deadline = Date.now() + 20_000;
    while ((await p.locator('tbody tr').count()) < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      await p.reload();
    }
    const rows = p.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    const [denied, read] = [await rows.nth(0).innerText(), await rows.nth(1).innerText()];
    expect(denied).toContain('history reader');
    expect(denied).toContain(reader.key_id as string);
    expect(denied).toContain('403');
    expect(denied).toContain('SCOPE_DENIED');
    expect(read).toContain('200');
    expect(read).not.toContain(key);
    await expect(p.getByRole('link', { name: 'History' }).getAttribute('aria-current')).resolves.toBe('page');
  });
});

// A new API key is shown once, on the page the creation form redirects to (POST-redirect-GET):
// reloading that page, or opening it in another signed-in browser, shows no key and creates
// none, and until its one showing the key waits sealed, not readable in the database.
import { randomUUID } from 'node:crypto';
import { admin, call, newAccount, sql } from './support/client.ts';
import { browserPages, collectConsole, signIn } from './support/browser.ts';

const PASSWORD = 'a long enough passphrase';
const CSP = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const page = browserPages();

async function newUser(): Promise<{ accountId: string; email: string }> {
  const { accountId } = await newAccount({ plan: 'pro', credits: 1000 });
  const email = `keys-${randomUUID().slice(0, 8)}@example.com`;
  await admin('user', 'create', '--account', accountId, '--email', email, '--password', PASSWORD);
  return { accountId, email };
}

async function keyNames(accountId: string): Promise<string[]> {
  return (await sql('select name from api_keys where account_id = ? order by created_at', [accountId])).map((r) => String(r.name));
}

test('creating a key redirects to the page that shows it once; a reload shows no key and creates none', async () => {
  const { accountId, email } = await newUser();
  const p = await page();
  const consoleMessages = collectConsole(p);
  await signIn(p, email, PASSWORD, '/settings/keys');
  const before = await keyNames(accountId);

  await p.getByLabel('Name').fill('shown once');
  await p.getByLabel('credits:read').check();
  await p.getByLabel('Expires after').selectOption('30');
  const [posted] = await Promise.all([
    p.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/settings/keys'),
    p.getByRole('button', { name: 'Create key' }).click(),
  ]);
  expect(posted.status()).toBe(303);
  expect(posted.headers().location).toBe('/settings/keys/new');
  await p.getByRole('heading', { name: 'Your new API key' }).waitFor();
  expect(new URL(p.url()).pathname).toBe('/settings/keys/new');
  const key = await p.locator('#new-key').inputValue();
  expect(key).toMatch(/^sk_live_[0-9A-Za-z]{40}$/);
  expect((await call('/credits', { key })).status).toBe(200);

  // Reloading: the GET again, which finds the slot empty.
  const reloaded = await p.reload();
  expect(reloaded?.status()).toBe(200);
  expect(reloaded?.headers()['content-security-policy']).toBe(CSP);
  expect(reloaded?.headers()['cache-control']).toBe('no-store');
  await expect(p.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('No new key to show');
  expect(await p.locator('#new-key').count()).toBe(0);
  expect(await p.content()).not.toContain(key);
  expect(await keyNames(accountId)).toEqual([...before, 'shown once']);
  expect(consoleMessages).toEqual([]);
});

test('the key waits sealed for its one showing, and only the browser session that created it can show it', async () => {
  const { accountId, email } = await newUser();
  const creator = await page();
  await signIn(creator, email, PASSWORD, '/settings/keys');
  const other = await page();
  await signIn(other, email, PASSWORD, '/settings/keys');

  // The form's POST as the browser sends it, without following the redirect.
  const csrf = await creator.locator('input[name="csrf_token"]').first().inputValue();
  const posted = await creator.request.post('/settings/keys', { form: { csrf_token: csrf, name: 'sealed', scopes: 'jobs:read', expires: '90' }, maxRedirects: 0 });
  expect(posted.status()).toBe(303);
  expect(posted.headers().location).toBe('/settings/keys/new');
  const waiting = await sql('select new_key_sealed from web_sessions where new_key_sealed is not null and user_id = (select id from users where email = ?)', [email]);
  expect(waiting).toHaveLength(1);
  expect(String(waiting[0]!.new_key_sealed)).not.toMatch(/sk_live_/);

  // Another signed-in browser of the same user finds nothing in its own slot.
  await other.goto('/settings/keys/new');
  await expect(other.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('No new key to show');

  await creator.goto('/settings/keys/new');
  const key = await creator.locator('#new-key').inputValue();
  const prefix = (await sql('select key_prefix from api_keys where account_id = ? and name = ?', [accountId, 'sealed']))[0]?.key_prefix;
  expect(key.startsWith(String(prefix))).toBe(true);
  expect(await sql('select id from web_sessions where new_key_sealed is not null and user_id = (select id from users where email = ?)', [email])).toHaveLength(0);
});

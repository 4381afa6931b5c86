// /settings/keys: the account's API keys, 10 a page, newest first; creating one (shown once,
// on the page the creation redirects to) and revoking one. Keys are made by core/apiKeys.ts,
// as the operator CLI makes them.
import { ApiKey } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { createApiKey, mayHoldWriteScope, revokeApiKey, WriteScopeRefused, type ApiKeyRow } from '../../core/apiKeys.ts';
import { getAccount } from '../../core/accounts.ts';
import { LIMITS } from '../../core/limits.ts';
import { hasWriteScope, isScope, READ_SCOPES, SCOPES, type Scope } from '../../core/scopes.ts';
import type { AppContext } from '../../http/state.ts';
import { WebError } from '../errors.ts';
import { formOf } from '../form.ts';
import { decodeCursor, encodeCursor, formatTime } from '../format.ts';
import { html, raw, type Raw } from '../../http/html.ts';
import { seeOther, sendPage } from '../layout.ts';
import { href } from '../../http/publicPath.ts';
import { webRouter } from '../router.ts';
import { checkCsrf, csrfField, requireSignIn, signedInUser, type SignedInUser } from '../session.ts';
import { fillNewKeySlot, takeNewKey } from '../newKeySlot.ts';

export const PAGE_SIZE = 10;
/** Where a just-created key is shown, once (web/newKeySlot.ts). */
const NEW_KEY_PATH = '/settings/keys/new';
const NAME_MAX = 100;

interface KeyForm {
  name: string;
  scopes: Scope[];
  expires: string;
}

const EMPTY_FORM: KeyForm = { name: '', scopes: [], expires: '90' };

async function me(ctx: AppContext): Promise<SignedInUser> {
  const user = await signedInUser(ctx);
  if (!user) throw new WebError(401, 'Sign in first.');
  return user;
}

function keyStatus(row: ApiKeyRow, now: number): string {
  if (row.revokedAt) return `Revoked ${formatTime(row.revokedAt)}`;
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'Expired';
  return 'Active';
}

function keyRows(ctx: AppContext, rows: ApiKeyRow[]): Raw {
  const now = Date.now();
  if (rows.length === 0) return html`<p>No keys yet.</p>`;
  return html`<table>
<caption class="muted">Newest first</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Expires</th><th scope="col">Status</th><th scope="col"><span class="muted">Action</span></th></tr></thead>
<tbody>${rows.map((row) => {
    const status = keyStatus(row, now);
    return html`<tr><td>${row.name}</td><td><code>${row.keyPrefix}…</code></td><td>${row.scopes.join(', ')}</td><td>${formatTime(row.createdAt)}</td><td>${row.expiresAt ? formatTime(row.expiresAt) : 'never'}</td><td>${status}</td>
<td>${status === 'Active' ? html`<form method="post" action="${href(`/settings/keys/${row.id}/revoke`)}">${raw(csrfField(ctx))}<button type="submit" aria-label="Revoke key ${row.name} (${row.keyPrefix}…)">Revoke</button></form>` : ''}</td></tr>`;
  })}</tbody></table>`;
}

function createForm(ctx: AppContext, form: KeyForm, mayWrite: boolean): Raw {
  const expiries = [...LIMITS.apiKeyExpiryDays.map((d) => ({ value: String(d), label: `${d} days` })), { value: 'never', label: 'No expiry (read-only keys only)' }];
  return html`<h2 id="create">Create a key</h2>
${mayWrite ? '' : html`<p class="muted" id="write-note">This account has no active subscription and no credit-pack balance, so its keys can hold only the read scopes (jobs:read, credits:read). <a href="${href('/billing/top-up')}">Top up</a> to create keys that make figures.</p>`}
<form method="post" action="${href('/settings/keys')}">
${raw(csrfField(ctx))}
<label for="key-name">Name</label>
<input id="key-name" name="name" type="text" required maxlength="${NAME_MAX}" value="${form.name}">
<fieldset><legend>Scopes</legend>
${SCOPES.map((s) => html`<label><input type="checkbox" name="scopes" value="${s}"${form.scopes.includes(s) ? raw(' checked') : ''}> <code>${s}</code>${READ_SCOPES.has(s) ? ' (read)' : ''}</label>`)}
</fieldset>
<label for="key-expiry">Expires after</label>
<select id="key-expiry" name="expires">${expiries.map((e) => html`<option value="${e.value}"${e.value === form.expires ? raw(' selected') : ''}>${e.label}</option>`)}</select>
<p class="muted">A key with any scope other than jobs:read and credits:read must expire.</p>
<p><button type="submit" class="primary">Create key</button></p>
</form>`;
}

async function listPage(ctx: AppContext, opts: { form?: KeyForm; error?: string; status?: number; cursor?: string } = {}): Promise<void> {
  const user = await me(ctx);
  const db = await em();
  const after = decodeCursor(opts.cursor);
  const where = after ? { accountId: user.accountId, $or: [{ createdAt: { $lt: after.time } }, { createdAt: after.time, id: { $lt: after.id } }] } : { accountId: user.accountId };
  const rows = await db.find(ApiKey, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: PAGE_SIZE + 1 });
  const shown = rows.slice(0, PAGE_SIZE);
  const last = shown[shown.length - 1];
  const next = rows.length > PAGE_SIZE && last ? encodeCursor({ time: last.createdAt, id: last.id }) : undefined;
  const mayWrite = await mayHoldWriteScope(db, await getAccount(db, user.accountId));
  await sendPage(ctx, {
    title: 'API keys',
    nav: 'keys',
    status: opts.status,
    body: html`${opts.error ? html`<div class="error" role="alert" id="key-error">${raw(opts.error)}</div>` : ''}
<h2>Your keys</h2>
${keyRows(ctx, shown)}
<nav class="pager" aria-label="Pages of keys">${after ? html`<a href="${href('/settings/keys')}">First page</a>` : ''}${next ? html`<a href="${href(`/settings/keys?cursor=${next}`)}" rel="next">Next page</a>` : ''}</nav>
${createForm(ctx, opts.form ?? EMPTY_FORM, mayWrite)}`,
  });
}

function readKeyForm(form: URLSearchParams): { form: KeyForm; problem?: string } {
  const name = (form.get('name') ?? '').trim();
  const asked = form.getAll('scopes');
  const scopes = SCOPES.filter((s) => asked.includes(s));
  const expires = form.get('expires') ?? '';
  const keyForm = { name: name.slice(0, NAME_MAX), scopes, expires };
  if (name === '') return { form: keyForm, problem: 'Give the key a name.' };
  if (name.length > NAME_MAX) return { form: keyForm, problem: `A key's name has at most ${NAME_MAX} characters.` };
  if (asked.some((s) => !isScope(s))) return { form: keyForm, problem: 'Choose scopes from the list.' };
  if (scopes.length === 0) return { form: keyForm, problem: 'Choose at least one scope.' };
  if (expires === 'never') {
    if (hasWriteScope(scopes)) return { form: keyForm, problem: 'Only a read-only key (jobs:read, credits:read) may have no expiry: choose 30, 90 or 365 days, or only read scopes.' };
  } else if (!(LIMITS.apiKeyExpiryDays as readonly number[]).includes(Number(expires))) {
    return { form: keyForm, problem: 'Choose an expiry of 30, 90 or 365 days.' };
  }
  return { form: keyForm };
}

export const keysRouter = webRouter();

keysRouter.get('/settings/keys', requireSignIn, (ctx) => listPage(ctx, { cursor: typeof ctx.query.cursor === 'string' ? ctx.query.cursor : undefined }));

keysRouter.post('/settings/keys', requireSignIn, async (ctx) => {
  await checkCsrf(ctx);
  const user = await me(ctx);
  const { form, problem } = readKeyForm(await formOf(ctx));
  if (problem) return listPage(ctx, { form, status: 422, error: html`<p>${problem}</p>`.html });
  let created;
  try {
    created = await createApiKey(await em(), { accountId: user.accountId, name: form.name, scopes: form.scopes, expiresInDays: form.expires === 'never' ? null : Number(form.expires) });
  } catch (err) {
    if (!(err instanceof WriteScopeRefused)) throw err;
    return listPage(ctx, {
      form,
      status: 403,
      error: html`<p><strong>No key was created.</strong> A key with a write scope (${form.scopes.filter((s) => !READ_SCOPES.has(s)).join(', ')}) needs an active subscription or a credit-pack balance, and this account has neither.</p>
<p><a href="${href('/billing/top-up')}">Top up or subscribe</a>, or create a key with only the read scopes jobs:read and credits:read.</p>`.html,
    });
  }
  // Shown by the GET it redirects to, once: reloading that page creates no second key.
  await fillNewKeySlot(ctx, created.row.id, created.key);
  seeOther(ctx, NEW_KEY_PATH);
});

keysRouter.get(NEW_KEY_PATH, requireSignIn, async (ctx) => {
  const user = await me(ctx);
  const created = await takeNewKey(ctx, user.accountId);
  if (!created) {
    return sendPage(ctx, {
      title: 'No new key to show',
      nav: 'keys',
      body: html`<p role="status">A new key is shown only once, right after it is created, and this page has shown it already (or the key was created more than 10 minutes ago). It is listed under API keys by its first characters.</p>
<p>If you did not copy it, revoke it there and create another.</p>
<p><a href="${href('/settings/keys')}">Back to API keys</a></p>`,
    });
  }
  const { key, row } = created;
  await sendPage(ctx, {
    title: 'Your new API key',
    nav: 'keys',
    body: html`<p class="ok" role="status">Key <strong>${row.name}</strong> was created with ${row.scopes.join(', ')}, ${row.expiresAt ? `expiring ${formatTime(row.expiresAt)}` : 'with no expiry'}.</p>
<p><label for="new-key">Copy it now: it is shown only this once and stored only as a hash.</label></p>
<input id="new-key" class="secret" type="text" readonly value="${key}" autofocus>
<p>Send it as <code>Authorization: Bearer &lt;key&gt;</code>.</p>
<p><a href="${href('/settings/keys')}">Back to API keys</a></p>`,
  });
});

keysRouter.post('/settings/keys/:keyId/revoke', requireSignIn, async (ctx) => {
  await checkCsrf(ctx);
  const user = await me(ctx);
  const keyId = ctx.params.keyId ?? '';
  const db = await em();
  const row = /^[0-9a-f-]{36}$/i.test(keyId) ? await db.findOne(ApiKey, { id: keyId.toLowerCase(), accountId: user.accountId }) : null;
  if (!row) throw new WebError(404, 'There is no such key in this account.');
  if (!row.revokedAt) await revokeApiKey(db, row.id);
  seeOther(ctx, '/settings/keys');
});

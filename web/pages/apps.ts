// /settings/apps: the assistant clients the account approved through OAuth, 10 a page, with
// their scopes and last use; disconnecting one ends all its tokens at once.
import { listConnectedApps, revokeApp } from '../../core/connectedApps.ts';
import type { AppContext } from '../../http/state.ts';
import { WebError } from '../errors.ts';
import { formOf } from '../form.ts';
import { formatTime } from '../format.ts';
import { html, raw } from '../../http/html.ts';
import { seeOther, sendPage } from '../layout.ts';
import { href } from '../../http/publicPath.ts';
import { webRouter } from '../router.ts';
import { checkCsrf, csrfField, requireSignIn, signedInUser, type SignedInUser } from '../session.ts';

export const PAGE_SIZE = 10;

async function me(ctx: AppContext): Promise<SignedInUser> {
  const user = await signedInUser(ctx);
  if (!user) throw new WebError(401, 'Sign in first.');
  return user;
}

export const appsRouter = webRouter();

appsRouter.get('/settings/apps', requireSignIn, async (ctx) => {
  const user = await me(ctx);
  const asked = Number(ctx.query.page ?? 1);
  if (!Number.isInteger(asked) || asked < 1 || asked > 100_000) throw new WebError(400, 'That page link is not valid. Start again from the first page.');
  const { apps, page, hasNext } = await listConnectedApps(user.accountId, asked, PAGE_SIZE);
  await sendPage(ctx, {
    title: 'Connected apps',
    nav: 'apps',
    body: html`<p class="muted">Assistant clients you allowed to use this account. Disconnecting one ends its access at once.</p>
${apps.length === 0 ? html`<p>No connected apps.</p>` : html`<table class="stacked">
<thead><tr><th scope="col">App</th><th scope="col">Scopes</th><th scope="col">Approved</th><th scope="col">Last used</th><th scope="col"><span class="muted">Action</span></th></tr></thead>
<tbody>${apps.map((app) => html`<tr><td data-label="App" class="long-words">${app.clientName ? html`<strong>${app.clientName}</strong><br>` : ''}<code>${app.clientId}</code></td><td data-label="Scopes">${app.scopes.join(', ') || 'none'}</td><td data-label="Approved">${formatTime(app.approvedAt)}</td><td data-label="Last used">${app.lastUsedAt ? formatTime(app.lastUsedAt) : 'never'}</td>
<td data-label="Action"><form method="post" action="${href('/settings/apps/revoke')}">${raw(csrfField(ctx))}<input type="hidden" name="client_id" value="${app.clientId}"><button type="submit" aria-label="Disconnect ${app.clientName ?? app.clientId}">Disconnect</button></form></td></tr>`)}</tbody></table>`}
<nav class="pager" aria-label="Pages of connected apps">${page > 1 ? html`<a href="${href(`/settings/apps?page=${page - 1}`)}" rel="prev">Previous page</a>` : ''}${hasNext ? html`<a href="${href(`/settings/apps?page=${page + 1}`)}" rel="next">Next page</a>` : ''}</nav>`,
  });
});

appsRouter.post('/settings/apps/revoke', requireSignIn, async (ctx) => {
  await checkCsrf(ctx);
  const user = await me(ctx);
  const clientId = (await formOf(ctx)).get('client_id') ?? '';
  if (!clientId || clientId.length > 1024 || (await revokeApp(user.accountId, clientId)) === 0) throw new WebError(404, 'This app is not connected to this account.');
  seeOther(ctx, '/settings/apps');
});

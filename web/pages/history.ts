// /settings/history: the account's request history from the audit trail (core/audit.ts),
// 10 a page, newest first. Metadata only: the trail holds no prompts, content or addresses.
import { ApiKey } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { historyPage, HistoryCursorInvalid, spentOn, type HistoryRow } from '../../core/audit.ts';
import { WebError } from '../errors.ts';
import { formatTime } from '../format.ts';
import { html, type Raw } from '../../http/html.ts';
import { sendPage } from '../layout.ts';
import { href } from '../../http/publicPath.ts';
import { webRouter } from '../router.ts';
import { requireSignIn, signedInUser } from '../session.ts';

export const PAGE_SIZE = 10;

function credential(row: HistoryRow, keyNames: Map<string, string>): Raw {
  if (!row.credential) return html`<span class="muted">none</span>`;
  if (row.credential.kind === 'oauth') return html`app <code>${row.credential.id}</code>`;
  const name = keyNames.get(row.credential.id);
  return html`key ${name ? html`${name} ` : ''}<code>${row.credential.id}</code>`;
}

function credits(row: HistoryRow): Raw {
  if (!row.credits) return html`<span class="muted">—</span>`;
  const c = row.credits;
  return html`${c.charged} charged${c.reserved ? html`<br>${c.reserved} reserved` : ''}${c.refunded ? html`<br>${c.refunded} refunded` : ''}`;
}

export const historyRouter = webRouter();

historyRouter.get('/settings/history', requireSignIn, async (ctx) => {
  const user = await signedInUser(ctx);
  if (!user) throw new WebError(401, 'Sign in first.');
  const cursor = typeof ctx.query.cursor === 'string' && ctx.query.cursor !== '' ? ctx.query.cursor : undefined;
  const found = await historyPage(user.accountId, { limit: PAGE_SIZE, cursor }).catch((err: unknown) => {
    if (err instanceof HistoryCursorInvalid) throw new WebError(400, 'That page link is not valid. Start again from the first page.');
    throw err;
  });
  const keyIds = [...new Set(found.rows.flatMap((r) => (r.credential?.kind === 'api_key' ? [r.credential.id] : [])))];
  const keys = keyIds.length ? await (await em()).find(ApiKey, { id: { $in: keyIds }, accountId: user.accountId }) : [];
  const keyNames = new Map(keys.map((k) => [k.id, k.name]));
  await sendPage(ctx, {
    title: 'Request history',
    nav: 'history',
    body: html`<p class="muted">Every authenticated call to the API and the assistant server, kept for 30 days: what was called and how it ended, never what was sent.</p>
${
  found.rows.length === 0
    ? html`<p>No requests ${cursor ? 'on this page' : 'in the last 30 days'}.</p>`
    : html`<table class="stacked">
<caption class="muted">Newest first. Credits spent by the jobs on this page: ${spentOn(found.rows)} (replayed requests not counted).</caption>
<thead><tr><th scope="col">Time</th><th scope="col">Credential</th><th scope="col">Operation</th><th scope="col">Status</th><th scope="col">Error</th><th scope="col">Request</th><th scope="col">Job</th><th scope="col">Credits</th></tr></thead>
<tbody>${found.rows.map(
        (r) => html`<tr><td data-label="Time">${formatTime(r.time)}${r.channel === 'mcp' ? html`<br><span class="muted">via MCP</span>` : ''}</td><td data-label="Credential">${credential(r, keyNames)}</td><td data-label="Operation"><code>${r.operation}</code>${r.replayed ? html`<br><strong>replayed</strong>` : ''}</td><td data-label="Status">${r.status}</td>
<td data-label="Error">${r.errorCode ? html`<code>${r.errorCode}</code>${r.errorReason ? html`<br>${r.errorReason}` : ''}` : ''}</td><td data-label="Request"><code>${r.requestId}</code></td><td data-label="Job">${r.jobId ? html`<code>${r.jobId}</code>` : ''}</td><td data-label="Credits">${credits(r)}</td></tr>`,
      )}</tbody></table>`
}
<nav class="pager" aria-label="Pages of history">${cursor ? html`<a href="${href('/settings/history')}">First page</a>` : ''}${found.nextCursor ? html`<a href="${href(`/settings/history?cursor=${encodeURIComponent(found.nextCursor)}`)}" rel="next">Next page</a>` : ''}</nav>`,
  });
});

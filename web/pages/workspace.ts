// /workspace/charts/{job id} and /workspace/flowcharts/{job id}: the figure (its latest
// succeeded version), its versions as one conversation, downloads, and a box to edit it by
// instruction. A page edit is the API's edit (jobs/requests/edits.ts) made with the signed-in
// user's account, so credits, ledger, workflow and edit-chain rules are the same.
// Another account's job and an unknown id are both 404, with the same page.
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../core/errors.ts';
import { getAccount } from '../../core/accounts.ts';
import { mayHoldWriteScope } from '../../core/apiKeys.ts';
import { em } from '../../core/db/orm.ts';
import { isFinal } from '../../core/jobStatuses.ts';
import { signedDownload } from '../../core/signing.ts';
import { createChartEdit, createFlowchartEdit } from '../../jobs/requests/edits.ts';
import { withLiveStatus } from '../../jobs/requests/liveStatus.ts';
import { ChartEditRequest } from '../../contract/charts.ts';
import { chartReadingOf } from '../../jobs/requests/chartReading.ts';
import { FlowchartEditRequest } from '../../contract/flowcharts.ts';
import type { AppContext } from '../../http/state.ts';
import { WebError } from '../errors.ts';
import { formOf } from '../form.ts';
import { formatTime } from '../format.ts';
import { html, raw, type Raw } from '../../http/html.ts';
import { CSP } from '../../http/page.ts';
import { seeOther, sendPage } from '../layout.ts';
import { href } from '../../http/publicPath.ts';
import { webRouter } from '../router.ts';
import { checkCsrf, csrfField, requireSignIn, signedInUser, type SignedInUser } from '../session.ts';
import { serveWorkspaceScript, WORKSPACE_SCRIPT_PATH } from './workspaceAssets.ts';
import type { VersionedKind } from '../../core/jobKinds.ts';
import { versionedJob } from '../../jobs/requests/versions.ts';
import { creditsText, loadWorkspace, type Version, type Workspace } from './workspaceVersions.ts';

/** The workspace pages may run the one script this service serves, and poll from it. */
const WORKSPACE_CSP = CSP.replace("default-src 'none';", "default-src 'none'; script-src 'self'; connect-src 'self';");
/** An edit's one-time form token becomes its Idempotency-Key: a double submit is one job. */
const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const NOUN: Record<VersionedKind, string> = { chart: 'Chart', flowchart: 'Flowchart' };
const SHOWN_FORMAT: Record<VersionedKind, string> = { chart: 'png', flowchart: 'svg' };

export function workspacePath(kind: VersionedKind, jobId: string): string {
  return `/workspace/${kind}s/${jobId}`;
}

async function me(ctx: AppContext): Promise<SignedInUser> {
  const user = await signedInUser(ctx);
  if (!user) throw new WebError(401, 'Sign in first.');
  return user;
}

function notFound(kind: VersionedKind): WebError {
  return new WebError(404, `There is no such ${kind} in your account.`);
}

function statusText(status: string): string {
  return status === 'queued' || status === 'processing' ? `running (${status})` : status;
}


/** What asked for the version: the edit's instruction, or the first job's request (never another account's data). */
function said(kind: VersionedKind, v: Version): Raw {
  const p = v.params ?? {};
  if (v.job.parentJobId) return html`<p class="said"><strong>Edit:</strong> ${String(p.instruction ?? '')}</p>`;
  if (kind === 'chart') {
    return html`${typeof p.request === 'string' ? html`<p class="said"><strong>Asked:</strong> ${p.request}</p>` : ''}<p class="said">Made from data ${typeof p.dataFileName === 'string' ? html`<code>${p.dataFileName}</code>` : 'uploaded with the request'}${typeof p.sheetName === 'string' ? html`, sheet <code>${p.sheetName}</code>` : ''}.</p>`;
  }
  return typeof p.prompt === 'string' && p.prompt !== ''
    ? html`<p class="said"><strong>Asked:</strong> ${p.prompt}</p>`
    : html`<p class="said">Made from the request's attachments.</p>`;
}

/**
 * How a chart version's request or instruction was read: each phrase and the part of the chart
 * it made, and the reader (the rules, or a configured model). Older versions kept no reading.
 */
function reading(kind: VersionedKind, v: Version): Raw {
  const read = kind === 'chart' ? chartReadingOf(v.params ?? {}, !!v.job.parentJobId) : undefined;
  if (!read) return html``;
  return html`<p class="reading"><strong>Read as:</strong> ${read.phrases.map((ph, i) => html`${i > 0 ? '; ' : ''}<span class="read"><span class="words">${ph.words}</span> → ${ph.part}</span>`)} <span class="muted">(read by: ${read.by})</span></p>`;
}

function downloads(v: Version, now: number): Raw {
  if (v.status !== 'succeeded') return html``;
  return html`<p class="downloads">${v.job.outputs.map((o) => html`<a href="${signedDownload(o.fileId, now).url}" download>Download ${o.format.toUpperCase()}</a>`)}</p>`;
}

function versionList(w: Workspace, now: number): Raw {
  return html`<ol class="versions" id="versions">${w.versions.map((v, i) => {
    const error = v.status === 'failed' && v.job.error ? html`<p class="error">${v.job.error.message}${v.job.error.details.reason ? html` (<code>${String(v.job.error.details.reason)}</code>)` : ''}</p>` : '';
    return html`<li id="version-${v.job.id}"${v === w.latest ? raw(' aria-current="true"') : ''}>
<p><strong>Version ${i + 1}</strong>${v === w.latest ? ' (shown)' : ''} · <span class="status">${statusText(v.status)}</span> · ${creditsText(v.credits)} · ${formatTime(v.job.createdAt)}${v.maker ? html` · by ${v.maker}` : ''}</p>
${said(w.kind, v)}${reading(w.kind, v)}${error}${downloads(v, now)}
<p class="muted">Job <code>${v.job.id}</code>${v.job.id === w.opened.id ? ' (the link you opened)' : ''}</p></li>`;
  })}</ol>`;
}

function figure(w: Workspace, now: number): Raw {
  const shown = w.latest?.job.outputs.find((o) => o.format === SHOWN_FORMAT[w.kind]);
  if (!w.latest || !shown) return html`<p>No version has been made yet.</p>`;
  const n = w.versions.indexOf(w.latest) + 1;
  return html`<img class="figure" id="figure" src="${signedDownload(shown.fileId, now).url}" alt="${NOUN[w.kind]}, version ${n}">`;
}

function progress(ctx: AppContext, w: Workspace): Raw {
  if (!w.running) return html``;
  const n = w.versions.indexOf(w.running) + 1;
  return html`<p class="ok" role="status" id="progress" data-poll="${href(`/workspace/jobs/${w.running.job.id}/status`)}">Version ${n} is being made: <span data-live-status>${w.running.status}</span>. This page updates when it is done. <a href="${href(ctx.path)}">Refresh</a></p>`;
}

function editBox(ctx: AppContext, w: Workspace, instruction: string): Raw {
  const max = w.kind === 'chart' ? 16_000 : 8_000;
  const reason = !w.latest
    ? `There is no finished ${w.kind} to edit yet.`
    : w.notEditable
      ? w.notEditable
      : w.running
        ? 'An edit is running; edit its result when it is done.'
        : undefined;
  return html`<h2 id="edit">Edit by instruction</h2>
${reason ? html`<p class="muted" id="not-editable">${reason}</p>` : html`<p class="muted">An edit costs the same credits as through the API and makes the next version.</p>`}
<form method="post" action="${href(`${workspacePath(w.kind, w.opened.id)}/edits`)}">${raw(csrfField(ctx))}
<input type="hidden" name="version" value="${w.latest?.job.id ?? ''}"><input type="hidden" name="edit_token" value="${randomUUID()}">
<fieldset${reason ? raw(' disabled') : ''}><legend>Next version</legend>
<label for="instruction">Instruction</label>
<textarea id="instruction" name="instruction" required maxlength="${max}">${instruction}</textarea>
<p><button type="submit" class="primary">Make the edit</button></p></fieldset></form>`;
}

async function workspacePage(ctx: AppContext, kind: VersionedKind, opts: { error?: Raw; status?: number; instruction?: string } = {}): Promise<void> {
  const user = await me(ctx);
  const opened = await versionedJob(user.accountId, kind, ctx.params.jobId ?? '');
  if (!opened) throw notFound(kind);
  const w = await loadWorkspace(user.accountId, kind, opened);
  const now = Date.now();
  await sendPage(ctx, {
    title: `${NOUN[kind]} workspace`,
    status: opts.status,
    body: html`${opts.error ? html`<div class="error" role="alert" id="edit-error">${opts.error}</div>` : ''}
${progress(ctx, w)}
${figure(w, now)}
<h2>Versions</h2>
<p class="muted">Every version of this ${kind}, oldest first, whether made through the API, an assistant or this page.</p>
${versionList(w, now)}
${editBox(ctx, w, opts.instruction ?? '')}
<p><a href="${href('/jobs')}">All your jobs</a></p>
<script src="${href(WORKSPACE_SCRIPT_PATH)}" defer></script>`,
  });
  ctx.set('Content-Security-Policy', WORKSPACE_CSP);
}

/** The edit from the page: validated as the API validates it, admitted as the API admits it. */
async function editFromPage(ctx: AppContext, kind: VersionedKind): Promise<void> {
  await checkCsrf(ctx);
  const user = await me(ctx);
  const opened = await versionedJob(user.accountId, kind, ctx.params.jobId ?? '');
  if (!opened) throw notFound(kind);
  const form = await formOf(ctx);
  const instruction = form.get('instruction') ?? '';
  const token = form.get('edit_token') ?? '';
  const refuse = (status: number, message: Raw) => workspacePage(ctx, kind, { status, error: message, instruction });
  if (!TOKEN.test(token)) return refuse(400, html`<p>This form is out of date. Reload the page and try again.</p>`);
  const parsed = (kind === 'chart' ? ChartEditRequest : FlowchartEditRequest).safeParse({ job: form.get('version') ?? '', instruction });
  if (!parsed.success) {
    const max = kind === 'chart' ? 16_000 : 8_000;
    return refuse(422, html`<p>Write an instruction of 1 to ${max} characters${(form.get('version') ?? '') === '' ? `, once there is a finished ${kind} to edit` : ''}.</p>`);
  }
  const db = await em();
  if (!(await mayHoldWriteScope(db, await getAccount(db, user.accountId)))) {
    return refuse(403, html`<p>Edits need an active subscription or a credit-pack balance. <a href="${href('/billing/top-up?utm_source=web')}">Top up or subscribe</a>.</p>`);
  }
  const requester = { accountId: user.accountId, channel: 'web' as const, idempotencyKey: `web-edit-${token}`, wait: 0, madeBy: { kind: 'web' as const, userId: user.userId } };
  let answer;
  try {
    answer = await (kind === 'chart' ? createChartEdit : createFlowchartEdit)(requester, parsed.data);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const reason = typeof err.details?.reason === 'string' ? err.details.reason : undefined;
    return refuse(err.status, html`<p><strong>No edit was made.</strong> ${err.message}${reason ? html` (<code>${reason}</code>)` : ''}</p>`);
  }
  seeOther(ctx, workspacePath(kind, answer.job.id));
}

export const workspaceRouter = webRouter();

workspaceRouter.get(WORKSPACE_SCRIPT_PATH, (ctx) => serveWorkspaceScript(ctx));
workspaceRouter.get('/workspace/charts/:jobId', requireSignIn, (ctx) => workspacePage(ctx, 'chart'));
workspaceRouter.get('/workspace/flowcharts/:jobId', requireSignIn, (ctx) => workspacePage(ctx, 'flowchart'));
workspaceRouter.post('/workspace/charts/:jobId/edits', requireSignIn, (ctx) => editFromPage(ctx, 'chart'));
workspaceRouter.post('/workspace/flowcharts/:jobId/edits', requireSignIn, (ctx) => editFromPage(ctx, 'flowchart'));

/** A job's status for the workspace's script: the signed-in account's jobs only, else 404. */
workspaceRouter.get('/workspace/jobs/:jobId/status', async (ctx) => {
  const user = await signedInUser(ctx);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  const id = (ctx.params.jobId ?? '').toLowerCase();
  const job = user ? ((await versionedJob(user.accountId, 'chart', id)) ?? (await versionedJob(user.accountId, 'flowchart', id))) : undefined;
  if (!user || !job) {
    ctx.status = user ? 404 : 401;
    ctx.body = { error: user ? 'not found' : 'sign in first' };
    return;
  }
  const [live] = await withLiveStatus([job]).catch(() => [job]);
  const status = live?.status ?? job.status;
  ctx.body = { id: job.id, status, final: isFinal(status) };
});

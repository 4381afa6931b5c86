// /jobs: the signed-in account's jobs, 10 a page, newest first, with status, credits (from the
// ledger), download links and, for charts and flowcharts, the workspace.
import { Job } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { creditsForJobs } from '../../core/ledger.ts';
import { signedDownload } from '../../core/signing.ts';
import { withLiveStatus } from '../../jobs/requests/liveStatus.ts';
import type { JobRow } from '../../jobs/rows.ts';
import { WebError } from '../errors.ts';
import { decodeCursor, encodeCursor, formatTime } from '../format.ts';
import { html, type Raw } from '../../http/html.ts';
import { sendPage } from '../layout.ts';
import { href } from '../../http/publicPath.ts';
import { webRouter } from '../router.ts';
import { requireSignIn, signedInUser } from '../session.ts';
import { workspacePath } from './workspace.ts';
import { creditsText } from './workspaceVersions.ts';

export const PAGE_SIZE = 10;


function status(job: JobRow): Raw {
  if (job.status === 'failed' && job.error) return html`failed<br><code>${job.error.code}</code>${job.error.details?.reason ? html` <code>${String(job.error.details.reason)}</code>` : ''}`;
  return html`${job.status}`;
}

function links(job: JobRow, now: number): Raw {
  const outputs = job.status === 'succeeded' ? job.outputs.map((o) => html`<a href="${signedDownload(o.fileId, now).url}" download>${o.format.toUpperCase()}</a> `) : [];
  const workspace = (job.kind === 'chart' || job.kind === 'flowchart') && !job.refused ? html`<a href="${href(workspacePath(job.kind, job.id))}">Open in workspace</a>` : '';
  return html`${outputs}${outputs.length && workspace ? html`<br>` : ''}${workspace}`;
}

export const jobsRouter = webRouter();

jobsRouter.get('/jobs', requireSignIn, async (ctx) => {
  const user = await signedInUser(ctx);
  if (!user) throw new WebError(401, 'Sign in first.');
  const after = decodeCursor(typeof ctx.query.cursor === 'string' ? ctx.query.cursor : undefined);
  const db = await em();
  const where = after ? { accountId: user.accountId, $or: [{ createdAt: { $lt: after.time } }, { createdAt: after.time, id: { $lt: after.id } }] } : { accountId: user.accountId };
  const rows = await db.find(Job, where, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: PAGE_SIZE + 1 });
  const shown = rows.slice(0, PAGE_SIZE);
  const last = shown[shown.length - 1];
  const next = rows.length > PAGE_SIZE && last ? encodeCursor({ time: last.createdAt, id: last.id }) : undefined;
  // A running job's status is its workflow's; when Temporal cannot answer, the stored one is shown.
  const live = await withLiveStatus(shown).catch(() => shown);
  const spent = await creditsForJobs(db, shown.map((j) => j.id));
  const now = Date.now();
  await sendPage(ctx, {
    title: 'Jobs',
    nav: 'jobs',
    body: html`${
      shown.length === 0
        ? html`<p>No jobs ${after ? 'on this page' : 'yet'}.</p>`
        : html`<table class="stacked">
<caption class="muted">Newest first</caption>
<thead><tr><th scope="col">Created</th><th scope="col">Kind</th><th scope="col">Status</th><th scope="col">Credits</th><th scope="col">Results</th><th scope="col">Job</th></tr></thead>
<tbody>${live.map(
            (job) =>
              html`<tr><td data-label="Created">${formatTime(job.createdAt)}</td><td data-label="Kind">${job.kind}</td><td data-label="Status">${status(job)}</td><td data-label="Credits">${creditsText(spent.get(job.id))}</td><td data-label="Results">${links(job, now)}</td><td data-label="Job"><code>${job.id}</code></td></tr>`,
          )}</tbody></table>`
    }
<nav class="pager" aria-label="Pages of jobs">${after ? html`<a href="${href('/jobs')}">First page</a>` : ''}${next ? html`<a href="${href(`/jobs?cursor=${next}`)}" rel="next">Next page</a>` : ''}</nav>`,
  });
});

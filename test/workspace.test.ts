// The workspace behind editor_url, in real Chromium: a chart or flowchart made through the API
// opened from its editor_url, edited on the page (a job like any other), the new version shown
// without a reload, the edit chain shared with the API both ways, other accounts refused with a
// 404, old-format charts read-only, how each version's request was read, and the jobs page.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { admin, call, finishedJob, newAccount, sql, type Reply } from './support/client.ts';
import { browserPages, collectConsole, signIn } from './support/browser.ts';

const PASSWORD = 'a long enough passphrase';
const CSV = ['dose,response', ...Array.from({ length: 12 }, (_, i) => `${i + 1},${(2 + i * 1.5 + Math.sin(i)).toFixed(2)}`)].join('\n');
const WAIT = { Prefer: 'wait=30' };

const page = browserPages();

/** An account with credits, an API key named by the CLI, and a website user of the account. */
async function newUser(): Promise<{ key: string; accountId: string; email: string }> {
  const { key, accountId } = await newAccount({ credits: 2000 });
  const email = `ws-${randomUUID().slice(0, 8)}@example.com`;
  await admin('user', 'create', '--account', accountId, '--email', email, '--password', PASSWORD);
  return { key, accountId, email };
}

function chart(key: string): Promise<Reply> {
  const form = new FormData();
  form.set('request', 'response against dose');
  form.set('chart_types', 'scatter');
  form.set('data', new Blob([CSV]), 'dose-response.csv');
  return call('/charts/generations', { key, body: form, idempotencyKey: randomUUID(), headers: WAIT });
}

const chartEdit = (key: string, job: string, instruction: string) => call('/charts/edits', { key, json: { job, instruction }, idempotencyKey: randomUUID(), headers: WAIT });

/** The editor_url's path on this test's site (WEBSITE_URL is a public name in the suite). */
function editorPath(job: { outputs: Array<{ editor_url: string }> }): string {
  return new URL(job.outputs[0]!.editor_url).pathname;
}

/** The shown figure was loaded and decoded (an image the CSP or the server refused has no width). */
function figureLoaded(p: Page): Promise<boolean> {
  return p.locator('#figure').evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).complete && (img as unknown as { naturalWidth: number }).naturalWidth > 0);
}

async function versions(p: Page): Promise<string[]> {
  return p.locator('#versions > li').allTextContents();
}

/** Submits the edit box and waits until the new version is shown (the page reloads itself when it is done). */
async function editOnPage(p: Page, instruction: string): Promise<string> {
  await p.getByLabel('Instruction').fill(instruction);
  await Promise.all([p.waitForURL(/\/workspace\/\w+\/[0-9a-f-]{36}$/), p.getByRole('button', { name: 'Make the edit' }).click()]);
  await p.locator('#progress').waitFor({ state: 'detached', timeout: 60_000 });
  return new URL(p.url()).pathname.split('/').pop()!;
}

describe('chart workspace', () => {
  it('opens from editor_url, edits on the page as a job, shows the new version, and shares the edit chain with the API both ways', async () => {
    const { key, email } = await newUser();
    const v1 = await finishedJob(key, await chart(key));
    expect(v1.status).toBe('succeeded');
    const p = await page();
    const consoleMessages = collectConsole(p);
    await signIn(p, email, PASSWORD, editorPath(v1));
    expect(new URL(p.url()).pathname).toBe(`/workspace/charts/${v1.id}`);
    await expect(p.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Chart workspace');
    // The figure is the PNG, loaded under the page's CSP.
    await expect(figureLoaded(p)).resolves.toBe(true);
    const [first] = await versions(p);
    expect(first).toContain('Version 1');
    expect(first).toContain('Made from data dose-response.csv');
    expect(first).toMatch(/by API key “[^”]+”/);
    expect(first).toContain('100 credits');
    // How the request was read: each phrase and the part of the chart it made, and by which reader.
    expect(first).toContain('Asked: response against dose');
    await expect(p.locator('#versions > li').first().locator('.reading').textContent()).resolves.toBe('Read as: response → y axis; dose → x axis (read by: rules)');
    for (const format of ['PNG', 'PDF', 'TIFF', 'EPS']) await expect(p.getByRole('link', { name: `Download ${format}` }).count()).resolves.toBe(1);

    // The edit from the page: a job of its own, charged like an API edit, shown when done.
    const v2 = await editOnPage(p, 'title "Made on the page"');
    const rows = await versions(p);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Edit: title "Made on the page"');
    expect(rows[1]).toContain('succeeded');
    expect(rows[1]).toContain('by the website');
    // An edit's reading is of its own instruction, not its parent's request.
    await expect(p.locator(`#version-${v2} .reading`).textContent()).resolves.toBe('Read as: title "Made on the page" → title: Made on the page (read by: rules)');
    await expect(p.locator('#versions > li[aria-current]').getAttribute('id')).resolves.toBe(`version-${v2}`);
    const job2 = await call(`/jobs/${v2}`, { key });
    expect(job2.body).toMatchObject({ kind: 'chart', status: 'succeeded', credits: { reserved: 100, charged: 100, refunded: 0 } });
    expect(new URL(job2.body.outputs[0].editor_url).pathname).toBe(`/workspace/charts/${v2}`);

    // The API may no longer edit version 1: the page made a newer one.
    const stale = await chartEdit(key, v1.id, 'title "From the API"');
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'REVISION_CONFLICT', details: { reason: 'NOT_LATEST_REVISION' } });

    // While the page's version has an edit running, the page says so and takes no edit; the API gets EDIT_IN_PROGRESS.
    const v3 = await finishedJob(key, await chartEdit(key, v2, 'no legend'));
    await sql("update jobs set status = 'processing' where id = ?", [v3.id]);
    const busy = await chartEdit(key, v2, 'title "Busy"');
    expect(busy.body.error).toMatchObject({ code: 'REVISION_CONFLICT', details: { reason: 'EDIT_IN_PROGRESS' } });
    const running = await page();
    await signIn(running, email, PASSWORD, `/workspace/charts/${v2}`);
    await expect(running.locator('#progress').textContent()).resolves.toContain('Version 3 is being made');
    await expect(running.getByLabel('Instruction').isDisabled()).resolves.toBe(true);
    await expect(running.locator(`#version-${v3.id} .reading`).textContent()).resolves.toBe('Read as: no legend → legend: none (read by: rules)');
    await sql("update jobs set status = 'succeeded' where id = ?", [v3.id]);

    // The reverse: the page still offers version 2, which the API's edit made stale.
    await p.getByLabel('Instruction').fill('title "Too late"');
    await p.getByRole('button', { name: 'Make the edit' }).click();
    await expect(p.locator('#edit-error').textContent()).resolves.toContain('NOT_LATEST_REVISION');
    await expect(p.getByLabel('Instruction').inputValue()).resolves.toBe('title "Too late"');
    expect((await call('/jobs', { key })).body.data).toHaveLength(3);

    expect(consoleMessages.filter((m) => /Content Security Policy|pageerror/i.test(m))).toEqual([]);
  });

  it('is a 404 for another account and for an unknown id, the same page for both', async () => {
    const owner = await newUser();
    const v1 = await finishedJob(owner.key, await chart(owner.key));
    const other = await newUser();
    const p = await page();
    await signIn(p, other.email, PASSWORD);
    const theirs = await p.goto(editorPath(v1));
    expect(theirs?.status()).toBe(404);
    const theirsText = await p.locator('main').textContent();
    const unknown = await p.goto(`/workspace/charts/${randomUUID()}`);
    expect(unknown?.status()).toBe(404);
    await expect(p.locator('main').textContent()).resolves.toBe(theirsText);
    // Nor can they post an edit of it, or read its status.
    const status = await p.request.get(`/workspace/jobs/${v1.id}/status`);
    expect(status.status()).toBe(404);
    expect((await call(`/jobs/${v1.id}`, { key: owner.key })).body.status).toBe('succeeded');
  });

  it('a chart stored in an older chart format is shown but not editable, on the API and on the page', async () => {
    const { key, accountId, email } = await newUser();
    const made = await finishedJob(key, await chart(key));
    const [stored] = await sql('select params from job_inputs where id = (select input_id from jobs where id = ?)', [made.id]);
    // SQLite answers a JSON column as text, PostgreSQL as the value.
    const params = (typeof stored!.params === 'string' ? JSON.parse(stored!.params) : stored!.params) as Record<string, unknown>;
    expect(params.specVersion).toBe(1);
    // The reading is kept beside the spec: the words of the request and the part each made.
    expect(params.request).toBe('response against dose');
    expect(params.reading).toEqual({
      by: 'rules',
      bindings: expect.arrayContaining([
        { words: 'response', part: 'column response', start: 0, end: 8 },
        { words: 'against', part: 'y against x', start: 9, end: 16 },
        { words: 'dose', part: 'column dose', start: 17, end: 21 },
      ]),
    });
    // A chart job of the earlier format, as the database kept it: its spec with no format
    // version, and no request or reading (they were not kept then).
    const oldParams = { ...params };
    delete oldParams.specVersion;
    delete oldParams.request;
    delete oldParams.reading;
    const oldId = randomUUID();
    const inputId = randomUUID();
    await sql('insert into job_inputs (id, account_id, params, created_at) select ?, account_id, ?, created_at from job_inputs where id = (select input_id from jobs where id = ?)', [
      inputId,
      JSON.stringify(oldParams),
      made.id,
    ]);
    await sql(
      `insert into jobs (id, account_id, kind, operation, idempotency_key, request_hash, status, refused, workflow_id, run_id, parent_job_id, input_id, chart_id, error, outputs, late_delivery_until, created_at, updated_at)
       select ?, account_id, kind, operation, ?, request_hash, status, refused, ?, run_id, null, ?, ?, error, outputs, null, created_at, updated_at from jobs where id = ?`,
      [oldId, `old-${oldId}`, `old-${oldId}`, inputId, oldId, made.id],
    );
    const refused = await chartEdit(key, oldId, 'title "New"');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'JOB_NOT_EDITABLE', field: 'job' } });

    const p = await page();
    await signIn(p, email, PASSWORD, `/workspace/charts/${oldId}`);
    await expect(figureLoaded(p)).resolves.toBe(true);
    await expect(p.locator('#not-editable').textContent()).resolves.toContain('made before the current chart format');
    await expect(p.locator('#versions .reading').count()).resolves.toBe(0);
    await expect(p.locator('#versions > li').first().textContent()).resolves.toContain('Made from data dose-response.csv');
    await expect(p.getByLabel('Instruction').isDisabled()).resolves.toBe(true);
    // A post from a stale page is the API's refusal too.
    await p.locator('fieldset').evaluate((f) => f.removeAttribute('disabled'));
    await p.getByLabel('Instruction').fill('title "New"');
    await p.getByRole('button', { name: 'Make the edit' }).click();
    await expect(p.locator('#edit-error').textContent()).resolves.toContain('JOB_NOT_EDITABLE');
    expect(Number((await sql('select count(*) as n from jobs where account_id = ?', [accountId]))[0]?.n)).toBe(2);
  });
});

describe('flowchart workspace', () => {
  it('shows the SVG, edits it on the page, and the API edit of the old version is refused', async () => {
    const { key, email } = await newUser();
    const prompt = '1. Collect blood samples\n2. Extract DNA\n3. Sequence the libraries';
    const v1 = await finishedJob(key, await call('/flowcharts/generations', { key, json: { prompt }, idempotencyKey: randomUUID(), headers: WAIT }));
    const p = await page();
    await signIn(p, email, PASSWORD, editorPath(v1));
    await expect(p.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Flowchart workspace');
    await expect(figureLoaded(p)).resolves.toBe(true);
    expect((await versions(p))[0]).toContain('Asked: 1. Collect blood samples');
    const v2 = await editOnPage(p, 'rename Extract DNA to Extract genomic DNA');
    expect((await versions(p))[1]).toContain('succeeded');
    const svg = await call((await call(`/jobs/${v2}`, { key })).body.outputs[0].download_url);
    expect(svg.bytes.toString('utf8')).toContain('Extract genomic DNA');
    const stale = await call('/flowcharts/edits', { key, json: { job: v1.id, instruction: 'rename Sequence the libraries to Sequence' }, idempotencyKey: randomUUID(), headers: WAIT });
    expect(stale.body.error).toMatchObject({ code: 'REVISION_CONFLICT', details: { reason: 'NOT_LATEST_REVISION' } });
  });
});

describe('jobs page', () => {
  it("lists the user's jobs newest first, 10 a page, with credits and links to the workspace", async () => {
    const { key, accountId, email } = await newUser();
    const made = await finishedJob(key, await chart(key));
    // Ten older jobs of the account (copies of its row, an hour apart), so that there is a second page.
    for (let i = 1; i <= 10; i++) {
      const id = randomUUID();
      await sql(
        `insert into jobs (id, account_id, kind, operation, idempotency_key, request_hash, status, refused, workflow_id, run_id, parent_job_id, input_id, chart_id, error, outputs, late_delivery_until, created_at, updated_at)
         select ?, account_id, kind, operation, ?, request_hash, status, refused, workflow_id, run_id, null, input_id, ?, error, outputs, null, ?, updated_at from jobs where id = ?`,
        [id, `copy-${id}`, id, { $date: new Date(Date.parse(made.created_at) - i * 3_600_000).toISOString() }, made.id],
      );
    }
    const p = await page();
    await signIn(p, email, PASSWORD, '/jobs');
    await expect(p.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).resolves.toBe('page');
    const rows = p.locator('tbody tr');
    await expect(rows.count()).resolves.toBe(10);
    await expect(rows.first().textContent()).resolves.toContain(made.id);
    await expect(rows.first().textContent()).resolves.toContain('100 credits');
    await p.getByRole('link', { name: 'Next page' }).click();
    await expect(rows.count()).resolves.toBe(1);
    await p.getByRole('link', { name: 'First page' }).click();
    await rows.first().getByRole('link', { name: 'Open in workspace' }).click();
    expect(new URL(p.url()).pathname).toBe(`/workspace/charts/${made.id}`);
    expect(Number((await sql('select count(*) as n from jobs where account_id = ?', [accountId]))[0]?.n)).toBe(11);
  });
});

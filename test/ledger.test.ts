// SPEC rule 2 ("Work is paid for in credits ...") and DESIGN "Money": the credit ledger.
//
// Every operation that exists today is free (conversions to png, pdf, tiff and pptx; SVG is
// refused for now). Paid operations arrive with the later engines; until then these tests
// check the ledger's invariant, its top-ups, and that the free path posts no job entries at
// all, so that a free job can never move credits.
import { randomUUID } from 'node:crypto';
import { admin, allJobs, call, convert, newAccount, sql, truncatedPng, uploadedImage, uploadedPng } from './support/client.ts';

const WAIT = { Prefer: 'wait=20' };

async function credits(key: string): Promise<{ balance: number; reserved: number }> {
  const reply = await call('/credits', { key });
  if (reply.status !== 200) throw new Error(`GET /credits failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

describe('Credit ledger', () => {
  test('GET /credits of a new account shows the topped-up credits as balance and nothing reserved', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const summary = await credits(key);
    expect(summary.balance).toBe(1000);
    expect(summary.reserved).toBe(0);
  });

  test('A top-up raises the balance once per payment reference', async () => {
    const { key, accountId } = await newAccount({ credits: 1000 });
    const reference = `pay-${randomUUID()}`;
    await admin('topup', '--account', accountId, '--credits', '250', '--reference', reference);
    expect((await credits(key)).balance).toBe(1250);
    await admin('topup', '--account', accountId, '--credits', '250', '--reference', reference);
    expect((await credits(key)).balance).toBe(1250);
    await admin('topup', '--account', accountId, '--credits', '100', '--reference', `pay-${randomUUID()}`);
    expect((await credits(key)).balance).toBe(1350);
  });

  test('top-ups = balance + reserved + charged after succeeded, failed, replayed and conflicting jobs', async () => {
    const { key, accountId } = await newAccount({ credits: 1000 });
    await admin('topup', '--account', accountId, '--credits', '250', '--reference', `pay-${randomUUID()}`);
    const toppedUp = 1250;

    const image = await uploadedPng(key, 200, 120);
    const broken = await uploadedImage(key, await truncatedPng(), 'broken.png');
    const keys = { png: randomUUID(), pdf: randomUUID(), tiff: randomUUID(), pptx: randomUUID(), broken: randomUUID() };
    const created = [
      await convert(key, { image, format: 'png', dpi: 600 }, keys.png, WAIT),
      await convert(key, { image, format: 'pdf' }, keys.pdf, WAIT),
      await convert(key, { image, format: 'tiff', dpi: 1000 }, keys.tiff),
      await convert(key, { image, format: 'pptx' }, keys.pptx),
      await convert(key, { image: broken, format: 'pdf' }, keys.broken, WAIT),
    ];
    for (const reply of created) expect([200, 202]).toContain(reply.status);
    expect(created[4]!.body).toMatchObject({ status: 'failed', error: { code: 'TASK_FAILED' } });

    // Replays (one while possibly still running) and conflicting reuses of keys.
    expect((await convert(key, { image, format: 'tiff', dpi: 1000 }, keys.tiff)).body.id).toBe(created[2]!.body.id);
    expect((await convert(key, { image, format: 'png', dpi: 600 }, keys.png)).body.id).toBe(created[0]!.body.id);
    expect((await convert(key, { image, format: 'pdf', dpi: 600 }, keys.pdf)).status).toBe(409);
    expect((await convert(key, { image, format: 'pdf' }, keys.broken)).status).toBe(409);
    // Wait for the rest to finish (a replay with Prefer waits for the same job).
    for (const k of [keys.tiff, keys.pptx]) {
      const body = k === keys.tiff ? { image, format: 'tiff', dpi: 1000 } : { image, format: 'pptx' };
      const done = await convert(key, body, k, WAIT);
      expect(done.status).toBe(200);
    }

    const jobs = await allJobs(key);
    expect(jobs).toHaveLength(5);
    expect(jobs.map((j) => j.status).sort()).toEqual(['failed', 'succeeded', 'succeeded', 'succeeded', 'succeeded']);
    const charged = jobs.reduce((sum, j) => sum + j.credits.charged, 0);
    const summary = await credits(key);
    expect(toppedUp).toBe(summary.balance + summary.reserved + charged);
    for (const j of jobs) {
      // A final job holds nothing: its reservation was charged or refunded.
      expect(j.credits.reserved).toBe(j.credits.charged + j.credits.refunded);
      if (j.status === 'failed') expect(j.credits.charged).toBe(0);
    }

    // Each job is reserved, charged and refunded at most once.
    const doubled = await sql(
      'select job_id, kind, count(*) as n from ledger_entries where account_id = ? and job_id is not null group by job_id, kind having count(*) > 1',
      [accountId],
    );
    expect(doubled).toEqual([]);
  });

  test('Free conversions move no credits: no ledger entry for their jobs and all-zero job credits', async () => {
    // The free path today; paid operations (SVG, illustrations, charts ...) come with later engines.
    const { key, accountId } = await newAccount({ credits: 1000 });
    const image = await uploadedPng(key);
    const broken = await uploadedImage(key, await truncatedPng(), 'broken.png');
    const ok = await convert(key, { image, format: 'pdf' }, undefined, WAIT);
    const failed = await convert(key, { image: broken, format: 'pdf' }, undefined, WAIT);
    expect(ok.body.status).toBe('succeeded');
    expect(failed.body.status).toBe('failed');
    for (const job of [ok.body, failed.body]) expect(job.credits).toEqual({ reserved: 0, charged: 0, refunded: 0 });

    const entries = await sql('select kind, amount from ledger_entries where account_id = ? and job_id is not null', [accountId]);
    expect(entries).toEqual([]);
    const summary = await credits(key);
    expect(summary).toMatchObject({ balance: 1000, reserved: 0 });
  });
});

import { randomUUID } from 'node:crypto';
import { call, newAccount, pollJob, sql } from './support/client.ts';

describe('lost jobs', () => {
  test('TASK_NOT_FOUND: an admitted job whose task Temporal no longer knows is failed and refunded', async () => {
    const { key, accountId } = await newAccount({ credits: 200 });
    const jobId = randomUUID();
    const longAgo = { $date: new Date(Date.now() - 3_600_000).toISOString() };
    // The reservation first: the reconciler may see the job as soon as its row exists.
    await sql(
      `insert into ledger_entries (id, entry_key, account_id, job_id, kind, from_bucket, to_bucket, amount, created_at)
       values (?, ?, ?, ?, 'reserve', 'available', 'reserved', 100, ?)`,
      [randomUUID(), `job:${jobId}:reserve`, accountId, jobId, longAgo],
    );
    // A job admitted with 100 credits reserved, whose workflow has vanished (Temporal's state lost).
    await sql(
      `insert into jobs (id, account_id, kind, operation, idempotency_key, request_hash, status, refused, workflow_id, error, outputs, late_delivery_until, created_at, updated_at)
       values (?, ?, 'image_generation', 'images.generations', ?, ?, 'processing', ?, ?, null, ?, null, ?, ?)`,
      [jobId, accountId, randomUUID(), 'x'.repeat(64), false, `job-lost-${jobId}`, '[]', longAgo, longAgo],
    );

    const job = await pollJob(key, jobId, (j) => j.status === 'failed');
    expect(job).toMatchObject({ error: { code: 'TASK_NOT_FOUND' }, credits: { reserved: 100, charged: 0, refunded: 100 } });
    expect((await call('/credits', { key })).body).toMatchObject({ balance: 200, reserved: 0 });
  });
});

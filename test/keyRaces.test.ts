// "Two simultaneous requests with the same key give the same job, or 409
// IDEMPOTENCY_IN_PROGRESS": one key is one job, one workflow run and one stored data file,
// however many copies race.
import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { call, newAccount, newKey, pollJob, sql, uploadedPng, type Reply } from './support/client.ts';

const CSV = ['dose,response', ...Array.from({ length: 12 }, (_, i) => `${i + 1},${(2 + i * 1.7).toFixed(1)}`)].join('\n');

function chartRequest(key: string, idem: string): Promise<Reply> {
  const form = new FormData();
  form.set('request', 'response against dose, scatter');
  form.set('data', new Blob([CSV], { type: 'text/csv' }), 'dose.csv');
  return call('/charts/generations', { key, body: form, idempotencyKey: idem });
}

/** Sends until the answer names the job (a copy may hear IDEMPOTENCY_IN_PROGRESS first). */
async function jobIdOf(send: () => Promise<Reply>): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const reply = await send();
    if (reply.status === 200 || reply.status === 202) return reply.body.id as string;
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('never admitted');
}

/** Every run Temporal holds under the job's workflow id, open or closed. */
async function runsOf(jobId: string): Promise<number> {
  const [row] = await sql('select workflow_id from jobs where id = ?', [jobId]);
  const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '' });
  try {
    const client = new Client({ connection });
    let runs = 0;
    for await (const execution of client.workflow.list({ query: `WorkflowId = '${String(row?.workflow_id)}'` })) {
      if (execution.workflowId === row?.workflow_id) runs += 1;
    }
    return runs;
  } finally {
    await connection.close();
  }
}

describe('same-key races', () => {
  test('thirty simultaneous chart requests with one key: one job, one workflow run, the data stored and counted once, charged once', async () => {
    const { key, accountId } = await newAccount({ credits: 1000 });
    // Three credentials of one account, so the copies stay within each one's 20 creates a minute.
    const keys = [key, await newKey(accountId, 'all'), await newKey(accountId, 'all')];
    const idem = randomUUID();
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => jobIdOf(() => chartRequest(keys[i % 3] as string, idem))));
    expect(new Set(ids).size).toBe(1);
    const jobId = ids[0] as string;
    const job = await pollJob(key, jobId, (j) => j.status === 'succeeded' || j.status === 'failed');
    expect(job).toMatchObject({ status: 'succeeded', credits: { reserved: 100, charged: 100, refunded: 0 } });

    // A copy that arrives after the job is final gets the same job.
    expect(await jobIdOf(() => chartRequest(key, idem))).toBe(jobId);
    expect(await runsOf(jobId)).toBe(1);
    const files = await sql(`select count(*) as n from files where account_id = ? and purpose = 'chart_data'`, [accountId]);
    expect(Number(files[0]?.n)).toBe(1);
    const uploads = await sql(`select sum(count) as n from usage_counters where counter_key = ?`, [`uploads:${accountId}`]);
    expect(Number(uploads[0]?.n)).toBe(1);
    const outputs = await sql(`select count(*) as n from files where account_id = ? and purpose = 'output'`, [accountId]);
    expect(Number(outputs[0]?.n)).toBe(4);
    expect((await call('/credits', { key })).body).toMatchObject({ balance: 900, reserved: 0 });
  });

  test('a request refused by a limit (429) leaves its key free: the retry with the same key makes the job in a new run', async () => {
    const { key, accountId } = await newAccount({ plan: 'free', credits: 1000 });
    const image = await uploadedPng(key);
    // Both of a free plan's concurrent slots are taken by jobs the account cannot see finish.
    const now = { $date: new Date().toISOString() };
    await sql(
      `insert into jobs (id, account_id, kind, operation, idempotency_key, request_hash, status, refused, workflow_id, outputs, created_at, updated_at)
       values (?, ?, 'image_conversion', 'images.conversions', ?, ?, 'processing', ?, 'held', '[]', ?, ?), (?, ?, 'image_conversion', 'images.conversions', ?, ?, 'processing', ?, 'held', '[]', ?, ?)`,
      [randomUUID(), accountId, randomUUID(), 'x'.repeat(64), false, now, now, randomUUID(), accountId, randomUUID(), 'x'.repeat(64), false, now, now],
    );
    const idem = randomUUID();
    const send = () => call('/images/conversions', { key, json: { image, format: 'pdf' }, idempotencyKey: idem, headers: { Prefer: 'wait=20' } });
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('CONCURRENCY_LIMITED');
    await sql(`update jobs set status = 'failed' where account_id = ? and workflow_id = 'held'`, [accountId]);
    const admitted = await send();
    expect(admitted.status).toBe(200);
    expect(admitted.body).toMatchObject({ status: 'succeeded', credits: { charged: 0 } });
    // The refused run failed without a job; the job's run is the only one that made a job.
    const jobs = await sql(`select count(*) as n from jobs where account_id = ? and idempotency_key = ?`, [accountId, idem]);
    expect(Number(jobs[0]?.n)).toBe(1);
  });
});

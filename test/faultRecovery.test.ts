// Jobs under faults, on a service of this file's own (its own Temporal, worker and API), so
// that killing a part disturbs no other suite: a worker killed mid-job has its job retried
// after the heartbeat timeout, not the activity's two-minute budget; a running job whose
// workflow cannot be asked (Temporal away) is a 503 to read, never a guess from the row.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Client, Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { createStack, type FaultStack } from './faults/stack.ts';
import { operator, type Operator } from './faults/operator.ts';

const STARTED = proto.temporal.api.enums.v1.PendingActivityState.PENDING_ACTIVITY_STATE_STARTED;
const HEARTBEAT = proto.temporal.api.enums.v1.TimeoutType.TIMEOUT_TYPE_HEARTBEAT;

let stack: FaultStack;
let op: Operator;
let key: string;

/** A chart that takes its engine seconds to draw: long enough to kill a worker in the middle. */
const CSV = ['x,y', ...Array.from({ length: 40_000 }, (_, i) => `${((i * 0.37) % 1000).toFixed(2)},${(Math.sin(i) * 100 + i * 0.001).toFixed(3)}`)].join('\n');

async function send(path: string, init: RequestInit & { idem?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${key}`);
  if (init.idem) headers.set('Idempotency-Key', init.idem);
  const res = await fetch(`${stack.base}${path}`, { ...init, headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a client reads JSON of any shape
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

function slowChart() {
  const form = new FormData();
  form.set('request', 'y against x, scatter');
  form.set('data', new Blob([CSV], { type: 'text/csv' }), 'points.csv');
  return send('/charts/generations', { method: 'POST', body: form, idem: randomUUID() });
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 170_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not seen in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const jobIs = (id: string, status: string) => until(`job ${id} ${status}`, async () => ((await send(`/jobs/${id}`)).body.status === status ? true : undefined));

beforeAll(async () => {
  stack = await createStack(() => undefined);
  await stack.start('temporal', 120_000);
  await Promise.all([stack.start('worker', 120_000), stack.start('api', 120_000)]);
  await stack.waitHealthy(120_000);
  op = operator(stack.env);
  const account = await op.admin('account', 'create', '--name', 'faults', '--plan', 'pro', '--credits', '10000');
  key = String((await op.admin('key', 'create', '--account', String(account.account_id), '--scopes', 'all', '--expires', '30')).key);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  if (stack) rmSync(stack.dataDir, { recursive: true, force: true });
});

test('a worker killed mid-job: the job is retried on the next worker once its heartbeat stops, and succeeds once', async () => {
  const created = await slowChart();
  expect(created.status).toBe(202);
  const id = created.body.id as string;
  await jobIs(id, 'processing');
  const [row] = await op.sql('select workflow_id, run_id from jobs where id = ?', [id]);
  const connection = await Connection.connect({ address: stack.temporalAddress });
  try {
    const handle = new Client({ connection }).workflow.getHandle(String(row?.workflow_id), String(row?.run_id));
    // The engine is drawing (its activity has started on the worker): kill the worker under it,
    // and bring a new one up at once.
    await until('the chart activity started', async () => ((await handle.describe()).raw.pendingActivities ?? []).some((a) => a.activityType?.name === 'runChart' && a.state === STARTED) || undefined);
    expect(stack.kill('worker')).toBe(true);
    await stack.start('worker', 120_000);
    await jobIs(id, 'succeeded');

    // Retried attempts are not events of their own: the attempt that finished says what ended
    // the one before it, its missed heartbeat, not the activity's whole time budget.
    const history = await handle.fetchHistory();
    const started = (history.events ?? []).flatMap((e) => (e.activityTaskStartedEventAttributes ? [e.activityTaskStartedEventAttributes] : []));
    const chart = started.at(-1);
    expect(chart?.attempt).toBeGreaterThan(1);
    expect(chart?.lastFailure?.timeoutFailureInfo?.timeoutType).toBe(HEARTBEAT);
  } finally {
    await connection.close();
  }
  const job = (await send(`/jobs/${id}`)).body;
  expect(job).toMatchObject({ status: 'succeeded', credits: { reserved: 100, charged: 100, refunded: 0 } });
  expect(job.outputs).toHaveLength(4);
  const outputs = await op.sql(`select count(*) as n from files where job_id = ? and purpose = 'output'`, [id]);
  expect(Number(outputs[0]?.n)).toBe(4);
}, 240_000);

test('while Temporal is away a running job reads 503 with Retry-After: 3, a final one reads from its row; the job then finishes', async () => {
  const done = await slowChart();
  await jobIs(done.body.id as string, 'succeeded');
  const running = await slowChart();
  const id = running.body.id as string;
  await jobIs(id, 'processing');
  // The engine settles a success itself, with or without Temporal: the worker is held still
  // (SIGSTOP) so that the job is still running while Temporal is away, then let go.
  const workerPid = stack.events.filter((e) => e.part === 'worker' && e.what === 'started').at(-1)?.pid;
  expect(workerPid).toBeDefined();
  process.kill(workerPid as number, 'SIGSTOP');

  expect(stack.kill('temporal')).toBe(true);
  const read = await send(`/jobs/${id}`);
  expect(read.status).toBe(503);
  expect(read.body.error.code).toBe('SERVICE_UNAVAILABLE');
  expect(read.headers.get('retry-after')).toBe('3');
  const page = await send('/jobs');
  expect(page.status).toBe(503);
  expect(page.headers.get('retry-after')).toBe('3');
  const final = await send(`/jobs/${String(done.body.id)}`);
  expect(final.status).toBe(200);
  expect(final.body.status).toBe('succeeded');

  await stack.start('temporal', 120_000);
  process.kill(workerPid as number, 'SIGCONT');
  await jobIs(id, 'succeeded');
  expect((await send('/jobs')).status).toBe(200);
}, 240_000);

// Payload encryption through the real stack: what Temporal stores of a job is sealed, and only
// an operator token opens it, through the codec endpoint the Temporal UI and CLI call.
import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { admin, BASE, call, convert, newAccount, sql, uploadedPng, type Reply } from './support/client.ts';

const CODEC = `${new URL(BASE).origin}/codec`;
/** The default of TEMPORAL_UI_ORIGIN: the UI of `npm start`'s dev server (the suite sets none). */
const UI_ORIGIN = 'http://127.0.0.1:8233';

interface JsonPayload {
  metadata: Record<string, string>;
  data: string;
}

type Found = { path: string; payload: { metadata?: Record<string, Uint8Array>; data?: Uint8Array } };

/**
 * Every payload of a history, wherever it sits (inputs, results, markers, headers, failures).
 * Search attributes are payloads too but are left out: Temporal indexes them, so no codec
 * ever touches them (decisions.md).
 */
function payloadsIn(node: unknown, path: string, out: Found[] = []): Found[] {
  if (!node || typeof node !== 'object' || node instanceof Uint8Array) return out;
  if (Array.isArray(node)) {
    node.forEach((n, i) => payloadsIn(n, `${path}[${i}]`, out));
    return out;
  }
  const obj = node as Record<string, unknown>;
  if (obj.data instanceof Uint8Array && obj.metadata && typeof obj.metadata === 'object') {
    out.push({ path, payload: obj as Found['payload'] });
    return out;
  }
  for (const [k, v] of Object.entries(obj)) if (k !== 'searchAttributes') payloadsIn(v, `${path}.${k}`, out);
  return out;
}

/** Every string and byte array of a history outside its search attributes. */
function contentOf(node: unknown, out: Buffer[] = []): Buffer[] {
  if (typeof node === 'string') out.push(Buffer.from(node));
  else if (node instanceof Uint8Array) out.push(Buffer.from(node));
  else if (Array.isArray(node)) node.forEach((n) => contentOf(n, out));
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) if (k !== 'searchAttributes') contentOf(v, out);
  return out;
}

const asJson = (p: Found['payload']): JsonPayload => ({
  metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v).toString('base64')])),
  data: Buffer.from(p.data ?? []).toString('base64'),
});
const b64 = (s: string) => Buffer.from(s).toString('base64');

function codec(op: 'decode' | 'encode', payloads: JsonPayload[], headers: Record<string, string> = {}): Promise<Reply> {
  return call(`${CODEC}/${op}`, { json: { payloads }, headers: { 'X-Namespace': 'default', ...headers } });
}

const LOCAL_ACTIVITY_MARKER_KEYS = ['activity_id', 'activity_type', 'attempt', 'backoff', 'complete_time', 'original_schedule_time', 'seq'];

const corsHeaders = (reply: Reply) => [...reply.headers.keys()].filter((h) => h.startsWith('access-control-'));

let job: { id: string; idempotencyKey: string; requestHash: string; accountId: string; workflowId: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let history: any;
let operator: string;
let apiKey: string;

beforeAll(async () => {
  const { key, accountId } = await newAccount();
  apiKey = key;
  const image = await uploadedPng(key, 120, 80);
  const idempotencyKey = randomUUID();
  const reply = await convert(key, { image, format: 'tiff', dpi: 300 }, idempotencyKey, { Prefer: 'wait=20' });
  if (reply.status !== 200 || reply.body.status !== 'succeeded') throw new Error(`conversion: ${reply.status} ${JSON.stringify(reply.body)}`);
  const [row] = await sql('select workflow_id, request_hash from jobs where id = ?', [reply.body.id]);
  job = { id: reply.body.id, idempotencyKey, accountId, requestHash: String(row?.request_hash), workflowId: String(row?.workflow_id) };
  // Straight from Temporal, with no codec: what the server stores and anyone with access to it sees.
  const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '' });
  try {
    history = await new Client({ connection }).workflow.getHandle(job.workflowId).fetchHistory();
  } finally {
    await connection.close();
  }
  operator = (await admin('operator-token', 'create', '--name', 'payload-encryption test')).token as string;
});

describe('What Temporal stores of a job is encrypted', () => {
  test('every payload of the history (input, update, activities, markers, result) is binary/encrypted with a key id', () => {
    const found = payloadsIn(history.events, 'events');
    const types = new Set(found.map((f) => f.path.split('.')[1]));
    // Workflow start, the admission update and its outcome, local-activity markers, the
    // conversion activity's input and result, the workflow result: all carry payloads.
    expect(found.length).toBeGreaterThanOrEqual(6);
    expect([...types].sort()).toEqual(
      expect.arrayContaining([
        'workflowExecutionStartedEventAttributes',
        'workflowExecutionUpdateAcceptedEventAttributes',
        'workflowExecutionUpdateCompletedEventAttributes',
        'markerRecordedEventAttributes',
        'activityTaskScheduledEventAttributes',
        'activityTaskCompletedEventAttributes',
        'workflowExecutionCompletedEventAttributes',
      ]),
    );
    for (const { path, payload } of found) {
      if (/markerRecordedEventAttributes\.details\.data\./.test(path)) {
        // A local activity's marker: the SDK core writes this bookkeeping itself, past any
        // codec; it names the activity and its timing only. The marker's result is sealed.
        expect(Object.keys(JSON.parse(Buffer.from(payload.data ?? []).toString())).sort()).toEqual(LOCAL_ACTIVITY_MARKER_KEYS);
        continue;
      }
      expect([path, Buffer.from(payload.metadata?.encoding ?? []).toString()]).toEqual([path, 'binary/encrypted']);
      expect(Buffer.from(payload.metadata?.['encryption-key-id'] ?? []).toString()).toMatch(/^[A-Za-z0-9._-]+$/);
    }
  });

  test('the job id, idempotency key and request hash appear nowhere in the history (search attributes aside)', () => {
    const content = contentOf(history);
    for (const secret of [job.id, job.idempotencyKey, job.requestHash]) {
      expect(content.filter((c) => c.includes(secret)).map((c) => c.toString('latin1').slice(0, 80))).toEqual([]);
    }
    // The one deliberate exception: the FigureJobId search attribute an operator finds jobs by.
    const start = history.events[0].workflowExecutionStartedEventAttributes;
    expect(Buffer.from(start.searchAttributes.indexedFields.FigureJobId.data).toString()).toContain(job.id);
  });
});

describe('The codec endpoint (/codec, operators only)', () => {
  test('decodes the history with an operator token: the job comes back', async () => {
    const start = history.events[0].workflowExecutionStartedEventAttributes;
    const reply = await codec('decode', start.input.payloads.map(asJson), { Authorization: `Bearer ${operator}` });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const [input] = reply.body.payloads as JsonPayload[];
    expect(Buffer.from(input!.metadata.encoding!, 'base64').toString()).toBe('json/plain');
    expect(JSON.parse(Buffer.from(input!.data, 'base64').toString())).toMatchObject({ jobId: job.id, accountId: job.accountId, idempotencyKey: job.idempotencyKey });
    // Every other payload decodes too, and no encrypted one is left.
    const all = payloadsIn(history.events, 'events').map((f) => asJson(f.payload));
    const every = await codec('decode', all, { Authorization: `Bearer ${operator}` });
    expect(every.status).toBe(200);
    expect(every.body.payloads).toHaveLength(all.length);
    for (const p of every.body.payloads as JsonPayload[]) expect(Buffer.from(p.metadata.encoding!, 'base64').toString()).not.toBe('binary/encrypted');
  });

  test('encode seals what decode opens; plain payloads pass through decode', async () => {
    const plain = { metadata: { encoding: b64('json/plain') }, data: b64('{"hello":"operator"}') };
    const auth = { Authorization: `Bearer ${operator}` };
    const encoded = await codec('encode', [plain], auth);
    expect(encoded.status).toBe(200);
    const [sealed] = encoded.body.payloads as JsonPayload[];
    expect(Buffer.from(sealed!.metadata.encoding!, 'base64').toString()).toBe('binary/encrypted');
    expect((await codec('decode', [sealed!, plain], auth)).body.payloads).toEqual([plain, plain]);
  });

  test('refuses no credential, a wrong or revoked token and an API key with 401 in the error envelope', async () => {
    const payloads = [asJson(history.events[0].workflowExecutionStartedEventAttributes.input.payloads[0])];
    const revoked = await admin('operator-token', 'create', '--name', 'to revoke');
    await admin('operator-token', 'revoke', '--id', revoked.token_id as string);
    const attempts: Array<Record<string, string>> = [
      {},
      { Authorization: 'Bearer op_wrongwrongwrongwrongwrongwrongwrongwrong' },
      { Authorization: `Bearer ${operator}x` },
      { Authorization: `Bearer ${revoked.token as string}` },
      { Authorization: `Bearer ${apiKey}` },
      { Authorization: operator },
    ];
    for (const headers of attempts) {
      for (const op of ['decode', 'encode'] as const) {
        const reply = await codec(op, payloads, headers);
        expect([reply.status, reply.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
        expect(reply.body.error.request_id).toBe(reply.headers.get('x-request-id'));
        expect(JSON.stringify(reply.body)).not.toContain(job.id);
      }
    }
    expect((await codec('decode', payloads, { Authorization: `Bearer ${apiKey}` })).body.error.message).toMatch(/operator token/);
  });

  test('a tampered payload, another namespace and a malformed body are 400s, never a pass-through', async () => {
    const auth = { Authorization: `Bearer ${operator}` };
    const [original] = history.events[0].workflowExecutionStartedEventAttributes.input.payloads;
    const altered = Buffer.from(original.data);
    altered[altered.length - 1]! ^= 1;
    const tampered = await codec('decode', [asJson({ metadata: original.metadata, data: altered })], auth);
    expect(tampered.status).toBe(400);
    expect(tampered.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'PAYLOAD_UNDECODABLE', field: 'payloads.0' } });
    expect(JSON.stringify(tampered.body)).not.toContain(job.id);
    const unknownKey = await codec('decode', [{ ...asJson(original), metadata: { ...asJson(original).metadata, 'encryption-key-id': b64('k-nowhere') } }], auth);
    expect(unknownKey.body.error.details).toMatchObject({ reason: 'PAYLOAD_UNDECODABLE', field: 'payloads.0' });
    const elsewhere = await codec('decode', [asJson(original)], { ...auth, 'X-Namespace': 'someone-else' });
    expect(elsewhere.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'UNKNOWN_NAMESPACE', field: 'X-Namespace' } });
    const notBase64 = await codec('decode', [{ metadata: { encoding: '***' }, data: '' }], auth);
    expect(notBase64.body.error.details).toMatchObject({ reason: 'MALFORMED_PAYLOAD', field: 'payloads.0' });
    const noList = await call(`${CODEC}/decode`, { json: { payload: [] }, headers: auth });
    expect(noList.body.error.details).toMatchObject({ reason: 'VALIDATION_FAILED', field: 'payloads' });
  });

  test('the Temporal UI origin, and only it, gets CORS: preflight and answers, errors included', async () => {
    const preflight = (origin: string) =>
      call(`${CODEC}/decode`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type, x-namespace' },
      });
    const ok = await preflight(UI_ORIGIN);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(UI_ORIGIN);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    expect(ok.headers.get('access-control-allow-headers')).toBe('authorization, content-type, x-namespace');
    expect(ok.headers.get('access-control-allow-credentials')).toBeNull();

    const payloads = [asJson(history.events[0].workflowExecutionStartedEventAttributes.input.payloads[0])];
    const decoded = await codec('decode', payloads, { Origin: UI_ORIGIN, Authorization: `Bearer ${operator}` });
    expect(decoded.status).toBe(200);
    expect(decoded.headers.get('access-control-allow-origin')).toBe(UI_ORIGIN);
    expect(decoded.headers.get('vary')).toMatch(/origin/i);
    const refused = await codec('decode', payloads, { Origin: UI_ORIGIN });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(UI_ORIGIN);

    for (const origin of ['https://evil.example', 'http://localhost:8233', 'http://127.0.0.1:8234']) {
      expect(corsHeaders(await preflight(origin))).toEqual([]);
      expect(corsHeaders(await codec('decode', payloads, { Origin: origin, Authorization: `Bearer ${operator}` }))).toEqual([]);
    }
    // The public interface stays closed to browsers, the UI's origin included.
    const api = await call('/credits', {
      method: 'OPTIONS',
      headers: { Origin: UI_ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(corsHeaders(api)).toEqual([]);
    expect(corsHeaders(await call('/credits', { key: apiKey, headers: { Origin: UI_ORIGIN } }))).toEqual([]);
  });

  test('it is not part of the public interface: absent from OpenAPI and from /api/v1', async () => {
    const spec = JSON.stringify((await call('/openapi.json')).body);
    expect(spec).not.toContain('/codec');
    expect((await call('/codec/decode', { json: { payloads: [] }, headers: { Authorization: `Bearer ${operator}` } })).status).toBe(404);
  });
});

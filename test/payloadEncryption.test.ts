// Payload encryption through the real stack: what Temporal stores of a job is sealed, and only
// an operator token opens it, through the codec endpoint the Temporal UI and CLI call.
import { createHash, randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { Client, Connection } from '@temporalio/client';
import { freePorts, startNode, stopAll, waitForHttp } from '../scripts/stack.ts';
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
      if (/markerRecordedEventAttributes\.details\.patch-data\./.test(path)) {
        // A patch marker (jobs/workflow/jobWorkflow.ts `patched`), also the core's own: the
        // patch's name and nothing of the job.
        expect(Object.keys(JSON.parse(Buffer.from(payload.data ?? []).toString())).sort()).toEqual(['deprecated', 'id']);
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

describe('Failures are sealed too', () => {
  test("an engine failure about the user's words: neither the job's error nor Temporal's history says them", async () => {
    const { key } = await newAccount({ credits: 500 });
    const form = new FormData();
    form.set('request', 'y against x, scatter');
    form.set('data', new Blob(['x,y\n1,2\n2,3\n3,5\n4,4\n'], { type: 'text/csv' }), 'points.csv');
    const chart = await call('/charts/generations', { key, body: form, idempotencyKey: randomUUID(), headers: { Prefer: 'wait=30' } });
    expect(chart.body.status).toBe('succeeded');
    const secret = `zq${randomUUID().slice(0, 8)}`;
    const edit = await call('/charts/edits', { key, json: { job: chart.body.id, instruction: `make it ${secret}` }, idempotencyKey: randomUUID(), headers: { Prefer: 'wait=30' } });
    expect(edit.body).toMatchObject({ status: 'failed', error: { details: { reason: 'INSTRUCTION_NOT_UNDERSTOOD' } } });
    // A Job never contains the request's words (SPEC "Resources / Job").
    expect(JSON.stringify(edit.body)).not.toContain(secret);

    const [row] = await sql('select workflow_id, run_id from jobs where id = ?', [edit.body.id]);
    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '' });
    try {
      const failed = await new Client({ connection }).workflow.getHandle(String(row?.workflow_id), String(row?.run_id)).fetchHistory();
      expect(contentOf(failed).filter((c) => c.includes(secret)).map((c) => c.toString('latin1').slice(0, 80))).toEqual([]);
    } finally {
      await connection.close();
    }
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
    // The UI's "include cross-origin credentials" fetch is sent only after a preflight that allows them.
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');

    const payloads = [asJson(history.events[0].workflowExecutionStartedEventAttributes.input.payloads[0])];
    const decoded = await codec('decode', payloads, { Origin: UI_ORIGIN, Authorization: `Bearer ${operator}` });
    expect(decoded.status).toBe(200);
    expect(decoded.headers.get('access-control-allow-origin')).toBe(UI_ORIGIN);
    expect(decoded.headers.get('access-control-allow-credentials')).toBe('true');
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

// ---- The Temporal UI in a browser: an operator signs in once, the UI's fetches carry a cookie ----

const SESSION_PAGE = `${CODEC}/session`;

interface PageReply {
  status: number;
  headers: Headers;
  text: string;
  /** The session cookie this answer sets: its value and attributes, lower-cased names. */
  cookie: { value: string; attributes: Record<string, string> } | undefined;
}

/** A browser-like request: redirects are not followed, so a sign-in's Set-Cookie is seen. */
async function page(url: string, init: { method?: string; form?: Record<string, string>; body?: string; headers?: Record<string, string> } = {}): Promise<PageReply> {
  const headers: Record<string, string> = { ...init.headers };
  let body = init.body;
  if (init.form) {
    headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const res = await fetch(url, { method: init.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
  const set = res.headers.getSetCookie().find((c) => c.startsWith('figures_codec_session='));
  let cookie: PageReply['cookie'];
  if (set) {
    const [pair, ...attrs] = set.split(/;\s*/);
    cookie = {
      value: pair!.slice(pair!.indexOf('=') + 1),
      attributes: Object.fromEntries(attrs.map((a) => [a.split('=')[0]!.toLowerCase(), a.includes('=') ? a.slice(a.indexOf('=') + 1) : ''])),
    };
  }
  return { status: res.status, headers: res.headers, text: await res.text(), cookie };
}

const signIn = (token: string, headers: Record<string, string> = {}) => page(SESSION_PAGE, { form: { token }, headers });
const withCookie = (value: string, headers: Record<string, string> = {}) => ({ Cookie: `figures_codec_session=${value}`, ...headers });
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('Operators sign the Temporal UI\'s browser in (/codec/session)', () => {
  let sealed: JsonPayload[];
  beforeAll(() => {
    sealed = [asJson(history.events[0].workflowExecutionStartedEventAttributes.input.payloads[0])];
  });

  /** A fresh operator token and a browser session made with it. */
  async function signedIn(): Promise<{ token: string; tokenId: string; cookie: string }> {
    const made = await admin('operator-token', 'create', '--name', 'browser sign-in test');
    const reply = await signIn(made.token as string);
    expect(reply.status).toBe(303);
    return { token: made.token as string, tokenId: made.token_id as string, cookie: reply.cookie!.value };
  }

  test('the page is a script-free form under a strict CSP, framed by nobody, with no CORS', async () => {
    const reply = await page(SESSION_PAGE, { headers: { Origin: UI_ORIGIN } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = reply.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives).toMatchObject({ 'default-src': "'none'", 'form-action': "'self'", 'frame-ancestors': "'none'", 'base-uri': "'none'" });
    expect(directives['style-src']).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(csp).not.toMatch(/script-src|unsafe-inline|unsafe-eval/);
    // The one style block is the one the CSP names by hash.
    const style = /<style>([^<]*)<\/style>/.exec(reply.text)?.[1] ?? '';
    expect(directives['style-src']).toBe(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    // With no-referrer, browsers post the form with `Origin: null`, which the CSRF check refuses.
    expect(reply.headers.get('referrer-policy')).toBe('same-origin');
    expect(reply.text).not.toMatch(/<script|\son\w+=/i);
    expect(reply.text).toMatch(/<form method="post" action="\/codec\/session">/);
    expect(reply.text).toMatch(/<input[^>]+name="token"[^>]+type="password"/);
    expect([...reply.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect(reply.cookie).toBeUndefined();
  });

  test('a good operator token sets an HttpOnly, SameSite=Strict, /codec cookie holding a random value stored only hashed', async () => {
    const made = await admin('operator-token', 'create', '--name', 'Ana <on call>');
    const token = made.token as string;
    const reply = await signIn(token);
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/codec/session');
    expect(reply.cookie?.attributes).toEqual({ path: '/codec', 'max-age': String(8 * 3600), httponly: '', samesite: 'Strict' });
    const value = reply.cookie!.value;
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).not.toContain(token.slice(3, 12));
    const rows = await sql('select * from operator_sessions where operator_token_id = ?', [made.token_id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.session_hash).toBe(sha256(value));
    expect(JSON.stringify(rows)).not.toContain(value);
    expect(JSON.stringify(rows)).not.toContain(token);
    // The page now says who is signed in, by the token's prefix and name, never the token.
    const again = await page(SESSION_PAGE, { headers: withCookie(value) });
    expect(again.text).toContain(`${token.slice(0, 9)}…`);
    expect(again.text).toContain('Ana &lt;on call&gt;');
    expect(again.text).not.toContain(token);
    expect(again.text).toContain('Include cross-origin credentials');
  });

  test('a wrong, revoked or empty token, or an API key, signs nobody in', async () => {
    const revoked = await admin('operator-token', 'create', '--name', 'revoked before sign-in');
    await admin('operator-token', 'revoke', '--id', revoked.token_id as string);
    for (const token of ['op_wrongwrongwrongwrongwrongwrongwrongwrong', `${operator}x`, revoked.token as string, apiKey, '']) {
      const reply = await signIn(token);
      expect([token.slice(0, 6), reply.status]).toEqual([token.slice(0, 6), 401]);
      expect(reply.cookie).toBeUndefined();
      expect(reply.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(reply.text).toContain('invalid or revoked');
    }
    expect((await page(SESSION_PAGE, { body: JSON.stringify({ token: operator }), headers: { 'Content-Type': 'application/json' } })).cookie).toBeUndefined();
  });

  test('another page cannot sign a browser in or out (login CSRF), the same-site Temporal UI included', async () => {
    for (const origin of ['https://evil.example', UI_ORIGIN, 'null']) {
      const reply = await signIn(operator, { Origin: origin });
      expect([origin, reply.status, reply.cookie]).toEqual([origin, 403, undefined]);
    }
    // A form posted by this service's own page names it as the origin.
    expect((await signIn(operator, { Origin: new URL(BASE).origin })).status).toBe(303);
    const { cookie } = await signedIn();
    const out = await page(`${SESSION_PAGE}/sign-out`, { method: 'POST', headers: withCookie(cookie, { Origin: 'https://evil.example' }) });
    expect(out.status).toBe(403);
    expect((await codec('decode', sealed, withCookie(cookie, { Origin: UI_ORIGIN }))).status).toBe(200);
  });

  test('decode and encode take the cookie from the Temporal UI origin, with credentialed CORS', async () => {
    const { cookie } = await signedIn();
    const decoded = await codec('decode', sealed, withCookie(cookie, { Origin: UI_ORIGIN }));
    expect(decoded.status).toBe(200);
    expect(decoded.headers.get('access-control-allow-origin')).toBe(UI_ORIGIN);
    expect(decoded.headers.get('access-control-allow-credentials')).toBe('true');
    expect(decoded.headers.get('cache-control')).toBe('no-store');
    const [input] = decoded.body.payloads as JsonPayload[];
    expect(JSON.parse(Buffer.from(input!.data, 'base64').toString())).toMatchObject({ jobId: job.id, accountId: job.accountId });
    const plain = { metadata: { encoding: b64('json/plain') }, data: b64('{"from":"the UI"}') };
    const encoded = await codec('encode', [plain], withCookie(cookie, { Origin: UI_ORIGIN }));
    expect(Buffer.from((encoded.body.payloads as JsonPayload[])[0]!.metadata.encoding!, 'base64').toString()).toBe('binary/encrypted');
  });

  test('the cookie from any other origin, or with no Origin, is refused with 401 and no CORS', async () => {
    const { cookie } = await signedIn();
    const origins: Array<Record<string, string>> = [{}, { Origin: 'https://evil.example' }, { Origin: 'http://localhost:8233' }, { Origin: 'http://127.0.0.1:8234' }, { Origin: new URL(BASE).origin }, { Origin: 'null' }];
    for (const headers of origins) {
      for (const op of ['decode', 'encode'] as const) {
        const reply = await codec(op, sealed, withCookie(cookie, headers));
        expect([headers, op, reply.status, reply.body.error.code]).toEqual([headers, op, 401, 'UNAUTHORIZED']);
        expect(JSON.stringify(reply.body)).not.toContain(job.id);
        if (headers.Origin !== UI_ORIGIN) expect(corsHeaders(reply)).toEqual([]);
      }
    }
    // Made-up and malformed session values are no better.
    for (const value of ['A'.repeat(43), 'short', operator]) {
      const reply = await codec('decode', sealed, withCookie(value, { Origin: UI_ORIGIN }));
      expect([value, reply.status]).toEqual([value, 401]);
    }
    // A header, when sent, is judged alone: a wrong one is not rescued by a good cookie...
    const wrongHeader = await codec('decode', sealed, withCookie(cookie, { Origin: UI_ORIGIN, Authorization: `Bearer ${apiKey}` }));
    expect(wrongHeader.status).toBe(401);
    // ...and the cookie never opens the public interface.
    expect((await call('/credits', { headers: withCookie(cookie) })).status).toBe(401);
  });

  test('revoking the operator token ends its browser sessions', async () => {
    const { tokenId, cookie } = await signedIn();
    const second = await signIn((await admin('operator-token', 'create', '--name', 'unrelated')).token as string);
    await admin('operator-token', 'revoke', '--id', tokenId);
    const reply = await codec('decode', sealed, withCookie(cookie, { Origin: UI_ORIGIN }));
    expect([reply.status, reply.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
    expect(reply.body.error.message).toMatch(/sign in again/);
    expect(await sql('select id from operator_sessions where operator_token_id = ?', [tokenId])).toEqual([]);
    // The page no longer shows it signed in, and tells the browser to drop the cookie.
    const shown = await page(SESSION_PAGE, { headers: withCookie(cookie) });
    expect(shown.text).toMatch(/name="token"/);
    expect(shown.cookie?.attributes['max-age']).toBe('0');
    // Other tokens' sessions go on.
    expect((await codec('decode', sealed, withCookie(second.cookie!.value, { Origin: UI_ORIGIN }))).status).toBe(200);
  });

  test('an expired session and a signed-out one open nothing', async () => {
    const expiring = await signedIn();
    await sql('update operator_sessions set expires_at = ? where session_hash = ?', [{ $date: new Date(Date.now() - 1000).toISOString() }, sha256(expiring.cookie)]);
    expect((await codec('decode', sealed, withCookie(expiring.cookie, { Origin: UI_ORIGIN }))).status).toBe(401);

    const leaving = await signedIn();
    const out = await page(`${SESSION_PAGE}/sign-out`, { method: 'POST', headers: withCookie(leaving.cookie, { Origin: new URL(BASE).origin }) });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/codec/session');
    expect(out.cookie).toMatchObject({ value: '', attributes: { 'max-age': '0', path: '/codec' } });
    expect(await sql('select id from operator_sessions where session_hash = ?', [sha256(leaving.cookie)])).toEqual([]);
    // A copy of the cookie kept past sign-out is worthless.
    expect((await codec('decode', sealed, withCookie(leaving.cookie, { Origin: UI_ORIGIN }))).status).toBe(401);
  });
});

describe('Behind a TLS proxy and a path prefix (PUBLIC_BASE_URL https://.../ops)', () => {
  // A second API process on the suite's database, as a deployment behind a proxy runs it.
  let api: ChildProcess | undefined;
  let base: string;
  beforeAll(async () => {
    const [port] = (await freePorts(1)) as [number];
    api = startNode('server/main.ts', { PORT: String(port), PUBLIC_BASE_URL: 'https://figures.example.test/ops', CODEC_SESSION_HOURS: '0.5' }, 'ignore');
    base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/v1/pricing`, api);
  });
  afterAll(() => stopAll([api]));

  test('the cookie is Secure and scoped to the public path, and the form posts there', async () => {
    const form = await page(`${base}/codec/session`);
    expect(form.text).toContain('<form method="post" action="/ops/codec/session">');
    // The browser is on the public address: its Origin is that, not the Host the proxy forwards.
    const reply = await page(`${base}/codec/session`, { form: { token: operator }, headers: { Origin: 'https://figures.example.test' } });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/ops/codec/session');
    expect(reply.cookie?.attributes).toEqual({ path: '/ops/codec', 'max-age': '1800', httponly: '', samesite: 'Strict', secure: '' });
  });
});

// GET /pricing, GET /openapi.json, GET /openapi.yaml (no authentication) and GET /credits.
import { randomUUID } from 'node:crypto';
import { parse } from 'yaml';
import { call, newAccount, setCounter, uploadedPng, type Reply } from './support/client.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

interface PriceRow {
  endpoint: string;
  option: string | null;
  credits: number;
}

/** The price table of SPEC.md ("Credit prices"): endpoint, the option that selects the row, credits. */
const SPEC_PRICES: Array<[string, string | null, number]> = [
  ['POST /images/generations', 'standard', 50],
  ['POST /images/generations', 'advanced', 75],
  ['POST /images/generations', 'premium', 100],
  ['POST /images/edits', 'standard', 50],
  ['POST /images/edits', 'advanced', 75],
  ['POST /images/edits', 'premium', 100],
  ['POST /images/edits', 'mask', 100],
  ['POST /images/edits', 'replace_text', 100],
  ['POST /images/text-detections', null, 0],
  ['POST /images/upscales', '2k', 50],
  ['POST /images/upscales', '4k', 100],
  ['POST /images/upscales', '8k', 150],
  ['POST /images/conversions', 'svg', 150],
  ['POST /images/conversions', 'png', 0],
  ['POST /images/conversions', 'pdf', 0],
  ['POST /images/conversions', 'tiff', 0],
  ['POST /images/conversions', 'pptx', 0],
  ['POST /charts/generations', null, 100],
  ['POST /charts/edits', null, 100],
  ['POST /flowcharts/generations', null, 100],
  ['POST /flowcharts/edits', null, 100],
  ['POST /files', null, 0],
];

/** Paths the spec names, relative to the base address. */
const SPEC_PATHS = ['/images/conversions', '/files', '/files/{file_id}', '/jobs', '/jobs/{id}', '/credits', '/capabilities', '/pricing'];

function resolveRef(doc: any, node: any): any {
  let current = node;
  for (let i = 0; current && typeof current === 'object' && typeof current.$ref === 'string' && i < 10; i++) {
    const path = (current.$ref as string).replace(/^#\//, '').split('/');
    current = path.reduce((at: any, part) => at?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current;
}

async function openApi(): Promise<any> {
  const reply = await call('/openapi.json');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/json/);
  return reply.body;
}

/** POST operations that create a job: they require the Idempotency-Key header. */
function createOperations(doc: any): Array<[string, any]> {
  return Object.entries(doc.paths as Record<string, any>)
    .filter(([, item]) => item.post)
    .filter(([, item]) => (item.post.parameters ?? []).some((p: any) => resolveRef(doc, p)?.name?.toLowerCase() === 'idempotency-key' && resolveRef(doc, p).required))
    .map(([path, item]) => [path, item.post]);
}

function expectErrorResponses(doc: any, path: string, operation: any, statuses: string[]): void {
  for (const status of statuses) {
    const response = resolveRef(doc, operation.responses?.[status]);
    expect({ path, status, documented: Boolean(response) }).toEqual({ path, status, documented: true });
    const schema = resolveRef(doc, response.content?.['application/json']?.schema);
    const error = resolveRef(doc, schema?.properties?.error);
    expect({ path, status, errorFields: Object.keys(error?.properties ?? {}).sort() }).toEqual({
      path,
      status,
      errorFields: expect.arrayContaining(['code', 'details', 'message', 'request_id']),
    });
    expect(error.required).toEqual(expect.arrayContaining(['code', 'message', 'request_id']));
  }
}

/**
 * The forms of a oneOf request body a body fits, read as a generator reads them: every
 * required property present, no property the form does not name (they forbid others), and
 * each value one of its property's enum values when it has them.
 */
function formsAccepting(doc: any, schema: any, body: Record<string, unknown>): string[] {
  const forms = (resolveRef(doc, schema).oneOf as any[]).map((f) => [f.$ref as string, resolveRef(doc, f)] as const);
  return forms
    .filter(([, form]) => (form.required ?? []).every((name: string) => name in body))
    .filter(([, form]) => Object.keys(body).every((name) => name in form.properties))
    .filter(([, form]) => Object.entries(body).every(([name, value]) => !form.properties[name].enum || form.properties[name].enum.includes(value)))
    .map(([ref]) => ref.split('/').at(-1)!);
}

describe('GET /pricing (no authentication) gives the credit price of every operation', () => {
  test('answers 200 without a credential', async () => {
    const reply = await call('/pricing');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/json/);
  });

  test('lists every operation of the price table with the spec numbers', async () => {
    const reply = await call('/pricing');
    const rows = reply.body.operations as PriceRow[];
    expect(Array.isArray(rows)).toBe(true);
    for (const [endpoint, option, credits] of SPEC_PRICES) {
      const matches = rows.filter((r) => r.endpoint === endpoint && (option === null || (r.option ?? '').includes(option)));
      expect({ endpoint, option, found: matches.length > 0 }).toEqual({ endpoint, option, found: true });
      for (const row of matches) expect({ endpoint, option, credits: row.credits }).toEqual({ endpoint, option, credits });
    }
  });

  test('lists every GET endpoint of the description at 0 credits ("all GET endpoints: 0")', async () => {
    const [pricing, doc] = await Promise.all([call('/pricing'), openApi()]);
    const rows = pricing.body.operations as PriceRow[];
    const reads = Object.entries(doc.paths as Record<string, any>)
      .filter(([, item]) => item.get)
      .map(([path]) => `GET ${path}`);
    expect(reads).toEqual(expect.arrayContaining(['GET /jobs', 'GET /jobs/{id}', 'GET /files/{file_id}', 'GET /credits', 'GET /pricing']));
    for (const endpoint of reads) {
      expect({ endpoint, credits: rows.filter((r) => r.endpoint === endpoint).map((r) => r.credits) }).toEqual({ endpoint, credits: [0] });
    }
  });
});

describe('GET /openapi.json (no authentication): the OpenAPI 3.1 description, interface version 1.0.0', () => {
  test('is OpenAPI 3.1.x with info.version 1.0.0', async () => {
    const doc = await openApi();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.version).toBe('1.0.0');
  });

  test('describes every endpoint of the spec', async () => {
    const doc = await openApi();
    const paths = Object.keys(doc.paths);
    for (const path of SPEC_PATHS) expect(paths).toContain(path);
    expect(doc.paths['/images/conversions'].post).toBeDefined();
    expect(doc.paths['/files'].post).toBeDefined();
    expect(doc.paths['/files/{file_id}'].get).toBeDefined();
    expect(doc.paths['/jobs'].get).toBeDefined();
    expect(doc.paths['/jobs/{id}'].get).toBeDefined();
    expect(doc.paths['/credits'].get).toBeDefined();
    expect(doc.paths['/capabilities'].get).toBeDefined();
    expect(doc.paths['/pricing'].get).toBeDefined();
  });

  test('each create path documents its 400, 401, 402, 403, 409, 413 and 429 answers with the Error schema', async () => {
    const doc = await openApi();
    const creates = createOperations(doc);
    expect(creates.map(([path]) => path)).toContain('/images/conversions');
    const free = ['/images/text-detections'];
    for (const [path, operation] of creates.filter(([p]) => !free.includes(p))) expectErrorResponses(doc, path, operation, ['400', '401', '402', '403', '409', '413', '429']);
    // Text detections and POST /files create no job and cost nothing (no 402), but have the other answers.
    for (const path of free) expectErrorResponses(doc, path, doc.paths[path].post, ['400', '401', '403', '409', '413', '429']);
    expectErrorResponses(doc, '/files', doc.paths['/files'].post, ['400', '401', '403', '409', '413', '429']);
  });

  test('each request body schema forbids additional properties', async () => {
    const doc = await openApi();
    const posts = Object.entries(doc.paths as Record<string, any>).filter(([, item]) => item.post?.requestBody);
    expect(posts.map(([path]) => path)).toEqual(expect.arrayContaining(['/images/conversions', '/files']));
    for (const [path, item] of posts) {
      const content = resolveRef(doc, item.post.requestBody).content as Record<string, any>;
      for (const [type, media] of Object.entries(content)) {
        const schema = resolveRef(doc, media.schema);
        // A body of several forms (POST /images/edits) forbids them in each form.
        const forms = schema?.oneOf ? schema.oneOf.map((f: any) => resolveRef(doc, f)) : [schema];
        for (const form of forms) expect({ path, type, additionalProperties: form?.additionalProperties }).toEqual({ path, type, additionalProperties: false });
      }
    }
  });

  test('names the scopes figures:generate for create and upload operations and figures:read for reads and downloads', async () => {
    const doc = await openApi();
    const text = (path: string, method: string) => JSON.stringify(doc.paths[path]?.[method] ?? {});
    for (const [path] of createOperations(doc)) expect({ path, generate: text(path, 'post').includes('figures:generate') }).toEqual({ path, generate: true });
    expect(text('/files', 'post')).toContain('figures:generate');
    for (const path of ['/jobs', '/jobs/{id}', '/files/{file_id}']) expect({ path, read: text(path, 'get').includes('figures:read') }).toEqual({ path, read: true });
  });
});

/** Headers the service sends that a client reads; each must be documented where it is sent. */
const OBSERVED_HEADERS = ['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'location'];

/** Compares one real answer with the headers its operation and status document. */
function headerConformance(doc: any, method: string, path: string, reply: Reply) {
  const response = resolveRef(doc, doc.paths[path]?.[method]?.responses?.[String(reply.status)]);
  const documented = Object.fromEntries(Object.entries((response?.headers ?? {}) as Record<string, any>).map(([name, h]) => [name.toLowerCase(), resolveRef(doc, h)]));
  const sent = OBSERVED_HEADERS.filter((h) => reply.headers.has(h));
  const integers = Object.entries(documented).filter(([h, d]) => d.schema?.type === 'integer' && reply.headers.has(h));
  return {
    at: `${method.toUpperCase()} ${path} ${reply.status}`,
    undocumented: sent.filter((h) => !documented[h]),
    missingRequired: Object.entries(documented).filter(([h, d]) => d.required && !reply.headers.has(h)).map(([h]) => h),
    notIntegers: integers.filter(([h]) => !/^\d+$/.test(reply.headers.get(h) ?? '')).map(([h]) => h),
  };
}

describe('OpenAPI documents the response headers the server sends', () => {
  test('X-Request-Id (uuid) is documented on every response of every operation', async () => {
    const doc = await openApi();
    for (const [path, item] of Object.entries(doc.paths as Record<string, any>)) {
      for (const [method, operation] of Object.entries(item as Record<string, any>)) {
        for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
          const header = resolveRef(doc, resolveRef(doc, response).headers?.['X-Request-Id']);
          expect({ path, method, status, required: header?.required, format: header?.schema?.format }).toEqual({ path, method, status, required: true, format: 'uuid' });
        }
      }
    }
  });

  test('real answers carry the headers documented as always sent, and only documented ones', async () => {
    const doc = await openApi();
    const all = await newAccount({ plan: 'pro' });
    const readOnly = await newAccount({ scopes: 'jobs:read' });
    const limited = await newAccount({ scopes: 'jobs:read' });
    await setCounter(`read:key:${limited.keyId}`, 60_000, 10_000);
    const image = await uploadedPng(all.key);
    const checks: Array<[string, string, Reply]> = [
      ['get', '/pricing', await call('/pricing')],
      ['get', '/credits', await call('/credits', { key: all.key })],
      ['get', '/credits', await call('/credits')],
      ['get', '/credits', await call('/credits', { key: readOnly.key })],
      ['get', '/capabilities', await call('/capabilities', { key: readOnly.key })],
      ['get', '/jobs/{id}', await call(`/jobs/${randomUUID()}`, { key: all.key })],
      ['get', '/jobs', await call('/jobs', { key: limited.key })],
      ['post', '/images/conversions', await call('/images/conversions', { key: all.key, json: { image, format: 'pdf' } })],
      ['post', '/images/conversions', await call('/images/conversions', { key: all.key, json: { image, format: 'pdf' }, idempotencyKey: randomUUID() })],
    ];
    expect(checks.map(([, , r]) => r.status)).toEqual(expect.arrayContaining([200, 401, 403, 404, 429, 400]));
    for (const [method, path, reply] of checks) {
      const at = `${method.toUpperCase()} ${path} ${reply.status}`;
      expect(headerConformance(doc, method, path, reply)).toEqual({ at, undocumented: [], missingRequired: [], notIntegers: [] });
    }
  });

  test('X-RateLimit-* are documented as always sent past authentication and the scope check, never on 401', async () => {
    const doc = await openApi();
    const credits = doc.paths['/credits'].get.responses;
    // A 429 is past authentication when the minute window is full, and before it when the
    // address has failed authentication too often: the headers are documented, not promised.
    for (const [status, required] of [['200', true], ['400', true], ['429', false]] as const) {
      const responses = status === '400' ? doc.paths['/jobs'].get.responses : credits;
      for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']) {
        expect({ status, name, required: resolveRef(doc, resolveRef(doc, responses[status]).headers?.[name])?.required }).toEqual({ status, name, required });
      }
    }
    expect(Object.keys(resolveRef(doc, credits['401']).headers ?? {}).filter((h) => h.startsWith('X-RateLimit'))).toEqual([]);
  });

  test('Retry-After (integer seconds) is documented on 429, 503 and 202 answers', async () => {
    const doc = await openApi();
    const conversions = doc.paths['/images/conversions'].post.responses;
    for (const status of ['202', '429', '503']) {
      const header = resolveRef(doc, resolveRef(doc, conversions[status]).headers?.['Retry-After']);
      expect({ status, required: header?.required, type: header?.schema?.type }).toEqual({ status, required: true, type: 'integer' });
    }
  });

  test('409 of a chart edit documents Retry-After, sent with reason PARENT_JOB_RUNNING', async () => {
    const doc = await openApi();
    const header = resolveRef(doc, resolveRef(doc, doc.paths['/charts/edits'].post.responses['409']).headers?.['Retry-After']);
    expect({ required: header?.required, type: header?.schema?.type }).toEqual({ required: false, type: 'integer' });
  });
});

describe('OpenAPI parameters and scopes match the service', () => {
  test('the download query parameter exp is an integer (Unix seconds); sig is a string', async () => {
    const doc = await openApi();
    const parameters = (doc.paths['/files/{file_id}'].get.parameters as any[]).map((p) => resolveRef(doc, p));
    const byName = Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema?.type]));
    expect(byName).toEqual({ exp: 'integer', sig: 'string' });
  });

  test('Idempotency-Key is documented as the server checks it: 1 to 255 visible ASCII characters', async () => {
    const doc = await openApi();
    const parameter = (doc.paths['/images/conversions'].post.parameters as any[]).map((p) => resolveRef(doc, p)).find((p) => p.name === 'Idempotency-Key');
    const pattern = new RegExp(parameter.schema.pattern);
    expect(['k', 'x'.repeat(255), 'a-B_9~!'].every((key) => pattern.test(key))).toBe(true);
    expect(['', 'a b', 'x'.repeat(256), 'é'].some((key) => pattern.test(key))).toBe(false);
    const { key } = await newAccount();
    const refused = await call('/images/conversions', { key, json: { image: randomUUID(), format: 'pdf' }, idempotencyKey: 'a b' });
    expect(refused.body.error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  test('POST /images/edits: a body without operation fits the instruct form only, and every operation names its form', async () => {
    const doc = await openApi();
    const schema = doc.paths['/images/edits'].post.requestBody.content['application/json'].schema;
    const image = randomUUID();
    expect(formsAccepting(doc, schema, { image, instruction: 'make the arrows red' })).toEqual(['InstructEdit']);
    expect(formsAccepting(doc, schema, { operation: 'instruct', image, instruction: 'make the arrows red' })).toEqual(['InstructEdit']);
    expect(formsAccepting(doc, schema, { operation: 'recolor', image })).toEqual(['RecolorEdit']);
    expect(formsAccepting(doc, schema, { image })).toEqual([]);
    // A discriminator, if any, must map every value, and cannot describe a property a body may omit.
    const union = resolveRef(doc, schema);
    if (union.discriminator) expect(Object.keys(union.discriminator.mapping ?? {})).toContain('instruct');
    expect(resolveRef(doc, { $ref: '#/components/schemas/InstructEdit' }).required).not.toContain('operation');
  });

  test('POST /images/conversions: one form per format, and the bodies the service refuses for another format\'s option fit none', async () => {
    const doc = await openApi();
    const schema = doc.paths['/images/conversions'].post.requestBody.content['application/json'].schema;
    expect(resolveRef(doc, schema).discriminator?.propertyName).toBe('format');
    const { key } = await newAccount();
    const image = await uploadedPng(key);
    const refused = [
      { image, format: 'svg', dpi: 300 },
      { image, format: 'pdf', vector_mode: 'full_vector' },
      { image, format: 'svg', width: 1024 },
    ];
    for (const body of refused) {
      expect({ body, forms: formsAccepting(doc, schema, body) }).toEqual({ body, forms: [] });
      const reply = await call('/images/conversions', { method: 'POST', key, json: body, headers: { 'Idempotency-Key': randomUUID() } });
      expect({ body, status: reply.status, field: reply.body.error?.details?.field }).toEqual({ body, status: 400, field: Object.keys(body).at(-1) });
      expect(reply.body.error.message).toMatch(/applies to/);
    }
    expect(formsAccepting(doc, schema, { image, format: 'svg', vector_mode: 'full_vector' })).toEqual(['SvgConversion']);
    expect(formsAccepting(doc, schema, { image, format: 'pdf', dpi: 600 })).toEqual(['PdfConversion']);
    // width is for a flowchart's SVG output; the form says so, as the schema cannot see the source.
    expect(resolveRef(doc, { $ref: '#/components/schemas/PngConversion' }).properties.width.description).toMatch(/flowchart/);
  });

  test('GET /files/{file_id} names the scope a credential needs (a signed link needs none)', async () => {
    const doc = await openApi();
    const operation = doc.paths['/files/{file_id}'].get;
    expect(operation['x-required-scope']).toBe('jobs:read');
    expect(operation.security).toContainEqual({});
    expect(operation.description).toContain('jobs:read');
  });

  test('GET /capabilities needs a valid credential and no operational scope', async () => {
    const doc = await openApi();
    const operation = doc.paths['/capabilities'].get;
    expect(operation['x-required-scope']).toBeUndefined();
    expect(operation.security.length).toBeGreaterThan(0);
    for (const requirement of operation.security as Array<Record<string, string[]>>) {
      expect(Object.keys(requirement).length).toBe(1);
      for (const scopes of Object.values(requirement)) expect(scopes).toEqual([]);
    }
    const { key } = await newAccount({ scopes: 'credits:read' });
    expect((await call('/capabilities', { key })).status).toBe(200);
  });
});

describe('GET /openapi.yaml (no authentication) is the same description in YAML', () => {
  test('its 200 answer is documented with the same schema as the JSON one', async () => {
    const doc = await openApi();
    const schemaOf = (path: string, type: string) => doc.paths[path].get.responses['200'].content?.[type]?.schema;
    expect(schemaOf('/openapi.json', 'application/json')?.$ref).toBeDefined();
    expect(schemaOf('/openapi.yaml', 'application/yaml')).toEqual(schemaOf('/openapi.json', 'application/json'));
  });

  test('a YAML 1.1 reader gets the same document: strings such as 1:1 stay strings', async () => {
    const reply = await call('/openapi.yaml');
    const text = reply.bytes.toString('utf8');
    expect(parse(text, { version: '1.1' })).toEqual(await openApi());
  });

  test('keys are written plain; only strings a YAML 1.1 or 1.2 reader would take for something else are quoted', async () => {
    const text = (await call('/openapi.yaml')).bytes.toString('utf8');
    expect(text.startsWith('openapi: 3.1.0\n')).toBe(true);
    expect(text).toMatch(/^paths:$/m);
    const readsOtherwise = (plain: string) => {
      try {
        return parse(plain, { version: '1.1' }) !== plain || parse(plain) !== plain;
      } catch {
        return true; // not readable plain at all (`*/*` would be an alias)
      }
    };
    const quotedKeys = [...text.matchAll(/^\s*(?:- )?"((?:[^"\\]|\\.)*)":(?: |$)/gm)].map((m) => JSON.parse(`"${m[1]}"`) as string);
    expect(quotedKeys.filter((k) => !readsOtherwise(k))).toEqual([]);
    expect(quotedKeys).toContain('200');
    // Enum values such as the aspect ratio 1:1 stay quoted.
    expect(text).toContain('- "1:1"');
  });

  test('parses as YAML to the same document as /openapi.json', async () => {
    const reply = await call('/openapi.yaml');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/yaml/);
    const fromYaml = parse(reply.bytes.toString('utf8'));
    expect(fromYaml).toEqual(await openApi());
  });
});

describe('GET /credits returns the credit summary', () => {
  test('balance, reserved, plan, plan_level, limits and top_up_url', async () => {
    const { key } = await newAccount({ plan: 'pro', credits: 1000 });
    const reply = await call('/credits', { key });
    expect(reply.status).toBe(200);
    const body = reply.body;
    expect(Object.keys(body).sort()).toEqual(['balance', 'limits', 'plan', 'plan_level', 'reserved', 'top_up_url']);
    expect(body).toMatchObject({ balance: 1000, reserved: 0, plan: 'pro' });
    expect(Number.isInteger(body.plan_level)).toBe(true);
    expect(Number.isInteger(body.limits.concurrent_tasks)).toBe(true);
    expect(body.limits.concurrent_tasks).toBeGreaterThanOrEqual(1);
    expect(body.limits.tasks_per_hour).toBe(200);
    const topUp = new URL(body.top_up_url);
    expect(['https:', 'http:']).toContain(topUp.protocol);
    expect(topUp.searchParams.get('utm_source')).toBe('api');
  });

  test('reports the plan and balance of the account', async () => {
    const [free, pro] = await Promise.all([newAccount({ plan: 'free', credits: 5, scopes: 'credits:read' }), newAccount({ plan: 'pro', scopes: 'credits:read' })]);
    const [a, b] = await Promise.all([call('/credits', { key: free.key }), call('/credits', { key: pro.key })]);
    expect(a.body).toMatchObject({ plan: 'free', balance: 5, reserved: 0 });
    expect(b.body).toMatchObject({ plan: 'pro', balance: 1000, reserved: 0 });
  });
});

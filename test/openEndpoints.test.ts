// GET /pricing, GET /openapi.json, GET /openapi.yaml (no authentication) and GET /credits.
import { parse } from 'yaml';
import { call, newAccount } from './support/client.ts';

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
    for (const [path, operation] of creates) expectErrorResponses(doc, path, operation, ['400', '401', '402', '403', '409', '413', '429']);
    // POST /files creates no job and costs nothing (no 402), but has the other answers.
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
        expect({ path, type, additionalProperties: schema?.additionalProperties }).toEqual({ path, type, additionalProperties: false });
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

describe('GET /openapi.yaml (no authentication) is the same description in YAML', () => {
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

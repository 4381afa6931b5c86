// A small local server speaking Replicate's predictions API, standing in for a model hosted
// there: it creates predictions, reports their status, and serves their output files. The
// output is three coloured bands (fakeModelImage.ts) in the requested aspect ratio, 1024 on
// the long edge for resolution 1K and 2048 for 2K, as nano-banana-2 answers. It keeps what it
// received in `requests` (image_input as the decoded images' sizes). Tags in the prompt:
//   [provider:slow=N]    the prediction is `processing` until N seconds after creation
//   [provider:fail]      the prediction fails with a model error
//   [provider:flag]      the prediction fails: its output was flagged as sensitive (E005)
//   [provider:reject]    422 at creation: the input was flagged as sensitive (E005)
//   [provider:invalid]   422 at creation: input validation failed
//   [provider:cancel]    the prediction ends `canceled`
//   [provider:lost]      GET of the prediction answers 404
//   [provider:auth]      401 at creation        [provider:busy]  429 at creation
//   [provider:array]     the output is a list of URLs instead of one URL
//   [provider:size=WxH]  the output image is W x H
// A request without `Bearer <apiKey>` is answered 401.
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { bandsPng, describeImage } from './fakeModelImage.ts';

export interface ReceivedPrediction {
  method: string;
  path: string;
  authorization: string | undefined;
  version?: string;
  /** The input as sent, except image_input, which is given as the images' descriptions. */
  input: Record<string, unknown>;
  imageInput: Array<{ format: string; width: number; height: number; dataUrl: boolean }>;
}

interface Prediction {
  id: string;
  prompt: string;
  input: Record<string, unknown>;
  createdAt: number;
  readyAt: number;
}

const FLAGGED = 'The input or output was flagged as sensitive. Please try again with different inputs. (E005)';

function outputSize(input: Record<string, unknown>, prompt: string): [number, number] {
  const forced = /\[provider:size=(\d+)x(\d+)\]/.exec(prompt);
  if (forced) return [Number(forced[1]), Number(forced[2])];
  const [w, h] = String(input.aspect_ratio ?? '1:1').split(':').map(Number) as [number, number];
  const long = input.resolution === '2K' ? 2048 : 1024;
  return w >= h ? [long, Math.round((long * h) / w)] : [Math.round((long * w) / h), long];
}

export async function startFakeReplicate(opts: { apiKey: string }): Promise<{ url: string; server: Server; requests: ReceivedPrediction[] }> {
  const requests: ReceivedPrediction[] = [];
  const predictions = new Map<string, Prediction>();
  const server = createServer((req, res) => {
    res.on('error', () => {});
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' });
      res.end(JSON.stringify(body));
    };
    const problem = (status: number, title: string, detail: string) => send(status, { title, detail, status });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = req.url ?? '';
        const file = /^\/files\/([\w-]+)\.png$/.exec(url);
        if (req.method === 'GET' && file) {
          const p = predictions.get(file[1]!);
          if (!p) return problem(404, 'Not found', 'No such file.');
          const [w, h] = outputSize(p.input, p.prompt);
          res.writeHead(200, { 'Content-Type': 'image/png' });
          return res.end(await bandsPng(w, h));
        }
        if (req.headers.authorization !== `Bearer ${opts.apiKey}`) return problem(401, 'Unauthenticated', 'You did not pass a valid authentication token');
        const create = req.method === 'POST' && (/^\/v1\/models\/[\w.-]+\/[\w.-]+\/predictions$/.test(url) || url === '/v1/predictions');
        if (create) {
          const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { input?: Record<string, unknown>; version?: string };
          const input = { ...(body.input ?? {}) };
          const images = Array.isArray(input.image_input) ? (input.image_input as string[]) : [];
          delete input.image_input;
          const imageInput = await Promise.all(
            images.map(async (u) => ({ ...(await describeImage(Buffer.from(u.replace(/^data:[^,]*,/, ''), 'base64'))), dataUrl: u.startsWith('data:image/') })),
          );
          requests.push({ method: 'POST', path: url, authorization: req.headers.authorization, ...(body.version ? { version: body.version } : {}), input, imageInput });
          const prompt = String(input.prompt ?? '');
          const tag = (name: string) => prompt.includes(`[provider:${name}]`);
          if (tag('auth')) return problem(401, 'Unauthenticated', 'You did not pass a valid authentication token');
          if (tag('busy')) return problem(429, 'Request was throttled', 'Your rate limit for prediction creation is reduced.');
          if (tag('reject')) return problem(422, 'Input validation failed', FLAGGED);
          if (tag('invalid')) return problem(422, 'Input validation failed', '- input.aspect_ratio: aspect_ratio must be one of the following: "1:1", "16:9"');
          const slow = /\[provider:slow=(\d+(?:\.\d+)?)\]/.exec(prompt);
          const id = randomUUID().replace(/-/g, '').slice(0, 26);
          const now = Date.now();
          predictions.set(id, { id, prompt, input, createdAt: now, readyAt: now + Number(slow?.[1] ?? 0) * 1000 });
          return send(201, { id, model: 'fake/model', input: body.input, status: 'starting', output: null, error: null, urls: { get: `${origin}/v1/predictions/${id}`, cancel: `${origin}/v1/predictions/${id}/cancel` } });
        }
        const get = /^\/v1\/predictions\/([\w-]+)$/.exec(url);
        const p = get ? predictions.get(get[1]!) : undefined;
        if (req.method === 'GET' && get) requests.push({ method: 'GET', path: url, authorization: req.headers.authorization, input: {}, imageInput: [] });
        if (req.method !== 'GET' || !p || p.prompt.includes('[provider:lost]')) return problem(404, 'Not found', 'The requested resource could not be found.');
        const base = { id: p.id, model: 'fake/model', input: p.input, urls: { get: `${origin}/v1/predictions/${p.id}` } };
        if (Date.now() < p.readyAt) return send(200, { ...base, status: 'processing', output: null, error: null });
        const tag = (name: string) => p.prompt.includes(`[provider:${name}]`);
        if (tag('fail')) return send(200, { ...base, status: 'failed', output: null, error: 'Prediction failed: CUDA out of memory.' });
        if (tag('flag')) return send(200, { ...base, status: 'failed', output: null, error: FLAGGED });
        if (tag('cancel')) return send(200, { ...base, status: 'canceled', output: null, error: null });
        const output = `${origin}/files/${p.id}.png`;
        send(200, { ...base, status: 'succeeded', output: tag('array') ? [output] : output, error: null });
      })().catch((err: Error) => problem(500, 'Internal server error', err.message));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake Replicate did not bind');
  server.unref();
  return { url: `http://127.0.0.1:${address.port}`, server, requests };
}

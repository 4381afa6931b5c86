// A small local server speaking the OpenAI-compatible images API (generations, and edits with
// reference images as image[] parts), standing in for an outside image model. It answers
// three coloured bands (fakeModelImage.ts) at the `size` it was asked for, and keeps what it
// received: in `requests`, and at GET /__received for tests that drive it through the stack.
// A tag in the prompt chooses another answer:
//   [provider:slow=N]    the answer comes after N seconds
//   [provider:fail]      400, an ordinary refusal of the request (invalid_request_error)
//   [provider:echo]      400, a refusal that repeats the prompt, as some providers' validation errors do
//   [provider:reject]    400, the prompt refused by the content policy (content_policy_violation)
//   [provider:flag]      400 after a moment, the result refused by moderation (moderation_blocked)
//   [provider:auth]      401, as for a wrong key
//   [provider:busy]      429          [provider:error]  500
//   [provider:size=WxH]  the image comes back at W x H instead of the size asked for
//   [provider:url]       the answer is data[0].url (a URL on this server) instead of b64_json
//   [provider:notimage]  b64_json that is not an image
// A request without `Bearer <apiKey>` is answered 401.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { bandsPng, describeImage } from './fakeModelImage.ts';
import { answering, hasKey, jsonBody, openAiError, SERVER_ERROR, UNKNOWN_ROUTE, WRONG_KEY } from './fakeOpenAiServer.ts';

export interface ReceivedImagesCall {
  path: string;
  authorization: string | undefined;
  /** Every field as sent (multipart fields as strings, JSON as parsed). */
  fields: Record<string, unknown>;
  /** The image[] parts of an edits call. */
  references: Array<{ format: string; width: number; height: number }>;
}

async function readForm(req: IncomingMessage, body: Buffer): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  const form = await new Request('http://fake.local/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body }).formData();
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'image[]') files.push(Buffer.from(await value.arrayBuffer()));
  }
  return { fields, files };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeOpenAiImages(opts: { apiKey: string }): Promise<{ url: string; server: Server; requests: ReceivedImagesCall[] }> {
  const requests: ReceivedImagesCall[] = [];
  const files = new Map<string, Buffer>();
  const server = createServer(
    answering(async (req, res, body, send) => {
      if (req.method === 'GET' && req.url === '/__received') return send(200, requests);
      const file = req.method === 'GET' ? files.get(req.url ?? '') : undefined;
      if (file) {
        res.writeHead(200, { 'Content-Type': 'image/png' });
        return res.end(file);
      }
      const operation = /^\/v1\/images\/(generations|edits)$/.exec(req.url ?? '')?.[1];
      if (req.method !== 'POST' || !operation) return send(404, UNKNOWN_ROUTE);
      const received: ReceivedImagesCall = { path: req.url ?? '', authorization: req.headers.authorization, fields: {}, references: [] };
      if (operation === 'edits') {
        const form = await readForm(req, body);
        received.fields = form.fields;
        received.references = await Promise.all(form.files.map(describeImage));
      } else {
        received.fields = jsonBody<Record<string, unknown>>(body);
      }
      requests.push(received);
      const prompt = String(received.fields.prompt ?? '');
      const tag = (name: string) => prompt.includes(`[provider:${name}]`);
      if (!hasKey(req, opts.apiKey) || tag('auth')) return send(401, WRONG_KEY);
      const slow = /\[provider:slow=(\d+(?:\.\d+)?)\]/.exec(prompt);
      if (slow) await sleep(Number(slow[1]) * 1000);
      if (tag('reject')) {
        return send(400, openAiError('Your request was rejected as a result of our safety system.', 'invalid_request_error', 'content_policy_violation'));
      }
      if (tag('flag')) {
        await sleep(500);
        return send(400, openAiError('Your request was rejected by the safety system: the generated image was flagged.', 'image_generation_user_error', 'moderation_blocked'));
      }
      if (tag('echo')) return send(400, openAiError(`Invalid prompt: ${prompt}`, 'invalid_request_error', null));
      if (tag('fail')) return send(400, openAiError('The model could not make an image from this request.', 'invalid_request_error', null));
      if (tag('busy')) return send(429, openAiError('Rate limit reached.', 'requests', 'rate_limit_exceeded'));
      if (tag('error')) return send(500, SERVER_ERROR);
      if (tag('notimage')) return send(200, { created: 1, data: [{ b64_json: Buffer.from('this is not an image').toString('base64') }] });
      const size = /\[provider:size=(\d+x\d+)\]/.exec(prompt)?.[1] ?? String(received.fields.size ?? '1024x1024');
      const [width, height] = size.split('x').map(Number) as [number, number];
      const image = await bandsPng(width, height);
      if (tag('url')) {
        const path = `/files/${requests.length}.png`;
        files.set(path, image);
        const address = server.address() as { port: number };
        return send(200, { created: 1, data: [{ url: `http://127.0.0.1:${address.port}${path}` }] });
      }
      send(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: image.toString('base64') }] });
    }),
  );
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake images server did not bind');
  server.unref();
  return { url: `http://127.0.0.1:${address.port}`, server, requests };
}

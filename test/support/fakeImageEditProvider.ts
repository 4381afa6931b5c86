// A small local image-editing provider speaking the OpenAI-compatible images edit protocol
// of engines/image/instruct/provider.ts, standing in for an outside model. It keeps every
// request it received, and answers by painting the area it may edit (transparent in the
// mask; everything without a mask) magenta, at the size it was sent. A tag in the prompt
// chooses another answer:
//   [provider:refuse]    400, refused by the content policy (code moderation_blocked)
//   [provider:invalid]   400, an ordinary invalid request
//   [provider:fail]      500
//   [provider:busy]      429
//   [provider:huge]      200 with an endless answer (more than any edited image)
//   [provider:notimage]  200 whose b64_json is not an image
//   [provider:redirect]  307 to another address
//   [provider:slow=N]    the answer comes after N seconds
//   [provider:size=WxH]  the image comes back at W x H instead of the size sent
// A request without `Bearer <apiKey>` is answered 401.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import sharp from 'sharp';

export interface ReceivedEdit {
  method: string;
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  image: Buffer | null;
  mask: Buffer | null;
}

export const MAGENTA = [255, 0, 255] as const;

async function readForm(req: IncomingMessage, body: Buffer): Promise<{ fields: Record<string, string>; files: Record<string, Buffer> }> {
  const form = await new Request('http://fake.local/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body }).formData();
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files[name] = Buffer.from(await value.arrayBuffer());
  }
  return { fields, files };
}

/** The edit this fake "model" makes: magenta wherever the mask lets it (alpha under half), the rest as sent. */
async function paintEditable(image: Buffer, mask: Buffer | null, size: string | undefined): Promise<Buffer> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const alpha = mask ? await sharp(mask).ensureAlpha().extractChannel(3).raw().toBuffer() : null;
  for (let i = 0; i < info.width * info.height; i++) {
    if (alpha && alpha[i]! >= 128) continue;
    data[i * 4] = MAGENTA[0];
    data[i * 4 + 1] = MAGENTA[1];
    data[i * 4 + 2] = MAGENTA[2];
    data[i * 4 + 3] = 255;
  }
  let out = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  const other = /^(\d+)x(\d+)$/.exec(size ?? '');
  if (other) out = out.resize(Number(other[1]), Number(other[2]), { fit: 'fill' });
  return out.png().toBuffer();
}

export async function startFakeImageEditProvider(opts: { apiKey: string }): Promise<{ url: string; server: Server; requests: ReceivedEdit[] }> {
  const requests: ReceivedEdit[] = [];
  const server = createServer((req, res) => {
    res.on('error', () => {});
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const received: ReceivedEdit = { method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, fields: {}, image: null, mask: null };
        requests.push(received);
        if (req.method !== 'POST' || req.url !== '/v1/images/edits') return send(404, { error: { message: 'Unknown path.', type: 'invalid_request_error', code: null } });
        if (req.headers.authorization !== `Bearer ${opts.apiKey}`) return send(401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } });
        const { fields, files } = await readForm(req, Buffer.concat(chunks));
        Object.assign(received, { fields, image: files.image ?? null, mask: files.mask ?? null });
        const prompt = fields.prompt ?? '';
        const slow = /\[provider:slow=(\d+(?:\.\d+)?)\]/.exec(prompt);
        if (slow) await new Promise((ok) => setTimeout(ok, Number(slow[1]) * 1000));
        if (prompt.includes('[provider:refuse]')) {
          return send(400, { error: { message: 'Your request was rejected by the safety system.', type: 'image_generation_user_error', code: 'moderation_blocked' } });
        }
        if (prompt.includes('[provider:invalid]')) return send(400, { error: { message: 'Invalid mask: the mask must be a PNG.', type: 'invalid_request_error', code: 'invalid_value' } });
        if (prompt.includes('[provider:fail]')) return send(500, { error: { message: 'The server had an error while processing your request.', type: 'server_error', code: null } });
        if (prompt.includes('[provider:busy]')) return send(429, { error: { message: 'Rate limit reached.', type: 'requests', code: 'rate_limit_exceeded' } });
        if (prompt.includes('[provider:redirect]')) return send(307, {}, { Location: 'http://127.0.0.1:1/elsewhere' });
        if (prompt.includes('[provider:notimage]')) return send(200, { created: 1, data: [{ b64_json: Buffer.from('this is not an image').toString('base64') }] });
        if (prompt.includes('[provider:huge]')) {
          // Streams until the client hangs up: an answer with no end and no declared length.
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.write('{"created":1,"data":[{"b64_json":"');
          const block = 'A'.repeat(1024 * 1024);
          const more = () => {
            while (!res.destroyed && res.write(block));
            if (!res.destroyed) res.once('drain', more);
          };
          req.socket.on('close', () => res.destroy());
          return more();
        }
        if (!received.image) return send(400, { error: { message: 'image is required.', type: 'invalid_request_error', code: null } });
        const size = /\[provider:size=(\d+x\d+)\]/.exec(prompt)?.[1];
        const edited = await paintEditable(received.image, received.mask, size);
        send(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: edited.toString('base64') }] });
      })().catch((err: Error) => send(500, { error: { message: err.message, type: 'server_error', code: null } }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake image edit provider did not bind');
  server.unref();
  return { url: `http://127.0.0.1:${address.port}`, server, requests };
}

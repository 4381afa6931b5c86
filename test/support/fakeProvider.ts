// A small local image provider speaking the protocol of engines/illustration/httpProvider.ts,
// standing in for an outside image model. Its behaviour is chosen by a tag in the prompt:
//   [provider:slow=N]  the result arrives N seconds after submission
//   [provider:fail]    the task fails with reason MODEL_ERROR
//   [provider:reject]  submission is refused (422 CONTENT_REJECTED)
// Anything else succeeds at once with a small PNG.
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

interface Task {
  readyAt: number;
  fail: boolean;
}

export async function startFakeProvider(): Promise<{ url: string; server: Server }> {
  const tasks = new Map<string, Task>();
  const image = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#228833' } }).png().toBuffer();
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/generations') {
        const prompt = String((JSON.parse(Buffer.concat(chunks).toString() || '{}') as { prompt?: string }).prompt ?? '');
        if (prompt.includes('[provider:reject]')) return send(422, { reason: 'CONTENT_REJECTED', message: 'The prompt was refused by policy.' });
        const slow = /\[provider:slow=(\d+)\]/.exec(prompt);
        const id = randomUUID();
        tasks.set(id, { readyAt: Date.now() + Number(slow?.[1] ?? 0) * 1000, fail: prompt.includes('[provider:fail]') });
        return send(202, { id });
      }
      const match = /^\/v1\/generations\/([\w-]+)$/.exec(req.url ?? '');
      const task = match?.[1] ? tasks.get(match[1]) : undefined;
      if (req.method === 'GET' && task) {
        if (Date.now() < task.readyAt) return send(200, { status: 'running' });
        if (task.fail) return send(200, { status: 'failed', reason: 'MODEL_ERROR', message: 'The model failed.' });
        return send(200, { status: 'succeeded', image_base64: image.toString('base64') });
      }
      send(404, { message: 'no such task' });
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake provider did not bind');
  server.unref();
  return { url: `http://127.0.0.1:${address.port}`, server };
}

// A small local server speaking the OpenAI-compatible chat-completions API (as OpenAI, Ollama,
// llama.cpp's server and vLLM do), standing in for a chat model that reads chart requests. The
// test says what the model answers (`answer`): the message content, or an HTTP status, after an
// optional delay. It keeps every call it received (`calls`: path, Authorization header, body).
//   schemaSupported: false   answers 400 to a request with response_format, as servers without
//                            JSON-schema output do
// A request without `Bearer <apiKey>` (when an apiKey is set) is answered 401.
import { createServer, type Server } from 'node:http';
import { answering, hasKey, jsonBody, openAiError, SERVER_ERROR, UNKNOWN_ROUTE, WRONG_KEY } from './fakeOpenAiServer.ts';

export interface ChatCall {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: Array<{ role: string; content: string }>; response_format?: unknown; [key: string]: unknown };
}

/** What the fake model answers: message content (a string, or an object sent as its JSON), or a failure. */
export type ChatAnswer = { content: string | object; delayMs?: number } | { status: number; delayMs?: number } | { hangUp: true };

export interface FakeChatModel {
  url: string;
  server: Server;
  calls: ChatCall[];
  /** Set by each test; by default the fake answers an empty JSON object. */
  answer: (call: ChatCall) => ChatAnswer;
  schemaSupported: boolean;
  close: () => Promise<void>;
}

/** A delayed answer does not keep the test process alive. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/** The request text the reader sent: the user message's `request` or `instruction`. */
export function askedText(call: ChatCall): string {
  const user = call.body.messages?.find((m) => m.role === 'user')?.content ?? '{}';
  const parsed = JSON.parse(user) as { request?: string; instruction?: string };
  return parsed.request ?? parsed.instruction ?? '';
}

export async function startFakeChatModel(opts: { apiKey?: string; model?: string } = {}): Promise<FakeChatModel> {
  const fake: FakeChatModel = {
    url: '',
    server: undefined as unknown as Server,
    calls: [],
    answer: () => ({ content: {} }),
    schemaSupported: true,
    close: () =>
      new Promise<void>((ok) => {
        fake.server.close(() => ok());
        fake.server.closeAllConnections();
      }),
  };
  fake.server = createServer(
    answering(async (req, res, body, send) => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return send(404, UNKNOWN_ROUTE);
      const call: ChatCall = { path: req.url, authorization: req.headers.authorization, body: jsonBody<ChatCall['body']>(body) };
      fake.calls.push(call);
      if (opts.apiKey && !hasKey(req, opts.apiKey)) return send(401, WRONG_KEY);
      if (!fake.schemaSupported && call.body.response_format) {
        return send(400, openAiError('Unrecognized request argument supplied: response_format', 'invalid_request_error', null));
      }
      const answer = fake.answer(call);
      if ('delayMs' in answer && answer.delayMs) await sleep(answer.delayMs);
      if ('hangUp' in answer) return res.destroy();
      if ('status' in answer) return send(answer.status, SERVER_ERROR);
      const content = typeof answer.content === 'string' ? answer.content : JSON.stringify(answer.content);
      send(200, {
        id: `chatcmpl-${fake.calls.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: call.body.model ?? opts.model ?? 'fake',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    }),
  );
  await new Promise<void>((ok) => fake.server.listen(0, '127.0.0.1', ok));
  const address = fake.server.address();
  if (!address || typeof address === 'string') throw new Error('fake chat model did not bind');
  fake.server.unref();
  fake.url = `http://127.0.0.1:${address.port}/v1`;
  return fake;
}

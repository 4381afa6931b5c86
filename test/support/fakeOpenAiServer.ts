// What the fake OpenAI-compatible servers (fakeChatModel.ts, fakeOpenAiImages.ts) share: each
// request read whole before it is answered, answers in JSON, and the errors as OpenAI's API
// words them.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** Answers with `status` and `body` as JSON (nothing once the connection is gone). */
export type SendJson = (status: number, body: unknown) => void;

/** An error body as OpenAI's API sends it. */
export function openAiError(message: string, type: string, code: string | null): { error: { message: string; type: string; code: string | null } } {
  return { error: { message, type, code } };
}

/** 404: a path the fake does not serve. */
export const UNKNOWN_ROUTE = openAiError('Unknown route.', 'invalid_request_error', null);
/** 401: no `Bearer <apiKey>`, or another key. */
export const WRONG_KEY = openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
/** 500: the server failed. */
export const SERVER_ERROR = openAiError('The server had an error while processing your request.', 'server_error', null);

/** Whether the request is authorized by `Bearer <apiKey>`. */
export function hasKey(req: IncomingMessage, apiKey: string): boolean {
  return req.headers.authorization === `Bearer ${apiKey}`;
}

/** A JSON request body as parsed; an empty body is `{}`. */
export function jsonBody<T>(body: Buffer): T {
  return JSON.parse(body.toString() || '{}') as T;
}

/**
 * A request listener that reads each request's body whole, then answers it with `handle`;
 * whatever `handle` throws is answered 500 (server_error) with the error's message.
 */
export function answering(handle: (req: IncomingMessage, res: ServerResponse, body: Buffer, send: SendJson) => Promise<unknown>): RequestListener {
  return (req, res) => {
    res.on('error', () => {});
    const send: SendJson = (status, body) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks), send).catch((err: Error) => send(500, openAiError(err.message, 'server_error', null)));
    });
  };
}

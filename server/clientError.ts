// Requests that Node's HTTP parser refuses never reach Koa; without this handler Node answers
// them with a bare status line, no X-Request-Id and no envelope.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { invalidRequest } from '../core/errors.ts';

/** The parser's error codes that concern the header section; the rest concern the request as a whole. */
const HEADER_ERRORS = new Set(['HPE_INVALID_HEADER_TOKEN', 'HPE_INVALID_CONTENT_LENGTH', 'HPE_UNEXPECTED_CONTENT_LENGTH', 'HPE_INVALID_TRANSFER_ENCODING']);

function refusal(code: string | undefined) {
  if (code === 'HPE_HEADER_OVERFLOW') return invalidRequest('HEADERS_TOO_LARGE', 'The request headers are too large.', 'headers');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return invalidRequest('REQUEST_TIMEOUT', 'The request was not received in time.', 'request');
  if (code && HEADER_ERRORS.has(code)) return invalidRequest('MALFORMED_REQUEST', 'The request headers are malformed.', 'headers');
  return invalidRequest('MALFORMED_REQUEST', 'The request is malformed.', 'request');
}

/**
 * The server's `clientError` listener: one complete HTTP/1.1 answer in the spec's envelope,
 * then the connection ends. A response still being made for an earlier request on the same
 * connection (pipelining) is let finish first.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (inFlight && inFlight.req.complete && !inFlight.writableFinished) {
    // The faulty bytes follow a whole request whose answer is under way: answer after it.
    inFlight.once('finish', () => answer(err, socket));
    return;
  }
  // The faulty bytes belong to the request being answered: answer it unless its answer has begun.
  if (inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  answer(err, socket);
}

function answer(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const error = refusal(err.code);
  const requestId = randomUUID();
  const body = JSON.stringify({ error: { code: error.code, message: error.message, request_id: requestId, details: error.details } });
  const head = [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

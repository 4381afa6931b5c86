import type { AppContext } from './state.ts';

/** Bodies up to this size are read to the end before a refusal, so the client sees the answer. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * Reads and drops the rest of a refused request body. Answering before the client has sent
 * its body makes many clients fail with a broken pipe instead of reading the 413; a body
 * larger than DRAIN_LIMIT is cut off instead (the connection closes after the answer).
 */
export async function discardBody(ctx: AppContext): Promise<void> {
  const req = ctx.req;
  if (req.readableEnded || req.destroyed) return;
  // A parser that gave up may still be piped from the request (a decompressor, say).
  req.unpipe();
  let seen = 0;
  try {
    // Stopping early must leave the connection open for the answer.
    for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > DRAIN_LIMIT) break;
    }
  } catch {
    // the client went away: nothing to answer
  }
}

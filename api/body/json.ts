import type { z } from 'zod';
import { invalidRequest, payloadTooLarge } from '../../core/errors.ts';
import { LIMITS } from '../../core/limits.ts';
import type { AppContext } from '../state.ts';
import { validationError } from './validation.ts';
import { discardBody } from './discard.ts';

/** Reads the JSON body (256 KB at most) and validates it with its strict schema. */
export async function readJson<S extends z.ZodType>(ctx: AppContext, schema: S): Promise<z.infer<S>> {
  if (!ctx.is('application/json')) {
    throw invalidRequest('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.', 'body');
  }
  const max = LIMITS.jsonBodyBytes;
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > max) {
    await discardBody(ctx);
    throw payloadTooLarge(max);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw payloadTooLarge(max);
    chunks.push(chunk);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw invalidRequest('MALFORMED_JSON', 'The body is not valid JSON.', 'body');
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw validationError(result.error);
  return result.data;
}


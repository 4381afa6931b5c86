import type { z } from 'zod';
import { koaBody } from 'koa-body';
import { ApiError, invalidRequest, payloadTooLarge } from '../../core/errors.ts';
import { LIMITS } from '../../core/limits.ts';
import type { AppContext } from '../../http/state.ts';
import { validationError } from './validation.ts';
import { discardBody } from '../../http/discardBody.ts';

function jsonParser(maxBytes: number) {
  return koaBody({
    json: true,
    multipart: false,
    urlencoded: false,
    text: false,
    jsonTypes: ['application/json'],
    jsonLimit: maxBytes,
    // An object or an array at the top level; `__proto__` keys are refused by its parser.
    jsonStrict: true,
    // The raw text tells an empty body (which koa-body reads as {}) from `{}`.
    includeUnparsed: true,
    patchNode: false,
    patchKoa: true,
  });
}

const parsers = new Map<number, ReturnType<typeof jsonParser>>();

/**
 * Reads the JSON body with koa-body and validates it with its strict schema. The interface's
 * bodies are 256 KB at most; `maxBytes` is for paths outside it (the operators' codec endpoint).
 */
export async function readJson<S extends z.ZodType>(ctx: AppContext, schema: S, opts: { maxBytes?: number } = {}): Promise<z.infer<S>> {
  if (!ctx.is('application/json')) {
    throw invalidRequest('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.', 'body');
  }
  const maxBytes = opts.maxBytes ?? LIMITS.jsonBodyBytes;
  const parse = parsers.get(maxBytes) ?? jsonParser(maxBytes);
  parsers.set(maxBytes, parse);
  try {
    await parse(ctx, async () => undefined);
  } catch (err) {
    throw await jsonError(ctx, err, maxBytes);
  }
  if (!ctx.request.rawBody?.trim()) throw malformed();
  const result = schema.safeParse(ctx.request.body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

function malformed(): ApiError {
  return invalidRequest('MALFORMED_JSON', 'The body is not a JSON object.', 'body');
}

/** koa-body's errors (co-body, raw-body and zlib underneath) carry an http status, a `type` or a zlib code. */
async function jsonError(ctx: AppContext, err: unknown, maxBytes: number): Promise<unknown> {
  const { status, type, code } = err as { status?: number; type?: string; code?: unknown };
  // Whatever the failure, read the rest so that the client can read the answer.
  await discardBody(ctx);
  if (type === 'entity.too.large') return payloadTooLarge(maxBytes);
  if (status === 415) {
    return invalidRequest('UNSUPPORTED_MEDIA_TYPE', 'Send the body as UTF-8 application/json, uncompressed or with Content-Encoding gzip, deflate or br.', 'body');
  }
  if (status === 400 || (typeof code === 'string' && code.startsWith('Z_'))) return malformed();
  return err;
}

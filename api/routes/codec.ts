// The codec endpoint: POST /codec/decode and /codec/encode in the Temporal codec-server
// protocol, so that the Temporal UI and CLI show an operator decoded job payloads. It is not
// part of the public interface (outside /api/v1 and OpenAPI), takes only operator tokens
// (as a bearer header, or as a browser sign-in made with one: codecSession.ts), and is the
// one path that answers CORS: for the Temporal UI's origin alone (decisions.md).
import type { Next } from 'koa';
import { z } from 'zod';
import { config } from '../../core/config.ts';
import { em } from '../../core/db/orm.ts';
import { ApiError, invalidRequest } from '../../core/errors.ts';
import { KEY_PREFIX } from '../../core/apiKeys.ts';
import { findOperatorSession, findOperatorToken, OPERATOR_TOKEN_PREFIX } from '../../core/operatorTokens.ts';
import { payloadCodec, PayloadDecryptionError } from '../../core/codec/encryptionCodec.ts';
import { payloadFromJson, payloadToJson } from '../../core/codec/payloadJson.ts';
import { readJson } from '../body/json.ts';
import { bearerToken } from '../middleware/auth.ts';
import { codecSessionRoute, sessionCookie } from './codecSession.ts';
import type { AppContext, AppMiddleware } from '../../http/state.ts';
import { CODEC_PATH } from '../../http/mounts.ts';

/**
 * Temporal refuses payloads over 2 MB by default; one request carries the payloads of one
 * event field, in base64. (Not a limit of the public interface, hence not in core/limits.ts.)
 */
const CODEC_BODY_BYTES = 4 * 1024 * 1024;
const ALLOWED_HEADERS = 'authorization, content-type, x-namespace';

const PayloadsBody = z.object({
  payloads: z.array(z.object({ metadata: z.record(z.string(), z.string()).optional(), data: z.string().optional() })),
});

/**
 * CORS for the configured Temporal UI origin only; any other origin gets no Access-Control-*
 * header. With credentials: the UI's "include cross-origin credentials" fetch sends the
 * sign-in cookie, and a browser shows it the answer (and sends the preflighted request at all)
 * only when both the preflight and the answer allow credentials.
 */
function allowUiOrigin(ctx: AppContext): boolean {
  ctx.vary('Origin');
  const origin = ctx.get('Origin');
  if (!origin || origin !== config().temporalUiOrigin) return false;
  ctx.set('Access-Control-Allow-Origin', origin);
  ctx.set('Access-Control-Allow-Credentials', 'true');
  return true;
}

async function requireOperator(ctx: AppContext): Promise<void> {
  const authorization = ctx.get('Authorization');
  const session = sessionCookie(ctx);
  // A header is what the caller chose to send: it is judged alone, never topped up by a cookie.
  if (!authorization && session) return requireSession(ctx, session);
  const presented = bearerToken(ctx);
  if (!presented) {
    throw new ApiError('UNAUTHORIZED', `Send an operator token as \`Authorization: Bearer ${OPERATOR_TOKEN_PREFIX}...\`, or sign in to the Temporal UI's browser at /codec/session.`);
  }
  if (presented.startsWith(KEY_PREFIX)) throw new ApiError('UNAUTHORIZED', 'API keys cannot use the codec endpoint: it takes operator tokens.');
  if (!(await findOperatorToken(await em(), presented))) throw new ApiError('UNAUTHORIZED', 'The operator token is invalid or revoked.');
}

/**
 * The browser attaches the cookie to every request for /codec, whichever page makes it
 * (same-site pages included, since SameSite ignores ports): the cookie counts only when the
 * request names the Temporal UI as its origin, which no other page can forge.
 */
async function requireSession(ctx: AppContext, value: string): Promise<void> {
  if (ctx.get('Origin') !== config().temporalUiOrigin) {
    throw new ApiError('UNAUTHORIZED', "A codec sign-in works only from the Temporal UI's origin; other clients send an operator token as a bearer header.");
  }
  if (!(await findOperatorSession(await em(), value))) {
    throw new ApiError('UNAUTHORIZED', 'The codec sign-in has ended (signed out, expired, or its operator token revoked): sign in again at /codec/session.');
  }
}

async function readPayloads(ctx: AppContext): Promise<z.infer<typeof PayloadsBody>['payloads']> {
  return (await readJson(ctx, PayloadsBody, { maxBytes: CODEC_BODY_BYTES })).payloads;
}

/** Mounted before the /api/v1 router; the key ring is read when the app is made (API start). */
export function codecEndpoint(): AppMiddleware {
  const codec = payloadCodec();
  return async function codecRoute(ctx: AppContext, next: Next): Promise<void> {
    if (ctx.path.startsWith(`${CODEC_PATH}/session`)) return codecSessionRoute(ctx, next);
    const operation = ctx.path === `${CODEC_PATH}/encode` ? 'encode' : ctx.path === `${CODEC_PATH}/decode` ? 'decode' : undefined;
    if (!operation) return next();
    const allowed = allowUiOrigin(ctx);
    if (ctx.method === 'OPTIONS') {
      if (allowed) {
        ctx.set('Access-Control-Allow-Methods', 'POST');
        ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        ctx.set('Access-Control-Max-Age', '600');
      }
      ctx.set('Allow', 'POST, OPTIONS');
      ctx.status = 204;
      return;
    }
    if (ctx.method !== 'POST') return next();
    await requireOperator(ctx);
    const namespace = ctx.get('X-Namespace');
    if (namespace && namespace !== config().temporalNamespace) {
      throw invalidRequest('UNKNOWN_NAMESPACE', `This codec serves the namespace ${config().temporalNamespace} only.`, 'X-Namespace');
    }
    const payloads = (await readPayloads(ctx)).map((p, i) => {
      try {
        return payloadFromJson(p, `payloads.${i}`);
      } catch (err) {
        throw invalidRequest('MALFORMED_PAYLOAD', (err as Error).message, `payloads.${i}`);
      }
    });
    const converted = await Promise.all(
      payloads.map(async (p, i) => {
        try {
          const [out] = operation === 'decode' ? await codec.decode([p]) : await codec.encode([p]);
          return payloadToJson(out ?? {});
        } catch (err) {
          if (err instanceof PayloadDecryptionError) throw invalidRequest('PAYLOAD_UNDECODABLE', err.message, `payloads.${i}`);
          throw err;
        }
      }),
    );
    // Decoded payloads are job data: no cache keeps them.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { payloads: converted };
  };
}

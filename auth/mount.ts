// The authorization server's endpoints on the service's Koa app: its own paths under /oauth
// (except the interaction pages, which the website serves) and its metadata documents.
import type { Next, ParameterizedContext } from 'koa';
import { config } from '../core/config.ts';
import { oauthProvider } from './provider.ts';
import { INTERACTION_PREFIX, OAUTH_PREFIX } from '../http/mounts.ts';

const METADATA_PATHS = new Set(['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']);

export function isOAuthServerPath(path: string): boolean {
  if (METADATA_PATHS.has(path)) return true;
  return path.startsWith(`${OAUTH_PREFIX}/`) && !path.startsWith(`${INTERACTION_PREFIX}/`);
}

let handle: ReturnType<ReturnType<typeof oauthProvider>['callback']> | undefined;

function handler(): NonNullable<typeof handle> {
  handle ??= oauthProvider().callback();
  return handle;
}

export function oauthEndpoint() {
  return async function oauth(ctx: ParameterizedContext, next: Next): Promise<void> {
    if (!isOAuthServerPath(ctx.path)) return next();
    // The endpoints the metadata names are the public address's, whatever Host the request
    // came with: the library reads them from forwarded headers, which are set here, never
    // taken from the client.
    const base = new URL(config().publicBaseUrl);
    ctx.req.headers['x-forwarded-host'] = base.host;
    ctx.req.headers['x-forwarded-proto'] = base.protocol.replace(':', '');
    delete ctx.req.headers['x-forwarded-for'];
    ctx.respond = false;
    await handler()(ctx.req, ctx.res);
  };
}

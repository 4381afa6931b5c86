// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types; these are the ones this service relies on
/// <reference path="./oidcProvider.d.ts" />
// The OAuth 2.1 authorization server (oidc-provider): authorization code with PKCE (S256) only,
// resource indicators binding opaque access tokens to /mcp or the API, refresh tokens only for
// offline_access and rotated on use, revocation and introspection, anonymous dynamic client
// registration limited to `none` and `client_secret_basic`, and Client ID Metadata Documents for
// the operator's allow-list, the only clients that may authenticate with private_key_jwt.
import Provider, { errors } from 'oidc-provider';
import { SCOPES } from '../core/scopes.ts';
import { DatabaseAdapter } from './adapter.ts';
import {
  ACCESS_TOKEN_SECONDS,
  cimdAllowed,
  cookieKeys,
  GRANT_SECONDS,
  issuer,
  parseCimdAllowList,
  REFRESH_TOKEN_SECONDS,
  resourceUrls,
  mcpResourceUrl,
  OAUTH_SCOPES,
  signingKeys,
} from './settings.ts';
import { INTERACTION_PREFIX, OAUTH_PREFIX } from '../http/mounts.ts';
import { renderOAuthError } from './errorPage.ts';
import { inferredApplicationType, redirectUriProblem } from './redirectUris.ts';
import { rotateRefreshToken } from './refreshRotation.ts';

export { OAUTH_SCOPES };
/** What anonymously registered clients may use at the token endpoint. */
const REGISTRATION_AUTH_METHODS = new Set(['none', 'client_secret_basic']);

export interface ProviderOptions {
  /** Allowed CIMD client ids or hosts; OAUTH_CIMD_ALLOWED by default. */
  cimdAllowList?: readonly string[];
  /** Tests only: how metadata documents are fetched (the library's own SSRF-guarded fetch otherwise). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

interface Ctx {
  oidc?: { route?: string; body?: Record<string, unknown> };
}

export function createProvider(opts: ProviderOptions = {}): Provider {
  const allowList = opts.cimdAllowList ?? parseCimdAllowList(process.env.OAUTH_CIMD_ALLOWED);
  const resources = new Set(resourceUrls());
  const configuration: Record<string, unknown> = {
    adapter: DatabaseAdapter,
    jwks: signingKeys(),
    cookies: { keys: cookieKeys() },
    scopes: [...OAUTH_SCOPES],
    claims: { openid: ['sub'] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientAuthMethods: ['none', 'client_secret_basic', 'private_key_jwt'],
    routes: {
      authorization: `${OAUTH_PREFIX}/authorize`,
      token: `${OAUTH_PREFIX}/token`,
      registration: `${OAUTH_PREFIX}/register`,
      revocation: `${OAUTH_PREFIX}/revoke`,
      introspection: `${OAUTH_PREFIX}/introspect`,
      jwks: `${OAUTH_PREFIX}/jwks`,
      userinfo: `${OAUTH_PREFIX}/userinfo`,
      end_session: `${OAUTH_PREFIX}/session/end`,
      pushed_authorization_request: `${OAUTH_PREFIX}/par`,
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      RefreshToken: REFRESH_TOKEN_SECONDS,
      Grant: GRANT_SECONDS,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      IdToken: 3600,
    },
    rotateRefreshToken,
    // Tokens belong to the approval (the grant), not to the browser session that made it.
    expiresWithSession: () => false,
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${INTERACTION_PREFIX}/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub }) }),
    renderError: renderOAuthError,
    extraClientMetadata: {
      // Standard fields listed here so that the validator sees them, in this order, before the
      // library's own checks: application_type is settled before the redirect URIs are judged.
      properties: ['token_endpoint_auth_method', 'application_type', 'redirect_uris'],
      validator(ctx: Ctx | undefined, key: string, value: unknown, metadata: Record<string, unknown>) {
        if (key === 'token_endpoint_auth_method' && ctx?.oidc?.route === 'registration' && value !== undefined && !REGISTRATION_AUTH_METHODS.has(String(value))) {
          throw new errors.InvalidClientMetadata!('token_endpoint_auth_method must be none or client_secret_basic for dynamically registered clients');
        }
        // The library has already put its default `web` in place; what the client sent decides.
        if (key === 'application_type' && ctx?.oidc?.route === 'registration' && ctx.oidc.body?.application_type === undefined) {
          metadata.application_type = inferredApplicationType(metadata.redirect_uris);
        }
        if (key === 'redirect_uris' && Array.isArray(value)) {
          for (const uri of value) {
            const problem = redirectUriProblem(uri);
            // A description starting with redirect_uris is answered as invalid_redirect_uri (RFC 7591).
            if (problem) throw new errors.InvalidClientMetadata!(problem);
          }
        }
      },
    },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true, initialAccessToken: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // A client that names no resource gets a token for the MCP server, what assistant clients call.
        defaultResource: (_ctx: unknown, _client: unknown, oneOf?: string[]) => oneOf ?? mcpResourceUrl(),
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx: unknown, resource: string) {
          if (!resources.has(resource)) throw new errors.InvalidTarget!();
          return { scope: SCOPES.join(' '), audience: resource, accessTokenTTL: ACCESS_TOKEN_SECONDS, accessTokenFormat: 'opaque' };
        },
      },
      clientIdMetadataDocument: {
        enabled: true,
        ack: 'draft-02',
        allowFetch: (_ctx: unknown, clientId: string) => cimdAllowed(clientId, allowList),
        allowClient: (_ctx: unknown, client: { clientId: string }) => cimdAllowed(client.clientId, allowList),
      },
    },
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  };
  const provider = new Provider(issuer(), configuration);
  provider.on('server_error', (_ctx, err) => console.error('oauth server error:', err instanceof Error ? err.message : err));
  return provider;
}

let shared: Provider | undefined;

/** The one provider of this process (the API's). */
export function oauthProvider(): Provider {
  if (!shared) {
    shared = createProvider();
    // Behind the service's Koa app, which sets the forwarded headers to the public address (mount.ts).
    shared.proxy = true;
  }
  return shared;
}

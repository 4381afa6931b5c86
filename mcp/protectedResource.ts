// OAuth 2.0 Protected Resource Metadata (RFC 9728) for the MCP server, as the MCP
// authorization spec asks: clients find it from the 401's WWW-Authenticate header, and in it
// the authorization server (auth/) that issues tokens for this resource.
import { config } from '../core/config.ts';
import { issuer, mcpResourceUrl, OAUTH_SCOPES } from '../auth/settings.ts';
import { MCP_PATH, WELL_KNOWN_PREFIX } from '../http/mounts.ts';

export const METADATA_PATHS = [`${WELL_KNOWN_PREFIX}/oauth-protected-resource`, `${WELL_KNOWN_PREFIX}/oauth-protected-resource${MCP_PATH}`];

export function metadataUrl(): string {
  return `${config().publicBaseUrl}${WELL_KNOWN_PREFIX}/oauth-protected-resource${MCP_PATH}`;
}

export function protectedResourceMetadata(): Record<string, unknown> {
  return {
    resource: mcpResourceUrl(),
    authorization_servers: [issuer()],
    bearer_methods_supported: ['header'],
    // MCP clients ask for exactly these (SEP-835); offline_access among them is what gets a
    // client that knows only this server's URL a refresh token instead of an hourly sign-in.
    scopes_supported: [...OAUTH_SCOPES],
    resource_name: 'Figure service MCP server',
  };
}

/** The WWW-Authenticate challenge of a 401 (RFC 6750; RFC 9728 section 5.1). */
export function bearerChallenge(error?: { code: 'invalid_token'; description: string }): string {
  const parts = [`resource_metadata="${metadataUrl()}"`];
  if (error) parts.push(`error="${error.code}"`, `error_description="${error.description.replace(/"/g, "'")}"`);
  return `Bearer ${parts.join(', ')}`;
}

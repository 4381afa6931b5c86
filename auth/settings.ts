// What the authorization server is configured with: its issuer, the two resources it issues
// tokens for, lifetimes, and the operator's allow-list of Client ID Metadata Documents.
import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../core/config.ts';
import { createOnce } from '../core/secretFiles.ts';
import { SCOPES } from '../core/scopes.ts';
import { API_BASE_PATH, MCP_PATH } from '../http/mounts.ts';

/** The service's scopes and `offline_access`, which asks for a refresh token (30 days, rotated on use). */
export const OAUTH_SCOPES = [...SCOPES, 'offline_access'] as const;

export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
/** An approval (connected app) outlives its refresh tokens, which rotate within it; revoking ends it. */
export const GRANT_SECONDS = 365 * 24 * 3600;

export function issuer(): string {
  return config().publicBaseUrl;
}

export function apiResourceUrl(): string {
  return `${config().publicBaseUrl}${API_BASE_PATH}`;
}

export function mcpResourceUrl(): string {
  return `${config().publicBaseUrl}${MCP_PATH}`;
}

export function resourceUrls(): string[] {
  return [mcpResourceUrl(), apiResourceUrl()];
}

/**
 * OAUTH_CIMD_ALLOWED: comma-separated client_id URLs, or host names whose every https
 * client_id URL is allowed. Nothing else may be fetched as a client's metadata document.
 */
export function parseCimdAllowList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function cimdAllowed(clientId: string, allowList: readonly string[]): boolean {
  const url = URL.parse(clientId);
  if (!url || url.protocol !== 'https:') return false;
  return allowList.some((entry) => (entry.includes('/') ? entry === clientId : entry.toLowerCase() === url.hostname.toLowerCase()));
}

/** Cookie keys of the library's interaction and session cookies, derived from the service's secret. */
export function cookieKeys(): string[] {
  return [createHmac('sha256', config().signingSecret).update('oauth-cookies').digest('base64url')];
}

/** The server's signing key (RS256 for ID tokens and JWT responses), made once per data directory. */
export function signingKeys(): { keys: Array<Record<string, unknown>> } {
  const path = join(config().dataDir, 'oauth-signing-key.json');
  createOnce(path, () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' });
  });
  return { keys: [JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>] };
}

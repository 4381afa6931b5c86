// Access tokens as credentials of the API and the MCP server: an opaque token the
// authorization server issued, unexpired, unrevoked, not sender-constrained, for this resource.
import { OAuthModel } from '../core/db/entities.ts';
import { em } from '../core/db/orm.ts';
import { isScope, type Scope } from '../core/scopes.ts';
import { oauthProvider } from './provider.ts';

export interface OAuthCredential {
  accountId: string;
  clientId: string;
  grantId: string;
  scopes: Scope[];
}

/** Last use is written at most this often per grant: a request need not be a database write. */
const TOUCH_EVERY_MS = 60_000;

/** The token's grant and scopes if it is a live access token whose audience is `resource`. */
export async function verifyAccessToken(value: string, resource: string): Promise<OAuthCredential | undefined> {
  // Opaque tokens are 43 base64url characters; anything else cannot be one (and is not looked up).
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(value)) return undefined;
  const token = await oauthProvider().AccessToken.find(value);
  if (!token || token.isExpired || token.isSenderConstrained()) return undefined;
  const audiences = Array.isArray(token.aud) ? token.aud : [token.aud];
  if (!audiences.includes(resource)) return undefined;
  // Revoking an app ends its grant: a token whose grant is gone is refused at once.
  const grant = await oauthProvider().Grant.find(token.grantId);
  if (!grant || grant.accountId !== token.accountId) return undefined;
  await touchGrant(token.grantId);
  return {
    accountId: token.accountId,
    clientId: token.clientId,
    grantId: token.grantId,
    scopes: (token.scope ?? '').split(' ').filter(isScope),
  };
}

async function touchGrant(grantId: string): Promise<void> {
  const now = new Date();
  await (await em()).nativeUpdate(
    OAuthModel,
    { kind: 'Grant', id: grantId, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: new Date(now.getTime() - TOUCH_EVERY_MS) } }] },
    { lastUsedAt: now },
  );
}

// Connected apps: the OAuth clients an account has approved (its grants, grouped by client),
// with the scopes granted and when a token of theirs was last used. Revoking one ends every
// grant of that client for the account, and with them all its tokens, at once.
import { OAuthModel } from './db/entities.ts';
import { em } from './db/orm.ts';

export interface ConnectedApp {
  clientId: string;
  clientName: string | undefined;
  scopes: string[];
  approvedAt: Date;
  lastUsedAt: Date | null;
}

export interface ConnectedAppsPage {
  apps: ConnectedApp[];
  page: number;
  hasNext: boolean;
}

const GRANT_TOKENS = ['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest'];

interface GrantPayload {
  resources?: Record<string, string>;
  openid?: { scope?: string };
}

function scopesOf(payload: GrantPayload): string[] {
  const all = new Set<string>();
  for (const scope of Object.values(payload.resources ?? {})) for (const s of scope.split(' ')) if (s) all.add(s);
  for (const s of (payload.openid?.scope ?? '').split(' ')) if (s === 'offline_access') all.add(s);
  return [...all];
}

/** Page `page` (from 1) of the account's connected apps, most recently approved first, `size` a page. */
export async function listConnectedApps(accountId: string, page = 1, size = 10): Promise<ConnectedAppsPage> {
  const db = await em();
  const now = new Date();
  const grants = await db.find(OAuthModel, { kind: 'Grant', accountId, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] }, { orderBy: { createdAt: 'desc' } });
  const byClient = new Map<string, ConnectedApp>();
  for (const grant of grants) {
    const clientId = grant.clientId ?? '';
    const app = byClient.get(clientId) ?? { clientId, clientName: undefined, scopes: [], approvedAt: grant.createdAt, lastUsedAt: null };
    app.scopes = [...new Set([...app.scopes, ...scopesOf(grant.payload as GrantPayload)])];
    if (grant.lastUsedAt && (!app.lastUsedAt || grant.lastUsedAt > app.lastUsedAt)) app.lastUsedAt = grant.lastUsedAt;
    byClient.set(clientId, app);
  }
  const all = [...byClient.values()];
  const first = (Math.max(1, Math.floor(page)) - 1) * size;
  const apps = all.slice(first, first + size);
  const clients = await db.find(OAuthModel, { kind: 'Client', id: { $in: apps.map((a) => a.clientId) } });
  for (const app of apps) {
    const name = clients.find((c) => c.id === app.clientId)?.payload.client_name;
    app.clientName = typeof name === 'string' ? name : undefined;
  }
  return { apps, page: Math.max(1, Math.floor(page)), hasNext: all.length > first + size };
}

/** Ends the account's approval of the client: its grants and every token issued under them. */
export async function revokeApp(accountId: string, clientId: string): Promise<number> {
  const db = await em();
  return db.transactional(async (tx) => {
    const grants = await tx.find(OAuthModel, { kind: 'Grant', accountId, clientId });
    if (grants.length === 0) return 0;
    const grantIds = grants.map((g) => g.id);
    await tx.nativeDelete(OAuthModel, { kind: { $in: GRANT_TOKENS }, grantId: { $in: grantIds } });
    await tx.nativeDelete(OAuthModel, { kind: 'Grant', id: { $in: grantIds } });
    return grants.length;
  });
}

import type { Next } from 'koa';
import { ApiError } from '../../core/errors.ts';
import { findUsableKey, hashKey, KEY_PREFIX, mayHoldWriteScope, type AccountState } from '../../core/apiKeys.ts';
import { em } from '../../core/db/orm.ts';
import { rows } from '../../core/db/sql.ts';
import { hasWriteScope, type Scope } from '../../core/scopes.ts';
import type { PlanName } from '../../core/plans.ts';
import type { AppContext, Credential } from '../../http/state.ts';
import { CHANNEL_HEADER, relayOf, type Channel } from '../../core/channel.ts';
import { verifyAccessToken } from '../../auth/accessTokens.ts';
import { apiResourceUrl, mcpResourceUrl } from '../../auth/settings.ts';
import { addressKey, failedAuth, recentKeys } from '../../http/authThrottle.ts';

/**
 * Bearer API key, or OAuth access token for this resource → ctx.state.caller. 401 UNAUTHORIZED
 * or ACCOUNT_UNAVAILABLE otherwise, 429 when the client's address has failed too often
 * (authThrottle.ts).
 */
export async function authenticate(ctx: AppContext, next: Next): Promise<void> {
  const presented = bearerToken(ctx);
  if (!presented) throw new ApiError('UNAUTHORIZED', 'Send an API key (`Authorization: Bearer sk_live_...`) or an OAuth access token.');
  // Through the MCP server, the address its client connected from (vouched for by its signed header).
  const relay = relayOf(ctx.get(CHANNEL_HEADER) || undefined, ctx.get('Authorization'));
  const address = addressKey(relay?.address ?? ctx.req.socket.remoteAddress);
  const fingerprint = hashKey(presented);
  const now = Date.now();
  const wait = failedAuth.blockedFor(address, now);
  if (wait > 0 && !recentKeys.has(fingerprint)) {
    throw new ApiError('RATE_LIMITED', 'Too many failed authentications from this address.', { reason: 'AUTH_FAILURES' }, wait);
  }

  const db = await em();
  const channel = relay?.channel ?? 'api';
  const found = await credentialOf(db, presented, channel);
  const account = found?.account;
  if (!found || !account || account.status !== 'active') {
    failedAuth.record(address, now);
    recentKeys.delete(fingerprint);
    if (!found) throw new ApiError('UNAUTHORIZED', 'The credential is invalid, expired or revoked.');
    ctx.state.refusedCredential = { accountId: found.accountId, credential: found.credential };
    throw new ApiError('ACCOUNT_UNAVAILABLE', 'This account cannot use the interface.');
  }
  recentKeys.add(fingerprint);
  ctx.state.caller = { accountId: account.id, plan: account.plan as PlanName, credential: found.credential, scopes: found.scopes, channel };
  await next();
}

interface Found {
  accountId: string;
  /** Null when the account's row is gone. */
  account: AccountState | null;
  credential: Credential;
  scopes: Scope[];
}

/**
 * An API key, or an access token bound to the resource the request reached: the API's when
 * called directly, the MCP server's when the MCP server relays its client's token.
 */
async function credentialOf(db: Awaited<ReturnType<typeof em>>, presented: string, channel: Channel): Promise<Found | undefined> {
  if (presented.startsWith(KEY_PREFIX)) {
    const key = await findUsableKey(db, presented);
    return key ? { accountId: key.accountId, account: key.account, credential: { kind: 'api_key', id: key.id }, scopes: key.scopes as Scope[] } : undefined;
  }
  const token = await verifyAccessToken(presented, channel === 'mcp' ? mcpResourceUrl() : apiResourceUrl());
  if (!token) return undefined;
  const [account] = await rows<AccountState>(db, `select id, plan, status from accounts where id = ?`, [token.accountId]);
  return { accountId: token.accountId, account: account ?? null, credential: { kind: 'oauth', clientId: token.clientId, grantId: token.grantId }, scopes: token.scopes };
}

/** The credential of `Authorization: Bearer <credential>`, if the header has that form. */
export function bearerToken(ctx: AppContext): string | undefined {
  return /^Bearer +(\S+)\s*$/i.exec(ctx.get('Authorization'))?.[1];
}

/** 403 SCOPE_DENIED unless the credential holds `scope`. */
export function requireScope(scope: Scope | null) {
  return async function scopeCheck(ctx: AppContext, next: Next): Promise<void> {
    const caller = ctx.state.caller;
    if (scope && !caller?.scopes.includes(scope)) {
      throw new ApiError('SCOPE_DENIED', `This credential lacks the scope ${scope}.`, { reason: 'MISSING_SCOPE', scope });
    }
    await next();
  };
}

/**
 * A write scope also needs an active subscription or a positive credit-pack balance (403
 * PLAN_REQUIRED): the key's reads keep working, so a client that spent its last credits can
 * still read what it paid for. Checked after the rate limit, so the refusal carries its headers.
 */
export function requirePlan(scope: Scope | null) {
  return async function planCheck(ctx: AppContext, next: Next): Promise<void> {
    const caller = ctx.state.caller;
    // Only write requests of accounts without a subscription pay for the balance query.
    if (scope && caller && hasWriteScope([scope]) && !(await mayHoldWriteScope(await em(), { id: caller.accountId, plan: caller.plan }))) {
      throw new ApiError(
        'PLAN_REQUIRED',
        'Write scopes need an active subscription or a positive credit-pack balance. Top up or subscribe; reads keep working.',
        { reason: 'SUBSCRIPTION_REQUIRED' },
      );
    }
    await next();
  };
}

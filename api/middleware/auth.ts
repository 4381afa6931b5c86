import type { Next } from 'koa';
import { ApiError } from '../../core/errors.ts';
import { findUsableKey } from '../../core/apiKeys.ts';
import { Account } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import type { Scope } from '../../core/scopes.ts';
import type { PlanName } from '../../core/plans.ts';
import type { AppContext } from '../state.ts';

/** Bearer API key → ctx.state.caller; 401 UNAUTHORIZED or ACCOUNT_UNAVAILABLE otherwise. */
export async function authenticate(ctx: AppContext, next: Next): Promise<void> {
  const header = ctx.get('Authorization');
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new ApiError('UNAUTHORIZED', 'Send an API key as `Authorization: Bearer sk_live_...`.');
  const db = await em();
  const key = await findUsableKey(db, match[1]);
  if (!key) throw new ApiError('UNAUTHORIZED', 'The credential is invalid, expired or revoked.');
  const account = await db.findOne(Account, { id: key.accountId });
  if (!account || account.status !== 'active') throw new ApiError('ACCOUNT_UNAVAILABLE', 'This account cannot use the interface.');
  ctx.state.caller = { accountId: account.id, plan: account.plan as PlanName, keyId: key.id, scopes: key.scopes as Scope[] };
  await next();
}

/** 403 SCOPE_DENIED unless the credential holds `scope`. */
export function requireScope(scope: Scope | null) {
  return async function scopeCheck(ctx: AppContext, next: Next): Promise<void> {
    if (scope && !ctx.state.caller?.scopes.includes(scope)) {
      throw new ApiError('SCOPE_DENIED', `This credential lacks the scope ${scope}.`, { reason: 'MISSING_SCOPE', scope });
    }
    await next();
  };
}

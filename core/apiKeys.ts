// API keys: `sk_live_` and 40 random base62 characters. Only a SHA-256 of the key is stored;
// a key has enough entropy that a plain hash cannot be reversed, and the lookup by hash
// never compares secrets byte by byte in JavaScript.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ApiKey } from './db/entities.ts';
import { dateOrNull, jsonOf, rows } from './db/sql.ts';
import { getAccount } from './accounts.ts';
import { LIMITS } from './limits.ts';
import { balances } from './ledger.ts';
import { hasSubscription, type PlanName } from './plans.ts';
import { hasWriteScope, isScope, type Scope } from './scopes.ts';

export const KEY_PREFIX = 'sk_live_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export type ApiKeyRow = InstanceType<typeof ApiKey.class>;

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      // 248 = 4 * 62: rejecting higher bytes keeps every character equally likely.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * A row found through the index by a credential's hash, checked again in constant time: it
 * costs nothing and keeps the check independent of how the database compares strings.
 */
export function sameHash(stored: string, computed: string): boolean {
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(computed, 'hex'));
}

/**
 * The spec's rule for keys with any write scope: an active subscription (a paid plan) or a
 * positive credit-pack balance (core/ledger.ts `pack`). Checked when a key is made
 * and on every request it makes, since either can lapse after the key exists.
 */
export async function mayHoldWriteScope(em: SqlEntityManager, account: { id: string; plan: string }): Promise<boolean> {
  if (hasSubscription(account.plan as PlanName)) return true;
  return (await balances(em, account.id)).pack > 0;
}

/** createApiKey's refusal of a write-scoped key for an account that may not hold one. */
export class WriteScopeRefused extends Error {
  override readonly name = 'WriteScopeRefused';
}

export interface CreateKeyInput {
  accountId: string;
  name: string;
  scopes: string[];
  /** 30, 90 or 365; null only for read-only keys. */
  expiresInDays: number | null;
}

export async function createApiKey(em: SqlEntityManager, input: CreateKeyInput): Promise<{ key: string; row: ApiKeyRow }> {
  const unknown = input.scopes.filter((s) => !isScope(s));
  if (unknown.length > 0) throw new Error(`unknown scopes: ${unknown.join(', ')}`);
  if (input.scopes.length === 0) throw new Error('a key needs at least one scope');
  const scopes = [...new Set(input.scopes)] as Scope[];
  const writes = hasWriteScope(scopes);
  if (input.expiresInDays === null) {
    if (writes) throw new Error('a key with a write scope must expire after 30, 90 or 365 days');
  } else if (!(LIMITS.apiKeyExpiryDays as readonly number[]).includes(input.expiresInDays)) {
    throw new Error('expiry must be 30, 90 or 365 days');
  }
  const account = await getAccount(em, input.accountId);
  if (writes && !(await mayHoldWriteScope(em, account))) {
    throw new WriteScopeRefused(`account ${account.id} has no active subscription (plan ${account.plan}) and no credit-pack balance, which a key with a write scope needs`);
  }
  const key = KEY_PREFIX + randomBase62(40);
  const now = new Date();
  const row = em.create(ApiKey, {
    id: randomUUID(),
    accountId: account.id,
    keyHash: hashKey(key),
    keyPrefix: key.slice(0, KEY_PREFIX.length + 6),
    name: input.name,
    scopes,
    expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * 86_400_000),
    revokedAt: null,
    createdAt: now,
  });
  await em.flush();
  return { key, row };
}

/** What authentication needs of a credential's account. */
export type AccountState = { id: string; plan: string; status: string };

/** A usable key, with its account (null when that row is gone). */
export interface UsableKey {
  id: string;
  accountId: string;
  scopes: string[];
  account: AccountState | null;
}

/** The key when it is known, not revoked and not expired; its account comes in the same statement. */
export async function findUsableKey(em: SqlEntityManager, presented: string): Promise<UsableKey | undefined> {
  if (!presented.startsWith(KEY_PREFIX) || presented.length > 128) return undefined;
  const hash = hashKey(presented);
  const [row] = await rows(
    em,
    `select k.id, k.account_id, k.key_hash, k.scopes, k.expires_at, k.revoked_at, a.id as joined_account_id, a.plan as account_plan, a.status as account_status
     from api_keys k left join accounts a on a.id = k.account_id where k.key_hash = ?`,
    [hash],
  );
  if (!row || !sameHash(row.key_hash as string, hash)) return undefined;
  if (row.revoked_at !== null && row.revoked_at !== undefined) return undefined;
  // Compared only once read as a date: an unreadable expiry throws rather than never expiring.
  const expiresAt = dateOrNull(row.expires_at);
  if (expiresAt !== null && expiresAt.getTime() <= Date.now()) return undefined;
  const scopes = jsonOf<unknown>(row.scopes);
  if (!Array.isArray(scopes)) throw new Error(`api key ${String(row.id)} has unreadable scopes`);
  const account = row.joined_account_id === null || row.joined_account_id === undefined ? null : { id: row.joined_account_id as string, plan: row.account_plan as string, status: row.account_status as string };
  return { id: row.id as string, accountId: row.account_id as string, scopes: scopes as string[], account };
}

export async function revokeApiKey(em: SqlEntityManager, keyId: string): Promise<void> {
  const row = await em.findOne(ApiKey, { id: keyId });
  if (!row) throw new Error(`no key ${keyId}`);
  row.revokedAt = new Date();
  await em.flush();
}

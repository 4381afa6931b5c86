// Operator tokens: `op_` and 40 random base64url characters, for the codec endpoint only.
// Like API keys, only a SHA-256 of a token is stored; the two kinds never stand in for each
// other (an API key reads one account's jobs, an operator token decodes everyone's).
// A browser signs in with a token once and then holds a session: a random value in a cookie,
// stored here as a SHA-256 with an expiry, never the token itself (decisions.md).
import { randomBytes, randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { OperatorSession, OperatorToken } from './db/entities.ts';
import { hashKey, sameHash } from './apiKeys.ts';

export const OPERATOR_TOKEN_PREFIX = 'op_';

export type OperatorTokenRow = InstanceType<typeof OperatorToken.class>;

export async function createOperatorToken(em: SqlEntityManager, name: string): Promise<{ token: string; row: OperatorTokenRow }> {
  // 30 bytes: 240 bits, 40 characters of base64url.
  const token = OPERATOR_TOKEN_PREFIX + randomBytes(30).toString('base64url');
  const row = em.create(OperatorToken, {
    id: randomUUID(),
    tokenHash: hashKey(token),
    tokenPrefix: token.slice(0, OPERATOR_TOKEN_PREFIX.length + 6),
    name,
    revokedAt: null,
    createdAt: new Date(),
  });
  await em.flush();
  return { token, row };
}

/** The token's row when the token is known and not revoked. */
export async function findOperatorToken(em: SqlEntityManager, presented: string): Promise<OperatorTokenRow | undefined> {
  if (!presented.startsWith(OPERATOR_TOKEN_PREFIX) || presented.length > 128) return undefined;
  const hash = hashKey(presented);
  const row = await em.findOne(OperatorToken, { tokenHash: hash });
  if (!row || !sameHash(row.tokenHash, hash)) return undefined;
  return row.revokedAt ? undefined : row;
}

export async function listOperatorTokens(em: SqlEntityManager): Promise<OperatorTokenRow[]> {
  return em.find(OperatorToken, {}, { orderBy: { createdAt: 'asc' } });
}

/** Revoking a token ends its browser sessions too (findOperatorSession also checks the token). */
export async function revokeOperatorToken(em: SqlEntityManager, id: string): Promise<void> {
  const row = await em.findOne(OperatorToken, { id });
  if (!row) throw new Error(`no operator token ${id}`);
  row.revokedAt ??= new Date();
  await em.flush();
  await em.nativeDelete(OperatorSession, { operatorTokenId: id });
}

export type OperatorSessionRow = InstanceType<typeof OperatorSession.class>;

/** 32 random bytes in base64url: what the session cookie carries. */
const SESSION_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** A new session for a valid token's row; returns the value for the cookie (shown to nobody else). */
export async function createOperatorSession(
  em: SqlEntityManager,
  token: OperatorTokenRow,
  lifetimeSeconds: number,
): Promise<{ value: string; row: OperatorSessionRow }> {
  const now = new Date();
  // Sign-ins are rare: sweeping ended sessions here keeps the table small without a timer.
  await em.nativeDelete(OperatorSession, { expiresAt: { $lte: now } });
  const value = randomBytes(32).toString('base64url');
  const row = em.create(OperatorSession, {
    id: randomUUID(),
    sessionHash: hashKey(value),
    operatorTokenId: token.id,
    expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
    createdAt: now,
  });
  await em.flush();
  return { value, row };
}

/** The session and its token when the value is a live session of a token that is not revoked. */
export async function findOperatorSession(
  em: SqlEntityManager,
  value: string,
): Promise<{ session: OperatorSessionRow; token: OperatorTokenRow } | undefined> {
  if (!SESSION_VALUE.test(value)) return undefined;
  const hash = hashKey(value);
  const session = await em.findOne(OperatorSession, { sessionHash: hash });
  if (!session || !sameHash(session.sessionHash, hash)) return undefined;
  if (session.expiresAt.getTime() <= Date.now()) return undefined;
  const token = await em.findOne(OperatorToken, { id: session.operatorTokenId });
  if (!token || token.revokedAt) return undefined;
  return { session, token };
}

/** Sign-out: the session is deleted, so its cookie opens nothing even if a copy survives. */
export async function endOperatorSession(em: SqlEntityManager, value: string): Promise<void> {
  if (!SESSION_VALUE.test(value)) return;
  await em.nativeDelete(OperatorSession, { sessionHash: hashKey(value) });
}

// Operator tokens: `op_` and 40 random base64url characters, for the codec endpoint only.
// Like API keys, only a SHA-256 of a token is stored; the two kinds never stand in for each
// other (an API key reads one account's jobs, an operator token decodes everyone's).
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { OperatorToken } from './db/entities.ts';
import { hashKey } from './apiKeys.ts';

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
  // Found by hash through the index; the constant-time comparison keeps the check independent
  // of how the database compares strings.
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), Buffer.from(hash, 'hex'))) return undefined;
  return row.revokedAt ? undefined : row;
}

export async function listOperatorTokens(em: SqlEntityManager): Promise<OperatorTokenRow[]> {
  return em.find(OperatorToken, {}, { orderBy: { createdAt: 'asc' } });
}

export async function revokeOperatorToken(em: SqlEntityManager, id: string): Promise<void> {
  const row = await em.findOne(OperatorToken, { id });
  if (!row) throw new Error(`no operator token ${id}`);
  row.revokedAt ??= new Date();
  await em.flush();
}

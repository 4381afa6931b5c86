// The development account of `npm start`: made once, with credits, a key holding every scope
// and a website user; the key is written to .data/dev-api-key and the user's password to
// .data/dev-web-password, and both are reused while they still work.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, topUp } from '../core/accounts.ts';
import { createApiKey, findUsableKey } from '../core/apiKeys.ts';
import { config } from '../core/config.ts';
import { em } from '../core/db/orm.ts';
import { SCOPES } from '../core/scopes.ts';
import { createUser, findUserByEmail, passwordMatches, setPassword } from '../core/users.ts';

export const DEV_CREDITS = 10_000;
export const DEV_USER_EMAIL = 'dev@localhost.test';

export interface DevAccount {
  key: string;
  user: { email: string; password: string };
}

function readIfPresent(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : undefined;
}

/** The account's first user, with the password on file (a new one when the file is missing or stale). */
async function ensureDevUser(accountId: string): Promise<DevAccount['user']> {
  const path = join(config().dataDir, 'dev-web-password');
  const db = await em();
  const existing = await findUserByEmail(db, DEV_USER_EMAIL);
  const onFile = readIfPresent(path);
  if (existing && existing.accountId === accountId && onFile && (await passwordMatches(onFile, existing.passwordHash))) return { email: DEV_USER_EMAIL, password: onFile };
  const password = randomBytes(15).toString('base64url');
  if (existing) {
    // A development account made again (its key expired) takes the development user along.
    existing.accountId = accountId;
    await setPassword(db, existing.id, password);
  } else await createUser(db, { accountId, email: DEV_USER_EMAIL, password });
  writeFileSync(path, `${password}\n`, { mode: 0o600 });
  return { email: DEV_USER_EMAIL, password };
}

export async function ensureDevAccount(): Promise<DevAccount> {
  const path = join(config().dataDir, 'dev-api-key');
  const db = await em();
  const onFile = readIfPresent(path);
  const row = onFile ? await findUsableKey(db, onFile) : undefined;
  if (onFile && row) return { key: onFile, user: await ensureDevUser(row.accountId) };
  const account = await createAccount(db, { name: 'Development', plan: 'pro' });
  await topUp(db, account.id, DEV_CREDITS, `dev-seed:${account.id}`);
  const { key } = await createApiKey(db, { accountId: account.id, name: 'development', scopes: [...SCOPES], expiresInDays: 365 });
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
  return { key, user: await ensureDevUser(account.id) };
}

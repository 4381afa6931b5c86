// The development account of `npm start`: made once, with credits and a key holding every
// scope; the key is written to .data/dev-api-key and reused while it still works.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, topUp } from '../core/accounts.ts';
import { createApiKey, findUsableKey } from '../core/apiKeys.ts';
import { config } from '../core/config.ts';
import { em } from '../core/db/orm.ts';
import { SCOPES } from '../core/scopes.ts';

export const DEV_CREDITS = 10_000;

export async function ensureDevAccount(): Promise<string> {
  const path = join(config().dataDir, 'dev-api-key');
  const db = await em();
  if (existsSync(path)) {
    const key = readFileSync(path, 'utf8').trim();
    if (await findUsableKey(db, key)) return key;
  }
  const account = await createAccount(db, { name: 'Development', plan: 'pro' });
  await topUp(db, account.id, DEV_CREDITS, `dev-seed:${account.id}`);
  const { key } = await createApiKey(db, { accountId: account.id, name: 'development', scopes: [...SCOPES], expiresInDays: 365 });
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
  return key;
}

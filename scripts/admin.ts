// Operator CLI: `npm run admin -- <command> [options]`. Run `npm run admin -- help`.
import { parseArgs } from 'node:util';
import { createAccount, getAccount, grant, setPlan, setStatus, topUp } from '../core/accounts.ts';
import { createApiKey, revokeApiKey, WriteScopeRefused } from '../core/apiKeys.ts';
import { closeOrm, em, migrate } from '../core/db/orm.ts';
import { balances } from '../core/ledger.ts';
import { loadKeyRing, rotateKeyRing } from '../core/codec/keyRing.ts';
import { createOperatorToken, listOperatorTokens, revokeOperatorToken } from '../core/operatorTokens.ts';
import { isPlanName, PLAN_NAMES } from '../core/plans.ts';
import { SCOPES } from '../core/scopes.ts';
import { createUser } from '../core/users.ts';
import { randomBytes } from 'node:crypto';

const HELP = `Usage: npm run admin -- <command> [options]

  account create --name NAME [--plan ${PLAN_NAMES.join('|')}] [--credits N]   (a first credit pack)
  account show --account ID
  account plan --account ID --plan PLAN
  account disable --account ID        (its keys answer 401 ACCOUNT_UNAVAILABLE)
  account delete --account ID         (marks it deleting: as disabled, its keys answer 401 ACCOUNT_UNAVAILABLE and its signed links 404)
  account enable --account ID
  topup --account ID --credits N [--reference PAYMENT_ID]   (a credit pack; idempotent per reference)
  grant --account ID --credits N [--reference PERIOD_ID]    (a subscription's credits; idempotent per reference)
  key create --account ID --scopes ${SCOPES.join(',')}|all --expires 30|90|365|never [--name NAME]
  key revoke --key ID
  user create --account ID --email EMAIL [--password P]   (signs in on the website; a password is made and shown once when not given)
  operator-token create [--name NAME]   (for the codec endpoint, /codec; shown once)
  operator-token list
  operator-token revoke --id ID
  payload-key list                      (ids only; the first encrypts)
  payload-key rotate                    (new current key; old ones keep decoding; restart to apply)

Every command accepts --json for machine-readable output.
Scopes: ${SCOPES.join(', ')}. Keys with a write scope must expire; read-only keys may use --expires never.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    plan: { type: 'string' },
    credits: { type: 'string' },
    account: { type: 'string' },
    reference: { type: 'string' },
    scopes: { type: 'string' },
    expires: { type: 'string' },
    key: { type: 'string' },
    id: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

function need(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} is required`);
  return value;
}

function credits(): number {
  const n = Number(need('credits'));
  if (!Number.isInteger(n) || n <= 0) throw new Error('--credits takes a positive whole number');
  return n;
}

function print(result: Record<string, unknown>, text: string): void {
  console.log(values.json ? JSON.stringify(result) : text);
}

async function run(): Promise<void> {
  const command = positionals.join(' ');
  if (command === '' || command === 'help') return console.log(HELP);
  await migrate();
  const db = await em();
  switch (command) {
    case 'account create': {
      const plan = values.plan ?? 'free';
      if (!isPlanName(plan)) throw new Error(`--plan is one of ${PLAN_NAMES.join(', ')}`);
      const account = await createAccount(db, { name: need('name'), plan });
      if (values.credits) await topUp(db, account.id, credits(), `initial:${account.id}`);
      return print({ account_id: account.id, plan }, `account ${account.id} (${plan})`);
    }
    case 'account show': {
      const account = await getAccount(db, need('account'));
      const b = await balances(db, account.id);
      return print(
        { account_id: account.id, name: account.name, plan: account.plan, status: account.status, ...b },
        `${account.id} ${account.name} plan=${account.plan} status=${account.status} available=${b.available} (credit packs ${b.pack}) reserved=${b.reserved} spent=${b.spent} topped_up=${b.toppedUp} granted=${b.granted}`,
      );
    }
    case 'account plan':
      await setPlan(db, need('account'), need('plan'));
      return print({ ok: true }, 'plan changed');
    case 'account disable':
    case 'account enable':
      await setStatus(db, need('account'), command === 'account disable' ? 'disabled' : 'active');
      return print({ ok: true }, `account ${command.split(' ')[1]}d`);
    case 'account delete':
      await setStatus(db, need('account'), 'deleting');
      return print({ ok: true, status: 'deleting' }, 'account marked deleting: its credentials and signed links no longer work');
    case 'topup':
    case 'grant': {
      const posted = await (command === 'topup' ? topUp : grant)(db, need('account'), credits(), values.reference);
      return print({ posted }, posted ? 'credits added' : 'already posted (same reference)');
    }
    case 'key create': {
      const raw = need('scopes');
      const expires = need('expires');
      const accountId = need('account');
      const { key, row } = await createApiKey(db, {
        accountId,
        name: values.name ?? 'api key',
        scopes: raw === 'all' ? [...SCOPES] : raw.split(',').map((s) => s.trim()),
        expiresInDays: expires === 'never' ? null : Number(expires),
      }).catch((err: unknown) => {
        if (!(err instanceof WriteScopeRefused)) throw err;
        throw new Error(
          `${err.message}.\n  Top up:       topup --account ${accountId} --credits N\n  or subscribe: account plan --account ${accountId} --plan ${PLAN_NAMES.filter((p) => p !== 'free').join('|')}\n  or make a read-only key: --scopes jobs:read,credits:read`,
        );
      });
      return print(
        { key, key_id: row.id, scopes: row.scopes, expires_at: row.expiresAt?.toISOString() ?? null },
        `${key}\n(key id ${row.id}; shown once, stored only as a hash)`,
      );
    }
    case 'key revoke':
      await revokeApiKey(db, need('key'));
      return print({ ok: true }, 'key revoked');
    case 'user create': {
      const made = values.password === undefined;
      const password = values.password ?? randomBytes(15).toString('base64url');
      const user = await createUser(db, { accountId: need('account'), email: need('email'), password });
      return print(
        { user_id: user.id, account_id: user.accountId, email: user.email, ...(made ? { password } : {}) },
        `user ${user.id} ${user.email}${made ? `\npassword: ${password}\n(shown once, stored only as a hash)` : ''}`,
      );
    }
    case 'operator-token create': {
      const { token, row } = await createOperatorToken(db, values.name ?? 'operator');
      return print({ token, token_id: row.id, name: row.name }, `${token}\n(token id ${row.id}; shown once, stored only as a hash)`);
    }
    case 'operator-token list': {
      const rows = await listOperatorTokens(db);
      const tokens = rows.map((r) => ({ token_id: r.id, prefix: r.tokenPrefix, name: r.name, created_at: r.createdAt.toISOString(), revoked_at: r.revokedAt?.toISOString() ?? null }));
      return print({ tokens }, tokens.map((t) => `${t.token_id} ${t.prefix}... ${t.name}${t.revoked_at ? ` revoked ${t.revoked_at}` : ''}`).join('\n') || 'no operator tokens');
    }
    case 'operator-token revoke':
      await revokeOperatorToken(db, need('id'));
      return print({ ok: true }, 'operator token revoked');
    case 'payload-key list': {
      const ring = loadKeyRing();
      const ids = ring.keys.map((k) => k.id);
      return print({ current: ring.current.id, key_ids: ids, source: ring.source }, `${ids.map((id, i) => (i === 0 ? `${id} (current)` : id)).join('\n')}\n(from ${ring.source})`);
    }
    case 'payload-key rotate': {
      const { added, ring } = rotateKeyRing();
      return print(
        { current: added.id, key_ids: ring.keys.map((k) => k.id), source: ring.source },
        `new current key ${added.id}; ${ring.keys.length - 1} older key(s) kept for decoding (${ring.source}).\nRestart the API and the workers to encrypt with it.`,
      );
    }
    default:
      throw new Error(`unknown command "${command}"\n\n${HELP}`);
  }
}

try {
  await run();
} catch (err) {
  console.error(`admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
} finally {
  await closeOrm();
}

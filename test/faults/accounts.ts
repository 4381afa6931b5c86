// The accounts under load, made with the operator CLI: pro-plan accounts (16 tasks at once, so
// most requests are admitted) and one free-plan account (2 at once) whose bursts meet
// CONCURRENCY_LIMITED. Each has several keys: the per-minute windows count per credential.
import type { Operator } from './operator.ts';

export interface LoadAccount {
  accountId: string;
  plan: 'pro' | 'free';
  keys: string[];
  /** Credits topped up at creation: the ledger's left-hand side. */
  toppedUp: number;
}

const KEYS_PER_ACCOUNT = 3;
const CREDITS = { pro: 1_000_000, free: 100_000 } as const;

async function createAccount(op: Operator, plan: 'pro' | 'free', name: string): Promise<LoadAccount> {
  const account = await op.admin('account', 'create', '--name', name, '--plan', plan, '--credits', String(CREDITS[plan]));
  const accountId = String(account.account_id);
  const keys: string[] = [];
  for (let i = 0; i < KEYS_PER_ACCOUNT; i++) {
    keys.push(String((await op.admin('key', 'create', '--account', accountId, '--scopes', 'all', '--expires', '30')).key));
  }
  return { accountId, plan, keys, toppedUp: CREDITS[plan] };
}

export async function createAccounts(op: Operator, proAccounts: number): Promise<LoadAccount[]> {
  const plans = [...Array.from({ length: proAccounts }, () => 'pro' as const), 'free' as const];
  return Promise.all(plans.map((plan, i) => createAccount(op, plan, `faults-${plan}-${i + 1}`)));
}

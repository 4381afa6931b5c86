// Accounts, their plans and credit top-ups: what the operator CLI and the dev seed call.
import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Account } from './db/entities.ts';
import { post } from './ledger.ts';
import { isPlanName, type PlanName } from './plans.ts';

export type AccountRow = InstanceType<typeof Account.class>;

export async function createAccount(em: SqlEntityManager, input: { name: string; plan: PlanName }): Promise<AccountRow> {
  const account = em.create(Account, { id: randomUUID(), name: input.name, plan: input.plan, status: 'active', createdAt: new Date() });
  await em.flush();
  return account;
}

export async function getAccount(em: SqlEntityManager, id: string): Promise<AccountRow> {
  const account = await em.findOne(Account, { id });
  if (!account) throw new Error(`no account ${id}`);
  return account;
}

/** Adds a credit pack. `reference` makes the top-up idempotent (a payment id, say); one is made up when absent. */
export async function topUp(em: SqlEntityManager, accountId: string, amount: number, reference?: string): Promise<boolean> {
  await getAccount(em, accountId);
  return post(em, { key: `top_up:${reference ?? randomUUID()}`, accountId, jobId: null, kind: 'top_up', amount });
}

/** Adds a subscription's credits (a billing period's, say); idempotent per `reference` like a top-up. */
export async function grant(em: SqlEntityManager, accountId: string, amount: number, reference?: string): Promise<boolean> {
  await getAccount(em, accountId);
  return post(em, { key: `grant:${reference ?? randomUUID()}`, accountId, jobId: null, kind: 'grant', amount });
}

export async function setPlan(em: SqlEntityManager, accountId: string, plan: string): Promise<void> {
  if (!isPlanName(plan)) throw new Error(`unknown plan ${plan}`);
  const account = await getAccount(em, accountId);
  account.plan = plan;
  await em.flush();
}

/**
 * `disabled` and `deleting` both shut the account out: its credentials answer 401
 * ACCOUNT_UNAVAILABLE and its signed links 404. `deleting` says why, for the operator.
 */
export async function setStatus(em: SqlEntityManager, accountId: string, status: 'active' | 'disabled' | 'deleting'): Promise<void> {
  const account = await getAccount(em, accountId);
  account.status = status;
  await em.flush();
}

import { em } from '../../core/db/orm.ts';
import { balances } from '../../core/ledger.ts';
import { LIMITS } from '../../core/limits.ts';
import { PLANS } from '../../core/plans.ts';
import { topUpUrl } from '../../core/topUp.ts';
import { CapabilitiesSchema, CreditSummarySchema } from '../../contract/account.ts';
import { callerOf } from '../../http/state.ts';
import { AUTH_ERRORS, route } from './route.ts';

export const getCredits = route({
  method: 'get',
  path: '/credits',
  summary: 'Credit balance, reservations, plan and limits',
  tag: 'account',
  auth: { scope: 'credits:read', requestClass: 'read' },
  responses: { 200: { description: 'The credit summary', schema: CreditSummarySchema } },
  errors: AUTH_ERRORS,
  handler: async (ctx) => {
    const caller = callerOf(ctx);
    const { available, reserved } = await balances(await em(), caller.accountId);
    ctx.body = {
      balance: available,
      reserved,
      plan: caller.plan,
      plan_level: PLANS[caller.plan].level,
      limits: { concurrent_tasks: PLANS[caller.plan].concurrentTasks, tasks_per_hour: LIMITS.tasksPerHour },
      top_up_url: topUpUrl(caller.channel),
    };
  },
});

export const getCapabilities = route({
  method: 'get',
  path: '/capabilities',
  summary: 'The scopes granted to this credential (no account data)',
  tag: 'account',
  auth: { scope: null, requestClass: 'read' },
  responses: { 200: { description: 'Granted scopes', schema: CapabilitiesSchema } },
  errors: AUTH_ERRORS.filter((c) => c !== 'SCOPE_DENIED'),
  handler: async (ctx) => {
    ctx.body = { granted_scopes: [...callerOf(ctx).scopes] };
  },
});

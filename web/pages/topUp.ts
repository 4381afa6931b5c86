// /billing/top-up: where `top_up_url` points. Shows the balance and plan; payment itself is
// the operator's business, so there is no card form here.
import { getAccount } from '../../core/accounts.ts';
import { em } from '../../core/db/orm.ts';
import { balances } from '../../core/ledger.ts';
import { hasSubscription, type PlanName } from '../../core/plans.ts';
import { WebError } from '../errors.ts';
import { html } from '../../http/html.ts';
import { sendPage } from '../layout.ts';
import { webRouter } from '../router.ts';
import { requireSignIn, signedInUser } from '../session.ts';

const credits = (n: number): string => `${n.toLocaleString('en-US')} credit${n === 1 ? '' : 's'}`;

export const topUpRouter = webRouter();

topUpRouter.get('/billing/top-up', requireSignIn, async (ctx) => {
  const user = await signedInUser(ctx);
  if (!user) throw new WebError(401, 'Sign in first.');
  const db = await em();
  const account = await getAccount(db, user.accountId);
  const b = await balances(db, account.id);
  await sendPage(ctx, {
    title: 'Top-up',
    nav: 'top-up',
    body: html`<h2>Balance</h2>
<dl>
<dt>Available</dt><dd id="available">${credits(b.available)}</dd>
<dt>Of which from credit packs</dt><dd id="pack">${credits(b.pack)}</dd>
<dt>Reserved by running jobs</dt><dd>${credits(b.reserved)}</dd>
<dt>Plan</dt><dd id="plan">${account.plan}${hasSubscription(account.plan as PlanName) ? ' (subscription)' : ' (no subscription)'}</dd>
</dl>
<h2>Buying credits</h2>
<p id="payment-note"><strong>Payment is handled by the operator of this service.</strong> This site takes no card or bank details. To buy a credit pack or change your plan, contact the operator and give them your account id: <code>${account.id}</code>. Credits appear here once the operator has added them.</p>`,
  });
});

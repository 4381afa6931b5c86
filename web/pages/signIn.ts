// /sign-in (the form and its post) and /sign-out.
import { addressKey } from '../../http/authThrottle.ts';
import { INTERACTION_PREFIX } from '../../http/mounts.ts';
import { verifySignIn } from '../../core/users.ts';
import { formOf } from '../form.ts';
import { html, raw } from '../../http/html.ts';
import { securityHeaders } from '../../http/page.ts';
import { seeOther, sendPage } from '../layout.ts';
import { href } from '../../http/publicPath.ts';
import { localTarget } from '../paths.ts';
import { webRouter } from '../router.ts';
import { checkCsrf, csrfField, endSession, signedInUser, startSession } from '../session.ts';
import type { AppContext } from '../../http/state.ts';

async function signInForm(ctx: AppContext, opts: { status?: number; error?: string; email?: string; next?: string } = {}): Promise<void> {
  // Sent here by an assistant's authorization request: say why, or a sign-in page out of nowhere looks like phishing.
  const forApp = localTarget(opts.next).startsWith(`${INTERACTION_PREFIX}/`);
  await sendPage(ctx, {
    title: 'Sign in',
    status: opts.status,
    body: html`${forApp ? html`<p id="sign-in-reason">An app asks to connect to your account. Sign in to see what it asks for; nothing is allowed until you choose.</p>` : ''}
${opts.error ? html`<p class="error" role="alert" id="sign-in-error">${opts.error}</p>` : ''}
<form method="post" action="${href('/sign-in')}">
${raw(csrfField(ctx))}<input type="hidden" name="next" value="${localTarget(opts.next)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${opts.email ?? ''}"${opts.email ? '' : raw(' autofocus')}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${opts.email ? raw(' autofocus') : ''}>
<p><button type="submit" class="primary">Sign in</button></p>
</form>
<p class="muted">Accounts and their users are made by the operator.</p>`,
  });
}

export const signInRouter = webRouter();

signInRouter.get('/', (ctx) => seeOther(ctx, '/settings/keys'));

// The address people and password managers try first; the query (a `next`) goes along.
signInRouter.get('/login', (ctx) => {
  securityHeaders(ctx);
  ctx.redirect(href(`/sign-in${ctx.querystring ? `?${ctx.querystring}` : ''}`));
});

signInRouter.get('/sign-in', async (ctx) => {
  const next = localTarget(ctx.query.next as string | undefined);
  if (await signedInUser(ctx)) return seeOther(ctx, next);
  await signInForm(ctx, { next });
});

signInRouter.post('/sign-in', async (ctx) => {
  await checkCsrf(ctx);
  const form = await formOf(ctx);
  const email = (form.get('email') ?? '').slice(0, 320);
  const next = localTarget(form.get('next'));
  const result = await verifySignIn(email, form.get('password') ?? '', { address: addressKey(ctx.socket.remoteAddress) });
  if ('refused' in result) {
    if (result.refused === 'locked') {
      ctx.set('Retry-After', String(result.retryAfter ?? 60));
      const minutes = Math.ceil((result.retryAfter ?? 60) / 60);
      return signInForm(ctx, { status: 429, email, next, error: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` });
    }
    if (result.refused === 'unavailable') {
      return signInForm(ctx, { status: 403, email, next, error: 'This account cannot use the website: it is disabled or being deleted. Ask the operator of this service.' });
    }
    return signInForm(ctx, { status: 401, email, next, error: 'That email and password do not match.' });
  }
  await startSession(ctx, result);
  seeOther(ctx, next);
});

signInRouter.post('/sign-out', async (ctx) => {
  await checkCsrf(ctx);
  await endSession(ctx);
  seeOther(ctx, '/sign-in');
});

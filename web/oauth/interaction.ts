// The authorization server's interaction pages (/oauth/interaction/:uid): the signed-in
// website user stands for their account, and approves an assistant client with the scopes
// they keep ticked, or denies it. The library then finishes the authorization request.
import type { InteractionDetails } from 'oidc-provider';
import { oauthProvider, OAUTH_SCOPES } from '../../auth/provider.ts';
import { mcpResourceUrl, resourceUrls } from '../../auth/settings.ts';
import { INTERACTION_PREFIX } from '../../http/mounts.ts';
import { SCOPES } from '../../core/scopes.ts';
import type { AppContext } from '../../http/state.ts';
import { WebError } from '../errors.ts';
import { formOf } from '../form.ts';
import { html, raw, type Raw } from '../../http/html.ts';
import { CSP, securityHeaders } from '../../http/page.ts';
import { sendPage } from '../layout.ts';
import { webRouter } from '../router.ts';
import { checkCsrf, csrfField, requireSignIn, signedInUser, type SignedInUser } from '../session.ts';

const SCOPE_TEXT: Record<(typeof OAUTH_SCOPES)[number], string> = {
  'images:generate': 'Generate images (uses credits)',
  'images:edit': 'Edit images (uses credits)',
  'images:convert': 'Convert figures to PNG, PDF, TIFF or PPTX',
  'charts:generate': 'Make and edit charts (uses credits)',
  'flowcharts:generate': 'Make and edit flowcharts (uses credits)',
  'files:write': 'Upload files',
  'jobs:read': 'Read jobs and download their results',
  'credits:read': 'See the credit balance',
  offline_access: 'Stay connected: keep access for 30 days without asking again (refresh token)',
};

async function detailsOf(ctx: AppContext): Promise<InteractionDetails> {
  try {
    const details = await oauthProvider().interactionDetails(ctx.req, ctx.res);
    if (details.uid !== ctx.params.uid) throw new Error('interaction mismatch');
    return details;
  } catch {
    throw new WebError(400, 'This authorization request has expired or was opened in another browser. Start again from the app that sent you here.');
  }
}

function requestedScopes(details: InteractionDetails): Array<(typeof OAUTH_SCOPES)[number]> {
  const asked = new Set(String(details.params.scope ?? '').split(' '));
  return OAUTH_SCOPES.filter((s) => asked.has(s));
}

/** The resources the token is asked for: those named, else the MCP server's (auth/provider.ts). */
function requestedResources(details: InteractionDetails): string[] {
  const named = details.params.resource;
  const list = named === undefined ? [mcpResourceUrl()] : Array.isArray(named) ? named : [named];
  const ours = new Set(resourceUrls());
  return list.filter((r) => ours.has(r));
}

/** After the consent form the browser is redirected to the client: the CSP must allow that target. */
function allowRedirectTo(ctx: AppContext, redirectUri: unknown): void {
  const url = URL.parse(String(redirectUri ?? ''));
  if (!url) return;
  const target = url.origin !== 'null' ? url.origin : url.protocol;
  ctx.set('Content-Security-Policy', CSP.replace("form-action 'self'", `form-action 'self' ${target}`));
}

/**
 * Where the name above comes from: the client's own claim, never checked by this service. An app
 * registered itself with it; a metadata-document client (its id an https address) publishes it
 * at that address, so only the address is known to be the app's.
 */
function nameSource(clientId: string): Raw {
  const url = URL.parse(clientId);
  if (url?.protocol === 'https:') {
    return html`<strong>Unverified name:</strong> the app states it in its metadata at <code>${url.host}</code>; this service has not checked it. Allow only an app you meant to connect.`;
  }
  return html`<strong>Unverified name:</strong> the app chose it when it registered itself; this service has not checked it. Allow only an app you meant to connect, and look at where it will be sent back.`;
}

async function finish(ctx: AppContext, result: Record<string, unknown>): Promise<void> {
  const target = await oauthProvider().interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
  securityHeaders(ctx);
  ctx.status = 303;
  ctx.redirect(target);
}

async function me(ctx: AppContext): Promise<SignedInUser> {
  const user = await signedInUser(ctx);
  if (!user) throw new WebError(401, 'Sign in first.');
  return user;
}

export const oauthInteractionRouter = webRouter();

oauthInteractionRouter.get(`${INTERACTION_PREFIX}/:uid`, requireSignIn, async (ctx) => {
  const user = await me(ctx);
  const details = await detailsOf(ctx);
  // The library's session must be this user's account: a sign-in on the website is the login.
  if (details.prompt.name === 'login' || details.session?.accountId !== user.accountId) {
    return finish(ctx, { login: { accountId: user.accountId } });
  }
  if (details.prompt.name !== 'consent') throw new WebError(400, 'This authorization request cannot be completed here.');
  const client = await oauthProvider().Client.find(details.params.client_id);
  const scopes = requestedScopes(details);
  const name = client?.clientName ?? details.params.client_id;
  const redirect = URL.parse(String(details.params.redirect_uri ?? ''));
  await sendPage(ctx, {
    title: 'Connect an app',
    body: html`<p class="long-words"><strong id="client-name">${name}</strong> asks to use this account (${user.email}).</p>
<p class="note" id="client-name-note">${nameSource(String(details.params.client_id))}</p>
<p class="muted long-words">Client id: <code>${details.params.client_id}</code>${redirect ? html`; it will be sent back to <code>${redirect.origin !== 'null' ? redirect.origin : redirect.protocol}</code>` : ''}.</p>
<form method="post" action="${`${INTERACTION_PREFIX}/${details.uid}/confirm`}">
${raw(csrfField(ctx))}
<fieldset><legend>Allow it to</legend>
${scopes.length === 0 ? html`<p>It asks for no permission of this service.</p>` : ''}
${scopes.map((s) => html`<label><input type="checkbox" name="scope" value="${s}" checked> <span>${SCOPE_TEXT[s]} <code>${s}</code></span></label>`)}
</fieldset>
<p class="muted">Untick what you do not want to allow. You can disconnect the app at any time under Connected apps.</p>
<p class="actions"><button type="submit" class="primary">Allow</button> <button type="submit" formaction="${`${INTERACTION_PREFIX}/${details.uid}/abort`}">Deny</button></p>
</form>`,
  });
  allowRedirectTo(ctx, details.params.redirect_uri);
});

oauthInteractionRouter.post(`${INTERACTION_PREFIX}/:uid/confirm`, async (ctx) => {
  await checkCsrf(ctx);
  const user = await me(ctx);
  const details = await detailsOf(ctx);
  if (details.prompt.name !== 'consent' || details.session?.accountId !== user.accountId) {
    throw new WebError(400, 'This authorization request has changed; start again from the app that sent you here.');
  }
  const form = await formOf(ctx);
  const asked = requestedScopes(details);
  const ticked = new Set(form.getAll('scope'));
  const granted = asked.filter((s) => ticked.has(s));
  const refused = asked.filter((s) => !ticked.has(s));
  const provider = oauthProvider();
  const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ?? new provider.Grant({ accountId: user.accountId, clientId: details.params.client_id });
  const resourceScopes = (list: readonly string[]) => list.filter((s) => (SCOPES as readonly string[]).includes(s)).join(' ');
  for (const resource of requestedResources(details)) {
    if (resourceScopes(granted)) grant.addResourceScope(resource, resourceScopes(granted));
    if (resourceScopes(refused)) grant.rejectResourceScope(resource, resourceScopes(refused));
  }
  // The eight scopes are also the server's listed scopes (its metadata names them), so the
  // library asks consent for them outside the resources too: the same choice is recorded there.
  const oidcAsked = String(details.params.scope ?? '').split(' ').filter((s) => s === 'openid');
  if (granted.length || oidcAsked.length) grant.addOIDCScope([...oidcAsked, ...granted].join(' '));
  if (refused.length) grant.rejectOIDCScope(refused.join(' '));
  const grantId = await grant.save();
  await finish(ctx, { consent: { grantId } });
});

oauthInteractionRouter.post(`${INTERACTION_PREFIX}/:uid/abort`, async (ctx) => {
  await checkCsrf(ctx);
  await me(ctx);
  await detailsOf(ctx);
  await finish(ctx, { error: 'access_denied', error_description: 'The user denied access.' });
});

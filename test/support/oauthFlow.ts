// A website user approving an OAuth client, over plain HTTP as a browser would: a cookie jar,
// the sign-in form, the authorization server's redirects and the consent form.
import { randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import { admin, BASE } from './client.ts';

export const ORIGIN = new URL(BASE).origin;
export const MCP_RESOURCE = `${ORIGIN}/mcp`;
export const API_RESOURCE = `${ORIGIN}/api/v1`;
export const REDIRECT_URI = 'http://127.0.0.1:1/callback';

export class Browser {
  private readonly cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    return this.request(url, { method: 'GET' });
  }

  async post(url: string, form: Record<string, string | string[]>): Promise<Response> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
    return this.request(url, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN } });
  }

  private async request(url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(url, ORIGIN), { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

export function csrfOf(page: string): string {
  const match = /name="csrf_token" value="([^"]+)"/.exec(page);
  if (!match) throw new Error('no CSRF token on the page');
  return match[1]!;
}

/** A new account with a website user, signed in on `browser`. */
export async function signedInUser(browser: Browser): Promise<{ accountId: string; email: string }> {
  const account = await admin('account', 'create', '--name', `oauth-${randomUUID().slice(0, 8)}`, '--plan', 'pro', '--credits', '1000');
  const accountId = account.account_id as string;
  const email = `u-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID()}`;
  await admin('user', 'create', '--account', accountId, '--email', email, '--password', password);
  const form = await (await browser.get('/sign-in')).text();
  const res = await browser.post('/sign-in', { csrf_token: csrfOf(form), email, password, next: '/settings/keys' });
  if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
  return { accountId, email };
}

export async function registerClient(metadata: Partial<oidc.ClientMetadata> = {}): Promise<oidc.Configuration> {
  return oidc.dynamicClientRegistration(
    new URL(ORIGIN),
    { redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], client_name: 'Test assistant', ...metadata },
    oidc.None(),
    { execute: [oidc.allowInsecureRequests] },
  );
}

export interface Authorization {
  /** The redirect back to the client, with `code` or `error`. */
  callback: URL;
  verifier: string;
  state: string;
  /** The consent page's HTML, when one was shown. */
  consentPage?: string;
}

/**
 * Follows the authorization request through sign-in and consent, ticking only `grant`
 * (every asked scope when not given), until the redirect to the client.
 */
export async function authorize(
  browser: Browser,
  config: oidc.Configuration,
  opts: { scope: string; resource?: string; grant?: string[]; deny?: boolean; redirectUri?: string },
): Promise<Authorization> {
  const redirectUri = opts.redirectUri ?? REDIRECT_URI;
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: opts.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    // The library follows OpenID Connect here: offline_access is honoured with prompt=consent only.
    ...(opts.scope.split(' ').includes('offline_access') ? { prompt: 'consent' } : {}),
    ...(opts.resource === undefined ? { resource: MCP_RESOURCE } : opts.resource ? { resource: opts.resource } : {}),
  };
  let location = oidc.buildAuthorizationUrl(config, params).href;
  let consentPage: string | undefined;
  for (let hops = 0; hops < 12; hops++) {
    if (location.startsWith(redirectUri)) return { callback: new URL(location), verifier, state, ...(consentPage ? { consentPage } : {}) };
    const res = await browser.get(location);
    if (res.status === 200) {
      const page = await res.text();
      const action = /<form method="post" action="([^"]+\/confirm)"/.exec(page)?.[1];
      if (!action) throw new Error(`unexpected page at ${location}: ${page.slice(0, 300)}`);
      consentPage = page;
      const target = opts.deny ? action.replace(/\/confirm$/, '/abort') : action;
      const asked = [...page.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1]!);
      const posted = await browser.post(target, { csrf_token: csrfOf(page), scope: opts.grant ?? asked });
      if (posted.status !== 303) throw new Error(`consent answered ${posted.status}: ${(await posted.text()).slice(0, 300)}`);
      location = new URL(posted.headers.get('location')!, ORIGIN).href;
      continue;
    }
    if (res.status < 300 || res.status >= 400) throw new Error(`${location} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    location = new URL(res.headers.get('location')!, ORIGIN).href;
  }
  throw new Error('too many redirects');
}

/** The OAuth error code a refused call throws (openid-client's `error`), or undefined when it succeeded. */
export async function oauthError(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (err) {
    return (err as { error?: string }).error;
  }
  return undefined;
}

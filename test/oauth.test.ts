// OAuth 2.1 for assistant clients, through a standard client library (openid-client) over
// real HTTP: registration, the code flow with PKCE driven through sign-in and consent, the
// tokens on /mcp and on the API, refresh with rotation, revocation, and the refusals.
import * as oidc from 'openid-client';
import { admin, call } from './support/client.ts';
import { mcpClient, callTool, rawPost } from './support/mcpClient.ts';
import { API_RESOURCE, authorize, Browser, csrfOf, MCP_RESOURCE, oauthError, ORIGIN, registerClient, signedInUser } from './support/oauthFlow.ts';

function initialize(token: string): Promise<Response> {
  return rawPost({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }, { Authorization: `Bearer ${token}` });
}

describe('metadata', () => {
  test('the authorization server and the MCP server describe each other at their well-known paths', async () => {
    const as = await call(`${ORIGIN}/.well-known/oauth-authorization-server`);
    expect(as.status).toBe(200);
    expect(as.body).toMatchObject({
      issuer: ORIGIN,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      registration_endpoint: `${ORIGIN}/oauth/register`,
      revocation_endpoint: `${ORIGIN}/oauth/revoke`,
      client_id_metadata_document_supported: true,
    });
    expect(as.body.grant_types_supported).not.toContain('implicit');
    expect(as.body.scopes_supported).toEqual(expect.arrayContaining(['images:generate', 'credits:read', 'offline_access']));
    const pr = await call(`${ORIGIN}/.well-known/oauth-protected-resource/mcp`);
    expect(pr.body).toMatchObject({ resource: MCP_RESOURCE, authorization_servers: [ORIGIN] });
    const refused = await initialize('not-a-token-at-all-xxxxxxxxxxxxxxxx');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain(`resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/mcp"`);
  });
});

describe('the code flow with PKCE', () => {
  test('consent grants only the ticked scopes; the token works on /mcp only, refreshes with rotation, and is dead after revocation', async () => {
    const browser = new Browser();
    const { accountId } = await signedInUser(browser);
    const config = await registerClient();
    const flow = await authorize(browser, config, { scope: 'credits:read jobs:read images:generate offline_access', grant: ['credits:read', 'offline_access'] });
    expect(flow.consentPage).toContain('Test assistant');
    const tokens = await oidc.authorizationCodeGrant(config, flow.callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state }, { resource: MCP_RESOURCE });
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.scope?.split(' ').sort()).toEqual(['credits:read']);
    expect(tokens.refresh_token).toBeTruthy();

    // On /mcp: the SDK client initializes and calls a tool allowed by the grant.
    const mcp = await mcpClient(tokens.access_token);
    const balance = await callTool(mcp, 'get_credit_balance');
    expect(balance.isError).toBeFalsy();
    const jobs = await callTool(mcp, 'list_figures');
    expect(jobs.isError).toBe(true);
    await mcp.close();
    // The API itself does not take a token bound to /mcp.
    expect((await call('/credits', { key: tokens.access_token })).body.error.code).toBe('UNAUTHORIZED');

    // Refresh: a new pair. Asking the refresh for more than was granted is refused.
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(await oauthError(oidc.refreshTokenGrant(config, refreshed.refresh_token!, { scope: 'credits:read images:generate' }))).toBe('invalid_scope');

    // Connected apps lists it with its scopes and last use.
    const apps = await (await browser.get('/settings/apps')).text();
    expect(apps).toContain(config.clientMetadata().client_id);
    expect(apps).toContain('credits:read');
    expect(apps).not.toContain('>never<');

    // Revoking the access token: 401 with the invalid_token challenge on /mcp.
    expect((await initialize(refreshed.access_token)).status).toBe(200);
    await oidc.tokenRevocation(config, refreshed.access_token);
    const after = await initialize(refreshed.access_token);
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);

    // The rotated-out refresh token is refused, and its reuse ends the newer one too.
    expect(await oauthError(oidc.refreshTokenGrant(config, tokens.refresh_token!))).toBe('invalid_grant');
    expect(await oauthError(oidc.refreshTokenGrant(config, refreshed.refresh_token!))).toBe('invalid_grant');
    expect(accountId).toBeTruthy();
  });

  test('a token for the API resource works on the API, not on /mcp; a disabled account is 401 ACCOUNT_UNAVAILABLE on the API and 403 on /mcp', async () => {
    const browser = new Browser();
    const { accountId } = await signedInUser(browser);
    const config = await registerClient();
    const flow = await authorize(browser, config, { scope: 'credits:read', resource: API_RESOURCE });
    const tokens = await oidc.authorizationCodeGrant(config, flow.callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state }, { resource: API_RESOURCE });
    expect(tokens.refresh_token).toBeUndefined();
    const credits = await call('/credits', { key: tokens.access_token });
    expect(credits.status).toBe(200);
    expect((await call('/jobs', { key: tokens.access_token })).body.error.code).toBe('SCOPE_DENIED');
    expect((await initialize(tokens.access_token)).status).toBe(401);

    // A token for the MCP server, then the account is disabled.
    const flow2 = await authorize(browser, config, { scope: 'credits:read' });
    const mcpTokens = await oidc.authorizationCodeGrant(config, flow2.callback, { pkceCodeVerifier: flow2.verifier, expectedState: flow2.state }, { resource: MCP_RESOURCE });
    await admin('account', 'disable', '--account', accountId);
    expect((await call('/credits', { key: tokens.access_token })).body.error.code).toBe('ACCOUNT_UNAVAILABLE');
    expect((await initialize(mcpTokens.access_token)).status).toBe(403);
  });

  test('disconnecting the app on /settings/apps ends all its tokens at once', async () => {
    const browser = new Browser();
    await signedInUser(browser);
    const config = await registerClient();
    const flow = await authorize(browser, config, { scope: 'credits:read offline_access' });
    const tokens = await oidc.authorizationCodeGrant(config, flow.callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state }, { resource: MCP_RESOURCE });
    expect((await initialize(tokens.access_token)).status).toBe(200);
    const page = await (await browser.get('/settings/apps')).text();
    const res = await browser.post('/settings/apps/revoke', { csrf_token: csrfOf(page), client_id: config.clientMetadata().client_id });
    expect(res.status).toBe(303);
    expect((await initialize(tokens.access_token)).status).toBe(401);
    expect(await oauthError(oidc.refreshTokenGrant(config, tokens.refresh_token!))).toBe('invalid_grant');
    expect(await (await browser.get('/settings/apps')).text()).toContain('No connected apps');
  });
});

describe('refusals', () => {
  test('a wrong PKCE verifier, and a code used twice', async () => {
    const browser = new Browser();
    await signedInUser(browser);
    const config = await registerClient();
    const flow = await authorize(browser, config, { scope: 'credits:read' });
    expect(await oauthError(oidc.authorizationCodeGrant(config, flow.callback, { pkceCodeVerifier: oidc.randomPKCECodeVerifier(), expectedState: flow.state }))).toBe('invalid_grant');

    const second = await authorize(browser, config, { scope: 'credits:read' });
    const tokens = await oidc.authorizationCodeGrant(config, second.callback, { pkceCodeVerifier: second.verifier, expectedState: second.state });
    expect(await oauthError(oidc.authorizationCodeGrant(config, second.callback, { pkceCodeVerifier: second.verifier, expectedState: second.state }))).toBe('invalid_grant');
    // A reused code also ends what the code gave.
    expect((await initialize(tokens.access_token)).status).toBe(401);
  });

  test('a resource that is not ours, and a request without PKCE', async () => {
    const browser = new Browser();
    await signedInUser(browser);
    const config = await registerClient();
    const flow = await authorize(browser, config, { scope: 'credits:read', resource: 'https://elsewhere.example/api' });
    expect(flow.callback.searchParams.get('error')).toBe('invalid_target');
    const noPkce = oidc.buildAuthorizationUrl(config, { redirect_uri: 'http://127.0.0.1:1/callback', scope: 'credits:read' });
    const res = await browser.get(noPkce.href);
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  test('the user denies: the client gets access_denied', async () => {
    const browser = new Browser();
    await signedInUser(browser);
    const config = await registerClient();
    const flow = await authorize(browser, config, { scope: 'credits:read', deny: true });
    expect(flow.callback.searchParams.get('error')).toBe('access_denied');
  });

  test('anonymous registration accepts only none and client_secret_basic', async () => {
    for (const method of ['private_key_jwt', 'client_secret_post', 'client_secret_jwt']) {
      expect(await oauthError(registerClient({ token_endpoint_auth_method: method, jwks: { keys: [] } }))).toBe('invalid_client_metadata');
    }
    const basic = await registerClient({ token_endpoint_auth_method: 'client_secret_basic' });
    expect(basic.clientMetadata().client_secret).toBeTruthy();
  });

  test('a client_id URL not on the operator\'s list is not fetched', async () => {
    const res = await fetch(`${ORIGIN}/oauth/authorize?client_id=${encodeURIComponent('https://unlisted.example/client.json')}&response_type=code&scope=credits:read`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('invalid_client');
  });
});

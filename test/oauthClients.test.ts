// OAuth as real assistant clients use it: registrations as Cursor and Claude send them, the
// redirect URIs no client may register (plain http to another host), and a refresh refused for
// its resource that leaves the refresh token usable.
import * as oidc from 'openid-client';
import { API_RESOURCE, authorize, Browser, MCP_RESOURCE, oauthError, ORIGIN, registerClient, signedInUser } from './support/oauthFlow.ts';

/** POST /oauth/register as a client sends it (JSON over HTTP), and what it answers. */
async function register(metadata: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${ORIGIN}/oauth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(metadata) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const PUBLIC_CLIENT = { token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] };

/** What Cursor sends: its own scheme, an https page and a loopback listener, no application_type. */
const CURSOR_REDIRECTS = ['cursor://anysphere.cursor-retrieval/oauth/user-figures/callback', 'https://cursor.example/oauth/callback', 'http://127.0.0.1:33418/callback'];

describe('registration', () => {
  test('a plain-http redirect URI on another host is refused invalid_redirect_uri, whatever else comes with it', async () => {
    for (const metadata of [
      { redirect_uris: ['http://evil.example/cb'] },
      { redirect_uris: ['http://evil.example/cb'], application_type: 'web' },
      { redirect_uris: ['https://good.example/cb', 'http://evil.example/cb'] },
      { redirect_uris: ['cursor://x/cb', 'http://192.168.1.10:8080/cb'] },
      { redirect_uris: ['http://localhost.evil.example/cb'] },
    ]) {
      const answer = await register({ client_name: 'Plain http', ...PUBLIC_CLIENT, ...metadata });
      expect({ metadata, status: answer.status, error: answer.body.error }).toEqual({ metadata, status: 400, error: 'invalid_redirect_uri' });
      expect(String(answer.body.error_description)).toMatch(/plain http only on a loopback address/);
    }
    // Loopback http stays open to the clients that listen on this machine (RFC 8252).
    for (const uri of ['http://127.0.0.1:7777/cb', 'http://[::1]:7777/cb', 'http://localhost:7777/cb']) {
      expect((await register({ client_name: 'Loopback', ...PUBLIC_CLIENT, redirect_uris: [uri] })).status).toBe(201);
    }
  });

  test('as Cursor registers (private-use scheme, https and loopback, no application_type) it is a native client, and the flow completes to its own scheme', async () => {
    const answer = await register({ client_name: 'Cursor', ...PUBLIC_CLIENT, redirect_uris: CURSOR_REDIRECTS });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ application_type: 'native', redirect_uris: CURSOR_REDIRECTS, token_endpoint_auth_method: 'none' });

    const browser = new Browser();
    await signedInUser(browser);
    const config = await oidc.discovery(new URL(ORIGIN), String(answer.body.client_id), undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
    const flow = await authorize(browser, config, { scope: 'credits:read offline_access', redirectUri: CURSOR_REDIRECTS[0] });
    expect(flow.callback.protocol).toBe('cursor:');
    expect(flow.callback.searchParams.get('code')).toBeTruthy();
    const tokens = await oidc.authorizationCodeGrant(config, flow.callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state }, { resource: MCP_RESOURCE });
    expect(tokens.refresh_token).toBeTruthy();
  });

  test('a native client names private-use schemes but no script or file scheme', async () => {
    for (const uri of ['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x']) {
      const answer = await register({ client_name: 'Bad scheme', ...PUBLIC_CLIENT, redirect_uris: ['vscode://ext/cb', uri] });
      expect({ uri, status: answer.status, error: answer.body.error }).toEqual({ uri, status: 400, error: 'invalid_redirect_uri' });
    }
    expect((await register({ client_name: 'VS Code', ...PUBLIC_CLIENT, redirect_uris: ['vscode://vscode.mcp/callback'] })).body.application_type).toBe('native');
  });

  test('as Claude registers (one https callback, token_endpoint_auth_method none) it is a web client', async () => {
    const answer = await register({ client_name: 'Claude', ...PUBLIC_CLIENT, redirect_uris: ['https://claude.ai/api/mcp/auth_callback'] });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ application_type: 'web', redirect_uris: ['https://claude.ai/api/mcp/auth_callback'], token_endpoint_auth_method: 'none' });
    expect(answer.body.client_secret).toBeUndefined();
  });
});

describe('refresh', () => {
  test('a refresh refused for its resource leaves the refresh token usable, and rotation goes on', async () => {
    const browser = new Browser();
    await signedInUser(browser);
    const config = await registerClient();
    const flow = await authorize(browser, config, { scope: 'credits:read offline_access' });
    const tokens = await oidc.authorizationCodeGrant(config, flow.callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state }, { resource: MCP_RESOURCE });
    expect(tokens.refresh_token).toBeTruthy();

    // Another of our resources, one not ours, and two at once: each refused invalid_target.
    expect(await oauthError(oidc.refreshTokenGrant(config, tokens.refresh_token!, { resource: API_RESOURCE }))).toBe('invalid_target');
    expect(await oauthError(oidc.refreshTokenGrant(config, tokens.refresh_token!, { resource: 'https://elsewhere.example/api' }))).toBe('invalid_target');
    const both = new URLSearchParams([['resource', MCP_RESOURCE], ['resource', API_RESOURCE]]);
    expect(await oauthError(oidc.refreshTokenGrant(config, tokens.refresh_token!, both))).toBe('invalid_target');

    // The same token still refreshes, for the resource it was issued for, and rotates.
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!, { resource: MCP_RESOURCE });
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const again = await oidc.refreshTokenGrant(config, refreshed.refresh_token!);
    expect(again.access_token).toBeTruthy();
    // The rotated-out token is still refused as reused.
    expect(await oauthError(oidc.refreshTokenGrant(config, tokens.refresh_token!))).toBe('invalid_grant');
  });
});

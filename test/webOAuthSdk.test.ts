// The MCP TypeScript SDK's own OAuth client, configured with nothing but the server's URL, as an
// assistant runs it: its first request is refused, it discovers the authorization server,
// registers itself, sends the person (real Chromium) to sign in and approve, exchanges the code,
// and from then on refreshes instead of sending the person back every hour.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { auth, UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { admin } from './support/client.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { callTool, MCP_URL, structured } from './support/mcpClient.ts';

const PASSWORD = 'a long enough passphrase';

let browser: Browser;
let context: BrowserContext | undefined;
let callbackServer: Server;
let redirectUri: string;
const callbacks: URL[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  callbackServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', redirectUri);
    if (url.pathname !== '/callback') return void res.writeHead(url.pathname === '/favicon.ico' ? 204 : 404).end();
    callbacks.push(url);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<!doctype html><title>Assistant</title><h1>You can close this window.</h1>');
  });
  await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
  redirectUri = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await new Promise((resolve) => callbackServer?.close(resolve));
});

/** What an assistant keeps between runs: its registration, tokens and PKCE verifier, in memory here. */
class AssistantStore implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  /** Where the SDK sent the person last. */
  authorizationUrl?: URL;

  get redirectUrl(): string {
    return redirectUri;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'SDK Assistant',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  clientInformation(): OAuthClientInformationMixed | undefined {
    return this.client;
  }

  saveClientInformation(info: OAuthClientInformationMixed): void {
    this.client = info;
  }

  tokens(): OAuthTokens | undefined {
    return this.saved;
  }

  saveTokens(tokens: OAuthTokens): void {
    this.saved = tokens;
  }

  redirectToAuthorization(url: URL): void {
    this.authorizationUrl = url;
  }

  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }

  codeVerifier(): string {
    return this.verifier;
  }
}

async function connected(store: AssistantStore): Promise<Client> {
  const client = new Client({ name: 'sdk-oauth-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_URL), { authProvider: store }));
  return client;
}

test('with only the server URL, the SDK signs in once through the browser, gets a refresh token, and refreshes with rotation', async () => {
  const account = await admin('account', 'create', '--name', `sdk-oauth-${randomUUID().slice(0, 8)}`, '--plan', 'pro', '--credits', '1000');
  const email = `person-${randomUUID().slice(0, 8)}@example.com`;
  await admin('user', 'create', '--account', account.account_id as string, '--email', email, '--password', PASSWORD);

  // The first connection is refused; the SDK has registered and chosen where to send the person.
  const store = new AssistantStore();
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), { authProvider: store });
  await expect(new Client({ name: 'sdk-oauth-test', version: '1.0.0' }).connect(transport)).rejects.toBeInstanceOf(UnauthorizedError);
  expect(store.client?.client_id).toBeTruthy();
  const asked = store.authorizationUrl!;
  // It asks for what the resource metadata advertises, offline_access among it.
  expect(asked.searchParams.get('scope')!.split(' ')).toContain('offline_access');

  const opened = await newPage(browser);
  context = opened.context;
  const page = opened.page;
  await page.goto(asked.href);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/oauth/interaction/')), page.getByRole('button', { name: 'Sign in' }).click()]);
  await expect(page.locator('#client-name').textContent()).resolves.toBe('SDK Assistant');
  await expect(page.getByLabel(/Stay connected/).isChecked()).resolves.toBe(true);
  await Promise.all([page.waitForURL((url) => url.href.startsWith(redirectUri)), page.getByRole('button', { name: 'Allow' }).click()]);
  const code = callbacks.at(-1)!.searchParams.get('code');
  expect(code).toBeTruthy();

  await transport.finishAuth(code!);
  const first = store.saved!;
  expect(first.refresh_token).toBeTruthy();
  expect(first.scope?.split(' ')).toContain('credits:read');
  const mcp = await connected(store);
  try {
    expect(structured(await callTool(mcp, 'get_credit_balance'))).toMatchObject({ balance: 1000 });
  } finally {
    await mcp.close();
  }

  // An hour later the SDK refreshes rather than opening the browser: a new pair each time.
  expect(await auth(store, { serverUrl: new URL(MCP_URL) })).toBe('AUTHORIZED');
  const second = store.saved!;
  expect(second.access_token).not.toBe(first.access_token);
  expect(second.refresh_token).toBeTruthy();
  expect(second.refresh_token).not.toBe(first.refresh_token);
  expect(await auth(store, { serverUrl: new URL(MCP_URL) })).toBe('AUTHORIZED');
  expect(store.saved!.refresh_token).not.toBe(second.refresh_token);
  const again = await connected(store);
  try {
    expect((await callTool(again, 'get_credit_balance')).isError).toBeFalsy();
  } finally {
    await again.close();
  }
  expect(callbacks).toHaveLength(1);
});

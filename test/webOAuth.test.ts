// The OAuth flow as a person sees it, in real Chromium: an assistant registers itself, sends
// the browser to the authorization request, the person signs in and unticks a scope on the
// consent page, the browser lands on the assistant's own local redirect_uri with a code, the
// assistant exchanges it with PKCE, calls a tool on /mcp with the MCP SDK client, refreshes,
// and once the person disconnects it on /settings/apps, /mcp refuses its token.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Browser, BrowserContext } from 'playwright-core';
import { admin } from './support/client.ts';
import { collectConsole, launchBrowser, newPage, signIn } from './support/browser.ts';
import { callTool, mcpClient, rawPost, INITIALIZE, structured } from './support/mcpClient.ts';
import { MCP_RESOURCE, oauthError, registerClient } from './support/oauthFlow.ts';

const PASSWORD = 'a long enough passphrase';

let browser: Browser;
let context: BrowserContext | undefined;
let callbackServer: Server;
let redirectUri: string;
/** Every request the assistant's redirect_uri received. */
const callbacks: URL[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // The assistant's own loopback listener, as native OAuth clients run one (RFC 8252).
  callbackServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', redirectUri);
    // Chromium asks the landing page's host for an icon, when it gets to it: a 404 there would
    // be a console error that is the listener's, not the service's.
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    if (url.pathname !== '/callback') return void res.writeHead(404).end();
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

test('register, sign in, untick a scope, approve, exchange with PKCE, call a tool, refresh, disconnect: /mcp then answers 401 invalid_token', async () => {
  const account = await admin('account', 'create', '--name', `web-oauth-${randomUUID().slice(0, 8)}`, '--plan', 'pro', '--credits', '1000');
  const email = `person-${randomUUID().slice(0, 8)}@example.com`;
  await admin('user', 'create', '--account', account.account_id as string, '--email', email, '--password', PASSWORD);

  // Dynamic client registration over HTTP, with the assistant's real redirect_uri.
  const config = await registerClient({ redirect_uris: [redirectUri], client_name: 'Lab Notebook Assistant' });
  const clientId = config.clientMetadata().client_id;
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authorizationUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'credits:read jobs:read offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    resource: MCP_RESOURCE,
    prompt: 'consent',
  });

  const opened = await newPage(browser);
  context = opened.context;
  const page = opened.page;
  await page.setViewportSize({ width: 1280, height: 800 });
  const consoleMessages = collectConsole(page);
  await page.goto(authorizationUrl.href);
  // Signed out: the authorization request waits behind the sign-in page, then resumes.
  expect(new URL(page.url()).pathname).toBe('/sign-in');
  await expect(page.locator('#sign-in-reason').textContent()).resolves.toContain('An app asks to connect to your account.');
  if (process.env.SCREENSHOT_DIR) {
    mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'sign-in-for-app-1280.png') });
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/oauth/interaction/')), page.getByRole('button', { name: 'Sign in' }).click()]);

  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Connect an app');
  await expect(page.locator('#client-name').textContent()).resolves.toBe('Lab Notebook Assistant');
  const pageText = await page.locator('main').innerText();
  expect(pageText).toContain(email);
  expect(pageText).toContain(new URL(redirectUri).origin);
  const credits = page.getByLabel('See the credit balance');
  const jobs = page.getByLabel('Read jobs and download their results');
  const stay = page.getByLabel(/Stay connected/);
  for (const box of [credits, jobs, stay]) await expect(box.isChecked()).resolves.toBe(true);
  await jobs.uncheck();
  // What the person sees, for a reviewer to look at (SCREENSHOT_DIR=... npm test -- webOAuth).
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'consent-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'consent-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await Promise.all([page.waitForURL((url) => url.href.startsWith(redirectUri)), page.getByRole('button', { name: 'Allow' }).click()]);
  expect(consoleMessages).toEqual([]);

  // The assistant's listener got the code and the state it sent.
  expect(callbacks).toHaveLength(1);
  const callback = callbacks[0]!;
  expect(callback.searchParams.get('state')).toBe(state);
  expect(callback.searchParams.get('code')).toBeTruthy();

  const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state }, { resource: MCP_RESOURCE });
  expect(tokens.scope?.split(' ').sort()).toEqual(['credits:read']);
  expect(tokens.refresh_token).toBeTruthy();

  const mcp = await mcpClient(tokens.access_token);
  try {
    const balance = await callTool(mcp, 'get_credit_balance');
    expect(balance.isError).toBeFalsy();
    expect(structured(balance)).toMatchObject({ balance: 1000 });
    // The unticked scope was not granted.
    expect((await callTool(mcp, 'list_figures')).isError).toBe(true);
  } finally {
    await mcp.close();
  }

  const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
  expect(refreshed.access_token).not.toBe(tokens.access_token);
  const again = await mcpClient(refreshed.access_token);
  try {
    expect((await callTool(again, 'get_credit_balance')).isError).toBeFalsy();
  } finally {
    await again.close();
  }

  // Disconnect in the browser, as the person would.
  await page.goto('/settings/apps');
  const row = page.getByRole('row', { name: /Lab Notebook Assistant/ });
  await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('credits:read, offline_access');
  await Promise.all([page.waitForURL('**/settings/apps'), row.getByRole('button', { name: 'Disconnect Lab Notebook Assistant' }).click()]);
  await expect(page.getByText('No connected apps.').count()).resolves.toBe(1);

  const refused = await rawPost(INITIALIZE, { Authorization: `Bearer ${refreshed.access_token}` });
  expect(refused.status).toBe(401);
  expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
  expect(await oauthError(oidc.refreshTokenGrant(config, refreshed.refresh_token!))).toBe('invalid_grant');
  expect(clientId).toBeTruthy();
});

test('signed in already, the authorization request goes straight to consent, and Deny sends access_denied to the assistant', async () => {
  const account = await admin('account', 'create', '--name', `web-oauth-${randomUUID().slice(0, 8)}`, '--plan', 'pro', '--credits', '10');
  const email = `person-${randomUUID().slice(0, 8)}@example.com`;
  await admin('user', 'create', '--account', account.account_id as string, '--email', email, '--password', PASSWORD);
  const config = await registerClient({ redirect_uris: [redirectUri], client_name: 'Denied Assistant' });
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'credits:read',
    code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
    code_challenge_method: 'S256',
    state,
  });
  const { context: own, page } = await newPage(browser);
  try {
    await signIn(page, email, PASSWORD);
    await page.goto(url.href);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Connect an app');
    const before = callbacks.length;
    await Promise.all([page.waitForURL((u) => u.href.startsWith(redirectUri)), page.getByRole('button', { name: 'Deny' }).click()]);
    const denied = callbacks[before]!;
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe(state);
    expect(denied.searchParams.get('code')).toBeNull();
  } finally {
    await own.close();
  }
});

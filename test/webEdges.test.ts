// The website's edges as a browser meets them: addresses no page has, /login, the OAuth error
// page's headers, the history table on a 375 px phone, and the consent page with a long,
// self-declared app name.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as oidc from 'openid-client';
import type { Page } from 'playwright-core';
import { admin, call, convert, newAccount, uploadedPng } from './support/client.ts';
import { browserPages, collectConsole, signIn, SITE } from './support/browser.ts';
import { REDIRECT_URI, registerClient } from './support/oauthFlow.ts';

const PASSWORD = 'a long enough passphrase';
const PHONE = { width: 375, height: 812 };

const page = browserPages();

async function newUser(): Promise<{ accountId: string; email: string; key: string }> {
  const { accountId, key } = await newAccount({ plan: 'pro', credits: 100 });
  const email = `edge-${randomUUID().slice(0, 8)}@example.com`;
  await admin('user', 'create', '--account', accountId, '--email', email, '--password', PASSWORD);
  return { accountId, email, key };
}

/** Each row's cell under `label` lies within the phone's width. */
async function cellsOnScreen(p: Page, labels: string[]): Promise<void> {
  const headers = (await p.locator('thead th').allTextContents()).map((t) => t.trim());
  const rows = p.locator('tbody tr');
  for (let i = 0; i < (await rows.count()); i++) {
    for (const label of labels) {
      const box = await rows.nth(i).locator('td').nth(headers.indexOf(label)).boundingBox();
      expect({ label, onScreen: !!box && box.x >= 0 && box.x + box.width <= PHONE.width }).toEqual({ label, onScreen: true });
    }
  }
}

function get(path: string): Promise<Response> {
  return fetch(`${SITE}${path}`, { redirect: 'manual' });
}

function expectSiteHeaders(res: Response): void {
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

/** What a person on this viewport cannot reach: how far the page is wider than the screen. */
async function overflowOf(p: Page): Promise<number> {
  return Number(await p.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
}

/**
 * axe-core's scrollable-region-focusable rule, as the browser lays the page out: an element that
 * scrolls must be focusable or hold something focusable, or a keyboard cannot scroll it.
 * (Browser code, as text: the tests are compiled without the DOM's types.)
 */
async function unreachableScrollRegions(p: Page): Promise<string[]> {
  return (await p.evaluate(`(() => {
    const focusable = 'a[href],button,input,select,textarea,[tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        const scrolls = (/(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth) || (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight);
        return scrolls && !el.matches(focusable) && !el.querySelector(focusable);
      })
      .map((el) => el.tagName.toLowerCase() + (el.className ? '.' + el.className : ''));
  })()`)) as string[];
}

describe('addresses no page has', () => {
  it('answers website paths with an HTML 404 page under the site headers, and interface paths with their own JSON 404', async () => {
    for (const path of ['/nothing-here', '/settings/nothing', '/jobs/x/y', '/oauth/interaction/abc/nothing', '/api-docs']) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expectSiteHeaders(res);
      const body = await res.text();
      expect(body).toContain('<h1>Page not found</h1>');
      expect(body).toContain('href="/sign-in"');
      expect(body).not.toContain('NOT_FOUND');
    }
    for (const path of ['/api/v1/nothing', '/api/v2/jobs', '/mcp/nothing', '/.well-known/nothing']) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });

  it('shows a signed-in person the 404 page in the site frame, with a way back to their jobs', async () => {
    const { email } = await newUser();
    const p = await page();
    const messages = collectConsole(p);
    await signIn(p, email, PASSWORD);
    const res = await p.goto('/settings/typo');
    expect(res?.status()).toBe(404);
    await expect(p.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    await expect(p.getByRole('navigation', { name: 'Settings' }).count()).resolves.toBe(1);
    await p.getByRole('link', { name: 'your jobs' }).click();
    await p.waitForURL('**/jobs');
    // The 404 itself is the browser's one console line; the page breaks no CSP rule.
    expect(messages.filter((m) => !/404/.test(m))).toEqual([]);
  });

  it('sends /login to the sign-in page, keeping where to go next', async () => {
    const res = await get('/login?next=%2Fsettings%2Fhistory');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in?next=%2Fsettings%2Fhistory');
    expectSiteHeaders(res);
    const p = await page();
    await p.goto('/login');
    expect(new URL(p.url()).pathname).toBe('/sign-in');
    await expect(p.getByRole('button', { name: 'Sign in' }).count()).resolves.toBe(1);
  });
});

describe('the OAuth error page', () => {
  it('is sent with the site\'s CSP, nosniff and no framing, in the site frame', async () => {
    const res = await get(`/oauth/authorize?client_id=no-such-client&response_type=code&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&scope=credits%3Aread`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectSiteHeaders(res);
    const body = await res.text();
    expect(body).toContain('<h1>Authorization failed</h1>');
    expect(body).toContain('invalid_client');
    expect(body).toContain('href="/web/style.css"');
  });
});

describe('request history on a phone', () => {
  it('shows every row\'s status and credits on a 375 px screen, with nothing to scroll sideways', async () => {
    const { accountId, email } = await newUser();
    const key = (await admin('key', 'create', '--account', accountId, '--scopes', 'credits:read', '--expires', '30', '--name', 'phone reader')).key as string;
    expect((await call('/credits', { key })).status).toBe(200);
    expect((await call('/jobs', { key })).status).toBe(403);
    const p = await page();
    await p.setViewportSize(PHONE);
    await signIn(p, email, PASSWORD, '/settings/history');
    const deadline = Date.now() + 20_000;
    while ((await p.locator('tbody tr').count()) < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      await p.reload();
    }
    const rows = p.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    await cellsOnScreen(p, ['Status', 'Credits', 'Operation', 'Time']);
    const headers = (await p.locator('thead th').allTextContents()).map((t) => t.trim());
    const column = (label: string) => headers.indexOf(label);
    await expect(rows.nth(0).locator('td').nth(column('Status')).innerText()).resolves.toContain('403');
    await expect(rows.nth(1).locator('td').nth(column('Status')).innerText()).resolves.toContain('200');
    expect(await overflowOf(p)).toBeLessThanOrEqual(0);
    expect(await unreachableScrollRegions(p)).toEqual([]);
    // The column headers still name the cells for screen readers.
    await expect(p.getByRole('columnheader', { name: 'Status' }).count()).resolves.toBe(1);
    if (process.env.SCREENSHOT_DIR) {
      mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
      await p.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'history-375.png'), fullPage: true });
    }
  });
});

describe('the jobs page on a phone', () => {
  it('shows each job\'s status, credits and results on a 375 px screen, with nothing to scroll sideways', async () => {
    const { email, key } = await newUser();
    const image = await uploadedPng(key);
    const made = await convert(key, { image, format: 'pdf' });
    expect(made.status).toBeLessThan(300);
    const p = await page();
    await p.setViewportSize(PHONE);
    await signIn(p, email, PASSWORD, '/jobs');
    const deadline = Date.now() + 30_000;
    while ((await p.getByRole('link', { name: 'PDF' }).count()) === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      await p.reload();
    }
    await expect(p.locator('tbody tr').count()).resolves.toBe(1);
    await cellsOnScreen(p, ['Status', 'Credits', 'Results', 'Kind']);
    expect(await overflowOf(p)).toBeLessThanOrEqual(0);
    expect(await unreachableScrollRegions(p)).toEqual([]);
  });
});

describe('the consent page', () => {
  it('wraps a very long app name within a phone\'s width and says the name is the app\'s own, unverified', async () => {
    const { email } = await newUser();
    const longName = `Research${'Assistant'.repeat(60)}`;
    // The app's own loopback listener, where the browser lands after Allow.
    const listener = createServer((_req, res) => void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Assistant</title>'));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const redirectUri = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/callback`;
    const config = await registerClient({ client_name: longName, redirect_uris: [redirectUri] });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'credits:read',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: oidc.randomState(),
    });
    const p = await page();
    const messages = collectConsole(p);
    await signIn(p, email, PASSWORD);
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await p.setViewportSize(viewport);
      await p.goto(url.href);
      await expect(p.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Connect an app');
      await expect(p.locator('#client-name').textContent()).resolves.toBe(longName);
      expect({ width: viewport.width, overflow: await overflowOf(p) }).toEqual({ width: viewport.width, overflow: 0 });
      const note = await p.locator('#client-name-note').innerText();
      expect(note).toContain('Unverified name');
      expect(note).toContain('not checked');
      if (process.env.SCREENSHOT_DIR) {
        mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
        await p.screenshot({ path: join(process.env.SCREENSHOT_DIR, `consent-long-name-${viewport.width}.png`), fullPage: true });
      }
    }
    // Approved, the app is listed under Connected apps: its long name wraps there too.
    await Promise.all([p.waitForURL((u) => u.href.startsWith(redirectUri)), p.getByRole('button', { name: 'Allow' }).click()]);
    await p.setViewportSize(PHONE);
    await p.goto('/settings/apps');
    await expect(p.locator('tbody tr').count()).resolves.toBe(1);
    await expect(p.locator('tbody strong').textContent()).resolves.toBe(longName);
    await cellsOnScreen(p, ['App', 'Scopes', 'Action']);
    expect(await overflowOf(p)).toBeLessThanOrEqual(0);
    expect(await unreachableScrollRegions(p)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await p.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'apps-long-name-375.png'), fullPage: true });
    expect(messages).toEqual([]);
    listener.closeAllConnections();
    await new Promise((resolve) => listener.close(resolve));
  });
});

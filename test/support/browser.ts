// Real Chromium for the website's tests: Debian's build, driven by playwright-core (no
// browser download). Each test gets its own context, so cookies never leak between tests.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The service's own address (the website lives outside /api/v1). */
export const SITE = (process.env.FIGURES_TEST_BASE ?? '').replace(/\/api\/v1$/, '');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Chromium's sandbox needs user namespaces, which a root CI container does not give.
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: SITE });
  const page = await context.newPage();
  return { context, page };
}

/**
 * One Chromium for a test file, launched before its tests and closed after them with every
 * context it opened: `const page = browserPages();` then `await page()` in a test.
 */
export function browserPages(): () => Promise<Page> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  return async () => {
    if (!browser) throw new Error('browserPages() must be called at the top of a test file');
    const { context, page } = await newPage(browser);
    contexts.push(context);
    return page;
  };
}

/** Signs in through the form, as a person would, and waits for the page it lands on. */
export async function signIn(page: Page, email: string, password: string, next?: string): Promise<void> {
  await page.goto(next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await Promise.all([page.waitForURL((url) => url.pathname !== '/sign-in'), page.getByRole('button', { name: 'Sign in' }).click()]);
}

/** Everything the page's console and CSP reported, to assert a page breaks no policy. */
export function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

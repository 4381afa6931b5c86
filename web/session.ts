// Website sign-in sessions and CSRF protection.
// The session cookie holds 32 random bytes; the database holds only their SHA-256, so a copy
// of the table opens no session. SameSite=Lax rather than Strict: an assistant client sends
// the browser to the authorization pages by a cross-site redirect, and under Strict that
// navigation would arrive without the cookie, as if signed out. Every state-changing request
// is a POST, which Lax does not send cross-site, and each carries a CSRF token as well.
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Next } from 'koa';
import { config } from '../core/config.ts';
import { em } from '../core/db/orm.ts';
import { User, WebSession } from '../core/db/entities.ts';
import { accountIsActive } from '../core/users.ts';
import type { AppContext } from '../http/state.ts';
import { WebError } from './errors.ts';
import { formOf } from './form.ts';
import { escapeHtml } from '../http/html.ts';
import { href, publicPath } from '../http/publicPath.ts';
import { secureCookies } from './paths.ts';

export const SESSION_COOKIE = 'figures_session';
/** Binds the CSRF token of forms shown before sign-in (the sign-in form itself: login CSRF). */
const PRE_SESSION_COOKIE = 'figures_csrf';
export const CSRF_FIELD = 'csrf_token';

export const SESSION_LIMITS = { idleSeconds: 12 * 3600, maxSeconds: 7 * 86400 } as const;
/** lastSeenAt is written at most this often: a page view need not be a database write. */
const TOUCH_EVERY_MS = 60_000;

export interface SignedInUser {
  userId: string;
  accountId: string;
  email: string;
}

const sha256 = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

function setCookie(ctx: AppContext, name: string, value: string, maxAgeSeconds: number | undefined): void {
  const attributes = [`Path=${publicPath() || '/'}`, 'HttpOnly', 'SameSite=Lax', ...(maxAgeSeconds === undefined ? [] : [`Max-Age=${maxAgeSeconds}`]), ...(secureCookies() ? ['Secure'] : [])];
  ctx.append('Set-Cookie', `${name}=${value}; ${attributes.join('; ')}`);
}

/** Cookie values are ours only if they look like ours: base64url of 32 bytes. */
function cookieValue(ctx: AppContext, name: string): string | undefined {
  const value = ctx.cookies.get(name);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** This request's session cookie and the hash its row is found by (a signed-in request's). */
export function sessionCookie(ctx: AppContext): { value: string; hash: string } | undefined {
  const value = cookieValue(ctx, SESSION_COOKIE);
  return value ? { value, hash: sha256(value) } : undefined;
}

const resolved = new WeakMap<AppContext, Promise<SignedInUser | undefined>>();

async function lookUp(ctx: AppContext): Promise<SignedInUser | undefined> {
  const value = cookieValue(ctx, SESSION_COOKIE);
  if (!value) return undefined;
  const db = await em();
  const session = await db.findOne(WebSession, { sessionHash: sha256(value) });
  const now = Date.now();
  if (!session || session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + SESSION_LIMITS.idleSeconds * 1000 <= now) {
    if (session) await db.nativeDelete(WebSession, { id: session.id });
    return undefined;
  }
  const user = await db.findOne(User, { id: session.userId });
  // A disabled or deleting account loses its sessions on their next request, not at their expiry.
  if (!user || !(await accountIsActive(db, user.accountId))) {
    await db.nativeDelete(WebSession, { id: session.id });
    return undefined;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    session.lastSeenAt = new Date(now);
    await db.flush();
  }
  return { userId: user.id, accountId: user.accountId, email: user.email };
}

/** The user this request's session cookie belongs to, when the session is still valid. */
export function signedInUser(ctx: AppContext): Promise<SignedInUser | undefined> {
  let found = resolved.get(ctx);
  if (!found) {
    found = lookUp(ctx);
    resolved.set(ctx, found);
  }
  return found;
}

/** Starts a session for a user who just proved who they are; any earlier session cookie is replaced. */
export async function startSession(ctx: AppContext, user: SignedInUser): Promise<void> {
  const old = cookieValue(ctx, SESSION_COOKIE);
  const db = await em();
  if (old) await db.nativeDelete(WebSession, { sessionHash: sha256(old) });
  const value = randomBytes(32).toString('base64url');
  const now = new Date();
  db.create(WebSession, {
    id: randomUUID(),
    sessionHash: sha256(value),
    userId: user.userId,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIMITS.maxSeconds * 1000),
    createdAt: now,
  });
  await db.flush();
  setCookie(ctx, SESSION_COOKIE, value, SESSION_LIMITS.maxSeconds);
  resolved.set(ctx, Promise.resolve(user));
}

/** Ends this browser's session: the row is deleted, the cookie cleared. */
export async function endSession(ctx: AppContext): Promise<void> {
  const value = cookieValue(ctx, SESSION_COOKIE);
  if (value) await (await em()).nativeDelete(WebSession, { sessionHash: sha256(value) });
  setCookie(ctx, SESSION_COOKIE, '', 0);
  resolved.set(ctx, Promise.resolve(undefined));
}

/** Koa middleware: signed-out browsers are sent to /sign-in, then back to this page. */
export async function requireSignIn(ctx: AppContext, next: Next): Promise<void> {
  if (await signedInUser(ctx)) return void (await next());
  ctx.status = 303;
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(href(`/sign-in?next=${encodeURIComponent(ctx.method === 'GET' ? ctx.url : ctx.path)}`));
}

/**
 * The value a CSRF token is bound to: the session cookie when the browser has one (valid or
 * not: the handler checks sign-in itself), else a pre-session cookie set here. Both are
 * httpOnly values only this browser holds; the token is their HMAC under the service's secret.
 */
/** A pre-session value set on this response, so that every form on the page binds to it. */
const newPreSession = new WeakMap<AppContext, string>();

function binding(ctx: AppContext, create: boolean): string | undefined {
  const session = cookieValue(ctx, SESSION_COOKIE);
  if (session) return `s:${session}`;
  let pre = cookieValue(ctx, PRE_SESSION_COOKIE) ?? newPreSession.get(ctx);
  if (!pre && create) {
    pre = randomBytes(32).toString('base64url');
    setCookie(ctx, PRE_SESSION_COOKIE, pre, undefined);
    newPreSession.set(ctx, pre);
  }
  return pre ? `p:${pre}` : undefined;
}

function tokenFor(bound: string): string {
  return createHmac('sha256', config().signingSecret).update(`web-csrf:${bound}`).digest('base64url');
}

export function csrfToken(ctx: AppContext): string {
  return tokenFor(binding(ctx, true)!);
}

/** The hidden input every POST form on the site carries. */
export function csrfField(ctx: AppContext): string {
  return `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrfToken(ctx))}">`;
}

/**
 * A browser's form post from another site is refused by what the browser says about it:
 * a foreign `Origin`, or `Sec-Fetch-Site` other than same-origin. Under this site's
 * `Referrer-Policy: no-referrer` browsers send `Origin: null` on their own form posts, so
 * `null` is let through to the token check, which alone decides then.
 */
function fromAnotherSite(ctx: AppContext): boolean {
  const site = ctx.get('Sec-Fetch-Site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = ctx.get('Origin');
  if (!origin || origin === 'null') return false;
  if (origin === new URL(config().publicBaseUrl).origin) return false;
  try {
    return new URL(origin).host !== ctx.get('Host');
  } catch {
    return true;
  }
}

/** Throws 403 unless the POST came from a form this site showed to this browser. */
export async function checkCsrf(ctx: AppContext): Promise<void> {
  if (fromAnotherSite(ctx)) throw new WebError(403, 'This form was sent from another site, so it was refused. Use the form on this site.');
  const form = await formOf(ctx);
  const bound = binding(ctx, false);
  const sent = Buffer.from(form.get(CSRF_FIELD) ?? '', 'utf8');
  const expected = Buffer.from(bound ? tokenFor(bound) : '', 'utf8');
  if (!bound || sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    throw new WebError(403, 'This form has expired or did not come from this site. Reload the page and try again.');
  }
}

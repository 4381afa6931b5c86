// Browser sign-in for operators on the codec endpoint. The stock Temporal UI sends an
// Authorization header only with its own OIDC login; its other option, "include cross-origin
// credentials", sends cookies. So an operator pastes an operator token here once and the
// browser holds a session cookie that /codec/decode and /codec/encode accept, from the
// Temporal UI's origin only (api/routes/codec.ts, decisions.md). No script on these pages.
import { createHash } from 'node:crypto';
import { config } from '../../core/config.ts';
import { em } from '../../core/db/orm.ts';
import { createOperatorSession, endOperatorSession, findOperatorSession, findOperatorToken, type OperatorTokenRow } from '../../core/operatorTokens.ts';
import { discardBody } from '../../http/discardBody.ts';
import type { AppContext } from '../../http/state.ts';
import { CODEC_PATH } from '../../http/mounts.ts';

export const SESSION_COOKIE = 'figures_codec_session';
const SESSION_PATH = `${CODEC_PATH}/session`;
const SIGN_OUT_PATH = `${SESSION_PATH}/sign-out`;
/** The form has one field, a token of 43 characters; anything much larger is not this form. */
const FORM_BYTES = 4096;

const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;max-width:42rem;margin:3rem auto;padding:0 1rem;color:#1d2433}' +
  'code{background:#eef0f4;padding:0 .25rem;border-radius:3px}input{font:inherit;width:100%;box-sizing:border-box;padding:.4rem;margin:.3rem 0 .8rem}' +
  'button{font:inherit;padding:.4rem 1rem}.error{color:#a4161a}.ok{color:#1b5e20}li{margin:.3rem 0}';
// Only this style block may apply, only forms to this origin may be sent, nothing may frame
// the page: the page handles a credential that opens every job's data.
const CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** The public address's path (a proxy may serve the API under a prefix); the browser sees paths under it. */
function publicPath(): string {
  return new URL(config().publicBaseUrl).pathname.replace(/\/$/, '');
}

const secure = (): boolean => config().publicBaseUrl.startsWith('https:');

function setCookie(ctx: AppContext, value: string, maxAgeSeconds: number): void {
  const attributes = [`Path=${publicPath()}/codec`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(secure() ? ['Secure'] : [])];
  ctx.append('Set-Cookie', `${SESSION_COOKIE}=${value}; ${attributes.join('; ')}`);
}

/** The session cookie's value, when the request carries one. */
export function sessionCookie(ctx: AppContext): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE) || undefined;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function render(ctx: AppContext, status: number, content: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Security-Policy', CSP);
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('X-Content-Type-Options', 'nosniff');
  // Not no-referrer: under it a browser names no origin on its form posts (`Origin: null`),
  // and the sign-in form would fail its own CSRF check. Other origins still get no referrer.
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Codec sign-in</title><style>${STYLE}</style></head>
<body><h1>Codec sign-in</h1>
${content}
</body></html>
`;
}

function signInForm(ctx: AppContext, status: number, error?: string): void {
  render(
    ctx,
    status,
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : ''}<p>Sign in with an operator token to see decoded job payloads in the Temporal UI from this browser.
Create a token with <code>npm run admin -- operator-token create</code>; API keys do not open the codec.</p>
<form method="post" action="${publicPath()}${SESSION_PATH}">
<label for="token">Operator token</label>
<input id="token" name="token" type="password" autocomplete="off" spellcheck="false" required autofocus>
<button type="submit">Sign in</button>
</form>`,
  );
}

function signedIn(ctx: AppContext, token: OperatorTokenRow, until: Date): void {
  const cfg = config();
  render(
    ctx,
    200,
    `<p class="ok">Signed in with operator token <code>${escapeHtml(token.tokenPrefix)}…</code> (${escapeHtml(token.name)}) until ${until.toISOString()}.</p>
<h2>Decoded payloads in the Temporal UI</h2>
<ol>
<li>Open the Temporal UI: <a href="${escapeHtml(cfg.temporalUiOrigin)}">${escapeHtml(cfg.temporalUiOrigin)}</a>.</li>
<li>Open its <b>Codec Server</b> settings: the codec icon in the top bar, next to the time zone.</li>
<li>Choose <b>Use my browser setting and ignore Cluster-level setting</b>.</li>
<li>Endpoint: <code>${escapeHtml(cfg.publicBaseUrl)}/codec</code> (the address this page is on).</li>
<li>Turn on <b>Include cross-origin credentials</b>, then <b>Apply</b>.</li>
</ol>
<p>The sign-in ends at that time, on sign-out, or when its operator token is revoked.</p>
<form method="post" action="${publicPath()}${SIGN_OUT_PATH}"><button type="submit">Sign out</button></form>`,
  );
}

/**
 * Login CSRF: a browser's form post names the page it came from. That must be this service
 * (as the browser reached it, or its public address); the Temporal UI's origin is same-site but
 * not the same origin, so it cannot sign anyone in or out either. Non-browser clients send no Origin.
 */
function fromThisService(ctx: AppContext): boolean {
  const origin = ctx.get('Origin');
  if (!origin) return true;
  if (origin === new URL(config().publicBaseUrl).origin) return true;
  try {
    return new URL(origin).host === ctx.get('Host');
  } catch {
    // `Origin: null` (sandboxed frames, some redirects) names no page at all.
    return false;
  }
}

async function readForm(ctx: AppContext): Promise<URLSearchParams | undefined> {
  if (Number(ctx.get('Content-Length') || 0) > FORM_BYTES) {
    await discardBody(ctx);
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_BYTES) return undefined;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** See-other to the page itself, so that reloading it does not post the form again. */
function backToPage(ctx: AppContext): void {
  ctx.status = 303;
  ctx.set('Location', `${publicPath()}${SESSION_PATH}`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = '';
}

async function showPage(ctx: AppContext): Promise<void> {
  const value = sessionCookie(ctx);
  const found = value ? await findOperatorSession(await em(), value) : undefined;
  if (found) return signedIn(ctx, found.token, found.session.expiresAt);
  // A cookie of an ended session is of no use to anyone: the browser may as well forget it.
  if (value) setCookie(ctx, '', 0);
  signInForm(ctx, 200);
}

async function signIn(ctx: AppContext): Promise<void> {
  if (!fromThisService(ctx)) {
    await discardBody(ctx);
    return signInForm(ctx, 403, 'Sign in from this page: a form on another site cannot sign you in.');
  }
  if (!ctx.is('application/x-www-form-urlencoded')) {
    await discardBody(ctx);
    return signInForm(ctx, 415, 'Send the form as application/x-www-form-urlencoded.');
  }
  const form = await readForm(ctx);
  if (!form) {
    ctx.set('Connection', 'close');
    return signInForm(ctx, 413, 'The form is too large: paste the operator token alone.');
  }
  const db = await em();
  const token = await findOperatorToken(db, (form.get('token') ?? '').trim());
  if (!token) return signInForm(ctx, 401, 'That operator token is invalid or revoked.');
  const cfg = config();
  const { value } = await createOperatorSession(db, token, cfg.codecSessionSeconds);
  setCookie(ctx, value, cfg.codecSessionSeconds);
  backToPage(ctx);
}

async function signOut(ctx: AppContext): Promise<void> {
  await discardBody(ctx);
  if (!fromThisService(ctx)) return signInForm(ctx, 403, 'Sign out from this page: a form on another site cannot sign you out.');
  const value = sessionCookie(ctx);
  if (value) await endOperatorSession(await em(), value);
  setCookie(ctx, '', 0);
  backToPage(ctx);
}

/** GET/POST /codec/session and POST /codec/session/sign-out; other paths and methods pass on. */
export async function codecSessionRoute(ctx: AppContext, next: () => Promise<unknown>): Promise<void> {
  if (ctx.path === SESSION_PATH && (ctx.method === 'GET' || ctx.method === 'HEAD')) return showPage(ctx);
  if (ctx.path === SESSION_PATH && ctx.method === 'POST') return signIn(ctx);
  if (ctx.path === SIGN_OUT_PATH && ctx.method === 'POST') return signOut(ctx);
  await next();
}

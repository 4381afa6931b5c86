// The one HTML document every page of the service is sent in (the website's and the
// authorization server's error page), and the security headers sent with it.
import { escapeHtml, type Raw } from './html.ts';
import type { AppContext } from './state.ts';
import { STYLESHEET_PATH } from './mounts.ts';
import { href } from './publicPath.ts';

export const CSP = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Headers of every website answer: no scripts, no framing, no referrer, no sniffing, no caching. */
export function securityHeaders(ctx: Pick<AppContext, 'set'>): void {
  ctx.set('Content-Security-Policy', CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Cache-Control', 'no-store');
}

/** A whole page: its title, a header above the main content (navigation), and the content, both HTML. */
export function htmlDocument({ title, header, body }: { title: string; header: string | Raw; body: string | Raw }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Figures</title><link rel="stylesheet" href="${escapeHtml(href(STYLESHEET_PATH))}"></head>
<body>${header}
<main id="main">
<h1>${escapeHtml(title)}</h1>
${String(body)}
</main>
</body></html>
`;
}

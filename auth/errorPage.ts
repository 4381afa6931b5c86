// The page a browser sees when an authorization request cannot go on (unknown client, bad
// redirect_uri...): the OAuth error code and its description, nothing of the server's internals,
// in the service's one HTML document and with its security headers (no script, no framing, no sniffing).
import type { AppContext } from '../http/state.ts';
import { html } from '../http/html.ts';
import { htmlDocument, securityHeaders } from '../http/page.ts';

export function renderOAuthError(ctx: { type: string; body: unknown } & Pick<AppContext, 'set'>, out: Record<string, unknown>): void {
  securityHeaders(ctx);
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = htmlDocument({
    title: 'Authorization failed',
    header: '',
    body: html`<p class="error" role="alert"><code>${String(out.error ?? 'server_error')}</code></p><p class="long-words">${String(out.error_description ?? '')}</p>
<p class="muted">Start again from the app that sent you here; if it keeps failing, the app's settings for this service need fixing.</p>`,
  });
}

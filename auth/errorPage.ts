// The page a browser sees when an authorization request cannot go on (unknown client, bad
// redirect_uri...): the OAuth error code and its description, nothing of the server's internals.
import { escapeHtml } from '../web/html.ts';

export function renderOAuthError(ctx: { type: string; body: unknown }, out: Record<string, unknown>): void {
  ctx.type = 'html';
  const error = escapeHtml(String(out.error ?? 'server_error'));
  const description = escapeHtml(String(out.error_description ?? ''));
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization failed</title></head><body><main><h1>Authorization failed</h1><p><code>${error}</code></p><p>${description}</p></main></body></html>`;
}

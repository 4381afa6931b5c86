// The service's one Koa application: the front ends composed on one address, each claiming
// its own paths (http/mounts.ts). None of them knows another; this file is where they meet.
import Koa from 'koa';
import { apiApp } from '../api/app.ts';
import { oauthEndpoint } from '../auth/mount.ts';
import { requestId } from '../http/requestId.ts';
import type { AppState } from '../http/state.ts';
import { mcpEndpoint } from '../mcp/http.ts';
import { webApp } from '../web/app.ts';

export function createApp(): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: false });
  // Errors are answered by each front end in its own format; Koa's own logger would print client mistakes.
  app.silent = true;
  app.use(requestId);
  // The OAuth authorization server (/oauth/..., its metadata under /.well-known): it answers in
  // OAuth's own error format.
  app.use(oauthEndpoint());
  // The MCP server (/mcp) and its protected-resource metadata, outside /api/v1: it answers in
  // JSON-RPC, not in the API's envelope, and its tools call the API over HTTP like any client.
  app.use(mcpEndpoint());
  // The website's pages answer their own refusals as pages; other paths pass on to the API.
  app.use(webApp());
  app.use(apiApp());
  return app;
}

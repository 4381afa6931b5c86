// What middleware leaves on ctx.state for the handlers after it.
import type { Channel } from '../core/channel.ts';
import type { Middleware, ParameterizedContext } from 'koa';
import type { Scope } from '../core/scopes.ts';
import type { PlanName } from '../core/plans.ts';

/** What authenticated a caller: an API key, or an OAuth access token of a client's grant. */
export type Credential = { kind: 'api_key'; id: string } | { kind: 'oauth'; clientId: string; grantId: string };

export interface Caller {
  accountId: string;
  plan: PlanName;
  credential: Credential;
  scopes: readonly Scope[];
  /** `mcp` when the MCP server made the request for its client (core/channel.ts). */
  channel: Channel;
}

export interface AppState {
  requestId: string;
  caller?: Caller;
  idempotencyKey?: string;
  /** The matched route as `GET /jobs/{id}`: what the audit trail names a call by. */
  operation?: string;
  /** Set when the answer is an idempotency replay of an earlier request's (audit trail). */
  replayed?: boolean;
  /** A credential the service issued, refused because its account cannot use the interface (audit trail). */
  refusedCredential?: { accountId: string; credential: Credential };
}

/** The router adds the path parameters. */
export interface ContextExtras {
  params: Record<string, string | undefined>;
}
export type AppContext = ParameterizedContext<AppState, ContextExtras>;
export type AppMiddleware = Middleware<AppState, ContextExtras>;

export function callerOf(ctx: AppContext): Caller {
  if (!ctx.state.caller) throw new Error('route registered without authentication');
  return ctx.state.caller;
}

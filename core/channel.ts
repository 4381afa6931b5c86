// Which channel a create request came through: `api`, or `mcp` when the MCP server made it
// for its caller. The channel tags the top-up link of INSUFFICIENT_CREDITS (utm_source), so a
// public client must not be able to claim it: the MCP server proves itself with an HMAC under
// the service's signing secret, bound to the caller's credential and to a short time window.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.ts';

export type Channel = 'api' | 'mcp';

export const CHANNEL_HEADER = 'X-Figures-Channel';
/** How far the header's time may be from ours: room for a slow call and some clock skew. */
const VALID_SECONDS = 300;

function signature(authorization: string, time: number): string {
  const credential = createHash('sha256').update(authorization).digest('base64url');
  return createHmac('sha256', config().signingSecret).update(`channel:mcp:${time}:${credential}`).digest('base64url');
}

/** The header the MCP server sends with a request it makes with `authorization`. */
export function mcpChannelHeader(authorization: string, now = Date.now()): string {
  const time = Math.floor(now / 1000);
  return `mcp;t=${time};sig=${signature(authorization, time)}`;
}

/** `mcp` only for a header made by mcpChannelHeader for this very credential, recently. */
export function channelOf(header: string | undefined, authorization: string, now = Date.now()): Channel {
  const match = /^mcp;t=(\d{1,12});sig=([\w-]{1,100})$/.exec(header ?? '');
  if (!match || !authorization) return 'api';
  const time = Number(match[1]);
  if (Math.abs(now / 1000 - time) > VALID_SECONDS) return 'api';
  const expected = Buffer.from(signature(authorization, time));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'mcp' : 'api';
}

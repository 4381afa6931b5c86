// What the MCP server vouches for when it calls the API for its caller: that the request came
// through the `mcp` channel (the top-up link of INSUFFICIENT_CREDITS is tagged utm_source=mcp),
// and the address its caller connected from (failed authentications are throttled per client
// address, and every MCP call reaches the API from the MCP server's own address). A public
// client must not be able to claim either: the MCP server proves itself with an HMAC under the
// service's signing secret, bound to the caller's credential, the address and a short window.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { config } from './config.ts';

/** `web`: a job asked for on the website's pages (the workspace's edit box). */
export type Channel = 'api' | 'mcp' | 'web';

export const CHANNEL_HEADER = 'X-Figures-Channel';
/** How far the header's time may be from ours: room for a slow call and some clock skew. */
const VALID_SECONDS = 300;

export interface Relay {
  channel: 'mcp';
  /** The MCP client's address as the MCP server saw it, when it knew one. */
  address?: string;
}

function signature(authorization: string, time: number, address: string): string {
  const credential = createHash('sha256').update(authorization).digest('base64url');
  return createHmac('sha256', config().signingSecret).update(`channel:mcp:${time}:${address}:${credential}`).digest('base64url');
}

/** The header the MCP server sends with a request it makes with `authorization` for a client at `address`. */
export function mcpChannelHeader(authorization: string, address = '', now = Date.now()): string {
  const time = Math.floor(now / 1000);
  const at = isIP(address) ? address : '';
  return `mcp;a=${at};t=${time};sig=${signature(authorization, time, at)}`;
}

/** The relay only for a header made by mcpChannelHeader for this very credential, recently. */
export function relayOf(header: string | undefined, authorization: string, now = Date.now()): Relay | undefined {
  const match = /^mcp;a=([0-9A-Fa-f:.]{0,45});t=(\d{1,12});sig=([\w-]{1,100})$/.exec(header ?? '');
  if (!match || !authorization) return undefined;
  const address = match[1]!;
  const time = Number(match[2]);
  if (Math.abs(now / 1000 - time) > VALID_SECONDS) return undefined;
  const expected = Buffer.from(signature(authorization, time, address));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { channel: 'mcp', ...(isIP(address) ? { address } : {}) };
}

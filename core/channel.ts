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

/**
 * Why the MCP server makes a request, within one MCP request: `call` is the tool's name (or
 * `initialize`); `part` what this request is to it. `main` is the tool's own operation;
 * `check` the credential check and `input` an upload of a URL or data URL given as a file
 * parameter, both before it; `preview` a download of an output to show it inline.
 */
export interface ToolCallPart {
  call: string;
  part: 'check' | 'input' | 'main' | 'preview';
}

export interface Relay {
  channel: 'mcp';
  /** The MCP client's address as the MCP server saw it, when it knew one. */
  address?: string;
  toolCall?: ToolCallPart;
}

const PARTS: ReadonlySet<string> = new Set<ToolCallPart['part']>(['check', 'input', 'main', 'preview']);

function signature(authorization: string, time: number, address: string, toolCall: ToolCallPart | undefined): string {
  const credential = createHash('sha256').update(authorization).digest('base64url');
  const call = toolCall ? `${toolCall.call}:${toolCall.part}:` : '';
  return createHmac('sha256', config().signingSecret).update(`channel:mcp:${time}:${address}:${call}${credential}`).digest('base64url');
}

/** The header the MCP server sends with a request it makes with `authorization` for a client at `address`. */
export function mcpChannelHeader(authorization: string, address = '', now = Date.now(), toolCall?: ToolCallPart): string {
  const time = Math.floor(now / 1000);
  const at = isIP(address) ? address : '';
  const call = toolCall ? `;call=${toolCall.call};part=${toolCall.part}` : '';
  return `mcp;a=${at};t=${time}${call};sig=${signature(authorization, time, at, toolCall)}`;
}

/** The relay only for a header made by mcpChannelHeader for this very credential, recently. */
export function relayOf(header: string | undefined, authorization: string, now = Date.now()): Relay | undefined {
  const match = /^mcp;a=([0-9A-Fa-f:.]{0,45});t=(\d{1,12})(?:;call=([a-z][a-z0-9_]{0,63});part=([a-z]{1,16}))?;sig=([\w-]{1,100})$/.exec(header ?? '');
  if (!match || !authorization) return undefined;
  const address = match[1]!;
  const time = Number(match[2]);
  if (Math.abs(now / 1000 - time) > VALID_SECONDS) return undefined;
  if (match[4] !== undefined && !PARTS.has(match[4])) return undefined;
  const toolCall = match[3] ? { call: match[3], part: match[4] as ToolCallPart['part'] } : undefined;
  const expected = Buffer.from(signature(authorization, time, address, toolCall));
  const given = Buffer.from(match[5]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { channel: 'mcp', ...(isIP(address) ? { address } : {}), ...(toolCall ? { toolCall } : {}) };
}

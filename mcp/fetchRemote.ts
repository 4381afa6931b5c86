// Fetches a file a tool caller named by URL, for upload through POST /files. The URL comes
// from whoever talks to the assistant, so it may point anywhere: only https, redirects only
// to https (at most five), never the service itself, and never a private, loopback,
// link-local, unique-local or multicast address. The address is checked in the socket's own
// DNS lookup, for every hop, so the address connected to is the address checked (no
// DNS-rebinding window between a check and the connection). Sizes are enforced while the
// body streams, and one deadline covers the whole fetch.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request, type RequestOptions } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export class RemoteFetchError extends Error {
  /** One of the REMOTE_* reasons, for details.reason. */
  readonly reason: string;

  constructor(reason: string, message: string) {
    super(message);
    this.name = 'RemoteFetchError';
    this.reason = reason;
  }
}

/** Which addresses may be connected to. The default allows only public unicast addresses. */
export interface AddressPolicy {
  allows(address: string): boolean;
}

export const PUBLIC_ADDRESSES_ONLY: AddressPolicy = {
  allows(address) {
    if (!ipaddr.isValid(address)) return false;
    let parsed = ipaddr.parse(address);
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
    // ipaddr.js names every special range (private, loopback, linkLocal, uniqueLocal,
    // multicast, carrierGradeNat, reserved, 6to4 and teredo tunnels, ...); only `unicast` is
    // an ordinary public address.
    return parsed.range() === 'unicast';
  },
};

export interface FetchRemoteOptions {
  maxBytes: number;
  /** Origins (scheme://host:port) of the service itself: refused, the caller passes the file_id. */
  ownOrigins: readonly string[];
  policy?: AddressPolicy;
  /** Extra CA certificates to trust (a test's self-signed server). */
  ca?: string | Buffer;
  timeoutMs?: number;
  maxRedirects?: number;
}

export interface RemoteFile {
  bytes: Buffer;
  /** The file name the URL's last path segment suggests, if any. */
  name: string | undefined;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_REDIRECTS = 5;

/** The URL parsed and judged before any connection: https, not the service itself. */
export function checkRemoteUrl(raw: string, ownOrigins: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RemoteFetchError('REMOTE_URL_INVALID', 'The URL cannot be read.');
  }
  if (ownOrigins.some((origin) => sameHost(url, origin))) {
    throw new RemoteFetchError('REMOTE_URL_IS_SERVICE', 'This URL belongs to the figure service itself: pass the file_id of the file instead.');
  }
  if (url.protocol !== 'https:') throw new RemoteFetchError('REMOTE_URL_NOT_HTTPS', 'Only https URLs are fetched.');
  if (url.username || url.password) throw new RemoteFetchError('REMOTE_URL_INVALID', 'URLs with credentials are not fetched.');
  return url;
}

function sameHost(url: URL, origin: string): boolean {
  try {
    const own = new URL(origin);
    // The service's host and port, by either scheme (its download links, its API, its MCP).
    return own.hostname.toLowerCase() === url.hostname.toLowerCase() && portOf(own) === portOf(url);
  } catch {
    return false;
  }
}

function portOf(url: URL): string {
  return url.port || (url.protocol === 'http:' ? '80' : '443');
}

/**
 * A lookup for the socket that resolves the name and refuses it when any of its addresses is
 * not allowed: a name with one private address among public ones is not fetched at all.
 */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((a) => !policy.allows(a.address));
      if (addresses.length === 0 || refused) {
        return callback(new RemoteFetchError('REMOTE_ADDRESS_REFUSED', `${hostname} resolves to an address that is not fetched (private, loopback or otherwise not public).`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

export async function fetchRemote(raw: string, opts: FetchRemoteOptions): Promise<RemoteFile> {
  const policy = opts.policy ?? PUBLIC_ADDRESSES_ONLY;
  const deadline = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const maxRedirects = opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = checkRemoteUrl(raw, opts.ownOrigins);
  for (let hop = 0; ; hop++) {
    const response = await get(url, policy, opts, deadline);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= maxRedirects) throw new RemoteFetchError('REMOTE_TOO_MANY_REDIRECTS', `More than ${maxRedirects} redirects.`);
      let next: URL;
      try {
        next = new URL(response.headers.location, url);
      } catch {
        throw new RemoteFetchError('REMOTE_URL_INVALID', 'A redirect names an address that cannot be read.');
      }
      if (next.protocol !== 'https:') throw new RemoteFetchError('REMOTE_REDIRECT_NOT_HTTPS', 'The URL redirects to an address that is not https.');
      url = checkRemoteUrl(next.href, opts.ownOrigins);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new RemoteFetchError('REMOTE_HTTP_ERROR', `The URL answered HTTP ${status}.`);
    }
    const bytes = await readBody(response, opts.maxBytes, deadline);
    const name = decodeURIComponent(url.pathname.split('/').pop() ?? '') || undefined;
    return { bytes, name };
  }
}

function get(url: URL, policy: AddressPolicy, opts: FetchRemoteOptions, signal: AbortSignal): Promise<IncomingMessage> {
  // A literal address skips the socket's lookup, so it is judged here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !policy.allows(host)) {
    return Promise.reject(new RemoteFetchError('REMOTE_ADDRESS_REFUSED', 'The URL names an address that is not fetched (private, loopback or otherwise not public).'));
  }
  const options: RequestOptions = {
    method: 'GET',
    lookup: guardedLookup(policy),
    signal,
    headers: { 'User-Agent': 'figure-service-mcp', Accept: '*/*', 'Accept-Encoding': 'identity' },
    agent: false,
    ...(opts.ca ? { ca: opts.ca } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = request(url, options, resolve);
    req.on('error', (err) => reject(fetchFailure(err, signal)));
    req.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(tooLarge(maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Settled first: destroying the response emits `aborted` at once.
        reject(tooLarge(maxBytes));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', (err) => reject(fetchFailure(err, signal)));
    response.on('aborted', () => reject(fetchFailure(new Error('aborted'), signal)));
  });
}

function tooLarge(maxBytes: number): RemoteFetchError {
  return new RemoteFetchError('REMOTE_FILE_TOO_LARGE', `The file at the URL is larger than ${maxBytes} bytes.`);
}

function fetchFailure(err: unknown, signal: AbortSignal): RemoteFetchError {
  if (err instanceof RemoteFetchError) return err;
  if ((err as { cause?: unknown })?.cause instanceof RemoteFetchError) return (err as { cause: RemoteFetchError }).cause;
  if (signal.aborted) return new RemoteFetchError('REMOTE_TIMEOUT', 'The URL did not deliver the file in time.');
  // Network details (resolver and TLS messages) are not the caller's business beyond their kind.
  const code = (err as { code?: string })?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new RemoteFetchError('REMOTE_HOST_NOT_FOUND', 'The URL\'s host name does not resolve.');
  if (/CERT|SSL|TLS/i.test(code)) return new RemoteFetchError('REMOTE_TLS_FAILED', 'The URL\'s TLS certificate is not valid.');
  return new RemoteFetchError('REMOTE_UNREACHABLE', 'The URL could not be fetched.');
}

// Which redirect URIs a client may register, and which kind of client a registration that names
// no application_type is. An authorization code travels to the redirect URI: over https, to a
// listener on this very machine (loopback http, RFC 8252 section 7.3), or to an app that claimed
// a private-use scheme (`cursor://`, `vscode://`; RFC 8252 section 7.1). Plain http to any other
// host would carry it in clear text, so it is refused.

/** The hosts a native client's own listener runs on (the library's list, RFC 8252). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Why a redirect URI is refused, or undefined when it may be registered. */
export function redirectUriProblem(uri: unknown): string | undefined {
  const url = typeof uri === 'string' ? URL.parse(uri) : null;
  if (!url) return 'redirect_uris must only contain valid URIs';
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return `redirect_uris may use plain http only on a loopback address (127.0.0.1, [::1], localhost), not ${url.host}: use https`;
  }
  return undefined;
}

/** A redirect URI only a native app can receive: loopback http or a private-use scheme. */
function isNativeRedirect(uri: unknown): boolean {
  const url = typeof uri === 'string' ? URL.parse(uri) : null;
  if (!url) return false;
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname);
  return url.protocol !== 'https:';
}

/**
 * The application_type of a registration that names none (docs/decisions.md): native when any
 * redirect URI is one only an app on the user's machine receives, web otherwise. RFC 7591's
 * default `web` would refuse the private-use schemes desktop assistants register.
 */
export function inferredApplicationType(redirectUris: unknown): 'native' | 'web' {
  return Array.isArray(redirectUris) && redirectUris.some(isNativeRedirect) ? 'native' : 'web';
}

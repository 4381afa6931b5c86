// Where the website lives as the browser sees it: under the public address's path, since a
// proxy may serve the service under a prefix (Koa sees paths without it).
import { config } from '../core/config.ts';

export function publicPath(): string {
  return new URL(config().publicBaseUrl).pathname.replace(/\/$/, '');
}

/** A website path as a link or redirect target. */
export function href(path: string): string {
  return `${publicPath()}${path}`;
}

export const secureCookies = (): boolean => config().publicBaseUrl.startsWith('https:');

/**
 * A `next` target after sign-in: a path on this site only (`/x`, not `//host` or `/\host`,
 * which browsers read as another host), else the keys page.
 */
export function localTarget(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || [...next].some((c) => c.charCodeAt(0) < 0x20)) return '/settings/keys';
  return next;
}

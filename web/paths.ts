// The website's cookies and sign-in targets; links are http/publicPath.ts's `href`.
import { config } from '../core/config.ts';

export const secureCookies = (): boolean => config().publicBaseUrl.startsWith('https:');

/**
 * A `next` target after sign-in: a path on this site only (`/x`, not `//host` or `/\host`,
 * which browsers read as another host), else the keys page.
 */
export function localTarget(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || [...next].some((c) => c.charCodeAt(0) < 0x20)) return '/settings/keys';
  return next;
}

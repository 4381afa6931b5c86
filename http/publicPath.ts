// Where the service's pages live as the browser sees them: under the public address's path,
// since a proxy may serve the service under a prefix (Koa sees paths without it).
import { config } from '../core/config.ts';

export function publicPath(): string {
  return new URL(config().publicBaseUrl).pathname.replace(/\/$/, '');
}

/** A path of this service as a link or redirect target. */
export function href(path: string): string {
  return `${publicPath()}${path}`;
}

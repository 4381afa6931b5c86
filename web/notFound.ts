// Which paths are the website's, and the page a website path no page claims answers with.
// The machine interfaces answer unknown paths in their own formats (the API's JSON envelope,
// JSON-RPC, OAuth's errors); every other path is the site's, where a person expects a page.
import { CODEC_PATH, INTERACTION_PREFIX, MCP_PATH, OAUTH_PREFIX, WELL_KNOWN_PREFIX } from '../http/mounts.ts';
import type { AppContext, AppMiddleware } from '../http/state.ts';
import { html } from '../http/html.ts';
import { sendPage } from './layout.ts';
import { href } from '../http/publicPath.ts';
import { webErrors } from './router.ts';
import { signedInUser } from './session.ts';

/** The whole /api namespace (not only /api/v1), so that a client asking for another version still gets JSON. */
const INTERFACE_PREFIXES = ['/api', MCP_PATH, CODEC_PATH, OAUTH_PREFIX, WELL_KNOWN_PREFIX];

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

export function isInterfacePath(path: string): boolean {
  if (under(path, INTERACTION_PREFIX)) return false;
  return INTERFACE_PREFIXES.some((prefix) => under(path, prefix));
}

async function notFoundPage(ctx: AppContext): Promise<void> {
  const user = await signedInUser(ctx);
  await sendPage(ctx, {
    title: 'Page not found',
    status: 404,
    body: html`<p>There is no page at this address. Check the link, or go to ${user ? html`<a href="${href('/jobs')}">your jobs</a>` : html`<a href="${href('/sign-in')}">the sign-in page</a>`}.</p>`,
  });
}

/** Last of the website's middleware: a website path no page matched is a 404 page; interface paths pass on. */
export const websiteNotFound: AppMiddleware = async (ctx, next) => {
  if (isInterfacePath(ctx.path)) return next();
  await webErrors(ctx, () => notFoundPage(ctx));
};

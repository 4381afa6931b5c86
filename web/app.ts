// The website, served by the API process outside /api/v1 and /mcp: sign-in, settings and
// billing pages. Each part of the site adds its router to WEB_ROUTERS; a website path none of
// them matches is answered with a 404 page, not the API's JSON.
import compose from 'koa-compose';
import type { AppMiddleware } from '../http/state.ts';
import { appsRouter } from './pages/apps.ts';
import { historyRouter } from './pages/history.ts';
import { jobsRouter } from './pages/jobs.ts';
import { keysRouter } from './pages/keys.ts';
import { oauthInteractionRouter } from './oauth/interaction.ts';
import { signInRouter } from './pages/signIn.ts';
import { topUpRouter } from './pages/topUp.ts';
import { workspaceRouter } from './pages/workspace.ts';
import { STYLESHEET_PATH } from '../http/mounts.ts';
import { serveStylesheet } from './style.ts';
import { websiteNotFound } from './notFound.ts';
import type { WebRouter } from './router.ts';

const WEB_ROUTERS: WebRouter[] = [signInRouter, keysRouter, historyRouter, topUpRouter, appsRouter, oauthInteractionRouter, workspaceRouter, jobsRouter];

export function webApp(): AppMiddleware {
  const stylesheet: AppMiddleware = async (ctx, next) => {
    if (ctx.path === STYLESHEET_PATH && (ctx.method === 'GET' || ctx.method === 'HEAD')) return serveStylesheet(ctx);
    // Browsers ask for it on every site; the site has no icon, and a 404 would be noise in their consoles.
    if (ctx.path === '/favicon.ico' && ctx.method === 'GET') return void (ctx.status = 204);
    await next();
  };
  return compose([stylesheet, ...WEB_ROUTERS.map((r) => r.routes() as unknown as AppMiddleware), websiteNotFound]);
}

// The workspace's script, served from this service: the CSP allows scripts from 'self' only,
// and nothing inline. The page works without the script (a refresh
// link); with it, a running version is polled every 2 s and the page reloads when it is final.
import type { AppContext } from '../../http/state.ts';

export const WORKSPACE_SCRIPT_PATH = '/web/workspace.js';

const SCRIPT = `'use strict';
(function () {
  var box = document.querySelector('[data-poll]');
  if (!box) return;
  var url = box.getAttribute('data-poll');
  var label = box.querySelector('[data-live-status]');
  function tick() {
    fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' }, cache: 'no-store' })
      .then(function (r) { if (!r.ok) throw new Error(String(r.status)); return r.json(); })
      .then(function (job) {
        if (label) label.textContent = job.status;
        if (job.final) return location.reload();
        setTimeout(tick, 2000);
      })
      .catch(function () { setTimeout(tick, 5000); });
  }
  setTimeout(tick, 2000);
})();
`;


function serve(ctx: AppContext, type: string, body: string): void {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'public, max-age=300');
  ctx.type = type;
  ctx.body = body;
}

export const serveWorkspaceScript = (ctx: AppContext): void => serve(ctx, 'text/javascript; charset=utf-8', SCRIPT);

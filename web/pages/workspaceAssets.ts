// The workspace's script and styles, served from this service: the CSP allows scripts and
// styles from 'self' only, and nothing inline. The page works without the script (a refresh
// link); with it, a running version is polled every 2 s and the page reloads when it is final.
import type { AppContext } from '../../api/state.ts';

export const WORKSPACE_SCRIPT_PATH = '/web/workspace.js';
export const WORKSPACE_STYLES_PATH = '/web/workspace.css';

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

const STYLES = `img.figure{display:block;max-width:100%;height:auto;background:#fff;border:1px solid #dde1e8;margin:1rem 0}
ol.versions{padding-left:1.4rem}
ol.versions>li{background:#fff;border:1px solid #dde1e8;border-radius:4px;padding:.5rem .8rem;margin:.6rem 0}
ol.versions>li[aria-current]{border-color:#0b57d0;border-width:2px}
.said{margin:.3rem 0;white-space:pre-wrap}
.downloads{display:flex;flex-wrap:wrap;gap:.4rem 1rem;margin:.3rem 0}
textarea{font:inherit;width:100%;min-height:5rem;padding:.4rem;border:1px solid #8a93a6;border-radius:4px}
fieldset:disabled{opacity:.7}
`;

function serve(ctx: AppContext, type: string, body: string): void {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'public, max-age=300');
  ctx.type = type;
  ctx.body = body;
}

export const serveWorkspaceScript = (ctx: AppContext): void => serve(ctx, 'text/javascript; charset=utf-8', SCRIPT);
export const serveWorkspaceStyles = (ctx: AppContext): void => serve(ctx, 'text/css; charset=utf-8', STYLES);

// The website's one stylesheet, served from this service (the CSP allows styles from 'self' only).
import type { AppContext } from '../http/state.ts';

const STYLESHEET = `*{box-sizing:border-box}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d2433;background:#fafbfc}
header{background:#1d2433;color:#fff}
header nav{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;max-width:60rem;margin:0 auto;padding:.6rem 1rem}
header ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;margin:0;padding:0;flex:1}
header a{color:#fff}
header a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
.sign-out{display:flex;align-items:center;gap:.5rem;margin:0}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem}
a{color:#0b57d0}
a:focus,button:focus,input:focus,select:focus{outline:3px solid #f5a623;outline-offset:2px}
label{display:block;font-weight:600;margin:.8rem 0 .2rem}
fieldset{border:1px solid #c9ced8;margin:.8rem 0;padding:.5rem 1rem}
fieldset label{font-weight:400;display:flex;gap:.5rem;align-items:baseline;margin:.35rem 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
input[type=text],input[type=email],input[type=password],select{font:inherit;width:100%;max-width:26rem;padding:.4rem;border:1px solid #8a93a6;border-radius:4px}
button{font:inherit;padding:.4rem 1rem;border:1px solid #1d2433;border-radius:4px;background:#fff;color:#1d2433;cursor:pointer;white-space:nowrap}
button.primary{background:#0b57d0;border-color:#0b57d0;color:#fff}
table{border-collapse:collapse;width:100%;margin:1rem 0;background:#fff}
caption{text-align:left;padding:.3rem 0}
th,td{border-bottom:1px solid #dde1e8;padding:.4rem .5rem;text-align:left;vertical-align:top}
th{background:#eef0f4}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1.5rem}
dt{font-weight:600}
dd{margin:0}
.sign-out span{overflow-wrap:anywhere}
td form{margin:0}
code,.secret{font-family:ui-monospace,Menlo,Consolas,monospace;background:#eef0f4;padding:0 .25rem;border-radius:3px}
.secret{display:block;padding:.6rem;word-break:break-all;font-size:1.05rem}
input.secret{width:100%;max-width:none;border:1px solid #8a93a6}
.error{color:#a4161a;border-left:4px solid #a4161a;padding:.3rem .8rem;background:#fff3f3}
.ok{color:#1b5e20;border-left:4px solid #1b5e20;padding:.3rem .8rem;background:#f1f8f1}
.muted{color:#5a6377}
.pager{display:flex;gap:1rem}
.long-words{overflow-wrap:anywhere}
.note{border-left:4px solid #8a5a00;padding:.3rem .8rem;background:#fff8e6}
@media (max-width:40rem){
main{padding:.75rem}
table{display:block;overflow-x:auto}
caption{position:sticky;left:0;max-width:calc(100vw - 1.5rem)}
dl{grid-template-columns:1fr;gap:0}
dd{margin-bottom:.5rem}
/* A stacked table: each row a card of "header: value" lines (the header is its cell's data-label), nothing off screen. */
table.stacked,table.stacked tbody,table.stacked tr{display:block;overflow:visible}
table.stacked caption{display:block;position:static;max-width:none}
table.stacked thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
table.stacked tr{border:1px solid #dde1e8;border-radius:4px;margin:.6rem 0;padding:.3rem 0}
table.stacked td{display:block;position:relative;border:0;padding:.2rem .6rem .2rem 7.5rem;overflow-wrap:anywhere}
table.stacked td::before{content:attr(data-label);position:absolute;left:.6rem;width:6.5rem;font-weight:600}
table.stacked td:empty{display:none}
}
/* The workspace (web/pages/workspace.ts). */
img.figure{display:block;max-width:100%;height:auto;background:#fff;border:1px solid #dde1e8;margin:1rem 0}
ol.versions{padding-left:1.4rem}
ol.versions>li{background:#fff;border:1px solid #dde1e8;border-radius:4px;padding:.5rem .8rem;margin:.6rem 0}
ol.versions>li[aria-current]{border-color:#0b57d0;border-width:2px}
.said{margin:.3rem 0;white-space:pre-wrap}
.reading{margin:.3rem 0;font-size:.95rem}
.reading .words{background:#eef0f4;padding:0 .25rem;border-radius:3px;white-space:pre-wrap}
.downloads{display:flex;flex-wrap:wrap;gap:.4rem 1rem;margin:.3rem 0}
textarea{font:inherit;width:100%;min-height:5rem;padding:.4rem;border:1px solid #8a93a6;border-radius:4px}
fieldset:disabled{opacity:.7}
`;

export function serveStylesheet(ctx: AppContext): void {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'public, max-age=3600');
  ctx.type = 'text/css; charset=utf-8';
  ctx.body = STYLESHEET;
}

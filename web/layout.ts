// The website's page frame: one stylesheet from this service, no script, a navigation for
// signed-in users, inside the service's one HTML document (http/page.ts).
import type { AppContext } from '../http/state.ts';
import { html, raw, type Raw } from '../http/html.ts';
import { htmlDocument, securityHeaders } from '../http/page.ts';
import { href } from '../http/publicPath.ts';
import { csrfField, signedInUser, type SignedInUser } from './session.ts';

export type NavItem = 'jobs' | 'keys' | 'history' | 'apps' | 'top-up';

const NAV: Array<{ item: NavItem; label: string; path: string }> = [
  { item: 'jobs', label: 'Jobs', path: '/jobs' },
  { item: 'keys', label: 'API keys', path: '/settings/keys' },
  { item: 'history', label: 'History', path: '/settings/history' },
  { item: 'apps', label: 'Connected apps', path: '/settings/apps' },
  { item: 'top-up', label: 'Top-up', path: '/billing/top-up' },
];

export interface PageInput {
  title: string;
  /** HTML: escape what it holds (http/html.ts). */
  body: string | Raw;
  /** The signed-in user: the navigation and the sign-out button are shown. */
  user?: SignedInUser;
  /** Which navigation entry is this page. */
  nav?: NavItem;
  /** The sign-out form's CSRF field (csrfField(ctx)); needed with `user`. */
  csrf?: string;
}

export function page({ title, body, user, nav, csrf }: PageInput): string {
  const header = user
    ? html`<header><nav aria-label="Settings"><ul>${NAV.map((n) =>
        n.item === nav ? html`<li><a href="${href(n.path)}" aria-current="page">${n.label}</a></li>` : html`<li><a href="${href(n.path)}">${n.label}</a></li>`,
      )}</ul>
<form method="post" action="${href('/sign-out')}" class="sign-out">${raw(csrf ?? '')}<span>${user.email}</span> <button type="submit">Sign out</button></form></nav></header>`
    : html``;
  return htmlDocument({ title, header, body });
}

/** Answers with a page in the frame, for the signed-in user when there is one. */
export async function sendPage(ctx: AppContext, input: { title: string; body: string | Raw; nav?: NavItem; status?: number }): Promise<void> {
  const user = await signedInUser(ctx);
  securityHeaders(ctx);
  ctx.status = input.status ?? 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = page({ ...input, user, csrf: user ? csrfField(ctx) : undefined });
}

/** See-other after a form: reloading the next page does not post the form again. */
export function seeOther(ctx: AppContext, path: string): void {
  securityHeaders(ctx);
  ctx.status = 303;
  ctx.redirect(href(path));
}

// The body of a website form: application/x-www-form-urlencoded, small, read once per request.
import { discardBody } from '../http/discardBody.ts';
import type { AppContext } from '../http/state.ts';
import { WebError } from './errors.ts';

/** The largest form on the site (a key's name and eight scopes) is far below this. */
const FORM_BYTES = 16 * 1024;

const forms = new WeakMap<AppContext, Promise<URLSearchParams>>();

async function read(ctx: AppContext): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded')) {
    await discardBody(ctx);
    throw new WebError(415, 'Send the form as application/x-www-form-urlencoded.');
  }
  if (Number(ctx.get('Content-Length') || 0) > FORM_BYTES) {
    await discardBody(ctx);
    throw new WebError(413, 'The form is too large.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_BYTES) {
      ctx.set('Connection', 'close');
      throw new WebError(413, 'The form is too large.');
    }
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The posted form; the CSRF check and the handler both read it, the body is read once. */
export function formOf(ctx: AppContext): Promise<URLSearchParams> {
  let form = forms.get(ctx);
  if (!form) {
    form = read(ctx);
    forms.set(ctx, form);
  }
  return form;
}

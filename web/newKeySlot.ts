// The one showing of a just-created API key. Creating a key answers with a redirect
// (POST-redirect-GET), so that reloading the page that shows it creates nothing; the key waits
// for that GET in a one-time slot on the browser's session row, and the first GET empties it.
// The slot is sealed (AES-256-GCM) under a key derived from the session cookie, which only the
// browser holds (the table keeps the cookie's hash): a copy of the database shows no API key.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { ApiKey, WebSession } from '../core/db/entities.ts';
import { em } from '../core/db/orm.ts';
import type { ApiKeyRow } from '../core/apiKeys.ts';
import type { AppContext } from '../http/state.ts';
import { sessionCookie } from './session.ts';

/** After this, an unopened slot shows nothing: the key is in the list by its prefix, to revoke. */
const SLOT_SECONDS = 10 * 60;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const PURPOSE = 'figures:new-api-key';

interface SlotContent {
  keyId: string;
  key: string;
  /** When the key was put in the slot, in ms. */
  at: number;
}

function sealingKey(cookieValue: string): Buffer {
  return Buffer.from(hkdfSync('sha256', cookieValue, '', PURPOSE, 32));
}

function seal(cookieValue: string, content: SlotContent): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(cookieValue), nonce);
  cipher.setAAD(Buffer.from(PURPOSE));
  const body = Buffer.concat([cipher.update(JSON.stringify(content), 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
}

function unseal(cookieValue: string, sealed: string): SlotContent | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(cookieValue), bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(PURPOSE));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as SlotContent;
  } catch {
    return undefined;
  }
}

/** Puts a just-created key in this browser's slot (replacing one not yet shown). */
export async function fillNewKeySlot(ctx: AppContext, keyId: string, key: string): Promise<void> {
  const cookie = sessionCookie(ctx);
  if (!cookie) throw new Error('a key is created only in a signed-in session');
  const db = await em();
  const updated = await db.nativeUpdate(WebSession, { sessionHash: cookie.hash }, { newKeySealed: seal(cookie.value, { keyId, key, at: Date.now() }) });
  if (updated !== 1) throw new Error('the session row of a signed-in request is missing');
}

/**
 * The key waiting in this browser's slot, emptied as it is read: a second request (a reload,
 * or two at once) finds nothing. Undefined when there is none, it is too old, or its key row
 * is not this account's.
 */
export async function takeNewKey(ctx: AppContext, accountId: string): Promise<{ key: string; row: ApiKeyRow } | undefined> {
  const cookie = sessionCookie(ctx);
  if (!cookie) return undefined;
  const db = await em();
  const session = await db.findOne(WebSession, { sessionHash: cookie.hash }, { fields: ['id', 'newKeySealed'] });
  const sealed = session?.newKeySealed;
  if (!session || !sealed) return undefined;
  // Emptied only if still holding what was read: of two requests at once, one shows the key.
  const taken = await db.nativeUpdate(WebSession, { id: session.id, newKeySealed: sealed }, { newKeySealed: null });
  if (taken !== 1) return undefined;
  const content = unseal(cookie.value, sealed);
  if (!content || Date.now() - content.at > SLOT_SECONDS * 1000) return undefined;
  const row = await db.findOne(ApiKey, { id: content.keyId, accountId });
  return row ? { key: content.key, row } : undefined;
}

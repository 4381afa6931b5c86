// The payload codec: every payload the service hands to Temporal (workflow input, activity
// arguments and results, update arguments and results) is sealed with AES-256-GCM, so that
// Temporal's history, UI and CLI show nothing of a job without the keys. Codecs run outside
// the workflow sandbox, in the client and in the worker's main thread.
//
// An encrypted payload: metadata `encoding: binary/encrypted` and `encryption-key-id: <id>`;
// data = 12-byte nonce || ciphertext || 16-byte tag. The plaintext is the whole original
// payload (its metadata and data) in the protobuf JSON form of the codec-server protocol
// (payloadJson.ts); the key id is authenticated with it.
import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { Payload, PayloadCodec } from '@temporalio/common';
import { loadKeyRing, type KeyRing, type PayloadKey } from './keyRing.ts';
import { payloadFromJson, payloadToJson } from './payloadJson.ts';

export const ENCRYPTED_ENCODING = 'binary/encrypted';
export const KEY_ID_METADATA = 'encryption-key-id';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A payload that cannot be decrypted: never passed on as if it were plain. */
export class PayloadDecryptionError extends Error {
  override name = 'PayloadDecryptionError';
}

const text = (bytes: Uint8Array | null | undefined): string => Buffer.from(bytes ?? []).toString('utf8');

export function isEncrypted(payload: Payload): boolean {
  return text(payload.metadata?.encoding) === ENCRYPTED_ENCODING;
}

/** Each key imported once: importing a raw key for every payload was most of a payload's cost. */
const imported = new WeakMap<Buffer, KeyObject>();

function secretKey(key: Buffer): KeyObject {
  let found = imported.get(key);
  if (!found) {
    found = createSecretKey(key);
    imported.set(key, found);
  }
  return found;
}

export class EncryptionCodec implements PayloadCodec {
  private ring: KeyRing;
  private readonly reload: (() => KeyRing) | undefined;

  /** `reload` reads the ring again; it is tried once when a payload names an unknown key. */
  constructor(ring: KeyRing, reload?: () => KeyRing) {
    this.ring = ring;
    this.reload = reload;
  }

  async encode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((p) => this.encrypt(p, this.ring.current));
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    // Payloads written before encryption was turned on stay readable.
    return payloads.map((p) => (isEncrypted(p) ? this.decrypt(p) : p));
  }

  private encrypt(payload: Payload, { id, key }: PayloadKey): Payload {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', secretKey(key), nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(id, 'utf8'));
    const plain = Buffer.from(JSON.stringify(payloadToJson(payload)), 'utf8');
    const sealed = Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    return {
      metadata: { encoding: Buffer.from(ENCRYPTED_ENCODING), [KEY_ID_METADATA]: Buffer.from(id, 'utf8') },
      data: sealed,
    };
  }

  private decrypt(payload: Payload): Payload {
    const id = text(payload.metadata?.[KEY_ID_METADATA]);
    if (!id) throw new PayloadDecryptionError(`an encrypted payload has no ${KEY_ID_METADATA}`);
    const { key } = this.keyFor(id);
    const sealed = Buffer.from(payload.data ?? []);
    if (sealed.length < NONCE_BYTES + TAG_BYTES) throw new PayloadDecryptionError(`an encrypted payload (key ${id}) is truncated`);
    const decipher = createDecipheriv('aes-256-gcm', secretKey(key), sealed.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(id, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new PayloadDecryptionError(`an encrypted payload failed authentication with key ${id}: it was altered, or the key is not the one it was sealed with`);
    }
    try {
      return payloadFromJson(JSON.parse(plain.toString('utf8')));
    } catch {
      throw new PayloadDecryptionError(`an encrypted payload (key ${id}) does not hold a payload`);
    }
  }

  private keyFor(id: string): PayloadKey {
    let found = this.ring.keys.find((k) => k.id === id);
    if (!found && this.reload) {
      // Another process may have rotated the ring since this one read it.
      this.ring = this.reload();
      found = this.ring.keys.find((k) => k.id === id);
    }
    if (!found) throw new PayloadDecryptionError(`an encrypted payload names key ${id}, which is not in the key ring (${this.ring.source})`);
    return found;
  }
}

let shared: EncryptionCodec | undefined;

/** The process's codec, reading the key ring on first use (at start in the API and the worker). */
export function payloadCodec(): EncryptionCodec {
  shared ??= new EncryptionCodec(loadKeyRing(), loadKeyRing);
  return shared;
}

// The payload keys: AES-256 keys by id, the first one encrypting, the others kept so that
// histories written before a rotation still decode. They come from PAYLOAD_KEYS, or from a
// file in DATA_DIR that the first process to need it creates (decisions.md).
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync } from 'node:fs';
import { config } from '../config.ts';
import { createOnce, writeTemporary } from '../secretFiles.ts';

export interface PayloadKey {
  id: string;
  key: Buffer;
}

export interface KeyRing {
  /** Encrypts every new payload. */
  current: PayloadKey;
  keys: readonly PayloadKey[];
  /** `PAYLOAD_KEYS`, or the path of the ring file. */
  source: string;
}

const KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;
const KEY_BYTES = 32;

/** `id:base64key` entries separated by commas or line breaks; the first is the current key. */
export function parseKeys(text: string, source: string): PayloadKey[] {
  const entries = text
    .split(/[,\n]/)
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error(`${source}: no payload key`);
  const seen = new Set<string>();
  return entries.map((entry) => {
    const at = entry.indexOf(':');
    const id = entry.slice(0, at);
    if (at < 0 || !KEY_ID.test(id)) throw new Error(`${source}: each entry is id:base64key with an id of letters, digits, . _ - (at most 64)`);
    if (seen.has(id)) throw new Error(`${source}: key id ${id} appears twice`);
    seen.add(id);
    const key = Buffer.from(entry.slice(at + 1), 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`${source}: key ${id} is not ${KEY_BYTES} bytes of base64 (AES-256)`);
    return { id, key };
  });
}

export function formatKeys(keys: readonly PayloadKey[]): string {
  return keys.map((k) => `${k.id}:${k.key.toString('base64')}\n`).join('');
}

/** A new key; its id tells operators when it was made. */
export function newPayloadKey(now = new Date()): PayloadKey {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return { id: `k${day}-${randomBytes(3).toString('hex')}`, key: randomBytes(KEY_BYTES) };
}

function ring(keys: PayloadKey[], source: string): KeyRing {
  return { current: keys[0] as PayloadKey, keys, source };
}

/** Reads the ring from PAYLOAD_KEYS, else from DATA_DIR (created on first use). */
export function loadKeyRing(): KeyRing {
  const cfg = config();
  if (cfg.payloadKeys) return ring(parseKeys(cfg.payloadKeys, 'PAYLOAD_KEYS'), 'PAYLOAD_KEYS');
  const path = cfg.payloadKeysFile;
  createOnce(path, () => formatKeys([newPayloadKey()]));
  return ring(parseKeys(readFileSync(path, 'utf8'), path), path);
}

/**
 * Puts a new current key first in the ring file and keeps the others for decoding. Running
 * processes encrypt with the new key after a restart (or after they re-read the ring).
 */
export function rotateKeyRing(): { added: PayloadKey; ring: KeyRing } {
  const cfg = config();
  if (cfg.payloadKeys) {
    throw new Error(
      'the keys come from PAYLOAD_KEYS: put a new id:key entry first in it (a key is `openssl rand -base64 32`), keep the old ones, and restart the API and the workers',
    );
  }
  const before = loadKeyRing();
  const added = newPayloadKey();
  const keys = [added, ...before.keys];
  const tmp = writeTemporary(cfg.payloadKeysFile, formatKeys(keys));
  renameSync(tmp, cfg.payloadKeysFile);
  return { added, ring: ring(keys, before.source) };
}

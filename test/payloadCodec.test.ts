// The payload codec and its key ring, below the HTTP interface: what a tampered payload, an
// unknown key and a rotation do. The ring file is exercised through real processes (the
// admin CLI and fresh node processes), as the API and the worker use it.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Payload } from '@temporalio/common';
import { defaultPayloadConverter } from '@temporalio/common';
import { EncryptionCodec, ENCRYPTED_ENCODING, KEY_ID_METADATA, PayloadDecryptionError } from '../core/codec/encryptionCodec.ts';
import { formatKeys, parseKeys, type KeyRing, type PayloadKey } from '../core/codec/keyRing.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');

function key(id: string): PayloadKey {
  return { id, key: randomBytes(32) };
}

function ringOf(...keys: PayloadKey[]): KeyRing {
  return { current: keys[0]!, keys, source: 'test' };
}

const meta = (p: Payload, name: string) => Buffer.from(p.metadata?.[name] ?? []).toString('utf8');
const secret = { jobId: 'job-7d3f', idempotencyKey: 'very-private-key' };

describe('EncryptionCodec', () => {
  const k1 = key('k1');
  const codec = new EncryptionCodec(ringOf(k1));

  test('seals the whole payload with the current key and gives it back unchanged', async () => {
    const original = defaultPayloadConverter.toPayload(secret);
    const [sealed] = await codec.encode([original]);
    expect(meta(sealed!, 'encoding')).toBe(ENCRYPTED_ENCODING);
    expect(meta(sealed!, KEY_ID_METADATA)).toBe('k1');
    expect(Object.keys(sealed!.metadata ?? {}).sort()).toEqual(['encoding', KEY_ID_METADATA]);
    expect(Buffer.from(sealed!.data!).includes('very-private-key')).toBe(false);
    const [opened] = await codec.decode([sealed!]);
    expect(meta(opened!, 'encoding')).toBe('json/plain');
    expect(Buffer.from(opened!.data!)).toEqual(Buffer.from(original.data!));
    expect(defaultPayloadConverter.fromPayload(opened!)).toEqual(secret);
  });

  test('a fresh nonce per payload: the same value never seals to the same bytes', async () => {
    const p = defaultPayloadConverter.toPayload(secret);
    const [a, b] = await codec.encode([p, p]);
    expect(Buffer.from(a!.data!).subarray(0, 12)).not.toEqual(Buffer.from(b!.data!).subarray(0, 12));
    expect(Buffer.from(a!.data!)).not.toEqual(Buffer.from(b!.data!));
  });

  test('payloads written before encryption pass through decode unchanged', async () => {
    const plain = defaultPayloadConverter.toPayload({ old: true });
    const [out] = await codec.decode([plain]);
    expect(out).toBe(plain);
  });

  test('a tampered payload is an error, never passed on', async () => {
    const [sealed] = await codec.encode([defaultPayloadConverter.toPayload(secret)]);
    const data = Buffer.from(sealed!.data!);
    for (const at of [0, 20, data.length - 1]) {
      const altered = Buffer.from(data);
      altered[at]! ^= 1;
      await expect(codec.decode([{ ...sealed!, data: altered }])).rejects.toThrow(PayloadDecryptionError);
    }
    await expect(codec.decode([{ ...sealed!, data: data.subarray(0, 20) }])).rejects.toThrow(/truncated/);
    // The key id is authenticated too: relabelling a payload with another known key fails.
    const both = new EncryptionCodec(ringOf(k1, key('k2')));
    const relabelled = { metadata: { ...sealed!.metadata, [KEY_ID_METADATA]: Buffer.from('k2') }, data };
    await expect(both.decode([relabelled])).rejects.toThrow(/failed authentication with key k2/);
  });

  test('an unknown key id is an error, after one more look at the ring', async () => {
    const [sealed] = await new EncryptionCodec(ringOf(key('gone'))).encode([defaultPayloadConverter.toPayload(secret)]);
    let reloads = 0;
    const reloading = new EncryptionCodec(ringOf(k1), () => {
      reloads++;
      return ringOf(k1);
    });
    await expect(reloading.decode([sealed!])).rejects.toThrow(/names key gone, which is not in the key ring/);
    expect(reloads).toBe(1);
    const missingId = { metadata: { encoding: Buffer.from(ENCRYPTED_ENCODING) }, data: sealed!.data };
    await expect(codec.decode([missingId])).rejects.toThrow(PayloadDecryptionError);
  });

  test('rotation: payloads sealed with an older key still decode; new ones use the new key', async () => {
    const [old] = await codec.encode([defaultPayloadConverter.toPayload(secret)]);
    const k2 = key('k2');
    const rotated = new EncryptionCodec(ringOf(k2, k1));
    const [fresh] = await rotated.encode([defaultPayloadConverter.toPayload(secret)]);
    expect(meta(fresh!, KEY_ID_METADATA)).toBe('k2');
    expect(defaultPayloadConverter.fromPayload((await rotated.decode([old!]))[0]!)).toEqual(secret);
    // A process that read the ring before the rotation finds the new key when it re-reads it.
    const before = new EncryptionCodec(ringOf(k1), () => ringOf(k2, k1));
    expect(defaultPayloadConverter.fromPayload((await before.decode([fresh!]))[0]!)).toEqual(secret);
  });
});

describe('key ring syntax', () => {
  test('id:base64key entries, first one current; mistakes are refused with the reason', () => {
    const [a, b] = [key('a'), key('b.2')];
    expect(parseKeys(`${a.id}:${a.key.toString('base64')}, ${b.id}:${b.key.toString('base64')}`, 'PAYLOAD_KEYS').map((k) => k.id)).toEqual(['a', 'b.2']);
    expect(parseKeys(formatKeys([b, a]), 'file').map((k) => k.id)).toEqual(['b.2', 'a']);
    expect(() => parseKeys('', 'PAYLOAD_KEYS')).toThrow(/no payload key/);
    expect(() => parseKeys(`a:${randomBytes(16).toString('base64')}`, 'PAYLOAD_KEYS')).toThrow(/not 32 bytes/);
    expect(() => parseKeys(`a b:${a.key.toString('base64')}`, 'PAYLOAD_KEYS')).toThrow(/id:base64key/);
    expect(() => parseKeys(`${formatKeys([a])}${formatKeys([a])}`, 'PAYLOAD_KEYS')).toThrow(/appears twice/);
  });
});

describe('the key ring file in DATA_DIR', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'figures-ring-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = () => {
    const e: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete e.PAYLOAD_KEYS;
    return e;
  };

  /** A fresh process that reads the ring and seals or opens one payload, as the API and worker do. */
  async function inProcess(script: string): Promise<string> {
    const code = `import { EncryptionCodec } from './core/codec/encryptionCodec.ts';
import { loadKeyRing } from './core/codec/keyRing.ts';
const ring = loadKeyRing();
const codec = new EncryptionCodec(ring);
${script}`;
    const { stdout } = await run(process.execPath, ['--disable-warning=ExperimentalWarning', '--input-type=module', '-e', code], { cwd: ROOT, env: env() });
    return stdout.trim();
  }

  async function admin(...args: string[]): Promise<Record<string, unknown>> {
    const { stdout } = await run(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/admin.ts', ...args, '--json'], { cwd: ROOT, env: env() });
    return JSON.parse(stdout) as Record<string, unknown>;
  }

  test('processes starting together agree on one ring, created with mode 0600', async () => {
    const ids = await Promise.all(Array.from({ length: 4 }, () => inProcess('console.log(ring.keys.map((k) => k.id).join())')));
    expect(new Set(ids).size).toBe(1);
    const path = join(dataDir, 'payload-keys');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  test('`payload-key rotate` adds a current key, keeps the old one, and old payloads still decode', async () => {
    const sealed = await inProcess(
      "const [p] = await codec.encode([{ metadata: { encoding: Buffer.from('json/plain') }, data: Buffer.from('\"before rotation\"') }]); console.log(JSON.stringify({ k: Buffer.from(p.metadata['encryption-key-id']).toString(), d: Buffer.from(p.data).toString('base64') }));",
    );
    const { k: oldId } = JSON.parse(sealed) as { k: string };
    const rotated = await admin('payload-key', 'rotate');
    expect(rotated.current).not.toBe(oldId);
    expect(rotated.key_ids).toEqual([rotated.current, oldId]);
    expect((await admin('payload-key', 'list')).key_ids).toEqual([rotated.current, oldId]);
    expect(statSync(join(dataDir, 'payload-keys')).mode & 0o777).toBe(0o600);
    const opened = await inProcess(
      `const { k, d } = ${sealed}; const [p] = await codec.decode([{ metadata: { encoding: Buffer.from('binary/encrypted'), 'encryption-key-id': Buffer.from(k) }, data: Buffer.from(d, 'base64') }]); console.log(ring.current.id, Buffer.from(p.data).toString());`,
    );
    expect(opened).toBe(`${String(rotated.current)} "before rotation"`);
  });

  test('with PAYLOAD_KEYS set, rotation is refused: the keys are not the CLI’s to change', async () => {
    const k = key('env1');
    const envKeys = { ...env(), PAYLOAD_KEYS: `${k.id}:${k.key.toString('base64')}` };
    const failed = await run(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/admin.ts', 'payload-key', 'rotate', '--json'], { cwd: ROOT, env: envKeys }).catch(
      (err: { code: number; stderr: string }) => err,
    );
    expect((failed as { code: number }).code).toBe(2);
    expect((failed as { stderr: string }).stderr).toMatch(/PAYLOAD_KEYS/);
  });
});

// Files holding secrets the service makes for itself in DATA_DIR (the download-link signing
// secret, the payload key ring): mode 0600, and never seen half written.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes `text` next to `path` with mode 0600 and returns the temporary name. Readers only
 * ever see the file whole: it appears under `path` by link or rename, never being written.
 */
export function writeTemporary(path: string, text: string): string {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, text, { mode: 0o600, flag: 'wx' });
  return tmp;
}

/**
 * Creates `path` with `make()`'s text unless it exists. The API and the worker start together
 * and may both find no file: each writes a candidate and links it into place; a link fails
 * when the file exists, so exactly one candidate wins and both read the winner.
 */
export function createOnce(path: string, make: () => string): void {
  if (existsSync(path)) return;
  const tmp = writeTemporary(path, make());
  try {
    linkSync(tmp, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
}

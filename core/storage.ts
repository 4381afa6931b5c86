// Where file bytes live. Local directory by default; an S3-compatible store would implement
// the same three calls for a deployment with several machines.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { config } from './config.ts';

export interface FileStorage {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer>;
  remove(id: string): Promise<void>;
}

class LocalStorage implements FileStorage {
  private readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  private path(id: string): string {
    // Ids are uuids made by us; the check keeps a bad id from ever naming another path.
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error('invalid file id');
    return join(this.dir, id.slice(0, 2), id);
  }

  async put(id: string, bytes: Buffer): Promise<void> {
    const path = this.path(id);
    await mkdir(join(this.dir, id.slice(0, 2)), { recursive: true });
    // Write then rename: a reader never sees half a file. The temporary name is the writer's
    // own: two attempts of one activity may write the same output at once.
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  get(id: string): Promise<Buffer> {
    return readFile(this.path(id));
  }

  remove(id: string): Promise<void> {
    return rm(this.path(id), { force: true });
  }
}

let storage: FileStorage | undefined;

export function fileStorage(): FileStorage {
  storage ??= new LocalStorage(config().filesDir);
  return storage;
}

// File records: uploads (usable 24 hours) and job outputs (kept with their job).
import { createHash, randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { StoredFile } from './db/entities.ts';
import { fileStorage } from './storage.ts';

export type FileRow = InstanceType<typeof StoredFile.class>;

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function saveFile(
  em: SqlEntityManager,
  input: {
    id?: string;
    accountId: string;
    purpose: string;
    contentType: string;
    bytes: Buffer;
    idempotencyKey?: string | null;
    jobId?: string | null;
    output?: { format: string; width?: number; height?: number };
    expiresAt: Date | null;
  },
): Promise<FileRow> {
  const id = input.id ?? randomUUID();
  await fileStorage().put(id, input.bytes);
  const row = em.create(StoredFile, {
    id,
    accountId: input.accountId,
    purpose: input.purpose,
    contentType: input.contentType,
    sizeBytes: input.bytes.length,
    sha256: sha256(input.bytes),
    idempotencyKey: input.idempotencyKey ?? null,
    jobId: input.jobId ?? null,
    format: input.output?.format ?? null,
    width: input.output?.width ?? null,
    height: input.output?.height ?? null,
    expiresAt: input.expiresAt,
    createdAt: new Date(),
  });
  await em.flush();
  return row;
}

export function isUsable(file: FileRow, now = Date.now()): boolean {
  return !file.expiresAt || file.expiresAt.getTime() > now;
}

// File records: uploads (usable 24 hours) and job outputs (kept with their job).
import { createHash, randomUUID } from 'node:crypto';
import { NotFoundError } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { StoredFile } from './db/entities.ts';
import { dateOf, dateOrNull, insertRow, rows, type Row } from './db/sql.ts';
import { fileStorage } from './storage.ts';

/** A row of `files` as a plain object: changing one writes nothing. */
export type FileRow = InstanceType<typeof StoredFile.class>;

export function fileFromRow(r: Row): FileRow {
  return {
    id: r.id as string,
    accountId: r.account_id as string,
    purpose: r.purpose as string,
    contentType: r.content_type as string,
    sizeBytes: r.size_bytes as number,
    sha256: r.sha256 as string,
    idempotencyKey: (r.idempotency_key as string | null) ?? null,
    jobId: (r.job_id as string | null) ?? null,
    format: (r.format as string | null) ?? null,
    width: (r.width as number | null) ?? null,
    height: (r.height as number | null) ?? null,
    expiresAt: dateOrNull(r.expires_at),
    createdAt: dateOf(r.created_at),
  } as FileRow;
}

/** One of the account's files, null when it has none by that id. */
export async function accountFile(em: SqlEntityManager, accountId: string, id: string): Promise<FileRow | null> {
  const [row] = await rows(em, `select * from files where id = ? and account_id = ?`, [id, accountId]);
  return row ? fileFromRow(row) : null;
}

/** The file an account stored for a purpose under an idempotency key, if any. */
export async function fileForKey(em: SqlEntityManager, accountId: string, purpose: string, key: string): Promise<FileRow | null> {
  const [row] = await rows(em, `select * from files where account_id = ? and purpose = ? and idempotency_key = ?`, [accountId, purpose, key]);
  return row ? fileFromRow(row) : null;
}

/** A file a job's parameters name: admission found it among the account's, so its absence is an error. */
export async function accountFileOrFail(em: SqlEntityManager, accountId: string, id: string): Promise<FileRow> {
  const file = await accountFile(em, accountId, id);
  if (!file) throw NotFoundError.findOneFailed('StoredFile', { id, accountId });
  return file;
}

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
  const file = {
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
  } as FileRow;
  await insertRow(em, 'files', {
    id: file.id,
    account_id: file.accountId,
    purpose: file.purpose,
    content_type: file.contentType,
    size_bytes: file.sizeBytes,
    sha256: file.sha256,
    idempotency_key: file.idempotencyKey,
    job_id: file.jobId,
    format: file.format,
    width: file.width,
    height: file.height,
    expires_at: file.expiresAt,
    created_at: file.createdAt,
  });
  return file;
}

export function isUsable(file: FileRow, now = Date.now()): boolean {
  return !file.expiresAt || file.expiresAt.getTime() > now;
}

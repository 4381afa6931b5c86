import type { SqlEntityManager } from '@mikro-orm/sql';
import type { StoredOutput } from '../../core/db/entities.ts';
import { rows } from '../../core/db/sql.ts';
import { fileFromRow, saveFile, type FileRow } from '../../core/files.ts';
import { uuidFrom } from '../../core/ids.ts';

export function toOutput(file: FileRow): StoredOutput {
  return { fileId: file.id, format: file.format ?? 'bin', ...(file.width && file.height ? { width: file.width, height: file.height } : {}) };
}

/** Outputs already written for the job: a retried activity returns them instead of writing twice. */
export async function existingOutputs(em: SqlEntityManager, jobId: string): Promise<StoredOutput[]> {
  return (await rows(em, `select * from files where job_id = ? and purpose = 'output' order by created_at`, [jobId])).map((row) => toOutput(fileFromRow(row)));
}

async function outputById(em: SqlEntityManager, id: string): Promise<FileRow | undefined> {
  const [row] = await rows(em, `select * from files where id = ?`, [id]);
  return row && fileFromRow(row);
}

/**
 * Saves one output of a job. Its id follows from the job and the output's format, so an
 * activity retried after a crash rewrites the same file instead of leaving an orphan, and
 * a job's outputs are always one complete set.
 */
export async function saveOutput(
  em: SqlEntityManager,
  job: { jobId: string; accountId: string },
  result: { bytes: Buffer; contentType: string; format: string; width?: number; height?: number },
): Promise<StoredOutput> {
  const id = uuidFrom('output', job.jobId, result.format);
  const earlier = await outputById(em, id);
  if (earlier) return toOutput(earlier);
  try {
    const file = await saveFile(em, {
      id,
      accountId: job.accountId,
      purpose: 'output',
      contentType: result.contentType,
      bytes: result.bytes,
      jobId: job.jobId,
      output: { format: result.format, ...(result.width && result.height ? { width: result.width, height: result.height } : {}) },
      expiresAt: null,
    });
    return toOutput(file);
  } catch (err) {
    // A second attempt of the activity (its first one thought dead, but still running) wrote
    // the same output first: that one is this one.
    const winner = await outputById(em.fork(), id);
    if (!winner) throw err;
    return toOutput(winner);
  }
}

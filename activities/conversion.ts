// Thin adapter: source file in, engine, output file out.
import { ApplicationFailure } from '@temporalio/activity';
import { em as newEm } from '../core/db/orm.ts';
import { StoredFile, type StoredOutput } from '../core/db/entities.ts';
import { saveFile } from '../core/files.ts';
import { fileStorage } from '../core/storage.ts';
import type { ConversionParams, EngineResult } from '../core/jobTypes.ts';
import { convertImage, EngineError } from '../engines/conversion/index.ts';

export async function runConversion(jobId: string, accountId: string, params: ConversionParams): Promise<EngineResult> {
  const em = await newEm();
  const done = await em.find(StoredFile, { jobId, purpose: 'output' });
  if (done.length > 0) return { outputs: done.map(toOutput) }; // a retry after the file was written

  const source = await em.findOneOrFail(StoredFile, { id: params.sourceFileId, accountId });
  const bytes = await fileStorage().get(source.id);
  try {
    const result = await convertImage({
      bytes,
      contentType: source.contentType as 'image/png' | 'image/jpeg',
      format: params.format,
      dpi: params.dpi,
    });
    const output = { format: result.format, width: result.width, height: result.height };
    const file = await saveFile(em, { accountId, purpose: 'output', contentType: result.contentType, bytes: result.bytes, jobId, output, expiresAt: null });
    return { outputs: [toOutput(file)] };
  } catch (err) {
    if (err instanceof EngineError) throw ApplicationFailure.nonRetryable(err.message, 'EngineError', err.reason);
    throw err;
  }
}

function toOutput(file: InstanceType<typeof StoredFile.class>): StoredOutput {
  return { fileId: file.id, format: file.format ?? 'bin', ...(file.width && file.height ? { width: file.width, height: file.height } : {}) };
}

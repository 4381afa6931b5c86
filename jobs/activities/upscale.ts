// Thin adapter: the source image in, the super-resolution engine, one output out (in the
// source's format, its long edge the scale's).
import { log } from '@temporalio/activity';
import { em as newEm } from '../../core/db/orm.ts';
import { accountFileOrFail } from '../../core/files.ts';
import { fileStorage } from '../../core/storage.ts';
import type { EngineResult } from '../types.ts';
import { upscaleImage } from '../../engines/image/upscale/index.ts';
import { EngineError } from '../../engines/shared/errors.ts';
import { loadParams } from '../inputs.ts';
import { existingOutputs, saveOutput } from './outputs.ts';
import { engineFailure } from './engineFailure.ts';

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

export async function runUpscale(jobId: string, accountId: string, inputId: string): Promise<EngineResult> {
  const em = await newEm();
  const done = await existingOutputs(em, jobId);
  if (done.length > 0) return { outputs: done };
  const params = await loadParams(em, 'upscale', inputId, accountId);
  const source = await accountFileOrFail(em, accountId, params.sourceFileId);
  try {
    const result = await upscaleImage(await fileStorage().get(source.id), params.longEdge);
    // The method is also written in the file's EXIF ImageDescription (docs/upscales.md).
    log.info(`upscale method: ${result.method}`, { jobId, reason: result.choice.check.reason });
    const output = { bytes: result.bytes, contentType: CONTENT_TYPES[result.format], format: result.format, width: result.width, height: result.height };
    return { outputs: [await saveOutput(em, { jobId, accountId }, output)] };
  } catch (err) {
    if (err instanceof EngineError) throw engineFailure(err, params);
    throw err;
  }
}

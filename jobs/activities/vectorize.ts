// Thin adapter: the source image in, the tracer, one SVG out.
import { em as newEm } from '../../core/db/orm.ts';
import { accountFileOrFail } from '../../core/files.ts';
import { fileStorage } from '../../core/storage.ts';
import type { EngineResult } from '../types.ts';
import { EngineError } from '../../engines/shared/errors.ts';
import { vectorizeImage } from '../../engines/image/vectorize/index.ts';
import { loadParams } from '../inputs.ts';
import { existingOutputs, saveOutput } from './outputs.ts';
import { engineFailure } from './engineFailure.ts';

export async function runVectorize(jobId: string, accountId: string, inputId: string): Promise<EngineResult> {
  const em = await newEm();
  const done = await existingOutputs(em, jobId);
  if (done.length > 0) return { outputs: done };
  const params = await loadParams(em, 'vectorize', inputId, accountId);
  const source = await accountFileOrFail(em, accountId, params.sourceFileId);
  try {
    const result = await vectorizeImage(await fileStorage().get(source.id), params.mode);
    // SVG outputs carry no pixel size (SPEC, Output: width and height are for raster outputs).
    return { outputs: [await saveOutput(em, { jobId, accountId }, { bytes: result.svg, contentType: 'image/svg+xml', format: 'svg' })] };
  } catch (err) {
    if (err instanceof EngineError) throw engineFailure(err, params);
    throw err;
  }
}

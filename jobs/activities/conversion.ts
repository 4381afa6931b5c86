// Thin adapter: source file (a PNG or JPEG image, or a flowchart's SVG) in, conversion engine, output file out.
import { em as newEm } from '../../core/db/orm.ts';
import { accountFileOrFail } from '../../core/files.ts';
import { fileStorage } from '../../core/storage.ts';
import type { EngineResult } from '../types.ts';
import { convertImage, EngineError, type ConversionInput } from '../../engines/conversion/index.ts';
import { loadParams } from '../inputs.ts';
import { saveOutput } from './outputs.ts';
import { engineFailure } from './engineFailure.ts';

export async function runConversion(jobId: string, accountId: string, inputId: string): Promise<EngineResult> {
  const em = await newEm();
  const params = await loadParams(em, 'conversion', inputId, accountId);
  const source = await accountFileOrFail(em, accountId, params.sourceFileId);
  const bytes = await fileStorage().get(source.id);
  try {
    const contentType = source.contentType as ConversionInput['contentType'];
    const result = await convertImage({ bytes, contentType, format: params.format, dpi: params.dpi, ...(params.width !== undefined ? { width: params.width } : {}) });
    return { outputs: [await saveOutput(em, { jobId, accountId }, result)] };
  } catch (err) {
    if (err instanceof EngineError) throw engineFailure(err, params);
    throw err;
  }
}

// Thin adapter: the stored edit's files in, the image engine, one output out (in the
// source's format).
import { config } from '../../core/config.ts';
import { em as newEm } from '../../core/db/orm.ts';
import { TextDetection } from '../../core/db/entities.ts';
import { accountFileOrFail } from '../../core/files.ts';
import { fileStorage } from '../../core/storage.ts';
import type { EngineResult } from '../types.ts';
import { editImage, type EditProvider } from '../../engines/image/edit/index.ts';
import type { EditRequest } from '../../engines/image/types.ts';
import { ProviderError } from '../../engines/illustration/types.ts';
import { EngineError } from '../../engines/shared/errors.ts';
import { loadParams } from '../inputs.ts';
import type { ImageEditParams } from '../catalogue/params.ts';
import { existingOutputs, saveOutput } from './outputs.ts';
import { engineFailure } from './engineFailure.ts';

type Em = Awaited<ReturnType<typeof newEm>>;

export async function runImageEdit(jobId: string, accountId: string, inputId: string): Promise<EngineResult> {
  const em = await newEm();
  const done = await existingOutputs(em, jobId);
  if (done.length > 0) return { outputs: done };
  const params = await loadParams(em, 'image_edit', inputId, accountId);
  try {
    const result = await editImage(await requestOf(em, accountId, params), provider());
    return { outputs: [await saveOutput(em, { jobId, accountId }, result)] };
  } catch (err) {
    if (err instanceof EngineError) throw engineFailure(err, params);
    if (err instanceof ProviderError && !err.retryable) throw engineFailure(err, params);
    throw err;
  }
}

function provider(): EditProvider | null {
  const cfg = config();
  return cfg.imageEditProviderUrl ? { url: cfg.imageEditProviderUrl, apiKey: cfg.imageEditProviderKey, model: cfg.imageEditModel } : null;
}

async function fileBytes(em: Em, accountId: string, id: string): Promise<Buffer> {
  return fileStorage().get((await accountFileOrFail(em, accountId, id)).id);
}

async function requestOf(em: Em, accountId: string, p: ImageEditParams): Promise<EditRequest> {
  const image = await fileBytes(em, accountId, p.imageFileId);
  switch (p.operation) {
    case 'instruct':
      return { operation: 'instruct', image, instruction: p.instruction, mask: p.maskFileId ? await fileBytes(em, accountId, p.maskFileId) : null, quality: p.quality };
    case 'white_background':
      return { operation: 'white_background', image, quality: p.quality };
    case 'aspect_ratio':
      return { operation: 'aspect_ratio', image, aspectRatio: p.aspectRatio, quality: p.quality };
    case 'recolor':
      return { operation: 'recolor', image, palette: p.palette, quality: p.quality };
    case 'replace_text': {
      const detection = await em.findOneOrFail(TextDetection, { id: p.textDetectionId, accountId });
      return {
        operation: 'replace_text',
        image,
        detection: { width: detection.width, height: detection.height, texts: detection.texts as Extract<EditRequest, { operation: 'replace_text' }>['detection']['texts'] },
        replacements: p.replacements,
      };
    }
  }
}

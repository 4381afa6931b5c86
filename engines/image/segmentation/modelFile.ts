// Where the segmentation model's weights live on disk. They are installed once by
// `npx node scripts/models.ts` (npm test and npm start run it), never downloaded at run time.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EngineError } from '../../shared/errors.ts';

export const U2NETP_FILE = 'u2netp.onnx';

/** MODELS_DIR, else <DATA_DIR>/models, DATA_DIR read as core/config.ts reads it (default .data). */
export function modelsDir(): string {
  return resolve(process.env.MODELS_DIR ?? join(process.env.DATA_DIR ?? '.data', 'models'));
}

/** Path of an installed model file; MODEL_MISSING names the command that installs it. */
export function modelPath(file: string): string {
  const path = join(modelsDir(), file);
  if (!existsSync(path)) {
    throw new EngineError('MODEL_MISSING', `The segmentation model ${file} is not installed in ${modelsDir()}; run \`npx node scripts/models.ts\` once.`);
  }
  return path;
}

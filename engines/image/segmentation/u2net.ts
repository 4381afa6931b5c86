// U^2-Net small (u2netp, Apache-2.0 weights, installed by scripts/models.ts): salient-object
// segmentation on a 320x320 copy of the image, as rembg runs it: channels scaled by the
// image's maximum, ImageNet mean and standard deviation, the first output map stretched to
// 0..1 (min-max). The session lives in one worker thread per process (u2netWorker.ts),
// started on first use.
import sharp from 'sharp';
import { EngineError } from '../../shared/errors.ts';
import type { Raster } from '../../shared/raster.ts';
import { modelPath, U2NETP_FILE } from './modelFile.ts';
import type { InferenceRequest } from './u2netWorker.ts';
import { oneThread, ThreadFailure } from '../../shared/workerThread.ts';

export const MODEL_SIDE = 320;
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

const inference = oneThread<InferenceRequest, Float32Array>(new URL('./u2netWorker.ts', import.meta.url));

async function run(modelFile: string, input: Float32Array): Promise<Float32Array> {
  try {
    return await inference.call({ modelFile, input, side: MODEL_SIDE }, [input.buffer as ArrayBuffer]);
  } catch (err) {
    if (err instanceof ThreadFailure && err.code === 'unreadable') {
      throw new EngineError('MODEL_UNREADABLE', `The segmentation model cannot be loaded; reinstall it with \`npx node scripts/models.ts\`.`);
    }
    throw new EngineError('SEGMENTATION_FAILED', 'The segmentation model failed on this image.');
  }
}

/** The model's input: the opaque raster's RGB at 320x320, normalised, planar (1x3x320x320). */
async function inputTensor(raster: Raster): Promise<Float32Array> {
  const rgb = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 4 } })
    .removeAlpha()
    .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let max = 1;
  for (const v of rgb) if (v > max) max = v;
  const plane = MODEL_SIDE * MODEL_SIDE;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) input[c * plane + i] = (rgb[i * 3 + c]! / max - MEAN[c]!) / STD[c]!;
  }
  return input;
}

/** Saliency at 320x320, 0 (background) to 1 (foreground), one float a pixel. */
export async function saliency(raster: Raster): Promise<Float32Array> {
  // Checked here, in the caller's thread, so that a missing model is MODEL_MISSING at once.
  const file = modelPath(U2NETP_FILE);
  const map = await run(file, await inputTensor(raster));
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of map) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  const span = hi - lo || 1;
  for (let i = 0; i < map.length; i++) map[i] = (map[i]! - lo) / span;
  return map;
}

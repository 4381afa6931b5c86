// What an upscale request is checked for before its job exists: a source already that large,
// one the network cannot take, or one too small for the result to be more than a blur.
import { invalidRequest } from '../../core/errors.ts';
import { UPSCALE_SCALES, type UpscaleScale } from '../../core/upscaleScales.ts';
import { planUpscale } from '../../engines/image/upscale/plan.ts';
import { EngineError } from '../../engines/shared/errors.ts';
import { usableImage } from '../requests/sourceFiles.ts';

/** Beyond this factor a network invents detail instead of restoring it (decisions.md). */
const MAX_FACTOR = 16;

export async function checkUpscaleSource(accountId: string, imageId: string, scaleName: UpscaleScale): Promise<void> {
  const scale = UPSCALE_SCALES[scaleName];
  const image = await usableImage(accountId, imageId, 'image');
  const longEdge = Math.max(image.width, image.height);
  if (longEdge >= scale.longEdge) {
    throw invalidRequest(
      'ALREADY_AT_SCALE',
      `The image's long edge is already ${longEdge} pixels, at or above ${scaleName} (${scale.longEdge}); choose a larger scale or keep the image.`,
      'scale',
    );
  }
  try {
    planUpscale(image.width, image.height);
  } catch (err) {
    if (err instanceof EngineError) throw invalidRequest(err.reason, err.message, 'image');
    throw err;
  }
  if (longEdge * MAX_FACTOR < scale.longEdge) {
    throw invalidRequest(
      'UPSCALE_FACTOR_TOO_LARGE',
      `The image's long edge is ${longEdge} pixels; ${scaleName} would enlarge it more than ${MAX_FACTOR} times. Start from a source of at least ${Math.ceil(scale.longEdge / MAX_FACTOR)} pixels.`,
      'image',
    );
  }
}

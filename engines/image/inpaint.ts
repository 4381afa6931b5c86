// Filling a region from its surroundings (Telea's fast-marching inpainting, OpenCV): what
// removes a label or an object so the lines, gradients and flat fills around it continue
// through the hole, instead of a painted box. Shared by replace_text and the instruct edits;
// the work runs in a thread of its own (inpaintWorker.ts).
import { EngineError } from '../shared/errors.ts';
import { oneThread } from '../shared/workerThread.ts';
import type { InpaintRequest } from './inpaintWorker.ts';
import type { Raster } from '../shared/raster.ts';

const thread = oneThread<InpaintRequest, Uint8Array>(new URL('./inpaintWorker.ts', import.meta.url));

/**
 * The raster with every pixel where `mask` is 1 (row-major, one byte a pixel) replaced by colour
 * propagated from the unmasked pixels around it. Alpha is kept as it was; a new raster is returned.
 */
export async function inpaint(raster: Raster, mask: Uint8Array): Promise<Raster> {
  const { width, height } = raster;
  if (mask.length !== width * height) {
    throw new EngineError('MASK_SIZE_MISMATCH', `The mask must have one value for each of the image's ${width}x${height} pixels.`);
  }
  if (!mask.some((v) => v !== 0)) return { data: Buffer.from(raster.data), width, height };
  // Copies go to the thread, so the caller's raster and mask stay its own.
  const data = new Uint8Array(raster.data);
  const hole = new Uint8Array(mask);
  try {
    const filled = await thread.call({ data, width, height, mask: hole }, [data.buffer, hole.buffer]);
    return { data: Buffer.from(filled.buffer, filled.byteOffset, filled.byteLength), width, height };
  } catch {
    throw new EngineError('INPAINTING_FAILED', 'The area could not be filled from its surroundings.');
  }
}

// `instruct` without a provider: the instruction read by the local interpreter and applied
// to the image, in the source's format.
import { decodeImage, encodeImage, type EncodedImage } from '../../shared/raster.ts';
import type { EditRequest } from '../types.ts';
import { applySteps } from './apply.ts';
import { interpretInstruction } from './interpret.ts';
import { readMask } from './mask.ts';

export type InstructRequest = Extract<EditRequest, { operation: 'instruct' }>;

export async function editLocally(req: InstructRequest): Promise<EncodedImage> {
  // Read first: an instruction it cannot follow fails before any pixel work.
  const steps = interpretInstruction(req.instruction);
  const source = await decodeImage(req.image);
  const mask = req.mask ? await readMask(req.mask, source.width, source.height) : null;
  const result = await applySteps({ raster: source, mask }, steps);
  return encodeImage(result.raster, source.format, source.density);
}

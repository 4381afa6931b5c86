// A model answers at the sizes it knows; the job promises its own (sizes.ts). The answer is
// scaled to the job's size when its shape is within 1% of the job's, otherwise cropped
// centrally to the job's shape first (cover), so nothing is ever stretched visibly.
import sharp from 'sharp';
import { LIMITS } from '../../../core/limits.ts';
import { ProviderError } from '../../shared/providerError.ts';

/** Shapes closer than this (as a ratio of ratios) are scaled without cropping. */
const SAME_SHAPE = 1.01;

export async function fitToSize(image: Buffer, width: number, height: number): Promise<Buffer> {
  let meta;
  try {
    meta = await sharp(image, { limitInputPixels: LIMITS.maxInputPixels }).metadata();
  } catch {
    throw new ProviderError('PROVIDER_BAD_IMAGE', 'The image provider answered with data that is not a readable image.', false);
  }
  if (!meta.width || !meta.height) throw new ProviderError('PROVIDER_BAD_IMAGE', 'The image provider answered with an image without a size.', false);
  const shapes = meta.width / meta.height / (width / height);
  const sameShape = Math.max(shapes, 1 / shapes) <= SAME_SHAPE;
  try {
    return await sharp(image, { limitInputPixels: LIMITS.maxInputPixels })
      .rotate()
      .resize(width, height, { fit: sameShape ? 'fill' : 'cover', position: 'centre', kernel: 'lanczos3' })
      .png()
      .toBuffer();
  } catch {
    throw new ProviderError('PROVIDER_BAD_IMAGE', 'The image provider answered with an image that cannot be decoded.', false);
  }
}

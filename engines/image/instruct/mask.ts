// The edit mask: a PNG whose white marks what may change (grey: may change partly). Read
// into one weight a pixel, 0 (keep) to 255 (may change); a transparent mask pixel keeps.
import sharp, { type OutputInfo } from 'sharp';
import { LIMITS } from '../../../core/limits.ts';
import { EngineError } from '../../shared/errors.ts';

export async function readMask(bytes: Buffer, width: number, height: number): Promise<Uint8Array> {
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(bytes, { limitInputPixels: LIMITS.maxInputPixels }).toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new EngineError('MASK_UNREADABLE', 'The mask cannot be read as a PNG image.');
  }
  if (raw.info.width !== width || raw.info.height !== height) {
    throw new EngineError('MASK_SIZE_MISMATCH', `The mask is ${raw.info.width}x${raw.info.height} pixels but the image is ${width}x${height}: they must be the same size.`);
  }
  const weights = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < weights.length; i++, p += 4) {
    const grey = 0.2126 * raw.data[p]! + 0.7152 * raw.data[p + 1]! + 0.0722 * raw.data[p + 2]!;
    weights[i] = Math.round((grey * raw.data[p + 3]!) / 255);
  }
  return weights;
}

export function maskIsEmpty(mask: Uint8Array): boolean {
  for (const w of mask) if (w > 0) return false;
  return true;
}

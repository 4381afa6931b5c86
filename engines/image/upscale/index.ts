// Upscaling (SPEC "POST /images/upscales"): real super-resolution. An ESRGAN-family network
// (plan.ts chooses which) enlarges the colour 4x (or 2x) in tiles in a worker thread, every
// value held to its source neighbourhood's range; a Lanczos resample then gives the exact
// size, and the alpha, which the network never sees, is enlarged by Lanczos alone.
import { EngineError } from '../../shared/errors.ts';
import { decodeImage } from '../raster.ts';
import { finish, type Size } from './finish.ts';
import { superResolve } from './network.ts';
import { planUpscale } from './plan.ts';

export { MAX_SOURCE_PIXELS, planUpscale } from './plan.ts';

/** The source's displayed size (after EXIF orientation) scaled so its long edge is `longEdge`. */
export function upscaleSize(width: number, height: number, longEdge: number): Size {
  const scale = longEdge / Math.max(width, height);
  if (width >= height) return { width: longEdge, height: Math.max(1, Math.round(height * scale)) };
  return { width: Math.max(1, Math.round(width * scale)), height: longEdge };
}

/** Share of the progress the network's tiles account for; the rest is resampling and encoding. */
const NETWORK_SHARE = 0.95;

/**
 * PNG/JPEG/WebP bytes in; the same format out, long edge exactly `longEdge`, aspect kept
 * (short edge rounded). Throws EngineError('ALREADY_AT_SCALE') when the source's long edge is
 * already >= longEdge, SOURCE_TOO_LARGE when no network finishes it in time (planUpscale).
 * onProgress(fraction 0..1) is called as tiles finish. A density written in the source is
 * scaled with the pixels, so the figure keeps its printed size.
 */
export async function upscaleImage(
  bytes: Buffer,
  longEdge: number,
  onProgress?: (done: number) => void,
): Promise<{ bytes: Buffer; width: number; height: number; format: 'png' | 'jpeg' | 'webp' }> {
  const source = await decodeImage(bytes);
  const long = Math.max(source.width, source.height);
  if (long >= longEdge) {
    throw new EngineError('ALREADY_AT_SCALE', `The image is already ${source.width}x${source.height} pixels; its long edge is not below the requested ${longEdge}.`);
  }
  const size = upscaleSize(source.width, source.height, longEdge);
  const plan = planUpscale(source.width, source.height);
  const rgb = await superResolve(source, plan, (done, total) => onProgress?.((NETWORK_SHARE * done) / total));
  const density = source.density ? Math.round(source.density * (size.width / source.width)) : null;
  const out = await finish(rgb, source, size, source.format, density);
  onProgress?.(1);
  return { bytes: out, width: size.width, height: size.height, format: source.format };
}

// Upscaling (SPEC "POST /images/upscales"): real super-resolution where it helps, and never
// below Lanczos. A self-check on a reduced copy of the source (selfCheck.ts) chooses the method
// by the image itself: an ESRGAN-family network (plan.ts chooses which) enlarging the colour 4x
// (or 2x) in tiles in a worker thread, every value held to its source neighbourhood's range,
// blended with a Lanczos enlargement by the share the check found best (method.ts), or Lanczos
// alone. A Lanczos resample then gives the exact size, and the alpha, which the network never
// sees, is enlarged by Lanczos alone. The method used is returned and written in the file.
import { EngineError } from '../../shared/errors.ts';
import { decodeImage } from '../../shared/raster.ts';
import { finish, type Size } from './finish.ts';
import { blendWithLanczos, describeMethod, rgbOf, type UpscaleMethod } from './method.ts';
import { superResolve } from './network.ts';
import { planUpscale } from './plan.ts';
import { chooseMethod, type CheckResult } from './selfCheck.ts';

export { MAX_SOURCE_PIXELS, planUpscale } from './plan.ts';

/** The source's displayed size (after EXIF orientation) scaled so its long edge is `longEdge`. */
export function upscaleSize(width: number, height: number, longEdge: number): Size {
  const scale = longEdge / Math.max(width, height);
  if (width >= height) return { width: longEdge, height: Math.max(1, Math.round(height * scale)) };
  return { width: Math.max(1, Math.round(width * scale)), height: longEdge };
}

/** Shares of the progress: the self-check, then the network's tiles; the rest is resampling and encoding. */
const CHECK_SHARE = 0.05;
const NETWORK_SHARE = 0.9;

export interface UpscaleResult {
  bytes: Buffer;
  width: number;
  height: number;
  format: 'png' | 'jpeg' | 'webp';
  /** What drew the result, as written in the file's EXIF ImageDescription. */
  method: string;
  /** The method's parts and the self-check that chose it. */
  choice: UpscaleMethod & { check: CheckResult };
}

/**
 * PNG/JPEG/WebP bytes in; the same format out, long edge exactly `longEdge`, aspect kept
 * (short edge rounded). Throws EngineError('ALREADY_AT_SCALE') when the source's long edge is
 * already >= longEdge, SOURCE_TOO_LARGE when no network finishes it in time (planUpscale).
 * onProgress(fraction 0..1) is called as the check and the tiles finish. A density written in
 * the source is scaled with the pixels, so the figure keeps its printed size.
 */
export async function upscaleImage(bytes: Buffer, longEdge: number, onProgress?: (done: number) => void): Promise<UpscaleResult> {
  const source = await decodeImage(bytes);
  const long = Math.max(source.width, source.height);
  if (long >= longEdge) {
    throw new EngineError('ALREADY_AT_SCALE', `The image is already ${source.width}x${source.height} pixels; its long edge is not below the requested ${longEdge}.`);
  }
  const size = upscaleSize(source.width, source.height, longEdge);
  const plan = planUpscale(source.width, source.height);
  const check = await chooseMethod(source, size, plan);
  onProgress?.(CHECK_SHARE);
  const { method } = check;
  const model = `esrgan-${plan.size} x${plan.factor}`;
  const rgb =
    method.network > 0
      ? await blendWithLanczos(
          await superResolve(source, plan, (done, total) => onProgress?.(CHECK_SHARE + (NETWORK_SHARE * done) / total)),
          source,
          method.network,
        )
      : rgbOf(source);
  const density = source.density ? Math.round(source.density * (size.width / source.width)) : null;
  const description = `Upscaled ${(size.width / source.width).toFixed(2)}x by ${describeMethod(method, model)}, chosen by a self-check: ${check.reason}`;
  const out = await finish(rgb, source, size, source.format, density, method.smoothing, description);
  onProgress?.(1);
  return { bytes: out, width: size.width, height: size.height, format: source.format, method: describeMethod(method, model), choice: { ...method, check } };
}

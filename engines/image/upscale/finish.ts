// The last step: the network's RGB (or the blend of method.ts) resampled (Lanczos) to the exact
// size and softened as the method asks, the source's alpha enlarged by Lanczos alone and put
// back, and the result encoded in the source's format with the settings of
// engines/shared/raster.ts `encodePipeline`, the method that drew it written in the file's EXIF
// ImageDescription. One sharp pipeline from the network's raster to the file, so the
// full-size RGBA raster is never held in JavaScript memory.
import sharp, { type Sharp } from 'sharp';
import { encodePipeline, type Raster, type RasterFormat } from '../../shared/raster.ts';
import type { RgbRaster } from './network.ts';

export interface Size {
  width: number;
  height: number;
}

function hasTransparency(raster: Raster): boolean {
  for (let i = 3; i < raster.data.length; i += 4) if (raster.data[i] !== 255) return true;
  return false;
}

/** The source's alpha channel alone, resampled to `size`; null when the source is opaque. */
async function enlargedAlpha(source: Raster, size: Size): Promise<Buffer | null> {
  if (!hasTransparency(source)) return null;
  return sharp(source.data, { raw: { width: source.width, height: source.height, channels: 4 } })
    .extractChannel(3)
    .resize(size.width, size.height, { kernel: 'lanczos3', fit: 'fill' })
    .raw()
    .toBuffer();
}

/**
 * `rgb` resampled to `size` by Lanczos, then blurred by `smoothing` pixels of `rgb` (sharp blurs
 * after resizing, so the sigma is given in output pixels; under its 0.3 minimum, no blur).
 * The self-check renders its candidates through the same pipeline.
 */
export function resampled(rgb: RgbRaster, size: Size, smoothing: number): Sharp {
  let img = sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 }, limitInputPixels: false });
  if (rgb.width !== size.width || rgb.height !== size.height) img = img.resize(size.width, size.height, { kernel: 'lanczos3', fit: 'fill' });
  const sigma = smoothing * (size.width / rgb.width);
  if (sigma >= 0.3) img = img.blur(sigma);
  return img;
}

export async function finish(rgb: RgbRaster, source: Raster, size: Size, format: RasterFormat, density: number | null, smoothing: number, description: string): Promise<Buffer> {
  const alpha = await enlargedAlpha(source, size);
  let img = resampled(rgb, size, smoothing);
  // sharp joins channels after resizing, so the alpha is given at the final size.
  if (alpha) img = img.joinChannel(alpha, { raw: { width: size.width, height: size.height, channels: 1 } });
  img = img.withExif({ IFD0: { ImageDescription: description } });
  return encodePipeline(img, format, density);
}

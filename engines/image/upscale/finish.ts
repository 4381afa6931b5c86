// The last step: the network's RGB resampled (Lanczos) to the exact size, the source's alpha
// enlarged by Lanczos alone and put back, and the result encoded in the source's format with
// the settings of engines/image/raster.ts `encodePipeline`. One sharp pipeline from the network's
// raster to the file, so the full-size RGBA raster is never held in JavaScript memory.
import sharp from 'sharp';
import { encodePipeline, type Raster, type RasterFormat } from '../raster.ts';
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

export async function finish(rgb: RgbRaster, source: Raster, size: Size, format: RasterFormat, density: number | null): Promise<Buffer> {
  const alpha = await enlargedAlpha(source, size);
  let img = sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 }, limitInputPixels: false });
  // sharp joins channels after resizing, so the alpha is given at the final size.
  if (rgb.width !== size.width || rgb.height !== size.height) img = img.resize(size.width, size.height, { kernel: 'lanczos3', fit: 'fill' });
  if (alpha) img = img.joinChannel(alpha, { raw: { width: size.width, height: size.height, channels: 1 } });
  return encodePipeline(img, format, density);
}

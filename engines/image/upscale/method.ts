// What draws an upscale: the network's output blended with a Lanczos enlargement of the same
// source, then, when the result is enlarged further than the network went, softened a little
// (at 8-16x the network's sharp pixel-sized steps, enlarged again, show as blocks). One
// definition, used both by the self-check on a reduced copy and by the real upscale.
import sharp from 'sharp';
import type { Raster } from '../../shared/raster.ts';
import type { RgbRaster } from './network.ts';

export interface UpscaleMethod {
  /** Share of the network's output in the result, 0 (Lanczos alone) to 1 (the network alone). */
  network: number;
  /** Gaussian sigma, in pixels of the network's output, applied before the last resample; 0 for none. */
  smoothing: number;
}

export const LANCZOS: UpscaleMethod = { network: 0, smoothing: 0 };

/** Rows of the Lanczos enlargement computed at a time, so it is never held whole. */
const STRIP_ROWS = 256;

/**
 * The network's output blended in place with the source enlarged by Lanczos to the same size:
 * network share `share`, the rest Lanczos. Enlarging is linear, so blending here and
 * resampling once after is the blend of the two resampled.
 */
export async function blendWithLanczos(net: RgbRaster, source: Raster, share: number): Promise<RgbRaster> {
  if (share >= 1) return net;
  const { width, height } = net;
  for (let top = 0; top < height; top += STRIP_ROWS) {
    const rows = Math.min(STRIP_ROWS, height - top);
    const strip = await sharp(source.data, { raw: { width: source.width, height: source.height, channels: 4 } })
      .removeAlpha()
      .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
      .extract({ left: 0, top, width, height: rows })
      .raw()
      .toBuffer();
    const offset = top * width * 3;
    for (let i = 0; i < strip.length; i++) net.data[offset + i] = Math.round(share * net.data[offset + i]! + (1 - share) * strip[i]!);
  }
  return net;
}

/** The RGB of an RGBA raster, for a Lanczos-only upscale that never runs the network. */
export function rgbOf(source: Raster): RgbRaster {
  const data = Buffer.alloc(source.width * source.height * 3);
  for (let p = 0, i = 0, o = 0; p < source.width * source.height; p++, i += 4, o += 3) {
    data[o] = source.data[i]!;
    data[o + 1] = source.data[i + 1]!;
    data[o + 2] = source.data[i + 2]!;
  }
  return { data, width: source.width, height: source.height };
}

/** How a method is named to the client: "network", "Lanczos", "network 75% + Lanczos 25%". */
export function describeMethod(method: UpscaleMethod, model: string): string {
  const share = Math.round(method.network * 100);
  const smoothed = method.smoothing > 0 ? ', softened' : '';
  if (share === 0) return 'Lanczos';
  if (share === 100) return `network (${model})${smoothed}`;
  return `network (${model}) ${share}% + Lanczos ${100 - share}%${smoothed}`;
}

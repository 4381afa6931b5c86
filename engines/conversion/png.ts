// PNG output: the source's pixels re-encoded without loss, with the requested dpi in pHYs.
// sharp can write pHYs (withDensity) but then also adds an EXIF chunk, and without it
// libvips writes a default pHYs; so the chunk is set here on sharp's output instead.

import type { Sharp } from 'sharp';
import { asEngineError, sharpSource } from './source.ts';
import type { Source } from './source.ts';
import { withPhys } from '../shared/pngChunks.ts';

export async function toPng(source: Source, dpi: number): Promise<Buffer> {
  let encoded: Buffer;
  try {
    encoded = await keepSampleFormat((await sharpSource(source)).keepIccProfile(), source).png().toBuffer();
  } catch (error) {
    throw asEngineError(error);
  }
  return withPhys(encoded, dpi);
}

/**
 * sharp converts to 8-bit sRGB unless told otherwise; grey and 16-bit sources keep their
 * channels and depth so that the re-encoding loses nothing. Shared with TIFF output.
 */
export function keepSampleFormat(image: Sharp, source: Source): Sharp {
  const space = source.metadata.space;
  return space === 'b-w' || space === 'grey16' || space === 'rgb16' ? image.toColourspace(space) : image;
}


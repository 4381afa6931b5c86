// TIFF output: lossless (LZW with a horizontal predictor), alpha kept, resolution = dpi.

import { keepSampleFormat } from './png.ts';
import { asEngineError, sharpSource } from './source.ts';
import type { Source } from './source.ts';

const MM_PER_INCH = 25.4;

export async function toTiff(source: Source, dpi: number): Promise<Buffer> {
  try {
    return await keepSampleFormat((await sharpSource(source)).keepIccProfile(), source)
      .tiff({
        compression: 'lzw',
        predictor: 'horizontal',
        // sharp takes pixels per millimetre and, with unit inch, writes them back as dpi.
        xres: dpi / MM_PER_INCH,
        yres: dpi / MM_PER_INCH,
        resolutionUnit: 'inch',
      })
      .toBuffer();
  } catch (error) {
    throw asEngineError(error);
  }
}

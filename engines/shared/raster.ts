// Decoding an uploaded image into RGBA pixels, and encoding a result back into the source's
// own format (PNG stays PNG, JPEG stays JPEG, WebP stays WebP), with the pixel limit that
// keeps a small file from claiming a huge canvas.
import sharp, { type Sharp } from 'sharp';
import { LIMITS } from '../../core/limits.ts';
import { EngineError } from './errors.ts';

export type RasterFormat = 'png' | 'jpeg' | 'webp';

/** Straight (not premultiplied) RGBA, row-major, 4 bytes a pixel. */
export interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

export interface DecodedImage extends Raster {
  format: RasterFormat;
  /** Pixels per inch written in the source, kept on the way out; null when it had none. */
  density: number | null;
}

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  format: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
}

const FORMATS: Record<string, RasterFormat> = { png: 'png', jpeg: 'jpeg', jpg: 'jpeg', webp: 'webp' };

export async function decodeImage(bytes: Buffer): Promise<DecodedImage> {
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: LIMITS.maxInputPixels }).metadata();
  } catch {
    throw new EngineError('IMAGE_UNREADABLE', 'The image cannot be read as PNG, JPEG or WebP.');
  }
  const format = FORMATS[meta.format ?? ''];
  if (!format) throw new EngineError('UNSUPPORTED_SOURCE_FORMAT', 'The image must be PNG, JPEG or WebP.');
  if (!meta.width || !meta.height || meta.width * meta.height > LIMITS.maxInputPixels) {
    throw new EngineError('IMAGE_TOO_LARGE', `Images are limited to ${LIMITS.maxInputPixels} pixels.`);
  }
  try {
    // autoOrient: a phone JPEG's EXIF rotation is applied once, here, so every engine sees
    // the picture the way a person does.
    const { data, info } = await sharp(bytes, { limitInputPixels: LIMITS.maxInputPixels })
      .autoOrient()
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, format, density: meta.density ?? null };
  } catch {
    throw new EngineError('IMAGE_UNREADABLE', 'The image cannot be decoded.');
  }
}

/** Ends a sharp pipeline in `format` with the settings every image engine writes with. */
export function encodePipeline(img: Sharp, format: RasterFormat, density: number | null = null): Promise<Buffer> {
  if (density) img = img.withMetadata({ density });
  if (format === 'png') return img.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  if (format === 'jpeg') return img.flatten({ background: '#ffffff' }).jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: true }).toBuffer();
  return img.webp({ lossless: true }).toBuffer();
}

/** Encodes RGBA pixels as `format`. JPEG has no alpha: transparent pixels land on white. */
export async function encodeImage(raster: Raster, format: RasterFormat, density: number | null = null): Promise<EncodedImage> {
  const bytes = await encodePipeline(sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 4 } }), format, density);
  const contentType = format === 'png' ? 'image/png' : format === 'jpeg' ? 'image/jpeg' : 'image/webp';
  return { bytes, contentType, format, width: raster.width, height: raster.height };
}

// Checks a conversion source before anything decodes it, so a small file that claims a huge
// size is refused from its header instead of being allocated.

import sharp from 'sharp';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { LIMITS } from '../../core/limits.ts';
import { sniffContentType } from '../../core/sniff.ts';
import { deinterlace } from './deinterlace.ts';
import { EngineError } from '../shared/errors.ts';
import { readPngFile } from './pngFile.ts';
import { checkRows } from './pngRows.ts';

export type SourceType = 'image/png' | 'image/jpeg';

export interface Source {
  bytes: Buffer;
  contentType: SourceType;
  width: number;
  height: number;
  metadata: Metadata;
}

// failOn 'error' refuses truncated and corrupt data but not libpng's warnings, which
// many real files trigger (e.g. a known-incorrect sRGB profile). sharp reads sequentially
// by default, so libvips decodes a few rows at a time unless an operation needs them all.
export const SHARP_INPUT: SharpOptions = { limitInputPixels: LIMITS.maxInputPixels, failOn: 'error' };

/** The source for libvips, an interlaced PNG first rewritten without interlacing (see deinterlace.ts). */
export async function sharpSource(source: Source): Promise<Sharp> {
  let bytes = source.bytes;
  if (source.contentType === 'image/png') {
    const png = readPngFile(bytes);
    if (png.interlaced) bytes = await deinterlace(png);
  }
  return sharp(bytes, SHARP_INPUT);
}

export async function inspectSource(bytes: Buffer, contentType: SourceType): Promise<Source> {
  if (bytes.length > LIMITS.conversionSourceBytes) {
    throw new EngineError('FILE_TOO_LARGE', `The source is larger than ${LIMITS.conversionSourceBytes} bytes.`);
  }
  // The engine does not trust the caller's label: the bytes must be what it says.
  if (sniffContentType(bytes) !== contentType) {
    throw new EngineError('IMAGE_UNREADABLE', `The source is not a readable ${contentType} image.`);
  }
  // sharp's own metadata() refuses oversized headers only above its built-in limit, and
  // reports some of them as a corrupt header: read the claimed size first.
  const claimed = claimedSize(bytes, contentType);
  if (!claimed) throw new EngineError('IMAGE_UNREADABLE', 'The source image header cannot be read.');
  checkPixels(claimed.width, claimed.height);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, SHARP_INPUT).metadata();
  } catch (error) {
    throw asEngineError(error);
  }
  const { width, height } = metadata;
  if (!width || !height) throw new EngineError('IMAGE_UNREADABLE', 'The source image has no size.');
  checkPixels(width, height);
  return { bytes, contentType, width, height, metadata };
}

/**
 * Decodes every pixel once, for outputs that embed the source bytes without decoding them,
 * holding a few rows at a time: a PNG through pngRows.ts, a JPEG through libvips read in
 * sequence, its one channel written to a fast PNG that is thrown away. (sharp's stats() holds
 * the whole image: 432 MB for 12000x12000 RGB.)
 */
export async function checkDecodes(source: Source): Promise<void> {
  try {
    if (source.contentType === 'image/png') await checkRows(readPngFile(source.bytes));
    else await sharp(source.bytes, SHARP_INPUT).extractChannel(0).png({ compressionLevel: 1 }).toBuffer();
  } catch (error) {
    throw asEngineError(error);
  }
}

/** sharp and the format libraries throw plain errors; their text never reaches a client. */
export function asEngineError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return new EngineError('IMAGE_TOO_LARGE', `The source has more than ${LIMITS.maxInputPixels} pixels.`);
  }
  return new EngineError('IMAGE_UNREADABLE', 'The source image cannot be decoded (corrupt or truncated data).');
}

function checkPixels(width: number, height: number): void {
  if (width * height > LIMITS.maxInputPixels) {
    throw new EngineError('IMAGE_TOO_LARGE', `The source is ${width}x${height} pixels, more than ${LIMITS.maxInputPixels}.`);
  }
}

interface Size {
  width: number;
  height: number;
}

/** The pixel size a PNG or JPEG header claims, read without decoding anything. */
export function claimedSize(bytes: Buffer, contentType: SourceType): Size | undefined {
  return contentType === 'image/png' ? pngHeaderSize(bytes) : jpegHeaderSize(bytes);
}

/** IHDR must be the first chunk: width and height are its first two fields. */
function pngHeaderSize(bytes: Buffer): Size | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The first start-of-frame marker holds the size; markers before it are skipped by length. */
function jpegHeaderSize(bytes: Buffer): Size | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // image data before any frame header
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return undefined;
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      // A height of 0 is declared later by a DNL marker; sharp's metadata then decides.
      return width > 0 ? { width, height: height || 1 } : undefined;
    }
    at += 2 + length;
  }
  return undefined;
}

// A PNG's structure, read without decoding its pixels: the header, the chunks that say how to
// read the samples (PLTE, tRNS, iCCP) and the compressed image data as slices of the file.
// Written by hand because the outputs that can reuse the compressed data as it is (PDF) or
// decode it a band at a time need this much, and the PNG libraries for Node decode the whole
// image into memory first (a 12000x12000 RGBA image is 576 MB decoded, 1.15 GB at 16 bits).

import { crc32 } from 'node:zlib';
import type { PngChunk } from '../shared/pngChunks.ts';
import { EngineError } from '../shared/errors.ts';

export type ColourType = 0 | 2 | 3 | 4 | 6;

export interface PngFile {
  width: number;
  height: number;
  bitDepth: number;
  colourType: ColourType;
  interlaced: boolean;
  /** RGB triples. */
  palette?: Buffer;
  /** tRNS as stored: one alpha per palette entry, or the transparent grey / RGB sample. */
  transparency?: Buffer;
  /** Every chunk in file order (IDAT included), each checked against its CRC. */
  chunks: PngChunk[];
  /** The data of the IDAT chunks, in order: together, one zlib stream. */
  idat: Buffer[];
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<ColourType, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<ColourType, readonly number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

export function channelsOf(png: Pick<PngFile, 'colourType'>): number {
  return CHANNELS[png.colourType];
}

export function bitsPerPixel(png: Pick<PngFile, 'colourType' | 'bitDepth'>): number {
  return CHANNELS[png.colourType] * png.bitDepth;
}

/** Bytes of one unfiltered scanline of `width` pixels (without the filter-type byte). */
export function rowBytes(png: Pick<PngFile, 'colourType' | 'bitDepth'>, width: number): number {
  return Math.ceil((width * bitsPerPixel(png)) / 8);
}

function unreadable(message: string): EngineError {
  return new EngineError('IMAGE_UNREADABLE', `The source PNG is damaged: ${message}.`);
}

export function readPngFile(bytes: Buffer): PngFile {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw unreadable('no PNG signature');
  const chunks: PngChunk[] = [];
  // As libpng does: a file may stop after a whole chunk without IEND (the rows tell whether the
  // image data is complete), and an ancillary chunk (lower-case first letter) failing its CRC
  // is dropped; a critical one failing it is damage.
  for (let at = 8; at < bytes.length; ) {
    if (at + 12 > bytes.length) throw unreadable('the file ends inside a chunk');
    const length = bytes.readUInt32BE(at);
    if (length > 0x7fffffff || at + 12 + length > bytes.length) throw unreadable('a chunk runs past the end of the file');
    const typeAndData = bytes.subarray(at + 4, at + 8 + length);
    const type = typeAndData.toString('latin1', 0, 4);
    at += 12 + length;
    if (crc32(typeAndData) !== bytes.readUInt32BE(at - 4)) {
      if (type.charCodeAt(0) & 0x20) continue;
      throw unreadable(`its ${type} chunk fails its CRC check`);
    }
    chunks.push({ type, data: typeAndData.subarray(4) });
    if (type === 'IEND') break;
  }
  const header = chunks[0];
  if (header?.type !== 'IHDR' || header.data.length !== 13) throw unreadable('IHDR is not the first chunk');
  const colourType = header.data[9] as ColourType;
  const bitDepth = header.data[8]!;
  if (!(colourType in DEPTHS) || !DEPTHS[colourType].includes(bitDepth)) throw unreadable(`colour type ${colourType} with ${bitDepth}-bit samples is not valid PNG`);
  if (header.data[10] !== 0 || header.data[11] !== 0 || header.data[12]! > 1) throw unreadable('unknown compression, filter or interlace method');
  const png: PngFile = {
    width: header.data.readUInt32BE(0),
    height: header.data.readUInt32BE(4),
    bitDepth,
    colourType,
    interlaced: header.data[12] === 1,
    chunks,
    idat: chunks.filter((c) => c.type === 'IDAT').map((c) => c.data),
  };
  if (png.width === 0 || png.height === 0) throw unreadable('the image has no pixels');
  if (png.idat.length === 0) throw unreadable('no image data');
  const palette = chunks.find((c) => c.type === 'PLTE')?.data;
  if (palette) {
    if (palette.length % 3 !== 0 || palette.length === 0 || palette.length > 256 * 3) throw unreadable('the palette has a wrong length');
    png.palette = palette;
  }
  if (colourType === 3 && !palette) throw unreadable('a palette image without a palette');
  const transparency = chunks.find((c) => c.type === 'tRNS')?.data;
  if (transparency) {
    const expected = colourType === 0 ? transparency.length === 2 : colourType === 2 ? transparency.length === 6 : colourType === 3 ? transparency.length <= (palette?.length ?? 0) / 3 : false;
    if (!expected) throw unreadable('the transparency chunk does not fit the colour type');
    png.transparency = transparency;
  }
  return png;
}

/** The seven Adam7 passes: pixel (x0 + i*dx, y0 + j*dy) of the image is pixel (i, j) of the pass. */
export const ADAM7 = [
  { x0: 0, y0: 0, dx: 8, dy: 8 },
  { x0: 4, y0: 0, dx: 8, dy: 8 },
  { x0: 0, y0: 4, dx: 4, dy: 8 },
  { x0: 2, y0: 0, dx: 4, dy: 4 },
  { x0: 0, y0: 2, dx: 2, dy: 4 },
  { x0: 1, y0: 0, dx: 2, dy: 2 },
  { x0: 0, y0: 1, dx: 1, dy: 2 },
] as const;

/** Sub-images stored in the data, in order: the whole image, or the non-empty Adam7 passes. */
export function subImages(png: PngFile): Array<{ width: number; height: number; x0: number; y0: number; dx: number; dy: number }> {
  if (!png.interlaced) return [{ width: png.width, height: png.height, x0: 0, y0: 0, dx: 1, dy: 1 }];
  return ADAM7.map((p) => ({ ...p, width: Math.ceil((png.width - p.x0) / p.dx), height: Math.ceil((png.height - p.y0) / p.dy) })).filter(
    (p) => p.width > 0 && p.height > 0,
  );
}

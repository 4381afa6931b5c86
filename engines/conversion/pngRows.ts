// A PNG's pixel rows, decoded as a stream: memory holds a few rows (or one band of rows for an
// interlaced image), never the whole image. Rows come top to bottom in the non-interlaced
// layout, unfiltered, with the file's own sample packing (bit depth, big-endian 16-bit).

import { Readable } from 'node:stream';
import { createInflate } from 'node:zlib';
import { EngineError } from '../shared/errors.ts';
import { bitsPerPixel, rowBytes, subImages, type PngFile } from './pngFile.ts';

/**
 * An interlaced image's rows are spread over seven passes: they are rebuilt a band at a time,
 * each band inflating the data again. 128 MB of rows per band keeps a 12000x12000 RGBA image
 * at 16 bits (1.15 GB of samples) to nine passes over its data.
 */
const BAND_BYTES = 128 * 1024 * 1024;
const INFLATE_CHUNK = 256 * 1024;
/**
 * Decoding holds two rows. The pixel limit alone admits a strip of 144 million pixels, one row
 * of 1.15 GB at 16-bit RGBA; no figure has rows of millions of pixels, so rows stop at 64 MB.
 */
const MAX_ROW_BYTES = 64 * 1024 * 1024;

function damaged(message: string): EngineError {
  return new EngineError('IMAGE_UNREADABLE', `The source PNG is damaged: ${message}.`);
}

/** Bytes per complete pixel, at least one: the distance the Sub, Average and Paeth filters look back. */
export function filterStep(png: Pick<PngFile, 'colourType' | 'bitDepth'>): number {
  return Math.max(1, bitsPerPixel(png) >> 3);
}

interface StoredRow {
  /** Index of the sub-image (0 when not interlaced, else the non-empty pass). */
  sub: number;
  /** Row within the sub-image. */
  row: number;
  /** Unfiltered samples; the buffer is reused for a later row. */
  data: Buffer;
}

/** Every stored row in file order, unfiltered. Checks that the data holds exactly the image. */
async function* storedRows(png: PngFile): AsyncGenerator<StoredRow> {
  if (rowBytes(png, png.width) > MAX_ROW_BYTES) {
    throw new EngineError('IMAGE_TOO_LARGE', `The source is ${png.width} pixels wide: rows of more than ${MAX_ROW_BYTES} bytes are not converted.`);
  }
  const subs = subImages(png);
  const step = filterStep(png);
  let sub = 0;
  let row = 0;
  let length = rowBytes(png, subs[0]!.width) + 1;
  let line = Buffer.alloc(length);
  let previous = Buffer.alloc(length);
  let filled = 0;
  const source = Readable.from(png.idat);
  const inflate = createInflate({ chunkSize: INFLATE_CHUNK });
  source.pipe(inflate);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      let at = 0;
      // Data after the last row is ignored, as libpng does.
      while (at < chunk.length && sub < subs.length) {
        const n = Math.min(length - filled, chunk.length - at);
        chunk.copy(line, filled, at, at + n);
        filled += n;
        at += n;
        if (filled < length) continue;
        unfilter(line, previous, step);
        yield { sub, row, data: line.subarray(1) };
        [line, previous] = [previous, line];
        filled = 0;
        if (++row === subs[sub]!.height) {
          row = 0;
          if (++sub < subs.length) {
            // Each pass starts afresh: its first row has no row above it.
            length = rowBytes(png, subs[sub]!.width) + 1;
            line = Buffer.alloc(length);
            previous = Buffer.alloc(length);
          }
        }
      }
    }
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw damaged('its compressed data is corrupt or truncated');
  } finally {
    source.destroy();
    inflate.destroy();
  }
  if (sub < subs.length) throw damaged('its image data ends early');
}

/** Undoes the row's filter (PNG spec, section 9) in place; `previous` is the unfiltered row above. */
function unfilter(line: Buffer, previous: Buffer, step: number): void {
  const n = line.length;
  switch (line[0]) {
    case 0:
      return;
    case 1:
      for (let i = 1 + step; i < n; i++) line[i] = line[i]! + line[i - step]!;
      return;
    case 2:
      for (let i = 1; i < n; i++) line[i] = line[i]! + previous[i]!;
      return;
    case 3:
      for (let i = 1; i < n; i++) line[i] = line[i]! + (((i > step ? line[i - step]! : 0) + previous[i]!) >> 1);
      return;
    case 4:
      for (let i = 1; i < n; i++) {
        const a = i > step ? line[i - step]! : 0;
        const b = previous[i]!;
        const c = i > step ? previous[i - step]! : 0;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        line[i] = line[i]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      return;
    default:
      throw damaged(`a row has the unknown filter type ${line[0]}`);
  }
}

/**
 * The image's rows, top to bottom. The yielded buffer is reused for the next row: copy what
 * must outlive the step.
 */
export async function* imageRows(png: PngFile): AsyncGenerator<Buffer> {
  if (!png.interlaced) {
    for await (const stored of storedRows(png)) yield stored.data;
    return;
  }
  const length = rowBytes(png, png.width);
  const bandRows = Math.max(1, Math.min(png.height, Math.floor(BAND_BYTES / length)));
  const band = Buffer.alloc(bandRows * length);
  const subs = subImages(png);
  const bits = bitsPerPixel(png);
  for (let top = 0; top < png.height; top += bandRows) {
    const bottom = Math.min(png.height, top + bandRows);
    band.fill(0);
    for await (const stored of storedRows(png)) {
      const pass = subs[stored.sub]!;
      const y = pass.y0 + stored.row * pass.dy;
      if (y >= bottom) {
        // The rest of the last pass lies below this band too.
        if (stored.sub === subs.length - 1) break;
        continue;
      }
      if (y < top) continue;
      scatter(stored.data, pass, band, (y - top) * length, bits);
    }
    for (let y = top; y < bottom; y++) yield band.subarray((y - top) * length, (y - top + 1) * length);
  }
}

/** Puts the pixels of one pass row where they belong in a row of the image. */
function scatter(source: Buffer, pass: { width: number; x0: number; dx: number }, target: Buffer, offset: number, bits: number): void {
  if (bits >= 8) {
    const bytes = bits >> 3;
    for (let i = 0; i < pass.width; i++) {
      const from = i * bytes;
      const to = offset + (pass.x0 + i * pass.dx) * bytes;
      for (let k = 0; k < bytes; k++) target[to + k] = source[from + k]!;
    }
    return;
  }
  const mask = (1 << bits) - 1;
  for (let i = 0; i < pass.width; i++) {
    const from = i * bits;
    const value = (source[from >> 3]! >> (8 - bits - (from & 7))) & mask;
    const to = (pass.x0 + i * pass.dx) * bits;
    target[offset + (to >> 3)] = target[offset + (to >> 3)]! | (value << (8 - bits - (to & 7)));
  }
}

/**
 * Decodes every row once without keeping any, so that outputs embedding the source as it is
 * (PPTX, and PDF when the data passes through) refuse a damaged file. A palette index beyond
 * the palette is damage too: viewers disagree on what it shows.
 */
export async function checkRows(png: PngFile): Promise<void> {
  const entries = (png.palette?.length ?? 0) / 3;
  const paletted = png.colourType === 3;
  for await (const row of imageRows(png)) {
    if (paletted && entries < 1 << png.bitDepth) checkIndices(row, png.width, png.bitDepth, entries);
  }
}

/** Palette indices of one row, each below `entries`. */
export function checkIndices(row: Buffer, width: number, bitDepth: number, entries: number): void {
  const mask = (1 << bitDepth) - 1;
  for (let x = 0; x < width; x++) {
    const bit = x * bitDepth;
    if (((row[bit >> 3]! >> (8 - bitDepth - (bit & 7))) & mask) >= entries) throw damaged('a pixel names a colour beyond the palette');
  }
}

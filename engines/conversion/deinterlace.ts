// An interlaced PNG rewritten without interlacing, chunks and pixels otherwise the same.
// libvips decodes an interlaced PNG whole into memory (576 MB for 12000x12000 RGBA, twice
// that at 16 bits) but streams a non-interlaced one a few rows at a time; pngRows.ts rebuilds
// the rows a band at a time, so the rewrite stays within a band's memory.

import { encodeChunk } from '../shared/pngChunks.ts';
import { PNG_SIGNATURE, rowBytes, type PngFile } from './pngFile.ts';
import { filterStep, imageRows } from './pngRows.ts';
import { RowDeflate } from './rowDeflate.ts';

// PNG allows chunks up to 2^31 - 1 bytes; smaller ones are what encoders write and readers expect.
const IDAT_BYTES = 8 * 1024 * 1024;

export async function deinterlace(png: PngFile): Promise<Buffer> {
  const rows = new RowDeflate(rowBytes(png, png.width), filterStep(png));
  try {
    for await (const row of imageRows(png)) await rows.push(row);
  } catch (error) {
    rows.abort();
    throw error;
  }
  const data = await rows.finish();
  const parts: Buffer[] = [PNG_SIGNATURE];
  let wroteData = false;
  for (const chunk of png.chunks) {
    if (chunk.type === 'IHDR') {
      const header = Buffer.from(chunk.data);
      header[12] = 0; // interlace method: none
      parts.push(encodeChunk('IHDR', header));
    } else if (chunk.type === 'IDAT') {
      if (wroteData) continue;
      for (let at = 0; at < data.length; at += IDAT_BYTES) parts.push(encodeChunk('IDAT', data.subarray(at, at + IDAT_BYTES)));
      wroteData = true;
    } else {
      parts.push(encodeChunk(chunk.type, chunk.data));
    }
  }
  return Buffer.concat(parts);
}

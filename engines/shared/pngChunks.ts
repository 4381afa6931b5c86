// PNG chunks, read and written by hand: the resolution (pHYs) of an output is set here, for
// conversions and charts alike, because sharp either adds an EXIF chunk with it or writes a
// default one.
import { crc32 } from 'node:zlib';

const SIGNATURE_BYTES = 8;
// Chunks that carry pixels or how to read their colours; everything else (text, EXIF,
// times, the old pHYs) is metadata an output does not keep.
const KEPT_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'iCCP', 'sRGB', 'gAMA', 'cHRM', 'sBIT', 'IDAT', 'IEND']);

export interface PngChunk {
  type: string;
  data: Buffer;
}

export function readPngChunks(png: Buffer): PngChunk[] {
  const chunks: PngChunk[] = [];
  let at = SIGNATURE_BYTES;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
    if (type === 'IEND') break;
  }
  return chunks;
}

/** Rewrites the chunk list: only KEPT_CHUNKS, and one pHYs right after IHDR. */
export function withPhys(png: Buffer, dpi: number): Buffer {
  const parts: Buffer[] = [png.subarray(0, SIGNATURE_BYTES)];
  for (const chunk of readPngChunks(png)) {
    if (!KEPT_CHUNKS.has(chunk.type)) continue;
    parts.push(encodeChunk(chunk.type, chunk.data));
    if (chunk.type === 'IHDR') parts.push(encodeChunk('pHYs', physData(dpi)));
  }
  return Buffer.concat(parts);
}

/** pHYs counts pixels per metre; the nearest integer reads back as the dpi when rounded. */
function physData(dpi: number): Buffer {
  const perMetre = Math.round(dpi / 0.0254);
  const data = Buffer.alloc(9);
  data.writeUInt32BE(perMetre, 0);
  data.writeUInt32BE(perMetre, 4);
  data[8] = 1; // unit: metre
  return data;
}

/** A chunk as a PNG stores it: length, type, data, and the CRC of type and data. */
export function encodeChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  // The CRC covers the type and the data, not the length.
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

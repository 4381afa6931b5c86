// A PNG writer for tests, independent of the engines: every colour type and bit depth, Adam7
// interlacing, rows cycling through all five filters, the data spread over several IDAT
// chunks. sharp cannot write most of these forms (grey below 8 bits, 16-bit grey with alpha,
// interlaced palettes of 1 to 4 bits), and the engine must read them all.
import { crc32, deflateSync } from 'node:zlib';

export interface PngSpec {
  width: number;
  height: number;
  colourType: 0 | 2 | 3 | 4 | 6;
  bitDepth: 1 | 2 | 4 | 8 | 16;
  /** One value per channel per pixel, row by row, each within the bit depth. */
  samples: ArrayLike<number>;
  interlace?: boolean;
  palette?: Buffer;
  transparency?: Buffer;
  /** Extra chunks (type and data) placed before the palette. */
  chunks?: Array<[string, Buffer]>;
}

const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as const;
const PASSES = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

export function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return out;
}

function predictor(type: number, a: number, b: number, c: number): number {
  if (type === 1) return a;
  if (type === 2) return b;
  if (type === 3) return (a + b) >> 1;
  if (type === 4) {
    const p = a + b - c;
    const pa = Math.abs(p - a);
    const pb = Math.abs(p - b);
    const pc = Math.abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  }
  return 0;
}

/** The filtered scanlines of the image (or of each pass), concatenated. */
function scanlines(spec: PngSpec): Buffer {
  const channels = CHANNELS[spec.colourType];
  const bits = channels * spec.bitDepth;
  const step = Math.max(1, bits >> 3);
  const passes = spec.interlace ? PASSES : ([[0, 0, 1, 1]] as const);
  const lines: Buffer[] = [];
  let filter = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const width = Math.ceil((spec.width - x0) / dx);
    const height = Math.ceil((spec.height - y0) / dy);
    if (width <= 0 || height <= 0) continue;
    const length = Math.ceil((width * bits) / 8);
    let above = Buffer.alloc(length);
    for (let j = 0; j < height; j++) {
      const raw = Buffer.alloc(length);
      for (let i = 0; i < width; i++) {
        const pixel = (y0 + j * dy) * spec.width + x0 + i * dx;
        for (let c = 0; c < channels; c++) {
          const value = spec.samples[pixel * channels + c]!;
          const bit = (i * channels + c) * spec.bitDepth;
          if (spec.bitDepth === 16) raw.writeUInt16BE(value, bit >> 3);
          else raw[bit >> 3] = raw[bit >> 3]! | (value << (8 - spec.bitDepth - (bit & 7)));
        }
      }
      const type = filter++ % 5;
      const line = Buffer.alloc(length + 1);
      line[0] = type;
      for (let k = 0; k < length; k++) {
        line[k + 1] = raw[k]! - predictor(type, k >= step ? raw[k - step]! : 0, above[k]!, k >= step ? above[k - step]! : 0);
      }
      lines.push(line);
      above = raw;
    }
  }
  return Buffer.concat(lines);
}

export function writePng(spec: PngSpec): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(spec.width, 0);
  header.writeUInt32BE(spec.height, 4);
  header[8] = spec.bitDepth;
  header[9] = spec.colourType;
  header[12] = spec.interlace ? 1 : 0;
  const data = deflateSync(scanlines(spec));
  const idat: Buffer[] = [];
  for (let at = 0; at < data.length; at += 997) idat.push(pngChunk('IDAT', data.subarray(at, at + 997)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    ...(spec.chunks ?? []).map(([type, body]) => pngChunk(type, body)),
    ...(spec.palette ? [pngChunk('PLTE', spec.palette)] : []),
    ...(spec.transparency ? [pngChunk('tRNS', spec.transparency)] : []),
    ...idat,
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The concatenated IDAT data of a PNG (its one zlib stream). */
export function idatData(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return Buffer.concat(parts);
}

// An RGB TIFF compressed on two threads: libtiff compresses one strip after another, and the
// LZW of a 600 dpi figure takes longer than drawing it. The rows are cut in two bands at a
// strip boundary, each band is written by sharp on its own thread, and their strips are put
// together in one baseline TIFF (strips are independent LZW streams; the file is the same as
// one written whole, but for where the strips lie in it).

import type { Sharp } from 'sharp';

/** How sharp cuts a TIFF into strips (libvips writes 256 rows a strip, the last shorter). */
const ROWS_PER_STRIP = 256;

interface Ifd {
  le: boolean;
  entries: Map<number, { type: number; count: number; bytes: Buffer }>;
}

const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1 };

function readIfd(tiff: Buffer): Ifd {
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const at = u32(4);
  const entries: Ifd['entries'] = new Map();
  for (let i = 0; i < u16(at); i++) {
    const e = at + 2 + 12 * i;
    const type = u16(e + 2);
    const count = u32(e + 4);
    const size = (TYPE_SIZE[type] ?? 1) * count;
    const from = size <= 4 ? e + 8 : u32(e + 8);
    entries.set(u16(e), { type, count, bytes: Buffer.from(tiff.subarray(from, from + size)) });
  }
  return { le, entries };
}

function numbers(ifd: Ifd, tag: number): number[] {
  const entry = ifd.entries.get(tag);
  if (!entry) throw new Error(`TIFF tag ${tag} missing`);
  const size = TYPE_SIZE[entry.type] ?? 1;
  return Array.from({ length: entry.count }, (_, i) => {
    const at = i * size;
    if (size === 2) return ifd.le ? entry.bytes.readUInt16LE(at) : entry.bytes.readUInt16BE(at);
    return ifd.le ? entry.bytes.readUInt32LE(at) : entry.bytes.readUInt32BE(at);
  });
}

/**
 * The image as one TIFF, its two bands written at once by `write` (the same options for both).
 * `band(top, rows)` gives the pipeline of those rows. Small images are written whole.
 */
export async function tiffInTwoBands(height: number, band: (top: number, rows: number) => Sharp, write: (image: Sharp) => Promise<Buffer>): Promise<Buffer> {
  const strips = Math.ceil(height / ROWS_PER_STRIP);
  if (strips < 2) return write(band(0, height));
  const cut = Math.ceil(strips / 2) * ROWS_PER_STRIP;
  const [top, bottom] = await Promise.all([write(band(0, cut)), write(band(cut, height - cut))]);
  const a = readIfd(top);
  const b = readIfd(bottom);
  // Only what this file is made of: the same layout in both bands, ROWS_PER_STRIP a strip.
  if (numbers(a, 278)[0] !== ROWS_PER_STRIP || numbers(b, 278)[0] !== ROWS_PER_STRIP || numbers(a, 257)[0] !== cut) {
    throw new Error('sharp wrote the TIFF bands in strips of another height');
  }
  const strip = (file: Buffer, ifd: Ifd): Buffer[] => {
    const offsets = numbers(ifd, 273);
    const counts = numbers(ifd, 279);
    return offsets.map((o, i) => file.subarray(o, o + (counts[i] as number)));
  };
  const data = [...strip(top, a), ...strip(bottom, b)];
  return assemble(a, height, data);
}

/** A little-endian TIFF: `template`'s tags, `height` rows, the strips in order. */
function assemble(template: Ifd, height: number, strips: Buffer[]): Buffer {
  const entries = new Map(template.entries);
  const long = (values: number[]) => {
    const bytes = Buffer.alloc(4 * values.length);
    values.forEach((v, i) => bytes.writeUInt32LE(v, 4 * i));
    return { type: 4, count: values.length, bytes };
  };
  const short = (value: number) => {
    const bytes = Buffer.alloc(2);
    bytes.writeUInt16LE(value, 0);
    return { type: 3, count: 1, bytes };
  };
  // Values are rewritten little-endian: only SHORT, LONG, RATIONAL and BYTE/UNDEFINED occur.
  for (const [tag, entry] of entries) {
    if (template.le || entry.type === 1 || entry.type === 2 || entry.type === 7) continue;
    const size = TYPE_SIZE[entry.type] ?? 1;
    const bytes = Buffer.alloc(entry.bytes.length);
    for (let at = 0; at < bytes.length; at += size === 8 ? 4 : size) {
      if (size === 2) bytes.writeUInt16LE(entry.bytes.readUInt16BE(at), at);
      else bytes.writeUInt32LE(entry.bytes.readUInt32BE(at), at);
    }
    entries.set(tag, { ...entry, bytes });
  }
  entries.set(257, height < 65536 ? short(height) : long([height]));
  entries.set(279, long(strips.map((s) => s.length)));
  entries.set(273, long(strips.map(() => 0)));
  const tags = [...entries.keys()].sort((x, y) => x - y);
  const ifdSize = 2 + 12 * tags.length + 4;
  // Layout: header, IFD, values that do not fit in their entry, then the strips.
  let valuesAt = 8 + ifdSize;
  const outOfLine = new Map<number, number>();
  for (const tag of tags) {
    const entry = entries.get(tag)!;
    if (entry.bytes.length > 4) {
      outOfLine.set(tag, valuesAt);
      valuesAt += entry.bytes.length + (entry.bytes.length % 2);
    }
  }
  let stripAt = valuesAt;
  const offsets = strips.map((s) => {
    const at = stripAt;
    stripAt += s.length;
    return at;
  });
  entries.set(273, long(offsets));
  const out = Buffer.alloc(stripAt);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  out.writeUInt16LE(tags.length, 8);
  tags.forEach((tag, i) => {
    const entry = entries.get(tag)!;
    const e = 10 + 12 * i;
    out.writeUInt16LE(tag, e);
    out.writeUInt16LE(entry.type, e + 2);
    out.writeUInt32LE(entry.count, e + 4);
    const at = outOfLine.get(tag);
    if (at === undefined) entry.bytes.copy(out, e + 8);
    else {
      out.writeUInt32LE(at, e + 8);
      entry.bytes.copy(out, at);
    }
  });
  out.writeUInt32LE(0, 8 + 2 + 12 * tags.length);
  strips.forEach((s, i) => s.copy(out, offsets[i] as number));
  return out;
}

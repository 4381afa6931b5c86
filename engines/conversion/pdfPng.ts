// A PNG as a PDF image XObject, in memory proportional to the file rather than to its pixels.
// PDF reads PNG's compressed, filtered rows directly (FlateDecode with /Predictor 15), so a
// non-interlaced image without an alpha channel goes in as it is: its IDAT data, with its
// palette, transparent colour (a colour-key /Mask) and ICC profile. Alpha must become a separate
// soft mask and an interlaced image must be reordered: those are decoded row by row
// (pngRows.ts) and compressed again as they go (rowDeflate.ts). pdf-lib's own embedPng decodes
// the whole image to RGBA and splits it, several copies of 576 MB for a 12000x12000 PNG (the
// worker reached 2.8 GB).

import { inflateSync } from 'node:zlib';
import { PDFHexString, PDFName, type PDFDocument, type PDFRef } from 'pdf-lib';
import { rowBytes, type PngFile } from './pngFile.ts';
import { checkIndices, checkRows, imageRows } from './pngRows.ts';
import { RowDeflate } from './rowDeflate.ts';

type ColourSpace = PDFName | Array<PDFName | PDFRef | number | PDFHexString | Array<PDFName | PDFRef>>;

export async function embedPng(doc: PDFDocument, png: PngFile): Promise<PDFRef> {
  const grey = png.colourType === 0 || png.colourType === 4;
  const colours = grey || png.colourType === 3 ? 1 : 3;
  const alpha = alphaSource(png);
  const base = iccProfile(doc, png, grey ? 1 : 3) ?? PDFName.of(grey ? 'DeviceGray' : 'DeviceRGB');
  const space: ColourSpace =
    png.colourType === 3 ? [PDFName.of('Indexed'), base, png.palette!.length / 3 - 1, PDFHexString.of(png.palette!.toString('hex'))] : base;
  const dict = (bits: number, channels: number, colourSpace: ColourSpace) => ({
    Type: 'XObject',
    Subtype: 'Image',
    Width: png.width,
    Height: png.height,
    ColorSpace: colourSpace,
    BitsPerComponent: bits,
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: channels, BitsPerComponent: bits, Columns: png.width },
  });
  const colourKey = alpha === 'key' ? { Mask: keyOf(png).flatMap((v) => [v, v]) } : {};

  if (!png.interlaced && (alpha === 'none' || alpha === 'key')) {
    // The file's own rows are the image: decode them once only to refuse damaged data.
    await checkRows(png);
    return doc.context.register(doc.context.stream(Buffer.concat(png.idat), { ...dict(png.bitDepth, colours, space), ...colourKey }));
  }

  const rows = await splitRows(png, colours, alpha);
  // An alpha channel keeps its own depth; alpha looked up in a palette or a colour key has 8 bits.
  const softMask = rows.alpha
    ? { SMask: doc.context.register(doc.context.stream(rows.alpha, dict(alpha === 'channel' ? png.bitDepth : 8, 1, PDFName.of('DeviceGray')))) }
    : {};
  return doc.context.register(doc.context.stream(rows.colour, { ...dict(png.bitDepth, colours, space), ...colourKey, ...softMask }));
}

/**
 * Where the image's transparency comes from. A transparent grey or RGB colour (tRNS) is a PDF
 * colour-key mask up to 8 bits; at 16 bits poppler compares the key with samples it has cut to
 * 8 bits and never matches, so there it becomes a soft mask like the others.
 */
function alphaSource(png: PngFile): 'none' | 'channel' | 'palette' | 'key' | 'key16' {
  if (png.colourType === 4 || png.colourType === 6) return 'channel';
  if (!png.transparency) return 'none';
  if (png.colourType === 3) return png.transparency.some((a) => a < 255) ? 'palette' : 'none';
  return png.bitDepth === 16 ? 'key16' : 'key';
}

/**
 * Decodes the rows and compresses the colour samples again, with the alpha (from the alpha
 * channel, looked up in the palette's tRNS, or 0 where a 16-bit pixel is the transparent
 * colour) as a second stream. An alpha that is opaque everywhere is dropped: no mask needed.
 */
async function splitRows(png: PngFile, colours: number, source: ReturnType<typeof alphaSource>): Promise<{ colour: Buffer; alpha?: Buffer }> {
  const sampleBytes = Math.max(1, png.bitDepth >> 3);
  const colourRow = png.colourType === 3 ? rowBytes(png, png.width) : rowBytes({ colourType: colours === 1 ? 0 : 2, bitDepth: png.bitDepth }, png.width);
  const colour = new RowDeflate(colourRow, png.colourType === 3 ? 1 : Math.max(1, colours * sampleBytes));
  const alphaBytes = source === 'channel' ? sampleBytes : 1;
  const alpha = source === 'none' || source === 'key' ? undefined : new RowDeflate(png.width * alphaBytes, alphaBytes);
  const colourOut = Buffer.alloc(colourRow);
  const alphaOut = Buffer.alloc(png.width * alphaBytes);
  const entries = (png.palette?.length ?? 0) / 3;
  const key = source === 'key16' ? keyOf(png) : [];
  let allOpaque = true;
  try {
    for await (const row of imageRows(png)) {
      if (png.colourType === 3 && entries < 1 << png.bitDepth) checkIndices(row, png.width, png.bitDepth, entries);
      if (source === 'channel') {
        allOpaque = splitAlpha(row, colours, sampleBytes, png.width, colourOut, alphaOut) && allOpaque;
        await colour.push(colourOut);
      } else {
        await colour.push(row);
        if (source === 'palette') allOpaque = paletteAlphaRow(row, png, alphaOut) && allOpaque;
        if (source === 'key16') allOpaque = keyAlphaRow(row, key, png.width, alphaOut) && allOpaque;
      }
      if (alpha) await alpha.push(alphaOut);
    }
  } catch (error) {
    colour.abort();
    alpha?.abort();
    throw error;
  }
  const colourData = await colour.finish();
  const alphaData = alpha ? await alpha.finish() : undefined;
  return alphaData && !allOpaque ? { colour: colourData, alpha: alphaData } : { colour: colourData };
}

/** 8-bit alpha of a row of 16-bit samples: 0 where the pixel is the key colour; true when none is. */
function keyAlphaRow(row: Buffer, key: number[], width: number, out: Buffer): boolean {
  const channels = key.length;
  let opaque = true;
  for (let x = 0, at = 0; x < width; x++, at += channels * 2) {
    let match = true;
    for (let c = 0; c < channels && match; c++) match = row.readUInt16BE(at + c * 2) === key[c];
    out[x] = match ? 0 : 255;
    if (match) opaque = false;
  }
  return opaque;
}

/** Colour samples and alpha samples of one row into two rows; true when every alpha is opaque. */
function splitAlpha(row: Buffer, colours: number, sampleBytes: number, width: number, colourOut: Buffer, alphaOut: Buffer): boolean {
  let opaque = 0xff;
  if (sampleBytes === 1 && colours === 3) {
    for (let x = 0, from = 0, to = 0; x < width; x++, from += 4, to += 3) {
      colourOut[to] = row[from]!;
      colourOut[to + 1] = row[from + 1]!;
      colourOut[to + 2] = row[from + 2]!;
      alphaOut[x] = row[from + 3]!;
      opaque &= row[from + 3]!;
    }
    return opaque === 0xff;
  }
  if (sampleBytes === 1) {
    for (let x = 0, from = 0; x < width; x++, from += 2) {
      colourOut[x] = row[from]!;
      alphaOut[x] = row[from + 1]!;
      opaque &= row[from + 1]!;
    }
    return opaque === 0xff;
  }
  // 16-bit samples: two bytes each, opaque when both alpha bytes are 0xff.
  const pixelBytes = (colours + 1) * sampleBytes;
  const colourBytes = colours * sampleBytes;
  for (let x = 0, from = 0, to = 0, a = 0; x < width; x++, from += pixelBytes, to += colourBytes, a += 2) {
    for (let k = 0; k < colourBytes; k++) colourOut[to + k] = row[from + k]!;
    alphaOut[a] = row[from + colourBytes]!;
    alphaOut[a + 1] = row[from + colourBytes + 1]!;
    opaque &= row[from + colourBytes]! & row[from + colourBytes + 1]!;
  }
  return opaque === 0xff;
}

/** One 8-bit alpha per pixel from the palette's tRNS (entries past it are opaque); true when all are opaque. */
function paletteAlphaRow(row: Buffer, png: PngFile, out: Buffer): boolean {
  const bits = png.bitDepth;
  const mask = (1 << bits) - 1;
  const table = png.transparency!;
  let opaque = true;
  for (let x = 0; x < png.width; x++) {
    const bit = x * bits;
    const index = (row[bit >> 3]! >> (8 - bits - (bit & 7))) & mask;
    const a = index < table.length ? table[index]! : 255;
    out[x] = a;
    if (a !== 255) opaque = false;
  }
  return opaque;
}

/** tRNS of a grey or RGB image: the one fully transparent colour, a sample per channel. */
function keyOf(png: PngFile): number[] {
  const t = png.transparency!;
  return Array.from({ length: t.length / 2 }, (_, i) => t.readUInt16BE(i * 2));
}

/** The PNG's ICC profile as an ICCBased colour space, when it describes this many channels. */
function iccProfile(doc: PDFDocument, png: PngFile, channels: number): [PDFName, PDFRef] | undefined {
  const chunk = png.chunks.find((c) => c.type === 'iCCP')?.data;
  if (!chunk) return undefined;
  const nameEnd = chunk.indexOf(0);
  if (nameEnd < 1 || chunk[nameEnd + 1] !== 0) return undefined;
  let profile: Buffer;
  try {
    profile = inflateSync(chunk.subarray(nameEnd + 2));
  } catch {
    // libvips and viewers draw such a file without its profile; so does this.
    return undefined;
  }
  // Bytes 16-19 of an ICC profile name its colour space; a profile for other channels is ignored, as viewers do.
  const space = profile.toString('latin1', 16, 20);
  if ((channels === 1 && space !== 'GRAY') || (channels === 3 && space !== 'RGB ')) return undefined;
  return [PDFName.of('ICCBased'), doc.context.register(doc.context.flateStream(profile, { N: channels, Alternate: channels === 1 ? 'DeviceGray' : 'DeviceRGB' }))];
}

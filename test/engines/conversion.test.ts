// The conversion engine checked the way a client would check its files: chunks, tags,
// page sizes and zip parts read with independent parsers, pixels compared with the source.

import { crc32, deflateSync, inflateRawSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { convertImage, EngineError } from '../../engines/conversion/index.ts';
import { pngChunk } from './pngWriter.ts';

const WIDTH = 640;
const HEIGHT = 480;
const DPIS = [300, 600, 1000] as const;
const EMU_PER_INCH = 914400;

/** Pixels that differ everywhere, so a resample or a lossy step cannot go unnoticed. */
function noise(width: number, height: number, channels: number): Buffer {
  const data = Buffer.alloc(width * height * channels);
  let x = 12345;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    data[i] = x >>> 24;
  }
  return data;
}

async function makePng(): Promise<Buffer> {
  return sharp(noise(WIDTH, HEIGHT, 4), { raw: { width: WIDTH, height: HEIGHT, channels: 4 } }).png().toBuffer();
}

async function makeJpeg(): Promise<Buffer> {
  return sharp(noise(WIDTH, HEIGHT, 3), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** Raw samples at the image's own depth (sharp reads 16-bit as 8-bit unless told). */
async function pixels(image: Buffer): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  if (meta.depth === 'ushort') {
    const space = meta.channels !== undefined && meta.channels <= 2 ? 'grey16' : 'rgb16';
    return sharp(image).toColourspace(space).raw({ depth: 'ushort' }).toBuffer();
  }
  return sharp(image).raw().toBuffer();
}

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function pngChunks(png: Buffer): Chunk[] {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    chunks.push({
      type: typeAndData.toString('latin1', 0, 4),
      data: typeAndData.subarray(4),
      crcOk: crc32(typeAndData) === png.readUInt32BE(at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

/** A few dozen bytes whose IHDR claims width x height RGBA pixels. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Zip parts (not folders) by name, read through the central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  expect(eocd).toBeGreaterThanOrEqual(0);
  const parts = new Map<string, Buffer>();
  let at = zip.readUInt32LE(eocd + 16);
  for (let n = zip.readUInt16LE(eocd + 10); n > 0; n--) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (!name.endsWith('/')) parts.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return (error as EngineError).reason;
  }
  throw new Error('expected the conversion to fail');
}

let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  png = await makePng();
  jpeg = await makeJpeg();
});

describe('png output (dpi written as pHYs, pixels not resampled)', () => {
  test.each(DPIS)('at %i dpi has a pHYs chunk with the dpi and the same pixels', async (dpi) => {
    const out = await convertImage({ bytes: png, contentType: 'image/png', format: 'png', dpi });
    expect(out).toMatchObject({ contentType: 'image/png', format: 'png', width: WIDTH, height: HEIGHT });
    const chunks = pngChunks(out.bytes);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const phys = chunks.filter((c) => c.type === 'pHYs');
    expect(phys).toHaveLength(1);
    const data = phys[0]!.data;
    expect(data[8]).toBe(1); // unit: metre
    expect(data.readUInt32BE(0)).toBe(data.readUInt32BE(4));
    expect(Math.round(data.readUInt32BE(0) * 0.0254)).toBe(dpi);
    // pHYs must come before the image data to count (PNG spec).
    expect(chunks.findIndex((c) => c.type === 'pHYs')).toBeLessThan(chunks.findIndex((c) => c.type === 'IDAT'));
    const meta = await sharp(out.bytes).metadata();
    expect([meta.width, meta.height, meta.density, meta.hasAlpha]).toEqual([WIDTH, HEIGHT, dpi, true]);
    expect((await pixels(out.bytes)).equals(await pixels(png))).toBe(true);
  });

  test('strips text and EXIF metadata but keeps the ICC profile', async () => {
    const tagged = await sharp(png)
      .withIccProfile('p3')
      .withExif({ IFD0: { Copyright: 'someone', ImageDescription: 'secret' } })
      .png()
      .toBuffer();
    const source = pngChunks(tagged).map((c) => c.type);
    expect(source).toEqual(expect.arrayContaining(['iCCP', 'eXIf']));
    const out = await convertImage({ bytes: tagged, contentType: 'image/png', format: 'png', dpi: 300 });
    const types = pngChunks(out.bytes).map((c) => c.type);
    expect(types).toContain('iCCP');
    expect(types.filter((t) => !['IHDR', 'iCCP', 'pHYs', 'IDAT', 'IEND'].includes(t))).toEqual([]);
    expect(out.bytes.includes(Buffer.from('secret'))).toBe(false);
  });

  test('a 16-bit source stays 16-bit and identical', async () => {
    const samples = new Uint16Array(64 * 48 * 3).map((_, i) => (i * 7919) % 65536);
    const deep = await sharp(samples, { raw: { width: 64, height: 48, channels: 3 } }).toColourspace('rgb16').png().toBuffer();
    const out = await convertImage({ bytes: deep, contentType: 'image/png', format: 'png', dpi: 600 });
    expect(out.bytes[24]).toBe(16); // IHDR bit depth
    expect((await pixels(out.bytes)).equals(await pixels(deep))).toBe(true);
  });

  test('a greyscale source stays greyscale', async () => {
    const grey = await sharp(noise(50, 40, 1), { raw: { width: 50, height: 40, channels: 1 } }).toColourspace('b-w').png().toBuffer();
    const out = await convertImage({ bytes: grey, contentType: 'image/png', format: 'png', dpi: 300 });
    expect(out.bytes[25]).toBe(0); // IHDR colour type: greyscale
    expect((await pixels(out.bytes)).equals(await pixels(grey))).toBe(true);
  });
});

describe('tiff output (lossless, resolution = dpi)', () => {
  test.each(DPIS)('at %i dpi has density %i, the same size, alpha and identical pixels', async (dpi) => {
    const out = await convertImage({ bytes: png, contentType: 'image/png', format: 'tiff', dpi });
    expect(out).toMatchObject({ contentType: 'image/tiff', format: 'tiff', width: WIDTH, height: HEIGHT });
    const meta = await sharp(out.bytes).metadata();
    expect(meta).toMatchObject({ format: 'tiff', width: WIDTH, height: HEIGHT, density: dpi, resolutionUnit: 'inch', hasAlpha: true });
    expect((await pixels(out.bytes)).equals(await pixels(png))).toBe(true);
  });

  test('a 16-bit source stays 16-bit and identical', async () => {
    const samples = new Uint16Array(64 * 48 * 4).map((_, i) => (i * 7919) % 65536);
    const deep = await sharp(samples, { raw: { width: 64, height: 48, channels: 4 } }).toColourspace('rgb16').png().toBuffer();
    const out = await convertImage({ bytes: deep, contentType: 'image/png', format: 'tiff', dpi: 1000 });
    expect((await sharp(out.bytes).metadata()).depth).toBe('ushort');
    expect((await pixels(out.bytes)).equals(await pixels(deep))).toBe(true);
  });
});

describe('pdf output (one page sized by the dpi)', () => {
  test.each(DPIS)('from PNG at %i dpi: one page of width/dpi*72 by height/dpi*72 points', async (dpi) => {
    const out = await convertImage({ bytes: png, contentType: 'image/png', format: 'pdf', dpi });
    expect(out).toMatchObject({ contentType: 'application/pdf', format: 'pdf', width: WIDTH, height: HEIGHT });
    const doc = await PDFDocument.load(out.bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    const size = doc.getPage(0).getSize();
    expect(size.width).toBeCloseTo((WIDTH / dpi) * 72, 6);
    expect(size.height).toBeCloseTo((HEIGHT / dpi) * 72, 6);
    expect(doc.getProducer()).toBe('Figure service');
    expect(doc.getCreator()).toBe('Figure service');
  });

  test('from JPEG: the JPEG is embedded as it is, not re-encoded', async () => {
    const out = await convertImage({ bytes: jpeg, contentType: 'image/jpeg', format: 'pdf', dpi: 300 });
    expect(out.bytes.includes(jpeg)).toBe(true);
    expect(out.bytes.includes(Buffer.from('/DCTDecode'))).toBe(true);
    const doc = await PDFDocument.load(out.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: (WIDTH / 300) * 72, height: (HEIGHT / 300) * 72 });
  });
});

describe('pptx output (one slide sized by the dpi, picture untouched)', () => {
  // 2400x1800 px stays between PowerPoint's 1 and 56 inch slide sides at every dpi.
  const PPTX_WIDTH = 2400;
  const PPTX_HEIGHT = 1800;
  let figure: Buffer;

  beforeAll(async () => {
    figure = await sharp({ create: { width: PPTX_WIDTH, height: PPTX_HEIGHT, channels: 4, background: '#33669980' } }).png().toBuffer();
  });

  function slideSize(parts: Map<string, Buffer>): [number, number] {
    const [, cx, cy] = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(parts.get('ppt/presentation.xml')!.toString('utf8')) ?? [];
    return [Number(cx), Number(cy)];
  }

  /** Offset and extent of the slide's picture, in EMU. */
  function pictureBox(parts: Map<string, Buffer>): number[] {
    const slide = parts.get('ppt/slides/slide1.xml')!.toString('utf8');
    const match = /<p:pic>[\s\S]*?<a:off x="(\d+)" y="(\d+)"\/>\s*<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(slide);
    expect(match).not.toBeNull();
    return match!.slice(1).map(Number);
  }

  function mediaParts(parts: Map<string, Buffer>): [string, Buffer][] {
    return [...parts.entries()].filter(([name]) => name.startsWith('ppt/media/'));
  }

  test.each(DPIS)('from PNG at %i dpi: sldSz is px/dpi*914400 EMU and the media is the source', async (dpi) => {
    const out = await convertImage({ bytes: figure, contentType: 'image/png', format: 'pptx', dpi });
    expect(out).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      format: 'pptx',
      width: PPTX_WIDTH,
      height: PPTX_HEIGHT,
    });
    const parts = unzip(out.bytes);
    const media = mediaParts(parts);
    expect(media).toHaveLength(1);
    expect(media[0]![0]).toMatch(/\.png$/);
    expect(media[0]![1].equals(figure)).toBe(true);
    const [cx, cy] = slideSize(parts);
    expect(cx).toBe(Math.round((PPTX_WIDTH / dpi) * EMU_PER_INCH));
    expect(cy).toBe(Math.round((PPTX_HEIGHT / dpi) * EMU_PER_INCH));
    expect([...parts.keys()].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(1);
    expect(pictureBox(parts)).toEqual([0, 0, cx, cy]); // the picture fills the slide
  });

  test('from JPEG: the media part is the source JPEG', async () => {
    const out = await convertImage({ bytes: jpeg, contentType: 'image/jpeg', format: 'pptx', dpi: 300 });
    const parts = unzip(out.bytes);
    const media = mediaParts(parts);
    expect(media).toHaveLength(1);
    expect(media[0]![0]).toMatch(/\.jpe?g$/);
    expect(media[0]![1].equals(jpeg)).toBe(true);
    expect(slideSize(parts)).toEqual([Math.round((WIDTH / 300) * EMU_PER_INCH), Math.round((HEIGHT / 300) * EMU_PER_INCH)]);
  });

  test('a picture over 56 inches is refused with PAGE_TOO_LARGE naming the dpi that fit, never shrunk', async () => {
    // 20000 px at 300 dpi is 66.7 in, above PowerPoint's 56 in; at 600 dpi it is 33.3 in.
    const wide = await sharp({ create: { width: 20000, height: 1000, channels: 3, background: '#3366cc' } }).png().toBuffer();
    let refusal: unknown;
    await convertImage({ bytes: wide, contentType: 'image/png', format: 'pptx', dpi: 300 }).catch((error: unknown) => (refusal = error));
    expect(refusal).toBeInstanceOf(EngineError);
    expect((refusal as EngineError).reason).toBe('PAGE_TOO_LARGE');
    expect((refusal as EngineError).message).toMatch(/66\.7 x 3\.3 in.*dpi 600 or 1000/);
    const out = await convertImage({ bytes: wide, contentType: 'image/png', format: 'pptx', dpi: 600 });
    expect(pictureBox(unzip(out.bytes))).toEqual([0, 0, Math.round((20000 / 600) * EMU_PER_INCH), Math.round((1000 / 600) * EMU_PER_INCH)]);
  });

  test('a 600x400 picture at 600 dpi keeps its 1 x 0.667 in, centred on PowerPoint\'s smallest slide', async () => {
    const small = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#993333' } }).png().toBuffer();
    const out = await convertImage({ bytes: small, contentType: 'image/png', format: 'pptx', dpi: 600 });
    const parts = unzip(out.bytes);
    expect(slideSize(parts)).toEqual([EMU_PER_INCH, EMU_PER_INCH]);
    const height = Math.round((400 / 600) * EMU_PER_INCH);
    const [x, y, cx, cy] = pictureBox(parts);
    expect([x, cx, cy]).toEqual([0, EMU_PER_INCH, height]);
    expect(Math.abs(y! - (EMU_PER_INCH - height) / 2)).toBeLessThanOrEqual(1);
    expect(mediaParts(parts)[0]![1].equals(small)).toBe(true);
  });

  test('at 1000 dpi both sides under 1 inch: the picture keeps 0.64 x 0.48 in on a 1 x 1 in slide', async () => {
    const out = await convertImage({ bytes: png, contentType: 'image/png', format: 'pptx', dpi: 1000 });
    const parts = unzip(out.bytes);
    expect(slideSize(parts)).toEqual([EMU_PER_INCH, EMU_PER_INCH]);
    const [x, y, cx, cy] = pictureBox(parts);
    expect([cx, cy]).toEqual([Math.round(0.64 * EMU_PER_INCH), Math.round(0.48 * EMU_PER_INCH)]);
    expect(Math.abs(x! - (EMU_PER_INCH - cx!) / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(y! - (EMU_PER_INCH - cy!) / 2)).toBeLessThanOrEqual(1);
  });

  test('an extreme aspect ratio: the long side as it is, the short side padded to 1 inch', async () => {
    const strip = await sharp({ create: { width: 12000, height: 20, channels: 3, background: '#000000' } }).png().toBuffer();
    const out = await convertImage({ bytes: strip, contentType: 'image/png', format: 'pptx', dpi: 300 });
    const parts = unzip(out.bytes);
    expect(slideSize(parts)).toEqual([40 * EMU_PER_INCH, EMU_PER_INCH]);
    const pictureHeight = Math.round((20 / 300) * EMU_PER_INCH);
    const [x, y, cx, cy] = pictureBox(parts);
    expect([x, cx, cy]).toEqual([0, 40 * EMU_PER_INCH, pictureHeight]);
    expect(Math.abs(y! - (EMU_PER_INCH - pictureHeight) / 2)).toBeLessThanOrEqual(1);
  });
});

describe('refusals (EngineError with a reason)', () => {
  test.each(['png', 'tiff'] as const)('%s from a JPEG gives SOURCE_NOT_PNG', async (format) => {
    expect(await reasonOf(convertImage({ bytes: jpeg, contentType: 'image/jpeg', format, dpi: 300 }))).toBe('SOURCE_NOT_PNG');
  });

  test.each(['png', 'tiff', 'pdf', 'pptx'] as const)('garbage bytes give IMAGE_UNREADABLE (%s)', async (format) => {
    const garbage = Buffer.from('this is certainly not an image, just some text bytes');
    expect(await reasonOf(convertImage({ bytes: garbage, contentType: 'image/png', format, dpi: 300 }))).toBe('IMAGE_UNREADABLE');
  });

  test.each(['png', 'tiff', 'pdf', 'pptx'] as const)('a truncated PNG gives IMAGE_UNREADABLE (%s)', async (format) => {
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    expect(await reasonOf(convertImage({ bytes: truncated, contentType: 'image/png', format, dpi: 300 }))).toBe('IMAGE_UNREADABLE');
  });

  test.each(['pdf', 'pptx'] as const)('a truncated JPEG gives IMAGE_UNREADABLE (%s)', async (format) => {
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(await reasonOf(convertImage({ bytes: truncated, contentType: 'image/jpeg', format, dpi: 300 }))).toBe('IMAGE_UNREADABLE');
  });

  test('bytes that are not what the label says give IMAGE_UNREADABLE', async () => {
    expect(await reasonOf(convertImage({ bytes: png, contentType: 'image/jpeg', format: 'pdf', dpi: 300 }))).toBe('IMAGE_UNREADABLE');
  });

  test.each(['png', 'tiff', 'pdf', 'pptx'] as const)('a PNG header claiming 100000x100000 gives IMAGE_TOO_LARGE (%s)', async (format) => {
    const bomb = pngHeaderOnly(100000, 100000);
    expect(bomb.length).toBeLessThan(100);
    expect(await reasonOf(convertImage({ bytes: bomb, contentType: 'image/png', format, dpi: 300 }))).toBe('IMAGE_TOO_LARGE');
  });

  test('a PNG header just over the pixel limit (below sharp\'s own) gives IMAGE_TOO_LARGE', async () => {
    expect(await reasonOf(convertImage({ bytes: pngHeaderOnly(12001, 12000), contentType: 'image/png', format: 'png', dpi: 300 }))).toBe(
      'IMAGE_TOO_LARGE',
    );
  });

  test('a JPEG frame header claiming 65535x65535 gives IMAGE_TOO_LARGE', async () => {
    const bomb = Buffer.from(jpeg);
    let at = 2;
    while (!(bomb[at + 1]! >= 0xc0 && bomb[at + 1]! <= 0xc2)) at += 2 + bomb.readUInt16BE(at + 2);
    bomb.writeUInt16BE(65535, at + 5);
    bomb.writeUInt16BE(65535, at + 7);
    expect(await reasonOf(convertImage({ bytes: bomb, contentType: 'image/jpeg', format: 'pdf', dpi: 300 }))).toBe('IMAGE_TOO_LARGE');
  });

  test('a source over 20 MB gives FILE_TOO_LARGE', async () => {
    const big = Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]);
    expect(await reasonOf(convertImage({ bytes: big, contentType: 'image/png', format: 'png', dpi: 300 }))).toBe('FILE_TOO_LARGE');
  });

  test('a dpi outside 300, 600, 1000 gives INVALID_DPI', async () => {
    const dpi = 72 as unknown as 300;
    expect(await reasonOf(convertImage({ bytes: png, contentType: 'image/png', format: 'png', dpi }))).toBe('INVALID_DPI');
  });

  test('EngineError carries its reason and message', () => {
    const error = new EngineError('SOURCE_NOT_PNG', 'needs a PNG');
    expect(error).toBeInstanceOf(Error);
    expect([error.reason, error.message, error.name]).toEqual(['SOURCE_NOT_PNG', 'needs a PNG', 'EngineError']);
  });
});

// PNG to PDF, checked the way a reader sees it: each PDF is drawn by poppler (pdftoppm, from
// Debian's poppler-utils) and compared pixel by pixel with the source as libvips decodes it,
// over white. Every PNG colour type and bit depth, with and without Adam7 interlacing, with
// alpha channels, palettes with and without transparency, colour keys and an ICC profile.
// The PNGs come from an independent writer (pngWriter.ts) that uses all five row filters.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { convertImage, EngineError } from '../../engines/conversion/index.ts';
import { idatData, pngChunk, writePng, type PngSpec } from './pngWriter.ts';

// Odd sizes leave the Adam7 passes and the sub-byte rows partly filled.
const W = 61;
const H = 37;
// poppler draws each image pixel as a 4x4 block; the centre of each block is compared, so a
// half-pixel difference in where a renderer puts the edges does not count.
const ZOOM = 4;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'conversion-pdf-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function random(seed: number): (max: number) => number {
  let x = seed;
  return (max) => {
    x = (x * 1103515245 + 12345) >>> 0;
    return Math.floor(((x >>> 8) / 2 ** 24) * (max + 1));
  };
}

function samples(count: number, max: number, seed = 7): number[] {
  const next = random(seed);
  return Array.from({ length: count }, () => next(max));
}

/** The PDF's page drawn by poppler, one RGB sample triple per source pixel. */
function render(pdf: Buffer): Promise<Buffer> {
  writeFileSync(join(dir, 'page.pdf'), pdf);
  execFileSync('pdftoppm', ['-scale-to-x', String(W * ZOOM), '-scale-to-y', String(H * ZOOM), '-png', '-singlefile', join(dir, 'page.pdf'), join(dir, 'page')]);
  return sharp(readFileSync(join(dir, 'page.png')))
    .removeAlpha()
    .raw()
    .toBuffer()
    .then((big) => {
      const out = Buffer.alloc(W * H * 3);
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          const from = ((y * ZOOM + ZOOM / 2) * W * ZOOM + x * ZOOM + ZOOM / 2) * 3;
          big.copy(out, (y * W + x) * 3, from, from + 3);
        }
      }
      return out;
    });
}

/** Largest difference of any sample between the PDF as drawn and the PNG over white. */
async function largestDifference(png: Buffer, pdf: Buffer): Promise<number> {
  const drawn = await render(pdf);
  const expected = await sharp(png).flatten({ background: '#ffffff' }).toColourspace('srgb').raw().toBuffer();
  expect(expected.length).toBe(drawn.length);
  let largest = 0;
  for (let i = 0; i < drawn.length; i++) largest = Math.max(largest, Math.abs(drawn[i]! - expected[i]!));
  return largest;
}

async function toPdf(png: Buffer): Promise<Buffer> {
  return (await convertImage({ bytes: png, contentType: 'image/png', format: 'pdf', dpi: 300 })).bytes;
}

const palette = (entries: number) => Buffer.from(samples(entries * 3, 255, 11));

const KINDS: Array<[string, Omit<PngSpec, 'interlace'>]> = [
  ...([1, 2, 4, 8, 16] as const).map((d): [string, Omit<PngSpec, 'interlace'>] => [`grey ${d}-bit`, { width: W, height: H, colourType: 0, bitDepth: d, samples: samples(W * H, 2 ** d - 1) }]),
  ['grey 2-bit with a transparent grey', { width: W, height: H, colourType: 0, bitDepth: 2, samples: samples(W * H, 3), transparency: Buffer.from([0, 2]) }],
  ['grey 8-bit with a transparent grey', { width: W, height: H, colourType: 0, bitDepth: 8, samples: samples(W * H, 3).map((v) => v * 60), transparency: Buffer.from([0, 60]) }],
  ['grey 16-bit with a transparent grey', { width: W, height: H, colourType: 0, bitDepth: 16, samples: samples(W * H, 3).map((v) => v * 20000), transparency: Buffer.from([0x4e, 0x20]) }],
  ...([8, 16] as const).map((d): [string, Omit<PngSpec, 'interlace'>] => [`RGB ${d}-bit`, { width: W, height: H, colourType: 2, bitDepth: d, samples: samples(W * H * 3, 2 ** d - 1) }]),
  ['RGB 8-bit with a transparent colour', { width: W, height: H, colourType: 2, bitDepth: 8, samples: samples(W * H * 3, 1).map((v) => v * 255), transparency: Buffer.from([0, 0, 0, 0xff, 0, 0]) }],
  ['RGB 16-bit with a transparent colour', { width: W, height: H, colourType: 2, bitDepth: 16, samples: samples(W * H * 3, 1).map((v) => v * 65535), transparency: Buffer.from([0, 0, 0xff, 0xff, 0, 0]) }],
  ...([8, 16] as const).map((d): [string, Omit<PngSpec, 'interlace'>] => [`grey and alpha ${d}-bit`, { width: W, height: H, colourType: 4, bitDepth: d, samples: samples(W * H * 2, 2 ** d - 1) }]),
  ...([8, 16] as const).map((d): [string, Omit<PngSpec, 'interlace'>] => [`RGBA ${d}-bit`, { width: W, height: H, colourType: 6, bitDepth: d, samples: samples(W * H * 4, 2 ** d - 1) }]),
  ...([1, 2, 4, 8] as const).flatMap((d): Array<[string, Omit<PngSpec, 'interlace'>]> => [
    [`palette ${d}-bit`, { width: W, height: H, colourType: 3, bitDepth: d, samples: samples(W * H, 2 ** d - 1), palette: palette(2 ** d) }],
    [
      `palette ${d}-bit with partial transparency`,
      // tRNS shorter than the palette: the last entry stays opaque.
      { width: W, height: H, colourType: 3, bitDepth: d, samples: samples(W * H, 2 ** d - 1), palette: palette(2 ** d), transparency: Buffer.from(samples(Math.max(1, 2 ** d - 1), 255, 5)) },
    ],
  ]),
];

describe('PNG to PDF: every kind of PNG drawn as the source', () => {
  test.each(KINDS.flatMap(([name, spec]) => [[name, false, spec] as const, [`${name}, interlaced`, true, spec] as const]))('%s', async (_name, interlace, spec) => {
    const png = writePng({ ...spec, interlace });
    // sharp reads every one of these PNGs: the writer makes valid files.
    expect((await sharp(png).metadata()).width).toBe(W);
    // Alpha is blended on white by each side with its own rounding: one level, two at 16 bits.
    expect(await largestDifference(png, await toPdf(png))).toBeLessThanOrEqual(spec.bitDepth === 16 ? 2 : 1);
  });

  test('a PNG as sharp writes it (RGBA, palette, interlaced palette, 16-bit, ICC profile) is drawn as the source', async () => {
    const picture = await sharp({ create: { width: W, height: H, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 0.6 } } })
      .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><circle cx="30" cy="18" r="15" fill="#e0a020" fill-opacity="0.8"/></svg>`) }])
      .png()
      .toBuffer();
    const forms = [
      picture,
      await sharp(picture).png({ palette: true }).toBuffer(),
      await sharp(picture).png({ palette: true, progressive: true }).toBuffer(),
      await sharp(picture).toColourspace('rgb16').png().toBuffer(),
      await sharp(picture).withIccProfile('p3').png().toBuffer(),
    ];
    for (const png of forms) expect(await largestDifference(png, await toPdf(png))).toBeLessThanOrEqual(2);
    expect((await toPdf(forms[4]!)).toString('latin1')).toContain('/ICCBased');
  });
});

describe('PNG to PDF: the compressed data passes through when PDF can read it as it is', () => {
  test.each([
    ['RGB 8-bit', { colourType: 2, bitDepth: 8, samples: samples(W * H * 3, 255) }],
    ['grey 16-bit', { colourType: 0, bitDepth: 16, samples: samples(W * H, 65535) }],
    ['palette 4-bit', { colourType: 3, bitDepth: 4, samples: samples(W * H, 15), palette: palette(16) }],
  ] as const)('%s: the PNG\'s IDAT data is the PDF image stream, byte for byte', async (_name, spec) => {
    const png = writePng({ width: W, height: H, ...spec } as PngSpec);
    const pdf = await toPdf(png);
    expect(pdf.includes(idatData(png))).toBe(true);
    expect(pdf.toString('latin1')).toMatch(/\/Predictor 15/);
  });

  test('an alpha channel becomes a soft mask; an alpha opaque everywhere is dropped', async () => {
    const varied = writePng({ width: W, height: H, colourType: 6, bitDepth: 8, samples: samples(W * H * 4, 255) });
    expect((await toPdf(varied)).toString('latin1')).toContain('/SMask');
    const opaque = writePng({ width: W, height: H, colourType: 6, bitDepth: 8, samples: samples(W * H * 4, 255).map((v, i) => (i % 4 === 3 ? 255 : v)) });
    const pdf = await toPdf(opaque);
    expect(pdf.toString('latin1')).not.toContain('/SMask');
    expect(await largestDifference(opaque, pdf)).toBe(0);
  });
});

describe('PNG to PDF and PPTX: damaged data is refused, not embedded', () => {
  async function reason(png: Buffer, format: 'pdf' | 'pptx'): Promise<string> {
    try {
      await convertImage({ bytes: png, contentType: 'image/png', format, dpi: 300 });
    } catch (error) {
      expect(error).toBeInstanceOf(EngineError);
      return (error as EngineError).reason;
    }
    return 'converted';
  }

  test.each(['pdf', 'pptx'] as const)('corrupt compressed data with valid CRCs gives IMAGE_UNREADABLE (%s)', async (format) => {
    const rows = Buffer.alloc(H * (W * 3 + 1), 7);
    const data = deflateSync(rows);
    data[Math.floor(data.length / 2)]! ^= 0xff;
    const header = Buffer.alloc(13);
    header.writeUInt32BE(W, 0);
    header.writeUInt32BE(H, 4);
    header[8] = 8;
    header[9] = 2;
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', header), pngChunk('IDAT', data), pngChunk('IEND', Buffer.alloc(0))]);
    expect(await reason(png, format)).toBe('IMAGE_UNREADABLE');
  });

  test.each(['pdf', 'pptx'] as const)('a pixel naming a colour beyond the palette gives IMAGE_UNREADABLE (%s)', async (format) => {
    const png = writePng({ width: W, height: H, colourType: 3, bitDepth: 8, samples: samples(W * H, 9), palette: palette(4) });
    expect(await reason(png, format)).toBe('IMAGE_UNREADABLE');
  });
});

describe('PNG to PDF: what libpng tolerates is tolerated', () => {
  test('an ancillary chunk failing its CRC is dropped, and a file may end without IEND', async () => {
    const clean = writePng({ width: W, height: H, colourType: 2, bitDepth: 8, samples: samples(W * H * 3, 255), chunks: [['tEXt', Buffer.from('Comment\0x')]] });
    const badText = Buffer.from(clean);
    const at = badText.indexOf('tEXt');
    badText[at + 4] = 0x63; // 'C' becomes 'c' in the text: its CRC no longer matches
    const noEnd = clean.subarray(0, clean.length - 12);
    for (const png of [badText, noEnd]) {
      expect((await sharp(png).metadata()).width).toBe(W);
      expect(await largestDifference(clean, await toPdf(png))).toBe(0);
    }
  });
});

describe('PNG and TIFF from an interlaced PNG (rewritten without interlacing for libvips)', () => {
  test.each(['png', 'tiff'] as const)('%s output has the same pixels, alpha and 16-bit depth', async (format) => {
    const source = writePng({ width: W, height: H, colourType: 6, bitDepth: 16, samples: samples(W * H * 4, 65535), interlace: true });
    const out = await convertImage({ bytes: source, contentType: 'image/png', format, dpi: 600 });
    const read = (image: Buffer) => sharp(image).toColourspace('rgb16').raw({ depth: 'ushort' }).toBuffer();
    expect((await read(out.bytes)).equals(await read(source))).toBe(true);
    expect((await sharp(out.bytes).metadata()).density).toBe(600);
  });
});

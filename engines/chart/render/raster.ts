// Scene -> pixels -> PNG and TIFF. The SVG of svg.ts is rasterised once by resvg with our Arimo
// files only (system fonts are never loaded, so every machine draws the same glyphs), at exactly
// round(pt / 72 * dpi) pixels a side; the PNG and the TIFF are both encoded from those pixels
// (sharp), never one from the other. The PNG carries a pHYs chunk with the resolution, written
// here rather than by re-encoding; the TIFF is the same pixels, LZW-compressed (lossless), RGB on
// white (no alpha channel, which journals refuse), with the resolution in inches.

import { renderAsync } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
import { withPhys } from '../../shared/pngChunks.ts';
import { allFontFaces, FONT_FAMILY } from './fonts.ts';
import { normalizeColor } from './format.ts';
import { ptToPx, type Scene } from './scene.ts';
import { svgDocument } from './svg.ts';
import { tiffInTwoBands } from './tiffBands.ts';

export interface RasterImage {
  bytes: Buffer;
  /** Pixels. */
  width: number;
  height: number;
}

export interface RasterOptions {
  /** Keep the page transparent where the scene has no background (PNG only). Default: white. */
  transparent?: boolean;
}

/** Drawn pixels: RGBA, premultiplied by alpha (resvg's own layout), row by row from the top. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  /** Every pixel has alpha 255 (a background was painted). */
  opaque: boolean;
}

/** The font files resvg reads: the same list for every render of the process. */
let fontFiles: string[] | undefined;

/** The scene drawn at `dpi`: round(pt / 72 * dpi) pixels a side. */
export async function rasterize(scene: Scene, dpi: number, options: RasterOptions = {}): Promise<Pixels> {
  if (!(dpi > 0) || !Number.isFinite(dpi)) throw new Error(`dpi must be a positive number: ${dpi}`);
  const width = ptToPx(scene.width, dpi);
  const height = ptToPx(scene.height, dpi);
  if (width < 1 || height < 1) throw new Error('the scene is smaller than one pixel');
  const svg = svgDocument(scene, { width: String(width), height: String(height), preserveAspectRatio: 'none' });
  const background = scene.background ? normalizeColor(scene.background) : options.transparent ? undefined : '#FFFFFF';
  return svgPixels(svg, width, height, background);
}

/** An SVG drawn by resvg at exactly `width` x `height` pixels, on `background` or transparent. */
export async function svgPixels(svg: string, width: number, height: number, background?: string): Promise<Pixels> {
  fontFiles ??= allFontFaces().map((f) => f.file);
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    shapeRendering: 2,
    textRendering: 2,
    ...(background ? { background } : {}),
    logLevel: 'off',
  });
  if (rendered.width !== width || rendered.height !== height) {
    throw new Error(`resvg drew ${rendered.width}x${rendered.height} px, expected ${width}x${height}`);
  }
  return { data: rendered.pixels, width, height, opaque: background !== undefined };
}

/**
 * Rows `top` to `top + rows` of the pixels over white, RGB. Opaque pixels only lose their alpha
 * (premultiplied or not, they are the same then); others are flattened here, premultiplied
 * c + (255 - alpha) being exactly c over white, rather than by sharp's flatten, which on
 * premultiplied input works in floating point and makes the LZW encoder several times slower.
 */
function overWhiteRgb(pixels: Pixels, top = 0, rows = pixels.height): Sharp {
  const { width } = pixels;
  const data = pixels.data.subarray(top * width * 4, (top + rows) * width * 4);
  if (pixels.opaque) return sharp(data, { raw: { width, height: rows, channels: 4 } }).removeAlpha();
  const rgb = Buffer.allocUnsafe(width * rows * 3);
  for (let i = 0, o = 0; i < data.length; i += 4, o += 3) {
    const white = 255 - (data[i + 3] as number);
    rgb[o] = (data[i] as number) + white;
    rgb[o + 1] = (data[i + 1] as number) + white;
    rgb[o + 2] = (data[i + 2] as number) + white;
  }
  return sharp(rgb, { raw: { width, height: rows, channels: 3 } });
}

/** The pixels as a PNG (RGB when opaque, RGBA otherwise), with the resolution recorded in pHYs. */
export async function pngFromPixels(pixels: Pixels, dpi: number): Promise<RasterImage> {
  const image = pixels.opaque
    ? overWhiteRgb(pixels)
    : sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4, premultiplied: true } });
  const png = await image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
  return { bytes: withPhys(png, dpi), width: pixels.width, height: pixels.height };
}

/** The pixels as an RGB TIFF on white: LZW-compressed, resolution unit inch. */
export async function tiffFromPixels(pixels: Pixels, dpi: number): Promise<RasterImage> {
  const pixelsPerMm = dpi / 25.4;
  const bytes = await tiffInTwoBands(
    pixels.height,
    (top, rows) => overWhiteRgb(pixels, top, rows),
    (band) =>
      // The resolution is the TIFF's own tags (xres, yres); no withMetadata, which tags the file
      // with an sRGB profile at the cost of a colour pass (the PNG carries none either). No
      // predictor: a chart's flat colours compress as well without it, and faster.
      band.tiff({ compression: 'lzw', predictor: 'none', xres: pixelsPerMm, yres: pixelsPerMm, resolutionUnit: 'inch' })
        .toBuffer(),
  );
  return { bytes, width: pixels.width, height: pixels.height };
}

/** The scene as a PNG at `dpi`, with the resolution recorded in pHYs. */
export async function toPng(scene: Scene, dpi: number, options: RasterOptions = {}): Promise<RasterImage> {
  return pngFromPixels(await rasterize(scene, dpi, options), dpi);
}

/** The scene as an RGB TIFF at `dpi`: LZW-compressed, resolution unit inch. */
export async function toTiff(scene: Scene, dpi: number): Promise<RasterImage> {
  return tiffFromPixels(await rasterize(scene, dpi), dpi);
}

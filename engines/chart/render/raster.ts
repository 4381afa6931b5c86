// Scene -> PNG and TIFF. The SVG of svg.ts is rasterised by resvg with our Arimo files only
// (system fonts are never loaded, so every machine draws the same glyphs), at exactly
// round(pt / 72 * dpi) pixels a side. The PNG carries a pHYs chunk with the resolution, written
// here rather than by re-encoding; the TIFF is the same pixels, LZW-compressed (lossless), RGB on
// white (no alpha channel, which journals refuse), with the resolution in inches.

import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { withPhys } from '../../shared/pngChunks.ts';
import { allFontFaces, FONT_FAMILY } from './fonts.ts';
import { normalizeColor } from './format.ts';
import { ptToPx, type Scene } from './scene.ts';
import { svgDocument } from './svg.ts';

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


/** The scene as a PNG at `dpi`, with the resolution recorded in pHYs. */
export async function toPng(scene: Scene, dpi: number, options: RasterOptions = {}): Promise<RasterImage> {
  if (!(dpi > 0) || !Number.isFinite(dpi)) throw new Error(`dpi must be a positive number: ${dpi}`);
  const width = ptToPx(scene.width, dpi);
  const height = ptToPx(scene.height, dpi);
  if (width < 1 || height < 1) throw new Error('the scene is smaller than one pixel');
  const svg = svgDocument(scene, { width: String(width), height: String(height), preserveAspectRatio: 'none' });
  const background = scene.background ? normalizeColor(scene.background) : options.transparent ? undefined : '#FFFFFF';
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: {
      fontFiles: allFontFaces().map((f) => f.file),
      loadSystemFonts: false,
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
    shapeRendering: 2,
    textRendering: 2,
    ...(background ? { background } : {}),
    logLevel: 'off',
  });
  if (rendered.width !== width || rendered.height !== height) {
    throw new Error(`resvg drew ${rendered.width}x${rendered.height} px, expected ${width}x${height}`);
  }
  return { bytes: withPhys(Buffer.from(rendered.asPng()), dpi), width, height };
}

/** The scene as an RGB TIFF at `dpi`: LZW-compressed, resolution unit inch. */
export async function toTiff(scene: Scene, dpi: number): Promise<RasterImage> {
  return tiffFromPng(await toPng(scene, dpi), dpi);
}

/** The same pixels as a TIFF (for a caller that already rendered the PNG at that dpi). */
export async function tiffFromPng(png: RasterImage, dpi: number): Promise<RasterImage> {
  const pixelsPerMm = dpi / 25.4;
  const bytes = await sharp(png.bytes)
    .flatten({ background: '#FFFFFF' })
    .withMetadata({ density: dpi })
    .tiff({ compression: 'lzw', predictor: 'horizontal', xres: pixelsPerMm, yres: pixelsPerMm, resolutionUnit: 'inch' })
    .toBuffer();
  return { bytes, width: png.width, height: png.height };
}

// Drawing one line of text in Arimo onto a raster: resvg rasterises it (anti-aliased, our font
// files only) into a patch just big enough, which is laid over the pixels with its coverage.
import { renderAsync } from '@resvg/resvg-js';
import { allFontFaces, FONT_FAMILY, type FontWeight } from '../../shared/fonts.ts';
import type { Raster } from '../../shared/raster.ts';
import type { Rgb } from '../color/oklab.ts';

export interface TextToDraw {
  text: string;
  /** Font size in pixels. */
  size: number;
  weight: FontWeight;
  colour: Rgb;
  /** The pen's start on the baseline, in image pixels. */
  x: number;
  y: number;
  /** Degrees clockwise (SVG rotate) about the pen point. */
  angle: number;
  /** Image rectangle the text lies in (x1, y1 exclusive): only it is drawn. */
  rect: { x0: number; y0: number; x1: number; y1: number };
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Draws `text` over `raster` in place. */
export async function drawText(raster: Raster, text: TextToDraw): Promise<void> {
  const { x0, y0, x1, y1 } = text.rect;
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 0 || h <= 0) return;
  const [r, g, b] = text.colour;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${x0} ${y0} ${w} ${h}">` +
    `<text transform="translate(${text.x} ${text.y}) rotate(${text.angle})" x="0" y="0" font-family="${FONT_FAMILY}" font-size="${text.size}" ` +
    `font-weight="${text.weight}" fill="rgb(${r},${g},${b})" xml:space="preserve">${escapeXml(text.text)}</text></svg>`;
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles: allFontFaces().map((f) => f.file), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    textRendering: 2,
    logLevel: 'off',
  });
  const patch = rendered.pixels; // premultiplied RGBA, w x h
  const { data, width } = raster;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const q = (y * w + x) * 4;
      const a = patch[q + 3]! / 255;
      if (a === 0) continue;
      const p = ((y0 + y) * width + (x0 + x)) * 4;
      for (let c = 0; c < 3; c++) data[p + c] = Math.round(patch[q + c]! + (1 - a) * data[p + c]!);
      data[p + 3] = Math.round(255 * a + (1 - a) * data[p + 3]!);
    }
  }
}

/** Coverage-weighted ink area (pixels) of `text` drawn horizontally at `size`: what a label of that size and weight puts on the page. */
export async function inkArea(text: string, size: number, weight: FontWeight): Promise<number> {
  const w = Math.ceil(size * (text.length + 2));
  const h = Math.ceil(size * 2);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<text x="${size}" y="${size * 1.4}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="#000" xml:space="preserve">${escapeXml(text)}</text></svg>`;
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles: allFontFaces().map((f) => f.file), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    textRendering: 2,
    logLevel: 'off',
  });
  const pixels = rendered.pixels;
  let area = 0;
  for (let i = 3; i < pixels.length; i += 4) area += pixels[i]! / 255;
  return area;
}

// The rendering core of the chart engine: one device-independent scene (scene.ts), measured
// with the shipped Arimo fonts (fonts.ts), written to SVG, PDF, EPS, PNG and TIFF.

export type { Scene, SceneNode, TextNode, GroupNode, ShapeNode, ImageNode, PathCommand, Paint, Color, ClipRect, TextAnchor, TextBaseline } from './scene.ts';
export { mmToPt, ptToMm, ptToPx, textNodes } from './scene.ts';
export { measureText, baselineShift, capHeight, missingCharacters, fontFace, FONT_FAMILY, SVG_FONT_FAMILY, type TextMetrics, type FontWeight } from './fonts.ts';
export { toSvg } from './svg.ts';
export { toPdf, type PdfOptions } from './pdf.ts';
export { toEps, type EpsOptions } from './eps.ts';
export { toPng, toTiff, rasterize, pngFromPixels, tiffFromPixels, type Pixels, type RasterImage, type RasterOptions } from './raster.ts';
export { withRasterLayers, DENSE_MIN_MARKS } from './layers.ts';

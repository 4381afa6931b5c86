// What an image's background is, cheaply (no model): transparent, one flat colour, a smooth
// change of colour (a gradient, a vignette), or textured (a photograph, a micrograph). white_background and aspect_ratio start from it; an
// edit that only needs to know, not to segment, can call describeBackground alone.
import type { Raster } from '../shared/raster.ts';
import { findFlatBackground, ringIndices } from './segmentation/flatBackground.ts';
import { findSmoothBackground, type BackgroundField } from './segmentation/smoothBackground.ts';
import type { Rgb } from './color/oklab.ts';

export type { Rgb } from './color/oklab.ts';

/** Share of the border ring that must be transparent (alpha under half) for a transparent background. */
const MIN_TRANSPARENT_RING_SHARE = 0.5;

export type BackgroundDescription =
  | { kind: 'transparent' }
  /** mask: 1 where a pixel of the flattened image is the background colour. */
  | { kind: 'flat'; color: Rgb; mask: Uint8Array }
  /** field: the background's colour at every pixel; mask as for flat. */
  | { kind: 'smooth'; field: BackgroundField; mask: Uint8Array }
  | { kind: 'textured' };

export function hasTransparency(raster: Raster): boolean {
  for (let i = 3; i < raster.data.length; i += 4) if (raster.data[i]! < 255) return true;
  return false;
}

/** The raster composited over white, opaque: what a viewer shows, and what colour tests look at. */
export function flattenOnWhite(raster: Raster): Raster {
  const data = Buffer.from(raster.data);
  for (let p = 0; p < data.length; p += 4) {
    const a = data[p + 3]!;
    if (a === 255) continue;
    for (let c = 0; c < 3; c++) data[p + c] = Math.round((data[p + c]! * a + 255 * (255 - a)) / 255);
    data[p + 3] = 255;
  }
  return { data, width: raster.width, height: raster.height };
}

function transparentBorder(raster: Raster): boolean {
  const ring = ringIndices(raster.width, raster.height);
  let clear = 0;
  for (const i of ring) if (raster.data[i * 4 + 3]! < 128) clear++;
  return clear >= MIN_TRANSPARENT_RING_SHARE * ring.length;
}

/**
 * The background of `raster` (straight RGBA). A flat one is judged on the image as shown on
 * white, so a partly transparent figure on an opaque colour is still "flat".
 */
export function describeBackground(raster: Raster): BackgroundDescription {
  const transparent = hasTransparency(raster);
  if (transparent && transparentBorder(raster)) return { kind: 'transparent' };
  const opaque = transparent ? flattenOnWhite(raster) : raster;
  const flat = findFlatBackground(opaque);
  if (flat) return { kind: 'flat', ...flat };
  const smooth = findSmoothBackground(opaque);
  return smooth ? { kind: 'smooth', ...smooth } : { kind: 'textured' };
}

// How much of each pixel is foreground when the background's colour B is known: one colour,
// or a smooth field giving B at every pixel (smoothBackground.ts). A renderer's
// anti-aliased edge pixel is p = a*F + (1-a)*B (in sRGB values, as renderers blend): F is a
// foreground colour drawn nearby. For each pixel near the background, the neighbour F that
// best explains p on the line from B gives a; pixels away from the background, and pixels
// that are F themselves, are wholly foreground and keep their exact values.
import type { Raster } from '../../shared/raster.ts';
import type { Rgb } from '../color/oklab.ts';
import type { BackgroundField } from './smoothBackground.ts';

/** The background's colour: one for the whole image, or one a pixel. */
export type KnownBackground = Rgb | BackgroundField;

function backgroundAt(background: KnownBackground, i: number): Rgb {
  return background.length === 3 ? (background as Rgb) : [background[i * 3]!, background[i * 3 + 1]!, background[i * 3 + 2]!];
}

/** Where the pure foreground colour of an edge pixel is looked for. */
const SEARCH = 3;
/** A candidate F this close to B (RGB distance) explains nothing. */
const MIN_CONTRAST = 24;
/** Residuals (RGB distance) this much above the best still count as explaining p. */
const RESIDUAL_SLACK = 10;
/** A pixel with no foreground near it is noise under this RGB distance from B. */
const SPECK_CONTRAST = 64;
/** A best residual above this (RGB distance) means p is no blend of a neighbour with B. */
const UNEXPLAINED = 12;
/** Coverage under this is background, above 1 minus this is foreground. */
const SNAP = 0.03;
/**
 * The same, one pixel further in: there a pixel is far more often a blend of two drawn
 * colours (a fill under its outline) than a nearly covered edge, and is kept as drawn.
 */
const INNER_SNAP = 0.1;

/** Max filter of a 0/1 mask over a (2r+1) square, separably. */
function dilate(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    let last = -Infinity;
    const row = y * width;
    // Forward pass records the nearest set pixel to the left; backward to the right.
    for (let x = 0; x < width; x++) {
      if (mask[row + x]) last = x;
      if (x - last <= r) rows[row + x] = 1;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (mask[row + x]) last = x;
      if (last - x <= r) rows[row + x] = 1;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let x = 0; x < width; x++) {
    let last = -Infinity;
    for (let y = 0; y < height; y++) {
      if (rows[y * width + x]) last = y;
      if (y - last <= r) out[y * width + x] = 1;
    }
    last = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (rows[y * width + x]) last = y;
      if (last - y <= r) out[y * width + x] = 1;
    }
  }
  return out;
}

/**
 * Coverage of one edge pixel: among the neighbours that explain it (residual within
 * RESIDUAL_SLACK of the best), the one most contrasted with the background. Two passes over
 * the window, the first finding the best residual, so that nothing is allocated per pixel.
 */
function edgeCoverage(data: Buffer, mask: Uint8Array, width: number, height: number, i: number, background: KnownBackground): number {
  const bg = backgroundAt(background, i);
  const x0 = i % width;
  const y0 = (i - x0) / width;
  const pr = data[i * 4]! - bg[0];
  const pg = data[i * 4 + 1]! - bg[1];
  const pb = data[i * 4 + 2]! - bg[2];
  const yFrom = Math.max(0, y0 - SEARCH);
  const yTo = Math.min(height - 1, y0 + SEARCH);
  const xFrom = Math.max(0, x0 - SEARCH);
  const xTo = Math.min(width - 1, x0 + SEARCH);
  let bestResidual = Infinity;
  let chosenA = 1;
  let chosenContrast = -1;
  for (let pass = 0; pass < 2; pass++) {
    for (let y = yFrom; y <= yTo; y++) {
      for (let x = xFrom; x <= xTo; x++) {
        const j = y * width + x;
        if (j === i || mask[j]) continue;
        const dr = data[j * 4]! - bg[0];
        const dg = data[j * 4 + 1]! - bg[1];
        const db = data[j * 4 + 2]! - bg[2];
        const contrast = dr * dr + dg * dg + db * db;
        if (contrast < MIN_CONTRAST * MIN_CONTRAST) continue;
        const a = Math.min(1, Math.max(0, (pr * dr + pg * dg + pb * db) / contrast));
        const residual = Math.hypot(pr - a * dr, pg - a * dg, pb - a * db);
        if (pass === 0) bestResidual = Math.min(bestResidual, residual);
        else if (residual <= bestResidual + RESIDUAL_SLACK && contrast > chosenContrast) {
          chosenA = a;
          chosenContrast = contrast;
        }
      }
    }
    if (bestResidual === Infinity) {
      // Nothing drawn near it: a faint speck is noise of the background (JPEG ringing), a
      // strong one a dot that was drawn.
      return pr * pr + pg * pg + pb * pb < SPECK_CONTRAST * SPECK_CONTRAST ? 0 : 1;
    }
    // No neighbour explains it as a blend with the background: a colour of its own, kept.
    if (bestResidual > UNEXPLAINED) return 1;
  }
  return chosenA;
}

/** Whether a pixel at distance 2 touches a partly covered pixel at distance 1 (the ramp goes on inwards). */
function continuesRamp(coverage: Uint8Array, ring1: Uint8Array, width: number, height: number, i: number): boolean {
  const x0 = i % width;
  const y0 = (i - x0) / width;
  for (let y = Math.max(0, y0 - 1); y <= Math.min(height - 1, y0 + 1); y++) {
    for (let x = Math.max(0, x0 - 1); x <= Math.min(width - 1, x0 + 1); x++) {
      const j = y * width + x;
      if (ring1[j] && coverage[j]! < 255) return true;
    }
  }
  return false;
}

/**
 * Foreground coverage, 0 (background) to 255 (foreground), one byte a pixel, for an opaque
 * raster whose background `mask` (1 = background colour) and colour are known. Pixels next
 * to the background are resolved first; one pixel further in only where the ramp goes on
 * (a wide anti-aliased edge), so a blend of two drawn colours next to an outline stays exact.
 */
export function knownBackgroundCoverage(raster: Raster, mask: Uint8Array, background: KnownBackground): Uint8Array {
  const { data, width, height } = raster;
  const within1 = dilate(mask, width, height, 1);
  const within2 = dilate(mask, width, height, 2);
  const coverage = new Uint8Array(mask.length);
  const resolve = (i: number, snap: number) => {
    const a = edgeCoverage(data, mask, width, height, i, background);
    coverage[i] = a < SNAP ? 0 : a > 1 - snap ? 255 : Math.round(a * 255);
  };
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]) continue;
    if (within1[i]) resolve(i, SNAP);
    else coverage[i] = 255;
  }
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] || within1[i] || !within2[i]) continue;
    if (continuesRamp(coverage, within1, width, height, i)) resolve(i, INNER_SNAP);
  }
  return coverage;
}

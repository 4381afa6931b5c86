// Foreground / background separation for the image edits. The exact cases win when they
// exist: a transparent background (its alpha is the answer) and a flat one (a
// border-connected region of one colour, with anti-aliased edges resolved against that
// colour) and a smooth one (the same against a fitted gradient); anything else (photographs,
// micrographs, textures) goes through the U^2-Net model.
import { describeBackground, flattenOnWhite, hasTransparency, type Rgb } from '../background.ts';
import type { Raster } from '../../shared/raster.ts';
import { knownBackgroundCoverage } from './edgeCoverage.ts';
import type { BackgroundField } from './smoothBackground.ts';
import { modelCoverage } from './modelMask.ts';
import { saliency } from './u2net.ts';

export { modelsDir, modelPath, U2NETP_FILE } from './modelFile.ts';

export interface Segmentation {
  /** How the background was found: its alpha, its one colour, a fitted gradient, or the model. */
  kind: 'transparent' | 'flat' | 'smooth' | 'model';
  /** The flat background's colour; null otherwise. */
  color: Rgb | null;
  /** The smooth background's colour at every pixel; null otherwise. */
  field: BackgroundField | null;
  /** How much of each pixel is foreground, 0 (background) to 255, one byte a pixel. */
  coverage: Uint8Array;
  /** The source composited over white (the source itself when it is opaque). */
  opaque: Raster;
}

export async function segmentForeground(raster: Raster): Promise<Segmentation> {
  const background = describeBackground(raster);
  const opaque = hasTransparency(raster) ? flattenOnWhite(raster) : raster;
  if (background.kind === 'transparent') {
    const coverage = new Uint8Array(raster.width * raster.height);
    for (let i = 0; i < coverage.length; i++) coverage[i] = raster.data[i * 4 + 3]!;
    return { kind: 'transparent', color: null, field: null, coverage, opaque };
  }
  if (background.kind === 'flat') {
    return { kind: 'flat', color: background.color, field: null, coverage: knownBackgroundCoverage(opaque, background.mask, background.color), opaque };
  }
  if (background.kind === 'smooth') {
    return { kind: 'smooth', color: null, field: background.field, coverage: knownBackgroundCoverage(opaque, background.mask, background.field), opaque };
  }
  return { kind: 'model', color: null, field: null, coverage: await modelCoverage(opaque, await saliency(opaque)), opaque };
}

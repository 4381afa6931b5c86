// Foreground / background separation for the image edits. The exact cases win when they
// exist: a transparent background (its alpha is the answer) and a flat one (a
// border-connected region of one colour, with anti-aliased edges resolved against that
// colour); anything else (photographs, gradients, textures) goes through the U^2-Net model.
import { describeBackground, flattenOnWhite, hasTransparency, type Rgb } from '../background.ts';
import type { Raster } from '../raster.ts';
import { flatCoverage } from './flatEdges.ts';
import { modelCoverage } from './modelMask.ts';
import { saliency } from './u2net.ts';

export { modelsDir, modelPath, U2NETP_FILE } from './modelFile.ts';

export interface Segmentation {
  /** How the background was found: its alpha, its one colour, or the model. */
  kind: 'transparent' | 'flat' | 'model';
  /** The flat background's colour; null otherwise. */
  color: Rgb | null;
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
    return { kind: 'transparent', color: null, coverage, opaque };
  }
  if (background.kind === 'flat') {
    return { kind: 'flat', color: background.color, coverage: flatCoverage(opaque, background.mask, background.color), opaque };
  }
  return { kind: 'model', color: null, coverage: await modelCoverage(opaque, await saliency(opaque)), opaque };
}

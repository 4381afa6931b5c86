// The super-resolution networks: ESRGAN-family generators trained on DIV2K, packaged with their
// weights (TensorFlow.js layers format) by @upscalerjs (MIT). The files are read from
// node_modules, never fetched. Types and file locations only: the networks run in worker.ts.
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

/** slim: RDN, 2 dense blocks (0.9 MB); medium: RDN, 10 blocks (2.8 MB); thick: RRDN (28 MB). */
export type ModelSize = 'slim' | 'medium' | 'thick';
export type NetFactor = 2 | 4 | 8;

export interface ModelChoice {
  size: ModelSize;
  factor: NetFactor;
}

/**
 * How far (input pixels) a pixel of the output can see: a tile fed with at least this much
 * context around the part that is kept gives exactly what the whole image would. Counted from
 * the topologies: slim has 9 chained 3x3/5x5 convolutions before the upsampling, medium 17
 * (RRDN, thick, far more: about 130, which is one reason it is not used).
 */
export const RECEPTIVE_RADIUS: Record<ModelSize, number> = { slim: 10, medium: 18, thick: 130 };

/** Values the network takes and gives: the RDNs work in 0..255, the RRDN in 0..1. */
export const VALUE_RANGE: Record<ModelSize, number> = { slim: 255, medium: 255, thick: 1 };

const require = createRequire(import.meta.url);

/** The folder holding model.json and its weight shards. */
export function modelDir({ size, factor }: ModelChoice): string {
  // The packages export no package.json; their entry point sits under dist/.
  const entry = require.resolve(`@upscalerjs/esrgan-${size}`);
  const root = entry.slice(0, entry.lastIndexOf(`${sep}dist${sep}`));
  return join(root || dirname(entry), 'models', `x${factor}`);
}

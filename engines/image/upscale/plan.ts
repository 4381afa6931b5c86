// Which network runs for a request. Measured on chart figures and matplotlib fixtures
// (bench/upscale.bench.ts), bicubic-downscaled then upscaled back: the x4 networks followed by
// a Lanczos resample beat the x2 networks at a 2x ratio (+1.2 to +1.8 dB) and the x8 networks
// at an 8x ratio (+0.1 to +0.6 dB, at a third of the time); medium beats slim by 0.1 to 0.7 dB
// at 2.5 times the time. So: the best model whose estimated time fits the budget, x4 unless its
// output would be too large to hold, and an honest refusal when even the fastest would not fit.
import { EngineError } from '../../shared/errors.ts';
import type { ModelChoice } from './models.ts';

/** Seconds of network time one request may plan for: under half the activity's 10 minutes. */
export const NETWORK_SECONDS_BUDGET = 240;

/** The network's output raster (RGB, held whole before the last resample): 8192 x 8192 at most. */
export const MAX_NETWORK_OUTPUT_PIXELS = 8192 * 8192;

/**
 * Microseconds a source pixel, tiles' context included, measured on this project's 2-core
 * machine while other work ran (the estimate decides the model, so it errs slow).
 */
const MICROSECONDS_PER_PIXEL: ReadonlyArray<ModelChoice & { us: number }> = [
  { size: 'medium', factor: 4, us: 80 },
  { size: 'slim', factor: 4, us: 32 },
  { size: 'slim', factor: 2, us: 19 },
];

export interface UpscalePlan extends ModelChoice {
  /** Estimated seconds of network time on the reference machine. */
  seconds: number;
}

/** The largest source, in pixels, that the fastest network finishes within the budget. */
export const MAX_SOURCE_PIXELS = Math.floor((NETWORK_SECONDS_BUDGET * 1e6) / Math.min(...MICROSECONDS_PER_PIXEL.map((m) => m.us)));

/** The network for a width x height source; throws SOURCE_TOO_LARGE when none fits the budget. */
export function planUpscale(width: number, height: number): UpscalePlan {
  const pixels = width * height;
  for (const { size, factor, us } of MICROSECONDS_PER_PIXEL) {
    const seconds = (pixels * us) / 1e6;
    if (seconds <= NETWORK_SECONDS_BUDGET && pixels * factor * factor <= MAX_NETWORK_OUTPUT_PIXELS) return { size, factor, seconds };
  }
  const megapixels = Math.floor(MAX_SOURCE_PIXELS / 1e5) / 10;
  throw new EngineError('SOURCE_TOO_LARGE', `The image has ${(pixels / 1e6).toFixed(1)} megapixels; super-resolution takes sources of up to ${megapixels} megapixels.`);
}

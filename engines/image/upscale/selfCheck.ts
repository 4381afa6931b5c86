// The upscale's method chosen by the image itself: the source, reduced by the factor the
// request asks for (as crisply as the source itself looks, sourceSharpness.ts), is enlarged back by
// every candidate method — Lanczos, the network, blends of the two, softened or not — and
// compared with the source. The method that restores the source best, in PSNR and SSIM both,
// and no worse than Lanczos in either, draws the real upscale. On an image 1/factor² the size
// (a window of the source when it is large), so it costs a fraction of the real run.
import sharp from 'sharp';
import { psnr, ssim } from '../quality.ts';
import type { Raster } from '../../shared/raster.ts';
import type { Size } from './finish.ts';
import { resampled } from './finish.ts';
import { blendWithLanczos, LANCZOS, rgbOf, type UpscaleMethod } from './method.ts';
import type { ModelChoice } from './models.ts';
import { superResolve } from './network.ts';
import { sourceSharpness } from './sourceSharpness.ts';

/** The window of the source the check works on: its centre, at most this many pixels a side. */
const WINDOW = 640;

/** The check's reduced image is at least this many pixels on its short side. */
const MIN_CHECK_SIDE = 16;

/** A source whose crispness cannot be told (too small, or flat) is taken as halfway. */
const DEFAULT_SHARPNESS = 0.5;

const SHARES = [0.25, 0.5, 0.75, 1];

export interface CandidateScore {
  method: UpscaleMethod;
  psnr: number;
  ssim: number;
}

export interface CheckResult {
  method: UpscaleMethod;
  /** Why the check chose as it did, in a sentence (for logs and the engine's result). */
  reason: string;
  /** The reduction the check used (factor, crispness 0..1) and every candidate's scores. */
  factor: number | null;
  sharpness: number | null;
  scores: CandidateScore[];
}

/** The candidates for a request that enlarges `ratio` times with a network of `factor`. */
function candidates(ratio: number, factor: number): UpscaleMethod[] {
  // Softening is for an output enlarged past the network's own factor.
  const smoothings = ratio > factor ? [0, 0.5] : [0];
  return [LANCZOS, ...SHARES.flatMap((network) => smoothings.map((smoothing) => ({ network, smoothing })))];
}

/**
 * The centre of the source, at most WINDOW pixels a side, cut so that `small` pixels a side
 * enlarged `factor` times cover it exactly: the reduced copy and its enlargements then sit on
 * the window's grid, as the real upscale sits on the source's (a copy of 66 pixels taken to a
 * window of 262 would be shifted by a pixel at its far edge, and that alone cost the network
 * 0.9 dB there).
 */
function centreWindow(source: Raster, factor: number): { window: Raster; small: Size } {
  const small = { width: Math.floor(Math.min(WINDOW, source.width) / factor), height: Math.floor(Math.min(WINDOW, source.height) / factor) };
  const width = Math.round(small.width * factor);
  const height = Math.round(small.height * factor);
  const left = Math.floor((source.width - width) / 2);
  const top = Math.floor((source.height - height) / 2);
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) source.data.copy(data, y * width * 4, ((top + y) * source.width + left) * 4, ((top + y) * source.width + left + width) * 4);
  return { window: { data, width, height }, small };
}

/**
 * The window reduced to width x height: the antialiased (bicubic) and the point-sampled
 * reductions mixed by `sharpness` (0: antialiased only).
 */
async function reduce(window: Raster, width: number, height: number, sharpness: number): Promise<Raster> {
  const by = (kernel: 'cubic' | 'nearest') =>
    sharp(window.data, { raw: { width: window.width, height: window.height, channels: 4 } }).resize(width, height, { kernel, fit: 'fill' }).raw().toBuffer();
  const [soft, crisp] = await Promise.all([by('cubic'), by('nearest')]);
  const data = Buffer.alloc(soft.length);
  for (let i = 0; i < data.length; i++) data[i] = Math.round((1 - sharpness) * soft[i]! + sharpness * crisp[i]!);
  return { data, width, height };
}

function rgba(rgb: Buffer, width: number, height: number): Raster {
  const data = Buffer.alloc(width * height * 4, 255);
  for (let p = 0; p < width * height; p++) rgb.copy(data, p * 4, p * 3, p * 3 + 3);
  return { data, width, height };
}

/**
 * The PSNR ratio over Lanczos a candidate must reach in the check to be trusted with the real
 * upscale: the check is an estimate, and a less faithful one on a crisp source, whose
 * point-sampled reduction depends on where the samples fall. Measured on photographs and
 * figures reduced 2x and 4x both ways: on crisp sources the check overstated the network by up
 * to 0.7% where the real upscale lost to Lanczos; on soft ones it understated it.
 */
function requiredPsnrRatio(sharpness: number): number {
  return 1.002 + 0.008 * sharpness;
}

/**
 * Ranks a candidate against Lanczos: the sum of its log ratios; null when it is below Lanczos
 * in SSIM, or not above it in PSNR by the check's margin.
 */
function gain(score: CandidateScore, lanczos: CandidateScore, sharpness: number): number | null {
  const p = score.psnr / lanczos.psnr;
  const s = score.ssim / lanczos.ssim;
  if (!(p >= requiredPsnrRatio(sharpness) && s >= 1)) return null;
  return Math.log(p) + Math.log(s);
}

/**
 * The method for enlarging `source` to `size` with the network `model`. Lanczos when the
 * check cannot run (the source too small to reduce) or nothing beats it there.
 */
export async function chooseMethod(source: Raster, size: Size, model: ModelChoice): Promise<CheckResult> {
  const ratio = size.width / source.width;
  // The check reduces by the factor asked for: at a smaller one it measures another regime
  // (the network's output reduced rather than enlarged), and at 8x it chose wrongly so.
  const factor = ratio;
  if (Math.min(source.width, source.height, WINDOW) / factor < MIN_CHECK_SIDE) {
    return { method: LANCZOS, reason: `the source is too small to check the network on a copy reduced ${factor.toFixed(1)} times`, factor: null, sharpness: null, scores: [] };
  }
  const { window, small } = centreWindow(source, factor);
  const sharpness = (await sourceSharpness(window)) ?? DEFAULT_SHARPNESS;
  const reduced = await reduce(window, small.width, small.height, sharpness);
  const target = { width: window.width, height: window.height };
  const score = (rgb: Buffer, method: UpscaleMethod): CandidateScore => ({
    method,
    psnr: psnr(window.data, rgb, 4),
    ssim: ssim(window.data, rgb, window.width, window.height, 4),
  });
  const render = async (raster: { data: Buffer; width: number; height: number }, smoothing: number) =>
    rgba(await resampled(raster, target, smoothing).raw().toBuffer(), target.width, target.height).data;

  const lanczos = score(await render(rgbOf(reduced), 0), LANCZOS);
  const scores: CandidateScore[] = [lanczos];
  if (!Number.isFinite(lanczos.psnr)) return { method: LANCZOS, reason: 'Lanczos restores the reduced source exactly', factor, sharpness, scores };
  const network = await superResolve(reduced, model);
  for (const method of candidates(ratio, model.factor).filter((m) => m.network > 0)) {
    const blended = await blendWithLanczos({ ...network, data: Buffer.from(network.data) }, reduced, method.network);
    scores.push(score(await render(blended, method.smoothing), method));
  }
  let best = lanczos;
  let bestGain = 0;
  for (const s of scores) {
    const g = gain(s, lanczos, sharpness);
    if (g !== null && g > bestGain) [best, bestGain] = [s, g];
  }
  const reason =
    best === lanczos
      ? 'no blend with the network restored a reduced copy of the source better than Lanczos by the margin the check needs'
      : `restored a reduced copy of the source best: PSNR ${best.psnr.toFixed(2)} dB against Lanczos' ${lanczos.psnr.toFixed(2)}, SSIM ${best.ssim.toFixed(4)} against ${lanczos.ssim.toFixed(4)}`;
  return { method: best.method, reason, factor, sharpness, scores };
}

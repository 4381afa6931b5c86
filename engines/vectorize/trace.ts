// Raster to coloured paths: the palette (palette.ts), one stacked mask per colour (layers.ts),
// each traced by VTracer into a single path (vtracer.ts). Runs inside the tracing thread.
// VTracer joins pixels by their sides only, so a one-pixel anti-aliased line or glyph stroke,
// whose pixels touch at corners, would fall apart into blobs. The picture is therefore resampled
// SUPERSAMPLE times larger (bilinear: no ringing, so no new colours) before its pixels are given
// their palette colours: the ramps then place each edge to a fraction of a pixel, thin strokes
// become several pixels wide and connected, and the traced coordinates are scaled back.
import sharp from 'sharp';
import type { Raster } from '../image/raster.ts';
import { layerParts } from './layers.ts';
import { choosePalette, quantise, type PaletteColour } from './palette.ts';
import { DEFAULT_TRACE, traceMask, type TraceParams } from './vtracer.ts';

export interface TracedLayer {
  /** '#rrggbb'. */
  fill: string;
  /** 0 to 1; 1 for opaque colours. */
  opacity: number;
  /** Path data in image pixels. */
  d: string;
}

/** Decimal places of path coordinates: a tenth of a pixel is below what a render shows. */
export const PATH_DECIMALS = 1;
/** Most resampling, and the pixels the resampled picture may have (memory and time). */
const MAX_SUPERSAMPLE = 3;
const SUPERSAMPLED_PIXELS = 12_500_000;

const hex = (c: PaletteColour) => `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

export function supersampleFor(width: number, height: number, max = MAX_SUPERSAMPLE): number {
  return Math.max(1, Math.min(max, Math.floor(Math.sqrt(SUPERSAMPLED_PIXELS / (width * height)))));
}

async function resample(raster: Raster, scale: number): Promise<Raster> {
  if (scale === 1) return raster;
  const { data, info } = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 4 } })
    .resize(raster.width * scale, raster.height * scale, { kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export interface TraceOptions {
  params?: TraceParams;
  /** Bytes of path data beyond which tracing stops (the caller refuses the result). */
  budget?: number;
  /** Resampling factor; by default the largest the pixel budget allows. */
  supersample?: number;
  /** The source was a JPEG (its noise is not colour). */
  lossy?: boolean;
}

/** The raster's colour regions as paths, bottom first. */
export async function traceRaster(raster: Raster, options: TraceOptions = {}): Promise<{ layers: TracedLayer[]; bytes: number; overBudget: boolean }> {
  const params = options.params ?? DEFAULT_TRACE;
  const budget = options.budget ?? Infinity;
  const scale = options.supersample ?? 1;
  const lossy = options.lossy ?? false;
  const palette = choosePalette(raster, lossy);
  const big = await resample(raster, scale);
  const q = quantise(raster, big, palette, lossy);
  // Specks are judged in source pixels: a stray pixel goes, the dot of an "i" stays.
  const traced = { ...params, filterSpeckle: params.filterSpeckle * scale * scale };
  const layers: TracedLayer[] = [];
  let bytes = 0;
  // A colour's windows come one after another; its path is theirs joined.
  let current = -1;
  let d = '';
  const close = (): boolean => {
    if (d === '') return false;
    const c = q.palette[current]!;
    layers.push({ fill: hex(c), opacity: Math.round((c.a / 255) * 1000) / 1000, d });
    bytes += d.length;
    d = '';
    return bytes > budget;
  };
  for (const part of layerParts(q, big.width, big.height)) {
    if (part.colour !== current) {
      if (close()) return { layers, bytes, overBudget: true };
      current = part.colour;
    }
    d += 'cover' in part ? `M0 0h${raster.width}v${raster.height}h-${raster.width}z` : await traceMask(part.window, traced, PATH_DECIMALS, scale);
  }
  if (close()) return { layers, bytes, overBudget: true };
  return { layers, bytes, overBudget: false };
}

// Raster to coloured paths: the palette (palette.ts), each pixel given its colour, stacked
// masks in windows per colour (layers.ts), each traced by VTracer (vtracer.ts) and a colour's
// windows joined into one path. Runs inside the tracing thread. The picture is traced at its
// own resolution; windows of thin strokes (text, lines) from a resampled crop (fine.ts).
import type { Raster } from '../../shared/raster.ts';
import { FINE, fineParts, resampledCrop } from './fine.ts';
import { layerParts, maskIn } from './layers.ts';
import { choosePalette, premultiplied, quantise, type PaletteColour } from './palette.ts';
import { DEFAULT_TRACE, traceMask, type MaskWindow, type TraceParams } from './vtracer.ts';

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

const hex = (c: PaletteColour) => `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

export interface TraceOptions {
  params?: TraceParams;
  /** Bytes of path data beyond which tracing stops (the caller refuses the result). */
  budget?: number;
  /** Thin strokes from resampled crops (fine.ts); false traces everything at the source's resolution. */
  fine?: boolean;
  /** The source was a JPEG (its noise is not colour). */
  lossy?: boolean;
}

/** The raster's colour regions as paths, bottom first. */
export async function traceRaster(raster: Raster, options: TraceOptions = {}): Promise<{ layers: TracedLayer[]; bytes: number; overBudget: boolean }> {
  const params = options.params ?? DEFAULT_TRACE;
  const budget = options.budget ?? Infinity;
  const lossy = options.lossy ?? false;
  const { width, height } = raster;
  const q = quantise(raster, raster, choosePalette(raster, lossy), lossy);
  const parts = layerParts(q, width, height);
  const fine = options.fine === false ? new Set<number>() : fineParts(parts, q.index, width, height);
  const pm = fine.size > 0 ? premultiplied(raster) : null;
  // Specks are judged in source pixels: a stray pixel goes, the dot of an "i" stays.
  const fineParams = { ...params, filterSpeckle: params.filterSpeckle * FINE * FINE };
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
  for (const [i, part] of parts.entries()) {
    if (part.colour !== current) {
      if (close()) return { layers, bytes, overBudget: true };
      current = part.colour;
    }
    if ('cover' in part) {
      d += `M0 0h${width}v${height}h-${width}z`;
    } else if (fine.has(i)) {
      const { box } = part;
      const w = (box.x1 - box.x0 + 1) * FINE;
      const index = q.indexOf(resampledCrop(pm!, width, height, box, FINE));
      const window: MaskWindow = { ...maskIn(index, w, part.colour, { x0: 0, y0: 0, x1: w - 1, y1: index.length / w - 1 }), left: box.x0 * FINE, top: box.y0 * FINE };
      d += await traceMask(window, fineParams, PATH_DECIMALS, FINE);
    } else {
      d += await traceMask(maskIn(q.index, width, part.colour, part.box), params, PATH_DECIMALS);
    }
  }
  if (close()) return { layers, bytes, overBudget: true };
  return { layers, bytes, overBudget: false };
}

// Runs a super-resolution network over a whole raster, tile by tile in the upscale thread
// (worker.ts), writing each tile's kept output into one preallocated RGB raster: the peak is
// that raster plus one tile's tensors, whatever the image's size.
import { EngineError } from '../../shared/errors.ts';
import { oneThread, ThreadFailure } from '../../shared/workerThread.ts';
import type { Raster } from '../../shared/raster.ts';
import { RECEPTIVE_RADIUS, type ModelChoice } from './models.ts';
import { tileGrid, type Rect } from './tiles.ts';
import type { TileRequest } from './worker.ts';

/** 8-bit RGB, row-major, 3 bytes a pixel. */
export interface RgbRaster {
  data: Buffer;
  width: number;
  height: number;
}

const thread = oneThread<TileRequest, Uint8Array>(new URL('./worker.ts', import.meta.url));

/**
 * Core side in input pixels. The networks upsample 48 feature channels before their last
 * convolution; the cores keep that tensor near 100 MB (larger cores waste less on context).
 */
const CORE: Record<ModelChoice['factor'], number> = { 2: 256, 4: 128, 8: 64 };

/** The RGB of `rect` in an RGBA raster, in a buffer of its own (it is transferred to the thread). */
function cut(raster: Raster, rect: Rect): Uint8Array {
  const out = new Uint8Array(rect.width * rect.height * 3);
  let o = 0;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    let i = (y * raster.width + rect.x) * 4;
    for (let x = 0; x < rect.width; x++, i += 4) {
      out[o++] = raster.data[i]!;
      out[o++] = raster.data[i + 1]!;
      out[o++] = raster.data[i + 2]!;
    }
  }
  return out;
}

async function runTile(request: TileRequest): Promise<Uint8Array> {
  try {
    return await thread.call(request, [request.rgb.buffer as ArrayBuffer]);
  } catch (err) {
    if (err instanceof ThreadFailure && err.code === 'unreadable') {
      throw new EngineError('MODEL_UNREADABLE', 'The super-resolution model cannot be loaded; reinstall the @upscalerjs model packages.');
    }
    throw new EngineError('UPSCALE_FAILED', 'The super-resolution model failed on this image.');
  }
}

/** The raster's colour (alpha ignored) enlarged `model.factor` times by the network. */
export async function superResolve(raster: Raster, model: ModelChoice, onTile?: (done: number, total: number) => void): Promise<RgbRaster> {
  const f = model.factor;
  const width = raster.width * f;
  const height = raster.height * f;
  const out = Buffer.alloc(width * height * 3);
  const tiles = tileGrid(raster.width, raster.height, CORE[f], RECEPTIVE_RADIUS[model.size]);
  for (const [index, tile] of tiles.entries()) {
    const rgb = await runTile({ model, rgb: cut(raster, tile.input), width: tile.input.width, height: tile.input.height, keep: tile.keep });
    const rowBytes = tile.core.width * f * 3;
    for (let y = 0; y < tile.core.height * f; y++) {
      const target = ((tile.core.y * f + y) * width + tile.core.x * f) * 3;
      out.set(rgb.subarray(y * rowBytes, (y + 1) * rowBytes), target);
    }
    onTile?.(index + 1, tiles.length);
  }
  return { data: out, width, height };
}

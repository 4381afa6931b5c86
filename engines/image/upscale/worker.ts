// The super-resolution thread: TensorFlow.js on its WebAssembly backend (SIMD; about 16 times
// faster here than the pure-JS cpu backend), one loaded network per model and factor, kept
// for the thread's life. Each call runs the network on one tile and returns only the part of
// the output that the tile's context makes exact, as 8-bit RGB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs-core';
import * as tfl from '@tensorflow/tfjs-layers';
import '@tensorflow/tfjs-backend-wasm';
import { serveThread } from '../../shared/workerThread.ts';
import { registerCustomLayers } from './layers.ts';
import { modelDir, VALUE_RANGE, type ModelChoice } from './models.ts';

export interface TileRequest {
  model: ModelChoice;
  /** The tile with its context, RGB, row-major. */
  rgb: Uint8Array;
  width: number;
  height: number;
  /** The part of the tile whose output is wanted, in the tile's input pixels. */
  keep: { x: number; y: number; width: number; height: number };
}

class Unreadable extends Error {}

interface WeightsManifest {
  modelTopology: object;
  format?: string;
  weightsManifest: Array<{ paths: string[]; weights: tf.io.WeightsManifestEntry[] }>;
}

/** An IO handler over the package's files: model.json and its shards, concatenated in manifest order. */
function fileHandler(dir: string): tf.io.IOHandler {
  return {
    load: async () => {
      const json = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as WeightsManifest;
      const shards = json.weightsManifest.flatMap((group) => group.paths.map((p) => readFileSync(join(dir, p))));
      const all = Buffer.concat(shards);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
}

let backend: Promise<void> | undefined;
const models = new Map<string, Promise<tfl.LayersModel>>();

function load(choice: ModelChoice): Promise<tfl.LayersModel> {
  const key = `${choice.size}x${choice.factor}`;
  let model = models.get(key);
  if (!model) {
    registerCustomLayers();
    backend ??= tf.setBackend('wasm').then((ok) => {
      if (!ok) throw new Unreadable('the wasm backend did not start');
    });
    model = backend
      .then(() => tfl.loadLayersModel(fileHandler(modelDir(choice))))
      .catch((err: unknown) => {
        models.delete(key);
        throw new Unreadable(String(err));
      });
    models.set(key, model);
  }
  return model;
}

/**
 * Each output value limited to the range of the source's 3x3 neighbourhood around it, per
 * channel. The networks were trained on photographs: on a figure's flat fills and near its
 * edges they add faint texture and coloured fringes that no source pixel supports; the limit
 * removes those (a flat region comes out exactly flat, and the image's border loses the faint
 * frame the networks draw) while keeping the sharpened edges. Measured on figures downscaled
 * 4x: SSIM +0.003 to +0.024, PSNR within 0.3 dB.
 */
function clampToNeighbourhood(values: Float32Array, req: TileRequest): void {
  const { factor } = req.model;
  const { keep, width, height, rgb } = req;
  // The 3x3 minimum and maximum of every pixel of the tile, per channel: over the whole tile,
  // context included, so a core's edge is bounded as the whole image would bound it.
  const lo = new Uint8Array(width * height * 3);
  const hi = new Uint8Array(width * height * 3);
  for (let sy = 0; sy < height; sy++) {
    const y0 = Math.max(0, sy - 1);
    const y1 = Math.min(height - 1, sy + 1);
    for (let sx = 0; sx < width; sx++) {
      const x0 = Math.max(0, sx - 1);
      const x1 = Math.min(width - 1, sx + 1);
      for (let c = 0; c < 3; c++) {
        let min = 255;
        let max = 0;
        for (let y = y0; y <= y1; y++) {
          for (let x = x0; x <= x1; x++) {
            const v = rgb[(y * width + x) * 3 + c]!;
            if (v < min) min = v;
            if (v > max) max = v;
          }
        }
        lo[(sy * width + sx) * 3 + c] = min;
        hi[(sy * width + sx) * 3 + c] = max;
      }
    }
  }
  // Bounds interpolated bilinearly between source pixel centres, so they change smoothly
  // rather than in blocks of factor x factor output pixels.
  const ow = keep.width * factor;
  for (let oy = 0; oy < keep.height * factor; oy++) {
    const v = Math.min(height - 1, Math.max(0, keep.y + (oy + 0.5) / factor - 0.5));
    const y0 = Math.floor(v);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = v - y0;
    for (let ox = 0; ox < ow; ox++) {
      const u = Math.min(width - 1, Math.max(0, keep.x + (ox + 0.5) / factor - 0.5));
      const x0 = Math.floor(u);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = u - x0;
      const a = (y0 * width + x0) * 3;
      const b = (y0 * width + x1) * 3;
      const c0 = (y1 * width + x0) * 3;
      const d = (y1 * width + x1) * 3;
      const i = (oy * ow + ox) * 3;
      for (let c = 0; c < 3; c++) {
        const l = (1 - fy) * ((1 - fx) * lo[a + c]! + fx * lo[b + c]!) + fy * ((1 - fx) * lo[c0 + c]! + fx * lo[d + c]!);
        const h = (1 - fy) * ((1 - fx) * hi[a + c]! + fx * hi[b + c]!) + fy * ((1 - fx) * hi[c0 + c]! + fx * hi[d + c]!);
        values[i + c] = Math.min(h, Math.max(l, values[i + c]!));
      }
    }
  }
}

async function upscaleTile(req: TileRequest): Promise<Uint8Array> {
  const model = await load(req.model);
  const { factor, size } = req.model;
  const range = VALUE_RANGE[size];
  const { keep } = req;
  const output = tf.tidy(() => {
    const input = tf.tensor4d(Float32Array.from(req.rgb, (v) => (v * range) / 255), [1, req.height, req.width, 3]);
    const full = model.predict(input) as tf.Tensor4D;
    const kept = tf.slice(full, [0, keep.y * factor, keep.x * factor, 0], [1, keep.height * factor, keep.width * factor, 3]);
    return tf.mul(kept, 255 / range);
  });
  const values = (await output.data()) as Float32Array;
  output.dispose();
  clampToNeighbourhood(values, req);
  // Uint8ClampedArray rounds and clamps as a pixel wants; its buffer is ours to transfer.
  const rgb = new Uint8ClampedArray(values);
  return new Uint8Array(rgb.buffer);
}

serveThread<TileRequest, Uint8Array>(
  parentPort,
  async (req) => {
    const rgb = await upscaleTile(req);
    return { result: rgb, transfer: [rgb.buffer as ArrayBuffer] };
  },
  (err) => (err instanceof Unreadable ? 'unreadable' : 'failed'),
);

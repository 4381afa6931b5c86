// The service's own edit operations as steps of an instruction: white_background, recolor and
// aspect_ratio run exactly as when asked for by name (engines/image/edit/), on the canvas as
// it stands, losslessly handed over as PNG. white_background and recolor keep the canvas and
// blend in by the mask like any pixel edit; aspect_ratio grows the canvas and the mask follows
// the picture to where the reframing placed it.
import { reframeToAspectRatio } from '../edit/aspectRatio.ts';
import { recolor } from '../edit/recolor.ts';
import { whiteBackground } from '../edit/whiteBackground.ts';
import { EngineError } from '../../shared/errors.ts';
import { decodeImage, encodeImage, type Raster } from '../../shared/raster.ts';
import type { Canvas } from './geometry.ts';
import { blend } from './pixels.ts';
import type { Step } from './steps.ts';

export type OperationStep = Extract<Step, { op: 'white_background' | 'recolor' | 'aspect_ratio' }>;

export const OPERATION_OPS: ReadonlySet<string> = new Set(['white_background', 'recolor', 'aspect_ratio']);

async function asPng(raster: Raster): Promise<Buffer> {
  return (await encodeImage(raster, 'png')).bytes;
}

async function run(raster: Raster, step: OperationStep): Promise<Raster> {
  const image = await asPng(raster);
  const quality = 'standard' as const;
  const encoded =
    step.op === 'white_background'
      ? await whiteBackground({ operation: 'white_background', image, quality })
      : step.op === 'recolor'
        ? await recolor({ operation: 'recolor', image, palette: step.palette, quality })
        : await reframeToAspectRatio({ operation: 'aspect_ratio', image, aspectRatio: step.ratio, quality });
  const decoded = await decodeImage(encoded.bytes);
  return { data: decoded.data, width: decoded.width, height: decoded.height };
}

/** Whether `inner` lies in `outer` at (left, top), pixel for pixel. */
function placedAt(outer: Raster, inner: Raster, left: number, top: number): boolean {
  const rowBytes = inner.width * 4;
  for (let y = 0; y < inner.height; y++) {
    const from = ((top + y) * outer.width + left) * 4;
    if (outer.data.compare(inner.data, y * rowBytes, (y + 1) * rowBytes, from, from + rowBytes) !== 0) return false;
  }
  return true;
}

/**
 * Where the reframing put the picture: aspect_ratio copies the source unchanged onto the
 * larger canvas. Where several places match, the picture is the same at each, so any serves.
 */
function offsetOf(reframed: Raster, source: Raster): { left: number; top: number } {
  for (let top = 0; top + source.height <= reframed.height; top++) {
    for (let left = 0; left + source.width <= reframed.width; left++) if (placedAt(reframed, source, left, top)) return { left, top };
  }
  throw new Error('the reframed image does not hold the source');
}

/** Whether every pixel of `outer` outside `inner`'s place is opaque white. */
function marginIsWhite(outer: Raster, inner: Raster, left: number, top: number): boolean {
  for (let y = 0; y < outer.height; y++) {
    for (let x = 0; x < outer.width; x++) {
      if (x >= left && x < left + inner.width && y >= top && y < top + inner.height) continue;
      const p = (y * outer.width + x) * 4;
      if (outer.data[p]! < 250 || outer.data[p + 1]! < 250 || outer.data[p + 2]! < 250 || outer.data[p + 3]! < 255) return false;
    }
  }
  return true;
}

export async function applyOperation(canvas: Canvas, step: OperationStep, mask: Uint8Array | null): Promise<Canvas> {
  const result = await run(canvas.raster, step);
  if (step.op !== 'aspect_ratio') return { raster: mask ? blend(canvas.raster, result, mask) : result, mask: canvas.mask };
  const { left, top } = offsetOf(result, canvas.raster);
  // A white margin asked for is checked on the result: the operation fills with the image's own background.
  if (step.fill === 'white' && !marginIsWhite(result, canvas.raster, left, top)) {
    throw new EngineError('INSTRUCTION_NOT_SUPPORTED', 'Nothing was changed: aspect_ratio extends the canvas with the image\'s own background, which is not white here, and no operation chooses the margin\'s colour; make the background white first ("make the background white, then make it 16:9").');
  }
  if (!canvas.mask) return { raster: result, mask: null };
  const moved = new Uint8Array(result.width * result.height);
  for (let y = 0; y < canvas.raster.height; y++) moved.set(canvas.mask.subarray(y * canvas.raster.width, (y + 1) * canvas.raster.width), (top + y) * result.width + left);
  return { raster: result, mask: moved };
}

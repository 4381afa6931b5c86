// aspect_ratio: the canvas extended to the exact ratio, never cropped, the content centred
// as far as the canvas allows, the new margin filled with the image's own background: its
// one colour when flat, transparent when transparent, and for a textured background a
// continuation of its edges (texturedCanvas).
import sharp from 'sharp';
import { LIMITS } from '../../../core/limits.ts';
import { EngineError } from '../../shared/errors.ts';
import { said } from '../../shared/said.ts';
import { segmentForeground, type Segmentation } from '../segmentation/index.ts';
import { decodeImage, encodeImage, type DecodedImage, type EncodedImage, type Raster } from '../../shared/raster.ts';
import type { EditRequest } from '../types.ts';

type AspectRatioRequest = Extract<EditRequest, { operation: 'aspect_ratio' }>;

/** Coverage from which a pixel counts as content when finding the content's box. */
const CONTENT_COVERAGE = 128;

export interface Box {
  left: number;
  top: number;
  /** Exclusive. */
  right: number;
  bottom: number;
}

export interface Frame {
  width: number;
  height: number;
  /** Where the original's top-left corner lands on the new canvas. */
  left: number;
  top: number;
}

function parseRatio(ratio: string): [number, number] {
  const match = /^(\d+):(\d+)$/.exec(ratio);
  const w = Number(match?.[1]);
  const h = Number(match?.[2]);
  if (!match || !(w > 0) || !(h > 0)) throw new EngineError('INVALID_ASPECT_RATIO', `The aspect ratio ${said(ratio, 'given')} is not of the form W:H.`);
  return [w, h];
}

/** Bounding box of the pixels whose coverage reaches CONTENT_COVERAGE; the whole image when none does. */
export function contentBox(coverage: Uint8Array, width: number, height: number): Box {
  let left = width;
  let top = height;
  let right = 0;
  let bottom = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (coverage[y * width + x]! < CONTENT_COVERAGE) continue;
      if (x < left) left = x;
      if (x >= right) right = x + 1;
      if (y < top) top = y;
      bottom = y + 1;
    }
  }
  return right > left ? { left, top, right, bottom } : { left: 0, top: 0, right: width, bottom: height };
}

/**
 * The smallest canvas of exactly the ratio W:H that holds the whole image, and where the
 * image goes on it. Rounding rule: the sides are whole multiples of the ratio's terms,
 * k*W by k*H with k the smallest integer for which both hold the image (so the ratio is exact
 * in whole pixels; the side that already fitted may gain up to W-1 or H-1 pixels). The offset
 * puts the content box's centre on the canvas' centre, rounded to the nearest pixel, then
 * clamped so that no part of the original leaves the canvas.
 */
function frameFor(width: number, height: number, ratio: [number, number], content: Box): Frame {
  const [rw, rh] = ratio;
  const k = Math.max(Math.ceil(width / rw), Math.ceil(height / rh));
  const canvasWidth = k * rw;
  const canvasHeight = k * rh;
  const offset = (canvas: number, size: number, centre: number) => Math.min(canvas - size, Math.max(0, Math.round(canvas / 2 - centre)));
  return {
    width: canvasWidth,
    height: canvasHeight,
    left: offset(canvasWidth, width, (content.left + content.right) / 2),
    top: offset(canvasHeight, height, (content.top + content.bottom) / 2),
  };
}

function uniformCanvas(frame: Frame, rgba: [number, number, number, number]): Buffer {
  const data = Buffer.alloc(frame.width * frame.height * 4);
  for (let p = 0; p < data.length; p += 4) {
    data[p] = rgba[0];
    data[p + 1] = rgba[1];
    data[p + 2] = rgba[2];
    data[p + 3] = rgba[3];
  }
  return data;
}

/**
 * The margin of a textured background: near the original's edge the picture mirrored (its
 * texture continues across the seam), further out its edge pixels stretched outwards and
 * blurred (its colours and light continue, none of its objects is copied).
 */
async function texturedCanvas(opaque: Raster, frame: Frame): Promise<Buffer> {
  const raw = { raw: { width: frame.width, height: frame.height, channels: 4 as const } };
  const extend = (extendWith: 'mirror' | 'copy') =>
    sharp(opaque.data, { raw: { width: opaque.width, height: opaque.height, channels: 4 } })
      .extend({
        top: frame.top,
        left: frame.left,
        bottom: frame.height - opaque.height - frame.top,
        right: frame.width - opaque.width - frame.left,
        extendWith,
      })
      .raw()
      .toBuffer();
  const mirrored = await extend('mirror');
  const sigma = Math.max(2, 0.01 * Math.max(frame.width, frame.height));
  const stretched = await sharp(await extend('copy'), raw).blur(sigma).raw().toBuffer();
  // The mirror fades out over two sigmas: less than the objects it would copy, in most pictures.
  const ramp = 2 * sigma;
  const right = frame.left + opaque.width - 1;
  const bottom = frame.top + opaque.height - 1;
  for (let y = 0; y < frame.height; y++) {
    const dy = Math.max(frame.top - y, 0, y - bottom);
    for (let x = 0; x < frame.width; x++) {
      const dx = Math.max(frame.left - x, 0, x - right);
      if (dx === 0 && dy === 0) continue;
      const w = Math.min(1, Math.hypot(dx, dy) / ramp);
      const p = (y * frame.width + x) * 4;
      for (let c = 0; c < 3; c++) mirrored[p + c] = Math.round((1 - w) * mirrored[p + c]! + w * stretched[p + c]!);
      mirrored[p + 3] = 255;
    }
  }
  return mirrored;
}

async function background(source: DecodedImage, segmentation: Segmentation, frame: Frame): Promise<Buffer> {
  if (segmentation.kind === 'flat' && segmentation.color) return uniformCanvas(frame, [...segmentation.color, 255]);
  if (segmentation.kind === 'transparent') return uniformCanvas(frame, [255, 255, 255, 0]);
  return texturedCanvas(segmentation.opaque, frame);
}

/** Copies the original's pixels unchanged onto the canvas at the frame's offset. */
function place(canvas: Buffer, source: Raster, frame: Frame): void {
  const rowBytes = source.width * 4;
  for (let y = 0; y < source.height; y++) {
    source.data.copy(canvas, ((frame.top + y) * frame.width + frame.left) * 4, y * rowBytes, (y + 1) * rowBytes);
  }
}

export async function reframeToAspectRatio(req: AspectRatioRequest): Promise<EncodedImage> {
  const ratio = parseRatio(req.aspectRatio);
  const source = await decodeImage(req.image);
  const [rw, rh] = ratio;
  // Already of the ratio: nothing to extend, nothing to segment.
  if (source.width * rh === source.height * rw) return encodeImage(source, source.format, source.density);
  const segmentation = await segmentForeground(source);
  const frame = frameFor(source.width, source.height, ratio, contentBox(segmentation.coverage, source.width, source.height));
  if (frame.width * frame.height > LIMITS.maxInputPixels) {
    throw new EngineError(
      'OUTPUT_TOO_LARGE',
      `Reframing this ${source.width}x${source.height} image to ${req.aspectRatio} needs a ${frame.width}x${frame.height} canvas, over the ${LIMITS.maxInputPixels}-pixel limit.`,
    );
  }
  const canvas = await background(source, segmentation, frame);
  place(canvas, source, frame);
  return encodeImage({ data: canvas, width: frame.width, height: frame.height }, source.format, source.density);
}

// Steps that change the canvas: crop, rotate, flip, resize, border and padding. They act on
// the whole image; the mask, when there is one, follows along so that a later step that
// changes pixels still applies where the researcher painted.
import sharp from 'sharp';
import { LIMITS } from '../../../core/limits.ts';
import { EngineError } from '../../shared/errors.ts';
import type { Raster } from '../../shared/raster.ts';
import { edgeColour } from '../color/edgeColour.ts';
import type { CropRegion, Side } from './steps.ts';
import type { Rgba } from '../color/edgeColour.ts';

export interface Canvas {
  raster: Raster;
  /** One weight a pixel, 0 (keep) to 255 (may change); null when the edit has no mask. */
  mask: Uint8Array | null;
}

/** A channel difference above this from the edge colour counts as content (anti-aliasing included, JPEG noise not). */
const CONTENT_THRESHOLD = 24;

function checkSize(width: number, height: number): void {
  if (width < 1 || height < 1) throw new EngineError('EDIT_EMPTY_RESULT', 'The edit would leave no pixels: crop or resize less.');
  if (width * height > LIMITS.maxInputPixels) {
    throw new EngineError('EDIT_TOO_LARGE', `The edit would make an image of ${width}x${height} pixels, more than the ${LIMITS.maxInputPixels} allowed.`);
  }
}

export function cropRect(canvas: Canvas, x: number, y: number, width: number, height: number): Canvas {
  checkSize(width, height);
  const { raster } = canvas;
  const data = Buffer.alloc(width * height * 4);
  const mask = canvas.mask ? new Uint8Array(width * height) : null;
  for (let row = 0; row < height; row++) {
    const from = ((y + row) * raster.width + x) * 4;
    raster.data.copy(data, row * width * 4, from, from + width * 4);
    if (mask && canvas.mask) mask.set(canvas.mask.subarray((y + row) * raster.width + x, (y + row) * raster.width + x + width), row * width);
  }
  return { raster: { data, width, height }, mask };
}

function contentBox(raster: Raster): { x: number; y: number; width: number; height: number } {
  const bg = edgeColour(raster);
  const { data, width, height } = raster;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const a = data[p + 3]!;
      const differs =
        bg[3] === 0
          ? a > CONTENT_THRESHOLD
          : Math.abs(a - bg[3]) > CONTENT_THRESHOLD || Math.abs(data[p]! - bg[0]) > CONTENT_THRESHOLD || Math.abs(data[p + 1]! - bg[1]) > CONTENT_THRESHOLD || Math.abs(data[p + 2]! - bg[2]) > CONTENT_THRESHOLD;
      if (!differs) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) throw new EngineError('NO_CONTENT', 'The image is one uniform colour: there is no content to crop to.');
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

export function crop(canvas: Canvas, region: CropRegion): Canvas {
  const { width, height } = canvas.raster;
  if (region.kind === 'content') {
    const box = contentBox(canvas.raster);
    return cropRect(canvas, box.x, box.y, box.width, box.height);
  }
  if (region.kind === 'fraction') {
    const x0 = Math.round(region.left * width);
    const y0 = Math.round(region.top * height);
    return cropRect(canvas, x0, y0, Math.round(region.right * width) - x0, Math.round(region.bottom * height) - y0);
  }
  if (region.kind === 'panels') throw new Error('a crop to panels is made by panelCrop.ts, which finds the panels');
  const cut = (side: Side) => {
    if (!region.sides.includes(side)) return 0;
    const along = side === 'left' || side === 'right' ? width : height;
    return region.unit === 'px' ? Math.round(region.amount) : Math.round((region.amount / 100) * along);
  };
  const left = cut('left');
  const top = cut('top');
  const w = width - left - cut('right');
  const h = height - top - cut('bottom');
  if (w < 1 || h < 1) throw new EngineError('CROP_OUT_OF_BOUNDS', `Cropping that much leaves nothing of a ${width}x${height} image.`);
  return cropRect(canvas, left, top, w, h);
}

export function flip(canvas: Canvas, axis: 'horizontal' | 'vertical'): Canvas {
  const { width, height, data } = canvas.raster;
  const out = Buffer.alloc(data.length);
  const mask = canvas.mask ? new Uint8Array(canvas.mask.length) : null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = axis === 'horizontal' ? width - 1 - x : x;
      const sy = axis === 'vertical' ? height - 1 - y : y;
      data.copy(out, (y * width + x) * 4, (sy * width + sx) * 4, (sy * width + sx) * 4 + 4);
      if (mask) mask[y * width + x] = canvas.mask![sy * width + sx]!;
    }
  }
  return { raster: { data: out, width, height }, mask };
}

/** Quarter turns move pixels exactly; any other angle is resampled and the canvas grows to hold the corners. */
export async function rotate(canvas: Canvas, degrees: number): Promise<Canvas> {
  const turn = ((degrees % 360) + 360) % 360;
  if (turn === 0) return canvas;
  if (turn % 90 === 0) return quarterTurns(canvas, turn / 90);
  const { raster } = canvas;
  const [r, g, b, a] = edgeColour(raster);
  const turned = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 4 } })
    .rotate(turn, { background: { r, g, b, alpha: a / 255 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  checkSize(turned.info.width, turned.info.height);
  let mask: Uint8Array | null = null;
  if (canvas.mask) {
    const m = await sharp(Buffer.from(canvas.mask), { raw: { width: raster.width, height: raster.height, channels: 1 } })
      .rotate(turn, { background: { r: 0, g: 0, b: 0 } })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (m.info.width !== turned.info.width || m.info.height !== turned.info.height) throw new Error('rotated mask and image differ in size');
    mask = new Uint8Array(m.data);
  }
  return { raster: { data: turned.data, width: turned.info.width, height: turned.info.height }, mask };
}

function quarterTurns(canvas: Canvas, quarters: number): Canvas {
  const { width, height, data } = canvas.raster;
  const w = quarters === 2 ? width : height;
  const h = quarters === 2 ? height : width;
  const out = Buffer.alloc(data.length);
  const mask = canvas.mask ? new Uint8Array(canvas.mask.length) : null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Where source (x, y) lands after `quarters` clockwise quarter turns.
      const [nx, ny] = quarters === 1 ? [height - 1 - y, x] : quarters === 2 ? [width - 1 - x, height - 1 - y] : [y, width - 1 - x];
      data.copy(out, (ny * w + nx) * 4, (y * width + x) * 4, (y * width + x) * 4 + 4);
      if (mask) mask[ny * w + nx] = canvas.mask![y * width + x]!;
    }
  }
  return { raster: { data: out, width: w, height: h }, mask };
}

export async function resize(canvas: Canvas, width: number, height: number): Promise<Canvas> {
  checkSize(width, height);
  const { raster } = canvas;
  const data = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 4 } })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let mask: Uint8Array | null = null;
  if (canvas.mask) {
    const m = await sharp(Buffer.from(canvas.mask), { raw: { width: raster.width, height: raster.height, channels: 1 } })
      .resize(width, height, { fit: 'fill', kernel: 'linear' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    mask = new Uint8Array(m);
  }
  return { raster: { data, width, height }, mask };
}

/** Grows the canvas by the given pixels on each side, filled with `colour` (null: the image's edge colour). */
export function extend(canvas: Canvas, by: Record<Side, number>, colour: Rgba | null): Canvas {
  const { raster } = canvas;
  const fill = colour ?? edgeColour(raster);
  const width = raster.width + by.left + by.right;
  const height = raster.height + by.top + by.bottom;
  checkSize(width, height);
  const data = Buffer.alloc(width * height * 4);
  for (let p = 0; p < data.length; p += 4) {
    data[p] = fill[0];
    data[p + 1] = fill[1];
    data[p + 2] = fill[2];
    data[p + 3] = fill[3];
  }
  const mask = canvas.mask ? new Uint8Array(width * height) : null;
  for (let y = 0; y < raster.height; y++) {
    raster.data.copy(data, ((y + by.top) * width + by.left) * 4, y * raster.width * 4, (y + 1) * raster.width * 4);
    if (mask) mask.set(canvas.mask!.subarray(y * raster.width, (y + 1) * raster.width), (y + by.top) * width + by.left);
  }
  return { raster: { data, width, height }, mask };
}

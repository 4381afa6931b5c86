// The picture as tesseract should see it: one 8-bit grey channel, transparent pixels on white,
// dark text on a light ground (a dark background is inverted), and the pixel operations the
// passes need (scaling, cropping, quarter turns).
import sharp, { type Sharp } from 'sharp';
import type { Raster } from '../shared/raster.ts';
import type { GreyImage } from './worker.ts';

export interface PreparedGrey extends GreyImage {
  /** The most common grey level after inversion: the background tesseract sees. */
  background: number;
}

export function toGrey(raster: Raster): PreparedGrey {
  const { data, width, height } = raster;
  const grey = Buffer.allocUnsafe(width * height);
  const histogram = new Uint32Array(256);
  for (let i = 0, p = 0; p < grey.length; i += 4, p++) {
    const a = data[i + 3] as number;
    // Rec. 601 luma in fixed point, then over white by alpha.
    const luma = ((data[i] as number) * 77 + (data[i + 1] as number) * 150 + (data[i + 2] as number) * 29) >> 8;
    const v = (luma * a + 255 * (255 - a) + 127) / 255;
    grey[p] = v;
    histogram[grey[p] as number]!++;
  }
  if (levelGradient(grey, width, height)) {
    histogram.fill(0);
    for (let p = 0; p < grey.length; p++) histogram[grey[p] as number]!++;
  }
  let background = 255;
  for (let v = 0; v < 256; v++) if ((histogram[v] as number) > (histogram[background] as number)) background = v;
  if (background < 128) {
    for (let p = 0; p < grey.length; p++) grey[p] = 255 - (grey[p] as number);
    background = 255 - background;
  }
  return { data: grey, width, height, background };
}

/** Border pixels averaged into one value per row or column (the median of the outermost few). */
function edge(grey: Buffer, width: number, height: number, side: 'left' | 'right'): number[] {
  const out: number[] = [];
  for (let y = 0; y < height; y++) {
    const values: number[] = [];
    for (let i = 0; i < Math.min(4, width); i++) values.push(grey[y * width + (side === 'left' ? i : width - 1 - i)] as number);
    values.sort((a, b) => a - b);
    out.push(values[values.length >> 1] as number);
  }
  return out;
}

/**
 * A background that darkens smoothly from top to bottom (a slide template's gradient) is
 * levelled to white, each pixel by the background beside it on its row, so that one threshold
 * finds ink everywhere: the ground at the bottom would otherwise be darker than "ink" at the top.
 * Only a smooth, light gradient down both side edges counts; the image is changed in place.
 */
function levelGradient(grey: Buffer, width: number, height: number): boolean {
  if (width < 16 || height < 16) return false;
  const left = edge(grey, width, height, 'left');
  const right = edge(grey, width, height, 'right');
  const all = [...left, ...right];
  if (Math.min(...all) < 80 || Math.max(...all) - Math.min(...all) < 24) return false;
  const smooth = (v: number[]) => v.slice(1).filter((x, i) => Math.abs(x - (v[i] as number)) <= 4).length >= 0.97 * (v.length - 1);
  if (!smooth(left) || !smooth(right)) return false;
  for (let y = 0; y < height; y++) {
    const l = left[y] as number;
    const r = right[y] as number;
    for (let x = 0; x < width; x++) {
      const ground = l + ((r - l) * x) / (width - 1);
      const p = y * width + x;
      grey[p] = Math.max(0, Math.min(255, Math.round(255 - Math.max(0, ground - (grey[p] as number)))));
    }
  }
  return true;
}

const raw = (image: GreyImage) => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });

async function toImage(pipeline: Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A region scaled by `scale` with a white margin (tesseract drops glyphs that touch the edge),
 * turned clockwise by `turn` degrees.
 */
export async function cutOut(image: GreyImage, region: Region, scale: number, margin: number, turn: 0 | 90 | 270 = 0): Promise<GreyImage> {
  // sharp applies a rotation before a resize whatever the call order, and writes raw grey as
  // three channels: each step is its own pipeline, each result cut back to one channel.
  let current: GreyImage = await toImage(raw(image).extract(region));
  const width = Math.max(1, Math.round(region.width * scale));
  const height = Math.max(1, Math.round(region.height * scale));
  if (width !== region.width || height !== region.height) {
    // A cubic kernel keeps strokes sharp when enlarging; lanczos rings around thin text.
    current = await toImage(raw(current).resize(width, height, { kernel: scale > 1 ? 'cubic' : 'lanczos3' }));
  }
  current = await toImage(raw(current).extend({ top: margin, bottom: margin, left: margin, right: margin, background: { r: 255, g: 255, b: 255 } }));
  if (turn) current = await toImage(raw(current).rotate(turn));
  return current;
}

/**
 * What cutOut makes, computed here with bilinear sampling: for the small cut-outs of one line,
 * where sharp's three pipelines cost more than the pixels.
 */
export function cutOutSmall(image: GreyImage, region: Region, scale: number, margin: number, turn: 0 | 90 | 270 = 0): GreyImage {
  const w = Math.max(1, Math.round(region.width * scale));
  const h = Math.max(1, Math.round(region.height * scale));
  const pw = w + 2 * margin;
  const ph = h + 2 * margin;
  const pre = Buffer.alloc(pw * ph, 255);
  const sx = region.width / w;
  const sy = region.height / h;
  for (let y = 0; y < h; y++) {
    const fy = Math.min(region.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(region.height - 1, y0 + 1);
    const ty = fy - y0;
    const r0 = (region.top + y0) * image.width + region.left;
    const r1 = (region.top + y1) * image.width + region.left;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(region.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(region.width - 1, x0 + 1);
      const tx = fx - x0;
      const top = (image.data[r0 + x0] as number) * (1 - tx) + (image.data[r0 + x1] as number) * tx;
      const bottom = (image.data[r1 + x0] as number) * (1 - tx) + (image.data[r1 + x1] as number) * tx;
      pre[(y + margin) * pw + x + margin] = Math.round(top * (1 - ty) + bottom * ty);
    }
  }
  if (!turn) return { data: pre, width: pw, height: ph };
  // Clockwise a quarter: the top-left goes to the top-right; anticlockwise: to the bottom-left.
  const out = Buffer.alloc(pw * ph);
  for (let y = 0; y < pw; y++) {
    for (let x = 0; x < ph; x++) out[y * ph + x] = pre[turn === 90 ? (ph - 1 - x) * pw + y : x * pw + (pw - 1 - y)] as number;
  }
  return { data: out, width: ph, height: pw };
}

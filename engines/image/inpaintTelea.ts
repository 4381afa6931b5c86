// Telea's fast-marching inpainting (OpenCV), run in the inpainting thread (inpaintWorker.ts):
// the hole's pixels take colour propagated from the unmasked pixels around it.
import type { Raster } from '../shared/raster.ts';
import { opencv, type OpenCv } from './opencv.ts';

/** Telea's neighbourhood: thin masks (glyph strokes) need little, thick holes a wider look. */
const MIN_RADIUS = 3;
const MAX_RADIUS = 12;

/** `raster` with its pixels under `mask` (1 = fill) inpainted; alpha kept; a new raster. */
export async function teleaInpaint(raster: Raster, mask: Uint8Array): Promise<Raster> {
  const { width, height } = raster;
  const out = Buffer.from(raster.data);

  const cv = await opencv();
  const rgba = new cv.Mat(height, width, cv.CV_8UC4);
  const rgb = new cv.Mat();
  const hole = new cv.Mat(height, width, cv.CV_8UC1);
  const filled = new cv.Mat();
  try {
    rgba.data.set(raster.data);
    cv.cvtColor(rgba, rgb, cv.COLOR_RGBA2RGB);
    const holeData = hole.data;
    for (let i = 0; i < mask.length; i++) holeData[i] = mask[i] ? 255 : 0;
    const radius = radiusFor(cv, hole);
    cv.inpaint(rgb, hole, filled, radius, cv.INPAINT_TELEA);
    const src = filled.data;
    for (let i = 0, p = 0; i < mask.length; i++, p += 4) {
      if (!mask[i]) continue;
      out[p] = src[i * 3]!;
      out[p + 1] = src[i * 3 + 1]!;
      out[p + 2] = src[i * 3 + 2]!;
    }
  } finally {
    rgba.delete();
    rgb.delete();
    hole.delete();
    filled.delete();
  }
  return { data: out, width, height };
}

/** Half the hole's widest thickness (the largest distance from a hole pixel to its edge), plus a margin. */
function radiusFor(cv: OpenCv, hole: InstanceType<OpenCv['Mat']>): number {
  const distance = new cv.Mat();
  const noMask = new cv.Mat();
  try {
    cv.distanceTransform(hole, distance, cv.DIST_L2, 3);
    const { maxVal } = cv.minMaxLoc(distance, noMask);
    return Math.min(MAX_RADIUS, Math.max(MIN_RADIUS, Math.ceil(maxVal) + 1));
  } finally {
    distance.delete();
    noMask.delete();
  }
}

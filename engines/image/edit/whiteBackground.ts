// white_background: the figure's foreground over pure white (#FFFFFF), in the source's
// format and size. Background pixels become exactly 255,255,255; wholly foreground pixels
// keep their exact values; anti-aliased edges blend towards white, without the old
// background's tint (a flat background's colour is taken out of the edge pixel, not
// mixed in) and without a dark halo.
import { segmentForeground, type Segmentation } from '../segmentation/index.ts';
import { decodeImage, encodeImage, type EncodedImage, type Raster } from '../raster.ts';
import type { EditRequest } from '../types.ts';

type WhiteBackgroundRequest = Extract<EditRequest, { operation: 'white_background' }>;

/** The segmented image composited over white, opaque. */
function onWhite(segmentation: Segmentation): Raster {
  const { kind, color, coverage, opaque } = segmentation;
  const data = Buffer.from(opaque.data);
  for (let i = 0; i < coverage.length; i++) {
    const c = coverage[i]!;
    if (c === 255 || kind === 'transparent') continue;
    const p = i * 4;
    if (c === 0) {
      data[p] = data[p + 1] = data[p + 2] = 255;
      continue;
    }
    const a = c / 255;
    for (let k = 0; k < 3; k++) {
      // Flat: p = a*F + (1-a)*B, so a*F + (1-a)*white = p + (1-a)*(white - B). Model: the
      // background under the edge is unknown; the pixel itself stands in for F.
      const v = color ? data[p + k]! + (1 - a) * (255 - color[k]!) : a * data[p + k]! + (1 - a) * 255;
      data[p + k] = Math.round(Math.min(255, Math.max(0, v)));
    }
  }
  return { data, width: opaque.width, height: opaque.height };
}

export async function whiteBackground(req: WhiteBackgroundRequest): Promise<EncodedImage> {
  const source = await decodeImage(req.image);
  const segmentation = await segmentForeground(source);
  return encodeImage(onWhite(segmentation), source.format, source.density);
}

// PPTX output: one slide the physical size of the image at the dpi, the picture filling it.
// The picture is the source file itself; only the slide's size is ever adjusted.

import pptxgenjs from 'pptxgenjs';
import { asEngineError } from './source.ts';
import type { Source } from './source.ts';

// PowerPoint's slide sides range from 1 to 56 inches (ST_SlideSizeCoordinate).
const MAX_SLIDE_INCHES = 56;
const MIN_SLIDE_INCHES = 1;
const AUTHOR = 'Figure service';

// pptxgenjs types describe its CommonJS build (class under `.default`), while Node loads
// its ES build (class as the default export); take whichever this loader gave us.
type PptxClass = typeof pptxgenjs.default;
const PptxGenJS: PptxClass = (pptxgenjs as unknown as { default?: PptxClass }).default ?? (pptxgenjs as unknown as PptxClass);

export interface SlideGeometry {
  slideWidth: number;
  slideHeight: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Inches. Scaled down past 56 in, up below 1 in, keeping the aspect ratio. */
export function slideGeometry(pixelWidth: number, pixelHeight: number, dpi: number): SlideGeometry {
  const w = pixelWidth / dpi;
  const h = pixelHeight / dpi;
  let scale = Math.min(1, MAX_SLIDE_INCHES / w, MAX_SLIDE_INCHES / h);
  if (Math.min(w, h) * scale < MIN_SLIDE_INCHES) {
    scale = Math.min(MIN_SLIDE_INCHES / Math.min(w, h), MAX_SLIDE_INCHES / Math.max(w, h));
  }
  const width = w * scale;
  const height = h * scale;
  // Only an extreme aspect ratio cannot fit both bounds: its short side is padded and the
  // picture centred on it.
  const slideWidth = Math.max(width, MIN_SLIDE_INCHES);
  const slideHeight = Math.max(height, MIN_SLIDE_INCHES);
  return { slideWidth, slideHeight, x: (slideWidth - width) / 2, y: (slideHeight - height) / 2, width, height };
}

export async function toPptx(source: Source, dpi: number): Promise<Buffer> {
  const g = slideGeometry(source.width, source.height, dpi);
  try {
    const pres = new PptxGenJS();
    pres.author = AUTHOR;
    pres.company = AUTHOR;
    pres.title = 'Figure';
    pres.defineLayout({ name: 'FIGURE', width: g.slideWidth, height: g.slideHeight });
    pres.layout = 'FIGURE';
    // Inline data keeps pptxgenjs away from the file system and the network, which it
    // uses for `path` images.
    pres.addSlide().addImage({
      data: `${source.contentType};base64,${source.bytes.toString('base64')}`,
      x: g.x,
      y: g.y,
      w: g.width,
      h: g.height,
    });
    return (await pres.write({ outputType: 'nodebuffer', compression: true })) as Buffer;
  } catch (error) {
    throw asEngineError(error);
  }
}

// PPTX output: one slide holding the picture at the image's physical size at the dpi. The
// picture is the source file itself and is never resized: the dpi is what its size says.

import pptxgenjs from 'pptxgenjs';
import { EngineError } from '../shared/errors.ts';
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

/**
 * Inches. The picture is always pixels / dpi. The slide is the picture's size, except that a
 * side below PowerPoint's 1 in minimum is widened to 1 in with the picture centred on it
 * (a margin, never a resize: a picture copied into another deck keeps its true size). A side
 * above 56 in cannot be made at all: callers refuse it first (slideTooLarge).
 */
export function slideGeometry(pixelWidth: number, pixelHeight: number, dpi: number): SlideGeometry {
  const width = pixelWidth / dpi;
  const height = pixelHeight / dpi;
  const slideWidth = Math.max(width, MIN_SLIDE_INCHES);
  const slideHeight = Math.max(height, MIN_SLIDE_INCHES);
  return { slideWidth, slideHeight, x: (slideWidth - width) / 2, y: (slideHeight - height) / 2, width, height };
}

/** PAGE_TOO_LARGE when a side of the picture would exceed 56 in, naming the offered dpi values that fit. */
export function slideTooLarge(pixelWidth: number, pixelHeight: number, dpi: number, offered: readonly number[]): EngineError | undefined {
  const longest = Math.max(pixelWidth, pixelHeight);
  if (longest / dpi <= MAX_SLIDE_INCHES) return undefined;
  const inches = (px: number) => (px / dpi).toFixed(1);
  const fitting = offered.filter((d) => longest / d <= MAX_SLIDE_INCHES);
  const advice = fitting.length > 0 ? ` Use dpi ${fitting.join(' or ')}.` : ' No dpi makes it fit; PDF has no such limit.';
  return new EngineError(
    'PAGE_TOO_LARGE',
    `At ${dpi} dpi this ${pixelWidth}x${pixelHeight} px image is ${inches(pixelWidth)} x ${inches(pixelHeight)} in; a PowerPoint slide is at most ${MAX_SLIDE_INCHES} in a side.${advice}`,
  );
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

// Text detection for figures (SPEC "POST /images/text-detections"): tesseract.js on one warm
// worker, run on a grey copy of the image scaled so that glyphs are about GLYPH_TARGET pixels
// tall (figures' tick labels are often 8 px, which tesseract misreads).
//  1. One sparse-text pass over the whole scaled image reads the horizontal labels.
//  2. Ink the first pass left unexplained is grouped into places (leftovers.ts); each is read
//     again alone as one line, tall thin ones turned a quarter both ways (a y-axis title reads
//     upwards, a right-hand axis title downwards) keeping the more confident reading. Only
//     these small cut-outs are read twice, so a large image is never passed over again whole.
//  3. Words are joined into one text per label line, garbage dropped, boxes mapped back to the
//     image's pixels, and the texts put in reading order (readingOrder.ts).
import { decodeImage } from '../raster.ts';
import type { DetectedText, TextDetectionResult } from '../types.ts';
import { inkComponents, typicalGlyphHeight, type Box } from './components.ts';
import { cutOut, toGrey, type PreparedGrey, type Region } from './grey.ts';
import { unreadPlaces, type Place } from './leftovers.ts';
import { boxToImage, corners, MIN_WORD_CONFIDENCE, splitLine, type Direction, type FoundLine } from './lines.ts';
import { readingOrder } from './readingOrder.ts';
import { refineBox } from './refine.ts';
import { closeWorker, recognize } from './worker.ts';

/** Glyph height (median piece of ink, x-height to cap height) that tesseract reads best. */
const GLYPH_TARGET = 24;
const MAX_UPSCALE = 4;
const MIN_SCALE = 0.5;
/** Pixels handed to the first pass at most: beyond this the scale gives way (memory, time). */
const MAX_PASS_PIXELS = 36_000_000;
/** A second look must be surer than the first pass: a lone mark is easily read as a letter. */
const MIN_PLACE_CONFIDENCE = 75;

function chooseScale(glyph: number, width: number, height: number): number {
  let scale = GLYPH_TARGET / glyph;
  if (scale > 0.75 && scale < 1.25) scale = 1; // close enough: skip the resampling
  scale = Math.min(MAX_UPSCALE, Math.max(MIN_SCALE, scale));
  return Math.min(scale, Math.sqrt(MAX_PASS_PIXELS / (width * height)));
}

async function firstPass(grey: PreparedGrey, scale: number): Promise<FoundLine[]> {
  const margin = 16;
  const page = await cutOut(grey, { left: 0, top: 0, width: grey.width, height: grey.height }, scale, margin);
  const cut = { left: 0, top: 0, scale, margin, turn: 0 as const, width: page.width, height: page.height };
  const found: FoundLine[] = [];
  for (const line of await recognize(page, 'sparse')) {
    for (const part of splitLine(line, MIN_WORD_CONFIDENCE)) {
      found.push({
        text: part.text,
        box: boxToImage(part.box, cut),
        direction: 'horizontal',
        baselineY: (part.baselineY - margin) / scale,
        confidence: part.confidence,
      });
    }
  }
  return found;
}

/** Reads one place as a single line; a tall one both ways up, keeping the surer reading. */
async function readPlace(grey: PreparedGrey, place: Place, glyph: number): Promise<FoundLine | null> {
  const pad = Math.ceil(glyph / 2);
  const region: Region = {
    left: Math.max(0, place.x0 - pad),
    top: Math.max(0, place.y0 - pad),
    width: Math.min(grey.width, place.x1 + pad) - Math.max(0, place.x0 - pad),
    height: Math.min(grey.height, place.y1 + pad) - Math.max(0, place.y0 - pad),
  };
  const thicknessPx = place.vertical ? place.x1 - place.x0 : place.y1 - place.y0;
  const scale = Math.min(MAX_UPSCALE * 1.5, Math.max(MIN_SCALE, (1.6 * GLYPH_TARGET) / Math.max(1, thicknessPx)));
  const margin = 12;
  const turns: Array<[0 | 90 | 270, Direction]> = place.vertical
    ? [
        [90, 'up'],
        [270, 'down'],
      ]
    : [[0, 'horizontal']];
  let best: FoundLine | null = null;
  for (const [turn, direction] of turns) {
    const image = await cutOut(grey, region, scale, margin, turn);
    // Sizes before the turn, which boxToImage undoes first.
    const width = turn ? image.height : image.width;
    const height = turn ? image.width : image.height;
    const cut = { left: region.left, top: region.top, scale, margin, turn, width, height };
    for (const line of await recognize(image, 'line')) {
      for (const part of splitLine(line, MIN_PLACE_CONFIDENCE)) {
        const box = boxToImage(part.box, cut);
        const candidate: FoundLine = { text: part.text, box, direction, baselineY: direction === 'horizontal' ? boxToImage({ x0: 0, x1: 0, y0: part.baselineY, y1: part.baselineY }, cut).y0 : (box.y0 + box.y1) / 2, confidence: part.confidence };
        if (!best || candidate.text.length * candidate.confidence > best.text.length * best.confidence) best = candidate;
      }
    }
  }
  return best;
}

function overlapShare(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.max(1, (a.x1 - a.x0) * (a.y1 - a.y0));
}

/** Finds the image's texts, one per line, in reading order, with boxes in its pixels (after EXIF orientation). */
export async function detectText(bytes: Buffer): Promise<TextDetectionResult> {
  const decoded = await decodeImage(bytes);
  const { width, height } = decoded;
  const grey = toGrey(decoded);
  const components = inkComponents(grey);
  const glyph = typicalGlyphHeight(components, width, height);
  // No piece of ink the size of a glyph: nothing to read, and no need to start tesseract.
  if (glyph === null) return { width, height, texts: [] };

  const found = await firstPass(grey, chooseScale(glyph, width, height));
  const places = unreadPlaces(
    components,
    found.map((f) => f.box),
    glyph,
  );
  for (const place of places) {
    const line = await readPlace(grey, place, glyph);
    if (line && !found.some((f) => overlapShare(line.box, f.box) > 0.3)) found.push(line);
  }

  for (const line of found) line.box = refineBox(line, components);
  const texts: DetectedText[] = readingOrder(found, components, width, height).map((line, index) => ({ index, text: line.text, corners: corners(line, width, height) }));
  return { width, height, texts };
}

/** Terminates the warm OCR worker (tests, shutdown); a later detectText starts a new one. */
export function closeOcr(): Promise<void> {
  return closeWorker();
}

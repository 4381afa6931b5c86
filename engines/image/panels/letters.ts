// Each panel's letter, read by OCR: a lone letter ("B", "b", "(B)", "B.") near the panel's
// top-left corner, bold or not. The whole figure is read once (engines/ocr/); a panel
// whose corner gave no letter gets a second look at the first glyph-sized ink in its corner,
// read alone as one line, since a lone bold capital is easily dropped as a mark on a page.
import sharp from 'sharp';
import { detectText } from '../../ocr/index.ts';
import { inkComponents, type Component } from '../../ocr/components.ts';
import { cutOut, toGrey, type PreparedGrey } from '../../ocr/grey.ts';
import { recognize } from '../../ocr/worker.ts';
import type { Raster } from '../../shared/raster.ts';
import type { Box } from './layout.ts';

/** A panel letter as written: one letter, optionally in brackets or followed by a full stop. */
const LETTER = /^[([]?([A-Za-z])[)\].:]?$/;
/** The corner where a panel's letter stands: shares of the panel's width and height. */
const CORNER_WIDTH = 0.3;
const CORNER_HEIGHT = 0.2;
/** Glyph heights a panel letter may have, in pixels. */
const MIN_GLYPH = 7;
const MAX_GLYPH = 80;
/** The second look reads the glyph at about this height (tesseract's best). */
const READ_HEIGHT = 32;
const MIN_SECOND_LOOK_CONFIDENCE = 60;

interface Found {
  letter: string;
  /** Distance from the panel's top-left corner, to choose between two candidates. */
  distance: number;
}

function inCorner(box: Box, x: number, y: number): boolean {
  return x >= box.x0 && y >= box.y0 && x < box.x0 + CORNER_WIDTH * (box.x1 - box.x0) && y < box.y0 + CORNER_HEIGHT * (box.y1 - box.y0);
}

async function png(raster: Raster): Promise<Buffer> {
  return sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 4 } }).png().toBuffer();
}

/** Letters read on the whole figure, by panel. */
async function lettersOnFigure(raster: Raster, panels: Box[]): Promise<Array<Found | null>> {
  const detection = await detectText(await png(raster));
  const out: Array<Found | null> = panels.map(() => null);
  for (const text of detection.texts) {
    const m = LETTER.exec(text.text.trim());
    if (!m) continue;
    const cx = (text.corners[0].x + text.corners[2].x) / 2;
    const cy = (text.corners[0].y + text.corners[2].y) / 2;
    panels.forEach((box, i) => {
      if (!inCorner(box, cx, cy)) return;
      const distance = Math.hypot(cx - box.x0, cy - box.y0);
      if (!out[i] || distance < out[i]!.distance) out[i] = { letter: m[1]!, distance };
    });
  }
  return out;
}

/** The first glyph-sized ink in the panel's corner, with what stands beside it on its line (brackets, a full stop). */
function cornerGlyphs(grey: PreparedGrey, box: Box): Box | null {
  const left = box.x0;
  const top = box.y0;
  const width = Math.max(1, Math.round(CORNER_WIDTH * (box.x1 - box.x0)));
  const height = Math.max(1, Math.round(CORNER_HEIGHT * (box.y1 - box.y0)));
  const region: PreparedGrey = { data: Buffer.alloc(width * height), width, height, background: grey.background };
  for (let y = 0; y < height; y++) grey.data.copy(region.data, y * width, (top + y) * grey.width + left, (top + y) * grey.width + left + width);
  const glyphs = inkComponents(region).filter((c: Component) => {
    const h = c.y1 - c.y0;
    const w = c.x1 - c.x0;
    return h >= MIN_GLYPH && h <= MAX_GLYPH && w <= 1.5 * h && c.x1 < width && c.y1 < height;
  });
  if (glyphs.length === 0) return null;
  // The topmost glyph, then its neighbours on the same line within one glyph height.
  const first = glyphs.reduce((a, b) => (b.y0 < a.y0 || (b.y0 === a.y0 && b.x0 < a.x0) ? b : a));
  const h = first.y1 - first.y0;
  const line = glyphs.filter((c) => c.y0 < first.y1 && c.y1 > first.y0 && Math.abs(c.x0 - first.x0) <= 2.5 * h);
  const x0 = Math.min(...line.map((c) => c.x0));
  const x1 = Math.max(...line.map((c) => c.x1));
  const y0 = Math.min(...line.map((c) => c.y0));
  const y1 = Math.max(...line.map((c) => c.y1));
  return { x0: left + x0, y0: top + y0, x1: left + x1, y1: top + y1 };
}

async function secondLook(grey: PreparedGrey, box: Box): Promise<Found | null> {
  const glyphs = cornerGlyphs(grey, box);
  if (!glyphs) return null;
  const scale = READ_HEIGHT / (glyphs.y1 - glyphs.y0);
  const image = await cutOut(grey, { left: glyphs.x0, top: glyphs.y0, width: glyphs.x1 - glyphs.x0, height: glyphs.y1 - glyphs.y0 }, scale, 16);
  const words = (await recognize(image, 'line')).flatMap((l) => l.words);
  if (words.length !== 1 || words[0]!.confidence < MIN_SECOND_LOOK_CONFIDENCE) return null;
  const m = LETTER.exec(words[0]!.text.trim());
  return m ? { letter: m[1]!, distance: Math.hypot(glyphs.x0 - box.x0, glyphs.y0 - box.y0) } : null;
}

/**
 * Each panel's letter, upper case, or null where none was read. Letters are kept only when
 * they are all of one case and no two panels share one: otherwise the letters read are not a
 * lettering of the panels (tick labels, a legend's single-letter entries).
 */
export async function panelLetters(raster: Raster, panels: Box[]): Promise<Array<string | null>> {
  if (panels.length < 2) return panels.map(() => null);
  const found = await lettersOnFigure(raster, panels);
  if (found.some((f) => f === null)) {
    const grey = toGrey(raster);
    for (let i = 0; i < panels.length; i++) found[i] ??= await secondLook(grey, panels[i]!);
  }
  const letters = found.map((f) => f?.letter ?? null);
  const read = letters.filter((l): l is string => l !== null);
  const oneCase = read.every((l) => l === l.toUpperCase()) || read.every((l) => l === l.toLowerCase());
  const distinct = new Set(read.map((l) => l.toUpperCase())).size === read.length;
  if (!oneCase || !distinct) return panels.map(() => null);
  return letters.map((l) => l?.toUpperCase() ?? null);
}

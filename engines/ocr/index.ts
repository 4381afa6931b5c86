// Text detection for figures (SPEC "POST /images/text-detections"): tesseract.js on one warm
// worker, run on a grey copy of the image scaled so that glyphs are about GLYPH_TARGET pixels
// tall (figures' tick labels are often 8 px, which tesseract misreads).
//  0. The page is cleaned (clean.ts): rules, axes and curves wiped, filled cells re-expressed so
//     that text on them is dark on light; turned titles are held back for step 3.
//  1. One sparse-text pass over the whole scaled page gives words; a word a cell's edge crosses
//     (packed heatmap values) is cut there and each piece read again.
//  2. Words are grouped into label lines (grouping.ts); a line with symbols, unread ink beside
//     it or doubt is read again alone as one line (reread.ts), which keeps "=", "%", "(".
//  3. Ink still unexplained is grouped into places (leftovers.ts); each is read alone as one
//     line, tall thin ones turned a quarter both ways (a y-axis title reads upwards, a
//     right-hand axis title downwards) keeping the more confident reading. Only these small
//     cut-outs are read twice, so a large image is never passed over again whole.
//  4. Boxes are fitted to the glyphs' ink (refine.ts) and the texts put in reading order
//     (readingOrder.ts).
import { decodeImage } from '../shared/raster.ts';
import type { DetectedText, TextDetectionResult } from './types.ts';
import { cleanForReading, separated, separatorColumns, without, type CleanPage } from './clean.ts';
import { inkComponents, typicalGlyphHeight, type Box, type Component } from './components.ts';
import { diagonalChains, readDiagonal } from './diagonal.ts';
import { cutOut, toGrey, type PreparedGrey, type Region } from './grey.ts';
import type { PlacedWord } from './grouping.ts';
import { unreadPlaces, type Place } from './leftovers.ts';
import { readGroups, splitAtSeparators } from './lineReading.ts';
import { boxToImage, corners, meaningful, MIN_WORD_CONFIDENCE, splitLine, type Direction, type FoundLine } from './lines.ts';
import { markerClutter } from './markers.ts';
import { readingOrder } from './readingOrder.ts';
import { refineBox } from './refine.ts';
import { leadingMinus, piecesIn, withMinusSign } from './signs.ts';
import { MIN_SYMBOL_CONFIDENCE, readWithSymbols } from './symbols.ts';
import { closeWorker, recognize, type OcrLine } from './worker.ts';

/** Glyph height (median piece of ink, x-height to cap height) that tesseract reads best. */
const GLYPH_TARGET = 24;
const MAX_UPSCALE = 4;
const MIN_SCALE = 0.5;
/** Pixels handed to the first pass at most: beyond this the scale gives way (memory, time). */
const MAX_PASS_PIXELS = 36_000_000;
/** A second look must be surer than the first pass: a lone mark is easily read as a letter. */
const MIN_PLACE_CONFIDENCE = 75;
/** A turned line read at a second size must be surer still: it was in doubt once. */
const SECOND_SIZE_CONFIDENCE = 80;
/** Three pieces of ink in a row are rarely marks; a minus sign lowers tesseract's confidence in "−0.47". */
const MIN_SEVERAL_PIECES_CONFIDENCE = 60;
/** A first reading this sure keeps its ink from the slanted pass. */
const SURE_LINE_CONFIDENCE = 88;

function chooseScale(glyph: number, width: number, height: number): number {
  let scale = GLYPH_TARGET / glyph;
  if (scale > 0.75 && scale < 1.25) scale = 1; // close enough: skip the resampling
  scale = Math.min(MAX_UPSCALE, Math.max(MIN_SCALE, scale));
  return Math.min(scale, Math.sqrt(MAX_PASS_PIXELS / (width * height)));
}

/** Every word of the sparse pass over the whole scaled page, in image pixels. */
async function firstPass(grey: PreparedGrey, scale: number): Promise<PlacedWord[]> {
  const margin = 16;
  const page = await cutOut(grey, { left: 0, top: 0, width: grey.width, height: grey.height }, scale, margin);
  const cut = { left: 0, top: 0, scale, margin, turn: 0 as const, width: page.width, height: page.height };
  const words: PlacedWord[] = [];
  for (const line of await recognize(page, 'sparse')) {
    const baselineY = (line.baselineY - margin) / scale;
    for (const word of line.words) {
      const text = word.text.trim();
      if (text === '' || word.confidence < MIN_WORD_CONFIDENCE) continue;
      words.push({ ...boxToImage(word, cut), text, confidence: word.confidence, baselineY });
    }
  }
  return words;
}

/** All of a line's words that are more than noise, as one text (confidence weighted by length). */
function wholeLine(line: OcrLine): { text: string; box: Box; baselineY: number; confidence: number } | null {
  const words = line.words.filter((w) => w.text.trim() !== '' && w.confidence >= 40).sort((a, b) => a.x0 - b.x0);
  if (words.length === 0) return null;
  const chars = words.reduce((n, w) => n + w.text.trim().length, 0);
  return {
    text: words.map((w) => w.text.trim()).join(' '),
    box: { x0: Math.min(...words.map((w) => w.x0)), y0: Math.min(...words.map((w) => w.y0)), x1: Math.max(...words.map((w) => w.x1)), y1: Math.max(...words.map((w) => w.y1)) },
    baselineY: line.baselineY,
    confidence: words.reduce((sum, w) => sum + w.confidence * w.text.trim().length, 0) / chars,
  };
}

/** Reads one place as a single line; a tall one both ways up, keeping the surer reading. */
async function readPlace(grey: PreparedGrey, place: Place, glyph: number, ink: Component[]): Promise<FoundLine | null> {
  // A small negative tick label: its digits are read alone and the minus put back.
  const minus = place.vertical ? null : leadingMinus(piecesIn(ink, place), glyph);
  if (minus) {
    const line = await readPlace(grey, { ...place, x0: minus.x1 + 1, pieces: place.pieces - 1, cut: true }, glyph, []);
    return line && /^\d/u.test(line.text) ? { ...line, text: `-${line.text}`, box: { ...line.box, x0: minus.x0 } } : line;
  }
  const pad = Math.ceil(glyph / 2);
  const side = place.cut ? 0 : pad;
  const region: Region = {
    left: Math.max(0, place.x0 - side),
    top: Math.max(0, place.y0 - pad),
    width: Math.min(grey.width, place.x1 + side) - Math.max(0, place.x0 - side),
    height: Math.min(grey.height, place.y1 + pad) - Math.max(0, place.y0 - pad),
  };
  const thicknessPx = place.vertical ? place.x1 - place.x0 : place.y1 - place.y0;
  const scale = Math.min(MAX_UPSCALE * 1.5, Math.max(MIN_SCALE, (1.6 * GLYPH_TARGET) / Math.max(1, thicknessPx)));
  const line = await readPlaceAt(grey, place, region, scale);
  // Tesseract's confidence in a correct turned reading ("z-score") can collapse at one size and not at another.
  // Only for what looks like a turned line of text: a second try at anything else finds words in noise.
  const turnedText = place.vertical && place.y1 - place.y0 >= 3 * glyph && tightColumn(piecesIn(ink, place), glyph);
  // A lone letter (a panel's "C") reads as "Cc" or "[9" at one size and surely at another; only
  // on clear ground (in a photograph's texture every speck is a lone piece).
  const clear = { x0: place.x0 - glyph, y0: place.y0 - glyph, x1: place.x1 + glyph, y1: place.y1 + glyph };
  const loneGlyph = place.pieces === 1 && !place.vertical && piecesIn(ink, clear).length === 1;
  if (loneGlyph && !(line && line.confidence >= MIN_PLACE_CONFIDENCE)) {
    for (const factor of [0.65, 1.4]) {
      const again = await readPlaceAt(grey, place, region, factor * scale);
      if (again && again.confidence >= MIN_PLACE_CONFIDENCE && [...again.text].length === 1) return again;
    }
  }
  if (!turnedText || (line && line.confidence >= MIN_PLACE_CONFIDENCE)) return line;
  const again = await readPlaceAt(grey, place, region, 0.6 * scale);
  return again && again.confidence >= SECOND_SIZE_CONFIDENCE && (!line || again.text.length * again.confidence > line.text.length * line.confidence) ? again : line;
}

async function readPlaceAt(grey: PreparedGrey, place: Place, region: Region, scale: number): Promise<FoundLine | null> {
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
      // A turned title is one text: its symbols ("±", "%") are kept when the whole line reads surely.
      const whole = place.vertical ? wholeLine(line) : null;
      const parts = whole && whole.confidence >= MIN_PLACE_CONFIDENCE - 10 && meaningful(whole.text) ? [whole] : splitLine(line, place.pieces >= 3 ? MIN_SEVERAL_PIECES_CONFIDENCE : MIN_PLACE_CONFIDENCE);
      for (const part of parts) {
        const box = boxToImage(part.box, cut);
        const candidate: FoundLine = { text: part.text, box, direction, baselineY: direction === 'horizontal' ? boxToImage({ x0: 0, x1: 0, y0: part.baselineY, y1: part.baselineY }, cut).y0 : (box.y0 + box.y1) / 2, confidence: part.confidence };
        if (!best || candidate.text.length * candidate.confidence > best.text.length * best.confidence) best = candidate;
      }
    }
  }
  return best;
}

/** A place no plain reading made sense of, read for its scripts and symbols ("10⁻²" reads as nothing sure). */
async function symbolPlace(grey: PreparedGrey, place: Place): Promise<FoundLine | null> {
  if (place.pieces < 2) return null;
  const direction: Direction = place.vertical ? 'up' : 'horizontal';
  const reading = await readWithSymbols(grey, place, direction);
  if (!reading || reading.confidence < MIN_SYMBOL_CONFIDENCE) return null;
  return { text: reading.text, box: reading.box, direction, baselineY: direction === 'horizontal' ? place.y1 : (place.y0 + place.y1) / 2, confidence: reading.confidence };
}

function overlapShare(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.max(1, (a.x1 - a.x0) * (a.y1 - a.y0));
}

/**
 * Glyphs of a turned line follow each other closely down the column; the last glyphs of a column
 * of right-aligned labels stack up too, but a line's spacing apart.
 */
function tightColumn(pieces: Component[], glyph: number): boolean {
  const sorted = [...pieces].sort((a, b) => a.y0 - b.y0);
  const gaps = sorted.slice(1).map((c, i) => c.y0 - (sorted[i] as Component).y1).sort((a, b) => a - b);
  return gaps.length > 0 && (gaps[Math.floor(gaps.length / 2)] as number) <= 0.25 * glyph;
}

/** Whether the box holds any ink (a blank cut-out makes tesseract print its statistics). */
function hasInk(grey: PreparedGrey, box: Box): boolean {
  const threshold = grey.background - 64;
  for (let y = Math.max(0, box.y0); y < Math.min(grey.height, box.y1); y++) {
    for (let x = Math.max(0, box.x0); x < Math.min(grey.width, box.x1); x++) if ((grey.data[y * grey.width + x] as number) <= threshold) return true;
  }
  return false;
}

/** A horizontal place cut where a cell's edge or a rule crosses it (a row of packed cells). */
function atSeparators(page: CleanPage, place: Place): Place[] {
  if (place.vertical) return [place];
  const edges = [place.x0, ...separatorColumns(page, place), place.x1];
  if (edges.length === 2) return [place];
  return edges.slice(1).map((x1, i) => ({ ...place, x0: Math.ceil(edges[i] as number), x1: Math.floor(x1), cut: true })).filter((p) => p.x1 - p.x0 >= 2 && hasInk(page.grey, p));
}

/** Whether a second look's text is the rest of a line already read: same baseline, a word space away, nothing between. */
function continues(page: CleanPage, line: FoundLine, rest: FoundLine): boolean {
  if (line.direction !== 'horizontal') return false;
  const h = Math.max(line.box.y1 - line.box.y0, rest.box.y1 - rest.box.y0);
  if (Math.abs(line.baselineY - rest.baselineY) > 0.35 * h) return false;
  const gap = rest.box.x0 >= line.box.x1 ? rest.box.x0 - line.box.x1 : line.box.x0 - rest.box.x1;
  if (gap < 0 || gap > 0.8 * h) return false;
  const x0 = Math.min(line.box.x1, rest.box.x1);
  const x1 = Math.max(line.box.x0, rest.box.x0);
  return !separated(page, { x0, x1, y0: Math.max(line.box.y0, rest.box.y0), y1: Math.min(line.box.y1, rest.box.y1) });
}

/** Finds the image's texts, one per line, in reading order, with boxes in its pixels (after EXIF orientation). */
export async function detectText(bytes: Buffer): Promise<TextDetectionResult> {
  const decoded = await decodeImage(bytes);
  const { width, height } = decoded;
  const grey = toGrey(decoded);
  const components = inkComponents(grey);
  const firstGlyph = typicalGlyphHeight(components, width, height);
  // No piece of ink the size of a glyph: nothing to read, and no need to start tesseract.
  if (firstGlyph === null) return { width, height, texts: [] };
  const page = cleanForReading(grey, components, firstGlyph);
  const textInk = inkComponents(page.grey);
  const glyph = typicalGlyphHeight(textInk, width, height);
  if (glyph === null) return { width, height, texts: [] };

  // Turned titles are read as such later; in the sparse pass their glyphs read as stray letters.
  // (Taller than a few glyphs: the dot and stem of an "i" are a vertical chain too.)
  const inTurned = unreadPlaces(textInk, [], glyph)
    .filter((p) => p.vertical && p.y1 - p.y0 >= 3 * glyph)
    .map((p) => textInk.filter((c) => c.x0 >= p.x0 && c.x1 <= p.x1 && c.y0 >= p.y0 && c.y1 <= p.y1))
    .filter((pieces) => tightColumn(pieces, glyph))
    .flat();
  const words = await firstPass(inTurned.length > 0 ? without(page.grey, inTurned) : page.grey, chooseScale(glyph, width, height));
  const found = await readGroups(page, await splitAtSeparators(page, words, 1.3 * GLYPH_TARGET), textInk.filter((c) => !inTurned.includes(c)), glyph, 1.3 * GLYPH_TARGET);
  // A word the sparse pass read twice (on a line of its own and in its line) is one text.
  for (let i = found.length - 1; i >= 0; i--) {
    const f = found[i] as FoundLine;
    if (found.some((o) => o !== f && o.text.length > f.text.length && o.text.includes(f.text) && overlapShare(f.box, o.box) > 0.6)) found.splice(i, 1);
  }
  // Slanted text: the sparse pass reads its glyphs as stray words ("Fe", "loy, Cope, rage"), so
  // only texts it read surely keep their ink; a slanted line read surely replaces the stray words
  // whose ink it takes.
  const sure = found.filter((f) => f.confidence >= SURE_LINE_CONFIDENCE);
  const level = textInk.filter((c) => !inTurned.includes(c));
  for (const chain of diagonalChains(level, sure.map((f) => f.box), glyph)) {
    const line = await readDiagonal(page.grey, chain, glyph);
    if (!line) continue;
    const mine = new Set(chain.pieces);
    for (let i = found.length - 1; i >= 0; i--) {
      const f = found[i] as FoundLine;
      if (f.slanted || f.confidence >= SURE_LINE_CONFIDENCE) continue;
      const pieces = piecesIn(textInk, f.box);
      if (pieces.length > 0 && pieces.filter((c) => mine.has(c)).length >= 0.5 * pieces.length) found.splice(i, 1);
    }
    found.push(line);
  }
  const places = unreadPlaces(
    textInk,
    found.map((f) => f.box),
    glyph,
  );
  for (const place of places.flatMap((p) => atSeparators(page, p))) {
    // Scripts and symbols are read over the whole place (a plain reading keeps only what it is sure of, "ICso" of "IC₅₀ = 0.8 ± 0.1 µM").
    const line = (await symbolPlace(page.grey, place)) ?? (await readPlace(page.grey, place, glyph, textInk));
    if (!line || found.some((f) => overlapShare(line.box, f.box) > 0.3)) continue;
    // The place's ink beside the reading (a dropped "=") still joins it to the line it continues.
    const span: FoundLine = line.direction === 'horizontal' ? { ...line, box: { x0: Math.min(line.box.x0, place.x0), y0: line.box.y0, x1: Math.max(line.box.x1, place.x1), y1: line.box.y1 } } : line;
    const neighbour = line.direction === 'horizontal' ? found.find((f) => continues(page, f, span)) : undefined;
    if (neighbour) {
      const [left, right] = neighbour.box.x0 < span.box.x0 ? [neighbour, span] : [span, neighbour];
      neighbour.text = `${left.text} ${right.text}`;
      neighbour.box = { x0: Math.min(left.box.x0, right.box.x0), y0: Math.min(left.box.y0, right.box.y0), x1: Math.max(left.box.x1, right.box.x1), y1: Math.max(left.box.y1, right.box.y1) };
    } else found.push(line);
  }

  const labels = found.filter((line) => line.slanted || !markerClutter(line, textInk, glyph));
  for (const line of labels) {
    if (line.slanted) continue;
    const symbols = await readWithSymbols(page.grey, line.box, line.direction, line.text);
    if (symbols && symbols.confidence >= MIN_SYMBOL_CONFIDENCE) {
      // Its box is already its ink, scripts included (refineBox would drop a raised "²" as a mark).
      line.text = symbols.text;
      line.box = symbols.box;
      continue;
    }
    if (line.direction === 'horizontal') line.text = withMinusSign(line.text, line.box, textInk, glyph);
    line.box = refineBox(line, textInk);
  }
  const texts: DetectedText[] = readingOrder(labels, components, width, height).map((line, index) => ({ index, text: line.text, corners: corners(line, width, height) }));
  return { width, height, texts };
}

/** Terminates the warm OCR worker (tests, shutdown); a later detectText starts a new one. */
export function closeOcr(): Promise<void> {
  return closeWorker();
}

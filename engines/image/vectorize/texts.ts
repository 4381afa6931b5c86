// editable_text: every detected text that can be measured is lifted off the picture and given
// back as an SVG <text>. Its look is read from the untouched pixels (../image/text/analyse.ts,
// as replace_text does): colour against the local background, glyph pixels, ink extent in its
// own (possibly turned) frame; the weight is the Arimo weight whose ink area matches, the size
// the one whose ink height does. The <text> sits on the old baseline, anchored as the label was
// aligned (a column of y tick labels keeps its right edge when edited). All glyph pixels are
// then erased together (inpainted from their surroundings) so the tracer never sees them.
// A text that cannot be measured, that Arimo cannot draw, or whose glyphs do not match the
// pixels it would replace stays in the picture and is traced as shapes: nothing detected is
// dropped, and no misreading ("pm" for "µm") is written as real text. Where a character has a
// look-alike of another meaning (../image/text/lookalikes.ts), both are drawn and compared on
// that character's own stretch of ink: the reading is written only when the pixels side with it.
import type { FontWeight } from '../../shared/fonts.ts';
import { inpaint } from '../inpaint.ts';
import type { Raster } from '../../shared/raster.ts';
import { alignmentOf } from '../text/align.ts';
import { analyseOldText, matchingWeight, sizeFromInk, type OldText } from '../text/analyse.ts';
import { drawText } from '../text/draw.ts';
import { imageRect, textFrame, toFrame, toImage, type TextFrame } from '../text/frame.ts';
import { lookalikes } from '../text/lookalikes.ts';
import { inkExtent, missingCharacters } from '../text/metrics.ts';
import type { DetectedText } from '../types.ts';
import type { SvgText } from './svgDocument.ts';

/** Sizes from a label's ink length and height this close (a share) mean the font has Arial's widths. */
const SAME_FONT_SHARE = 0.06;
/** Shares of the redrawn text's ink on the old ink, and of the old ink under the new, both required. */
const MIN_AGREEMENT = 0.85;
/** Texts smaller than this share of the median lifted size are specks, not labels. */
const MIN_SIZE_SHARE = 0.4;
/** Pixels the drawn text may sit off the old one when their glyphs are compared. */
const SHIFT = 2;
/**
 * Of the pixels where a reading and its look-alike are drawn differently, the share the old ink
 * must side with to keep the reading. Below it the label stays as shapes; the look-alike is
 * never written instead. Low, because a figure's font is rarely Arimo: on matplotlib's DejaVu
 * Sans, right readings score 0.27 and up (bar one "B" at 0.17, which then stays as shapes) and
 * "pM" over a drawn "µM" 0.19.
 */
const LOOKALIKE_SHARE = 0.25;
/** How far (pixels) one character's stretch may sit off where Arimo's advances put it. */
const LOCAL_SHIFT = 3;
/** Angles this close (degrees) to a multiple of 45 are that multiple: OCR boxes wobble a little. */
const SNAP_DEGREES = 2;

const hex = (rgb: [number, number, number]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

function snapped(angle: number): number {
  const nearest = Math.round(angle / 45) * 45;
  const a = Math.abs(angle - nearest) <= SNAP_DEGREES ? nearest : angle;
  // -180 and 180 are one turn; 0 rather than -0 in the document.
  return a === -180 ? 180 : a === 0 ? 0 : a;
}

/**
 * The font size: from the ink's length when that agrees with its height (the label was set in
 * Arimo or a font with Arial's widths, and the length, many times the height, is measured more
 * finely), else from its height (another font: its widths differ, its x and cap heights less).
 */
function fittedSize(old: OldText, text: string, weight: FontWeight): number {
  const byHeight = sizeFromInk(old, text, weight);
  const unit = inkExtent(text, 100, weight);
  const unitWidth = (unit.maxX - unit.minX) / 100;
  const byWidth = unitWidth > 0 ? (old.ink.s1 - old.ink.s0) / unitWidth : byHeight;
  return Math.abs(byWidth / byHeight - 1) <= SAME_FONT_SHARE ? byWidth : byHeight;
}

interface Placed {
  text: string;
  size: number;
  weight: FontWeight;
  /** Where the pen starts, in the text's frame (s), and its baseline (t). */
  pen: number;
  baseline: number;
}

/** Where `text` is drawn so that its ink lands where the old ink was, anchored as the label was aligned. */
function place(old: OldText, text: string, size: number, weight: FontWeight, alignment: 'start' | 'middle' | 'end'): Placed {
  const ext = inkExtent(text, size, weight);
  // The baseline lies a descent (minY, negative below it) above the ink's bottom.
  const baseline = old.ink.t1 + ext.minY;
  const pen = alignment === 'start' ? old.ink.s0 - ext.minX : alignment === 'end' ? old.ink.s1 - ext.maxX : (old.ink.s0 + old.ink.s1) / 2 - (ext.minX + ext.maxX) / 2;
  return { text, size, weight, pen, baseline };
}

function penOf(frame: TextFrame, placed: Placed): Pen {
  const start = toImage(frame, placed.pen, placed.baseline);
  return { text: placed.text, size: placed.size, weight: placed.weight, x: start.x, y: start.y };
}

const score = (a: Agreement) => Math.min(a.precision, a.recall);

/** Whether the pixels side with `words` against each one-character swap for a look-alike, judged on the strokes that tell them apart. */
async function sidesWithReading(image: Raster, old: OldText, frame: TextFrame, words: string, size: number, weight: FontWeight, alignment: 'start' | 'middle' | 'end'): Promise<boolean> {
  const chars = [...words];
  const current = place(old, words, size, weight, alignment);
  for (let k = 0; k < chars.length; k++) {
    const others = lookalikes(chars[k]!).filter((c) => missingCharacters(c).length === 0);
    if (others.length === 0) continue;
    const before = chars.slice(0, k).join('');
    const from = current.pen + inkExtent(before, size, weight).advance;
    const to = current.pen + inkExtent(before + chars[k], size, weight).advance;
    // A look-alike's wider or narrower glyph moves the rest of the line: only its own stretch votes.
    const window = { s0: from - LOCAL_SHIFT, s1: to + LOCAL_SHIFT };
    for (const other of others) {
      const swapped = [...chars.slice(0, k), other, ...chars.slice(k + 1)].join('');
      const vote = await lookalikeVote(image, old, frame, penOf(frame, current), penOf(frame, place(old, swapped, size, weight, alignment)), window);
      if (vote !== null && vote < LOOKALIKE_SHARE) return false;
    }
  }
  return true;
}

async function liftOne(image: Raster, detected: DetectedText, all: DetectedText[]): Promise<{ text: SvgText; old: OldText } | null> {
  const read = detected.text.replace(/\s+/g, ' ').trim();
  if (read === '' || missingCharacters(read).length > 0) return null;
  const frame = textFrame(detected.corners);
  const old = analyseOldText(image, frame, read);
  if (!old) return null;
  const weight = await matchingWeight(old, read);
  const size = fittedSize(old, read, weight);
  if (!(size > 0) || !Number.isFinite(size)) return null;
  const alignment = alignmentOf(detected, all);
  const anchor = alignment === 'start' ? 'start' : alignment === 'end' ? 'end' : 'middle';
  // OCR also "reads" clusters of markers; a text that does not redraw the ink it was read from
  // (a wrong reading, or a font too unlike Arimo) stays in the picture as shapes.
  const agreement = await glyphAgreement(image, old, frame, penOf(frame, place(old, read, size, weight, anchor)));
  if (score(agreement) < MIN_AGREEMENT) return null;
  if (!(await sidesWithReading(image, old, frame, read, size, weight, anchor))) return null;
  const words = read;
  const placed = place(old, words, size, weight, anchor);
  const advance = inkExtent(words, size, weight).advance;
  const along = anchor === 'start' ? placed.pen : anchor === 'end' ? placed.pen + advance : placed.pen + advance / 2;
  const point = toImage(frame, along, placed.baseline);
  return {
    text: { text: words, x: point.x, y: point.y, size, weight, fill: hex(old.colour), anchor, angle: snapped(frame.angle) },
    old,
  };
}

/** A stretch of the text's frame along its reading direction (s from s0 to s1). */
interface Window {
  s0: number;
  s1: number;
}

interface Agreement {
  precision: number;
  recall: number;
  /** The offset of the drawn text onto the old ink that agrees best. */
  shift: { x: number; y: number };
}

type Pen = { text: string; size: number; weight: FontWeight; x: number; y: number };

/** The image rectangle a label is compared in, and its old glyphs there (1 a pixel). */
function oldGlyphs(image: Raster, old: OldText, frame: TextFrame): { rect: { x0: number; y0: number; x1: number; y1: number }; was: Uint8Array } {
  const rect = imageRect(frame, Math.max(4, 0.6 * frame.height), image.width, image.height);
  const w = rect.x1 - rect.x0;
  const h = rect.y1 - rect.y0;
  const was = new Uint8Array(w * h);
  for (const index of old.glyphs) {
    const x = (index % image.width) - rect.x0;
    const y = Math.floor(index / image.width) - rect.y0;
    if (x >= 0 && y >= 0 && x < w && y < h) was[y * w + x] = 1;
  }
  return { rect, was };
}

/** The text drawn in Arimo, black, in the rectangle: 1 where its ink is. */
async function drawnGlyphs(frame: TextFrame, rect: { x0: number; y0: number; x1: number; y1: number }, t: Pen): Promise<Uint8Array> {
  const w = rect.x1 - rect.x0;
  const h = rect.y1 - rect.y0;
  const patch: Raster = { data: Buffer.alloc(w * h * 4, 255), width: w, height: h };
  await drawText(patch, { ...t, colour: [0, 0, 0], angle: frame.angle, rect: { x0: 0, y0: 0, x1: w, y1: h }, x: t.x - rect.x0, y: t.y - rect.y0 });
  const fresh = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) fresh[i] = patch.data[i * 4]! < 128 ? 1 : 0;
  return fresh;
}

/**
 * How well the text, drawn in Arimo where it will be, covers the old glyphs and only them:
 * the shares of new ink near old ink and of old ink near new ink (within a stroke's width).
 */
async function glyphAgreement(image: Raster, old: OldText, frame: TextFrame, t: Pen): Promise<Agreement> {
  const { rect, was } = oldGlyphs(image, old, frame);
  const w = rect.x1 - rect.x0;
  const h = rect.y1 - rect.y0;
  const fresh = await drawnGlyphs(frame, rect, t);
  // A stroke's edge may fall a pixel either way, and the whole text a pixel or two off.
  const near = (m: Uint8Array, x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < w && ny < h && m[ny * w + nx]) return true;
      }
    }
    return false;
  };
  let best: Agreement = { precision: 0, recall: 0, shift: { x: 0, y: 0 } };
  for (let sy = -SHIFT; sy <= SHIFT; sy++) {
    for (let sx = -SHIFT; sx <= SHIFT; sx++) {
      let newInk = 0;
      let newNear = 0;
      let oldInk = 0;
      let oldNear = 0;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const fx = x - sx;
          const fy = y - sy;
          if (fx >= 0 && fy >= 0 && fx < w && fy < h && fresh[fy * w + fx]) {
            newInk++;
            if (near(was, x, y)) newNear++;
          }
          if (was[y * w + x]) {
            oldInk++;
            if (fx >= 0 && fy >= 0 && fx < w && fy < h && near(fresh, fx, fy)) oldNear++;
          }
        }
      }
      const score = { precision: newInk ? newNear / newInk : 0, recall: oldInk ? oldNear / oldInk : 0, shift: { x: sx, y: sy } };
      if (Math.min(score.precision, score.recall) > Math.min(best.precision, best.recall)) best = score;
    }
  }
  return best;
}

/**
 * Which of two readings the old ink sides with, on the pixels where their drawings differ
 * within one character's stretch: the share of those pixels where the old ink is as the first
 * reading draws it (1: all for the first, 0: all for the second, null: they draw the same).
 * Only the strokes that tell the two apart vote, so a font unlike Arimo cannot drown them.
 */
async function lookalikeVote(image: Raster, old: OldText, frame: TextFrame, first: Pen, second: Pen, window: Window): Promise<number | null> {
  const { rect, was } = oldGlyphs(image, old, frame);
  const w = rect.x1 - rect.x0;
  const h = rect.y1 - rect.y0;
  const [a, b] = await Promise.all([drawnGlyphs(frame, rect, first), drawnGlyphs(frame, rect, second)]);
  const inWindow = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const { s: along } = toFrame(frame, x + rect.x0 + 0.5, y + rect.y0 + 0.5);
      inWindow[y * w + x] = along >= window.s0 && along <= window.s1 ? 1 : 0;
    }
  }
  // Another font's advances move each character a little along the line: the stretch is
  // aligned on its own, by the offset at which the old ink best meets either drawing (the
  // same offset for both, so neither is favoured).
  const at = (m: Uint8Array, x: number, y: number) => (x >= 0 && y >= 0 && x < w && y < h ? m[y * w + x]! : 0);
  let shift = { x: 0, y: 0 };
  let bestMet = -1;
  for (let sy = -LOCAL_SHIFT; sy <= LOCAL_SHIFT; sy++) {
    for (let sx = -LOCAL_SHIFT; sx <= LOCAL_SHIFT; sx++) {
      let met = 0;
      for (let i = 0; i < w * h; i++) {
        if (!inWindow[i] || !was[i]) continue;
        const x = (i % w) - sx;
        const y = Math.floor(i / w) - sy;
        if (at(a, x, y) || at(b, x, y)) met++;
      }
      if (met > bestMet) {
        bestMet = met;
        shift = { x: sx, y: sy };
      }
    }
  }
  let differ = 0;
  let forFirst = 0;
  for (let i = 0; i < w * h; i++) {
    if (!inWindow[i]) continue;
    const x = (i % w) - shift.x;
    const y = Math.floor(i / w) - shift.y;
    const inA = at(a, x, y);
    if (inA === at(b, x, y)) continue;
    differ++;
    if (inA === was[i]) forFirst++;
  }
  return differ === 0 ? null : forFirst / differ;
}

/** The glyphs of the lifted texts, grown a little (their faint fringe) but never onto another colour. */
function glyphMask(image: Raster, olds: OldText[]): Uint8Array {
  const { width, height } = image;
  const mask = new Uint8Array(width * height);
  for (const old of olds) {
    const grow = Math.max(1, Math.round(0.06 * old.frame.height));
    for (const index of old.glyphs) {
      const x = index % width;
      const y = (index - x) / width;
      for (let dy = -grow; dy <= grow; dy++) {
        for (let dx = -grow; dx <= grow; dx++) {
          const mx = x + dx;
          const my = y + dy;
          if (mx < 0 || my < 0 || mx >= width || my >= height) continue;
          const m = my * width + mx;
          if (!old.foreign.has(m)) mask[m] = 1;
        }
      }
    }
  }
  return mask;
}

/** The picture without the texts that could be lifted, and those texts as SVG text. */
export async function liftTexts(image: Raster, detected: DetectedText[]): Promise<{ raster: Raster; texts: SvgText[] }> {
  let lifted: Array<{ text: SvgText; old: OldText }> = [];
  // Every text is measured on the untouched picture before any is erased.
  for (const d of detected) {
    const one = await liftOne(image, d, detected);
    if (one) lifted.push(one);
  }
  // A speck read as a letter comes out far smaller than the figure's labels.
  const sizes = lifted.map((l) => l.text.size).sort((a, b) => a - b);
  const typical = sizes[Math.floor(sizes.length / 2)] ?? 0;
  lifted = lifted.filter((l) => l.text.size >= MIN_SIZE_SHARE * typical);
  if (lifted.length === 0) return { raster: image, texts: [] };
  const raster = await inpaint(image, glyphMask(image, lifted.map((l) => l.old)));
  return { raster, texts: lifted.map((l) => l.text) };
}

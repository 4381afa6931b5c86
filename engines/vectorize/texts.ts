// editable_text: every detected text that can be measured is lifted off the picture and given
// back as an SVG <text>. Its look is read from the untouched pixels (../image/text/analyse.ts,
// as replace_text does): colour against the local background, glyph pixels, ink extent in its
// own (possibly turned) frame; the weight is the Arimo weight whose ink area matches, the size
// the one whose ink height does. The <text> sits on the old baseline, anchored as the label was
// aligned (a column of y tick labels keeps its right edge when edited). All glyph pixels are
// then erased together (inpainted from their surroundings) so the tracer never sees them.
// A text that cannot be measured, or that Arimo cannot draw, stays in the picture and is traced
// as shapes: nothing detected is dropped.
import type { FontWeight } from '../chart/render/fonts.ts';
import { inpaint } from '../image/inpaint.ts';
import type { Raster } from '../image/raster.ts';
import { alignmentOf } from '../image/text/align.ts';
import { analyseOldText, matchingWeight, sizeFromInk, type OldText } from '../image/text/analyse.ts';
import { drawText } from '../image/text/draw.ts';
import { imageRect, textFrame, toImage, type TextFrame } from '../image/text/frame.ts';
import { inkExtent, missingCharacters } from '../image/text/metrics.ts';
import type { DetectedText } from '../image/types.ts';
import type { SvgText } from './svgDocument.ts';

/** Sizes from a label's ink length and height this close (a share) mean the font has Arial's widths. */
const SAME_FONT_SHARE = 0.06;
/** Shares of the redrawn text's ink on the old ink, and of the old ink under the new, both required. */
const MIN_AGREEMENT = 0.85;
/** Texts smaller than this share of the median lifted size are specks, not labels. */
const MIN_SIZE_SHARE = 0.4;
/** Pixels the drawn text may sit off the old one when their glyphs are compared. */
const SHIFT = 2;
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

async function liftOne(image: Raster, detected: DetectedText, all: DetectedText[]): Promise<{ text: SvgText; old: OldText } | null> {
  const words = detected.text.replace(/\s+/g, ' ').trim();
  if (words === '' || missingCharacters(words).length > 0) return null;
  const frame = textFrame(detected.corners);
  const old = analyseOldText(image, frame, words);
  if (!old) return null;
  const weight = await matchingWeight(old, words);
  const size = fittedSize(old, words, weight);
  if (!(size > 0) || !Number.isFinite(size)) return null;
  const ext = inkExtent(words, size, weight);
  // The baseline lies a descent (minY, negative below it) above the ink's bottom.
  const baseline = old.ink.t1 + ext.minY;
  const alignment = alignmentOf(detected, all);
  const anchor = alignment === 'start' ? 'start' : alignment === 'end' ? 'end' : 'middle';
  // Where the pen starts so the ink lands where the old ink was, then the anchor along the advance.
  const pen = alignment === 'start' ? old.ink.s0 - ext.minX : alignment === 'end' ? old.ink.s1 - ext.maxX : (old.ink.s0 + old.ink.s1) / 2 - (ext.minX + ext.maxX) / 2;
  const along = anchor === 'start' ? pen : anchor === 'end' ? pen + ext.advance : pen + ext.advance / 2;
  const point = toImage(frame, along, baseline);
  const start = toImage(frame, pen, baseline);
  // OCR also "reads" clusters of markers; a text that does not redraw the ink it was read from
  // (a wrong reading, or a font too unlike Arimo) stays in the picture as shapes.
  const agreement = await glyphAgreement(image, old, frame, { text: words, size, weight, x: start.x, y: start.y });
  if (Math.min(agreement.precision, agreement.recall) < MIN_AGREEMENT) return null;
  return {
    text: { text: words, x: point.x, y: point.y, size, weight, fill: hex(old.colour), anchor, angle: snapped(frame.angle) },
    old,
  };
}

/**
 * How well the text, drawn in Arimo where it will be, covers the old glyphs and only them:
 * the shares of new ink near old ink and of old ink near new ink (within a stroke's width).
 */
async function glyphAgreement(image: Raster, old: OldText, frame: TextFrame, t: { text: string; size: number; weight: FontWeight; x: number; y: number }): Promise<{ precision: number; recall: number }> {
  const rect = imageRect(frame, Math.max(4, 0.6 * frame.height), image.width, image.height);
  const w = rect.x1 - rect.x0;
  const h = rect.y1 - rect.y0;
  const patch: Raster = { data: Buffer.alloc(w * h * 4, 255), width: w, height: h };
  await drawText(patch, { ...t, colour: [0, 0, 0], angle: frame.angle, rect: { x0: 0, y0: 0, x1: w, y1: h }, x: t.x - rect.x0, y: t.y - rect.y0 });
  const fresh = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) fresh[i] = patch.data[i * 4]! < 128 ? 1 : 0;
  const was = new Uint8Array(w * h);
  for (const index of old.glyphs) {
    const x = (index % image.width) - rect.x0;
    const y = Math.floor(index / image.width) - rect.y0;
    if (x >= 0 && y >= 0 && x < w && y < h) was[y * w + x] = 1;
  }
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
  let best = { precision: 0, recall: 0 };
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
      const score = { precision: newInk ? newNear / newInk : 0, recall: oldInk ? oldNear / oldInk : 0 };
      if (Math.min(score.precision, score.recall) > Math.min(best.precision, best.recall)) best = score;
    }
  }
  return best;
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

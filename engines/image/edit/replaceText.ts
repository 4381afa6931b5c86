// replace_text (SPEC "POST /images/edits"): each named label is erased and redrawn with new
// words in the same place and style.
//  1. Its look is read from the pixels (text/analyse.ts): colour against the local background,
//     its glyph pixels, its ink extent in its own (possibly rotated) frame; the weight is the
//     Arimo weight whose ink area at that size matches, the size the one whose ink height does.
//  2. The glyph pixels, dilated a little, are inpainted (inpaint.ts), so a line, grid or
//     gradient behind the label carries on through where it was; never a painted box.
//  3. The new words are drawn in Arimo in that colour, weight and angle, on the old baseline,
//     aligned as the label was (text/align.ts), shrunk to the old box's width if longer,
//     never larger than the old size.
import { EngineError } from '../../shared/errors.ts';
import { inpaint } from '../inpaint.ts';
import { decodeImage, encodeImage, type EncodedImage, type Raster } from '../raster.ts';
import { alignmentOf, type Alignment } from '../text/align.ts';
import { analyseOldText, matchingWeight, sizeFromInk, type OldText } from '../text/analyse.ts';
import { drawText, type TextToDraw } from '../text/draw.ts';
import { imageRect, textFrame, toImage } from '../text/frame.ts';
import { inkExtent, missingCharacters } from '../text/metrics.ts';
import type { DetectedText, EditRequest } from '../types.ts';

export type ReplaceTextRequest = Extract<EditRequest, { operation: 'replace_text' }>;

interface Plan {
  detected: DetectedText;
  old: OldText;
  drawing: TextToDraw;
}

export async function replaceText(req: ReplaceTextRequest): Promise<EncodedImage> {
  const image = await decodeImage(req.image);
  const { detection } = req;
  if (detection.width !== image.width || detection.height !== image.height) {
    throw new EngineError('DETECTION_IMAGE_MISMATCH', `The text detection was made on a ${detection.width}x${detection.height} image, not this ${image.width}x${image.height} one.`);
  }
  const byIndex = new Map(detection.texts.map((t) => [t.index, t]));
  const seen = new Set<number>();
  for (const { index, text } of req.replacements) {
    if (!byIndex.has(index)) throw new EngineError('TEXT_INDEX_UNKNOWN', `The text detection has no text with index ${index}.`);
    if (seen.has(index)) throw new EngineError('DUPLICATE_INDEX', `Text ${index} is replaced more than once.`);
    seen.add(index);
    const missing = missingCharacters(oneLine(text));
    if (missing.length) throw new EngineError('TEXT_CHARACTERS_UNSUPPORTED', `The font has no glyph for ${missing.map((c) => `"${c}"`).join(', ')}.`);
  }

  // Every label is read from the untouched image before any is erased.
  const plans: Plan[] = [];
  for (const { index, text } of req.replacements) {
    const detected = byIndex.get(index)!;
    plans.push(await plan(image, detected, oneLine(text), detection.texts));
  }
  let raster: Raster = image;
  for (const p of plans) raster = await erase(raster, p.old);
  for (const p of plans) await drawText(raster, p.drawing);
  return encodeImage(raster, image.format, image.density);
}

/** New text is drawn on one line, as the label it replaces was. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

async function plan(image: Raster, detected: DetectedText, text: string, all: DetectedText[]): Promise<Plan> {
  const frame = textFrame(detected.corners);
  const old = analyseOldText(image, frame, detected.text);
  if (!old) {
    throw new EngineError('TEXT_NOT_FOUND', `Text ${detected.index} ("${detected.text}") does not stand out from its background where it was detected.`);
  }
  const weight = await matchingWeight(old, detected.text);
  const oldSize = sizeFromInk(old, detected.text, weight);
  const full = inkExtent(text, oldSize, weight);
  const available = Math.max(frame.width, old.ink.s1 - old.ink.s0);
  const size = Math.min(oldSize, (oldSize * available) / Math.max(1e-6, full.maxX - full.minX));
  const ext = inkExtent(text, size, weight);
  // The old baseline: its ink bottom lies a descent (minY, negative when below) under it.
  const oldExt = inkExtent(detected.text, oldSize, weight);
  const baseline = old.ink.t1 + oldExt.minY;
  const penS = penStart(alignmentOf(detected, all), old, ext);
  const pen = toImage(frame, penS, baseline);
  return {
    detected,
    old,
    drawing: {
      text,
      size,
      weight,
      colour: old.colour,
      x: pen.x,
      y: pen.y,
      angle: frame.angle,
      rect: imageRect(frame, Math.max(4, 0.6 * frame.height), image.width, image.height),
    },
  };
}

function penStart(alignment: Alignment, old: OldText, ext: { minX: number; maxX: number }): number {
  if (alignment === 'start') return old.ink.s0 - ext.minX;
  if (alignment === 'end') return old.ink.s1 - ext.maxX;
  return (old.ink.s0 + old.ink.s1) / 2 - (ext.minX + ext.maxX) / 2;
}

/** The label's glyphs, dilated a little (their faint fringe) but never onto another colour, inpainted in a window around it. */
async function erase(raster: Raster, old: OldText): Promise<Raster> {
  const { width, height } = raster;
  const grow = Math.max(1, Math.round(0.06 * old.frame.height));
  const rect = imageRect(old.frame, Math.max(8, old.frame.height), width, height);
  const w = rect.x1 - rect.x0;
  const h = rect.y1 - rect.y0;
  const mask = new Uint8Array(w * h);
  for (let y = rect.y0; y < rect.y1; y++) {
    for (let x = rect.x0; x < rect.x1; x++) {
      if (!old.glyphs.has(y * width + x)) continue;
      for (let dy = -grow; dy <= grow; dy++) {
        for (let dx = -grow; dx <= grow; dx++) {
          const mx = x - rect.x0 + dx;
          const my = y - rect.y0 + dy;
          if (mx < 0 || my < 0 || mx >= w || my >= h || old.foreign.has((y + dy) * width + x + dx)) continue;
          mask[my * w + mx] = 1;
        }
      }
    }
  }
  const window = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) raster.data.copy(window, y * w * 4, ((rect.y0 + y) * width + rect.x0) * 4, ((rect.y0 + y) * width + rect.x1) * 4);
  const filled = await inpaint({ data: window, width: w, height: h }, mask);
  const out = Buffer.from(raster.data);
  for (let y = 0; y < h; y++) filled.data.copy(out, ((rect.y0 + y) * width + rect.x0) * 4, y * w * 4, (y + 1) * w * 4);
  return { data: out, width, height };
}

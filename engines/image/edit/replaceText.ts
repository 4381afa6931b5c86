// replace_text (SPEC "POST /images/edits"): each named label is erased and redrawn with new
// words in the same place and style, at the same size, or the job fails saying why.
//  1. Its look is read from the pixels (text/analyse.ts), in a box turned as its ink is
//     (text/slant.ts): colour against the local background,
//     its glyph pixels, its ink extent in its own (possibly rotated) frame; the weight is the
//     Arimo weight whose ink area at that size matches, the size the one whose ink height does.
//  2. The new words keep that size, whatever their length: never shrunk to the old width. They
//     keep the old baseline and the edge (or centre) the label's neighbours share (text/align.ts),
//     so a longer text grows the way its alignment allows. If something else is drawn there, or
//     the image ends, the job fails naming the label and the pixels it needs (text/room.ts).
//  3. The glyph pixels, dilated a little, are inpainted (inpaint.ts), so a line, grid or
//     gradient behind the label carries on through where it was; never a painted box.
//  4. The new words are drawn in Arimo in that colour, weight and angle, then measured again
//     (text/verify.ts): their ink height and aligned edge as planned, and no pixel changed
//     outside the old and new labels. A check that fails fails the job.
import { EngineError } from '../../shared/errors.ts';
import { said, saidAs, saidEach } from '../../shared/said.ts';
import { inpaint } from '../inpaint.ts';
import { decodeImage, encodeImage, type EncodedImage, type Raster } from '../../shared/raster.ts';
import { alignmentOf, type Alignment } from '../text/align.ts';
import { analyseOldText, matchingWeight, textSize, type OldText } from '../text/analyse.ts';
import { drawText, type TextToDraw } from '../text/draw.ts';
import { imageRect, subFrame, textFrame, toImage } from '../text/frame.ts';
import { inkExtent, missingCharacters } from '../text/metrics.ts';
import { clearance, MARK_DISTANCE, pixelsIn, roomFor, type FrameBox, type RoomContext, type RoomNeeds } from '../text/room.ts';
import { alongItsInk } from '../text/slant.ts';
import { checkRedrawn, checkUntouched, type Redrawn, type Zone } from '../text/verify.ts';
import type { DetectedText, EditRequest } from '../types.ts';

export type ReplaceTextRequest = Extract<EditRequest, { operation: 'replace_text' }>;

interface Reading {
  detected: DetectedText;
  text: string;
  old: OldText;
  /** The pixels inpainted: its glyphs, dilated. */
  erased: Set<number>;
  grow: number;
}

interface Plan extends Reading {
  /** null when the new text is empty: the label is only erased. */
  drawing: TextToDraw | null;
  check: Redrawn | null;
}

export async function replaceText(req: ReplaceTextRequest): Promise<EncodedImage> {
  const image = await decodeImage(req.image);
  const { detection } = req;
  if (detection.width !== image.width || detection.height !== image.height) {
    throw new EngineError('DETECTION_IMAGE_MISMATCH', `The text detection was made on a ${detection.width}x${detection.height} image, not this ${image.width}x${image.height} one.`);
  }
  // Turned labels' boxes as their ink lies (OCR's angles are a few degrees off), for the
  // labels replaced and the neighbours they are aligned with alike.
  const texts = detection.texts.map((t) => alongItsInk(image, t));
  const byIndex = new Map(texts.map((t) => [t.index, t]));
  const seen = new Set<number>();
  for (const { index, text } of req.replacements) {
    if (!byIndex.has(index)) throw new EngineError('TEXT_INDEX_UNKNOWN', `The text detection has no text with index ${index}.`);
    if (seen.has(index)) throw new EngineError('DUPLICATE_INDEX', `Text ${index} is replaced more than once.`);
    seen.add(index);
    const missing = missingCharacters(oneLine(text));
    if (missing.length) throw new EngineError('TEXT_CHARACTERS_UNSUPPORTED', `The font has no glyph for ${saidEach(missing, `${missing.length} ${missing.length === 1 ? 'character' : 'characters'} of the new text`)}.`);
  }

  // Every label is read from the untouched image before any is erased, and every erased pixel
  // is known before any new text is given room.
  const readings = req.replacements.map(({ index, text }) => read(image, byIndex.get(index)!, oneLine(text)));
  const room: RoomContext = {
    raster: image,
    erased: new Set(readings.flatMap((r) => [...r.erased])),
    taken: new Set(),
    markDistance: image.format === 'jpeg' ? MARK_DISTANCE.jpeg : MARK_DISTANCE.lossless,
  };
  const plans: Plan[] = [];
  for (const r of readings) plans.push(await plan(image, r, texts, room));

  let raster: Raster = image;
  for (const p of plans) raster = await erase(raster, p.erased);
  for (const p of plans) if (p.drawing) await drawText(raster, p.drawing);

  for (const p of plans) {
    const problem = p.check && checkRedrawn(raster, image, p.erased, p.check);
    if (problem) throw new EngineError('TEXT_REDRAW_CHECK_FAILED', problem);
  }
  const zones: Zone[] = plans.flatMap((p) => {
    const { frame, ink } = p.old;
    const g = p.grow + 1.5;
    const erased = { frame, box: { s0: ink.s0 - g, s1: ink.s1 + g, t0: ink.t0 - g, t1: ink.t1 + g } };
    return p.check ? [erased, { frame, box: p.check.box }] : [erased];
  });
  const spill = checkUntouched(image, raster, zones);
  if (spill) throw new EngineError('TEXT_REDRAW_CHECK_FAILED', spill);
  return encodeImage(raster, image.format, image.density);
}

/** New text is drawn on one line, as the label it replaces was. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const nameOf = (d: DetectedText) => `Text ${d.index}${saidAs(` ("${d.text}")`, '')}`;

function read(image: Raster, detected: DetectedText, text: string): Reading {
  const old = analyseOldText(image, textFrame(detected.corners), detected.text);
  if (!old) throw new EngineError('TEXT_NOT_FOUND', `${nameOf(detected)} does not stand out from its background where it was detected.`);
  const grow = Math.max(1, Math.round(0.06 * old.frame.height));
  return { detected, text, old, erased: eraseMask(old, grow, image.width, image.height), grow };
}

async function plan(image: Raster, reading: Reading, all: DetectedText[], room: RoomContext): Promise<Plan> {
  const { detected, text, old } = reading;
  if (text === '') return { ...reading, drawing: null, check: null };
  const weight = await matchingWeight(old, detected.text);
  const { size, baseline } = textSize(old, detected.text, weight);
  const ext = inkExtent(text, size, weight);
  const alignment = alignmentOf(detected, all);
  const penS = penStart(alignment, old, ext);
  const box: FrameBox = { s0: penS + ext.minX, s1: penS + ext.maxX, t0: baseline - ext.maxY, t1: baseline - ext.minY };

  const short = roomFor(room, old, box);
  if (short) throw new EngineError('TEXT_DOES_NOT_FIT', noRoom(detected, text, size, short, old));
  for (const index of pixelsIn(old.frame, grown(box, clearance(old)), image.width, image.height)) room.taken.add(index);

  const frame = old.frame;
  const pen = toImage(frame, penS, baseline);
  const margin = 2 + 0.5 * (box.t1 - box.t0);
  return {
    ...reading,
    drawing: {
      text,
      size,
      weight,
      colour: old.colour,
      x: pen.x,
      y: pen.y,
      angle: frame.angle,
      rect: imageRect(subFrame(frame, box), margin, image.width, image.height),
    },
    check: { name: nameOf(detected), text, frame, box, old: old.ink, alignment, colour: old.colour, background: old.background },
  };
}

const grown = (b: FrameBox, by: number): FrameBox => ({ s0: b.s0 - by, s1: b.s1 + by, t0: b.t0 - by, t1: b.t1 + by });

function penStart(alignment: Alignment, old: OldText, ext: { minX: number; maxX: number }): number {
  if (alignment === 'start') return old.ink.s0 - ext.minX;
  if (alignment === 'end') return old.ink.s1 - ext.maxX;
  return (old.ink.s0 + old.ink.s1) / 2 - (ext.minX + ext.maxX) / 2;
}

/** Why a new text does not fit, in words a user can act on. */
function noRoom(detected: DetectedText, text: string, size: number, short: RoomNeeds, old: OldText): string {
  const where = short.side === 'above' || short.side === 'below' ? short.side + ' it' : `${short.side === 'start' ? 'before its start' : 'after its end'} (${towards(short.side === 'start' ? -1 : 1, old)})`;
  const free = Math.max(0, Math.floor(short.free - 0.5));
  const stop = short.blocker === 'edge' ? 'the edge of the image' : 'other ink';
  return (
    `${nameOf(detected)} cannot become ${said(quoted(text), `its new text (${[...text].length} characters)`)} at its size (${size.toFixed(1)} px): ` +
    `the new text needs ${Math.ceil(short.needed)} px ${where} and ${free} px are free there before ${stop}. ` +
    `It is not drawn smaller; a shorter text would fit.`
  );
}

const QUOTE_LENGTH = 60;
const quoted = (text: string) => (text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1)}…` : text);

/** The compass direction of the reading direction (sign 1) or against it (-1), in image terms. */
function towards(sign: number, old: OldText): string {
  const x = sign * old.frame.u.x;
  const y = sign * old.frame.u.y;
  const parts: string[] = [];
  if (y < -0.38) parts.push('up');
  if (y > 0.38) parts.push('down');
  if (x < -0.38) parts.push('left');
  if (x > 0.38) parts.push('right');
  return parts.join(' and ');
}

/** The label's glyphs, dilated a little (their faint fringe) but never onto another colour. */
function eraseMask(old: OldText, grow: number, width: number, height: number): Set<number> {
  const mask = new Set<number>();
  for (const index of old.glyphs) {
    const x = index % width;
    const y = (index - x) / width;
    for (let dy = -grow; dy <= grow; dy++) {
      for (let dx = -grow; dx <= grow; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const next = ny * width + nx;
        if (!old.foreign.has(next)) mask.add(next);
      }
    }
  }
  return mask;
}

/** The masked pixels inpainted in a window around them. */
const WINDOW_PAD = 16;

async function erase(raster: Raster, erased: Set<number>): Promise<Raster> {
  const { width, height } = raster;
  if (erased.size === 0) return raster;
  let x0 = width;
  let y0 = height;
  let x1 = 0;
  let y1 = 0;
  for (const index of erased) {
    const x = index % width;
    const y = (index - x) / width;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x + 1);
    y1 = Math.max(y1, y + 1);
  }
  // Telea looks at most its radius (12 px, inpaintTelea.ts) around the hole: the window leaves it that.
  x0 = Math.max(0, x0 - WINDOW_PAD);
  y0 = Math.max(0, y0 - WINDOW_PAD);
  x1 = Math.min(width, x1 + WINDOW_PAD);
  y1 = Math.min(height, y1 + WINDOW_PAD);
  const w = x1 - x0;
  const h = y1 - y0;
  const mask = new Uint8Array(w * h);
  for (const index of erased) {
    const x = index % width;
    const y = (index - x) / width;
    mask[(y - y0) * w + (x - x0)] = 1;
  }
  const window = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) raster.data.copy(window, y * w * 4, ((y0 + y) * width + x0) * 4, ((y0 + y) * width + x1) * 4);
  const filled = await inpaint({ data: window, width: w, height: h }, mask);
  const out = Buffer.from(raster.data);
  for (let y = 0; y < h; y++) filled.data.copy(out, ((y0 + y) * width + x0) * 4, y * w * 4, (y + 1) * w * 4);
  return { data: out, width, height };
}

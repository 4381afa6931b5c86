// Images through the project's text detection (engines/ocr): its lines, in its reading
// order, one a line, when the words themselves say how the steps follow (arrows typed as text,
// numbered or bulleted steps). A sketch of labelled boxes says it with its drawn arrows: those
// are read from the pixels (sketch.ts) into a Mermaid flowchart. A photographed page of prose is
// read in its order like any document. When none of these tells, the labels come with
// `wiring: 'unknown'`: their reading order is not the flow, and a chain made from it would be
// invented.
import { detectText } from '../../ocr/index.ts';
import { EngineError } from '../../shared/errors.ts';
import { FlowchartError } from '../errors.ts';
import { fileName, unreadable } from './failures.ts';
import { readSketch, type SketchText } from './sketch.ts';

export interface ImageText {
  text: string;
  wiring?: 'unknown';
}

/** Arrows typed between words: "Thaw -> Spin", "A → B", "A => B". */
const TYPED_ARROW = /->|→|=>|⇒|➔|➜|➝|⟶|⟹/;
/** A step numbered or bulleted: "1. Thaw", "2) Spin", "Step 3: Store", "• Lyse". */
const LISTED = /^\s*(?:(?:step|stage|phase)\s*\d{1,2}\b|\d{1,2}\s*[.):]\s*\S|[-•*▪●]\s+\S)/i;
/** Words that put steps in order: "then", "next", "after that", "followed by". */
const ORDER_WORDS = /\b(?:then|next|afterwards|after that|followed by|finally|subsequently|once|until|repeat)\b/i;

export async function readImage(bytes: Buffer, name: string | undefined): Promise<ImageText> {
  let found: Awaited<ReturnType<typeof detectText>>;
  try {
    found = await detectText(bytes);
  } catch (error) {
    if (error instanceof EngineError && error.reason === 'IMAGE_TOO_LARGE') {
      throw new FlowchartError('ATTACHMENT_TOO_LARGE', `${fileName(name)}: ${error.message}`);
    }
    throw unreadable(name, 'the image cannot be decoded.');
  }
  const lines = found.texts.map((t) => t.text.trim()).filter((t) => t !== '');
  const text = lines.join('\n');
  if (lines.length < 2 || listsOrder(lines)) return { text };
  const texts: SketchText[] = found.texts
    .filter((t) => t.text.trim() !== '')
    .map((t) => ({
      text: t.text.trim(),
      x0: Math.min(...t.corners.map((c) => c.x)),
      y0: Math.min(...t.corners.map((c) => c.y)),
      x1: Math.max(...t.corners.map((c) => c.x)),
      y1: Math.max(...t.corners.map((c) => c.y)),
    }));
  const drawn = await readSketch(bytes, found.width, found.height, texts);
  if (drawn) return { text: drawn };
  if (isProse(lines)) return { text };
  return { text, wiring: 'unknown' };
}

/** The words give the order outright: an arrow typed between steps, or two or more steps numbered or bulleted. */
export function listsOrder(lines: string[]): boolean {
  return lines.some((l) => TYPED_ARROW.test(l)) || lines.filter((l) => LISTED.test(l)).length >= 2;
}

/**
 * A page of prose (a photographed protocol), read in its order like any document: most lines
 * end a sentence, or say the order in words. A box's label rarely ends with a full stop.
 */
export function isProse(lines: string[]): boolean {
  const sentences = lines.filter((l) => /[.!?]["')\]]?$/.test(l)).length;
  const ordered = lines.filter((l) => ORDER_WORDS.test(l)).length;
  return sentences * 2 >= lines.length || ordered * 2 >= lines.length;
}

// A grouped line read again alone, as one line (tesseract's psm 7), from a larger cut-out: the
// sparse pass drops symbols ("=", "%", "(", "±") as noise and cuts lines at the holes they leave,
// while a single-line reading of the same ink keeps them. The reading is preferred only when it
// is confident and keeps every letter and digit the sparse pass read, in order: it may add, not
// contradict.
import type { Box } from './components.ts';
import { cutOut, type PreparedGrey } from './grey.ts';
import { boxToImage, withoutEndMarks } from './lines.ts';
import { recognize } from './worker.ts';

export interface LineReading {
  text: string;
  box: Box;
  baselineY: number;
  /** Mean word confidence weighted by length, 0 to 100. */
  confidence: number;
}

/** A single-line reading of this confidence or more replaces the sparse pass's words. */
export const MIN_REREAD_CONFIDENCE = 70;
/** Words of the single-line reading below this are dropped (a stray mark at an end). */
const MIN_REREAD_WORD_CONFIDENCE = 40;

/**
 * Reads the box (image pixels) as one line, its text `lineHeight` pixels tall, scaled so that this is
 * `targetHeight`; `sidePad` line heights of the page beside it are included (0: a cut cell).
 */
export async function readAsOneLine(grey: PreparedGrey, box: Box, lineHeight: number, targetHeight: number, sidePad = 0.4): Promise<LineReading | null> {
  const padX = Math.ceil(sidePad * lineHeight);
  const padY = Math.ceil(0.3 * lineHeight);
  const left = Math.max(0, Math.floor(box.x0) - padX);
  const top = Math.max(0, Math.floor(box.y0) - padY);
  const right = Math.min(grey.width, Math.ceil(box.x1) + padX);
  const bottom = Math.min(grey.height, Math.ceil(box.y1) + padY);
  if (right - left < 2 || bottom - top < 2) return null;
  const region = { left, top, width: right - left, height: bottom - top };
  const scale = Math.min(6, Math.max(0.5, targetHeight / Math.max(1, lineHeight)));
  const margin = 12;
  const image = await cutOut(grey, region, scale, margin);
  const cut = { left, top, scale, margin, turn: 0 as const, width: image.width, height: image.height };
  const words = (await recognize(image, 'line')).flatMap((line) => line.words.map((w) => ({ ...w, baselineY: line.baselineY })));
  const kept = withoutEndMarks(words.filter((w) => w.text.trim() !== '' && w.confidence >= MIN_REREAD_WORD_CONFIDENCE).sort((a, b) => a.x0 - b.x0));
  if (kept.length === 0) return null;
  const chars = kept.reduce((n, w) => n + w.text.trim().length, 0);
  const confidence = kept.reduce((sum, w) => sum + w.confidence * w.text.trim().length, 0) / Math.max(1, chars);
  const inImage = kept.map((w) => boxToImage(w, cut));
  return {
    text: kept.map((w) => w.text.trim()).join(' '),
    box: { x0: Math.min(...inImage.map((b) => b.x0)), y0: Math.min(...inImage.map((b) => b.y0)), x1: Math.max(...inImage.map((b) => b.x1)), y1: Math.max(...inImage.map((b) => b.y1)) },
    baselineY: (kept[0]!.baselineY - margin) / scale + top,
    confidence,
  };
}

const letters = (text: string) => [...text.normalize('NFKC').replace(/[^\p{L}\p{N}]/gu, '')];

/** Whether every letter and digit of `first` appears in `second`, in order. */
export function keepsLetters(first: string, second: string): boolean {
  const a = letters(first);
  const b = letters(second);
  let i = 0;
  for (const ch of b) if (i < a.length && ch === a[i]) i++;
  return i === a.length;
}

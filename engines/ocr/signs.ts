// Minus signs of small tick labels. Tesseract reads the short dash before a digit as "=", an
// em dash, or not at all (it lowers the confidence of "−2" below what the label needs), while
// the digits alone read surely. So the dash is found in the ink, the digits read without it,
// and the sign put back; a reading that says "=2" over a single dash is corrected the same way.
import type { Box, Component } from './components.ts';

/** A short thin horizontal stroke: a minus sign or a hyphen (not the two bars of "="). */
function dash(c: Component, glyph: number): boolean {
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  return h <= Math.max(2, 0.25 * glyph) && w >= 0.3 * glyph && w <= 1.3 * glyph && w >= 2 * h;
}

/** The place's first piece when it is a minus sign: a dash at the middle height of the glyph right after it. */
export function leadingMinus(pieces: Component[], glyph: number): Component | null {
  const sorted = [...pieces].sort((a, b) => a.x0 - b.x0);
  const first = sorted[0];
  const next = sorted[1];
  if (!first || !next || !dash(first, glyph)) return null;
  const middle = (first.y0 + first.y1) / 2;
  const h = next.y1 - next.y0;
  const centred = middle > next.y0 + 0.25 * h && middle < next.y1 - 0.25 * h;
  return centred && next.x0 - first.x1 <= 0.6 * glyph && h >= 0.5 * glyph ? first : null;
}

/** The ink pieces whose middle lies in the box. */
export function piecesIn(ink: Component[], box: Box): Component[] {
  return ink.filter((c) => {
    const cx = (c.x0 + c.x1) / 2;
    const cy = (c.y0 + c.y1) / 2;
    return cx >= box.x0 - 1 && cx <= box.x1 + 1 && cy >= box.y0 - 1 && cy <= box.y1 + 1;
  });
}

const MISREAD_MINUS = /^[=—–~]\s?(?=\d)/u;

/** "=2" or "—2" read over a lone dash before the digits: the text with a minus ("-2"). */
export function withMinusSign(text: string, box: Box, ink: Component[], glyph: number): string {
  if (!MISREAD_MINUS.test(text)) return text;
  const pieces = piecesIn(ink, box);
  return leadingMinus(pieces, glyph) ? text.replace(MISREAD_MINUS, '-') : text;
}

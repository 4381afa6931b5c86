// Tesseract's word boxes are made at the upscaled size and swallow marks that touch a glyph's
// column: a tick mark above a tick label becomes part of its "1". The box reported is the ink
// of the text itself, at the image's own resolution: the pieces of ink whose middle lies in
// tesseract's box, less marks that sit apart above or below the letters' body.
import type { Box, Component } from './components.ts';
import type { FoundLine } from './lines.ts';

export function refineBox(line: FoundLine, ink: Component[]): Box {
  const { box } = line;
  const mine = ink.filter((c) => {
    const cx = (c.x0 + c.x1) / 2;
    const cy = (c.y0 + c.y1) / 2;
    return cx >= box.x0 - 1 && cx <= box.x1 + 1 && cy >= box.y0 - 1 && cy <= box.y1 + 1 && c.x1 - c.x0 <= box.x1 - box.x0 + 2 && c.y1 - c.y0 <= box.y1 - box.y0 + 2;
  });
  if (mine.length === 0) return box;
  let kept = mine;
  if (line.direction === 'horizontal') {
    // The body: pieces that reach the baseline zone. Dots, accents and primes are small beside
    // it and stay; a taller thing floating above or below it (a tick mark) goes.
    const body = mine.filter((c) => c.y1 >= line.baselineY - 0.25 * (box.y1 - box.y0) && c.y0 <= line.baselineY);
    if (body.length > 0) {
      const bodyHeight = line.baselineY - Math.min(...body.map((c) => c.y0));
      kept = mine.filter((c) => body.includes(c) || Math.max(c.x1 - c.x0, c.y1 - c.y0) <= 0.45 * bodyHeight || (c.y0 < line.baselineY + 0.5 * bodyHeight && c.y1 > line.baselineY));
    }
  }
  const refined = {
    x0: Math.max(box.x0 - 1, Math.min(...kept.map((c) => c.x0))),
    y0: Math.max(box.y0 - 1, Math.min(...kept.map((c) => c.y0))),
    x1: Math.min(box.x1 + 1, Math.max(...kept.map((c) => c.x1))),
    y1: Math.min(box.y1 + 1, Math.max(...kept.map((c) => c.y1))),
  };
  return line.direction === 'horizontal' && /^[-−–]/u.test(line.text) ? withMinus(refined, ink) : refined;
}

/**
 * Tesseract's box of "-2" often starts at the digit: the minus sign, a thin dash just before
 * it at the digits' middle height, is taken in.
 */
function withMinus(box: Box, ink: Component[]): Box {
  const h = box.y1 - box.y0;
  const middle = (box.y0 + box.y1) / 2;
  const dash = ink.find((c) => c.x1 <= box.x0 + 1 && c.x1 >= box.x0 - 0.4 * h && c.y1 - c.y0 <= 0.3 * h && c.x1 - c.x0 >= 0.2 * h && c.x1 - c.x0 <= 1.2 * h && Math.abs((c.y0 + c.y1) / 2 - middle) <= 0.3 * h);
  return dash ? { ...box, x0: dash.x0 } : box;
}

// Where a text's ink lies relative to its pen position, in Arimo, so a new label can be put
// exactly where the old one's ink was and an old label's size read from its ink height.
import { fontFace, missingCharacters, type FontWeight } from '../../chart/render/fonts.ts';

export interface InkExtent {
  /** Advance width. */
  advance: number;
  /** Ink left of the pen start (negative when a glyph overhangs), right, top above and bottom below the baseline: y up, as in fonts. */
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The ink box of `text` at `size` pixels, from the glyph outlines as shaped (kerning included). */
export function inkExtent(text: string, size: number, weight: FontWeight): InkExtent {
  const { font } = fontFace(weight);
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const box = run.bbox;
  const advance = run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale;
  if (!Number.isFinite(box.minX) || box.maxX <= box.minX) return { advance, minX: 0, maxX: advance, minY: 0, maxY: 0 };
  return { advance, minX: box.minX * scale, maxX: box.maxX * scale, minY: box.minY * scale, maxY: box.maxY * scale };
}

export { missingCharacters };

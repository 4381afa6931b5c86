// Where a text's ink lies relative to its pen position, in Arimo, so a new label can be put
// exactly where the old one's ink was and an old label's size read from its ink height.
import { fontFace, missingCharacters, type FontWeight } from '../../shared/fonts.ts';

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

export interface GlyphInk {
  /** The characters the glyph draws. */
  chars: string;
  /** Its ink box relative to the text's pen start, y up; all 0 for a glyph without ink (a space). */
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Each glyph's ink box as `text` is laid out at `size` (kerning included). */
export function glyphInk(text: string, size: number, weight: FontWeight): GlyphInk[] {
  const { font } = fontFace(weight);
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let pen = 0;
  return run.glyphs.map((glyph, i) => {
    const position = run.positions[i]!;
    const box = glyph.bbox;
    const x = pen + position.xOffset;
    pen += position.xAdvance;
    const chars = String.fromCodePoint(...glyph.codePoints);
    if (!Number.isFinite(box.minX) || box.maxX <= box.minX) return { chars, minX: 0, maxX: 0, minY: 0, maxY: 0 };
    return { chars, minX: (x + box.minX) * scale, maxX: (x + box.maxX) * scale, minY: (box.minY + position.yOffset) * scale, maxY: (box.maxY + position.yOffset) * scale };
  });
}

// The fonts every output is drawn with. The machines have no Arial or Helvetica (DESIGN,
// "Environment facts"), so we ship Arimo, which is metrically compatible with Arial (same advance
// widths), from the @expo-google-fonts/arimo package (SIL Open Font License), and never look at
// system fonts. Measurements use the real glyph advances and kerning through fontkit, the same
// shaping the PDF (pdfkit) and EPS writers use.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Font, Glyph } from 'fontkit';
import { singleLine, type TextBaseline, type TextNode } from './scene.ts';

export type FontWeight = 'normal' | 'bold';

/** The family name written into SVG, with the fonts it stands in for. */
export const FONT_FAMILY = 'Arimo';
export const SVG_FONT_FAMILY = 'Arimo, Arial, Helvetica, sans-serif';

export interface FontFace {
  weight: FontWeight;
  italic: boolean;
  /** The TTF file in node_modules (resvg loads fonts from files). */
  file: string;
  /** The TTF bytes, as read once. */
  data: Buffer;
  font: Font;
  /** e.g. 'Arimo-Bold'. */
  postscriptName: string;
}

const FILES: Record<string, string> = {
  'normal/false': '@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf',
  'bold/false': '@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf',
  'normal/true': '@expo-google-fonts/arimo/400Regular_Italic/Arimo_400Regular_Italic.ttf',
  'bold/true': '@expo-google-fonts/arimo/700Bold_Italic/Arimo_700Bold_Italic.ttf',
};

const require = createRequire(import.meta.url);
const faces = new Map<string, FontFace>();

/** The Arimo face for a weight and style, loaded on first use and kept. */
export function fontFace(weight: FontWeight, italic = false): FontFace {
  const key = `${weight}/${italic}`;
  const cached = faces.get(key);
  if (cached) return cached;
  const spec = FILES[key];
  if (!spec) throw new Error(`no font for ${key}`);
  const file = require.resolve(spec);
  const data = readFileSync(file);
  const font = fontkit.create(data);
  if (!('unitsPerEm' in font)) throw new Error(`${file} is a font collection`);
  const face: FontFace = { weight, italic, file, data, font, postscriptName: font.postscriptName };
  faces.set(key, face);
  return face;
}

/** All four faces (regular, bold, italic, bold italic), e.g. to hand to a rasteriser. */
export function allFontFaces(): FontFace[] {
  return [fontFace('normal'), fontFace('bold'), fontFace('normal', true), fontFace('bold', true)];
}

export interface TextMetrics {
  /** Advance width of the shaped text, in points. */
  width: number;
  /** Height of the font's ascender above the baseline, in points (positive). */
  ascent: number;
  /** Depth of the font's descender below the baseline, in points (positive). */
  descent: number;
}

/** One shaped glyph: its font glyph, the Unicode text it stands for and its advance in points. */
export interface ShapedGlyph {
  glyph: Glyph;
  codePoints: number[];
  /** Advance to the next glyph, kerning included, in points. */
  advance: number;
  /** Offsets from the pen position, in points (y upwards, as in the font). */
  xOffset: number;
  yOffset: number;
}

/**
 * The text shaped with the font's default OpenType features (kerning included): the glyphs and
 * their advances at `sizePt`. pdf.ts hands the same text to pdfkit, which shapes it the same way.
 */
export function shapeText(text: string, sizePt: number, weight: FontWeight, italic = false): ShapedGlyph[] {
  const { font } = fontFace(weight, italic);
  const scale = sizePt / font.unitsPerEm;
  const run = font.layout(text);
  return run.glyphs.map((glyph, i) => {
    const position = run.positions[i];
    return {
      glyph,
      codePoints: glyph.codePoints,
      advance: (position?.xAdvance ?? glyph.advanceWidth) * scale,
      xOffset: (position?.xOffset ?? 0) * scale,
      yOffset: (position?.yOffset ?? 0) * scale,
    };
  });
}

/** Width, ascent and descent of a text in points, from the real glyph advances. */
export function measureText(text: string, sizePt: number, weight: FontWeight, italic = false): TextMetrics {
  const { font } = fontFace(weight, italic);
  const scale = sizePt / font.unitsPerEm;
  const width = shapeText(text, sizePt, weight, italic).reduce((sum, g) => sum + g.advance, 0);
  return { width, ascent: font.ascent * scale, descent: -font.descent * scale };
}

/** Cap height in points (the height of 'H'), for vertical centring. */
export function capHeight(sizePt: number, weight: FontWeight, italic = false): number {
  const { font } = fontFace(weight, italic);
  return (font.capHeight * sizePt) / font.unitsPerEm;
}

/**
 * How far below the node's y its alphabetic baseline lies, in points, measured along the text's
 * own (possibly rotated) vertical: 0 for 'alphabetic', half the cap height for 'middle', the cap
 * height for 'hanging'.
 */
export function baselineShift(baseline: TextBaseline, sizePt: number, weight: FontWeight, italic = false): number {
  if (baseline === 'alphabetic') return 0;
  const cap = capHeight(sizePt, weight, italic);
  return baseline === 'middle' ? cap / 2 : cap;
}

/** How far before the node's x the text starts, in points, for its anchor. */
export function anchorShift(node: TextNode): number {
  if (node.anchor === 'start') return 0;
  const { width } = measureText(singleLine(node.text), node.size, node.weight, node.italic);
  return node.anchor === 'middle' ? width / 2 : width;
}

/** Characters of the text that Arimo has no glyph for (they would show as empty boxes). */
export function missingCharacters(text: string, weight: FontWeight = 'normal', italic = false): string[] {
  const { font } = fontFace(weight, italic);
  const missing = new Set<string>();
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (cp !== undefined && !/\s/.test(ch) && !font.hasGlyphForCodePoint(cp)) missing.add(ch);
  }
  return [...missing];
}

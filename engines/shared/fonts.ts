// The two font families every output is drawn with, and the one place that knows their files.
// The machines have no Arial or Helvetica (DESIGN, "Environment facts"), so we ship Arimo, which
// is metrically compatible with Arial (same advance widths), from @expo-google-fonts/arimo, and
// Noto Sans (@expo-google-fonts/noto-sans) for the characters Arimo has no glyph for (Greek
// extended, IPA, arrows, ...). Both under the SIL Open Font License; system fonts are never
// looked at. Measurements use the real glyph advances and kerning through fontkit, the same
// shaping the PDF (pdfkit) and EPS writers use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Font, Glyph } from 'fontkit';
import { saidAs } from './said.ts';

export type FontWeight = 'normal' | 'bold';

/** The family name written into SVG, with the fonts it stands in for. */
export const FONT_FAMILY = 'Arimo';
export const SVG_FONT_FAMILY = 'Arimo, Arial, Helvetica, sans-serif';
/** The family drawn for characters Arimo lacks. */
export const FALLBACK_FONT_FAMILY = 'Noto Sans';
/** The font-family of SVG text that may need the fallback (flowcharts). */
export const SVG_FONT_FAMILY_WITH_FALLBACK = "Arimo, 'Noto Sans', Arial, sans-serif";

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

const ARIMO_FILES: Record<string, string> = {
  'normal/false': '@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf',
  'bold/false': '@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf',
  'normal/true': '@expo-google-fonts/arimo/400Regular_Italic/Arimo_400Regular_Italic.ttf',
  'bold/true': '@expo-google-fonts/arimo/700Bold_Italic/Arimo_700Bold_Italic.ttf',
};

const NOTO_FILES: Record<FontWeight, string> = {
  normal: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};

const require = createRequire(import.meta.url);
const faces = new Map<string, FontFace>();

function loadFace(spec: string, weight: FontWeight, italic: boolean): FontFace {
  const cached = faces.get(spec);
  if (cached) return cached;
  const file = require.resolve(spec);
  const data = readFileSync(file);
  const font = fontkit.create(data);
  if (!('unitsPerEm' in font)) throw new Error(`${file} is a font collection`);
  const face: FontFace = { weight, italic, file, data, font, postscriptName: font.postscriptName };
  faces.set(spec, face);
  return face;
}

/** The Arimo face for a weight and style, loaded on first use and kept. */
export function fontFace(weight: FontWeight, italic = false): FontFace {
  const spec = ARIMO_FILES[`${weight}/${italic}`];
  if (!spec) throw new Error(`no font for ${weight}/${italic}`);
  return loadFace(spec, weight, italic);
}

/** The Noto Sans face for a weight (upright only: flowchart text is never italic). */
export function fallbackFace(weight: FontWeight): FontFace {
  return loadFace(NOTO_FILES[weight], weight, false);
}

/** All four Arimo faces (regular, bold, italic, bold italic), e.g. to hand to a rasteriser. */
export function allFontFaces(): FontFace[] {
  return [fontFace('normal'), fontFace('bold'), fontFace('normal', true), fontFace('bold', true)];
}

/** The TTF paths of both families, for a rasteriser (resvg `font.fontFiles`) drawing text that may need the fallback. */
export function fontFiles(): string[] {
  return [...allFontFaces(), fallbackFace('normal'), fallbackFace('bold')].map((f) => f.file);
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

function shapeWith(font: Font, text: string, sizePt: number): ShapedGlyph[] {
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

/**
 * The text shaped in Arimo with the font's default OpenType features (kerning included): the
 * glyphs and their advances at `sizePt`. pdf.ts hands the same text to pdfkit, which shapes it the same way.
 */
export function shapeText(text: string, sizePt: number, weight: FontWeight, italic = false): ShapedGlyph[] {
  return shapeWith(fontFace(weight, italic).font, text, sizePt);
}

/** Width, ascent and descent of a text in Arimo, in points, from the real glyph advances. */
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

function arimoHas(ch: string, weight: FontWeight): boolean {
  const cp = ch.codePointAt(0);
  return cp !== undefined && (/\s/.test(ch) || fontFace(weight).font.hasGlyphForCodePoint(cp));
}

function fallbackHas(ch: string, weight: FontWeight): boolean {
  const cp = ch.codePointAt(0);
  return cp !== undefined && fallbackFace(weight).font.hasGlyphForCodePoint(cp);
}

/**
 * Width of an upright text in points as a renderer with the font-family list "Arimo, 'Noto Sans'"
 * draws it: each character in Arimo when Arimo has it, otherwise in Noto Sans; runs of one
 * family are shaped together (kerning inside a run).
 */
export function measureWithFallback(text: string, sizePt: number, weight: FontWeight): number {
  let width = 0;
  let run = '';
  let runInArimo = true;
  const flush = () => {
    if (!run) return;
    const font = runInArimo ? fontFace(weight).font : fallbackFace(weight).font;
    width += shapeWith(font, run, sizePt).reduce((sum, g) => sum + g.advance, 0);
    run = '';
  };
  for (const ch of text) {
    const inArimo = arimoHas(ch, weight) || !fallbackHas(ch, weight);
    if (inArimo !== runInArimo) {
      flush();
      runInArimo = inArimo;
    }
    run += ch;
  }
  flush();
  return width;
}

/** Characters as a refusal names them: `"试" (U+8BD5), "😀" (U+1F600)`; a job's message keeps only the code points (said.ts). */
export function nameCharacters(chars: string[]): string {
  return chars.map((ch) => `${saidAs(`"${ch}" (`, '')}U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}${saidAs(')', '')}`).join(', ');
}

/** Characters of the text that neither Arimo nor Noto Sans can draw (they would show as empty boxes). */
export function undrawableCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const ch of text) {
    const drawable = (weight: FontWeight) => arimoHas(ch, weight) || fallbackHas(ch, weight);
    if (!drawable('normal') || !drawable('bold')) missing.add(ch);
  }
  return [...missing];
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

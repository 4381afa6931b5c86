// The chart engine's text metrics. Charts are drawn in Arimo alone (no fallback family: a
// character Arimo lacks is refused, see missingCharacters); the font files and shaping live in
// engines/shared/fonts.ts, the one place that knows the shipped families.
import { capHeight, measureText, type FontWeight } from '../../shared/fonts.ts';
import { singleLine, type TextBaseline, type TextNode } from './scene.ts';

export {
  allFontFaces,
  capHeight,
  FONT_FAMILY,
  fontFace,
  measureText,
  missingCharacters,
  shapeText,
  SVG_FONT_FAMILY,
  type FontFace,
  type FontWeight,
  type ShapedGlyph,
  type TextMetrics,
} from '../../shared/fonts.ts';

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


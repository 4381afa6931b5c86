// Colour of marks beyond the palette: values on a continuous colour map, text that stays
// readable on a fill, and lighter shades of a colour.
import { parseColor } from '../render/format.ts';
import type { Color } from '../render/scene.ts';
import { sampleColorMap, type ColorMapName } from '../style/colormaps.ts';

export interface ColorScale {
  map: ColorMapName;
  domain: [number, number];
  /** Run the map from its last stop to its first (e.g. RdBu with red for high values). */
  reverse?: boolean;
}

/** The colour of a value on a continuous colour scale (clamped to the domain). */
export function colorOf(scale: ColorScale, value: number): Color {
  const [lo, hi] = scale.domain;
  const t = hi > lo ? (value - lo) / (hi - lo) : 0.5;
  return sampleColorMap(scale.map, scale.reverse ? 1 - t : t);
}

/**
 * Black or white text, whichever contrasts more with the fill: by WCAG relative luminance,
 * the two contrast ratios are equal at a luminance of about 0.18.
 */
export function inkOn(fill: Color): Color {
  const [r, g, b] = parseColor(fill).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.18 ? '#000000' : '#FFFFFF';
}

/** The colour mixed with white: t = 0 is the colour, 1 is white. */
export function tint(color: Color, t: number): Color {
  const mix = parseColor(color).map((c) => Math.round(c + (255 - c) * t));
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

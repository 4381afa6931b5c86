// How numbers and colours are written into the vector outputs: fixed precision so that the same
// scene gives the same bytes, and no '-0' or exponent notation.

import type { Color } from './scene.ts';

/** A coordinate or length with at most `digits` decimals (trailing zeros dropped). */
export function num(value: number, digits = 3): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  const rounded = Number(value.toFixed(digits));
  if (Object.is(rounded, -0) || rounded === 0) return '0';
  return String(rounded);
}

const HEX = /^#([0-9a-fA-F]{6})$/;

/** Red, green, blue in 0..255 from '#RRGGBB'. */
export function parseColor(color: Color): [number, number, number] {
  const match = HEX.exec(color);
  if (!match?.[1]) throw new Error(`colour must be #RRGGBB: ${color}`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** The colour in upper-case '#RRGGBB' form. */
export function normalizeColor(color: Color): Color {
  const [r, g, b] = parseColor(color);
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/**
 * The colour seen when `color` at `alpha` lies over white: what a format without transparency
 * (PostScript) can show of a translucent mark on a white page.
 */
export function overWhite(color: Color, alpha: number): [number, number, number] {
  const a = Math.min(1, Math.max(0, alpha));
  return parseColor(color).map((c) => Math.round(c * a + 255 * (1 - a))) as [number, number, number];
}

/** An opacity clamped to 0..1, 1 when absent. */
export function opacityOf(value: number | undefined): number {
  if (value === undefined) return 1;
  return Math.min(1, Math.max(0, value));
}

// The colours of a schematic: the request's (../palette.ts), or Okabe–Ito when none is asked
// for; and the tints, shades and ink colours drawn from them.
import { palettes } from '../../shared/palettes.ts';
import { requestedColours } from '../palette.ts';
import type { IllustrationRequest } from '../types.ts';

export function resolvePalette(palette: IllustrationRequest['palette']): string[] {
  return requestedColours(palette) ?? [...palettes.okabe_ito.colors];
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Relative luminance (WCAG), 0 black to 1 white. */
export function luminance(hex: string): number {
  const lin = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

/** White or near-black, whichever reads better on the colour. */
export function inkOn(hex: string): string {
  return luminance(hex) > 0.4 ? '#1A1A1A' : '#FFFFFF';
}

/** The colour mixed towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(channels(hex).map((v) => v + (target - v) * t));
}
